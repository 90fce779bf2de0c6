import { type Catalog, keptMessage, type Message, messagesOf, type StoredMessage } from '../../shared/i18n/messages';
import type { WebhookAttempt } from './webhook-delivery.entity';

/** The webhooks' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    tooManyEndpoints: 'You can have at most {max} webhook endpoints; delete one first.',
    enabledBoolean: 'enabled must be true or false.',
    nothingToChange: 'Give a new url, new events, or enabled.',
    disabled: 'This endpoint is disabled: enable it to send it a test event.',
    deliveryLimit: 'The limit must be a whole number from 1 to {max}.',
    enterUrl: 'Please enter the endpoint\'s URL.',
    urlTooLong: 'A webhook URL has at most {max} characters.',
    fullUrl: 'The webhook URL must be a full URL, such as https://example.com/cairn.',
    https: 'The webhook URL must start with https://.',
    noCredentials: 'The webhook URL must not hold a user name or password.',
    publicAddress: 'The webhook URL must be a public address, not a private, loopback or local one.',
    events: 'Events must be a list of one or more of {events}.',
  },
  de: {
    tooManyEndpoints: 'Du kannst höchstens {max} Webhook-Endpunkte haben; lösche zuerst einen.',
    enabledBoolean: 'enabled muss true oder false sein.',
    nothingToChange: 'Gib eine neue url, neue events oder enabled an.',
    disabled: 'Dieser Endpunkt ist deaktiviert: Aktiviere ihn, um ihm ein Testereignis zu senden.',
    deliveryLimit: 'Das Limit muss eine ganze Zahl von 1 bis {max} sein.',
    enterUrl: 'Bitte gib die URL des Endpunkts ein.',
    urlTooLong: 'Eine Webhook-URL hat höchstens {max} Zeichen.',
    fullUrl: 'Die Webhook-URL muss eine vollständige URL sein, zum Beispiel https://example.com/cairn.',
    https: 'Die Webhook-URL muss mit https:// beginnen.',
    noCredentials: 'Die Webhook-URL darf keinen Benutzernamen und kein Passwort enthalten.',
    publicAddress: 'Die Webhook-URL muss eine öffentliche Adresse sein, keine private, Loopback- oder lokale.',
    events: 'Die Ereignisse müssen eine Liste mit einem oder mehreren von {events} sein.',
  },
  es: {
    tooManyEndpoints: 'Puedes tener como máximo {max} endpoints de webhook; elimina uno primero.',
    enabledBoolean: 'enabled debe ser true o false.',
    nothingToChange: 'Indica una url nueva, events nuevos o enabled.',
    disabled: 'Este endpoint está desactivado: actívalo para enviarle un evento de prueba.',
    deliveryLimit: 'El límite debe ser un número entero del 1 al {max}.',
    enterUrl: 'Escribe la URL del endpoint.',
    urlTooLong: 'Una URL de webhook puede tener como máximo {max} caracteres.',
    fullUrl: 'La URL del webhook debe ser una URL completa, como https://example.com/cairn.',
    https: 'La URL del webhook debe empezar por https://.',
    noCredentials: 'La URL del webhook no puede contener un nombre de usuario ni una contraseña.',
    publicAddress: 'La URL del webhook debe ser una dirección pública, no privada, de loopback ni local.',
    events: 'Los eventos deben ser una lista con uno o varios de {events}.',
  },
  ar: {
    tooManyEndpoints: 'يمكنك امتلاك {max} نقاط نهاية للويب هوك على الأكثر؛ احذف واحدة أولًا.',
    enabledBoolean: 'يجب أن تكون قيمة enabled إما true أو false.',
    nothingToChange: 'أرسل url جديدًا أو events جديدة أو enabled.',
    disabled: 'نقطة النهاية هذه معطّلة: فعّلها لترسل إليها حدثًا تجريبيًا.',
    deliveryLimit: 'يجب أن يكون الحد عددًا صحيحًا من 1 إلى {max}.',
    enterUrl: 'يُرجى إدخال عنوان URL لنقطة النهاية.',
    urlTooLong: 'يجب ألا يتجاوز عنوان URL للويب هوك {max} حرف.',
    fullUrl: 'يجب أن يكون عنوان URL للويب هوك عنوانًا كاملًا، مثل https://example.com/cairn.',
    https: 'يجب أن يبدأ عنوان URL للويب هوك بـ https://.',
    noCredentials: 'يجب ألا يحتوي عنوان URL للويب هوك على اسم مستخدم أو كلمة مرور.',
    publicAddress: 'يجب أن يكون عنوان URL للويب هوك عنوانًا عامًا، لا عنوانًا خاصًا أو عنوان استرجاع (loopback) أو عنوانًا محليًا.',
    events: 'يجب أن تكون الأحداث قائمة بواحد أو أكثر من {events}.',
  },
} satisfies Catalog<string>;

export const webhooksCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const webhooksText = messagesOf(webhooksCatalog, 'webhooks');

/** The email to an endpoint's owner when it is disabled; {url}: the endpoint's. */
export const DISABLED_MAIL_TEXTS: Catalog<'subject' | 'disabled' | 'enableAgain' | 'openProfile'> = {
  en: {
    subject: 'A Cairn webhook endpoint was disabled',
    disabled: 'We disabled your webhook endpoint {url}: it has not answered any delivery with a 2xx status for 24 hours, so it receives no more events.',
    enableAgain: 'Once it works again, enable it under Profile → Webhooks; its delivery log shows what it answered.',
    openProfile: 'Open Profile',
  },
  de: {
    subject: 'Ein Cairn-Webhook-Endpunkt wurde deaktiviert',
    disabled: 'Wir haben deinen Webhook-Endpunkt {url} deaktiviert: Er hat 24 Stunden lang keine Zustellung mit einem 2xx-Status beantwortet und erhält deshalb keine Ereignisse mehr.',
    enableAgain: 'Sobald er wieder funktioniert, aktiviere ihn unter Profil → Webhooks; sein Zustellprotokoll zeigt, was er geantwortet hat.',
    openProfile: 'Profil öffnen',
  },
  es: {
    subject: 'Se ha desactivado un endpoint de webhook de Cairn',
    disabled: 'Hemos desactivado tu endpoint de webhook {url}: lleva 24 horas sin responder a ninguna entrega con un estado 2xx, así que ya no recibe eventos.',
    enableAgain: 'Cuando vuelva a funcionar, actívalo en Perfil → Webhooks; su registro de entregas muestra lo que respondió.',
    openProfile: 'Abrir el perfil',
  },
  ar: {
    subject: 'تم تعطيل نقطة نهاية خطاف ويب في Cairn',
    disabled: 'عطّلنا نقطة نهاية خطاف الويب {url}: لم تردّ على أي عملية تسليم برمز حالة 2xx طوال 24 ساعة، لذا لن تتلقى أي أحداث بعد الآن.',
    enableAgain: 'بعد أن تعود إلى العمل، فعّلها من الملف الشخصي ← خطافات الويب؛ ويعرض سجل التسليم الخاص بها ما ردّت به.',
    openProfile: 'فتح الملف الشخصي',
  },
};

