import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { CatalogueDocument, CreateCustomItemDocument, type Category, type ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useOutcome } from '../../ui/useOutcome';
import { TextField } from '../../ui/TextField';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { filterLabel } from '../../shared/collection/category-filter';
import { CategoryFilterSelect } from '../../shared/collection/CategoryFilterSelect';
import { CategoryField, DescriptionField } from '../../shared/collection/ItemFields';
import { LoginLink } from '../../shared/collection/LoginLinks';
import { useQuickAdd } from '../../shared/collection/useQuickAdd';
import { CATALOGUE_MESSAGES, CHOOSE_MESSAGES } from './catalogue-texts';
import { CatalogueItemCards } from './CatalogueItemCards';
import { useCatalogueList } from './useCatalogueList';

/** The List/selection screen (SPEC §2): category dropdown, 'Create Your Own' first, then the items with Add. */
export function ChooseItems({ kind }: { kind: ItemKind }) {
  const { t } = useLingui();
  const { me, loading: meLoading } = useMe();
  const quickAdd = useQuickAdd(kind);
  const goal = kind === 'GOAL';
  const list = useCatalogueList(kind);
  const { page } = list;
  // A visitor and a user see different cards: wait for both answers rather than flash the wrong ones.
  const changingCategory = (list.loading && !list.loaded) || meLoading;

  return (
    <>
      <div className="choose-toolbar">
        <CategoryFilterSelect kind={kind} fieldClassName="choose-toolbar__category" value={list.category} onChange={list.chooseCategory} />
      </div>

      {!page || changingCategory ? (
        list.error && !list.loading ? (
          <RetryNotice onRetry={list.refetch}><p>{t(CATALOGUE_MESSAGES.loadFailed(kind, failureText(list.error)))}</p></RetryNotice>
        ) : (
          <Spinner label={t(CATALOGUE_MESSAGES.loading(kind))} />
        )
      ) : (
        <>
          <ul className="item-grid choose-grid" aria-label={goal ? t`goals to choose from` : t`habits to choose from`}>
            <li>
              <CreateYourOwnCard kind={kind} signedIn={me !== null} onCreated={(itemId) => quickAdd.add(itemId)} />
            </li>
            <CatalogueItemCards items={page.nodes} signedIn={me !== null} quickAdd={quickAdd} addedLabel={t`Added`} />
          </ul>
          {page.nodes.length === 0 && (
            <p className="empty-state">{t(CHOOSE_MESSAGES.noneInCategory(kind, filterLabel(list.category)))}</p>
          )}
          <div className="list-footer">
            <p className="list-footer__count" role="status">{t(CHOOSE_MESSAGES.showing(kind, page.nodes.length, page.totalCount))}</p>
            {page.hasNextPage && (
              <BusyButton
                type="button"
                className="btn btn--secondary"
                busy={list.loading}
                label={goal ? t`Show more goals` : t`Show more habits`}
                busyLabel={t`Loading...`}
                onClick={list.nextPage}
              />
            )}
          </div>
        </>
      )}
      {quickAdd.dialog}
    </>
  );
}

interface CreateYourOwnCardProps {
  kind: ItemKind;
  signedIn: boolean;
  /** Adds the new item to the user (with its toast). */
  onCreated: (itemId: string) => Promise<boolean>;
}

/** 'Create Your Own Goal/Habit': name and category required, description optional; cleared after creation. */
function CreateYourOwnCard({ kind, signedIn, onCreated }: CreateYourOwnCardProps) {
  const { t } = useLingui();
  const goal = kind === 'GOAL';
  const ids = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [problem, report, clearProblem] = useOutcome();
  const [busy, setBusy] = useState(false);
  // The list shows the new item once the refetch is in; only then is it added, so the add's
  // answer (added = true) is the last word on its card.
  const [createCustomItem] = useMutation(CreateCustomItemDocument, { refetchQueries: [CatalogueDocument], awaitRefetchQueries: true });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !category) {
      report('error', t(CHOOSE_MESSAGES.nameAndCategory(kind)));
      return;
    }
    clearProblem();
    setBusy(true);
    try {
      const { data } = await createCustomItem({
        variables: { input: { kind, text: name.trim(), description: description.trim() || undefined, category } },
      });
      setName('');
      setDescription('');
      setCategory('');
      if (data) await onCreated(data.createCustomItem.id);
    } catch (error) {
      // SPEC §8: a failed custom item creation is only logged; the fields keep what was typed.
      console.error('Could not create the custom item', error);
      report('error', t(CHOOSE_MESSAGES.createFailed(kind, failureText(error))));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="create-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="create-card__title">{goal ? <Trans>Create Your Own Goal</Trans> : <Trans>Create Your Own Habit</Trans>}</h2>
      {signedIn ? (
        <form className="create-card__form" onSubmit={onSubmit} noValidate>
          <TextField
            id={`${ids}-name`}
            label={t`Name`}
            required
            maxLength={200}
            autoComplete="off"
            aria-invalid={(problem !== null && !name.trim()) || undefined}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <DescriptionField id={`${ids}-description`} value={description} onChange={setDescription} />
          <CategoryField
            id={`${ids}-category`}
            kind={kind}
            value={category}
            unsetValue=""
            invalid={problem !== null && !category}
            onChange={setCategory}
          />
          {problem && <Notice key={problem.at} tone="error"><p>{problem.text}</p></Notice>}
          <BusyButton type="submit" className="btn btn--primary btn--small" busy={busy} label={goal ? t`Create Goal` : t`Create Habit`} busyLabel={t`Creating...`} />
        </form>
      ) : (
        <div className="create-card__signin">
          <p>{goal ? <Trans>Write a goal of your own, in your own words.</Trans> : <Trans>Write a habit of your own, in your own words.</Trans>}</p>
          <LoginLink className="btn btn--secondary btn--small">
            {goal ? <Trans>Login to create custom goals</Trans> : <Trans>Login to create custom habits</Trans>}
          </LoginLink>
        </div>
      )}
    </section>
  );
}
