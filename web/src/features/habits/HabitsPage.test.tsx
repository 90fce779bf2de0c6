import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { apiError } from '../../../test/account-mocks';
import { meMock, SAMPLE_USER } from '../../../test/render-app';
import { AddSuggestedHabitDocument, HabitReminderTimesDocument, LinkHabitToGoalDocument, MyGoalsDocument, RemoveHabitDocument, UnlinkHabitFromGoalDocument } from '../../gql/graphql';
import {
  catalogueMock, habitSuggestionsMock, items, myHabitsMock, planUsageMock, userGoal, userHabit,
} from '../../../test/collection-mocks';
import { HabitsPage } from './HabitsPage';

function renderHabits(mocks: MockLink.MockedResponse[], state: unknown = null) {
  const router = createMemoryRouter(
    [{ path: '/habits', element: <HabitsPage /> }, { path: '/plans', element: <p>Plans</p> }],
    { initialEntries: [{ pathname: '/habits', state }] },
  );
  render(
    <MockedProvider mocks={mocks}>
      <SnackbarProvider>
        <RouterProvider router={router} />
      </SnackbarProvider>
    </MockedProvider>,
  );
  return router;
}

const signedIn = (habits: ReturnType<typeof userHabit>[] = [], extra: MockLink.MockedResponse[] = []) => [
  meMock(SAMPLE_USER),
  planUsageMock(),
  myHabitsMock(habits),
  catalogueMock('HABIT', 5, items('HABIT', 1, 5), 20),
  habitSuggestionsMock('Health', 5),
  ...extra,
];

async function customForm() {
  return screen.findByRole('region', { name: 'Create your own habit' });
}

