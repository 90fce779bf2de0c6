import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The account's refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    ownAccountOnly: 'You can only see or change your own account',
    unsupportedLocale: '"{locale}" is not a language Cairn speaks. Choose English (en), German (de), Spanish (es) or Arabic (ar), such as de-DE.',
  },
  de: {
    ownAccountOnly: 'Du kannst nur dein eigenes Konto sehen oder ändern',
    unsupportedLocale: '„{locale}“ ist keine Sprache, die Cairn spricht. Wähle Englisch (en), Deutsch (de), Spanisch (es) oder Arabisch (ar), zum Beispiel de-DE.',
  },
  es: {
    ownAccountOnly: 'Solo puedes ver o cambiar tu propia cuenta',
    unsupportedLocale: '«{locale}» no es un idioma que Cairn hable. Elige inglés (en), alemán (de), español (es) o árabe (ar), por ejemplo es-ES.',
  },
  ar: {
    ownAccountOnly: 'يمكنك عرض حسابك أنت فقط أو تغييره',
    unsupportedLocale: '"{locale}" ليست لغة يتحدثها Cairn. اختر الإنجليزية (en) أو الألمانية (de) أو الإسبانية (es) أو العربية (ar)، مثل ar-EG.',
  },
} satisfies Catalog<string>;

export const usersCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const usersText = messagesOf(usersCatalog);
