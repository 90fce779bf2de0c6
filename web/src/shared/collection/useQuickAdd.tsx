import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnackbar } from 'notistack';
import { useState, type ReactNode } from 'react';
import type { ItemCard_ItemFragment, ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { themedToast } from '../../ui/toast-options';
import { useAddLink } from '../links/useItemLinks';
import { ADD_MESSAGES } from './AddItemFlow';
import { failureText, planLimitMessage } from './api-messages';
import { LoginLink } from './LoginLinks';
import { PlanLimitDialog } from './PlanLimit';

export const LIST_MESSAGES = {
  goalAdded: msg`Goal added successfully!`,
  habitAdded: msg`Habit added successfully!`,
} as const;

export interface QuickAdd {
  /** Adds the catalogue item to the user with the list screen's toast; resolves false when it was not added. */
  add: (itemId: string) => Promise<boolean>;
  /** The id being added, if any. */
  pending: string | null;
  /** The plan-limit explanation, when the server refused. */
  dialog: ReactNode;
}

/** One-click Add of the list screens (SPEC §2 List/selection screen): no confirmation, a toast. */
export function useQuickAdd(kind: ItemKind): QuickAdd {
  const { t } = useLingui();
  const addLink = useAddLink(kind);
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const add = async (itemId: string) => {
    setPending(itemId);
    try {
      await addLink({ itemId });
      enqueueSnackbar(t(kind === 'GOAL' ? LIST_MESSAGES.goalAdded : LIST_MESSAGES.habitAdded), themedToast('success'));
      return true;
    } catch (error) {
      const limit = planLimitMessage(error);
      if (limit) setRefusal(limit);
      else {
        const message = failureText(error);
        enqueueSnackbar(kind === 'GOAL' ? ADD_MESSAGES.goalFailed(message) : ADD_MESSAGES.habitFailed(message), themedToast('error'));
      }
      return false;
    } finally {
      setPending(null);
    }
  };

  return { add, pending, dialog: <PlanLimitDialog kind={kind} message={refusal} onClose={() => setRefusal(null)} /> };
}

interface QuickAddActionProps {
  item: ItemCard_ItemFragment;
  /** The card title's id, which describes the button. */
  titleId: string;
  signedIn: boolean;
  quickAdd: QuickAdd;
  /** The label of an item the user already has. */
  addedLabel: string;
}

/** A list card's action: Add (busy while adding), the added label, or Login to add for a visitor. */
export function QuickAddAction({ item, titleId, signedIn, quickAdd, addedLabel }: QuickAddActionProps) {
  const { t } = useLingui();
  if (!signedIn) return <LoginLink className="btn btn--secondary btn--small"><Trans>Login to add</Trans></LoginLink>;
  return (
    <BusyButton
      type="button"
      className={`btn ${item.added ? 'btn--added' : 'btn--primary'} btn--small`}
      aria-describedby={titleId}
      busy={quickAdd.pending === item.id}
      disabled={item.added || quickAdd.pending !== null}
      label={item.added ? addedLabel : t`Add`}
      busyLabel={t`Adding...`}
      onClick={() => void quickAdd.add(item.id)}
    />
  );
}
