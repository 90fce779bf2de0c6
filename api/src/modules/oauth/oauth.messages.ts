import type { Translated } from '../../shared/i18n/languages';
import { type Catalog, messagesOf } from '../../shared/i18n/messages';
import type { OidcScope } from './provider';

/** OAuth apps' and the consent screen's refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    requestExpired: 'This sign-in request has expired or was already answered. Go back to the app and start again.',
    redirectRequired: 'Give at least one redirect URI.',
    tooManyRedirects: '{max, plural, one {An app has at most # redirect URI.} other {An app has at most # redirect URIs.}}',
    notARedirect: '"{uri}" is not a redirect URI: use an https:// URL (http:// only for localhost), without a #fragment.',
    nameRequired: 'Please give the app a name.',
    nameTooLong: '{max, plural, one {An app name has at most # character.} other {An app name has at most # characters.}}',
    confidentialRequired: 'Say whether the app keeps a secret (confidential: true or false).',
    tooManyApps: '{max, plural, one {You can register at most # app; delete one first.} other {You can register at most # apps; delete one first.}}',
    anApp: 'An app',
  },
  de: {
    requestExpired: 'Diese Anmeldeanfrage ist abgelaufen oder wurde schon beantwortet. Geh zurück zur App und fang noch einmal an.',
    redirectRequired: 'Gib mindestens eine Weiterleitungs-URI an.',
    tooManyRedirects: '{max, plural, one {Eine App hat höchstens # Weiterleitungs-URI.} other {Eine App hat höchstens # Weiterleitungs-URIs.}}',
    notARedirect: '„{uri}“ ist keine Weiterleitungs-URI: Verwende eine https://-URL (http:// nur für localhost) ohne #Fragment.',
    nameRequired: 'Bitte gib der App einen Namen.',
    nameTooLong: '{max, plural, one {Der Name einer App darf höchstens # Zeichen lang sein.} other {Der Name einer App darf höchstens # Zeichen lang sein.}}',
    confidentialRequired: 'Gib an, ob die App ein Geheimnis für sich behält (confidential: true oder false).',
    tooManyApps: '{max, plural, one {Du kannst höchstens # App registrieren; lösch zuerst eine.} other {Du kannst höchstens # Apps registrieren; lösch zuerst eine.}}',
    anApp: 'Eine App',
  },
  es: {
    requestExpired: 'Esta solicitud de inicio de sesión ha caducado o ya se ha respondido. Vuelve a la aplicación y empieza de nuevo.',
    redirectRequired: 'Indica al menos una URI de redirección.',
    tooManyRedirects: '{max, plural, one {Una aplicación tiene como máximo # URI de redirección.} other {Una aplicación tiene como máximo # URI de redirección.}}',
    notARedirect: '«{uri}» no es una URI de redirección: usa una URL https:// (http:// solo para localhost), sin #fragmento.',
    nameRequired: 'Ponle un nombre a la aplicación.',
    nameTooLong: '{max, plural, one {El nombre de una aplicación puede tener como máximo # carácter.} other {El nombre de una aplicación puede tener como máximo # caracteres.}}',
    confidentialRequired: 'Indica si la aplicación guarda un secreto (confidential: true o false).',
    tooManyApps: '{max, plural, one {Puedes registrar como máximo # aplicación; elimina una primero.} other {Puedes registrar como máximo # aplicaciones; elimina una primero.}}',
    anApp: 'Una aplicación',
  },
  ar: {
    requestExpired: 'انتهت صلاحية طلب تسجيل الدخول هذا أو تمت الإجابة عنه من قبل. ارجع إلى التطبيق وابدأ من جديد.',
    redirectRequired: 'أدخل عنوان URI واحدًا على الأقل لإعادة التوجيه.',
    tooManyRedirects: '{max, plural, zero {يمكن أن يكون للتطبيق # عنوان URI لإعادة التوجيه على الأكثر.} one {يمكن أن يكون للتطبيق عنوان URI واحد لإعادة التوجيه على الأكثر.} two {يمكن أن يكون للتطبيق عنوانا URI لإعادة التوجيه على الأكثر.} few {يمكن أن يكون للتطبيق # عناوين URI لإعادة التوجيه على الأكثر.} many {يمكن أن يكون للتطبيق # عنوان URI لإعادة التوجيه على الأكثر.} other {يمكن أن يكون للتطبيق # عنوان URI لإعادة التوجيه على الأكثر.}}',
    notARedirect: '"{uri}" ليس عنوان URI لإعادة التوجيه: استخدم عنوان URL يبدأ بـ https:// (و http:// لـ localhost فقط)، من دون #fragment.',
    nameRequired: 'يُرجى إعطاء التطبيق اسمًا.',
    nameTooLong: '{max, plural, zero {يمكن أن يتكون اسم التطبيق من # حرف على الأكثر.} one {يمكن أن يتكون اسم التطبيق من حرف واحد على الأكثر.} two {يمكن أن يتكون اسم التطبيق من حرفين على الأكثر.} few {يمكن أن يتكون اسم التطبيق من # أحرف على الأكثر.} many {يمكن أن يتكون اسم التطبيق من # حرفًا على الأكثر.} other {يمكن أن يتكون اسم التطبيق من # حرف على الأكثر.}}',
    confidentialRequired: 'حدّد ما إذا كان التطبيق يحتفظ بسرّ (confidential: true أو false).',
    tooManyApps: '{max, plural, zero {يمكنك تسجيل # تطبيق على الأكثر؛ احذف أحدها أولًا.} one {يمكنك تسجيل تطبيق واحد على الأكثر؛ احذف أحدها أولًا.} two {يمكنك تسجيل تطبيقين على الأكثر؛ احذف أحدها أولًا.} few {يمكنك تسجيل # تطبيقات على الأكثر؛ احذف أحدها أولًا.} many {يمكنك تسجيل # تطبيقًا على الأكثر؛ احذف أحدها أولًا.} other {يمكنك تسجيل # تطبيق على الأكثر؛ احذف أحدها أولًا.}}',
    anApp: 'تطبيق',
  },
} satisfies Catalog<string>;

export const oauthCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const oauthText = messagesOf(oauthCatalog, 'oauth');

/** OpenID Connect's scopes' words (OIDC_SCOPES, whose English they translate) in every translated language. */
export const OIDC_SCOPE_WORDS: Record<Translated, Record<OidcScope, string>> = {
  de: { openid: 'Wissen, wer du bei Cairn bist', email: 'Deine E-Mail-Adresse sehen', profile: 'Deinen Namen sehen' },
  es: { openid: 'Saber quién eres en Cairn', email: 'Ver tu dirección de correo', profile: 'Ver tu nombre' },
  ar: { openid: 'معرفة هويتك على Cairn', email: 'عرض بريدك الإلكتروني', profile: 'عرض اسمك' },
};
