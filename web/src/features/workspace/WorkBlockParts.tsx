import { Trans, useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { ReorderableList } from './ReorderableList';

// The parts the Habits and Tasks blocks of the Work screen share.

interface WorkBlockProps {
  /** Names the block's modifier class and its title's id. */
  kind: 'habits' | 'tasks';
  icon: ReactNode;
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  /** Beside the title, e.g. 'Manage habits'. */
  link?: ReactNode;
  /** Read out politely: what the last tick or removal did. */
  announcement: string;
  children: ReactNode;
}

/** The block's card: its focusable title, its body and a live region for what moved. */
export function WorkBlock({ kind, icon, title, headingRef, link, announcement, children }: WorkBlockProps) {
  const titleId = `work-${kind}-title`;
  return (
    <section className={`card work-block work-block--${kind}`} aria-labelledby={titleId}>
      <div className="work-block__header">
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="work-block__title">
          {icon} {title}
        </h2>
        {link}
      </div>
      {children}
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </section>
  );
}

/**
 * Where keyboard focus goes when a row moves to the other list or goes away: a checkbox, once it
 * stands in the list it belongs to, or else the block's heading.
 */
export function useWorkBlockFocus() {
  const pending = useRef<{ id: string; checked: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useLayoutEffect(() => {
    const next = pending.current;
    if (!next) return;
    const checkbox = document.getElementById(next.id);
    // Wait for the render where the checkbox stands in the list it belongs to.
    if (!(checkbox instanceof HTMLInputElement) || checkbox.checked !== next.checked) return;
    pending.current = null;
    checkbox.focus();
  });

  return {
    headingRef,
    focusCheckbox: (id: string, checked: boolean) => {
      pending.current = { id, checked };
    },
    // The row is gone at once: focus goes to the block's heading.
    focusHeading: () => window.requestAnimationFrame(() => headingRef.current?.focus()),
  };
}

/** The row after this one in its list, or else the one before: where focus goes when it leaves. */
export function neighbourOf<T>(list: readonly T[], item: T): T | undefined {
  const index = list.indexOf(item);
  return list[index + 1] ?? list[index - 1];
}

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

interface ToCompleteListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  getLabel: (item: T) => string;
  dragType: string;
  /** The list's accessible name. */
  label: string;
  emptyText: ReactNode;
  onReorder: (ids: string[]) => void;
  renderItem: (item: T) => ReactNode;
}

/** 'To Complete': the rows still to do, reorderable, or a line saying there are none. */
export function ToCompleteList<T>({ items, getId, getLabel, dragType, label, emptyText, onReorder, renderItem }: ToCompleteListProps<T>) {
  const { t } = useLingui();
  return (
    <>
      <ListHeading title={t`To Complete`} count={items.length} />
      {items.length === 0 ? (
        <p className="work-empty">{emptyText}</p>
      ) : (
        <ReorderableList
          items={items}
          getId={getId}
          getLabel={getLabel}
          dragType={dragType}
          label={label}
          className="work-list"
          onReorder={onReorder}
          renderItem={renderItem}
        />
      )}
    </>
  );
}

interface CompletedListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** The list's accessible name. */
  label: string;
  emptyText: ReactNode;
  renderItem: (item: T) => ReactNode;
}

/** 'Completed': the rows done, or a line saying there are none. */
export function CompletedList<T>({ items, getId, label, emptyText, renderItem }: CompletedListProps<T>) {
  const { t } = useLingui();
  return (
    <>
      <ListHeading title={t`Completed`} count={items.length} />
      {items.length === 0 ? (
        <p className="work-empty">{emptyText}</p>
      ) : (
        <ul className="work-list work-list--done" aria-label={label}>
          {items.map((item) => (
            <li key={getId(item)} className="work-row work-row--done">{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

interface WorkItemProps {
  checkboxId: string;
  checked: boolean;
  text: string;
  onToggle: () => void;
  /** A tag after the text, e.g. the habit's category. */
  tag?: string;
  /** The goals this habit or task serves (issue 15), shown beside it. */
  goals?: readonly string[];
  /** The remove button's accessible name and tooltip. */
  removeLabel: string;
  removeTitle: string;
  onRemove: () => void;
  /** Under the text: a habit's progress, its amount stepper, 'Skipped'. */
  details?: ReactNode;
  /** Before the remove button, e.g. Skip. */
  actions?: ReactNode;
}

/** One habit or task: its checkbox and text, and a button that removes it. */
export function WorkItem({
  checkboxId, checked, text, onToggle, tag, goals, removeLabel, removeTitle, onRemove, details, actions,
}: WorkItemProps) {
  return (
    <div className="work-item">
      <label className="work-item__check">
        <input id={checkboxId} type="checkbox" checked={checked} onChange={onToggle} />
        <span className="work-item__text" translate="no">{text}</span>
      </label>
      {tag && <span className="work-item__tag">{tag}</span>}
      {(details || (goals && goals.length > 0)) && (
        <div className="work-item__details">
          {goals && goals.length > 0 && (
            <p className="work-item__goals">
              <span className="work-item__goals-label"><Trans>Serves</Trans></span>
              {goals.map((goal, index) => <span key={index} className="work-item__goal" translate="no">{goal}</span>)}
            </p>
          )}
          {details}
        </div>
      )}
      {actions && <div className="work-item__actions">{actions}</div>}
      <button type="button" className="work-icon-button work-icon-button--danger" aria-label={removeLabel} title={removeTitle} onClick={onRemove}>
        <TrashIcon />
      </button>
    </div>
  );
}

export function TrashIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"
      fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 7h16" />
      <path d="M10 11v6M14 11v6" />
      <path d="M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12" />
      <path d="M9 7V4h6v3" />
    </svg>
  );
}

export function BlockLoading({ label }: { label: string }) {
  return <SkeletonLines variant="rows" lines={3} label={label} className="work-block__loading" />;
}

/** The block's error state: the spec's message and a way to try again. */
export function BlockError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return <RetryNotice onRetry={onRetry} className="work-block__error"><p>{message}</p></RetryNotice>;
}