/**
 * Why an endpoint was disabled, as GraphQL's and REST's disabledReason say it in the reader's
 * language; {last}: its last answer, an HTTP status or what went wrong (DELIVERY_ERROR_TEXTS).
 */
export const DISABLED_REASON_TEXTS: Catalog<'turnedOff' | 'failing'> = {
  en: {
    turnedOff: 'Turned off by you.',
    failing: 'It has not answered with a 2xx status for 24 hours (last: {last}).',
  },
  de: {
    turnedOff: 'Von dir ausgeschaltet.',
    failing: 'Er hat 24 Stunden lang nicht mit einem 2xx-Status geantwortet (zuletzt: {last}).',
  },
  es: {
    turnedOff: 'Lo desactivaste tú.',
    failing: 'Lleva 24 horas sin responder con un estado 2xx (último: {last}).',
  },
  ar: {
    turnedOff: 'أوقفتَه بنفسك.',
    failing: 'لم تردّ برمز حالة 2xx طوال 24 ساعة (آخر رد: {last}).',
  },
};

const disabledReasonText = messagesOf(DISABLED_REASON_TEXTS, 'webhookDisabledReasons');

/**
 * Why a delivery's attempt failed without an answer (its lastError and its log's errors), kept as
 * key and values and said in the reader's language; a network error's code (ECONNREFUSED) is said as it is.
 */
