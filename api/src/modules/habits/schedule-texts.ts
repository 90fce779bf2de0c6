import { type Catalog, listText, translate } from '../../shared/i18n/messages';
import { formattingLocale } from '../../shared/i18n/languages';
import { MONTH_DAYS, type Schedule, WEEK_DAYS } from './rules/schedule';

type ScheduleText = 'everyDay' | 'weekdays' | 'perDay' | 'perWeek' | 'perMonth' | 'perDays';

/** A schedule in words ({times} in a period, {days} long; {weekdays}: the chosen days, listed). */
export const SCHEDULE_TEXTS: Catalog<ScheduleText> = {
  en: {
    everyDay: 'Every day',
    weekdays: '{weekdays}',
    perDay: '{times, plural, one {Once a day} other {# times a day}}',
    perWeek: '{times, plural, one {Once a week} other {# times a week}}',
    perMonth: '{times, plural, one {Once a month} other {# times a month}}',
    perDays: '{times, plural, one {Once in {days} days} other {# times in {days} days}}',
  },
  de: {
    everyDay: 'Jeden Tag',
    weekdays: '{weekdays}',
    perDay: '{times, plural, one {Einmal am Tag} other {#-mal am Tag}}',
    perWeek: '{times, plural, one {Einmal pro Woche} other {#-mal pro Woche}}',
    perMonth: '{times, plural, one {Einmal im Monat} other {#-mal im Monat}}',
    perDays: '{times, plural, one {Einmal in {days} Tagen} other {#-mal in {days} Tagen}}',
  },
  es: {
    everyDay: 'Todos los días',
    weekdays: '{weekdays}',
    perDay: '{times, plural, one {Una vez al día} other {# veces al día}}',
    perWeek: '{times, plural, one {Una vez por semana} other {# veces por semana}}',
    perMonth: '{times, plural, one {Una vez al mes} other {# veces al mes}}',
    perDays: '{times, plural, one {Una vez cada {days} días} other {# veces cada {days} días}}',
  },
  ar: {
    everyDay: 'كل يوم',
    weekdays: '{weekdays}',
    perDay: '{times, plural, zero {لا مرات في اليوم} one {مرة واحدة في اليوم} two {مرتان في اليوم} few {# مرات في اليوم} many {# مرة في اليوم} other {# مرة في اليوم}}',
    perWeek: '{times, plural, zero {لا مرات في الأسبوع} one {مرة واحدة في الأسبوع} two {مرتان في الأسبوع} few {# مرات في الأسبوع} many {# مرة في الأسبوع} other {# مرة في الأسبوع}}',
    perMonth: '{times, plural, zero {لا مرات في الشهر} one {مرة واحدة في الشهر} two {مرتان في الشهر} few {# مرات في الشهر} many {# مرة في الشهر} other {# مرة في الشهر}}',
    perDays: '{times, plural, zero {لا مرات كل {days} أيام} one {مرة واحدة كل {days} أيام} two {مرتان كل {days} أيام} few {# مرات كل {days} أيام} many {# مرة كل {days} يومًا} other {# مرة كل {days} يوم}}',
  },
};

const weekdayNames = new Map<string, Intl.DateTimeFormat>();

/** Short weekday names in a locale, listed its way: "Mon, Wed, Fri" in English, "Mo, Mi und Fr" in German. */
function weekdayList(weekdays: readonly number[], locale: string): string {
  const tag = formattingLocale(locale);
  let name = weekdayNames.get(tag);
  if (!name) {
    name = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' });
    weekdayNames.set(tag, name);
  }
  // 2024-01-01 was a Monday: ISO weekday n is n - 1 days later.
  return listText(locale, weekdays.map((day) => name.format(new Date(Date.UTC(2024, 0, day)))));
}

/** "Every day", "Mon, Wed, Fri", "Once a week", "3 times a week", "2 times in 3 days", "10 times a month", as `locale` says it. */
export function scheduleSummary(schedule: Schedule, locale = 'en'): string {
  switch (schedule.kind) {
    case 'daily': return translate(SCHEDULE_TEXTS, locale, 'everyDay');
    case 'weekdays': return schedule.weekdays.length === 7
      ? translate(SCHEDULE_TEXTS, locale, 'everyDay')
      : translate(SCHEDULE_TEXTS, locale, 'weekdays', { weekdays: weekdayList(schedule.weekdays, locale) });
    case 'per_period': {
      const { times, days } = schedule;
      if (days === WEEK_DAYS) return translate(SCHEDULE_TEXTS, locale, 'perWeek', { times });
      if (days === MONTH_DAYS) return translate(SCHEDULE_TEXTS, locale, 'perMonth', { times });
      if (days === 1) return translate(SCHEDULE_TEXTS, locale, 'perDay', { times });
      return translate(SCHEDULE_TEXTS, locale, 'perDays', { times, days });
    }
  }
}
