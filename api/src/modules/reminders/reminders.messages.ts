import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The reminders' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    notATime: '"{value}" is not a time of day. Write it as HH:MM on a 24-hour clock, from 00:00 to 23:59.',
    timesList: 'Reminder times must be a list of times written HH:MM.',
    tooManyTimes: 'A habit can have at most {max} reminder times.',
    channelsBoolean: 'push and email must each be true or false',
    pushKey: 'The push subscription\'s {name} key is not valid.',
    pushHttps: 'The push subscription endpoint must be an https:// URL.',
    notPushService: 'That push subscription\'s endpoint is not a push service address.',
    endpointUrl: 'endpoint must be the subscription\'s URL',
    snoozeRecent: 'Only today\'s and yesterday\'s reminders can be snoozed.',
    notRunning: 'Reminders are not running right now. Try again in a minute.',
    tooManySnoozes: 'A reminder can be snoozed at most {max} times a day.',
  },
  de: {
    notATime: '„{value}“ ist keine Uhrzeit. Schreib sie als HH:MM im 24-Stunden-Format, von 00:00 bis 23:59.',
    timesList: 'Erinnerungszeiten müssen eine Liste von Uhrzeiten im Format HH:MM sein.',
    tooManyTimes: 'Eine Gewohnheit kann höchstens {max} Erinnerungszeiten haben.',
    channelsBoolean: 'push und email müssen jeweils true oder false sein',
    pushKey: 'Der Schlüssel {name} des Push-Abonnements ist ungültig.',
    pushHttps: 'Der Endpunkt des Push-Abonnements muss eine https://-URL sein.',
    notPushService: 'Der Endpunkt dieses Push-Abonnements ist keine Adresse eines Push-Dienstes.',
    endpointUrl: 'endpoint muss die URL des Abonnements sein',
    snoozeRecent: 'Nur Erinnerungen von heute und gestern lassen sich schlummern.',
    notRunning: 'Erinnerungen laufen gerade nicht. Versuch es in einer Minute noch einmal.',
    tooManySnoozes: 'Eine Erinnerung lässt sich höchstens {max}-mal am Tag schlummern.',
  },
  es: {
    notATime: '«{value}» no es una hora del día. Escríbela como HH:MM en formato de 24 horas, de 00:00 a 23:59.',
    timesList: 'Las horas de recordatorio deben ser una lista de horas con el formato HH:MM.',
    tooManyTimes: 'Un hábito puede tener como máximo {max} horas de recordatorio.',
    channelsBoolean: 'push y email deben ser true o false',
    pushKey: 'La clave {name} de la suscripción push no es válida.',
    pushHttps: 'El endpoint de la suscripción push debe ser una URL https://.',
    notPushService: 'El endpoint de esa suscripción push no es la dirección de un servicio push.',
    endpointUrl: 'endpoint debe ser la URL de la suscripción',
    snoozeRecent: 'Solo se pueden posponer los recordatorios de hoy y de ayer.',
    notRunning: 'Los recordatorios no están funcionando ahora mismo. Vuelve a intentarlo en un minuto.',
    tooManySnoozes: 'Un recordatorio se puede posponer como máximo {max} veces al día.',
  },
  ar: {
    notATime: '"{value}" ليس وقتًا من اليوم. اكتبه بالصيغة HH:MM بنظام 24 ساعة، من 00:00 إلى 23:59.',
    timesList: 'يجب أن تكون أوقات التذكير قائمة أوقات مكتوبة بالصيغة HH:MM.',
    tooManyTimes: 'يمكن أن يكون للعادة {max} أوقات تذكير على الأكثر.',
    channelsBoolean: 'يجب أن تكون قيمة كل من push وemail إما true أو false',
    pushKey: 'المفتاح {name} لاشتراك الإشعارات غير صالح.',
    pushHttps: 'يجب أن تكون نقطة نهاية اشتراك الإشعارات عنوان URL يبدأ بـ https://.',
    notPushService: 'نقطة نهاية اشتراك الإشعارات هذا ليست عنوان خدمة إشعارات.',
    endpointUrl: 'يجب أن يكون endpoint عنوان URL للاشتراك',
    snoozeRecent: 'لا يمكن تأجيل إلا تذكيرات اليوم والأمس.',
    notRunning: 'التذكيرات لا تعمل الآن. حاول مرة أخرى بعد دقيقة.',
    tooManySnoozes: 'يمكن تأجيل التذكير {max} مرات في اليوم على الأكثر.',
  },
} satisfies Catalog<string>;

export const remindersCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const remindersText = messagesOf(remindersCatalog, 'reminders');
