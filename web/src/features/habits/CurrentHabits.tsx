import { useRef, useState } from 'react';
import type { HabitCard_HabitFragment } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { categoryLabel } from '../../ui/categories';
import { Dialog } from '../../ui/Dialog';
import { useRemoveHabit } from '../../shared/links/useItemLinks';

/** The user's habits of the chosen category, each with Remove (SPEC §8 toasts). */
export function CurrentHabitList({ habits, labelledBy }: { habits: readonly HabitCard_HabitFragment[]; labelledBy: string }) {
  const [removing, setRemoving] = useState<HabitCard_HabitFragment | null>(null);
  return (
    <>
      <ul className="current-list" aria-labelledby={labelledBy}>
        {habits.map((habit) => {
          const name = habit.item.headline || habit.item.text;
          return (
            <li key={habit.id}>
              <article className="current-card" aria-label={name}>
                <img className="current-card__image" src={habit.item.img} alt="" loading="lazy" />
                <div className="current-card__body">
                  <p className="item-card__tags">
                    <span className="category-tag">{categoryLabel(habit.item.category)}</span>
                    {habit.item.custom && <span className="category-tag category-tag--own">Your own</span>}
                  </p>
                  <h3 className="current-card__title">{name}</h3>
                  {habit.item.text !== name && <p className="current-card__text">{habit.item.text}</p>}
                </div>
                <button
                  type="button"
                  className="current-card__remove"
                  aria-label={`Remove ${name}`}
                  title="Remove"
                  onClick={() => setRemoving(habit)}
                >
                  <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                </button>
              </article>
            </li>
          );
        })}
      </ul>
      <RemoveHabitDialog habit={removing} onClose={() => setRemoving(null)} />
    </>
  );
}

function RemoveHabitDialog({ habit, onClose }: { habit: HabitCard_HabitFragment | null; onClose: () => void }) {
  const removeHabit = useRemoveHabit();
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const onRemove = async () => {
    if (!habit) return;
    setBusy(true);
    await removeHabit(habit);
    setBusy(false);
    onClose();
  };

  return (
    <Dialog
      open={habit !== null}
      title="Remove habit?"
      tone="danger"
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={cancelButton}
      description={<p>“{habit?.item.text}” leaves your habits, and its check-in history goes with it.</p>}
    >
      <div className="dialog__actions">
        <button ref={cancelButton} type="button" className="btn btn--secondary" disabled={busy} onClick={onClose}>Cancel</button>
        <BusyButton type="button" className="btn btn--danger" busy={busy} label="Remove" busyLabel="Removing..." onClick={onRemove} />
      </div>
    </Dialog>
  );
}
