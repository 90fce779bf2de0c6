import { Trans } from '@lingui/react/macro';
import { Icon } from '../../ui/Icon';

interface AddButtonProps {
  /** The label while there is room: 'Add Goal', 'Add'. */
  label: string;
  /** The label at the plan's limit: 'Goal limit reached'. */
  fullLabel: string;
  added: boolean;
  /** The plan's limit is reached: the button says so, and its click explains (the caller opens the plans dialog). */
  full: boolean;
  describedBy: string;
  onClick: () => void;
}

/** A card's Add: 'Added' (disabled) once the user has it, and at the plan's limit it says why instead. */
export function AddButton({ label, fullLabel, added, full, describedBy, onClick }: AddButtonProps) {
  if (added) {
    return <button type="button" className="btn btn--added btn--small" aria-describedby={describedBy} disabled><Trans>Added</Trans></button>;
  }
  return (
    <button
      type="button"
      className={`btn ${full ? 'btn--secondary btn--limit' : 'btn--primary'} btn--small`}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {full && <Icon name="lock" />}
      {full ? fullLabel : label}
    </button>
  );
}
