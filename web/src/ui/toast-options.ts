import type { OptionsObject } from 'notistack';

/**
 * notistack's own success green fails AA contrast with white text; these toasts take the
 * theme's primary and danger colours instead, which every theme pairs at 4.5:1 or better.
 */
const TONE_STYLE = {
  success: { backgroundColor: 'var(--primary)', color: 'var(--on-primary)' },
  error: { backgroundColor: 'var(--danger)', color: 'var(--on-danger)' },
} as const;

export type ToastTone = keyof typeof TONE_STYLE;

/** Options for `enqueueSnackbar`: the tone's variant and colours, plus any overrides (duration, position). */
export function themedToast(tone: ToastTone, extra: OptionsObject = {}): OptionsObject {
  return { variant: tone, ...extra, style: { ...TONE_STYLE[tone], ...extra.style } };
}
