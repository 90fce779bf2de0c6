import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState, type ReactNode } from 'react';
import { BusyButton } from './BusyButton';
import { Dialog } from './Dialog';

/**
 * "Remove …?": a destructive confirmation that starts on Cancel, stays open (and cannot be
 * dismissed) while `onRemove` runs, then closes.
 */
export function ConfirmRemoveDialog({ open, title, description, onRemove, onClose, confirmLabel, busyLabel }: {
  open: boolean;
  /** The destructive button's words, e.g. 'Revoke' and 'Revoking...'. */
  confirmLabel?: string;
  busyLabel?: string;
  title: string;
  description: ReactNode;
  /** Does the removal; it reports its own failures. */
  onRemove: () => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);

  const remove = async () => {
    setBusy(true);
    await onRemove();
    setBusy(false);
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={title}
      tone="danger"
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={cancelButton}
      description={description}
    >
      <div className="dialog__actions">
        <button ref={cancelButton} type="button" className="btn btn--secondary" disabled={busy} onClick={onClose}><Trans>Cancel</Trans></button>
        <BusyButton type="button" className="btn btn--danger" busy={busy} label={confirmLabel ?? t`Remove`} busyLabel={busyLabel ?? t`Removing...`} onClick={remove} />
      </div>
    </Dialog>
  );
}
