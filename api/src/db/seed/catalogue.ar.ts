// The built-in catalogue in Arabic (Modern Standard Arabic): each item keyed by its English text (catalogue.ts).
import type { CatalogueTranslation } from './catalogue';

export const CATALOGUE_AR: CatalogueTranslation = {
  'Meditate for 10 minutes': {
    text: 'تأمّل لمدة 10 دقائق',
    headline: 'عشر دقائق من التأمل',
    description:
      'جلسة يومية قصيرة تهدّئ الذهن وتقوّي التركيز. اجلس في وضع مريح وأغمض عينيك وتابع أنفاسك.',
  },
};
