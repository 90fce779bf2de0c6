import { useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import {
  GoalSuggestionsDocument, HabitSuggestionsDocument, type Category, type ItemKind, type SuggestionCard_SuggestionFragment,
} from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { SuggestionList, SuggestionsSignIn } from './SuggestionList';

interface SuggestionBlockProps {
  /** The category asked about (the Goals page asks for the focus area when 'All' is chosen). */
  category: Category;
  isAdded: (suggestion: SuggestionCard_SuggestionFragment) => boolean;
  onAdd: (suggestion: SuggestionCard_SuggestionFragment) => void;
  /** The plan's limit is reached. */
  full?: boolean;
}

/** AI-suggested goals for a category (signed-in users only). */
export function GoalSuggestions({ category, isAdded, onAdd, full }: SuggestionBlockProps) {
  const { data, error, refetch } = useQuery(GoalSuggestionsDocument, { variables: { category } });
  return (
    <SuggestionList
      key={category}
      kind="GOAL"
      suggestions={data?.goalSuggestions}
      error={error}
      retry={() => void refetch().catch(() => undefined)}
      isAdded={isAdded}
      full={full}
      onAdd={onAdd}
      topic={categoryLabel(category)}
    />
  );
}

/** AI-suggested habits for a category, for the goal the user came from when there is one. */
export function HabitSuggestions({ category, goalText, goalId, isAdded, onAdd, full }: SuggestionBlockProps & { goalText?: string; goalId?: string }) {
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(HabitSuggestionsDocument, { variables: { category, goalText, ...(goalId ? { goalId } : {}) } });
  return (
    <SuggestionList
      key={`${category}:${goalText ?? ''}`}
      kind="HABIT"
      suggestions={data?.habitSuggestions}
      error={error}
      retry={() => void refetch().catch(() => undefined)}
      isAdded={isAdded}
      full={full}
      onAdd={onAdd}
      topic={goalText ? t`your goal` : categoryLabel(category)}
    />
  );
}

interface SuggestionsPanelProps {
  kind: ItemKind;
  title: string;
  signedIn: boolean;
  /** The suggestions themselves, for a signed-in user. */
  children: ReactNode;
}

/** The AI suggestions panel of the Goals and Habits pages; visitors are asked to sign in. */
export function SuggestionsPanel({ kind, title, signedIn, children }: SuggestionsPanelProps) {
  const headingId = useId();
  return (
    <section className="collection-section card collection-panel collection-panel--ai" aria-labelledby={headingId}>
      <p className="collection-panel__eyebrow"><span aria-hidden="true">✦ </span><Trans>AI suggestions</Trans></p>
      <h2 id={headingId} className="collection-section__title">{title}</h2>
      {signedIn ? children : <SuggestionsSignIn kind={kind} />}
    </section>
  );
}
