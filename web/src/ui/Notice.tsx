import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import './notice.css';

interface NoticeProps {
  tone: 'error' | 'success';
  children: ReactNode;
  /** Moves keyboard and screen-reader focus here when it appears (default true). */
  takeFocus?: boolean;
  className?: string;
}

/**
 * The outcome of an action: an error (role=alert) or a success (role=status). It takes focus
 * when it appears, so give it a `key` that changes with the message to announce a new one.
 */
export function Notice({ tone, children, takeFocus = true, className }: NoticeProps) {
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (takeFocus) ref.current?.focus();
  }, [takeFocus]);

  return (
    <div
      ref={ref}
      role={tone === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      className={['notice', `notice--${tone}`, className].filter(Boolean).join(' ')}
    >
      <span className="notice__icon" aria-hidden="true" />
      <div className="notice__body">{children}</div>
    </div>
  );
}

interface RetryNoticeProps {
  children: ReactNode;
  /** Asks again; a promise it returns may reject, and the screen's own error state says so. */
  onRetry: () => unknown;
  takeFocus?: boolean;
  className?: string;
}

/** A load that failed: what went wrong and a 'Try again' button. */
export function RetryNotice({ children, onRetry, takeFocus = false, className }: RetryNoticeProps) {
  return (
    <Notice tone="error" takeFocus={takeFocus} className={className}>
      {children}
      <div className="notice__actions">
        <button type="button" className="btn btn--secondary" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
          <Trans>Try again</Trans>
        </button>
      </div>
    </Notice>
  );
}
