import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DailyMotivationDocument } from '../../gql/graphql';
import { shiftWorkDay, todayWorkDay } from '../../shared/work-day';
import { MotivationBlock } from './MotivationBlock';
import { MOTIVATION_DATE_KEY, MOTIVATION_KEY, MOTIVATION_USER_KEY } from './motivation-cache';

const TODAY = todayWorkDay();
const USER_ID = 'user-1';

const motivationMock = (message: string): MockLink.MockedResponse => ({
  request: { query: DailyMotivationDocument, variables: { day: TODAY } },
  result: { data: { motivation: { __typename: 'Motivation', day: TODAY, message } } },
  delay: 20,
});

function cache(message: string, day: string, userId = USER_ID) {
  window.localStorage.setItem(MOTIVATION_KEY, message);
  window.localStorage.setItem(MOTIVATION_DATE_KEY, day);
  window.localStorage.setItem(MOTIVATION_USER_KEY, userId);
}

function renderBlock(mocks: MockLink.MockedResponse[]) {
  return render(
    <MockedProvider mocks={mocks}>
      <MotivationBlock userId={USER_ID} today={TODAY} />
    </MockedProvider>,
  );
}

describe('MotivationBlock', () => {
  it("uses today's cached message without asking the server", () => {
    cache('Keep the streak small and alive.', TODAY);
    // No mocks: a request would fail and show the error instead.
    renderBlock([]);
    expect(screen.getByRole('region', { name: /Daily Motivation/ })).toHaveTextContent('Keep the streak small and alive.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('fetches a new message when the cached one is from an earlier day, and caches it with its date', async () => {
    cache('Yesterday’s words.', shiftWorkDay(TODAY, -1));
    renderBlock([motivationMock('Fresh words for today.')]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your daily motivation…');
    expect(await screen.findByText('Fresh words for today.')).toBeInTheDocument();
    expect(screen.queryByText('Yesterday’s words.')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(MOTIVATION_KEY)).toBe('Fresh words for today.');
    expect(window.localStorage.getItem(MOTIVATION_DATE_KEY)).toBe(TODAY);
    expect(window.localStorage.getItem(MOTIVATION_USER_KEY)).toBe(USER_ID);
  });

  it("does not show another account's cached message", async () => {
    cache('Someone else’s words.', TODAY, 'user-2');
    renderBlock([motivationMock('Your own words.')]);
    expect(await screen.findByText('Your own words.')).toBeInTheDocument();
    expect(screen.queryByText('Someone else’s words.')).not.toBeInTheDocument();
  });

  it("says 'Error fetching motivational message' when the fetch fails, and can try again", async () => {
    const user = userEvent.setup();
    renderBlock([
      { request: { query: DailyMotivationDocument, variables: { day: TODAY } }, error: new TypeError('Failed to fetch') },
      motivationMock('Second time lucky.'),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error fetching motivational message');
    expect(window.localStorage.getItem(MOTIVATION_KEY)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Second time lucky.')).toBeInTheDocument();
  });

  it('asks again once habits were added since the message was written, instead of keeping it all day', async () => {
    const view = (habitCount: number, message: string) => (
      <MockedProvider mocks={[motivationMock(message)]}><MotivationBlock userId={USER_ID} today={TODAY} habitCount={habitCount} /></MockedProvider>
    );
    const { unmount } = render(view(0, 'You have not added any habits yet.'));
    expect(await screen.findByText('You have not added any habits yet.')).toBeInTheDocument();
    unmount();
    // Back on Work later today with two habits: the cached message is about none.
    render(view(2, 'Two habits: start with the smaller one.'));
    expect(await screen.findByText('Two habits: start with the smaller one.')).toBeInTheDocument();
    expect(window.localStorage.getItem(MOTIVATION_KEY)).toBe('Two habits: start with the smaller one.');
  });

  it("collapses with the toggle 'Collapse daily motivation'", async () => {
    const user = userEvent.setup();
    cache('Keep going.', TODAY);
    renderBlock([]);
    await user.click(screen.getByRole('button', { name: 'Collapse daily motivation' }));
    expect(screen.getByRole('button', { name: 'Expand daily motivation' })).toHaveAttribute('aria-expanded', 'false');
  });
});
