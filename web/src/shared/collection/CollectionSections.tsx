import { useSnackbar } from 'notistack';
import { useEffect, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ItemCard_ItemFragment, ItemKind } from '../../gql/graphql';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { RetryNotice } from '../../ui/Notice';
import { themedToast } from '../../ui/toast-options';
import { failureText } from './api-messages';
import { filterLabel, KIND_NOUN, KIND_PLURAL, type CategoryFilter } from './category-filter';
import { AddButton } from './AddButton';
import { CustomItemForm, type CustomItemDraft } from './CustomItemForm';
import { LoginLink, SignInPanel } from './LoginLinks';
import { ownedInCategory, type OwnedItem } from './owned-items';
import { PopularItemsGrid } from './PopularItemsGrid';

// The sections the Goals and Habits pages share, worded for their kind.

/** 'goal' or 'habit', as the sections' texts use it. */
const singular = (kind: ItemKind) => KIND_NOUN[kind].toLowerCase();

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
  const headingId = useId();
  const plural = KIND_PLURAL[kind];
  const items = owned && ownedInCategory(owned, category);

  let body: ReactNode;
  if (!signedIn) {
    body = <SignInPanel title={signIn.title} text={signIn.text} />;
  } else if (owned && items) {
    body = items.length > 0 ? renderList(items, headingId) : (
      <div className="empty-panel">
        <p className="empty-panel__title">
          {owned.length === 0 ? `No ${plural} yet` : `No ${filterLabel(category)} ${plural} yet`}
        </p>
        <p className="empty-panel__text">{emptyText}</p>
        {owned.length > 0 && (
          <button type="button" className="btn btn--secondary" onClick={onShowAll}>
            Show all my {plural} ({owned.length})
          </button>
        )}
      </div>
    );
  } else if (error) {
    body = <RetryNotice onRetry={onRetry}><p>{loadFailed(failureText(error))}</p></RetryNotice>;
  } else {
    body = <CardSkeletons label={`Loading your ${plural}…`} count={2} layout="row" />;
  }

  return (
    <section className="collection-section" aria-labelledby={headingId}>
      <div className="collection-section__head">
        <h2 id={headingId} className="collection-section__title">
          {category === 'All' ? `My ${plural}` : `My ${filterLabel(category)} ${plural}`}
        </h2>
        {items && items.length > 0 && (
          <p className="collection-section__meta">{items.length} {items.length === 1 ? singular(kind) : plural}</p>
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
  const noun = singular(kind);
  return (
    <section className="collection-section card collection-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="collection-section__title">Create your own {noun}</h2>
      {advice && <p className="collection-panel__text">{advice}</p>}
      {signedIn ? (
        <CustomItemForm kind={kind} category={category} onCreate={onCreate} />
      ) : (
        <p className="collection-panel__text">
          <LoginLink>Login to create custom {KIND_PLURAL[kind]}</LoginLink>
        </p>
      )}
      <p className="collection-panel__aside">
        Looking for something specific? <Link to={`/list?entity=${noun}`}>Search every {noun}</Link>
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
  const headingId = useId();
  const plural = KIND_PLURAL[kind];
  return (
    <section className="collection-section" aria-labelledby={headingId}>
      <div className="collection-section__head">
        <h2 id={headingId} className="collection-section__title">
          {category === 'All' ? `Popular ${plural}` : `Popular ${filterLabel(category)} ${plural}`}
        </h2>
      </div>
      <PopularItemsGrid
        key={category}
        kind={kind}
        category={category}
        headingId={headingId}
        renderAction={(item, titleId) => (signedIn ? (
          <AddButton
            label={`Add ${KIND_NOUN[kind]}`}
            fullLabel={`${KIND_NOUN[kind]} limit reached`}
            added={item.added}
            full={full}
            describedBy={titleId}
            onClick={() => onAdd(item)}
          />
        ) : (
          <LoginLink className="btn btn--secondary btn--small">Login to add</LoginLink>
        ))}
      />
    </section>
  );
}
