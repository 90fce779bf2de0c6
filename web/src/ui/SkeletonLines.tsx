import './skeleton-lines.css';

interface SkeletonLinesProps {
  /** How many placeholder lines (or rows) to draw. */
  lines?: number;
  /** Read to screen readers instead of the shapes. */
  label: string;
  /** 'text' lines of varying width, or 'rows' the height of a list row. */
  variant?: 'text' | 'rows';
  className?: string;
}

/** A loading placeholder in the shape of the content to come; announced once by its label. */
export function SkeletonLines({ lines = 3, label, variant = 'text', className }: SkeletonLinesProps) {
  return (
    <div className={['skeleton-lines', `skeleton-lines--${variant}`, className].filter(Boolean).join(' ')} role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="skeleton-lines__line" aria-hidden="true" />
      ))}
    </div>
  );
}
