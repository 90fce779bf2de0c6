import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** Personal access tokens' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    nameRequired: 'Please give the token a name.',
    nameTooLong: '{max, plural, one {A token name has at most # character.} other {A token name has at most # characters.}}',
    tooManyTokens: '{max, plural, one {You can have at most # access token; revoke one first.} other {You can have at most # access tokens; revoke one first.}}',
    scopesList: 'Scopes must be a list of {scopes}.',
    expiryFormat: 'The expiry must be a date and time (ISO 8601).',
    expiryPast: 'The expiry must be in the future.',
    expiryTooFar: 'The expiry must be within five years.',
    chooseScope: 'Please choose at least one scope.',
  },
  de: {
    nameRequired: 'Bitte gib dem Token einen Namen.',
    nameTooLong: '{max, plural, one {Der Name eines Tokens darf höchstens # Zeichen lang sein.} other {Der Name eines Tokens darf höchstens # Zeichen lang sein.}}',
    tooManyTokens: '{max, plural, one {Du kannst höchstens # Zugriffstoken haben; widerrufe zuerst eins.} other {Du kannst höchstens # Zugriffstokens haben; widerrufe zuerst eins.}}',
    scopesList: 'Die Berechtigungen müssen eine Liste aus {scopes} sein.',
    expiryFormat: 'Das Ablaufdatum muss ein Datum mit Uhrzeit sein (ISO 8601).',
    expiryPast: 'Das Ablaufdatum muss in der Zukunft liegen.',
    expiryTooFar: 'Das Ablaufdatum darf höchstens fünf Jahre in der Zukunft liegen.',
    chooseScope: 'Bitte wähl mindestens eine Berechtigung.',
  },
  es: {
    nameRequired: 'Ponle un nombre al token.',
    nameTooLong: '{max, plural, one {El nombre de un token puede tener como máximo # carácter.} other {El nombre de un token puede tener como máximo # caracteres.}}',
    tooManyTokens: '{max, plural, one {Puedes tener como máximo # token de acceso; revoca uno primero.} other {Puedes tener como máximo # tokens de acceso; revoca uno primero.}}',
    scopesList: 'Los permisos deben ser una lista de {scopes}.',
    expiryFormat: 'La fecha de caducidad debe ser una fecha y hora (ISO 8601).',
    expiryPast: 'La fecha de caducidad debe ser futura.',
    expiryTooFar: 'La fecha de caducidad debe estar dentro de los próximos cinco años.',
    chooseScope: 'Elige al menos un permiso.',
  },
  ar: {
    nameRequired: 'يُرجى إعطاء الرمز اسمًا.',
    nameTooLong: '{max, plural, zero {يمكن أن يتكون اسم الرمز من # حرف على الأكثر.} one {يمكن أن يتكون اسم الرمز من حرف واحد على الأكثر.} two {يمكن أن يتكون اسم الرمز من حرفين على الأكثر.} few {يمكن أن يتكون اسم الرمز من # أحرف على الأكثر.} many {يمكن أن يتكون اسم الرمز من # حرفًا على الأكثر.} other {يمكن أن يتكون اسم الرمز من # حرف على الأكثر.}}',
    tooManyTokens: '{max, plural, zero {يمكنك امتلاك # رمز وصول على الأكثر؛ ألغِ أحدها أولًا.} one {يمكنك امتلاك رمز وصول واحد على الأكثر؛ ألغِ أحدها أولًا.} two {يمكنك امتلاك رمزَي وصول على الأكثر؛ ألغِ أحدها أولًا.} few {يمكنك امتلاك # رموز وصول على الأكثر؛ ألغِ أحدها أولًا.} many {يمكنك امتلاك # رمز وصول على الأكثر؛ ألغِ أحدها أولًا.} other {يمكنك امتلاك # رمز وصول على الأكثر؛ ألغِ أحدها أولًا.}}',
    scopesList: 'يجب أن تكون الصلاحيات قائمة من {scopes}.',
    expiryFormat: 'يجب أن يكون تاريخ الانتهاء تاريخًا ووقتًا (ISO 8601).',
    expiryPast: 'يجب أن يكون تاريخ الانتهاء في المستقبل.',
    expiryTooFar: 'يجب أن يكون تاريخ الانتهاء خلال السنوات الخمس القادمة.',
    chooseScope: 'يُرجى اختيار صلاحية واحدة على الأقل.',
  },
} satisfies Catalog<string>;

export const accessTokensCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const accessTokensText = messagesOf(accessTokensCatalog, 'accessTokens');
