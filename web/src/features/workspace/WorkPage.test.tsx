import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { DndProvider } from 'react-dnd';
import { HTML5Backend } from 'react-dnd-html5-backend';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { from, mergeMap } from 'rxjs';
import { apiError } from '../../../test/account-mocks';
import { meMock, quietLiveDashboardMock, SAMPLE_USER } from '../../../test/render-app';
import { routes } from '../../app/router/routes';
import {
  WorkCreateTaskDocument, WorkGoalChoicesDocument, WorkDashboardDocument, WorkDeleteTaskDocument, WorkReorderTasksDocument,
  WorkDashboardChangedDocument, WorkSetHabitDoneDocument, WorkSetHabitSkippedDocument, WorkSetHabitValueDocument, WorkSetTaskCompleteDocument,
  type HabitDayStatus, type ScheduleKind,
} from '../../gql/graphql';
import { ThemeProvider } from '../../ui/theme/ThemeProvider';
import { MOTIVATION_DATE_KEY, MOTIVATION_KEY, MOTIVATION_USER_KEY } from './motivation-cache';
import { shiftWorkDay, todayWorkDay } from '../../shared/work-day';


/** A new task's variables: the client makes its id (issue 28), so any UUID with these fields. */
const newTask = (expected: Record<string, unknown>) => (variables: Record<string, unknown>) => {
  const { id, ...rest } = variables;
  return typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) && JSON.stringify(rest) === JSON.stringify(expected);
};

const TODAY = todayWorkDay();

const dayHabit = (n: number, text: string, done = false, day = TODAY) => ({
  __typename: 'DayHabit' as const,
  id: `h${n}:${day}`,
  day,
  done,
  status: (done ? 'DONE' : 'TO_DO') as HabitDayStatus,
  value: null as string | null,
  keptByFreeze: false,
  period: null as { __typename: 'HabitPeriodProgress'; start: string; end: string; done: number; quota: number; countedFrom: string } | null,
  habit: {
    __typename: 'UserHabit' as const,
    id: `h${n}`,
    position: n,
    item: { __typename: 'Item' as const, id: `i${n}`, text, category: 'Health' as const },
    schedule: { __typename: 'HabitSchedule' as const, kind: 'DAILY' as ScheduleKind, days: null as number | null, summary: 'Every day' },
    target: null as { __typename: 'HabitTarget'; unit: string; amount: string; direction: 'AT_LEAST' | 'AT_MOST' } | null,
    goals: [] as ServedGoal[],
  },
});

/** A goal a habit or task serves (issue 15). */
type ServedGoal = { __typename: 'UserGoal'; id: string; item: { __typename: 'Item'; id: string; text: string; headline: string } };
const servedGoal = (n: number, headline: string): ServedGoal => ({
  __typename: 'UserGoal', id: `g${n}`, item: { __typename: 'Item', id: `gi${n}`, text: `${headline} in full`, headline },
});

const task = (n: number, text: string, completedDay: string | null = null) => ({
  __typename: 'Task' as const, id: `t${n}`, text, complete: completedDay !== null, completedDay, position: n, goal: null as ServedGoal | null,
});

type DayHabitMock = ReturnType<typeof dayHabit>;
type TaskMock = ReturnType<typeof task>;

const dashboardMock = (habits: DayHabitMock[], tasks: TaskMock[], { day = TODAY, openTasks = 10 as number | null } = {}): MockLink.MockedResponse => ({
  request: { query: WorkDashboardDocument, variables: { day } },
  result: {
    data: {
      dashboard: { __typename: 'Dashboard', id: day, day, habits, tasks },
      me: { __typename: 'User', id: SAMPLE_USER.id, plan: 'FREE', limits: { __typename: 'PlanLimitsType', openTasks } },
    },
  },
});

interface RenderOptions {
  user?: typeof SAMPLE_USER;
  /** Requests of these operations wait until `release()`. */
  hold?: string;
  /** The address the app opens at. */
  at?: string;
}

