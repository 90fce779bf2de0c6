import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

/** Suggestions and popular lists: 5 at first, and 'Show More' adds 5 (SPEC §9). */
export const SHOW_MORE_STEP = 5;

/** How many of a list to show, growing by SHOW_MORE_STEP. Remount (key) to start again at 5. */
export function useShowMoreCount(step: number = SHOW_MORE_STEP): { count: number; showMore: () => void } {
  const [count, setCount] = useState(step);
  return { count, showMore: () => setCount((shown) => shown + step) };
}

interface ShowMoreFooterProps {
  shown: number;
  total: number;
  /** What the list holds. */
  noun: 'goals' | 'suggestions';
  onShowMore: () => void;
}

/** 'Showing 5 of 12 …', and 'Show More' while some are hidden. */
export function ShowMoreFooter({ shown, total, noun, onShowMore }: ShowMoreFooterProps) {
  return (
    <div className="list-footer">
      <p className="list-footer__count" role="status">
        {noun === 'goals'
          ? <Trans>Showing {shown} of {total} goals</Trans>
          : <Trans>Showing {shown} of {total} suggestions</Trans>}
      </p>
      {shown < total && (
        <button type="button" className="btn btn--secondary" onClick={onShowMore}><Trans>Show More</Trans></button>
      )}
    </div>
  );
}
