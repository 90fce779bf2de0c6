import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/**
 * The catalogue's refusals (issue 29), in every language; English as clients saw it before.
 * Categories stay as the API names them: they are values a client sends.
 */
const catalog = {
  en: {
    notKindCategory: '{category} is not a {kind, select, goal {goal} other {habit}} category',
    tooManyOwnItems: 'You can create up to {max} goals and habits of your own.',
    localeAlreadyAdded: 'Locale already added',
    unknownCategory: 'Unknown category: {category}',
  },
  de: {
    notKindCategory: '{category} ist keine Kategorie für {kind, select, goal {Ziele} other {Gewohnheiten}}',
    tooManyOwnItems: 'Du kannst bis zu {max} eigene Ziele und Gewohnheiten anlegen.',
    localeAlreadyAdded: 'Diese Sprache hast du schon hinzugefügt',
    unknownCategory: 'Unbekannte Kategorie: {category}',
  },
  es: {
    notKindCategory: '{category} no es una categoría de {kind, select, goal {objetivos} other {hábitos}}',
    tooManyOwnItems: 'Puedes crear hasta {max} objetivos y hábitos propios.',
    localeAlreadyAdded: 'Ya has añadido este idioma',
    unknownCategory: 'Categoría desconocida: {category}',
  },
  ar: {
    notKindCategory: '{category} ليست فئة {kind, select, goal {أهداف} other {عادات}}',
    tooManyOwnItems: 'يمكنك إنشاء ما يصل إلى {max} من الأهداف والعادات الخاصة بك.',
    localeAlreadyAdded: 'أضفت هذه اللغة بالفعل',
    unknownCategory: 'فئة غير معروفة: {category}',
  },
} satisfies Catalog<string>;

export const catalogueCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const catalogueText = messagesOf(catalogueCatalog, 'catalogue');
