import type { MockLink } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { ProgressGoalsDocument, ProgressHabitCalendarDocument, ProgressPlanDocument, ProgressTrendsDocument } from '../../gql/graphql';
import { userGoal } from '../../../test/collection-mocks';
import { shiftWorkDay, todayWorkDay } from '../../shared/work-day';

// jsdom has no canvas: the charts stand in as their text alternatives.
jest.mock('./TrendCharts', () => ({
  WorkTrendChart: ({ summary }: { summary: string }) => <p>{summary}</p>,
  ConsistencyChart: ({ summary }: { summary: string }) => <p>{summary}</p>,
  GoalsDoughnut: ({ summary }: { summary: string }) => <p>{summary}</p>,
}));

const TODAY = todayWorkDay();

const planMock = (trendDays: number | null): MockLink.MockedResponse => ({
  request: { query: ProgressPlanDocument },
  result: {
    data: {
      me: {
        __typename: 'User', id: SAMPLE_USER.id, plan: trendDays === null ? 'UNLIMITED' : 'FREE',
        limits: { __typename: 'PlanLimitsType', trendDays },
      },
    },
  },
});

function trendsMock(days: number, { work, done, held, empty = false }: { work?: number[]; done?: number[]; held?: number[]; empty?: boolean } = {}): MockLink.MockedResponse {
  const from = shiftWorkDay(TODAY, -(days - 1));
  const zeros = Array.from({ length: days }, () => 0);
  return {
    request: { query: ProgressTrendsDocument, variables: { from, to: TODAY } },
    result: {
      data: {
        trends: {
          __typename: 'Trends', from, to: TODAY, clamped: false, windowDays: days === 7 ? 7 : null, days,
          work: work ?? zeros, habitsDone: done ?? zeros, habitsHeld: held ?? zeros,
          habits: empty ? [] : [{
            __typename: 'HabitTrend', id: `h1:${from}:${TODAY}`, currentStreak: 2, longestStreak: 3, done: 4, possible: 5, rate: 0.8,
            habit: {
              __typename: 'UserHabit', id: 'h1', position: 0,
              item: { __typename: 'Item', id: 'i1', text: 'Drink water', category: 'Health' },
            },
          }],
          goalsByStatus: ['COMPLETE', 'NOT_STARTED', 'PROGRESSING', 'STUCK'].map((status, index) => ({
            __typename: 'GoalStatusCount', status, count: empty ? 0 : index,
          })),
        },
      },
    },
  };
}

const calendarMock = (days: number, doneDays: string[], vacationDays: string[] = []): MockLink.MockedResponse => {
  const from = shiftWorkDay(TODAY, -(days - 1));
  return {
    request: { query: ProgressHabitCalendarDocument, variables: { habitId: 'h1', from, to: TODAY } },
    result: { data: { habitCalendar: { __typename: 'HabitCalendar', from, to: TODAY, days: doneDays, vacationDays } } },
  };
};

