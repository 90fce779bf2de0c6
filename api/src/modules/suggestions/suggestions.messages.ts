import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The suggestions' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    required: '{field} is required',
    chooseCategory: 'Please select a valid category',
  },
  de: {
    required: '{field} fehlt',
    chooseCategory: 'Bitte wähle eine gültige Kategorie',
  },
  es: {
    required: 'Falta {field}',
    chooseCategory: 'Selecciona una categoría válida',
  },
  ar: {
    required: '{field} مطلوب',
    chooseCategory: 'يُرجى اختيار فئة صالحة',
  },
} satisfies Catalog<string>;

export const suggestionsCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const suggestionsText = messagesOf(suggestionsCatalog, 'suggestions');
