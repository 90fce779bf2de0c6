import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { LoginLink } from '../collection/LoginLinks';
import type { ItemKind, SuggestionCard_SuggestionFragment } from '../../gql/graphql';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { i18n } from '../../ui/i18n/i18n';
import { RetryNotice } from '../../ui/Notice';
import { themedToast } from '../../ui/toast-options';
import { failureText } from '../collection/api-messages';
import { AddButton } from '../collection/AddButton';
import { ItemCard } from '../collection/ItemCard';
import { ShowMoreFooter, useShowMoreCount } from '../collection/ShowMore';
import './suggestions.css';

/** The suggestions' texts of SPEC §8, in the active locale. */
export const SUGGESTION_MESSAGES = {
  get signInGoals() { return i18n._(msg`Sign in to see AI Goal suggestions`); },
  get signInHabits() { return i18n._(msg`Sign in to see AI Habit suggestions`); },
  goalsFailed: (message: string) => i18n._(msg`Error fetching AI goals: ${message}`),
  habitsFailed: (message: string) => i18n._(msg`Error fetching AI habits: ${message}`),
} as const;

/** One key per suggestion: the catalogue item when there is one, else its text. */
export function suggestionKey(suggestion: SuggestionCard_SuggestionFragment): string {
  return suggestion.itemId ?? `text:${suggestion.text}`;
}

/** For visitors, where the suggestions would be (SPEC §1). */
export function SuggestionsSignIn({ kind }: { kind: ItemKind }) {
  return (
    <p className="suggestions-signin">
      <span className="suggestions-signin__spark" aria-hidden="true">✦</span>
      <LoginLink>{kind === 'GOAL' ? SUGGESTION_MESSAGES.signInGoals : SUGGESTION_MESSAGES.signInHabits}</LoginLink>
    </p>
  );
}

interface SuggestionListProps {
  kind: ItemKind;
  suggestions: readonly SuggestionCard_SuggestionFragment[] | undefined;
  error: unknown;
  retry: () => void;
  isAdded: (suggestion: SuggestionCard_SuggestionFragment) => boolean;
  onAdd: (suggestion: SuggestionCard_SuggestionFragment) => void;
  /** The plan's limit is reached: each Add says so. */
  full?: boolean;
  /** What the list is about, for the loading and empty texts (e.g. 'Health'). */
  topic: string;
}

/**
 * AI suggestions: skeletons while the model works, then 5 at a time with 'Show More', each with
 * Add (or Added). A failed fetch is toasted with the spec's text and can be retried.
 */
export function SuggestionList({ kind, suggestions, error, retry, isAdded, onAdd, topic, full = false }: SuggestionListProps) {
  const { t } = useLingui();
  const { count, showMore } = useShowMoreCount();
  const { enqueueSnackbar } = useSnackbar();
  const goal = kind === 'GOAL';

  useEffect(() => {
    if (!error) return;
    const message = failureText(error);
    enqueueSnackbar(kind === 'GOAL' ? SUGGESTION_MESSAGES.goalsFailed(message) : SUGGESTION_MESSAGES.habitsFailed(message),
      themedToast('error'));
  }, [error, kind, enqueueSnackbar]);

  if (!suggestions) {
    if (error) {
      return (
        <RetryNotice onRetry={retry}>
          <p>{goal ? <Trans>The AI goal suggestions could not be fetched.</Trans> : <Trans>The AI habit suggestions could not be fetched.</Trans>}</p>
        </RetryNotice>
      );
    }
    return <CardSkeletons label={goal ? t`Finding goals for ${topic}…` : t`Finding habits for ${topic}…`} count={3} layout="row" className="suggestion-skeletons" />;
  }

  if (suggestions.length === 0) {
    return (
      <p className="empty-state">
        {goal
          ? <Trans>No new goals to suggest for {topic} right now: you already have the ones we would pick.</Trans>
          : <Trans>No new habits to suggest for {topic} right now: you already have the ones we would pick.</Trans>}
      </p>
    );
  }

  const shown = suggestions.slice(0, count);
  return (
    <>
      <ul className="suggestion-list">
        {shown.map((suggestion) => {
          const added = isAdded(suggestion);
          return (
            <li key={suggestionKey(suggestion)}>
              <ItemCard
                layout="row"
                headingLevel="h3"
                showCategory={false}
                item={{ ...suggestion, description: undefined }}
                action={(titleId) => (
                  <AddButton
                    label={t`Add`}
                    fullLabel={goal ? t`Goal limit reached` : t`Habit limit reached`}
                    added={added}
                    full={full}
                    describedBy={titleId}
                    onClick={() => onAdd(suggestion)}
                  />
                )}
              />
            </li>
          );
        })}
      </ul>
      <ShowMoreFooter shown={shown.length} total={suggestions.length} noun="suggestions" onShowMore={showMore} />
    </>
  );
}

