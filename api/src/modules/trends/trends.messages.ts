import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The trends' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    rangeOrder: 'The range must start on or before its end',
  },
  de: {
    rangeOrder: 'Der Zeitraum muss spätestens an seinem Ende beginnen',
  },
  es: {
    rangeOrder: 'El intervalo debe empezar antes de su final o el mismo día',
  },
  ar: {
    rangeOrder: 'يجب أن تبدأ الفترة في يوم نهايتها أو قبله',
  },
} satisfies Catalog<string>;

export const trendsCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const trendsText = messagesOf(trendsCatalog, 'trends');
