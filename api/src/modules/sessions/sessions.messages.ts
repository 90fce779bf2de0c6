import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** What the sessions' REST calls answer (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    othersSignedOut: 'Every other session is signed out',
    signedOut: 'Signed out',
  },
  de: {
    othersSignedOut: 'Alle anderen Sitzungen sind abgemeldet',
    signedOut: 'Abgemeldet',
  },
  es: {
    othersSignedOut: 'Se han cerrado todas las demás sesiones',
    signedOut: 'Sesión cerrada',
  },
  ar: {
    othersSignedOut: 'تم تسجيل الخروج من جميع الجلسات الأخرى',
    signedOut: 'تم تسجيل الخروج',
  },
} satisfies Catalog<string>;

export const sessionsCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const sessionsText = messagesOf(sessionsCatalog);
