import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The passkeys' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    unreadable: 'The passkey answer could not be read. Please try again.',
    expired: 'This passkey request has expired or was already used. Please try again.',
    registrationFailed: 'The passkey could not be verified. Please try again.',
    signInFailed: 'The passkey could not be verified. Please try again, or sign in with your password.',
    unknown: 'This passkey is not registered with Cairn. Sign in another way, then add it in Profile.',
    notYours: 'This passkey belongs to another account.',
    nameRequired: 'Give the passkey a name',
    defaultName: 'Passkey',
    nameTooLong: '{max, plural, one {A passkey name can be at most # character} other {A passkey name can be at most # characters}}',
    lastWayIn: 'This passkey is the only way into your account: set a password in Profile before you remove it.',
    alreadyAdded: 'This passkey is already added to your account.',
  },
  de: {
    unreadable: 'Die Antwort des Passkeys konnte nicht gelesen werden. Bitte versuch es noch einmal.',
    expired: 'Diese Passkey-Anfrage ist abgelaufen oder wurde schon verwendet. Bitte versuch es noch einmal.',
    registrationFailed: 'Der Passkey konnte nicht überprüft werden. Bitte versuch es noch einmal.',
    signInFailed: 'Der Passkey konnte nicht überprüft werden. Bitte versuch es noch einmal oder melde dich mit deinem Passwort an.',
    unknown: 'Dieser Passkey ist bei Cairn nicht registriert. Melde dich auf anderem Weg an und füge ihn dann im Profil hinzu.',
    notYours: 'Dieser Passkey gehört zu einem anderen Konto.',
    nameRequired: 'Gib dem Passkey einen Namen',
    defaultName: 'Passkey',
    nameTooLong: '{max, plural, one {Der Name eines Passkeys darf höchstens # Zeichen lang sein} other {Der Name eines Passkeys darf höchstens # Zeichen lang sein}}',
    lastWayIn: 'Dieser Passkey ist dein einziger Zugang zu deinem Konto: Leg im Profil ein Passwort fest, bevor du ihn entfernst.',
    alreadyAdded: 'Dieser Passkey ist deinem Konto bereits hinzugefügt.',
  },
  es: {
    unreadable: 'No se ha podido leer la respuesta de la llave de acceso. Vuelve a intentarlo.',
    expired: 'Esta solicitud de llave de acceso ha caducado o ya se ha usado. Vuelve a intentarlo.',
    registrationFailed: 'No se ha podido verificar la llave de acceso. Vuelve a intentarlo.',
    signInFailed: 'No se ha podido verificar la llave de acceso. Vuelve a intentarlo o inicia sesión con tu contraseña.',
    unknown: 'Esta llave de acceso no está registrada en Cairn. Inicia sesión de otra forma y luego añádela en tu perfil.',
    notYours: 'Esta llave de acceso pertenece a otra cuenta.',
    nameRequired: 'Ponle un nombre a la llave de acceso',
    defaultName: 'Llave de acceso',
    nameTooLong: '{max, plural, one {El nombre de una llave de acceso puede tener como máximo # carácter} other {El nombre de una llave de acceso puede tener como máximo # caracteres}}',
    lastWayIn: 'Esta llave de acceso es la única forma de entrar en tu cuenta: establece una contraseña en tu perfil antes de eliminarla.',
    alreadyAdded: 'Esta llave de acceso ya está añadida a tu cuenta.',
  },
  ar: {
    unreadable: 'تعذّرت قراءة استجابة مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    expired: 'انتهت صلاحية طلب مفتاح المرور هذا أو تم استخدامه من قبل. يُرجى المحاولة مرة أخرى.',
    registrationFailed: 'تعذّر التحقق من مفتاح المرور. يُرجى المحاولة مرة أخرى.',
    signInFailed: 'تعذّر التحقق من مفتاح المرور. يُرجى المحاولة مرة أخرى، أو تسجيل الدخول بكلمة المرور.',
    unknown: 'مفتاح المرور هذا غير مسجّل في Cairn. سجّل الدخول بطريقة أخرى، ثم أضفه من الملف الشخصي.',
    notYours: 'مفتاح المرور هذا يخص حسابًا آخر.',
    nameRequired: 'أعطِ مفتاح المرور اسمًا',
    defaultName: 'مفتاح المرور',
    nameTooLong: '{max, plural, zero {يمكن أن يتكون اسم مفتاح المرور من # حرف على الأكثر} one {يمكن أن يتكون اسم مفتاح المرور من حرف واحد على الأكثر} two {يمكن أن يتكون اسم مفتاح المرور من حرفين على الأكثر} few {يمكن أن يتكون اسم مفتاح المرور من # أحرف على الأكثر} many {يمكن أن يتكون اسم مفتاح المرور من # حرفًا على الأكثر} other {يمكن أن يتكون اسم مفتاح المرور من # حرف على الأكثر}}',
    lastWayIn: 'مفتاح المرور هذا هو الطريقة الوحيدة للدخول إلى حسابك: عيّن كلمة مرور من الملف الشخصي قبل إزالته.',
    alreadyAdded: 'مفتاح المرور هذا مضاف إلى حسابك بالفعل.',
  },
} satisfies Catalog<string>;

export const passkeysCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const passkeysText = messagesOf(passkeysCatalog, 'passkeys');
