import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The refusals of goal and habit links (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    alreadyAdded: '{kind, select, goal {Goal} other {Habit}} already added',
  },
  de: {
    alreadyAdded: '{kind, select, goal {Dieses Ziel hast du schon hinzugefügt} other {Diese Gewohnheit hast du schon hinzugefügt}}',
  },
  es: {
    alreadyAdded: '{kind, select, goal {Ya has añadido este objetivo} other {Ya has añadido este hábito}}',
  },
  ar: {
    alreadyAdded: '{kind, select, goal {أضفت هذا الهدف بالفعل} other {أضفت هذه العادة بالفعل}}',
  },
} satisfies Catalog<string>;

export const itemLinksCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const itemLinksText = messagesOf(itemLinksCatalog, 'itemLinks');
