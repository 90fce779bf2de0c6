import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import type { ItemKind } from '../../gql/graphql';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';

/** The server's refusal (it names the limit and the Unlimited plan), with the way to the plans. */
export function PlanLimitNotice({ message, takeFocus = true }: { message: string; takeFocus?: boolean }) {
  return (
    <Notice tone="error" takeFocus={takeFocus} className="plan-limit-notice">
      <p>{message}</p>
      <p><Link to="/plans"><Trans>See the plans</Trans></Link></p>
    </Notice>
  );
}

interface PlanLimitDialogProps {
  kind: ItemKind;
  /** The server's message; the dialog is open while there is one. */
  message: string | null;
  onClose: () => void;
}

/** Explains a refused add from a card or a suggestion. */
export function PlanLimitDialog({ kind, message, onClose }: PlanLimitDialogProps) {
  const { t } = useLingui();
  const plansLink = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog
      open={message !== null}
      title={kind === 'GOAL' ? t`Goal limit reached` : t`Habit limit reached`}
      onClose={onClose}
      initialFocusRef={plansLink}
      description={<p>{message}</p>}
    >
      <div className="dialog__actions">
        <button type="button" className="btn btn--secondary" onClick={onClose}><Trans>Close</Trans></button>
        <Link ref={plansLink} to="/plans" className="btn btn--primary"><Trans>See the plans</Trans></Link>
      </div>
    </Dialog>
  );
}
