import { formatPercent } from './i18n/format';
/** A bar's scale and the words for its value, when it does not count in percent (2 of 5 tasks, step 3 of 4). */
export interface BarRange {
  now: number;
  min: number;
  max: number;
  text: string;
}

/**
 * A horizontal bar filled to `percent`, announced by its `label`: a meter (a measure within a range:
 * a rate, a plan's usage) or a progressbar (progress toward done: a goal, a wizard). `block` is the
 * BEM block whose `__bar` and `__fill` classes style it, so each screen keeps its own look.
 */
export function PercentBar({ block, label, percent, role = 'meter', range }: {
  block: string;
  label: string;
  percent: number;
  role?: 'meter' | 'progressbar';
  range?: BarRange;
}) {
  const width = Math.max(0, Math.min(100, percent));
  return (
    <div
      className={`${block}__bar`}
      role={role}
      aria-label={label}
      aria-valuemin={range?.min ?? 0}
      aria-valuemax={range?.max ?? 100}
      aria-valuenow={range?.now ?? percent}
      aria-valuetext={range?.text ?? formatPercent(percent / 100)}
    >
      <span className={`${block}__fill`} style={{ width: `${width}%` }} />
    </div>
  );
}