/** The app at /workspace with drag and drop, Apollo mocked; the day's motivation already cached. */
function renderWork(mocks: MockLink.MockedResponse[], { user = SAMPLE_USER, hold, at = '/workspace' }: RenderOptions = {}) {
  window.localStorage.setItem(MOTIVATION_KEY, 'Small steps add up.');
  window.localStorage.setItem(MOTIVATION_DATE_KEY, TODAY);
  window.localStorage.setItem(MOTIVATION_USER_KEY, user.id);
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const holding = new ApolloLink((operation, forward) =>
    operation.operationName === hold ? from(gate).pipe(mergeMap(() => forward(operation))) : forward(operation));
  const link = ApolloLink.from([holding, new MockLink([meMock(user), ...mocks, quietLiveDashboardMock])]);
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(
    <MockedProvider link={link}>
      <ThemeProvider>
        <SnackbarProvider>
          <DndProvider backend={HTML5Backend}>
            <RouterProvider router={router} />
          </DndProvider>
        </SnackbarProvider>
      </ThemeProvider>
    </MockedProvider>,
  );
  return { release, router, user: userEvent.setup() };
}

const list = (name: string) => screen.getByRole('list', { name });
const rowTexts = (name: string) => within(list(name)).getAllByRole('listitem').map((item) => item.textContent);

