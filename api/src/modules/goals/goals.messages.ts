import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/**
 * The goals' refusals (issue 29), in every language; English as clients saw it before. The
 * status values stay in English: they are what the REST API accepts.
 */
const catalog = {
  en: {
    statusChoice: 'Status must be one of Not Started, Progressing, Stuck or Complete',
  },
  de: {
    statusChoice: 'Der Status muss Not Started, Progressing, Stuck oder Complete sein',
  },
  es: {
    statusChoice: 'El estado debe ser Not Started, Progressing, Stuck o Complete',
  },
  ar: {
    statusChoice: 'يجب أن تكون الحالة واحدة من Not Started أو Progressing أو Stuck أو Complete',
  },
} satisfies Catalog<string>;

export const goalsCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const goalsText = messagesOf(goalsCatalog, 'goals');
