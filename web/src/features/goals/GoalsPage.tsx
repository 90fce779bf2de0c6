import { skipToken, useQuery } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { MyGoalsDocument } from '../../gql/graphql';
import { Spinner } from '../../ui/Spinner';
import { useMe } from '../../shared/session/useMe';
import { addCandidate, useAddItemFlow } from '../../shared/collection/AddItemFlow';
import { filterLabel, focusCategory, type CategoryFilter } from '../../shared/collection/category-filter';
import { CategoryPicker } from '../../shared/collection/CategoryPicker';
import { CollectionHeader } from '../../shared/collection/CollectionHeader';
import { CustomItemPanel, MyItemsSection, PopularItemsSection, useLoadFailedToast } from '../../shared/collection/CollectionSections';
import { ownsSuggestion } from '../../shared/collection/owned-items';
import { PlanUsage, usePlanRoom } from '../../shared/collection/PlanUsage';
import { GoalSuggestions, SuggestionsPanel } from '../../shared/suggestions/SuggestionBlocks';
import { CurrentGoalList } from './CurrentGoals';
import { useAddLink } from '../../shared/links/useItemLinks';
import '../../shared/collection/collection.css';
import './goals.css';
import { PLAN_TEXTS } from '../../shared/goal-plan/plan-texts';
import { GOALS_MESSAGES } from './goals-texts';

/** /goals (SPEC §2 Goals page): open to visitors, who browse; adding and creating offer login. */
export function GoalsPage() {
  const { me, loading: meLoading } = useMe();
  const [category, setCategory] = useState<CategoryFilter>('All');
  const addGoal = useAddLink('GOAL');
  // Each visit reads the goals again: their progress moves with every habit ticked and task done elsewhere.
  const myGoals = useQuery(MyGoalsDocument, me ? { fetchPolicy: 'cache-and-network' } : skipToken);
  useLoadFailedToast(myGoals.error, GOALS_MESSAGES.loadFailed);

  const room = usePlanRoom('GOAL', myGoals.data?.myGoals.length, me !== null);
  const flow = useAddItemFlow(room);
  const { t } = useLingui();

  if (meLoading) return <Spinner />;

  const signedIn = me !== null;
  const allGoals = myGoals.data?.myGoals;
  // 'All' asks the AI about the user's focus area (or Career when none is set).
  const suggestionCategory = category === 'All' ? focusCategory(me?.focusAreas) : category;
  const suggestionLabel = filterLabel(suggestionCategory);

  return (
    <div className="page collection-page">
      <title>{t`Goals · Cairn`}</title>
      <CollectionHeader
        eyebrow={t`Set your direction`}
        title={t`Goals`}
        lead={(
          <Trans>
            Choose what you want to achieve in each area of life, move each goal from New to Complete,
            and back it with habits.
          </Trans>
        )}
      >
        <CategoryPicker kind="GOAL" value={category} onChange={setCategory} />
        {me && <PlanUsage kind="GOAL" used={allGoals?.length} />}
      </CollectionHeader>

      <MyItemsSection
        kind="GOAL"
        category={category}
        onShowAll={() => setCategory('All')}
        signedIn={signedIn}
        signIn={{ title: t`Track your own goals`, text: t`Log in to add goals, write your own and follow each one from New to Complete.` }}
        owned={allGoals}
        error={myGoals.error}
        loadFailed={GOALS_MESSAGES.loadFailed}
        onRetry={() => myGoals.refetch()}
        emptyText={t`Pick a popular goal or an AI suggestion below, or write your own.`}
        renderList={(goals, labelledBy) => <CurrentGoalList goals={goals} labelledBy={labelledBy} />}
      />

      <div className="collection-columns">
        <CustomItemPanel
          kind="GOAL"
          category={category}
          signedIn={signedIn}
          advice={`${PLAN_TEXTS.advice} ${PLAN_TEXTS.customGoalHint}`}
          onCreate={(draft) => addGoal({ suggestion: { ...draft, headline: '', itemId: null } })}
        />
        <SuggestionsPanel kind="GOAL" title={t`Suggested for ${suggestionLabel}`} signedIn={signedIn}>
          <GoalSuggestions
            category={suggestionCategory}
            isAdded={(suggestion) => ownsSuggestion(allGoals ?? [], suggestion)}
            full={room.full}
            onAdd={(suggestion) => flow.start(addCandidate('GOAL', suggestion, () => addGoal({ suggestion })))}
          />
        </SuggestionsPanel>
      </div>

      <PopularItemsSection
        full={room.full}
        kind="GOAL"
        category={category}
        signedIn={signedIn}
        onAdd={(item) => flow.start(addCandidate('GOAL', item, () => addGoal({ itemId: item.id })))}
      />

      {flow.dialogs}
    </div>
  );
}
