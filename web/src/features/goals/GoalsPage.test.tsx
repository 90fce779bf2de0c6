import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { apiError } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { AddGoalDocument, AddGoalMilestonesDocument, AddSuggestedGoalDocument, SetGoalStatusDocument } from '../../gql/graphql';
import {
  catalogueMock, goalSuggestionsMock, item, items, myGoalsMock, myHabitsMock, planUsageMock, userGoal, userHabit,
} from '../../../test/collection-mocks';
import { GoalsPage } from './GoalsPage';

const PLAN_LIMIT_MESSAGE =
  'The Free plan holds up to 5 goals. Remove one, or switch to the Unlimited plan for unlimited goals, habits and tasks.';

function renderGoals(mocks: MockLink.MockedResponse[], hold?: string) {
  return renderApp({
    path: '/goals',
    mocks,
    hold,
    routeTable: [
      { path: '/goals', element: <GoalsPage /> },
      { path: '/habits', element: <p>Habits screen</p> },
      { path: '/login', element: <p>Login screen</p> },
    ],
  });
}

/** A signed-in user with the given goals, 5 popular goals of 12, and 7 AI suggestions for Health. */
function signedInMocks(goals: ReturnType<typeof userGoal>[] = [], extra: MockLink.MockedResponse[] = []) {
  return [
    meMock(SAMPLE_USER),
    planUsageMock(),
    myGoalsMock(goals),
    catalogueMock('GOAL', 5, items('GOAL', 1, 5), 12),
    goalSuggestionsMock('Health', 7),
    ...extra,
  ];
}

function popularCard(headline: string) {
  return within(screen.getByRole('list', { name: /^Popular/ })).getByRole('article', { name: headline });
}

async function findPopularCard(headline: string) {
  return within(await screen.findByRole('list', { name: /^Popular/ })).findByRole('article', { name: headline });
}