export const DELIVERY_ERROR_TEXTS: Catalog<'noAnswer' | 'addressNotAllowed' | 'notAUrl' | 'endpointDisabled'> = {
  en: {
    noAnswer: 'no answer within {seconds, number} s',
    addressNotAllowed: 'address not allowed',
    notAUrl: 'not a URL',
    endpointDisabled: 'endpoint disabled',
  },
  de: {
    noAnswer: 'keine Antwort innerhalb von {seconds, number} s',
    addressNotAllowed: 'Adresse nicht erlaubt',
    notAUrl: 'keine URL',
    endpointDisabled: 'Endpunkt deaktiviert',
  },
  es: {
    noAnswer: 'sin respuesta en {seconds, number} s',
    addressNotAllowed: 'dirección no permitida',
    notAUrl: 'no es una URL',
    endpointDisabled: 'endpoint desactivado',
  },
  ar: {
    noAnswer: 'لا رد خلال {seconds, number} ث',
    addressNotAllowed: 'العنوان غير مسموح به',
    notAUrl: 'ليس عنوان URL',
    endpointDisabled: 'نقطة النهاية معطّلة',
  },
};

export const deliveryErrorText = messagesOf(DELIVERY_ERROR_TEXTS, 'webhookDeliveryErrors');

/** A delivery's error as its row keeps it (English, and its stored form since issue 29), in the reader's language. */
export function deliveryErrorIn(english: string | null, stored: StoredMessage | null | undefined, locale: string | null | undefined): string | null {
  return english === null ? null : keptMessage(english, stored).in(locale);
}

/** A delivery's attempts as its log shows them, each error in the reader's language. */
export function attemptsIn(attempts: WebhookAttempt[], locale: string | null | undefined): WebhookAttempt[] {
  return attempts.map(({ at, status, error, errorText }) => ({ at, status, error: deliveryErrorIn(error, errorText, locale) }));
}

/** An endpoint's last answer (a status, or a delivery's error in English) as a text of the reader. */
function lastAnswer(answer: string | null): Message | string {
  if (answer === 'address not allowed') return deliveryErrorText('addressNotAllowed');
  if (answer === 'not a URL') return deliveryErrorText('notAUrl');
  const timeout = /^no answer within (\d+(?:\.\d+)?) s$/.exec(answer ?? '');
  // A status, or a network error's code (ECONNREFUSED): said as it is in every language.
  return timeout ? deliveryErrorText('noAnswer', { seconds: Number(timeout[1]) }) : answer ?? '';
}

/** Why `endpoint` was disabled, in the reader's language; an endpoint disabled before causes were kept says its English reason. */
export function disabledReasonIn(endpoint: { disabledCause: 'failing' | 'turned_off' | null; disabledLastAnswer: string | null; disabledReason: string | null }, locale: string | null | undefined): string | null {
  if (endpoint.disabledCause === 'turned_off') return disabledReasonText('turnedOff').in(locale);
  if (endpoint.disabledCause === 'failing') return disabledReasonText('failing', { last: lastAnswer(endpoint.disabledLastAnswer) }).in(locale);
  return endpoint.disabledReason;
}
