import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { apiError } from '../../../test/account-mocks';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { AddGoalMilestonesDocument, LinkHabitToGoalDocument, RemoveGoalMilestoneDocument, SetGoalTargetDateDocument, UnlinkHabitFromGoalDocument } from '../../gql/graphql';
import {
  catalogueMock, goalSuggestionsMock, items, myGoalsMock, myHabitsMock, planUsageMock, userGoal, userHabit,
} from '../../../test/collection-mocks';
import { GoalsPage } from './GoalsPage';

// The goal's plan dialog (issue 15): the habits that serve the goal are linked and unlinked
// there, and the card's progress follows the server's answer; the target date is saved once.

const GOAL = 'Run a 10K';
const RUN = userHabit(1, { headline: 'Run' });
const STRETCH = userHabit(2, { headline: 'Stretch' });
const served = (habit: typeof RUN) => ({ __typename: 'UserHabit', id: habit.id, item: { __typename: 'Item', id: habit.item.id, text: habit.item.text, headline: habit.item.headline } });

/** The goal with `habits` linked: Run has nothing due yet; Stretch brings 3 of 4 due days done on top of 1 of 2 milestones. */
function goalWith(habits: Array<typeof RUN>, targetDate: string | null = null) {
  const linked = habits.includes(STRETCH);
  return userGoal(9, 'PROGRESSING', { headline: GOAL }, {
    targetDate,
    milestones: [
      { __typename: 'GoalMilestone', id: 'm1', position: 0, text: 'Run 5 km', dueOn: null, done: true },
      { __typename: 'GoalMilestone', id: 'm2', position: 1, text: 'Run 7 km', dueOn: null, done: false },
    ],
    habits: habits.map(served),
    progress: linked
      ? { percent: 63, milestonesDone: 1, milestonesTotal: 2, habitsDone: 3, habitsDue: 4, formula: 'Progress 63% = average of milestones 1/2 (50%), habits 3/4 due days done in the last 7 days (75%). The Free plan looks back 7 days for habits.' }
      : { percent: 50, milestonesDone: 1, milestonesTotal: 2, formula: 'Progress 50% = milestones 1/2 (50%)' },
  });
}

function renderGoals(goal: ReturnType<typeof goalWith>, extra: MockLink.MockedResponse[]) {
  return renderApp({
    path: '/goals',
    mocks: [
      meMock(SAMPLE_USER), planUsageMock(), myGoalsMock([goal]), catalogueMock('GOAL', 5, items('GOAL', 1, 5), 12), goalSuggestionsMock('Health', 5),
      myHabitsMock([RUN, STRETCH]),
      ...extra,
    ],
    routeTable: [{ path: '/goals', element: <GoalsPage /> }],
  });
}

async function openPlan() {
  const user = userEvent.setup();
  const card = await screen.findByRole('article', { name: GOAL });
  await user.click(within(card).getByRole('button', { name: `Edit plan of ${GOAL}` }));
  const dialog = await screen.findByRole('dialog', { name: `Plan: ${GOAL}` });
  return { user, card, dialog };
}

const bar = (card: HTMLElement) => within(card).getByRole('progressbar', { name: `Progress of ${GOAL}` });

