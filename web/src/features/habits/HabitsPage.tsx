import { skipToken, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { MyHabitsDocument, type ItemCard_ItemFragment, type SuggestionCard_SuggestionFragment } from '../../gql/graphql';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { categoryLabel } from '../../ui/categories';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { themedToast } from '../../ui/toast-options';
import { useMe } from '../auth/useMe';
import { useAddItemFlow, type FromGoalState } from '../catalogue/AddItemFlow';
import { failureText } from '../catalogue/api-messages';
import { filterLabel, focusCategory, isCategoryFilter, type CategoryFilter } from '../catalogue/category-filter';
import { CategoryPicker } from '../catalogue/CategoryPicker';
import { CustomItemForm } from '../catalogue/CustomItemForm';
import { LoginLink, SignInPanel } from '../catalogue/LoginLinks';
import { PlanUsage } from '../catalogue/PlanUsage';
import { PopularItemsGrid } from '../catalogue/PopularItemsGrid';
import { HabitSuggestions } from '../suggestions/SuggestionBlocks';
import { SuggestionsSignIn } from '../suggestions/SuggestionList';
import { useAddSuggestedHabit } from '../suggestions/useSuggestionMutations';
import { CurrentHabitList } from './CurrentHabits';
import { useAddHabit } from './useHabitMutations';
import '../catalogue/catalogue.css';
import './habits.css';

export const HABITS_PAGE_MESSAGES = {
  loadFailed: (message: string) => `Error fetching user habits: ${message}`,
} as const;

/** The navigation state from the add-goal flow's 'Proceed to habits', when it is well formed. */
function fromGoalState(state: unknown): FromGoalState | null {
  const candidate = state as Partial<FromGoalState> | null;
  if (!candidate?.fromGoal || typeof candidate.goalText !== 'string' || !candidate.goalText.trim()) return null;
  const category: unknown = candidate.goalCategory;
  if (!isCategoryFilter('HABIT', category) || category === 'All') return null;
  return { fromGoal: true, goalText: candidate.goalText, goalCategory: category };
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
  const { enqueueSnackbar } = useSnackbar();
  const flow = useAddItemFlow();
  const addHabit = useAddHabit();
  const addSuggestedHabit = useAddSuggestedHabit();
  const myHabits = useQuery(MyHabitsDocument, me ? {} : skipToken);
  const ids = useId();

  const habitsError = myHabits.error;
  useEffect(() => {
    if (habitsError) enqueueSnackbar(HABITS_PAGE_MESSAGES.loadFailed(failureText(habitsError)), themedToast('error'));
  }, [habitsError, enqueueSnackbar]);

  if (meLoading) return <Spinner />;

  const allHabits = myHabits.data?.myHabits;
  const habits = allHabits?.filter((habit) => category === 'All' || habit.item.category === category);
  const suggestionCategory = category !== 'All' ? category : fromGoal?.goalCategory ?? focusCategory(me?.focusAreas);

  const startPopular = (item: ItemCard_ItemFragment) => {
    flow.start({ kind: 'HABIT', text: item.text, headline: item.headline, category: item.category, add: () => addHabit(item.id) });
  };

  const startSuggested = (suggestion: SuggestionCard_SuggestionFragment) => {
    flow.start({
      kind: 'HABIT', text: suggestion.text, headline: suggestion.headline, category: suggestion.category,
      add: () => addSuggestedHabit(suggestion),
    });
  };

  const suggestionAdded = (suggestion: SuggestionCard_SuggestionFragment) =>
    (allHabits ?? []).some((habit) => (suggestion.itemId ? habit.item.id === suggestion.itemId : false)
      || habit.item.text.trim().toLowerCase() === suggestion.text.trim().toLowerCase());

  return (
    <div className="page collection-page">
      <title>Habits · Cairn</title>
      <header className="collection-header">
        <div className="collection-header__intro">
          <p className="page__eyebrow">Small steps, every day</p>
          <h1 className="collection-header__title">Habits</h1>
          <p className="collection-header__lead">
            Habits carry your goals. Choose a few you can keep daily, and check them off on your Work screen.
          </p>
        </div>
        <div className="collection-header__tools">
          <CategoryPicker kind="HABIT" value={category} onChange={setCategory} />
          {me && <PlanUsage kind="HABIT" used={allHabits?.length} />}
        </div>
      </header>

      {fromGoal && (
        <section className="goal-banner" aria-labelledby={`${ids}-goal`}>
          <span className="goal-banner__icon" aria-hidden="true">🎯</span>
          <div className="goal-banner__body">
            <p id={`${ids}-goal`} className="goal-banner__label">Building habits for your goal</p>
            <p className="goal-banner__goal">{fromGoal.goalText}</p>
            <p className="goal-banner__hint">
              Suggestions below are picked for this goal in {categoryLabel(fromGoal.goalCategory)}.
            </p>
          </div>
          <button type="button" className="btn btn--secondary btn--small" onClick={() => navigate('/habits', { replace: true })}>
            Browse all habits
          </button>
        </section>
      )}

      <section className="collection-section" aria-labelledby={`${ids}-mine`}>
        <div className="collection-section__head">
          <h2 id={`${ids}-mine`} className="collection-section__title">
            {category === 'All' ? 'My habits' : `My ${filterLabel(category)} habits`}
          </h2>
          {habits && habits.length > 0 && <p className="collection-section__meta">{habits.length} {habits.length === 1 ? 'habit' : 'habits'}</p>}
        </div>
        {!me ? (
          <SignInPanel title="Build your own habits" text="Log in to add habits, write your own and check them off day by day." />
        ) : allHabits && habits ? (
          habits.length > 0 ? (
            <CurrentHabitList habits={habits} labelledBy={`${ids}-mine`} />
          ) : (
            <div className="empty-panel">
              <p className="empty-panel__title">
                {allHabits.length === 0 ? 'No habits yet' : `No ${filterLabel(category)} habits yet`}
              </p>
              <p className="empty-panel__text">
                {fromGoal ? 'Add a suggested habit below, or write your own.' : 'Pick a popular habit or an AI suggestion below, or write your own.'}
              </p>
              {allHabits.length > 0 && (
                <button type="button" className="btn btn--secondary" onClick={() => setCategory('All')}>
                  Show all my habits ({allHabits.length})
                </button>
              )}
            </div>
          )
        ) : habitsError ? (
          <Notice tone="error" takeFocus={false}>
            <p>{HABITS_PAGE_MESSAGES.loadFailed(failureText(habitsError))}</p>
            <div className="notice__actions">
              <button type="button" className="btn btn--secondary" onClick={() => void myHabits.refetch().catch(() => undefined)}>
                Try again
              </button>
            </div>
          </Notice>
        ) : (
          <CardSkeletons label="Loading your habits…" count={2} layout="row" />
        )}
      </section>

      <div className="collection-columns">
        <section className="collection-section card collection-panel" aria-labelledby={`${ids}-custom`}>
          <h2 id={`${ids}-custom`} className="collection-section__title">Create your own habit</h2>
          {me ? (
            <CustomItemForm
              kind="HABIT"
              category={category}
              onCreate={(draft) => addSuggestedHabit({ ...draft, headline: '', itemId: null })}
            />
          ) : (
            <p className="collection-panel__text">
              <LoginLink>Login to create custom habits</LoginLink>
            </p>
          )}
          <p className="collection-panel__aside">
            Looking for something specific? <Link to="/list?entity=habit">Search every habit</Link>
          </p>
        </section>

        <section className="collection-section card collection-panel collection-panel--ai" aria-labelledby={`${ids}-ai`}>
          <p className="collection-panel__eyebrow"><span aria-hidden="true">✦ </span>AI suggestions</p>
          <h2 id={`${ids}-ai`} className="collection-section__title">
            {fromGoal ? 'Suggested for your goal' : `Suggested for ${filterLabel(suggestionCategory)}`}
          </h2>
          {me ? (
            <HabitSuggestions
              category={suggestionCategory}
              goalText={fromGoal?.goalText}
              isAdded={suggestionAdded}
              onAdd={startSuggested}
            />
          ) : (
            <SuggestionsSignIn kind="HABIT" />
          )}
        </section>
      </div>

      {/* Popular habits stay hidden when the user arrived from a goal (SPEC §2 Habits page). */}
      {!fromGoal && (
        <section className="collection-section" aria-labelledby={`${ids}-popular`}>
          <div className="collection-section__head">
            <h2 id={`${ids}-popular`} className="collection-section__title">
              {category === 'All' ? 'Popular habits' : `Popular ${filterLabel(category)} habits`}
            </h2>
          </div>
          <PopularItemsGrid
            key={category}
            kind="HABIT"
            category={category}
            headingId={`${ids}-popular`}
            renderAction={(item, titleId) => (me ? (
              <button
                type="button"
                className={`btn ${item.added ? 'btn--added' : 'btn--primary'} btn--small`}
                aria-describedby={titleId}
                disabled={item.added}
                onClick={() => startPopular(item)}
              >
                {item.added ? 'Added' : 'Add Habit'}
              </button>
            ) : (
              <LoginLink className="btn btn--secondary btn--small">Login to add</LoginLink>
            ))}
          />
        </section>
      )}

      {flow.dialogs}
    </div>
  );
}
