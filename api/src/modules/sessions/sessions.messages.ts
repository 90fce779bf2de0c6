import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** What the sessions' REST calls answer (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    othersSignedOut: 'Every other session is signed out',
    signedOut: 'Signed out',
    unknownBrowser: 'Unknown browser',
    unknownSystem: 'Unknown system',
  },
  de: {
    othersSignedOut: 'Alle anderen Sitzungen sind abgemeldet',
    signedOut: 'Abgemeldet',
    unknownBrowser: 'Unbekannter Browser',
    unknownSystem: 'Unbekanntes System',
  },
  es: {
    othersSignedOut: 'Se han cerrado todas las demás sesiones',
    signedOut: 'Sesión cerrada',
    unknownBrowser: 'Navegador desconocido',
    unknownSystem: 'Sistema desconocido',
  },
  ar: {
    othersSignedOut: 'تم تسجيل الخروج من جميع الجلسات الأخرى',
    signedOut: 'تم تسجيل الخروج',
    unknownBrowser: 'متصفح غير معروف',
    unknownSystem: 'نظام غير معروف',
  },
} satisfies Catalog<string>;

export const sessionsCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const sessionsText = messagesOf(sessionsCatalog, 'sessions');
