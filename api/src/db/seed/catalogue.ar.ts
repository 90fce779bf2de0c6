// The built-in catalogue in Arabic (Modern Standard Arabic): each item keyed by its English text (catalogue.ts).
import type { CatalogueTranslation } from './catalogue';

export const CATALOGUE_AR: CatalogueTranslation = {
};
