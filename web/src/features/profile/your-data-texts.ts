import { msg, plural, select } from '@lingui/core/macro';
import { i18n } from '../../ui/i18n/i18n';
import { formatPercent, listText } from '../../ui/i18n/format';

/** The texts of Profile's "Your data" section; the functions are called while it renders. */
export const YOUR_DATA_TEXTS = {
  title: msg`Your data`,
  intro: msg`Your history is yours. Download everything, or bring your history from Loop Habit Tracker, Habitica or another Cairn account.`,
  exportTitle: msg`Export`,
  exportJson: msg`Download Cairn JSON`,
  exportJsonHint: msg`Everything in one file: goals, habits with every day, amount, skip, note and reminder time, vacations, tasks and your reminder settings. Import it into Cairn again at any time.`,
  exportCsv: msg`Download Loop CSV (zip)`,
  exportCsvHint: msg`Loop Habit Tracker's CSV layout, for spreadsheets and other trackers.`,
  importTitle: msg`Import`,
  dropZone: msg`Drop a file here, or`,
  choose: msg`Choose a file`,
  picked: (name: string) => i18n._(msg`Chosen: ${name}`),
  nothingPicked: msg`No file chosen yet.`,
  formats: msg`Loop Habit Tracker's CSV export (.zip) or backup (.db), Habitica's userdata.json or history.csv, or a Cairn export (.json).`,
  sizeLimit: (megabytes: number) => i18n._(msg`Files up to ${megabytes} MB.`),
  uploading: (percent: number) => {
    const done = formatPercent(percent / 100);
    return i18n._(msg`Uploading… ${done}`);
  },
  reading: msg`Reading the file…`,
  previewTitle: (label: string) => i18n._(msg`Preview: ${label}`),
  nothingChanged: msg`Nothing has changed yet. Choose what to keep, then import.`,
  habitLine: (days: number, notes: number, skips: number) => {
    const parts = [i18n._(msg`${plural(days, { one: '# day', other: '# days' })}`)];
    if (notes) parts.push(i18n._(msg`${plural(notes, { one: '# note', other: '# notes' })}`));
    if (skips) parts.push(i18n._(msg`${plural(skips, { one: '# skipped', other: '# skipped' })}`));
    // A unit list: "3 days, 2 notes, 1 skipped", with the locale's own separators.
    return listText(parts, 'unit');
  },
  merge: msg`adds to your habit of that name`,
  exists: msg`you have it already`,
  notCarriedTitle: msg`Not carried`,
  settingsLine: msg`Your time zone, day start, focus area and challenge will be taken from the file.`,
  remindersLine: ({ push, email, summaryTime }: { push: boolean; email: boolean; summaryTime?: string | null }) => {
    const channels = push && email ? 'both' : push ? 'push' : email ? 'email' : 'off';
    const reminders = select(channels, { both: 'by push and email', push: 'by push', email: 'by email', other: 'off' });
    return summaryTime
      ? i18n._(msg`Your reminder settings will be taken from the file: reminders ${reminders}, daily summary at ${summaryTime}.`)
      : i18n._(msg`Your reminder settings will be taken from the file: reminders ${reminders}, no daily summary.`);
  },
  reminderTimes: (times: readonly string[]) => {
    const list = listText(times, 'unit');
    return i18n._(msg`reminders at ${list}`);
  },
  import: msg`Import`,
  importing: msg`Importing…`,
  importingJob: msg`A large file takes a while; the import goes on even if you leave this page.`,
  stillImporting: msg`The import is taking a while and goes on without this page. Come back later: what it imports appears in your goals and habits once it is done.`,
  cancel: msg`Choose another file`,
  uploadFailed: msg`Could not read the file. Please try again.`,
  importFailed: msg`Could not import the file. Please try again.`,
  expired: msg`This preview has expired. Choose the file again.`,
  keepHabit: (name: string) => i18n._(msg`Import ${name}`),
} as const;
