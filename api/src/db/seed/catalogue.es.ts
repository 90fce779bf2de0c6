// The built-in catalogue in Spanish ("tú"): each item keyed by its English text (catalogue.ts).
import type { CatalogueTranslation } from './catalogue';

export const CATALOGUE_ES: CatalogueTranslation = {
};