describe('GoalsPage', () => {
  it('lets a visitor browse the popular goals, offering login to add or create', async () => {
    renderGoals([meMock(null), catalogueMock('GOAL', 5, items('GOAL', 1, 5), 12)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Goals' })).toBeInTheDocument();
    await findPopularCard('Goal 1');
    expect(within(popularCard('Goal 1')).getByRole('link', { name: 'Login to add' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Login to create custom goals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to see AI Goal suggestions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Goal' })).not.toBeInTheDocument();
  });

  describe('the add-goal flow', () => {
    it('confirms, shows the adding modal, toasts, marks the card Added, and proceeds to habits with the goal', async () => {
      const user = userEvent.setup();
      const added = userGoal(2, 'NOT_STARTED');
      const { router } = renderGoals(signedInMocks([], [{
        request: { query: AddGoalDocument, variables: { itemId: 'goal-item-2' } },
        result: { data: { addGoal: added } },
      }]));

      await user.click(within(await findPopularCard('Goal 2')).getByRole('button', { name: 'Add Goal' }));
      const confirm = screen.getByRole('dialog', { name: 'Add this goal?' });
      expect(confirm).toHaveTextContent('Goal 2 in full words');
      await user.click(within(confirm).getByRole('button', { name: 'Add Goal' }));

      const adding = screen.getByRole('dialog', { name: 'Adding goal' });
      expect(within(adding).getByRole('status')).toHaveTextContent('Adding “Goal 2 in full words” to your goals…');

      const done = await screen.findByRole('dialog', { name: 'Goal added' });
      expect(screen.queryByRole('dialog', { name: 'Adding goal' })).not.toBeInTheDocument();
      expect(screen.getByText('Goal "Goal 2" added successfully!')).toBeInTheDocument();
      expect(within(done).getByRole('button', { name: 'Proceed to habits' })).toHaveFocus();
      // The answer's item carries added = true: the popular card follows, and the goal is listed.
      expect(within(popularCard('Goal 2')).getByRole('button', { name: 'Added' })).toBeDisabled();
      expect(within(screen.getByRole('list', { name: 'My goals' })).getByRole('heading', { name: 'Goal 2' })).toBeInTheDocument();

      await user.click(within(done).getByRole('button', { name: 'Proceed to habits' }));
      expect(router.state.location.pathname).toBe('/habits');
      // The goal just added goes along, so the habits added there serve it (issue 15).
      expect(router.state.location.state).toEqual({ fromGoal: true, goalText: 'Goal 2 in full words', goalCategory: 'Health', goalId: 'user-goal-2' });
    });

    it('adds nothing when the confirmation is cancelled', async () => {
      const user = userEvent.setup();
      renderGoals(signedInMocks());
      await user.click(within(await findPopularCard('Goal 1')).getByRole('button', { name: 'Add Goal' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Add this goal?' })).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(popularCard('Goal 1')).getByRole('button', { name: 'Add Goal' })).toHaveFocus();
    });

    it('at the Free limit, Add Goal says so and offers the plans without a confirmation', async () => {
      const user = userEvent.setup();
      renderGoals(signedInMocks([1, 3, 4, 5, 6].map((n) => userGoal(n)), [{
        request: { query: AddGoalDocument, variables: { itemId: 'goal-item-2' } },
        result: apiError(PLAN_LIMIT_MESSAGE, 'PLAN_LIMIT', { reason: 'LIMIT_GOALS' }),
      }]));
      expect(await screen.findByText('goals on the Free plan', { exact: false })).toHaveTextContent('5 of 5 goals on the Free plan');

      // Issue 13: at the limit the button says so and explains before any confirmation.
      const card = await findPopularCard('Goal 2');
      await user.click(await within(card).findByRole('button', { name: 'Goal limit reached' }));
      expect(screen.queryByRole('dialog', { name: 'Add this goal?' })).not.toBeInTheDocument();
      const refusal = await screen.findByRole('dialog', { name: 'Goal limit reached' });
      expect(refusal).toHaveTextContent('The Free plan holds up to 5 goals.');
      expect(within(refusal).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
    });

    it("explains the server's refusal with its words when the count was not yet known to be full", async () => {
      const user = userEvent.setup();
      renderGoals(signedInMocks([1, 3, 4, 5].map((n) => userGoal(n)), [{
        request: { query: AddGoalDocument, variables: { itemId: 'goal-item-2' } },
        result: apiError(PLAN_LIMIT_MESSAGE, 'PLAN_LIMIT', { reason: 'LIMIT_GOALS' }),
      }]));
      expect(await screen.findByText('goals on the Free plan', { exact: false })).toHaveTextContent('4 of 5 goals on the Free plan');
      await user.click(within(await findPopularCard('Goal 2')).getByRole('button', { name: 'Add Goal' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Add this goal?' })).getByRole('button', { name: 'Add Goal' }));
      const refusal = await screen.findByRole('dialog', { name: 'Goal limit reached' });
      expect(refusal).toHaveTextContent(PLAN_LIMIT_MESSAGE);
      expect(within(refusal).getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/plans');
    });

    it("toasts 'Failed to add goal: {message}' for other failures", async () => {
      const user = userEvent.setup();
      renderGoals(signedInMocks([], [{
        request: { query: AddGoalDocument, variables: { itemId: 'goal-item-1' } },
        result: apiError('Goal not found', 'NOT_FOUND'),
      }]));
      await user.click(within(await findPopularCard('Goal 1')).getByRole('button', { name: 'Add Goal' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Add this goal?' })).getByRole('button', { name: 'Add Goal' }));
      expect(await screen.findByText('Failed to add goal: Goal not found')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it("'Show More' adds 5 popular goals at a time", async () => {
    const user = userEvent.setup();
    renderGoals(signedInMocks([], [catalogueMock('GOAL', 10, items('GOAL', 1, 10), 12), catalogueMock('GOAL', 15, items('GOAL', 1, 12), 12)]));
    const popular = await screen.findByRole('list', { name: 'Popular goals' });
    await within(popular).findByRole('article', { name: 'Goal 5' });
    expect(within(popular).getAllByRole('article')).toHaveLength(5);
    expect(screen.getByText('Showing 5 of 12 goals')).toBeInTheDocument();

    await user.click(within(popular.parentElement!).getAllByRole('button', { name: 'Show More' }).at(-1)!);
    await screen.findByText('Showing 10 of 12 goals');
    expect(within(screen.getByRole('list', { name: 'Popular goals' })).getAllByRole('article')).toHaveLength(10);

    await user.click(screen.getAllByRole('button', { name: 'Show More' }).at(-1)!);
    await screen.findByText('Showing 12 of 12 goals');
    expect(screen.getByText('Showing 12 of 12 goals').parentElement).not.toHaveTextContent('Show More');
  });

  it('changes a status at once (optimistic), before the server answers', async () => {
    const user = userEvent.setup();
    const goal = userGoal(1, 'NOT_STARTED');
    const { release, settled } = renderGoals(signedInMocks([goal], [{
      request: { query: SetGoalStatusDocument, variables: { id: goal.id, status: 'STUCK' } },
      result: { data: { setGoalStatus: { __typename: 'UserGoal', id: goal.id, status: 'STUCK' } } },
    }]), 'SetGoalStatus');
    const status = await screen.findByRole('group', { name: 'Status of Goal 1' });
    expect(within(status).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(status).getByRole('button', { name: 'Stuck' }));
    // Shown at once: the server's answer is held back.
    expect(within(status).getByRole('button', { name: 'Stuck' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(status).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(screen.getByRole('list', { name: 'My goals' })).getByRole('article', { name: 'Goal 1' })).toHaveTextContent('Stuck');

    release();
    await act(() => settled('SetGoalStatus'));
    expect(within(status).getByRole('button', { name: 'Stuck' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('filters the current goals by the category chosen in the modal', async () => {
    const user = userEvent.setup();
    renderGoals(signedInMocks(
      [userGoal(1, 'NOT_STARTED', { id: 'mine-1', category: 'Career' }), userGoal(2, 'COMPLETE', { id: 'mine-2', category: 'Health' })],
      [catalogueMock('GOAL', 5, [item('GOAL', 7, { category: 'Career' })], 1, 'Career'), goalSuggestionsMock('Career', 3)],
    ));
    await within(await screen.findByRole('list', { name: 'My goals' })).findByRole('article', { name: 'Goal 2' });
    await user.click(screen.getByRole('button', { name: /^Category/ }));
    const picker = screen.getByRole('dialog', { name: 'Choose a category' });
    expect(within(picker).getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(picker).getByRole('button', { name: 'Career' }));

    const mine = screen.getByRole('list', { name: 'My Career goals' });
    expect(within(mine).getAllByRole('article')).toHaveLength(1);
    expect(within(mine).getByRole('heading', { name: 'Goal 1' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Suggested for Career' })).toBeInTheDocument();
    expect(await findPopularCard('Goal 7')).toBeInTheDocument();
  });

  describe('AI suggestions', () => {
    it("shows 5 of the focus area's suggestions under 'All', 'Show More' adds 5, and Add goes through the flow", async () => {
      const user = userEvent.setup();
      renderGoals(signedInMocks([], [{
        request: {
          query: AddSuggestedGoalDocument,
          variables: {
            input: {
              itemId: 'suggested-goal-1', text: 'Suggested goal 1 in full words', headline: 'Suggested goal 1',
              description: 'Why suggested goal 1 helps.', category: 'Health',
            },
          },
        },
        result: { data: { addSuggestedGoal: userGoal(40, 'NOT_STARTED', { id: 'suggested-goal-1', text: 'Suggested goal 1 in full words', headline: 'Suggested goal 1' }) } },
      }]));
      expect(await screen.findByRole('heading', { name: 'Suggested for Health' })).toBeInTheDocument();
      await screen.findByText('Showing 5 of 7 suggestions');
      await user.click(screen.getByText('Showing 5 of 7 suggestions').parentElement!.querySelector('button')!);
      expect(screen.getByText('Showing 7 of 7 suggestions')).toBeInTheDocument();

      const suggestions = screen.getByRole('region', { name: 'Suggested for Health' });
      const card = within(suggestions).getByRole('article', { name: 'Suggested goal 1' });
      await user.click(within(card).getByRole('button', { name: 'Add' }));
      await user.click(within(screen.getByRole('dialog', { name: 'Add this goal?' })).getByRole('button', { name: 'Add Goal' }));
      await screen.findByRole('dialog', { name: 'Goal added' });
      expect(within(within(suggestions).getByRole('article', { name: 'Suggested goal 1' })).getByRole('button', { name: 'Added' })).toBeDisabled();
      expect(within(screen.getByRole('list', { name: 'My goals' })).getByRole('heading', { name: 'Suggested goal 1' })).toBeInTheDocument();
    });

    it("toasts 'Error fetching AI goals: {message}' and offers to try again", async () => {
      renderGoals([
        meMock(SAMPLE_USER), planUsageMock(), myGoalsMock([]), catalogueMock('GOAL', 5, items('GOAL', 1, 5), 12),
        { request: { query: goalSuggestionsMock('Health', 0).request.query, variables: { category: 'Health' } }, result: apiError('The model is busy', 'SERVICE_UNAVAILABLE') },
      ]);
      expect(await screen.findByText('Error fetching AI goals: The model is busy')).toBeInTheDocument();
      expect(screen.getByText('The AI goal suggestions could not be fetched.')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    });
  });

  it("toasts 'Error fetching user goals: {message}' when the goals do not load", async () => {
    renderGoals([
      meMock(SAMPLE_USER), planUsageMock(), catalogueMock('GOAL', 5, items('GOAL', 1, 5), 12), goalSuggestionsMock('Health', 5),
      { request: { query: myGoalsMock([]).request.query }, result: apiError('Database unavailable', 'INTERNAL_SERVER_ERROR') },
    ]);
    await waitFor(() => expect(screen.getAllByText('Error fetching user goals: Database unavailable')).toHaveLength(2));
  });

  describe("a goal's plan and progress (issue 15)", () => {
    const milestone = (n: number, text: string, done: boolean, dueOn: string | null = null) =>
      ({ __typename: 'GoalMilestone' as const, id: `m${n}`, position: n, text, dueOn, done });
    const planned = (milestones: ReturnType<typeof milestone>[], progress: Record<string, unknown>) => userGoal(9, 'PROGRESSING', { headline: 'Run a 10K' }, {
      targetDate: '2026-01-02',
      milestones,
      habits: [{ __typename: 'UserHabit', id: 'user-habit-1', item: { __typename: 'Item', id: 'hi1', text: 'Run three times a week', headline: 'Run' } }],
      progress: {
        milestonesDone: milestones.filter((m) => m.done).length, milestonesTotal: milestones.length,
        nextMilestone: milestones.find((m) => !m.done) ?? null, ...progress,
      },
    });

    it('shows the progress bar, the formula in one line, the target date flagged when passed, the next milestone and the linked habits', async () => {
      const goal = planned([milestone(0, 'Run 5 km', true), milestone(1, 'Run 7 km', false, '2026-03-01')], {
        percent: 63, overdue: true, formula: 'Progress 63% = average of milestones 1/2 (50%), habits 3/4 due days done in the last 7 days (75%). The Free plan looks back 7 days for habits.',
      });
      renderGoals(signedInMocks([goal]));
      const card = await screen.findByRole('article', { name: 'Run a 10K' });
      expect(within(card).getByRole('progressbar', { name: 'Progress of Run a 10K' })).toHaveAttribute('aria-valuenow', '63');
      expect(within(card).getByText(/^Progress 63% = average of milestones 1\/2 \(50%\), habits 3\/4/)).toBeInTheDocument();
      expect(within(card).getByText('Past its target date')).toBeInTheDocument();
      expect(card).toHaveTextContent(/Next milestone\s*Run 7 km/);
      expect(card).toHaveTextContent('(1 of 2 done)');
      expect(within(within(card).getByRole('list', { name: 'Habits that serve Run a 10K' })).getByText('Run')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    });

    it('says a goal still marked New has moved, in the same status words as its buttons', async () => {
      const goal = userGoal(9, 'NOT_STARTED', { headline: 'Run a 10K' }, {
        progress: { percent: 75, formula: 'Progress 75% = milestones 3/4 (75%)' },
      });
      renderGoals(signedInMocks([goal]));
      const card = await screen.findByRole('article', { name: 'Run a 10K' });
      expect(card.querySelector('.status-pill')).toHaveTextContent(/^New$/);
      expect(within(card).getByRole('button', { name: 'New' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(card).getByText('75% done already: press In Progress to mark it started.')).toBeInTheDocument();
      expect(card).not.toHaveTextContent('Not Started');
    });

    it('"Find habits" opens the Habits page for the goal, so the habits added there serve it', async () => {
      const goal = planned([], { formula: 'Nothing to measure yet: add milestones, link habits or tasks to see progress.' });
      const user = userEvent.setup();
      const { router } = renderGoals(signedInMocks([goal]));
      const card = await screen.findByRole('article', { name: 'Run a 10K' });
      await user.click(within(card).getByRole('button', { name: 'Find habits for Run a 10K' }));
      expect(router.state.location.pathname).toBe('/habits');
      expect(router.state.location.state).toEqual({ fromGoal: true, goalText: goal.item.text, goalCategory: goal.item.category, goalId: goal.id });
    });

    it('offers to mark the goal Complete once every milestone is done', async () => {
      const goal = planned([milestone(0, 'Run 5 km', true)], { percent: 100, offerComplete: true, formula: 'Progress 100% = milestones 1/1 (100%)' });
      const user = userEvent.setup();
      renderGoals(signedInMocks([goal], [{
        request: { query: SetGoalStatusDocument, variables: { id: goal.id, status: 'COMPLETE' } },
        result: { data: { setGoalStatus: { __typename: 'UserGoal', id: goal.id, status: 'COMPLETE', progress: { __typename: 'GoalProgress', id: goal.id, overdue: false, offerComplete: false } } } },
      }]));
      const card = await screen.findByRole('article', { name: 'Run a 10K' });
      expect(within(card).getByRole('status')).toHaveTextContent('Every milestone is done. Mark this goal Complete?');
      await user.click(within(card).getByRole('button', { name: 'Mark Complete' }));
      expect(within(card).getByRole('button', { name: 'Complete' })).toHaveAttribute('aria-pressed', 'true');
      expect(within(card).queryByRole('button', { name: 'Mark Complete' })).not.toBeInTheDocument();
    });

    it('adds a milestone in the plan dialog, refuses a blank one, and the card follows', async () => {
      const before = planned([milestone(0, 'Run 5 km', true)], { percent: 100, formula: 'Progress 100% = milestones 1/1 (100%)' });
      const after = planned([milestone(0, 'Run 5 km', true), milestone(1, 'Run 7 km', false, '2026-03-01')], { percent: 50, formula: 'Progress 50% = milestones 1/2 (50%)' });
      const user = userEvent.setup();
      renderGoals(signedInMocks([before], [
        myHabitsMock([userHabit(1, { headline: 'Run' })]),
        {
          request: { query: AddGoalMilestonesDocument, variables: { goalId: before.id, milestones: [{ text: 'Run 7 km', dueOn: '2026-03-01' }] } },
          result: { data: { addGoalMilestones: after } },
        },
      ]));
      const card = await screen.findByRole('article', { name: 'Run a 10K' });
      await user.click(within(card).getByRole('button', { name: 'Edit plan of Run a 10K' }));
      const dialog = await screen.findByRole('dialog', { name: 'Plan: Run a 10K' });
      expect(dialog).toHaveTextContent('A good goal is specific and measurable, has a deadline, and is broken into smaller milestones.');
      await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Please enter the milestone: it cannot be blank.');
      await user.type(within(dialog).getByLabelText('New milestone'), 'Run 7 km');
      await user.type(within(dialog).getByLabelText('Milestone date (optional)'), '2026-03-01');
      await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
      expect(await within(dialog).findByRole('checkbox', { name: 'Run 7 km' })).not.toBeChecked();
      expect(within(dialog).getByRole('checkbox', { name: 'Run 5 km' })).toBeChecked();
      expect(within(card).getByRole('progressbar', { name: 'Progress of Run a 10K' })).toHaveAttribute('aria-valuenow', '50');
      expect(within(dialog).getByRole('checkbox', { name: 'Run' })).toBeChecked();
    });
  });
});
