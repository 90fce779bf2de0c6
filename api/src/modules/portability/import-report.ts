import { listText, type Message, translate } from '../../shared/i18n/messages';
import { FORMAT_LABELS, type ImportFormat, type NotCarried, type ReportText } from './import-bundle';
import { importReportCatalog, type ReportKey } from './import-report.messages';
import type { ImportNotCarried, ImportReport } from './portability.types';

/**
 * An import's report as the import makes it and its job keeps it: its texts as keys and values
 * (ReportText), said in the reader's language by presentReport. A report kept before (issue 29)
 * holds English strings and its summary, and is read as it is.
 */
export interface ImportReportData extends Omit<ImportReport, 'format' | 'formatLabel' | 'summary' | 'notCarried' | 'planLimit'> {
  format: ImportFormat;
  notCarried: Array<NotCarried | ImportNotCarried>;
  /** A preview's refusal (a job's report never has one: an import over the plan fails). */
  planLimit: Message | string | null;
  /** Kept reports of before only (said in English): the summary, the format's words. */
  summary?: string;
  formatLabel?: string;
}

const PARTS = ['habits', 'days', 'notes', 'goals', 'tasks', 'vacations'] as const satisfies readonly ReportKey[];

/** The report as `locale` reads it: what is not carried and why, the plan's limit and the summary. */
export function presentReport(report: ImportReportData, locale: string): ImportReport {
  const say = (text: ReportText | string) => (typeof text === 'string' ? text : translate(importReportCatalog, locale, text.key, text.values));
  const notCarried = report.notCarried.map(({ what, reason }) => ({ what: say(what), reason: say(reason) }));
  const { planLimit } = report;
  // A Message read back from JSON has lost its `in`: its English is what it said.
  const limit = typeof planLimit === 'string' || planLimit === null ? planLimit : typeof planLimit.in === 'function' ? planLimit.in(locale) : planLimit.english;
  return {
    ...report, formatLabel: say({ key: FORMAT_LABELS[report.format] }), notCarried, planLimit: limit, summary: report.summary ?? summaryOf(report, notCarried, locale),
  };
}

/** One sentence: what the import adds (habits, days and notes always, the rest when there are any), then what it cannot carry. */
function summaryOf(report: ImportReportData, notCarried: ImportNotCarried[], locale: string): string {
  const say = (key: ReportKey, values?: Record<string, string | number>) => translate(importReportCatalog, locale, key, values);
  const parts = PARTS.filter((part, index) => index < 3 || report.totals[part] > 0).map((part) => say(part, { count: report.totals[part] }));
  const values = { dryRun: String(report.dryRun), parts: listText(locale, parts) };
  if (!notCarried.length) return say('summary', values);
  const items = notCarried.map((item) => say('notCarriedItem', { what: item.what, reason: item.reason })).join(say('itemSeparator'));
  return say('summaryNotCarried', { ...values, count: notCarried.length, items });
}
