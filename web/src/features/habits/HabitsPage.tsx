import { skipToken, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { MyHabitsDocument } from '../../gql/graphql';
import { categoryLabel } from '../../ui/categories';
import { Spinner } from '../../ui/Spinner';
import { useMe } from '../../shared/session/useMe';
import { addCandidate, useAddItemFlow, type FromGoalState } from '../../shared/collection/AddItemFlow';
import { filterLabel, focusCategory, isCategoryFilter, type CategoryFilter } from '../../shared/collection/category-filter';
import { CategoryPicker } from '../../shared/collection/CategoryPicker';
import { CollectionHeader } from '../../shared/collection/CollectionHeader';
import { CustomItemPanel, MyItemsSection, PopularItemsSection, useLoadFailedToast } from '../../shared/collection/CollectionSections';
import { ownsSuggestion } from '../../shared/collection/owned-items';
import { PlanUsage, usePlanRoom } from '../../shared/collection/PlanUsage';
import { HabitSuggestions, SuggestionsPanel } from '../../shared/suggestions/SuggestionBlocks';
import { CurrentHabitList } from './CurrentHabits';
import { useAddLink } from '../../shared/links/useItemLinks';
import '../../shared/collection/collection.css';
import './habits.css';
import { Icon } from '../../ui/Icon';
import { i18n } from '../../ui/i18n/i18n';

export const HABITS_PAGE_MESSAGES = {
  loadFailed: (message: string) => i18n._(msg`Error fetching user habits: ${message}`),
} as const;

/** The navigation state from the add-goal flow's 'Proceed to habits', when it is well formed. */
function fromGoalState(state: unknown): FromGoalState | null {
  const candidate = state as Partial<FromGoalState> | null;
  if (!candidate?.fromGoal || typeof candidate.goalText !== 'string' || !candidate.goalText.trim()) return null;
  const category: unknown = candidate.goalCategory;
  if (!isCategoryFilter('HABIT', category) || category === 'All') return null;
  const goalId = typeof candidate.goalId === 'string' && candidate.goalId ? candidate.goalId : undefined;
  return { fromGoal: true, goalText: candidate.goalText, goalCategory: category, ...(goalId ? { goalId } : {}) };
}

/** /habits (SPEC §2 Habits page); location.state may carry fromGoal, goalText and goalCategory. */
export function HabitsPage() {
  const location = useLocation();
  const fromGoal = fromGoalState(location.state);
  // A new arrival from a goal starts the page again.
  return <HabitsScreen key={location.key} fromGoal={fromGoal} />;
}

function HabitsScreen({ fromGoal }: { fromGoal: FromGoalState | null }) {
  const { me, loading: meLoading } = useMe();
  const navigate = useNavigate();
  // From a goal the page still lists every habit (a suggestion for a Career goal may be Essential);
  // the goal's category steers the suggestions.
  const [category, setCategory] = useState<CategoryFilter>('All');
  const addHabit = useAddLink('HABIT');
  const myHabits = useQuery(MyHabitsDocument, me ? {} : skipToken);
  const ids = useId();
  const { t } = useLingui();
  useLoadFailedToast(myHabits.error, HABITS_PAGE_MESSAGES.loadFailed);

  const room = usePlanRoom('HABIT', myHabits.data?.myHabits.length, me !== null);
  const flow = useAddItemFlow(room);

  if (meLoading) return <Spinner />;

  const signedIn = me !== null;
  const allHabits = myHabits.data?.myHabits;
  const suggestionCategory = category !== 'All' ? category : fromGoal?.goalCategory ?? focusCategory(me?.focusAreas);
  // Arrived from a goal just added: every habit added here serves it (issue 15).
  const goalId = fromGoal?.goalId;
  const goalCategory = fromGoal && categoryLabel(fromGoal.goalCategory);
  const suggestionLabel = filterLabel(suggestionCategory);

  return (
    <div className="page collection-page">
      <title>{t`Habits · Cairn`}</title>
      <CollectionHeader
        eyebrow={t`Small steps, every day`}
        title={t`Habits`}
        lead={t`Habits carry your goals. Choose a few you can keep daily, and check them off on your Work screen.`}
      >
        <CategoryPicker kind="HABIT" value={category} onChange={setCategory} />
        {me && <PlanUsage kind="HABIT" used={allHabits?.length} />}
      </CollectionHeader>

      {fromGoal && (
        <section className="goal-banner" aria-labelledby={`${ids}-goal`}>
          <Icon name="goals" className="goal-banner__icon" />
          <div className="goal-banner__body">
            <p id={`${ids}-goal`} className="goal-banner__label"><Trans>Building habits for your goal</Trans></p>
            <p className="goal-banner__goal" translate="no">{fromGoal.goalText}</p>
            <p className="goal-banner__hint">
              <Trans>Suggestions below are picked for this goal in {goalCategory}.</Trans>
              {goalId && <> <Trans>Habits you add here are linked to it, and count towards its progress.</Trans></>}
            </p>
          </div>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => navigate('/habits', { replace: true })}>
            <Trans>Browse all habits</Trans>
          </button>
        </section>
      )}

      <MyItemsSection
        kind="HABIT"
        category={category}
        onShowAll={() => setCategory('All')}
        signedIn={signedIn}
        signIn={{ title: t`Build your own habits`, text: t`Log in to add habits, write your own and check them off day by day.` }}
        owned={allHabits}
        error={myHabits.error}
        loadFailed={HABITS_PAGE_MESSAGES.loadFailed}
        onRetry={() => myHabits.refetch()}
        emptyText={fromGoal ? t`Add a suggested habit below, or write your own.` : t`Pick a popular habit or an AI suggestion below, or write your own.`}
        renderList={(habits, labelledBy) => <CurrentHabitList habits={habits} labelledBy={labelledBy} />}
      />

      <div className="collection-columns">
        <CustomItemPanel
          kind="HABIT"
          category={category}
          signedIn={signedIn}
          onCreate={(draft) => addHabit({ suggestion: { ...draft, headline: '', itemId: null }, goalId })}
        />
        <SuggestionsPanel
          kind="HABIT"
          title={fromGoal ? t`Suggested for your goal` : t`Suggested for ${suggestionLabel}`}
          signedIn={signedIn}
        >
          <HabitSuggestions
            category={suggestionCategory}
            goalText={fromGoal?.goalText}
            goalId={goalId}
            isAdded={(suggestion) => ownsSuggestion(allHabits ?? [], suggestion)}
            full={room.full}
            onAdd={(suggestion) => flow.start(addCandidate('HABIT', suggestion, () => addHabit({ suggestion, goalId })))}
          />
        </SuggestionsPanel>
      </div>

      {/* Popular habits stay hidden when the user arrived from a goal (SPEC §2 Habits page). */}
      {!fromGoal && (
        <PopularItemsSection
          full={room.full}
          kind="HABIT"
          category={category}
          signedIn={signedIn}
          onAdd={(item) => flow.start(addCandidate('HABIT', item, () => addHabit({ itemId: item.id, goalId })))}
        />
      )}

      {flow.dialogs}
    </div>
  );
}
