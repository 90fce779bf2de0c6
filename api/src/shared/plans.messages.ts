import { type Catalog, messagesOf } from './i18n/messages';

/**
 * The plan's refusals (issue 29), in every language; English as clients saw it before. The plans
 * keep their names (Free, Unlimited) where the language takes them as product names.
 */
const catalog = {
  en: {
    overPlan: 'The Free plan holds up to {what, select, goals {{limit, plural, one {# goal} other {# goals}}} habits {{limit, plural, one {# habit} other {# habits}}} other {{limit, plural, one {# open task} other {# open tasks}}}}. Remove one, or switch to the Unlimited plan for unlimited goals, habits and tasks.',
  },
  de: {
    overPlan: '{what, select, goals {Der Free-Plan umfasst bis zu {limit, plural, one {# Ziel} other {# Ziele}}. Entferne eines} habits {Der Free-Plan umfasst bis zu {limit, plural, one {# Gewohnheit} other {# Gewohnheiten}}. Entferne eine} other {Der Free-Plan umfasst bis zu {limit, plural, one {# offene Aufgabe} other {# offene Aufgaben}}. Entferne eine}} oder wechsle zum Unlimited-Plan für unbegrenzt viele Ziele, Gewohnheiten und Aufgaben.',
  },
  es: {
    overPlan: '{what, select, goals {El plan Free incluye hasta {limit, plural, one {# objetivo} other {# objetivos}}. Elimina uno} habits {El plan Free incluye hasta {limit, plural, one {# hábito} other {# hábitos}}. Elimina uno} other {El plan Free incluye hasta {limit, plural, one {# tarea abierta} other {# tareas abiertas}}. Elimina una}} o cámbiate al plan Unlimited para tener objetivos, hábitos y tareas sin límite.',
  },
  ar: {
    overPlan: 'تتيح الخطة المجانية {what, select, goals {{limit, plural, zero {# أهداف} one {هدفًا واحدًا} two {هدفين} few {# أهداف} many {# هدفًا} other {# هدف}}} habits {{limit, plural, zero {# عادات} one {عادة واحدة} two {عادتين} few {# عادات} many {# عادةً} other {# عادة}}} other {{limit, plural, zero {# مهام مفتوحة} one {مهمة مفتوحة واحدة} two {مهمتين مفتوحتين} few {# مهام مفتوحة} many {# مهمةً مفتوحة} other {# مهمة مفتوحة}}}} على الأكثر. احذف أحدها، أو انتقل إلى الخطة غير المحدودة لتحصل على أهداف وعادات ومهام بلا حدود.',
  },
} satisfies Catalog<string>;

export const plansCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const plansText = messagesOf(plansCatalog, 'plans');
