/** The brand mark: a small cairn of three stones, drawn in the current theme's colours. */
export function CairnMark({ size = 28, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <ellipse cx="16" cy="26" rx="12" ry="4.5" fill="var(--mark-base, currentColor)" opacity="0.95" />
      <ellipse cx="16" cy="17.5" rx="8.5" ry="4" fill="var(--mark-middle, currentColor)" opacity="0.8" />
      <ellipse cx="16.5" cy="10" rx="5.5" ry="3.2" fill="var(--mark-top, currentColor)" opacity="0.65" />
      <circle cx="17" cy="4" r="2.2" fill="var(--mark-peak, currentColor)" opacity="0.5" />
    </svg>
  );
}
