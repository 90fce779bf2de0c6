import './card-skeletons.css';

interface CardSkeletonsProps {
  /** Read out once while the cards load, e.g. 'Loading suggestions…'. */
  label: string;
  count?: number;
  /** 'grid' cards have a picture on top; 'row' cards are lines of text. */
  layout?: 'grid' | 'row';
  className?: string;
}

/** Placeholder cards, shimmering in the theme's colours while a list loads. */
export function CardSkeletons({ label, count = 3, layout = 'grid', className }: CardSkeletonsProps) {
  return (
    <div className={['card-skeletons', `card-skeletons--${layout}`, className].filter(Boolean).join(' ')} role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card-skeleton" aria-hidden="true">
          {layout === 'grid' && <span className="card-skeleton__image" />}
          <span className="card-skeleton__line card-skeleton__line--short" />
          <span className="card-skeleton__line" />
          <span className="card-skeleton__line card-skeleton__line--mid" />
          <span className="card-skeleton__button" />
        </div>
      ))}
    </div>
  );
}
