import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/** Which way a Date Selection step moves the work day. */
export type StepMove = 'back' | 'forward';

/**
 * What Date Selection's step buttons say (issue 29), shared with Help's legend: the button's
 * name ("Back 7 days") and what it shows ("7 days"). Both are one plural message each, the number
 * written in the locale's digits (Arabic's ٧), and each language's name holds its shown text as
 * it stands, so a voice command of what the button shows finds it (WCAG 2.5.3, label in name).
 */
export const DATE_STEP_MESSAGES = {
  name: (move: StepMove, count: number): MessageDescriptor => (move === 'back'
    ? msg`${plural(count, { one: 'Back # day', other: 'Back # days' })}`
    : msg`${plural(count, { one: 'Forward # day', other: 'Forward # days' })}`),
  shown: (count: number): MessageDescriptor => msg`${plural(count, { one: '# day', other: '# days' })}`,
} as const;
