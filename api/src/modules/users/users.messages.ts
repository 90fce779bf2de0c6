import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The account's refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    usernameRequired: 'Username is required',
    usernameTooLong: 'Username must be at most 50 characters',
    passwordTooShort: 'Password must be at least {min, plural, one {# character} other {# characters}}',
    signOutOthersBoolean: 'signOutOthers must be true or false',
    selectFocusArea: 'Please select a focus area.',
    selectChallenge: 'Please select a challenge.',
    ownAccountOnly: 'You can only see or change your own account',
    unsupportedLocale: '"{locale}" is not a language Cairn speaks. Choose English (en), German (de), Spanish (es) or Arabic (ar), such as de-DE.',
  },
  de: {
    usernameRequired: 'Ein Benutzername ist erforderlich',
    usernameTooLong: 'Der Benutzername darf höchstens 50 Zeichen lang sein',
    passwordTooShort: 'Das Passwort muss mindestens {min, plural, one {# Zeichen} other {# Zeichen}} lang sein',
    signOutOthersBoolean: 'signOutOthers muss true oder false sein',
    selectFocusArea: 'Bitte wähl einen Schwerpunkt.',
    selectChallenge: 'Bitte wähl eine Herausforderung.',
    ownAccountOnly: 'Du kannst nur dein eigenes Konto sehen oder ändern',
    unsupportedLocale: '„{locale}“ ist keine Sprache, die Cairn spricht. Wähle Englisch (en), Deutsch (de), Spanisch (es) oder Arabisch (ar), zum Beispiel de-DE.',
  },
  es: {
    usernameRequired: 'El nombre de usuario es obligatorio',
    usernameTooLong: 'El nombre de usuario debe tener como máximo 50 caracteres',
    passwordTooShort: 'La contraseña debe tener al menos {min, plural, one {# carácter} other {# caracteres}}',
    signOutOthersBoolean: 'signOutOthers debe ser true o false',
    selectFocusArea: 'Selecciona un área de enfoque.',
    selectChallenge: 'Selecciona un reto.',
    ownAccountOnly: 'Solo puedes ver o cambiar tu propia cuenta',
    unsupportedLocale: '«{locale}» no es un idioma que Cairn hable. Elige inglés (en), alemán (de), español (es) o árabe (ar), por ejemplo es-ES.',
  },
  ar: {
    usernameRequired: 'اسم المستخدم مطلوب',
    usernameTooLong: 'يجب ألا يزيد اسم المستخدم على 50 حرفًا',
    passwordTooShort: 'يجب أن تتكون كلمة المرور من {min, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}} على الأقل',
    signOutOthersBoolean: 'يجب أن تكون قيمة signOutOthers إما true أو false',
    selectFocusArea: 'يُرجى اختيار مجال تركيز.',
    selectChallenge: 'يُرجى اختيار تحدٍّ.',
    ownAccountOnly: 'يمكنك عرض حسابك أنت فقط أو تغييره',
    unsupportedLocale: '"{locale}" ليست لغة يتحدثها Cairn. اختر الإنجليزية (en) أو الألمانية (de) أو الإسبانية (es) أو العربية (ar)، مثل ar-EG.',
  },
} satisfies Catalog<string>;

export const usersCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const usersText = messagesOf(usersCatalog, 'users');
