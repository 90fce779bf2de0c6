import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import { meMock, SAMPLE_USER } from '../../../test/render-app';
import { ProgressHabitCalendarDocument } from '../../gql/graphql';
import { shiftWorkDay, todayWorkDay } from '../../shared/work-day';
import { HabitCalendar } from './HabitCalendar';

const TO = todayWorkDay();
const FROM = shiftWorkDay(TO, -364);
const calendarMock: MockLink.MockedResponse = {
  request: { query: ProgressHabitCalendarDocument, variables: { habitId: 'h1', from: FROM, to: TO } },
  result: { data: { habitCalendar: { __typename: 'HabitCalendar', from: FROM, to: TO, days: [TO], vacationDays: [] } } },
};

/** The year's weeks are 1,000px wide in a 300px card: 700px to scroll. */
const WIDE = { scrollWidth: 1000, clientWidth: 300 };

/**
 * jsdom lays nothing out: the year view gets the widths a browser would give it. Nor does it have
 * the browser's `[dir="rtl"] { direction: rtl }` or inherit `direction`: the page's stylesheet
 * gives the calendar the direction a browser computes under <html dir>.
 */
function renderYear(dir: 'ltr' | 'rtl') {
  const style = document.createElement('style');
  style.textContent = `.heatmap { direction: ${dir}; }`;
  document.head.append(style);
  const widths = Object.entries(WIDE).map(([name, value]) => jest.spyOn(HTMLElement.prototype, name as keyof typeof WIDE, 'get').mockReturnValue(value));
  render(<MockedProvider mocks={[meMock(SAMPLE_USER), calendarMock]}><HabitCalendar habits={[{ id: 'h1', text: 'Drink water' }]} from={FROM} to={TO} /></MockedProvider>);
  return () => {
    style.remove();
    for (const width of widths) width.mockRestore();
  };
}

describe('HabitCalendar year view', () => {
  let restore = () => undefined as void;
  afterEach(() => restore());

  it('opens on the newest weeks, at the right, left to right', async () => {
    restore = renderYear('ltr');
    const year = await screen.findByRole('group', { name: /^Calendar, / });
    expect(year.scrollLeft).toBe(700);
  });

  it('opens on the newest weeks, at the left, right to left, where scrollLeft counts down from 0', async () => {
    restore = renderYear('rtl');
    const year = await screen.findByRole('group', { name: /^Calendar, / });
    expect(year.scrollLeft).toBe(-700);
  });
});
