import { Notice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';

/** A list's title with its count, e.g. 'To Complete 3'. */
export function ListHeading({ title, count }: { title: string; count: number }) {
  return (
    <h3 className="work-list-title">
      {title}
      {' '}
      <span className="work-list-title__count">
        <span className="visually-hidden">(</span>{count}<span className="visually-hidden">)</span>
      </span>
    </h3>
  );
}

export function BlockLoading({ label }: { label: string }) {
  return <SkeletonLines variant="rows" lines={3} label={label} className="work-block__loading" />;
}

/** The block's error state: the spec's message and a way to try again. */
export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Notice tone="error" takeFocus={false} className="work-block__error">
      <p>{message}</p>
      <div className="notice__actions">
        <button type="button" className="btn btn--secondary" onClick={onRetry}>Try again</button>
      </div>
    </Notice>
  );
}
