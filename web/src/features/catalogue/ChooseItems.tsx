import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useState, type FormEvent } from 'react';
import { CatalogueDocument, CreateCustomItemDocument, type Category, type ItemKind } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { categoryArgument, filterLabel, KIND_NOUN, KIND_PLURAL, type CategoryFilter } from '../../shared/collection/category-filter';
import { CategoryFilterSelect } from '../../shared/collection/CategoryFilterSelect';
import { ItemCard } from '../../shared/collection/ItemCard';
import { CategoryField, DescriptionField } from '../../shared/collection/ItemFields';
import { LoginLink } from '../../shared/collection/LoginLinks';
import { QuickAddAction, useQuickAdd } from '../../shared/collection/useQuickAdd';

export const CHOOSE_TITLES = {
  GOAL: 'Choose Goals to improve your life',
  HABIT: 'Choose Habits to achieve your goals',
} as const satisfies Record<ItemKind, string>;

export const CHOOSE_PAGE_SIZE = 24;

export const CHOOSE_MESSAGES = {
  nameAndCategory: (noun: string) => `Please enter a name and category for your custom ${noun}.`,
} as const;

/** The List/selection screen (SPEC §2): category dropdown, 'Create Your Own' first, then the items with Add. */
export function ChooseItems({ kind }: { kind: ItemKind }) {
  const { me, loading: meLoading } = useMe();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const [count, setCount] = useState(CHOOSE_PAGE_SIZE);
  const quickAdd = useQuickAdd(kind);
  const noun = KIND_NOUN[kind];
  const { data, previousData, loading, error, refetch } = useQuery(CatalogueDocument, {
    variables: { kind, category: categoryArgument(category), first: count },
  });
  const page = (data ?? previousData)?.catalogue;
  // A visitor and a user see different cards: wait for both answers rather than flash the wrong ones.
  const changingCategory = (loading && !data) || meLoading;

  return (
    <>
      <div className="choose-toolbar">
        <CategoryFilterSelect
          kind={kind}
          fieldClassName="choose-toolbar__category"
          value={category}
          onChange={(next) => {
            setCategory(next);
            setCount(CHOOSE_PAGE_SIZE);
          }}
        />
      </div>

      {!page || changingCategory ? (
        error && !loading ? (
          <RetryNotice onRetry={refetch}><p>Could not load the {KIND_PLURAL[kind]}: {failureText(error)}</p></RetryNotice>
        ) : (
          <Spinner label={`Loading ${KIND_PLURAL[kind]}…`} />
        )
      ) : (
        <>
          <ul className="item-grid choose-grid" aria-label={`${KIND_PLURAL[kind]} to choose from`}>
            <li>
              <CreateYourOwnCard kind={kind} signedIn={me !== null} onCreated={(itemId) => quickAdd.add(itemId)} />
            </li>
            {page.nodes.map((item) => (
              <li key={item.id}>
                <ItemCard
                  item={item}
                  headingLevel="h2"
                  action={(titleId) => (
                    <QuickAddAction item={item} titleId={titleId} signedIn={me !== null} quickAdd={quickAdd} addedLabel="Added" />
                  )}
                />
              </li>
            ))}
          </ul>
          {page.nodes.length === 0 && (
            <p className="empty-state">No {KIND_PLURAL[kind]} in {filterLabel(category)} yet: create your own above.</p>
          )}
          <div className="list-footer">
            <p className="list-footer__count" role="status">Showing {page.nodes.length} of {page.totalCount} {KIND_PLURAL[kind]}</p>
            {page.hasNextPage && (
              <BusyButton
                type="button"
                className="btn btn--secondary"
                busy={loading}
                label={`Show more ${noun.toLowerCase()}s`}
                busyLabel="Loading..."
                onClick={() => setCount((shown) => shown + CHOOSE_PAGE_SIZE)}
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
  const noun = KIND_NOUN[kind];
  const ids = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The list shows the new item once the refetch is in; only then is it added, so the add's
  // answer (added = true) is the last word on its card.
  const [createCustomItem] = useMutation(CreateCustomItemDocument, { refetchQueries: [CatalogueDocument], awaitRefetchQueries: true });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    if (!name.trim() || !category) {
      setProblem(CHOOSE_MESSAGES.nameAndCategory(noun));
      return;
    }
    setProblem(null);
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
      setProblem(`Could not create your ${noun.toLowerCase()}: ${failureText(error)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="create-card" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="create-card__title">Create Your Own {noun}</h2>
      {signedIn ? (
        <form className="create-card__form" onSubmit={onSubmit} noValidate>
          <TextField
            id={`${ids}-name`}
            label="Name"
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
          {problem && <Notice key={problem} tone="error"><p>{problem}</p></Notice>}
          <BusyButton type="submit" className="btn btn--primary btn--small" busy={busy} label={`Create ${noun}`} busyLabel="Creating..." />
        </form>
      ) : (
        <div className="create-card__signin">
          <p>Write a {noun.toLowerCase()} of your own, in your own words.</p>
          <LoginLink className="btn btn--secondary btn--small">Login to create custom {noun.toLowerCase()}s</LoginLink>
        </div>
      )}
    </section>
  );
}
