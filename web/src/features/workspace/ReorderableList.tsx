import { useLingui } from '@lingui/react/macro';
import { useContext, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { DndContext, useDrag, useDrop } from 'react-dnd';
import { moveId } from './reorder';

interface ReorderableListProps<T> {
  items: readonly T[];
  getId: (item: T) => string;
  /** The item's name in the move buttons' labels and the announcements. */
  getLabel: (item: T) => string;
  /** Drag type: an item can only be dropped in a list of the same type. */
  dragType: string;
  /** The list's accessible name. */
  label: string;
  /** Called with every id in its new order; not called for a drop at the same place. */
  onReorder: (ids: string[]) => void;
  renderItem: (item: T) => ReactNode;
  className?: string;
}

interface DragPayload {
  id: string;
  index: number;
}

type Direction = 'up' | 'down';

/**
 * A list reordered by drag and drop (react-dnd) or, without a mouse, by each row's move up and
 * move down buttons. A drop outside the list or at the same place changes nothing.
 */
export function ReorderableList<T>({
  items, getId, getLabel, dragType, label, onReorder, renderItem, className,
}: ReorderableListProps<T>) {
  // Without a drag-and-drop provider (some tests render without one) the buttons still work.
  const { dragDropManager } = useContext(DndContext);
  const canDrag = Boolean(dragDropManager);
  const ids = items.map(getId);
  const [announcement, setAnnouncement] = useState('');
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const { t } = useLingui();

  const move = (from: number, to: number, via: 'keyboard' | 'drag') => {
    if (from === to || to < 0 || to >= ids.length) return;
    const id = ids[from];
    if (via === 'keyboard') pendingFocus.current = { id, direction: to < from ? 'up' : 'down' };
    const name = getLabel(items[from]);
    const position = to + 1;
    const count = ids.length;
    setAnnouncement(t`${name} moved to position ${position} of ${count}`);
    onReorder(moveId(ids, from, to));
  };

  // The row a keyboard user moved is re-rendered elsewhere: keep focus on its move button.
  const order = ids.join(',');
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || !listRef.current) return;
    const row = listRef.current.querySelector<HTMLElement>(`[data-reorder-id="${CSS.escape(pending.id)}"]`);
    if (!row) return;
    pendingFocus.current = null;
    const same = row.querySelector<HTMLButtonElement>(`[data-move="${pending.direction}"]:not(:disabled)`);
    const other = row.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
    (same ?? other)?.focus();
  }, [order]);

  return (
    <>
      <ul ref={listRef} className={['reorder-list', className].filter(Boolean).join(' ')} aria-label={label}>
        {items.map((item, index) => {
          const id = getId(item);
          const rowProps: RowProps = {
            id, index, count: items.length, dragType, name: getLabel(item),
            onMove: (to) => move(index, to, 'keyboard'),
            onDrop: (from) => move(from, index, 'drag'),
            children: renderItem(item),
          };
          return canDrag ? <DraggableRow key={id} {...rowProps} /> : <Row key={id} {...rowProps} />;
        })}
      </ul>
      <p className="visually-hidden" role="status" aria-live="polite">{announcement}</p>
    </>
  );
}

interface RowProps {
  id: string;
  index: number;
  count: number;
  dragType: string;
  name: string;
  /** A move button: this row to index `to`. */
  onMove: (to: number) => void;
  /** A drop on this row: the row at index `from` takes this row's place. */
  onDrop: (from: number) => void;
  children: ReactNode;
}

function DraggableRow(props: RowProps) {
  const { id, index, dragType, onDrop } = props;
  const [{ dragging }, dragRef, previewRef] = useDrag<DragPayload, unknown, { dragging: boolean }>({
    type: dragType,
    item: { id, index },
    collect: (monitor) => ({ dragging: monitor.isDragging() }),
  }, [id, index, dragType]);
  const [{ over }, dropRef] = useDrop<DragPayload, void, { over: DragPayload | null }>({
    accept: dragType,
    // The dragged row takes this row's place: dropped on itself, nothing moves.
    drop: (dragged) => {
      if (dragged.index !== index) onDrop(dragged.index);
    },
    collect: (monitor) => ({ over: monitor.isOver() ? monitor.getItem() : null }),
  }, [index, onDrop]);

  const landing = over && over.index !== index ? (over.index < index ? 'after' : 'before') : null;
  return (
    <Row
      {...props}
      rowRef={(node) => {
        previewRef(node);
        dropRef(node);
      }}
      handleRef={(node) => {
        dragRef(node);
      }}
      dragging={dragging}
      landing={landing}
    />
  );
}

function Row({
  id, index, count, name, onMove, children, rowRef, handleRef, dragging = false, landing = null,
}: RowProps & {
  rowRef?: (node: HTMLLIElement | null) => void;
  handleRef?: (node: HTMLSpanElement | null) => void;
  dragging?: boolean;
  landing?: 'before' | 'after' | null;
}) {
  const { t } = useLingui();
  const classes = ['reorder-row', dragging && 'reorder-row--dragging', landing && `reorder-row--drop-${landing}`]
    .filter(Boolean).join(' ');
  return (
    <li ref={rowRef} className={classes} data-reorder-id={id}>
      {handleRef && (
        <span ref={handleRef} className="reorder-row__handle" title={t`Drag to reorder`} aria-hidden="true">
          <svg viewBox="0 0 24 24" width="18" height="18" focusable="false">
            {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.7" fill="currentColor" />))}
          </svg>
        </span>
      )}
      <div className="reorder-row__content">{children}</div>
      <div className="reorder-row__moves">
        <button
          type="button"
          className="work-icon-button"
          data-move="up"
          aria-label={t`Move ${name} up`}
          title={t`Move up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 15l6-6 6 6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
        <button
          type="button"
          className="work-icon-button"
          data-move="down"
          aria-label={t`Move ${name} down`}
          title={t`Move down`}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </li>
  );
}
