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
export const securityText = messagesOf(securityCatalog);
