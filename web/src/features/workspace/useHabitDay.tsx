import { useMutation } from '@apollo/client/react';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { closeSnackbar, enqueueSnackbar } from 'notistack';
import { useCallback } from 'react';
import {
  WorkSetHabitSkippedDocument, WorkSetHabitValueDocument, type HabitRow_DayHabitFragment,
} from '../../gql/graphql';
import { refusalMessage } from '../../ui/api-error';
import { themedToast } from '../../ui/toast-options';
import { withSkipped, withValue } from './habit-day';
import { typed, useReloadDashboard } from './useWorkMutations';
import { WORK_MESSAGES } from './work-messages';

/** The server's own words for a refusal (BAD_USER_INPUT), else the Work screen's. */
const refusalText = (i18n: I18n, error: unknown) => refusalMessage(error, i18n._(WORK_MESSAGES.habitsFailed));

/**
 * Enters a measured habit's amount for its day (null clears it). The row moves at once
 * (optimistic: done when the target is met); a refusal reloads the lists and says why.
 */
export function useSetHabitValue(): (dayHabit: HabitRow_DayHabitFragment, value: string | null) => void {
  const [setHabitValue] = useMutation(WorkSetHabitValueDocument);
  const { i18n } = useLingui();
  const reload = useReloadDashboard();
  return useCallback((dayHabit, value) => {
    const shown = { setHabitValue: typed('DayHabit', withValue(dayHabit, value)) };
    setHabitValue({
      variables: { id: dayHabit.habit.id, day: dayHabit.day, value },
      optimisticResponse: shown,
      // Offline, the amount waits in the outbox and the screen keeps it (issue 28).
      context: { offline: shown },
    }).catch((error: unknown) => {
      console.error('setHabitValue failed', error);
      enqueueSnackbar(refusalText(i18n, error), themedToast('error'));
      reload();
    });
  }, [setHabitValue, i18n, reload]);
}

/**
 * Skips a habit on its day (sick, travelling: the streak neither breaks nor grows), or takes the
 * skip back. A skip's toast offers Undo.
 */
export function useSkipHabit(): (dayHabit: HabitRow_DayHabitFragment, skipped: boolean) => void {
  const [setHabitSkipped] = useMutation(WorkSetHabitSkippedDocument);
  const { i18n } = useLingui();
  const reload = useReloadDashboard();
  const send = useCallback((dayHabit: HabitRow_DayHabitFragment, skipped: boolean) => {
    const shown = { setHabitSkipped: typed('DayHabit', withSkipped(dayHabit, skipped)) };
    // Offline, the skip (or its undo) waits in the outbox and the screen keeps it (issue 28).
    return setHabitSkipped({
      variables: { id: dayHabit.habit.id, day: dayHabit.day, skipped }, optimisticResponse: shown, context: { offline: shown },
    }).catch((error: unknown) => {
      console.error('setHabitSkipped failed', error);
      enqueueSnackbar(refusalText(i18n, error), themedToast('error'));
      reload();
      return null;
    });
  }, [setHabitSkipped, i18n, reload]);

  return useCallback((dayHabit, skipped) => {
    void send(dayHabit, skipped).then((result) => {
      if (!skipped || !result?.data) return;
      const name = dayHabit.habit.item.text;
      enqueueSnackbar(i18n._(msg`Skipped “${name}”: your streak stays as it is.`), themedToast('success', {
        action: (key) => (
          <button
            type="button"
            className="toast-action"
            onClick={() => {
              closeSnackbar(key);
              void send(result.data!.setHabitSkipped, false);
            }}
          >
            <Trans>Undo</Trans>
          </button>
        ),
      }));
    });
  }, [send, i18n]);
}
