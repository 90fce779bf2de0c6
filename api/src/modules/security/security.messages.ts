import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The security page's and emails' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    notMeInvalid: 'This link has expired or was used already.',
  },
  de: {
    notMeInvalid: 'Dieser Link ist abgelaufen oder wurde schon verwendet.',
  },
  es: {
    notMeInvalid: 'Este enlace ha caducado o ya se ha usado.',
  },
  ar: {
    notMeInvalid: 'انتهت صلاحية هذا الرابط أو تم استخدامه من قبل.',
  },
} satisfies Catalog<string>;

export const securityCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const securityText = messagesOf(securityCatalog);
