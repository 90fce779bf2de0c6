import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnackbar } from 'notistack';
import { useId, useState, type FormEvent } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import type { Category, ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { themedToast } from '../../ui/toast-options';
import { ADD_MESSAGES } from './AddItemFlow';
import { failureText, planLimitMessage } from './api-messages';
import { filterLabel, type CategoryFilter } from './category-filter';
import { CategoryField, DescriptionField } from './ItemFields';
import { PlanLimitNotice } from './PlanLimit';

export const CUSTOM_FORM_MESSAGES = {
  invalidCategory: msg`Please select a valid category`,
  textRequired: { GOAL: msg`Please write your goal first.`, HABIT: msg`Please write your habit first.` } satisfies Record<ItemKind, MessageDescriptor>,
} as const;

export interface CustomItemDraft {
  text: string;
  description: string;
  category: Category;
}

interface CustomItemFormProps {
  kind: ItemKind;
  /** The page's category: the new item goes there, and with 'All' the form asks for one. */
  category: CategoryFilter;
  /** Creates the item and adds it to the user; rejects with the API's error. */
  onCreate: (draft: CustomItemDraft) => Promise<unknown>;
}

/** What stopped the form: a field to fix, or the plan's refusal (explained with a link to the plans). */
type Problem = { kind: 'text' | 'category' | 'limit'; message: string };

/** 'Create your own' on the Goals and Habits pages (SPEC §5: text required; a category when All). */
export function CustomItemForm({ kind, category, onCreate }: CustomItemFormProps) {
  const { t } = useLingui();
  const goal = kind === 'GOAL';
  const ids = useId();
  const { enqueueSnackbar } = useSnackbar();
  const [text, setText] = useState('');
  const [description, setDescription] = useState('');
  const [chosenCategory, setChosenCategory] = useState<CategoryFilter>('All');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const askCategory = category === 'All';
  const categoryName = filterLabel(category);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setProblem({ kind: 'text', message: t(CUSTOM_FORM_MESSAGES.textRequired[kind]) });
      return;
    }
    const target = askCategory ? chosenCategory : category;
    if (target === 'All') {
      setProblem({ kind: 'category', message: t(CUSTOM_FORM_MESSAGES.invalidCategory) });
      return;
    }
    setProblem(null);
    setBusy(true);
    try {
      await onCreate({ text: trimmed, description: description.trim(), category: target });
    } catch (error) {
      setBusy(false);
      const limit = planLimitMessage(error);
      if (limit) {
        setProblem({ kind: 'limit', message: limit });
        return;
      }
      const message = failureText(error);
      enqueueSnackbar(kind === 'GOAL' ? ADD_MESSAGES.goalFailed(message) : ADD_MESSAGES.habitFailed(message), themedToast('error'));
      return;
    }
    setBusy(false);
    setText('');
    setDescription('');
    setChosenCategory('All');
    enqueueSnackbar(kind === 'GOAL' ? ADD_MESSAGES.goalAdded(trimmed) : ADD_MESSAGES.habitAdded(trimmed), themedToast('success'));
  };

  return (
    <form className="custom-form" onSubmit={onSubmit} noValidate>
      <TextField
        id={`${ids}-text`}
        label={goal ? t`Your goal` : t`Your habit`}
        name="text"
        required
        maxLength={200}
        autoComplete="off"
        placeholder={goal ? t`e.g. Run a 10 km race by June` : t`e.g. Stretch for 10 minutes after waking`}
        aria-invalid={problem?.kind === 'text' || undefined}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <DescriptionField id={`${ids}-description`} name="description" value={description} onChange={setDescription} />
      {askCategory ? (
        <CategoryField
          id={`${ids}-category`}
          kind={kind}
          name="category"
          value={chosenCategory}
          unsetValue="All"
          invalid={problem?.kind === 'category'}
          onChange={setChosenCategory}
        />
      ) : (
        <p className="field__hint"><Trans>It goes in <strong>{categoryName}</strong>.</Trans></p>
      )}

      {problem && (problem.kind === 'limit'
        ? <PlanLimitNotice key={problem.message} message={problem.message} />
        : <Notice key={problem.message} tone="error"><p>{problem.message}</p></Notice>)}

      <div className="form-actions">
        <BusyButton type="submit" className="btn btn--primary" busy={busy} label={goal ? t`Create Goal` : t`Create Habit`} busyLabel={t`Creating...`} />
      </div>
    </form>
  );
}
