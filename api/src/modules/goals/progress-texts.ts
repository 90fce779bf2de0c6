import type { Catalog } from '../../shared/i18n/messages';

type ProgressText = 'nothing' | 'milestones' | 'habits' | 'tasks' | 'one' | 'average' | 'clamped';

/**
 * A goal's progress formula (progress.ts): each part ({done}/{total}, its {percent}; habits over
 * the last {days} days), then the whole ({percent} = {term}, or the average of {terms}).
 */
export const PROGRESS_TEXTS: Catalog<ProgressText> = {
  en: {
    nothing: 'Nothing to measure yet: add milestones, link habits or tasks to see progress.',
    milestones: 'milestones {done}/{total} ({percent})',
    habits: 'habits {done}/{total} due days done in the last {days} days ({percent})',
    tasks: 'tasks {done}/{total} done ({percent})',
    one: 'Progress {percent} = {term}',
    average: 'Progress {percent} = average of {terms}',
    clamped: '{formula}. The Free plan looks back {days} days for habits.',
  },
  de: {
    nothing: 'Noch nichts zu messen: Füge Meilensteine hinzu oder verknüpfe Gewohnheiten oder Aufgaben, um Fortschritt zu sehen.',
    milestones: 'Meilensteine {done}/{total} ({percent})',
    habits: 'Gewohnheiten: {done}/{total} fällige Tage erledigt in den letzten {days} Tagen ({percent})',
    tasks: 'Aufgaben {done}/{total} erledigt ({percent})',
    one: 'Fortschritt {percent} = {term}',
    average: 'Fortschritt {percent} = Durchschnitt aus {terms}',
    clamped: '{formula}. Im Free-Tarif blicken Gewohnheiten {days} Tage zurück.',
  },
  es: {
    nothing: 'Aún no hay nada que medir: añade hitos o vincula hábitos o tareas para ver el progreso.',
    milestones: 'hitos {done}/{total} ({percent})',
    habits: 'hábitos: {done}/{total} días programados hechos en los últimos {days} días ({percent})',
    tasks: 'tareas {done}/{total} hechas ({percent})',
    one: 'Progreso {percent} = {term}',
    average: 'Progreso {percent} = promedio de {terms}',
    clamped: '{formula}. En el plan Free, los hábitos miran {days} días atrás.',
  },
  ar: {
    nothing: 'لا شيء لقياسه بعد: أضف معالم أو اربط عادات أو مهام لترى التقدّم.',
    milestones: 'المعالم {done}/{total} ({percent})',
    habits: 'العادات: {done}/{total} من الأيام المستحقة أُنجزت في آخر {days} يومًا ({percent})',
    tasks: 'المهام {done}/{total} منجزة ({percent})',
    one: 'التقدّم {percent} = {term}',
    average: 'التقدّم {percent} = متوسط {terms}',
    clamped: '{formula}. في الخطة المجانية تعود العادات {days} يومًا إلى الوراء.',
  },
};