describe('GoalPlanDialog', () => {
  it('links a habit to the goal and unlinks it again; the card shows the habit and its progress moves each time', async () => {
    const before = goalWith([RUN]);
    const linked = goalWith([RUN, STRETCH]);
    const unlinked = goalWith([RUN]);
    const variables = { habitId: STRETCH.id, goalId: before.id };
    const link = jest.fn(() => ({ data: { linkHabitToGoal: linked } }));
    const unlink = jest.fn(() => ({ data: { unlinkHabitFromGoal: unlinked } }));
    renderGoals(before, [
      { request: { query: LinkHabitToGoalDocument, variables }, result: link },
      { request: { query: UnlinkHabitFromGoalDocument, variables }, result: unlink },
    ]);
    const { user, card, dialog } = await openPlan();
    const habits = within(dialog).getByRole('group', { name: 'Habits that serve this goal' });
    const stretch = await within(habits).findByRole('checkbox', { name: 'Stretch' });
    expect(within(habits).getByRole('checkbox', { name: 'Run' })).toBeChecked();
    expect(stretch).not.toBeChecked();
    expect(bar(card)).toHaveAttribute('aria-valuenow', '50');

    await user.click(stretch);
    // Ticked at once, then kept once the server linked it.
    expect(stretch).toBeChecked();
    await waitFor(() => expect(stretch).toBeEnabled());
    expect(stretch).toBeChecked();
    expect(link).toHaveBeenCalledTimes(1);
    const servedBy = within(card).getByRole('list', { name: `Habits that serve ${GOAL}` });
    expect(within(servedBy).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Run', 'Stretch']);
    expect(bar(card)).toHaveAttribute('aria-valuenow', '63');
    expect(card).toHaveTextContent('habits 3/4 due days done');

    await user.click(stretch);
    expect(stretch).not.toBeChecked();
    await waitFor(() => expect(stretch).toBeEnabled());
    expect(stretch).not.toBeChecked();
    expect(unlink).toHaveBeenCalledTimes(1);
    expect(within(within(card).getByRole('list', { name: `Habits that serve ${GOAL}` })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Run']);
    expect(bar(card)).toHaveAttribute('aria-valuenow', '50');
    expect(card).toHaveTextContent('Progress 50% = milestones 1/2 (50%)');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says why a link was refused, and the habit stays unlinked', async () => {
    const before = goalWith([RUN]);
    renderGoals(before, [
      { request: { query: LinkHabitToGoalDocument, variables: { habitId: STRETCH.id, goalId: before.id } }, result: apiError('Habit not found', 'NOT_FOUND') },
    ]);
    const { user, card, dialog } = await openPlan();
    const stretch = await within(dialog).findByRole('checkbox', { name: 'Stretch' });
    await user.click(stretch);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save the plan: Habit not found');
    expect(stretch).not.toBeChecked();
    expect(bar(card)).toHaveAttribute('aria-valuenow', '50');
  });

  it('saves a new target date once, though leaving the field and clicking "Save date" both ask to save it', async () => {
    const before = goalWith([RUN]);
    const saved = jest.fn(() => ({ data: { setGoalTargetDate: goalWith([RUN], '2027-06-30') } }));
    renderGoals(before, [{
      request: { query: SetGoalTargetDateDocument, variables: { id: before.id, targetDate: '2027-06-30' } },
      result: saved,
      maxUsageCount: 2,
    }]);
    const { user, dialog } = await openPlan();
    await user.type(within(dialog).getByLabelText('Target date'), '2027-06-30');
    // The click takes the focus from the field first (its blur), then presses the button.
    await user.click(within(dialog).getByRole('button', { name: 'Save date' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save date' })).toBeDisabled());
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Clear' })).toBeInTheDocument());
    expect(saved).toHaveBeenCalledTimes(1);
  });

  it('a milestone added while the typed target date is not saved moves the target in the same call (issue 25 case 10)', async () => {
    const before = goalWith([RUN], '2027-01-25');
    const late = { __typename: 'GoalMilestone', id: 'm3', position: 2, text: 'Race', dueOn: '2027-01-26', done: false };
    const moved = { ...goalWith([RUN], '2027-02-01'), milestones: [...before.milestones, late] };
    const added = jest.fn(() => ({ data: { addGoalMilestones: moved } }));
    renderGoals(before, [
      // Leaving the field saves the target; that save fails, so the field holds a day not saved.
      { request: { query: SetGoalTargetDateDocument, variables: { id: before.id, targetDate: '2027-02-01' } }, result: apiError('No Server Response', 'INTERNAL_SERVER_ERROR') },
      { request: { query: AddGoalMilestonesDocument, variables: { goalId: before.id, milestones: [{ text: 'Race', dueOn: '2027-01-26' }], targetDate: '2027-02-01' } }, result: added },
    ]);
    const { user, dialog } = await openPlan();
    const target = within(dialog).getByLabelText('Target date');
    await user.clear(target);
    await user.type(target, '2027-02-01');
    await user.type(within(dialog).getByLabelText('New milestone'), 'Race');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not save the plan');
    fireEvent.change(within(dialog).getByLabelText('Milestone date (optional)'), { target: { value: '2027-01-26' } });
    await user.click(within(dialog).getByRole('button', { name: 'Add milestone' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Edit Race' })).toBeInTheDocument());
    expect(added).toHaveBeenCalledTimes(1);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save date' })).toBeDisabled();
  });

  it('keeps focus with the milestone: into its field on Edit, back to Edit on Escape, to the list heading once removed', async () => {
    const before = goalWith([RUN]);
    const after = { ...before, milestones: before.milestones.slice(1) };
    renderGoals(before, [{ request: { query: RemoveGoalMilestoneDocument, variables: { id: 'm1' } }, result: { data: { removeGoalMilestone: after } } }]);
    const { user, dialog } = await openPlan();
    await user.click(within(dialog).getByRole('button', { name: 'Edit Run 5 km' }));
    expect(within(dialog).getByLabelText('Milestone text')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(within(dialog).getByRole('button', { name: 'Edit Run 5 km' })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: `Plan: ${GOAL}` })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove Run 5 km' }));
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Remove Run 5 km' })).toBeNull());
    expect(within(dialog).getByRole('heading', { name: /Milestones/ })).toHaveFocus();
  });
});
