import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSnackbar } from 'notistack';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ItemCard_ItemFragment, ItemKind } from '../../gql/graphql';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { themedToast } from '../../ui/toast-options';
import { failureText } from './api-messages';
import { filterLabel, type CategoryFilter } from './category-filter';
import { AddButton } from './AddButton';
import { CustomItemForm, type CustomItemDraft } from './CustomItemForm';
import { LoginLink, SignInPanel } from './LoginLinks';
import { ownedInCategory, type OwnedItem } from './owned-items';
import { PopularItemsGrid } from './PopularItemsGrid';

// The sections the Goals and Habits pages share, worded for their kind: each kind has sentences
// of its own, since other languages inflect around the noun.

/** Toasts a failed load of the user's goals or habits, once per failure. */
export function useLoadFailedToast(error: unknown, loadFailed: (message: string) => string) {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => {
    if (error) enqueueSnackbar(loadFailed(failureText(error)), themedToast('error'));
  }, [error, loadFailed, enqueueSnackbar]);
}

interface MyItemsSectionProps<T extends OwnedItem> {
  kind: ItemKind;
  category: CategoryFilter;
  /** Goes back to the category 'All'. */
  onShowAll: () => void;
  /** A visitor sees the sign-in panel instead. */
  signedIn: boolean;
  signIn: { title: string; text: string };
  /** Every goal (or habit) of the user, in all categories; undefined while loading or failed. */
  owned: readonly T[] | undefined;
  error: unknown;
  loadFailed: (message: string) => string;
  onRetry: () => unknown;
  /** The empty panel's hint. */
  emptyText: string;
  renderList: (items: T[], labelledBy: string) => ReactNode;
}

/** 'My goals' / 'My habits': the user's items of the category, in all four states. */
export function MyItemsSection<T extends OwnedItem>({
  kind, category, onShowAll, signedIn, signIn, owned, error, loadFailed, onRetry, emptyText, renderList,
}: MyItemsSectionProps<T>) {
  const { t } = useLingui();
  const headingId = useId();
  const goal = kind === 'GOAL';
  const items = owned && ownedInCategory(owned, category);
  const categoryName = category === 'All' ? null : filterLabel(category);
  const shownCount = items?.length ?? 0;

  let body: ReactNode;
  if (!signedIn) {
    body = <SignInPanel title={signIn.title} text={signIn.text} />;
  } else if (owned && items) {
    const ownedCount = owned.length;
    body = items.length > 0 ? renderList(items, headingId) : (
      <div className="empty-panel">
        <p className="empty-panel__title">
          {owned.length === 0 || !categoryName
            ? (goal ? <Trans>No goals yet</Trans> : <Trans>No habits yet</Trans>)
            : (goal ? <Trans>No {categoryName} goals yet</Trans> : <Trans>No {categoryName} habits yet</Trans>)}
        </p>
        <p className="empty-panel__text">{emptyText}</p>
        {owned.length > 0 && (
          <button type="button" className="btn btn--secondary" onClick={onShowAll}>
            {goal
              ? <Trans>Show all my goals ({ownedCount})</Trans>
              : <Trans>Show all my habits ({ownedCount})</Trans>}
          </button>
        )}
      </div>
    );
  } else if (error) {
    body = <RetryNotice onRetry={onRetry}><p>{loadFailed(failureText(error))}</p></RetryNotice>;
  } else {
    body = <CardSkeletons label={goal ? t`Loading your goals…` : t`Loading your habits…`} count={2} layout="row" />;
  }

  return (
    <section className="collection-section" aria-labelledby={headingId}>
      <div className="collection-section__head">
        <h2 id={headingId} className="collection-section__title">
          {categoryName
            ? (goal ? <Trans>My {categoryName} goals</Trans> : <Trans>My {categoryName} habits</Trans>)
            : (goal ? <Trans>My goals</Trans> : <Trans>My habits</Trans>)}
        </h2>
        {items && items.length > 0 && (
          <p className="collection-section__meta">
            {goal
              ? <Plural value={shownCount} one="# goal" other="# goals" />
              : <Plural value={shownCount} one="# habit" other="# habits" />}
          </p>
        )}
      </div>
      {body}
    </section>
  );
}

interface CustomItemPanelProps {
  kind: ItemKind;
  category: CategoryFilter;
  signedIn: boolean;
  onCreate: (draft: CustomItemDraft) => Promise<unknown>;
  /** Advice under the title, e.g. how to write a good goal (SPEC §3). */
  advice?: string;
}

/** 'Create your own goal' / 'habit', with a way to search the whole catalogue. */
export function CustomItemPanel({ kind, category, signedIn, onCreate, advice }: CustomItemPanelProps) {
  const headingId = useId();
  const goal = kind === 'GOAL';
  const search = <Link to={`/list?entity=${goal ? 'goal' : 'habit'}`}>{goal ? <Trans>Search every goal</Trans> : <Trans>Search every habit</Trans>}</Link>;
  return (
    <section className="collection-section card collection-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="collection-section__title">
        {goal ? <Trans>Create your own goal</Trans> : <Trans>Create your own habit</Trans>}
      </h2>
      {advice && <p className="collection-panel__text">{advice}</p>}
      {signedIn ? (
        <CustomItemForm kind={kind} category={category} onCreate={onCreate} />
      ) : (
        <p className="collection-panel__text">
          <LoginLink>{goal ? <Trans>Login to create custom goals</Trans> : <Trans>Login to create custom habits</Trans>}</LoginLink>
        </p>
      )}
      <p className="collection-panel__aside">
        <Trans>Looking for something specific? {search}</Trans>
      </p>
    </section>
  );
}

interface PopularItemsSectionProps {
  kind: ItemKind;
  category: CategoryFilter;
  signedIn: boolean;
  onAdd: (item: ItemCard_ItemFragment) => void;
  /** The plan's limit is reached: each Add says so and explains instead of confirming. */
  full?: boolean;
}

/** 'Popular goals' / 'habits' of the category, each with Add (or a login link). */
export function PopularItemsSection({ kind, category, signedIn, onAdd, full = false }: PopularItemsSectionProps) {
  const { t } = useLingui();
  const headingId = useId();
  const goal = kind === 'GOAL';
  const categoryName = category === 'All' ? null : filterLabel(category);
  return (
    <section className="collection-section" aria-labelledby={headingId}>
      <div className="collection-section__head">
        <h2 id={headingId} className="collection-section__title">
          {categoryName
            ? (goal ? <Trans>Popular {categoryName} goals</Trans> : <Trans>Popular {categoryName} habits</Trans>)
            : (goal ? <Trans>Popular goals</Trans> : <Trans>Popular habits</Trans>)}
        </h2>
      </div>
      <PopularItemsGrid
        key={category}
        kind={kind}
        category={category}
        headingId={headingId}
        renderAction={(item, titleId) => (signedIn ? (
          <AddButton
            label={goal ? t`Add Goal` : t`Add Habit`}
            fullLabel={goal ? t`Goal limit reached` : t`Habit limit reached`}
            added={item.added}
            full={full}
            describedBy={titleId}
            onClick={() => onAdd(item)}
          />
        ) : (
          <LoginLink className="btn btn--secondary btn--small"><Trans>Login to add</Trans></LoginLink>
        ))}
      />
    </section>
  );
}