describe('ProgressPage', () => {
  it('locks the ranges beyond the Free window, says why and links to /plans', async () => {
    renderApp({
      path: '/progress',
      mocks: [meMock(SAMPLE_USER), planMock(7), trendsMock(7, { work: [0, 1, 0, 2, 0, 0, 3] }), calendarMock(7, [TODAY])],
    });
    const range = await screen.findByRole('group', { name: 'Range' });
    expect(within(range).getByRole('radio', { name: '7 days' })).toBeChecked();
    for (const name of [/^30 days/, /^90 days/, /^A year/, /^All/]) {
      const option = within(range).getByRole('radio', { name });
      expect(option).toBeDisabled();
      expect(option).toHaveAccessibleName(expect.stringContaining('locked on your plan'));
    }
    expect(range).toHaveAccessibleDescription(/The Free plan shows the last 7 days of trends/);
    expect(within(range).getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');

    // And the week's numbers.
    expect(await screen.findByText(/6 tasks completed over 7 days/)).toBeInTheDocument();
    expect(screen.getByText('Tasks completed').nextElementSibling).toHaveTextContent('6');
    expect(await screen.findByRole('img', { name: /Drink water: done on 1 of 7 days/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Streak and rate per habit' });
    expect(within(table).getByRole('row', { name: /Drink water/ })).toHaveTextContent('2 days3 days4 of 580%');
  });

  it("shows the server's vacation days on the calendar as vacation, left out of the days counted (issue 25)", async () => {
    const away = [shiftWorkDay(TODAY, -2), shiftWorkDay(TODAY, -1)];
    renderApp({
      path: '/progress',
      mocks: [meMock(SAMPLE_USER), planMock(7), trendsMock(7), calendarMock(7, [TODAY], away)],
    });
    expect(await screen.findByRole('img', { name: /Drink water: done on 1 of 5 days \(2 days on vacation\)/ })).toBeInTheDocument();
    const cell = document.querySelector(`.heatmap__cell--vacation[title$="on vacation"]`);
    expect(cell).not.toBeNull();
    expect(document.querySelectorAll('.heatmap__cells .heatmap__cell--vacation')).toHaveLength(2);
  });

  it('lets an Unlimited user choose 30 days', async () => {
    const user = userEvent.setup();
    renderApp({
      path: '/progress',
      mocks: [
        meMock({ ...SAMPLE_USER, plan: 'UNLIMITED' }), planMock(null), trendsMock(7), calendarMock(7, []),
        trendsMock(30, { done: Array.from({ length: 30 }, () => 1), held: Array.from({ length: 30 }, () => 2) }), calendarMock(30, []),
      ],
    });
    const range = await screen.findByRole('group', { name: 'Range' });
    for (const radio of within(range).getAllByRole('radio')) expect(radio).toBeEnabled();
    expect(screen.queryByText(/The Free plan shows/)).not.toBeInTheDocument();

    await user.click(within(range).getByRole('radio', { name: '30 days' }));
    expect(await screen.findByText(/30 of 60 habit-days done \(50%\)/)).toBeInTheDocument();
  });

  it('counts a range beyond a year by month: charts, tables and the calendar stay small (issue 27)', async () => {
    const user = userEvent.setup();
    // Three years and a bit: 1,200 days, a task on each and a habit done every other day.
    const length = 1200;
    const from = shiftWorkDay(TODAY, -(length - 1));
    const ones = Array.from({ length }, () => 1);
    const allTrends = trendsMock(length, { work: ones, done: ones.map((_, index) => index % 2), held: ones });
    const allCalendar = calendarMock(length, Array.from({ length: length / 2 }, (_, index) => shiftWorkDay(from, index * 2)));
    renderApp({
      path: '/progress',
      mocks: [
        meMock({ ...SAMPLE_USER, plan: 'UNLIMITED' }), planMock(null), trendsMock(7), calendarMock(7, []),
        { ...allTrends, request: { query: ProgressTrendsDocument, variables: { from: null, to: TODAY } } },
        allCalendar,
      ],
    });
    await user.click(within(await screen.findByRole('group', { name: 'Range' })).getByRole('radio', { name: 'All' }));

    expect(await screen.findByText(/1,200 tasks completed over 1,200 days; the busiest month was/)).toBeInTheDocument();
    const months = new Set(Array.from({ length }, (_, index) => shiftWorkDay(from, index).slice(0, 7))).size;
    const workTable = screen.getByRole('table', { name: 'Tasks completed per month' });
    expect(within(workTable).getAllByRole('row')).toHaveLength(months + 1);
    expect(within(workTable).getAllByRole('row')[1]).toHaveTextContent(new RegExp(`^\\w+ ${from.slice(0, 4)}`));
    expect(screen.getByRole('table', { name: 'Habits done per month' })).toBeInTheDocument();

    const calendar = await screen.findByRole('table', { name: /^Drink water: done on 600 of 1,200 days/ });
    const years = Number(TODAY.slice(0, 4)) - Number(from.slice(0, 4)) + 1;
    expect(within(calendar).getAllByRole('row')).toHaveLength(years + 1);
    expect(within(calendar).getByRole('columnheader', { name: 'January' })).toBeInTheDocument();
    expect(within(calendar).getByRole('rowheader', { name: TODAY.slice(0, 4) })).toBeInTheDocument();
    // No cell per day anywhere.
    expect(document.querySelectorAll('.heatmap__cell:not(.heatmap__cell--legend)')).toHaveLength(0);
    expect(document.querySelectorAll('tr').length).toBeLessThan(2 * months + years + 20);
  });

  it('tells a user with nothing to chart what to do next', async () => {
    renderApp({ path: '/progress', mocks: [meMock(SAMPLE_USER), planMock(7), trendsMock(7, { empty: true })] });
    expect(await screen.findByRole('heading', { name: 'Nothing to chart yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Work' })).toHaveAttribute('href', '/');
  });

  it('says so when the trends fail to load', async () => {
    renderApp({
      path: '/progress',
      mocks: [
        meMock(SAMPLE_USER), planMock(7),
        { request: { query: ProgressTrendsDocument, variables: { from: shiftWorkDay(TODAY, -6), to: TODAY } }, error: new TypeError('Failed to fetch') },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching your progress');
  });

  it('shows each goal\'s progress with its formula, target date, next milestone and habits (issue 15)', async () => {
    const goal = {
      ...userGoal(1, 'PROGRESSING', { headline: 'Run a 10K' }, {
        targetDate: '2026-01-02',
        habits: [{ __typename: 'UserHabit', id: 'h1', item: { __typename: 'Item', id: 'i1', text: 'Run 3 times a week', headline: 'Run' } }],
        progress: {
          percent: 58, overdue: true, milestonesDone: 1, milestonesTotal: 2,
          formula: 'Progress 58% = average of milestones 1/2 (50%), habits 2/3 due days done in the last 7 days (67%). The Free plan looks back 7 days for habits.',
          nextMilestone: { __typename: 'GoalMilestone', id: 'm2', text: 'Run 7 km', dueOn: null },
        },
      }),
    };
    renderApp({
      path: '/progress',
      mocks: [
        meMock(SAMPLE_USER), planMock(7), trendsMock(7, { work: [0, 1, 0, 2, 0, 0, 3] }), calendarMock(7, [TODAY]),
        { request: { query: ProgressGoalsDocument }, result: { data: { myGoals: [goal] } } },
      ],
    });
    const panel = await screen.findByRole('region', { name: 'Goals, one by one' });
    expect(await within(panel).findByRole('progressbar', { name: 'Progress of Run a 10K' })).toHaveAttribute('aria-valuenow', '58');
    expect(within(panel).getByText(/^Progress 58% = average of milestones 1\/2/)).toBeInTheDocument();
    expect(panel).toHaveTextContent('Past its target date');
    expect(panel).toHaveTextContent('Next: Run 7 km');
    expect(panel).toHaveTextContent('Habits: Run');
  });
});
