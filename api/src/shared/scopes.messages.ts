import type { Translated } from './i18n/languages';
import type { Scope } from './scopes';

/** The scopes' words (FINE_SCOPES and ACCOUNT_SCOPES, whose English they translate) in every translated language (issue 29). */
export const SCOPE_WORDS: Record<Translated, Record<Scope, string>> = {
  de: {
    'habits:read': 'Deine Gewohnheiten und ihren Verlauf sehen',
    'habits:write': 'Deine Gewohnheiten abhaken, überspringen und ändern',
    'tasks:read': 'Deine Aufgaben sehen',
    'tasks:write': 'Aufgaben hinzufügen, erledigen und ändern',
    'goals:read': 'Deine Ziele und deinen Fortschritt sehen',
    'goals:write': 'Ziele hinzufügen und ändern',
    'profile:read': 'Deinen Namen, deine E-Mail-Adresse und deine Einstellungen sehen',
    read: 'Alles in deinem Konto sehen',
    write: 'Alles in deinem Konto sehen und ändern',
  },
  es: {
    'habits:read': 'Ver tus hábitos y su historial',
    'habits:write': 'Marcar, omitir y cambiar tus hábitos',
    'tasks:read': 'Ver tus tareas',
    'tasks:write': 'Añadir, completar y cambiar tus tareas',
    'goals:read': 'Ver tus metas y su progreso',
    'goals:write': 'Añadir y cambiar tus metas',
    'profile:read': 'Ver tu nombre, tu dirección de correo y tus ajustes',
    read: 'Ver todo lo que hay en tu cuenta',
    write: 'Ver y cambiar todo lo que hay en tu cuenta',
  },
  ar: {
    'habits:read': 'عرض عاداتك وسجلّها',
    'habits:write': 'تسجيل إنجاز عاداتك وتخطّيها وتغييرها',
    'tasks:read': 'عرض مهامك',
    'tasks:write': 'إضافة مهامك وإنجازها وتغييرها',
    'goals:read': 'عرض أهدافك ومدى تقدّمك فيها',
    'goals:write': 'إضافة أهدافك وتغييرها',
    'profile:read': 'عرض اسمك وبريدك الإلكتروني وإعداداتك',
    read: 'عرض كل ما في حسابك',
    write: 'عرض كل ما في حسابك وتغييره',
  },
};