describe('HabitsPage', () => {
  it("asks for a category with the alert 'Please select a valid category' when the page shows All", async () => {
    const user = userEvent.setup();
    renderHabits(signedIn());
    const form = await customForm();
    await user.type(within(form).getByLabelText('Your habit'), 'Walk after lunch');
    expect(within(form).getByLabelText('Category')).toHaveValue('All');
    await user.click(within(form).getByRole('button', { name: 'Create Habit' }));

    const alert = within(form).getByRole('alert');
    expect(alert).toHaveTextContent('Please select a valid category');
    expect(alert).toHaveFocus();
    expect(within(form).getByLabelText('Category')).toHaveAttribute('aria-invalid', 'true');
    // Nothing was sent: no mock answers it, and the text is still there.
    expect(within(form).getByLabelText('Your habit')).toHaveValue('Walk after lunch');
  });

  it('requires the habit text, then creates it in the chosen category and clears the form', async () => {
    const user = userEvent.setup();
    renderHabits(signedIn([], [{
      request: {
        query: AddSuggestedHabitDocument,
        variables: { input: { itemId: null, text: 'Walk after lunch', headline: '', description: '', category: 'Fun' } },
      },
      result: { data: { addSuggestedHabit: userHabit(30, { id: 'custom-30', text: 'Walk after lunch', headline: 'Walk after lunch', category: 'Fun', custom: true }) } },
    }, catalogueMock('HABIT', 5, items('HABIT', 1, 5), 21)]));
    const form = await customForm();
    await user.click(within(form).getByRole('button', { name: 'Create Habit' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please write your habit first.');

    await user.type(within(form).getByLabelText('Your habit'), '  Walk after lunch ');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Fun');
    await user.click(within(form).getByRole('button', { name: 'Create Habit' }));

    expect(await screen.findByText('Habit "Walk after lunch" added successfully!')).toBeInTheDocument();
    expect(within(form).getByLabelText('Your habit')).toHaveValue('');
    expect(within(form).getByLabelText('Category')).toHaveValue('All');
    expect(within(screen.getByRole('list', { name: 'My habits' })).getByRole('heading', { name: 'Walk after lunch' })).toBeInTheDocument();
  });

  it('shows the goal banner, hides the popular habits and asks for habits for that goal when arriving from a goal', async () => {
    const goalText = 'Run a 5K in under 30 minutes within 12 weeks';
    renderHabits([
      meMock(SAMPLE_USER), planUsageMock(), myHabitsMock([]),
      habitSuggestionsMock('Finance', 6, goalText),
    ], { fromGoal: true, goalText, goalCategory: 'Finance' });

    const banner = await screen.findByRole('region', { name: 'Building habits for your goal' });
    expect(banner).toHaveTextContent(goalText);
    expect(banner).toHaveTextContent('Suggestions below are picked for this goal in Finance.');
    expect(screen.getByRole('button', { name: /^Category/ })).toHaveTextContent('All');
    expect(await screen.findByText('Showing 5 of 6 suggestions')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Suggested for your goal' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^Popular/ })).not.toBeInTheDocument();
  });

  it('arriving from a goal just added, a suggested habit is added serving that goal (issue 15)', async () => {
    const goalText = 'Run a 5K in under 30 minutes within 12 weeks';
    const user = userEvent.setup();
    const added = { ...userHabit(7, { text: 'Habit 1 in full words', headline: 'Habit 1', category: 'Finance' }), goals: [] as ReturnType<typeof userHabit>['goals'] };
    renderHabits([
      meMock(SAMPLE_USER), planUsageMock(), myHabitsMock([]),
      habitSuggestionsMock('Finance', 6, goalText, 'user-goal-3'),
      { request: { query: MyGoalsDocument }, result: { data: { myGoals: [userGoal(3, 'NOT_STARTED', { text: goalText, headline: 'Run a 5K' })] } } },
      {
        request: { query: AddSuggestedHabitDocument, variables: { input: { itemId: 'suggested-habit-1', text: 'Suggested habit 1 in full words', headline: 'Suggested habit 1', description: 'Why suggested habit 1 helps.', category: 'Finance' }, goalId: 'user-goal-3' } },
        result: { data: { addSuggestedHabit: { ...added, goals: [{ __typename: 'UserGoal', id: 'user-goal-3', item: { __typename: 'Item', id: 'goal-item-3', text: goalText, headline: 'Run a 5K' } }] } } },
      },
    ], { fromGoal: true, goalText, goalCategory: 'Finance', goalId: 'user-goal-3' });
    const banner = await screen.findByRole('region', { name: 'Building habits for your goal' });
    expect(banner).toHaveTextContent('Habits you add here are linked to it, and count towards its progress.');
    const suggestions = await screen.findByRole('region', { name: 'Suggested for your goal' });
    await user.click((await within(suggestions).findAllByRole('button', { name: /^Add/ }))[0]);
    await user.click(await screen.findByRole('button', { name: 'Add Habit' }));
    const card = await screen.findByRole('article', { name: 'Habit 1' });
    expect(within(within(card).getByRole('list', { name: 'Goals Habit 1 serves' })).getByText('Run a 5K')).toBeInTheDocument();
  });

  it('links a habit to a goal and unlinks it from its card (issue 15)', async () => {
    const user = userEvent.setup();
    const goal = userGoal(3, 'PROGRESSING', { headline: 'Run a 5K' });
    const habit = userHabit(9, { headline: 'Jog' });
    renderHabits(signedIn([habit], [
      { request: { query: MyGoalsDocument }, result: { data: { myGoals: [goal] } } },
      { request: { query: LinkHabitToGoalDocument, variables: { habitId: habit.id, goalId: goal.id } }, result: { data: { linkHabitToGoal: { ...goal, habits: [{ __typename: 'UserHabit', id: habit.id, item: habit.item }] } } } },
      { request: { query: UnlinkHabitFromGoalDocument, variables: { habitId: habit.id, goalId: goal.id } }, result: { data: { unlinkHabitFromGoal: { ...goal, habits: [] } } } },
    ]));
    const card = await screen.findByRole('article', { name: 'Jog' });
    expect(card).toHaveTextContent('No goal yet');
    await user.selectOptions(await within(card).findByRole('combobox', { name: 'Link Jog to a goal' }), goal.id);
    const goals = within(card).getByRole('list', { name: 'Goals Jog serves' });
    expect(await within(goals).findByText('Run a 5K')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Unlink Jog from Run a 5K' }));
    expect(await within(card).findByText('No goal yet')).toBeInTheDocument();
  });

  it("shows each habit's reminder times on its card, none on a habit without (issue 27)", async () => {
    const jog = userHabit(9, { headline: 'Jog' });
    const read = userHabit(10, { headline: 'Read' });
    renderHabits(signedIn([jog, read], [{
      request: { query: HabitReminderTimesDocument },
      result: {
        data: {
          myReminders: {
            __typename: 'ReminderSettingsView',
            habits: [{ __typename: 'HabitReminderTimesView', habitId: jog.id, times: ['07:30', '18:00'] }],
            channels: { __typename: 'ReminderChannelsView', push: true, email: false },
          },
        },
      },
    }]));
    const jogCard = await screen.findByRole('article', { name: 'Jog' });
    expect(await within(jogCard).findByText('Reminders')).toBeInTheDocument();
    expect(within(jogCard).getByText('Reminders').nextElementSibling).toHaveTextContent('07:30, 18:00');
    expect(within(screen.getByRole('article', { name: 'Read' })).queryByText(/^Reminders?$/)).toBeNull();
  });

  it('explains a streak that survived a missed day: the freeze the server says keeps it going (issue 25)', async () => {
    const stats = { __typename: 'HabitStats' as const, currentStreak: 8, bestStreak: 8, score: 0.4, freezesSpent: ['2026-03-10', '2026-03-05'], streakFreezes: ['2026-03-10'] };
    renderHabits(signedIn([userHabit(9, { headline: 'Jog' }, { skipBudget: 2, stats })]));
    const card = await screen.findByRole('article', { name: 'Jog' });
    const streak = within(card).getByText('Streak').nextElementSibling!;
    expect(streak).toHaveTextContent(/^8 days \(best 8\) · a freeze on Mar 10(, 2026)? kept it going$/);
  });

  it('ignores a malformed navigation state', async () => {
    renderHabits(signedIn(), { fromGoal: true, goalText: '', goalCategory: 'Nowhere' });
    expect(await screen.findByRole('heading', { name: 'Popular habits' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Building habits for your goal' })).not.toBeInTheDocument();
  });

  it("removes a habit after confirming, with 'Habit removed successfully!'", async () => {
    const user = userEvent.setup();
    const habit = userHabit(1, { id: 'mine-1' });
    renderHabits(signedIn([habit], [{
      request: { query: RemoveHabitDocument, variables: { id: habit.id } },
      result: { data: { removeHabit: habit.id } },
    }]));
    await user.click(await screen.findByRole('button', { name: 'Remove Habit 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove habit?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Habit removed successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'My habits' })).not.toBeInTheDocument();
    expect(screen.getByText('No habits yet')).toBeInTheDocument();
  });

  it("says 'Error removing habit' when the removal fails, and keeps the habit", async () => {
    const user = userEvent.setup();
    const habit = userHabit(1, { id: 'mine-1' });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHabits(signedIn([habit], [{
      request: { query: RemoveHabitDocument, variables: { id: habit.id } },
      result: apiError('Habit not found', 'NOT_FOUND'),
    }]));
    await user.click(await screen.findByRole('button', { name: 'Remove Habit 1' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Remove habit?' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Error removing habit')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'My habits' })).getByRole('heading', { name: 'Habit 1' })).toBeInTheDocument();
    jest.restoreAllMocks();
  });

  it('shows a visitor the popular habits and the sign-in prompt for AI suggestions', async () => {
    renderHabits([meMock(null), catalogueMock('HABIT', 5, items('HABIT', 1, 5), 20)]);
    expect(await screen.findByRole('link', { name: 'Sign in to see AI Habit suggestions' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Login to create custom habits' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: 'Login to add' })).toHaveLength(5);
  });
});
