import type { Catalog } from '../../shared/i18n/messages';

export type ReminderText = 'habitSubject' | 'habitLine' | 'habitPush' | 'summaryHabits' | 'summaryTasks' | 'summaryBoth'
  | 'summarySubject' | 'summaryLine' | 'openCairn' | 'stopEmailsText' | 'stopEmails'
  | 'pushDone' | 'pushSnooze' | 'pushSignIn' | 'pushUnreachable';

/**
 * What reminders say, in the user's language: a habit's email and push ({habit}: its text), the
 * daily summary ({habits} and {tasks} left today, never 0 where named; {summary}: that sentence)
 * the reminder email's links ({link}), and the push notification's buttons and what it says when
 * one of them could not reach Cairn (web/public/sw.js shows them).
 */
export const REMINDER_TEXTS: Catalog<ReminderText> = {
  en: {
    habitSubject: 'Reminder: {habit}',
    habitLine: 'It\'s time for "{habit}". It isn\'t done yet today.',
    habitPush: "It's time. Not done yet today.",
    summaryHabits: '{habits, plural, one {# habit} other {# habits}} left today',
    summaryTasks: '{tasks, plural, one {# task} other {# tasks}} left today',
    summaryBoth: '{habits, plural, one {# habit} other {# habits}} and {tasks, plural, one {# task} other {# tasks}} left today',
    summarySubject: 'Cairn: {summary}',
    summaryLine: '{summary}.',
    openCairn: 'Open Cairn',
    stopEmailsText: 'Stop reminder emails (one click, no sign-in): {link}',
    stopEmails: 'Stop reminder emails',
    pushDone: 'Done',
    pushSnooze: 'Snooze 1 h',
    pushSignIn: 'Sign in to Cairn to finish this.',
    pushUnreachable: 'Cairn could not be reached. Open it to finish this.',
  },
  de: {
    habitSubject: 'Erinnerung: {habit}',
    habitLine: 'Zeit für „{habit}“. Heute ist es noch nicht erledigt.',
    habitPush: 'Es ist so weit. Heute noch nicht erledigt.',
    summaryHabits: 'Heute noch offen: {habits, plural, one {# Gewohnheit} other {# Gewohnheiten}}',
    summaryTasks: 'Heute noch offen: {tasks, plural, one {# Aufgabe} other {# Aufgaben}}',
    summaryBoth: 'Heute noch offen: {habits, plural, one {# Gewohnheit} other {# Gewohnheiten}} und {tasks, plural, one {# Aufgabe} other {# Aufgaben}}',
    summarySubject: 'Cairn: {summary}',
    summaryLine: '{summary}.',
    openCairn: 'Cairn öffnen',
    stopEmailsText: 'Erinnerungs-E-Mails abbestellen (ein Klick, keine Anmeldung nötig): {link}',
    stopEmails: 'Erinnerungs-E-Mails abbestellen',
    pushDone: 'Erledigt',
    pushSnooze: '1 Std. später',
    pushSignIn: 'Melde dich bei Cairn an, um das abzuschließen.',
    pushUnreachable: 'Cairn war nicht erreichbar. Öffne die App, um das abzuschließen.',
  },
  es: {
    habitSubject: 'Recordatorio: {habit}',
    habitLine: 'Es hora de «{habit}». Todavía no lo has hecho hoy.',
    habitPush: 'Es la hora. Todavía no lo has hecho hoy.',
    summaryHabits: 'Hoy te {habits, plural, one {queda # hábito} other {quedan # hábitos}}',
    summaryTasks: 'Hoy te {tasks, plural, one {queda # tarea} other {quedan # tareas}}',
    summaryBoth: 'Hoy te quedan {habits, plural, one {# hábito} other {# hábitos}} y {tasks, plural, one {# tarea} other {# tareas}}',
    summarySubject: 'Cairn: {summary}',
    summaryLine: '{summary}.',
    openCairn: 'Abrir Cairn',
    stopEmailsText: 'Dejar de recibir recordatorios por correo (un clic, sin iniciar sesión): {link}',
    stopEmails: 'Dejar de recibir recordatorios por correo',
    pushDone: 'Hecho',
    pushSnooze: 'Posponer 1 h',
    pushSignIn: 'Inicia sesión en Cairn para terminar esto.',
    pushUnreachable: 'No se pudo conectar con Cairn. Ábrelo para terminar esto.',
  },
  ar: {
    habitSubject: 'تذكير: {habit}',
    habitLine: 'حان وقت «{habit}». لم تُنجزها اليوم بعد.',
    habitPush: 'حان الوقت. لم تُنجزها اليوم بعد.',
    summaryHabits: 'المتبقي لك اليوم: {habits, plural, zero {لا عادات} one {عادة واحدة} two {عادتان} few {# عادات} many {# عادةً} other {# عادة}}',
    summaryTasks: 'المتبقي لك اليوم: {tasks, plural, zero {لا مهام} one {مهمة واحدة} two {مهمتان} few {# مهام} many {# مهمةً} other {# مهمة}}',
    summaryBoth: 'المتبقي لك اليوم: {habits, plural, zero {لا عادات} one {عادة واحدة} two {عادتان} few {# عادات} many {# عادةً} other {# عادة}} و{tasks, plural, zero {لا مهام} one {مهمة واحدة} two {مهمتان} few {# مهام} many {# مهمةً} other {# مهمة}}',
    summarySubject: 'Cairn: {summary}',
    summaryLine: '{summary}.',
    openCairn: 'فتح Cairn',
    stopEmailsText: 'إيقاف رسائل التذكير عبر البريد (بنقرة واحدة ودون تسجيل الدخول): {link}',
    stopEmails: 'إيقاف رسائل التذكير عبر البريد',
    pushDone: 'تم',
    pushSnooze: 'تأجيل ساعة',
    pushSignIn: 'سجّل الدخول إلى Cairn لإكمال هذا.',
    pushUnreachable: 'تعذّر الوصول إلى Cairn. افتحه لإكمال هذا.',
  },
};