describe('WorkPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the day, the motivation, habits and tasks in their lists and a link to Progress', async () => {
    renderWork([dashboardMock(
      [dayHabit(1, 'Drink water'), dayHabit(2, 'Stretch', true)],
      [task(1, 'Alpha'), task(2, 'Bravo', TODAY), task(3, 'Old', shiftWorkDay(TODAY, -3))],
    )]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Habits to complete' })).toBeInTheDocument();
    expect(screen.getByText('Small steps add up.')).toBeInTheDocument();
    expect(rowTexts('Habits to complete')).toEqual([expect.stringContaining('Drink water')]);
    expect(rowTexts('Completed habits')).toEqual([expect.stringContaining('Stretch')]);
    expect(rowTexts('Tasks to complete')).toEqual([expect.stringContaining('Alpha')]);
    // A task completed on another day is not on today's Completed list.
    expect(rowTexts('Completed tasks')).toEqual([expect.stringContaining('Bravo')]);
    expect(screen.getByText('1 of 10 open tasks on the Free plan')).toBeInTheDocument();
    const usage = screen.getByRole('meter', { name: 'Open tasks used' });
    expect(usage).toHaveAttribute('aria-valuenow', '1');
    expect(usage).toHaveAttribute('aria-valuemax', '10');
    expect(screen.getByRole('link', { name: 'See your progress' })).toHaveAttribute('href', '/progress');
    expect(screen.queryByRole('heading', { name: 'Make your motivation personal' })).not.toBeInTheDocument();
  });

  it("opens at the day a reminder's notification names, and ignores a day that is not real or not come yet", async () => {
    const yesterday = shiftWorkDay(TODAY, -1);
    renderWork([dashboardMock([dayHabit(1, 'Drink water')], [], { day: yesterday })], { at: `/workspace?day=${yesterday}` });
    expect(await screen.findByRole('list', { name: 'Habits to complete' })).toBeInTheDocument();
    expect(screen.getByText('Yesterday')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Today' })).toBeEnabled();
    cleanup();
    for (const day of ['2026-02-30', shiftWorkDay(TODAY, 1), 'soon']) {
      renderWork([dashboardMock([dayHabit(1, 'Drink water')], [])], { at: `/workspace?day=${day}` });
      expect(await screen.findByRole('list', { name: 'Habits to complete' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Today' })).toBeDisabled();
      cleanup();
    }
  });

  it('shows a change made in another tab: the day the server sends replaces the shown one, without duplicates', async () => {
    const { release } = renderWork([
      dashboardMock([dayHabit(1, 'Drink water')], [task(1, 'Alpha')]),
      {
        request: { query: WorkDashboardChangedDocument, variables: { day: TODAY } },
        result: { data: { dashboardChanged: { __typename: 'Dashboard', id: TODAY, day: TODAY, habits: [dayHabit(1, 'Drink water', true)], tasks: [task(1, 'Alpha'), task(2, 'From the phone')] } } },
      },
    ], { hold: 'WorkDashboardChanged' });
    // The other tab's change arrives once the day is shown, however slow the machine.
    await screen.findByRole('list', { name: 'Habits to complete' });
    release();
    await waitFor(() => expect(rowTexts('Completed habits')).toEqual([expect.stringContaining('Drink water')]));
    expect(rowTexts('Tasks to complete')).toEqual([expect.stringContaining('Alpha'), expect.stringContaining('From the phone')]);
  });

  it('moves a habit to Completed before the server answers', async () => {
    const { release, user } = renderWork([
      dashboardMock([dayHabit(1, 'Drink water'), dayHabit(2, 'Stretch')], []),
      {
        request: { query: WorkSetHabitDoneDocument, variables: { id: 'h1', day: TODAY, done: true } },
        result: { data: { setHabitDone: dayHabit(1, 'Drink water', true) } },
      },
    ], { hold: 'WorkSetHabitDone' });
    const checkbox = await screen.findByRole('checkbox', { name: 'Drink water' });

    await user.click(checkbox);
    // The server has not answered: the request is still held.
    const moved = within(list('Completed habits')).getByRole('checkbox', { name: 'Drink water' });
    expect(moved).toBeChecked();
    expect(rowTexts('Habits to complete')).toEqual([expect.stringContaining('Stretch')]);
    // Focus stays in the list the habit left.
    expect(within(list('Habits to complete')).getByRole('checkbox', { name: 'Stretch' })).toHaveFocus();

    release();
    await waitFor(() => expect(within(list('Completed habits')).getByRole('checkbox', { name: 'Drink water' })).toBeChecked());
  });

  it("puts a toggle the server failed back, reloads the lists and says 'Error retrieving habits'", async () => {
    const { user } = renderWork([
      dashboardMock([dayHabit(1, 'Drink water')], []),
      { request: { query: WorkSetHabitDoneDocument, variables: { id: 'h1', day: TODAY, done: true } }, result: { errors: [{ message: 'Something went wrong' }] } },
      dashboardMock([dayHabit(1, 'Drink water')], []),
    ]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.click(await screen.findByRole('checkbox', { name: 'Drink water' }));
    expect(await screen.findByText('Error retrieving habits')).toBeInTheDocument();
    await waitFor(() => expect(within(list('Habits to complete')).getByRole('checkbox', { name: 'Drink water' })).not.toBeChecked());
  });

  it('offline, a tick says it was not saved, puts the habit back and never announces it moved', async () => {
    const { user } = renderWork([
      dashboardMock([dayHabit(1, 'Drink water')], []),
      { request: { query: WorkSetHabitDoneDocument, variables: { id: 'h1', day: TODAY, done: true } }, error: new TypeError('Failed to fetch') },
    ]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(await screen.findByRole('checkbox', { name: 'Drink water' }));
      expect(await screen.findByText('You are offline — not saved. Try again once you are back online.')).toBeInTheDocument();
      expect(screen.queryByText('Error retrieving habits')).not.toBeInTheDocument();
      await waitFor(() => expect(within(list('Habits to complete')).getByRole('checkbox', { name: 'Drink water' })).not.toBeChecked());
      const statuses = screen.getAllByRole('status').map((status) => status.textContent ?? '');
      expect(statuses).toContain('Drink water: You are offline — not saved. Try again once you are back online.');
      expect(statuses.join(' ')).not.toMatch(/moved to Completed/);
    } finally {
      onLine.mockRestore();
    }
  });

  it('adds a task and clears the field, completes one, deletes one', async () => {
    const { user } = renderWork([
      dashboardMock([], [task(1, 'Alpha'), task(2, 'Bravo')]),
      { request: { query: WorkCreateTaskDocument, variables: newTask({ text: 'Charlie' }) }, result: { data: { createTask: task(3, 'Charlie') } } },
      {
        request: { query: WorkSetTaskCompleteDocument, variables: { id: 't1', complete: true, day: TODAY } },
        result: { data: { setTaskComplete: task(1, 'Alpha', TODAY) } },
      },
      { request: { query: WorkDeleteTaskDocument, variables: { id: 't2' } }, result: { data: { deleteTask: 't2' } } },
    ]);
    const field = await screen.findByLabelText('New task');

    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a task');

    await user.type(field, '  Charlie  ');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(rowTexts('Tasks to complete')).toEqual(['Alpha', 'Bravo', 'Charlie'].map((text) => expect.stringContaining(text))));
    expect(field).toHaveValue('');

    await user.click(within(list('Tasks to complete')).getByRole('checkbox', { name: 'Alpha' }));
    expect(within(list('Completed tasks')).getByRole('checkbox', { name: 'Alpha' })).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete task Bravo' }));
    expect(rowTexts('Tasks to complete')).toEqual([expect.stringContaining('Charlie')]);
  });

  it('shows beside each habit and task the goal it serves, and adds a task for a chosen goal (issue 15)', async () => {
    const run = servedGoal(1, 'Run a 10K');
    const habit = dayHabit(1, 'Jog');
    habit.habit.goals = [run, servedGoal(2, 'Sleep better')];
    const linkedTask = { ...task(1, 'Buy shoes'), goal: run };
    const { user } = renderWork([
      dashboardMock([habit], [linkedTask, task(2, 'Call mum')]),
      {
        request: { query: WorkGoalChoicesDocument },
        result: { data: { myGoals: [{ __typename: 'UserGoal', id: 'g1', status: 'PROGRESSING', item: run.item }, { __typename: 'UserGoal', id: 'g3', status: 'COMPLETE', item: servedGoal(3, 'Done').item }] } },
      },
      { request: { query: WorkCreateTaskDocument, variables: newTask({ text: 'Register', goalId: 'g1' }) }, result: { data: { createTask: { ...task(3, 'Register'), goal: run } } } },
    ]);
    const habits = await screen.findByRole('list', { name: 'Habits to complete' });
    expect(within(habits).getByRole('listitem')).toHaveTextContent(/Serves\s*Run a 10K\s*Sleep better/);
    expect(within(list('Tasks to complete')).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/Buy shoes.*Serves\s*Run a 10K/), expect.not.stringContaining('Serves'),
    ]);
    // Complete goals are not offered.
    const choice = await screen.findByRole('combobox', { name: 'For goal' });
    expect(within(choice).getAllByRole('option').map((option) => option.textContent)).toEqual(['No goal', 'Run a 10K']);
    await user.selectOptions(choice, 'g1');
    await user.type(screen.getByLabelText('New task'), 'Register');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    await waitFor(() => expect(rowTexts('Tasks to complete')).toEqual([
      expect.stringContaining('Buy shoes'), expect.stringContaining('Call mum'), expect.stringMatching(/Register.*Serves\s*Run a 10K/),
    ]));
  });

  it('reorders To Complete with the move buttons, keeping completed tasks in their places', async () => {
    const { user } = renderWork([
      dashboardMock([], [task(0, 'Done one', TODAY), task(1, 'Alpha'), task(2, 'Bravo'), task(3, 'Charlie')]),
      {
        request: { query: WorkReorderTasksDocument, variables: { ids: ['t0', 't1', 't3', 't2'] } },
        result: { data: { reorderTasks: [0, 1, 3, 2].map((n, position) => ({ __typename: 'Task', id: `t${n}`, position })) } },
      },
    ]);
    const down = await screen.findByRole('button', { name: 'Move Bravo down' });
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();

    await user.click(down);
    expect(rowTexts('Tasks to complete')).toEqual(['Alpha', 'Charlie', 'Bravo'].map((text) => expect.stringContaining(text)));
    // At the bottom now: focus moves to its "up" button.
    expect(screen.getByRole('button', { name: 'Move Bravo down' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Bravo up' })).toHaveFocus();
    expect(screen.getByText('Bravo moved to position 3 of 3')).toBeInTheDocument();
  });

  it("shows the server's plan-limit message with a link to /plans", async () => {
    const limitMessage = 'The Free plan holds up to 10 open tasks. Remove one, or switch to the Unlimited plan for unlimited goals, habits and tasks.';
    const tasks = Array.from({ length: 10 }, (_, n) => task(n, `Task ${n}`));
    const { user } = renderWork([
      dashboardMock([], tasks),
      { request: { query: WorkCreateTaskDocument, variables: newTask({ text: 'One more' }) }, result: apiError(limitMessage, 'PLAN_LIMIT') },
    ]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await screen.findByText(/10 of 10 open tasks on the Free plan/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('New task'), 'One more');
    await user.click(screen.getByRole('button', { name: 'Add Task' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(limitMessage);
    expect(within(alert).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
    expect(screen.getByLabelText('New task')).toHaveValue('One more');
  });

  it("says 'Error retrieving habits' and 'Error retrieving tasks' when the day does not load, and tries again", async () => {
    const { user } = renderWork([
      { request: { query: WorkDashboardDocument, variables: { day: TODAY } }, error: new TypeError('Failed to fetch') },
      dashboardMock([dayHabit(1, 'Drink water')], []),
    ]);
    expect(await screen.findByText('Error retrieving habits')).toBeInTheDocument();
    expect(screen.getByText('Error retrieving tasks')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]);
    expect(await screen.findByRole('checkbox', { name: 'Drink water' })).toBeInTheDocument();
  });

  it('tells a new user what to do next, and prompts for a profile without focus area or challenge', async () => {
    renderWork([dashboardMock([], [])], { user: { ...SAMPLE_USER, focusAreas: [], challenges: [] } });
    expect(await screen.findByText('No habits yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose Habits' })).toHaveAttribute('href', '/habits');
    expect(screen.getByText('Nothing to do yet. Add your first task above.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Make your motivation personal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/profile');
  });

  it('shows an earlier day without the open tasks, and its own habits', async () => {
    const yesterday = shiftWorkDay(TODAY, -1);
    const { user } = renderWork([
      dashboardMock([dayHabit(1, 'Drink water', true)], [task(1, 'Alpha')]),
      dashboardMock([dayHabit(1, 'Drink water', false, yesterday)], [task(1, 'Alpha'), task(2, 'Filed taxes', yesterday)], { day: yesterday }),
    ]);
    await screen.findByRole('list', { name: 'Completed habits' });
    await user.click(screen.getByRole('button', { name: 'Back 1 day' }));
    expect(await screen.findByRole('list', { name: 'Habits to complete' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Tasks to complete' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('New task')).not.toBeInTheDocument();
    expect(rowTexts('Completed tasks')).toEqual([expect.stringContaining('Filed taxes')]);
  });

  describe('habit day states (issue 14)', () => {
    const withStatus = (base: DayHabitMock, status: HabitDayStatus, extra: Partial<DayHabitMock> = {}): DayHabitMock =>
      ({ ...base, status, done: status === 'DONE' || status === 'PERIOD_DONE', ...extra });
    const weekly = (n: number, text: string, done: number, status: HabitDayStatus) => withStatus({
      ...dayHabit(n, text),
      habit: { ...dayHabit(n, text).habit, schedule: { __typename: 'HabitSchedule', kind: 'PER_PERIOD', days: 7, summary: '3 times a week' } },
    }, status, { period: { __typename: 'HabitPeriodProgress', start: TODAY, end: TODAY, done, quota: 3, countedFrom: TODAY } });
    const measured = (n: number, text: string, value: string | null) => ({
      ...dayHabit(n, text),
      value,
      habit: { ...dayHabit(n, text).habit, target: { __typename: 'HabitTarget' as const, unit: 'glasses', amount: '8', direction: 'AT_LEAST' as const } },
    });

    it('lists to do, completed (done, done for the period, skipped) and a folded Not due today group', async () => {
      const user = userEvent.setup();
      renderWork([dashboardMock([
        weekly(1, 'Run', 2, 'TO_DO'),
        weekly(2, 'Swim', 3, 'PERIOD_DONE'),
        withStatus(dayHabit(3, 'Read'), 'SKIPPED'),
        withStatus(dayHabit(4, 'Yoga'), 'NOT_DUE', { habit: { ...dayHabit(4, 'Yoga').habit, schedule: { __typename: 'HabitSchedule', kind: 'WEEKDAYS', days: null, summary: 'Mon, Wed' } } }),
        withStatus(dayHabit(5, 'Journal'), 'VACATION'),
      ], [])]);
      await screen.findByRole('list', { name: 'Habits to complete' });
      expect(rowTexts('Habits to complete')).toEqual([expect.stringContaining('2 of 3 this week')]);
      const completed = rowTexts('Completed habits');
      expect(completed).toEqual([expect.stringContaining('Swim'), expect.stringContaining('Read')]);
      expect(completed[0]).toContain('Done for the period');
      expect(completed[0]).toContain('3 of 3 this week');
      expect(completed[1]).toContain('Skipped');
      expect(within(list('Completed habits')).getByRole('checkbox', { name: 'Read' })).not.toBeChecked();

      const notDue = screen.getByText('Not due today');
      expect(screen.getByRole('list', { name: 'Habits not due', hidden: true })).not.toBeVisible();
      await user.click(notDue);
      expect(rowTexts('Habits not due')).toEqual(['YogaDue: Mon, Wed', 'JournalOn vacation']);
    });

    it('a vacation day says so, and neither that every habit was done nor that nothing is ticked off (issue 25)', async () => {
      renderWork([dashboardMock([withStatus(dayHabit(1, 'Run'), 'VACATION'), withStatus(dayHabit(2, 'Read'), 'VACATION')], [])]);
      expect(await screen.findByText('On vacation', { selector: '.work-empty__title' })).toBeInTheDocument();
      expect(screen.getByText(/Nothing is due today: you are on vacation/)).toBeInTheDocument();
      expect(screen.queryByText(/Every habit (is|was) done/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Nothing ticked off yet/)).not.toBeInTheDocument();
      await userEvent.setup().click(screen.getByText('Not due today'));
      expect(rowTexts('Habits not due')).toEqual(['RunOn vacation', 'ReadOn vacation']);
    });

    it('says when a past day was kept by a streak freeze, as the server decides, and not of other days (issue 25)', async () => {
      const yesterday = shiftWorkDay(TODAY, -1);
      const { user } = renderWork([
        dashboardMock([dayHabit(1, 'Run')], []),
        dashboardMock([{ ...dayHabit(1, 'Run', false, yesterday), keptByFreeze: true }, dayHabit(2, 'Read', false, yesterday)], [], { day: yesterday }),
      ]);
      await screen.findByRole('list', { name: 'Habits to complete' });
      expect(screen.queryByText('Streak kept by a freeze')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Back 1 day' }));
      await screen.findByText('Streak kept by a freeze');
      expect(rowTexts('Habits to complete')).toEqual([expect.stringContaining('Streak kept by a freeze'), expect.not.stringContaining('freeze')]);
      expect(rowTexts('Habits to complete')[0]).toContain('Run');
    });

    it('enters a measured amount with the stepper: it moves to Completed once the target is met, before the server answers', async () => {
      const { release, user } = renderWork([
        dashboardMock([measured(1, 'Drink water', '7')], []),
        {
          request: { query: WorkSetHabitValueDocument, variables: { id: 'h1', day: TODAY, value: '8' } },
          result: { data: { setHabitValue: { ...measured(1, 'Drink water', '8'), status: 'DONE', done: true } } },
        },
      ], { hold: 'WorkSetHabitValue' });
      const field = await screen.findByLabelText('Drink water: glasses (at least 8)');
      expect(field).toHaveValue('7');
      await user.click(screen.getByRole('button', { name: 'Increase Drink water' }));
      expect(within(list('Completed habits')).getByLabelText(/glasses \(at least 8\)/)).toHaveValue('8');
      expect(within(list('Completed habits')).getByRole('checkbox', { name: 'Drink water' })).toBeChecked();
      release();
      // The server's answer agrees: it stays there.
      await waitFor(() => expect(within(list('Completed habits')).getByLabelText(/glasses/)).toHaveValue('8'));
      expect(screen.queryByRole('list', { name: 'Habits to complete' })).not.toBeInTheDocument();
    });

    it('skips a habit today, says so with an Undo, and Undo takes it back', async () => {
      const { user } = renderWork([
        dashboardMock([dayHabit(1, 'Drink water'), dayHabit(2, 'Stretch')], []),
        {
          request: { query: WorkSetHabitSkippedDocument, variables: { id: 'h1', day: TODAY, skipped: true } },
          result: { data: { setHabitSkipped: withStatus(dayHabit(1, 'Drink water'), 'SKIPPED') } },
        },
        {
          request: { query: WorkSetHabitSkippedDocument, variables: { id: 'h1', day: TODAY, skipped: false } },
          result: { data: { setHabitSkipped: dayHabit(1, 'Drink water') } },
        },
      ]);
      await user.click(await screen.findByRole('button', { name: 'Skip Drink water today' }));
      expect(rowTexts('Completed habits')).toEqual([expect.stringContaining('Skipped')]);
      // Focus stays in To Complete, on the next habit.
      expect(within(list('Habits to complete')).getByRole('checkbox', { name: 'Stretch' })).toHaveFocus();
      expect(await screen.findByText('Skipped “Drink water”: your streak stays as it is.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Undo' }));
      await waitFor(() => expect(rowTexts('Habits to complete')).toEqual([
        expect.stringContaining('Drink water'), expect.stringContaining('Stretch'),
      ]));
      expect(screen.getByRole('button', { name: 'Skip Drink water today' })).toBeInTheDocument();
    });

    it("shows the server's words when a skip is refused, and puts the habit back", async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { user } = renderWork([
        dashboardMock([dayHabit(1, 'Drink water')], []),
        {
          request: { query: WorkSetHabitSkippedDocument, variables: { id: 'h1', day: TODAY, skipped: true } },
          result: apiError("This habit isn't due that day, so there is nothing to skip.", 'BAD_USER_INPUT'),
        },
        dashboardMock([dayHabit(1, 'Drink water')], []),
      ]);
      await user.click(await screen.findByRole('button', { name: 'Skip Drink water today' }));
      expect(await screen.findByText("This habit isn't due that day, so there is nothing to skip.")).toBeInTheDocument();
      await waitFor(() => expect(rowTexts('Habits to complete')).toEqual([expect.stringContaining('Drink water')]));
    });
  });
});
