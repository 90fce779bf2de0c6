import { skipToken, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MyGoalsDocument, type ItemCard_ItemFragment, type SuggestionCard_SuggestionFragment } from '../../gql/graphql';
import { CardSkeletons } from '../../ui/CardSkeletons';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { themedToast } from '../../ui/toast-options';
import { useMe } from '../auth/useMe';
import { useAddItemFlow, type AddCandidate } from '../catalogue/AddItemFlow';
import { failureText } from '../catalogue/api-messages';
import { filterLabel, focusCategory, type CategoryFilter } from '../catalogue/category-filter';
import { CategoryPicker } from '../catalogue/CategoryPicker';
import { CustomItemForm } from '../catalogue/CustomItemForm';
import { LoginLink, SignInPanel } from '../catalogue/LoginLinks';
import { PlanUsage } from '../catalogue/PlanUsage';
import { PopularItemsGrid } from '../catalogue/PopularItemsGrid';
import { GoalSuggestions } from '../suggestions/SuggestionBlocks';
import { SuggestionsSignIn } from '../suggestions/SuggestionList';
import { useAddSuggestedGoal } from '../suggestions/useSuggestionMutations';
import { CurrentGoalList } from './CurrentGoals';
import { useAddGoal } from './useGoalMutations';
import { TutorialGoalsModal } from '../tutorial/TutorialGoalsModal';
import '../catalogue/catalogue.css';
import './goals.css';

export const GOALS_MESSAGES = {
  loadFailed: (message: string) => `Error fetching user goals: ${message}`,
} as const;

