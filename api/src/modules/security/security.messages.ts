import type { SecurityEventKind } from '../../shared/events';
import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** What the security links refuse and answer (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    notMeInvalid: 'This link has expired or was used already.',
    everySessionEnded: 'Every session of your account has ended. Check your email for a link to choose a new password.',
  },
  de: {
    notMeInvalid: 'Dieser Link ist abgelaufen oder wurde schon verwendet.',
    everySessionEnded: 'Alle Sitzungen deines Kontos wurden beendet. In deinen E-Mails findest du einen Link, um ein neues Passwort festzulegen.',
  },
  es: {
    notMeInvalid: 'Este enlace ha caducado o ya se ha usado.',
    everySessionEnded: 'Se han cerrado todas las sesiones de tu cuenta. Busca en tu correo un enlace para elegir una contraseña nueva.',
  },
  ar: {
    notMeInvalid: 'انتهت صلاحية هذا الرابط أو تم استخدامه من قبل.',
    everySessionEnded: 'تم إنهاء جميع جلسات حسابك. ابحث في بريدك الإلكتروني عن رابط لاختيار كلمة مرور جديدة.',
  },
} satisfies Catalog<string>;

export const securityCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const securityText = messagesOf(securityCatalog, 'security');

/** What Profile's "Security activity" and the emails say of each kind. */
export const SUMMARY_TEXTS: Catalog<SecurityEventKind> = {
  en: {
    sign_in_new_device: 'Signed in from a new device',
    second_step_failed: 'A wrong two-step sign-in code was entered',
    password_changed: 'Password changed',
    email_changed: 'Email address changed',
    passkey_added: 'Passkey added',
    passkey_removed: 'Passkey removed',
    token_created: 'Access token created',
    token_revoked: 'Access token revoked',
    two_step_enabled: 'Two-step sign-in turned on',
    two_step_disabled: 'Two-step sign-in turned off',
  },
  de: {
    sign_in_new_device: 'Anmeldung von einem neuen Gerät',
    second_step_failed: 'Ein falscher Code für die Anmeldung in zwei Schritten wurde eingegeben',
    password_changed: 'Passwort geändert',
    email_changed: 'E-Mail-Adresse geändert',
    passkey_added: 'Passkey hinzugefügt',
    passkey_removed: 'Passkey entfernt',
    token_created: 'Zugriffstoken erstellt',
    token_revoked: 'Zugriffstoken widerrufen',
    two_step_enabled: 'Anmeldung in zwei Schritten aktiviert',
    two_step_disabled: 'Anmeldung in zwei Schritten deaktiviert',
  },
  es: {
    sign_in_new_device: 'Inicio de sesión desde un dispositivo nuevo',
    second_step_failed: 'Se introdujo un código incorrecto del inicio de sesión en dos pasos',
    password_changed: 'Contraseña cambiada',
    email_changed: 'Dirección de correo cambiada',
    passkey_added: 'Llave de acceso añadida',
    passkey_removed: 'Llave de acceso quitada',
    token_created: 'Token de acceso creado',
    token_revoked: 'Token de acceso revocado',
    two_step_enabled: 'Inicio de sesión en dos pasos activado',
    two_step_disabled: 'Inicio de sesión en dos pasos desactivado',
  },
  ar: {
    sign_in_new_device: 'تسجيل دخول من جهاز جديد',
    second_step_failed: 'تم إدخال رمز خاطئ لتسجيل الدخول بخطوتين',
    password_changed: 'تم تغيير كلمة المرور',
    email_changed: 'تم تغيير عنوان البريد الإلكتروني',
    passkey_added: 'تمت إضافة مفتاح مرور',
    passkey_removed: 'تمت إزالة مفتاح مرور',
    token_created: 'تم إنشاء رمز وصول',
    token_revoked: 'تم إلغاء رمز وصول',
    two_step_enabled: 'تم تفعيل تسجيل الدخول بخطوتين',
    two_step_disabled: 'تم إيقاف تسجيل الدخول بخطوتين',
  },
};

