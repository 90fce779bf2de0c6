// The built-in catalogue in Spanish ("tú"): each item keyed by its English text (catalogue.ts).
import type { CatalogueTranslation } from './catalogue';

export const CATALOGUE_ES: CatalogueTranslation = {
  'Meditate for 10 minutes': {
    text: 'Medita durante 10 minutos',
    headline: 'Diez minutos de meditación',
    description:
      'Sentarte un rato cada día calma la mente y mejora la concentración. Siéntate cómodo, cierra los ojos y sigue tu respiración.',
  },
};