export type UnsubscribePageText = 'askTitle' | 'askBody' | 'stopButton' | 'doneTitle' | 'doneBody' | 'invalidTitle' | 'invalidBody' | 'openProfile';

/** The unsubscribe link's pages (unsubscribe-page.ts), in the language of the user the link belongs to. */
export const UNSUBSCRIBE_PAGE_TEXTS: Catalog<UnsubscribePageText> = {
  en: {
    askTitle: 'Stop reminder emails?',
    askBody: 'Cairn will stop emailing you reminders. Push notifications and your habits stay as they are.',
    stopButton: 'Stop reminder emails',
    doneTitle: 'Reminder emails stopped',
    doneBody: 'You will get no more reminder emails. You can turn them back on in your Profile.',
    invalidTitle: 'This link is not valid',
    invalidBody: 'Open Profile in Cairn to change your reminder emails.',
    openProfile: 'Open Profile',
  },
  de: {
    askTitle: 'Erinnerungs-E-Mails abbestellen?',
    askBody: 'Cairn schickt dir dann keine Erinnerungen mehr per E-Mail. Push-Benachrichtigungen und deine Gewohnheiten bleiben, wie sie sind.',
    stopButton: 'Erinnerungs-E-Mails abbestellen',
    doneTitle: 'Erinnerungs-E-Mails abbestellt',
    doneBody: 'Du bekommst keine Erinnerungs-E-Mails mehr. In deinem Profil kannst du sie wieder einschalten.',
    invalidTitle: 'Dieser Link ist ungültig',
    invalidBody: 'Öffne dein Profil in Cairn, um deine Erinnerungs-E-Mails zu ändern.',
    openProfile: 'Profil öffnen',
  },
  es: {
    askTitle: '¿Dejar de recibir recordatorios por correo?',
    askBody: 'Cairn dejará de enviarte recordatorios por correo. Las notificaciones push y tus hábitos seguirán como están.',
    stopButton: 'Dejar de recibir recordatorios por correo',
    doneTitle: 'Recordatorios por correo desactivados',
    doneBody: 'Ya no recibirás recordatorios por correo. Puedes volver a activarlos en tu perfil.',
    invalidTitle: 'Este enlace no es válido',
    invalidBody: 'Abre tu perfil en Cairn para cambiar tus recordatorios por correo.',
    openProfile: 'Abrir perfil',
  },
  ar: {
    askTitle: 'إيقاف رسائل التذكير عبر البريد؟',
    askBody: 'سيتوقف Cairn عن إرسال رسائل التذكير إلى بريدك. أما الإشعارات الفورية وعاداتك فتبقى كما هي.',
    stopButton: 'إيقاف رسائل التذكير عبر البريد',
    doneTitle: 'أُوقفت رسائل التذكير عبر البريد',
    doneBody: 'لن تصلك رسائل تذكير عبر البريد بعد الآن. يمكنك إعادة تفعيلها من ملفك الشخصي.',
    invalidTitle: 'هذا الرابط غير صالح',
    invalidBody: 'افتح ملفك الشخصي في Cairn لتغيير إعدادات رسائل التذكير عبر البريد.',
    openProfile: 'فتح الملف الشخصي',
  },
};
