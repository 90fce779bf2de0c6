import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { shiftWorkDay, type WorkDay } from '../../shared/work-day';

export interface ProgressRange {
  key: string;
  label: MessageDescriptor;
  /** Days ending today; null: all history. */
  days: number | null;
}

/** The range choices of the Progress view. */
export const PROGRESS_RANGES: readonly ProgressRange[] = [
  { key: '7', label: msg`7 days`, days: 7 },
  { key: '30', label: msg`30 days`, days: 30 },
  { key: '90', label: msg`90 days`, days: 90 },
  { key: '365', label: msg`A year`, days: 365 },
  { key: 'all', label: msg({ message: 'All', context: 'progress range' }), days: null },
];

export const DEFAULT_RANGE = PROGRESS_RANGES[0];

/** Beyond the plan's window (Free: 7 days)? `windowDays` null means the plan shows all history. */
export function isRangeLocked(range: ProgressRange, windowDays: number | null): boolean {
  if (windowDays === null) return false;
  return range.days === null || range.days > windowDays;
}

export function rangeByKey(key: string | null): ProgressRange | undefined {
  return PROGRESS_RANGES.find((range) => range.key === key);
}

/** The first day of the range ending on `today`; undefined asks for all history. */
export function rangeStart(range: ProgressRange, today: WorkDay): WorkDay | undefined {
  return range.days === null ? undefined : shiftWorkDay(today, -(range.days - 1));
}