/** /goals (SPEC §2 Goals page): open to visitors, who browse; adding and creating offer login. */
export function GoalsPage() {
  const { me, loading: meLoading } = useMe();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const { enqueueSnackbar } = useSnackbar();
  const flow = useAddItemFlow();
  const addGoal = useAddGoal();
  const addSuggestedGoal = useAddSuggestedGoal();
  const myGoals = useQuery(MyGoalsDocument, me ? {} : skipToken);
  const ids = useId();

  const goalsError = myGoals.error;
  useEffect(() => {
    if (goalsError) enqueueSnackbar(GOALS_MESSAGES.loadFailed(failureText(goalsError)), themedToast('error'));
  }, [goalsError, enqueueSnackbar]);

  if (meLoading) return <Spinner />;

  const allGoals = myGoals.data?.myGoals;
  const goals = allGoals?.filter((goal) => category === 'All' || goal.item.category === category);
  // 'All' asks the AI about the user's focus area (or Career when none is set).
  const suggestionCategory = category === 'All' ? focusCategory(me?.focusAreas) : category;

  const startPopular = (item: ItemCard_ItemFragment) => {
    const candidate: AddCandidate = {
      kind: 'GOAL', text: item.text, headline: item.headline, category: item.category,
      add: () => addGoal(item.id),
    };
    flow.start(candidate);
  };

  const startSuggested = (suggestion: SuggestionCard_SuggestionFragment) => {
    flow.start({
      kind: 'GOAL', text: suggestion.text, headline: suggestion.headline, category: suggestion.category,
      add: () => addSuggestedGoal(suggestion),
    });
  };

  const suggestionAdded = (suggestion: SuggestionCard_SuggestionFragment) =>
    (allGoals ?? []).some((goal) => (suggestion.itemId ? goal.item.id === suggestion.itemId : false)
      || goal.item.text.trim().toLowerCase() === suggestion.text.trim().toLowerCase());

  return (
    <div className="page collection-page">
      <title>Goals · Cairn</title>
      <header className="collection-header">
        <div className="collection-header__intro">
          <p className="page__eyebrow">Set your direction</p>
          <h1 className="collection-header__title">Goals</h1>
          <p className="collection-header__lead">
            Choose what you want to achieve in each area of life, move each goal from New to Complete,
            and back it with habits.
          </p>
        </div>
        <div className="collection-header__tools">
          <CategoryPicker kind="GOAL" value={category} onChange={setCategory} />
          {me && <PlanUsage kind="GOAL" used={allGoals?.length} />}
        </div>
      </header>

      {/* The tutorial's 'Creating Your First Goal' modal: shows itself at the tutorial's goals step. */}
      <TutorialGoalsModal />

      <section className="collection-section" aria-labelledby={`${ids}-mine`}>
        <div className="collection-section__head">
          <h2 id={`${ids}-mine`} className="collection-section__title">
            {category === 'All' ? 'My goals' : `My ${filterLabel(category)} goals`}
          </h2>
          {goals && goals.length > 0 && <p className="collection-section__meta">{goals.length} {goals.length === 1 ? 'goal' : 'goals'}</p>}
        </div>
        {!me ? (
          <SignInPanel title="Track your own goals" text="Log in to add goals, write your own and follow each one from New to Complete." />
        ) : allGoals && goals ? (
          goals.length > 0 ? (
            <CurrentGoalList goals={goals} labelledBy={`${ids}-mine`} />
          ) : (
            <div className="empty-panel">
              <p className="empty-panel__title">
                {allGoals.length === 0 ? 'No goals yet' : `No ${filterLabel(category)} goals yet`}
              </p>
              <p className="empty-panel__text">
                Pick a popular goal or an AI suggestion below, or write your own.
              </p>
              {allGoals.length > 0 && (
                <button type="button" className="btn btn--secondary" onClick={() => setCategory('All')}>
                  Show all my goals ({allGoals.length})
                </button>
              )}
            </div>
          )
        ) : goalsError ? (
          <Notice tone="error" takeFocus={false}>
            <p>{GOALS_MESSAGES.loadFailed(failureText(goalsError))}</p>
            <div className="notice__actions">
              <button type="button" className="btn btn--secondary" onClick={() => void myGoals.refetch().catch(() => undefined)}>
                Try again
              </button>
            </div>
          </Notice>
        ) : (
          <CardSkeletons label="Loading your goals…" count={2} layout="row" />
        )}
      </section>

      <div className="collection-columns">
        <section className="collection-section card collection-panel" aria-labelledby={`${ids}-custom`}>
          <h2 id={`${ids}-custom`} className="collection-section__title">Create your own goal</h2>
          {me ? (
            <CustomItemForm
              kind="GOAL"
              category={category}
              onCreate={(draft) => addSuggestedGoal({ ...draft, headline: '', itemId: null })}
            />
          ) : (
            <p className="collection-panel__text">
              <LoginLink>Login to create custom goals</LoginLink>
            </p>
          )}
          <p className="collection-panel__aside">
            Looking for something specific? <Link to="/list?entity=goal">Search every goal</Link>
          </p>
        </section>

        <section className="collection-section card collection-panel collection-panel--ai" aria-labelledby={`${ids}-ai`}>
          <p className="collection-panel__eyebrow"><span aria-hidden="true">✦ </span>AI suggestions</p>
          <h2 id={`${ids}-ai`} className="collection-section__title">
            Suggested for {filterLabel(suggestionCategory)}
          </h2>
          {me ? (
            <GoalSuggestions category={suggestionCategory} isAdded={suggestionAdded} onAdd={startSuggested} />
          ) : (
            <SuggestionsSignIn kind="GOAL" />
          )}
        </section>
      </div>

      <section className="collection-section" aria-labelledby={`${ids}-popular`}>
        <div className="collection-section__head">
          <h2 id={`${ids}-popular`} className="collection-section__title">
            {category === 'All' ? 'Popular goals' : `Popular ${filterLabel(category)} goals`}
          </h2>
        </div>
        <PopularItemsGrid
          key={category}
          kind="GOAL"
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
              {item.added ? 'Added' : 'Add Goal'}
            </button>
          ) : (
            <LoginLink className="btn btn--secondary btn--small">Login to add</LoginLink>
          ))}
        />
      </section>

      {flow.dialogs}
    </div>
  );
}
