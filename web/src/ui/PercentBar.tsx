/**
 * A horizontal bar showing a percentage, announced as a progress bar. `block` is the BEM block
 * whose `__bar` and `__fill` classes style it, so each screen keeps its own look.
 */
export function PercentBar({ block, label, percent }: { block: string; label: string; percent: number }) {
  return (
    <div
      className={`${block}__bar`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
    >
      <span className={`${block}__fill`} style={{ width: `${percent}%` }} />
    </div>
  );
}
