import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import './dialog.css';

const FOCUSABLE = [
  'a[href]', 'area[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])', 'textarea:not([disabled])', '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
}

interface DialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  /** Focused on open; otherwise the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** False while an action is in flight: Escape and the backdrop then leave it open. */
  dismissible?: boolean;
  /** 'danger' marks a destructive confirmation. */
  tone?: 'default' | 'danger';
}

/**
 * A modal dialog: labelled by its title, the page behind it inert, Tab kept inside, Escape and a
 * backdrop click close it, and focus goes back to where it was on close.
 */
export function Dialog({
  open, title, onClose, children, description, initialFocusRef, dismissible = true, tone = 'default',
}: DialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const portalRef = useRef<HTMLDivElement>(null);

  const requestClose = useEffectEvent(() => {
    if (dismissible) onClose();
  });
  const focusInitial = useEffectEvent(() => {
    const panel = panelRef.current;
    if (!panel) return;
    (initialFocusRef?.current ?? focusableIn(panel)[0] ?? panel).focus();
  });

  useEffect(() => {
    if (!open) return;
    const returnFocusTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // Everything beside the dialog goes inert: no focus, no clicks, hidden from assistive technology.
    const background = Array.from(document.body.children).filter(
      (element) => element !== portalRef.current && !element.hasAttribute('inert'),
    );
    for (const element of background) element.setAttribute('inert', '');
    document.body.classList.add('has-dialog');
    focusInitial();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        requestClose();
        return;
      }
      const panel = panelRef.current;
      if (event.key !== 'Tab' || !panel) return;
      const focusable = focusableIn(panel);
      if (focusable.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);

    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of background) element.removeAttribute('inert');
      document.body.classList.remove('has-dialog');
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div ref={portalRef} className="dialog-layer">
      <div
        className="dialog-backdrop"
        aria-hidden="true"
        onClick={() => {
          if (dismissible) onClose();
        }}
      />
      <div
        ref={panelRef}
        className={`dialog dialog--${tone}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className="dialog__title">{title}</h2>
        {description && <div id={descriptionId} className="dialog__description">{description}</div>}
        {children}
      </div>
    </div>,
    document.body,
  );
}
