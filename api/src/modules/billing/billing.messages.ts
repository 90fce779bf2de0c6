import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/**
 * Billing's refusals to users (issue 29), in every language; English as clients saw it before.
 * What only Stripe's webhook or the operator's `npm run plan` hears stays in English.
 */
const catalog = {
  en: {
    notConfigured: 'Payments are not configured on this server. Ask its operator to set up Stripe, or to switch your plan with `npm run plan`.',
    unavailable: 'Payments are unavailable right now. Please try again in a few minutes.',
    alreadyUnlimited: 'You are already on the Unlimited plan',
    alreadyFree: 'You are already on the Free plan',
    paymentFailed: 'Payment processing failed. Please try again.',
  },
  de: {
    notConfigured: 'Auf diesem Server sind keine Zahlungen eingerichtet. Bitte den Betreiber, Stripe einzurichten oder deinen Plan mit `npm run plan` umzustellen.',
    unavailable: 'Zahlungen sind gerade nicht möglich. Bitte versuch es in ein paar Minuten noch einmal.',
    alreadyUnlimited: 'Du hast bereits den Unlimited-Plan',
    alreadyFree: 'Du hast bereits den Free-Plan',
    paymentFailed: 'Die Zahlung konnte nicht verarbeitet werden. Bitte versuch es noch einmal.',
  },
  es: {
    notConfigured: 'Los pagos no están configurados en este servidor. Pide a quien lo administra que configure Stripe o que cambie tu plan con `npm run plan`.',
    unavailable: 'Los pagos no están disponibles ahora mismo. Vuelve a intentarlo en unos minutos.',
    alreadyUnlimited: 'Ya tienes el plan Unlimited',
    alreadyFree: 'Ya tienes el plan Free',
    paymentFailed: 'No se ha podido procesar el pago. Vuelve a intentarlo.',
  },
  ar: {
    notConfigured: 'المدفوعات غير مهيأة على هذا الخادم. اطلب من مشغّله إعداد Stripe، أو تغيير خطتك باستخدام `npm run plan`.',
    unavailable: 'المدفوعات غير متاحة الآن. يُرجى المحاولة مرة أخرى بعد بضع دقائق.',
    alreadyUnlimited: 'أنت مشترك بالفعل في الخطة غير المحدودة',
    alreadyFree: 'أنت بالفعل على الخطة المجانية',
    paymentFailed: 'تعذّرت معالجة الدفع. يُرجى المحاولة مرة أخرى.',
  },
} satisfies Catalog<string>;

export const billingCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const billingText = messagesOf(billingCatalog, 'billing');
