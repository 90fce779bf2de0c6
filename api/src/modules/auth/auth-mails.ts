import type { Catalog } from '../../shared/i18n/messages';

export type MailText = 'greeting' | 'activateSubject' | 'activateWelcome' | 'activateExpiry' | 'activateAction'
  | 'resetSubject' | 'resetAsked' | 'resetExpiry' | 'resetAction';

/** The activation and password reset emails, in the account's language. {name}: the username. */
export const MAIL_TEXTS: Catalog<MailText> = {
  en: {
    greeting: 'Hi {name},',
    activateSubject: 'Activate your Cairn account',
    activateWelcome: 'Welcome to Cairn! Activate your account to start setting goals and building the habits that carry them.',
    activateExpiry: 'This link works once and expires in 48 hours.',
    activateAction: 'Activate your account',
    resetSubject: 'Reset your Cairn password',
    resetAsked: 'Someone (we hope you) asked to reset the password of your Cairn account. If it was not you, ignore this email.',
    resetExpiry: 'This link works once and expires in 1 hour.',
    resetAction: 'Choose a new password',
  },
  de: {
    greeting: 'Hallo {name},',
    activateSubject: 'Aktiviere dein Cairn-Konto',
    activateWelcome: 'Willkommen bei Cairn! Aktiviere dein Konto, um dir Ziele zu setzen und die Gewohnheiten aufzubauen, die dich dorthin bringen.',
    activateExpiry: 'Dieser Link funktioniert nur einmal und läuft in 48 Stunden ab.',
    activateAction: 'Konto aktivieren',
    resetSubject: 'Setze dein Cairn-Passwort zurück',
    resetAsked: 'Jemand (hoffentlich du) möchte das Passwort deines Cairn-Kontos zurücksetzen. Falls du das nicht warst, ignoriere diese E-Mail einfach.',
    resetExpiry: 'Dieser Link funktioniert nur einmal und läuft in einer Stunde ab.',
    resetAction: 'Neues Passwort festlegen',
  },
  es: {
    greeting: 'Hola, {name}:',
    activateSubject: 'Activa tu cuenta de Cairn',
    activateWelcome: '¡Te damos la bienvenida a Cairn! Activa tu cuenta para empezar a fijarte metas y a crear los hábitos que te llevarán hasta ellas.',
    activateExpiry: 'Este enlace solo funciona una vez y caduca en 48 horas.',
    activateAction: 'Activar mi cuenta',
    resetSubject: 'Restablece tu contraseña de Cairn',
    resetAsked: 'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Cairn. Si no has sido tú, ignora este correo.',
    resetExpiry: 'Este enlace solo funciona una vez y caduca en una hora.',
    resetAction: 'Elegir una contraseña nueva',
  },
  ar: {
    greeting: 'مرحبًا {name}،',
    activateSubject: 'فعّل حسابك في Cairn',
    activateWelcome: 'أهلًا بك في Cairn! فعّل حسابك لتبدأ في تحديد أهدافك وبناء العادات التي توصلك إليها.',
    activateExpiry: 'يعمل هذا الرابط مرة واحدة فقط، وتنتهي صلاحيته بعد 48 ساعة.',
    activateAction: 'تفعيل الحساب',
    resetSubject: 'إعادة تعيين كلمة المرور لحسابك في Cairn',
    resetAsked: 'طلب أحدهم (ونأمل أن تكون أنت) إعادة تعيين كلمة المرور لحسابك في Cairn. إن لم تكن أنت، فتجاهل هذه الرسالة.',
    resetExpiry: 'يعمل هذا الرابط مرة واحدة فقط، وتنتهي صلاحيته بعد ساعة واحدة.',
    resetAction: 'اختيار كلمة مرور جديدة',
  },
};
