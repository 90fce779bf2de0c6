import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { enqueueSnackbar } from 'notistack';
import { useCallback } from 'react';
import { UpdateHabitSettingsDocument, type HabitSettingsInput } from '../../gql/graphql';
import { refusalMessage } from '../../ui/api-error';
import { themedToast } from '../../ui/toast-options';

export const SETTINGS_MESSAGES = {
  saved: (name: string) => msg`Schedule saved for “${name}”`,
  failed: msg`Could not save the schedule. Please try again.`,
} as const;

/**
 * Saves a habit's schedule, target and skip budget. Resolves with null when saved (with a toast),
 * or with the words to show in the dialog: the server's own for a refusal (BAD_USER_INPUT).
 */
export function useUpdateHabitSettings(): [
  (id: string, name: string, input: HabitSettingsInput) => Promise<string | null>, boolean,
] {
  const [update, { loading }] = useMutation(UpdateHabitSettingsDocument);
  const { i18n } = useLingui();
  const save = useCallback(async (id: string, name: string, input: HabitSettingsInput) => {
    try {
      await update({ variables: { id, input } });
    } catch (error) {
      const failed = i18n._(SETTINGS_MESSAGES.failed);
      const text = refusalMessage(error, failed);
      if (text === failed) console.error('updateHabitSettings failed', error);
      return text;
    }
    enqueueSnackbar(i18n._(SETTINGS_MESSAGES.saved(name)), themedToast('success'));
    return null;
  }, [update, i18n]);
  return [save, loading];
}
