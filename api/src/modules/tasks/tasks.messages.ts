import { type Catalog, messagesOf } from '../../shared/i18n/messages';

/** The tasks' refusals (issue 29), in every language; English as clients saw it before. */
const catalog = {
  en: {
    newTaskId: 'Invalid id: a new task\'s _id must be a UUID',
    completeBoolean: 'complete must be true or false',
    enterTask: 'Please enter a task',
    taskTooLong: 'A task must be at most {max} characters',
    deletedElsewhere: 'This task was deleted on another device.',
  },
  de: {
    newTaskId: 'Ungültige ID: Die _id einer neuen Aufgabe muss eine UUID sein',
    completeBoolean: 'complete muss true oder false sein',
    enterTask: 'Bitte gib eine Aufgabe ein',
    taskTooLong: 'Eine Aufgabe darf höchstens {max} Zeichen lang sein',
    deletedElsewhere: 'Diese Aufgabe wurde auf einem anderen Gerät gelöscht.',
  },
  es: {
    newTaskId: 'ID no válido: el _id de una tarea nueva debe ser un UUID',
    completeBoolean: 'complete debe ser true o false',
    enterTask: 'Escribe una tarea',
    taskTooLong: 'Una tarea puede tener como máximo {max} caracteres',
    deletedElsewhere: 'Esta tarea se eliminó en otro dispositivo.',
  },
  ar: {
    newTaskId: 'معرّف غير صالح: يجب أن يكون _id للمهمة الجديدة بصيغة UUID',
    completeBoolean: 'يجب أن تكون قيمة complete إما true أو false',
    enterTask: 'يُرجى إدخال مهمة',
    taskTooLong: 'يجب ألا يتجاوز طول المهمة {max} حرفًا',
    deletedElsewhere: 'حُذفت هذه المهمة على جهاز آخر.',
  },
} satisfies Catalog<string>;

export const tasksCatalog: Catalog<keyof typeof catalog.en> = catalog;
export const tasksText = messagesOf(tasksCatalog, 'tasks');