/** The kinds that send an email with a "This wasn't me" link (a new device and every change of a credential): its subject. */
export type MailedKind = Exclude<SecurityEventKind, 'second_step_failed'>;
export const SUBJECT_TEXTS: Catalog<MailedKind> = {
  en: {
    sign_in_new_device: 'New sign-in to your Cairn account',
    password_changed: 'Your Cairn password was changed',
    email_changed: 'The email address of your Cairn account was changed',
    passkey_added: 'A passkey was added to your Cairn account',
    passkey_removed: 'A passkey was removed from your Cairn account',
    token_created: 'An access token was created for your Cairn account',
    token_revoked: 'An access token of your Cairn account was revoked',
    two_step_enabled: 'Two-step sign-in was turned on for your Cairn account',
    two_step_disabled: 'Two-step sign-in was turned off for your Cairn account',
  },
  de: {
    sign_in_new_device: 'Neue Anmeldung bei deinem Cairn-Konto',
    password_changed: 'Dein Cairn-Passwort wurde geändert',
    email_changed: 'Die E-Mail-Adresse deines Cairn-Kontos wurde geändert',
    passkey_added: 'Deinem Cairn-Konto wurde ein Passkey hinzugefügt',
    passkey_removed: 'Ein Passkey wurde aus deinem Cairn-Konto entfernt',
    token_created: 'Für dein Cairn-Konto wurde ein Zugriffstoken erstellt',
    token_revoked: 'Ein Zugriffstoken deines Cairn-Kontos wurde widerrufen',
    two_step_enabled: 'Die Anmeldung in zwei Schritten wurde für dein Cairn-Konto aktiviert',
    two_step_disabled: 'Die Anmeldung in zwei Schritten wurde für dein Cairn-Konto deaktiviert',
  },
  es: {
    sign_in_new_device: 'Nuevo inicio de sesión en tu cuenta de Cairn',
    password_changed: 'Se ha cambiado tu contraseña de Cairn',
    email_changed: 'Se ha cambiado la dirección de correo de tu cuenta de Cairn',
    passkey_added: 'Se ha añadido una llave de acceso a tu cuenta de Cairn',
    passkey_removed: 'Se ha quitado una llave de acceso de tu cuenta de Cairn',
    token_created: 'Se ha creado un token de acceso para tu cuenta de Cairn',
    token_revoked: 'Se ha revocado un token de acceso de tu cuenta de Cairn',
    two_step_enabled: 'Se ha activado el inicio de sesión en dos pasos en tu cuenta de Cairn',
    two_step_disabled: 'Se ha desactivado el inicio de sesión en dos pasos en tu cuenta de Cairn',
  },
  ar: {
    sign_in_new_device: 'تسجيل دخول جديد إلى حسابك في Cairn',
    password_changed: 'تم تغيير كلمة المرور لحسابك في Cairn',
    email_changed: 'تم تغيير عنوان البريد الإلكتروني لحسابك في Cairn',
    passkey_added: 'تمت إضافة مفتاح مرور إلى حسابك في Cairn',
    passkey_removed: 'تمت إزالة مفتاح مرور من حسابك في Cairn',
    token_created: 'تم إنشاء رمز وصول لحسابك في Cairn',
    token_revoked: 'تم إلغاء رمز وصول لحسابك في Cairn',
    two_step_enabled: 'تم تفعيل تسجيل الدخول بخطوتين لحسابك في Cairn',
    two_step_disabled: 'تم إيقاف تسجيل الدخول بخطوتين لحسابك في Cairn',
  },
};

export type NoticeText = 'what' | 'whatDetail' | 'whenFrom' | 'whenFromAddress' | 'ifNotYou' | 'expiry' | 'notMe';

/**
 * The security notice's lines: {summary} (SUMMARY_TEXTS) and its {detail}; {when}, already
 * written in the reader's locale; {browser} on {system}, and the {ip} address when known.
 */
export const NOTICE_TEXTS: Catalog<NoticeText> = {
  en: {
    what: '{summary}.',
    whatDetail: '{summary}: {detail}.',
    whenFrom: 'When: {when}. From: {browser} on {system}.',
    whenFromAddress: 'When: {when}. From: {browser} on {system}, address {ip}.',
    ifNotYou: "If this was you, there is nothing to do. If it wasn't, follow the link below: every session of your account ends at once and we email you a link to choose a new password.",
    expiry: 'The link works once and expires in 7 days.',
    notMe: "This wasn't me",
  },
  de: {
    what: '{summary}.',
    whatDetail: '{summary}: {detail}.',
    whenFrom: 'Wann: {when}. Von: {browser} auf {system}.',
    whenFromAddress: 'Wann: {when}. Von: {browser} auf {system}, Adresse {ip}.',
    ifNotYou: 'Wenn du das warst, musst du nichts tun. Falls nicht, folge dem Link unten: Alle Sitzungen deines Kontos werden sofort beendet, und wir schicken dir per E-Mail einen Link, mit dem du ein neues Passwort festlegen kannst.',
    expiry: 'Der Link funktioniert nur einmal und läuft in 7 Tagen ab.',
    notMe: 'Das war ich nicht',
  },
  es: {
    what: '{summary}.',
    whatDetail: '{summary}: {detail}.',
    whenFrom: 'Cuándo: {when}. Desde: {browser} en {system}.',
    whenFromAddress: 'Cuándo: {when}. Desde: {browser} en {system}, dirección {ip}.',
    ifNotYou: 'Si has sido tú, no tienes que hacer nada. Si no, sigue el enlace de abajo: todas las sesiones de tu cuenta se cerrarán al instante y te enviaremos por correo un enlace para elegir una contraseña nueva.',
    expiry: 'El enlace solo funciona una vez y caduca en 7 días.',
    notMe: 'No fui yo',
  },
  ar: {
    what: '{summary}.',
    whatDetail: '{summary}: {detail}.',
    whenFrom: 'الوقت: {when}. من: {browser} على {system}.',
    whenFromAddress: 'الوقت: {when}. من: {browser} على {system}، من العنوان {ip}.',
    ifNotYou: 'إن كنت أنت من قام بذلك، فلا داعي لفعل أي شيء. وإن لم تكن أنت، فاتبع الرابط أدناه: ستنتهي جميع جلسات حسابك فورًا، وسنرسل إليك عبر البريد الإلكتروني رابطًا لاختيار كلمة مرور جديدة.',
    expiry: 'يعمل الرابط مرة واحدة فقط، وتنتهي صلاحيته بعد 7 أيام.',
    notMe: 'لم أكن أنا',
  },
};
