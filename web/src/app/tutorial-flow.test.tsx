import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router-dom';
import { meMock, renderApp, SAMPLE_USER } from '../../test/render-app';
import { Layout } from './layout/Layout';
import { SetTutorialCompletedDocument, TutorialProgressDocument } from '../gql/graphql';
import { ProfilePage } from '../features/profile/ProfilePage';
import { TutorialGoalsModal } from '../features/tutorial/TutorialGoalsModal';

const FLAG = `tutorialComplete_${SAMPLE_USER.id}`;

/** The layout with light stand-ins for the screens, and the Goals modal where the Goals page mounts it. */
const ROUTES: RouteObject[] = [{
  path: '/',
  element: <Layout />,
  children: [
    { index: true, element: <h1>Home screen</h1> },
    { path: 'goals', element: <><h1>Goals screen</h1><TutorialGoalsModal /></> },
    { path: 'habits', element: <h1>Habits screen</h1> },
    { path: 'profile', element: <ProfilePage /> },
  ],
}];

const progressMock = (tutorialCompleted: boolean): MockLink.MockedResponse => ({
  request: { query: TutorialProgressDocument },
  result: { data: { me: { __typename: 'User', id: SAMPLE_USER.id, tutorialCompleted } } },
});

/** setTutorialCompleted(completed), recording each call. */
function saveMock(completed: boolean, calls: boolean[]): MockLink.MockedResponse {
  return {
    request: { query: SetTutorialCompletedDocument, variables: { completed } },
    result: () => {
      calls.push(completed);
      return { data: { setTutorialCompleted: { __typename: 'User', id: SAMPLE_USER.id, tutorialCompleted: completed } } };
    },
  };
}

function start(path: string, mocks: MockLink.MockedResponse[]) {
  const utils = renderApp({ path, mocks, routeTable: ROUTES });
  return { user: userEvent.setup(), ...utils };
}

const banner = (name: string | RegExp) => screen.findByRole('region', { name });
const click = (user: ReturnType<typeof userEvent.setup>, name: string) => user.click(screen.getByRole('button', { name }));

describe('the tutorial', () => {
  afterEach(() => window.sessionStorage.clear());

  it('resumes at the step it was on after a reload of the tab', async () => {
    const first = start('/', [meMock(SAMPLE_USER), progressMock(false)]);
    await banner('Welcome to Cairn, ada!');
    await click(first.user, 'Start Tutorial');
    await banner('Continue Tutorial');
    await click(first.user, 'Continue');
    await banner('Find your way around');
    first.unmount();

    start('/', [meMock(SAMPLE_USER), progressMock(false)]);
    expect(await banner('Find your way around')).toHaveTextContent('Step 1 of 5');
    expect(screen.queryByRole('region', { name: 'Welcome to Cairn, ada!' })).not.toBeInTheDocument();
  });

  it('does not show for a visitor', async () => {
    start('/', [meMock(null)]);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Tutorial' })).not.toBeInTheDocument();
  });

  it('welcomes a new user with what each of the 5 quick steps does', async () => {
    start('/', [meMock(SAMPLE_USER), progressMock(false)]);
    const welcome = await banner('Welcome to Cairn, ada!');
    expect(welcome).toHaveTextContent('5 quick steps');
    const plan = within(welcome).getAllByRole('listitem').map((item) => item.textContent);
    expect(plan).toHaveLength(5);
    expect(plan[0]).toMatch(/Work, Goals, Habits, Progress and Profile/);
    expect(plan[1]).toMatch(/goal categories/);
    expect(plan[2]).toMatch(/Create your first goal/);
    expect(plan[3]).toMatch(/Update your profile/);
    expect(within(welcome).getByRole('button', { name: 'Start Tutorial' })).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Skip Tutorial' })).toBeInTheDocument();
    expect(within(welcome).getByRole('button', { name: 'Close tutorial' })).toBeInTheDocument();
  });

  it('walks all six steps across /goals and /profile to completion, then stays gone', async () => {
    const saved: boolean[] = [];
    const { user, router } = start('/', [meMock(SAMPLE_USER), progressMock(false), saveMock(true, saved)]);

    await banner('Welcome to Cairn, ada!');
    await click(user, 'Start Tutorial');
    const prompt = await banner('Continue Tutorial');
    expect(prompt).toHaveFocus();
    expect(prompt).toHaveTextContent('next, finding your way around');

    await click(user, 'Continue');
    const navigation = await banner('Find your way around');
    expect(navigation).toHaveTextContent('Step 1 of 5');
    for (const section of ['Work', 'Goals', 'Habits', 'Profile']) expect(navigation).toHaveTextContent(section);
    await click(user, 'Explore');
    await click(user, 'Continue');

    await waitFor(() => expect(router.state.location.pathname).toBe('/goals'));
    const categories = await banner('Goals live in categories');
    expect(categories).toHaveTextContent('Step 2 of 5');
    const groups = within(within(categories).getByRole('list', { name: 'Categories by area of life' })).getAllByRole('listitem');
    expect(groups.map((group) => group.querySelector('strong')?.textContent))
      .toEqual(['Personal Growth', 'Career & Finance', 'Health & Wellness', 'Relationships']);
    await click(user, 'Explore');
    await click(user, 'Continue');

    // The Goals page's modal takes over the goal step.
    const modal = await screen.findByRole('dialog', { name: 'Creating Your First Goal' });
    expect(modal).toHaveTextContent('specific and measurable');
    expect(modal).toHaveTextContent('deadline');
    expect(modal).toHaveTextContent('smaller milestones');
    expect(within(modal).getByRole('button', { name: "Let's Create a Goal" })).toHaveFocus();
    await user.click(within(modal).getByRole('button', { name: "Let's Create a Goal" }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/goals');
    expect(await banner('Continue Tutorial')).toHaveTextContent('continue to your profile');
    await click(user, 'Continue');

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(await banner('Make Cairn yours')).toHaveTextContent('Step 4 of 5');
    await click(user, 'Explore');
    await click(user, 'Continue');

    const last = await banner('You’re all set');
    expect(last).toHaveTextContent('Step 5 of 5');
    expect(within(last).queryByRole('button', { name: 'Skip Tutorial' })).not.toBeInTheDocument();
    await click(user, 'Complete Tutorial');

    expect(screen.queryByRole('region', { name: 'You’re all set' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FLAG)).toBe('true');
    await waitFor(() => expect(saved).toEqual([true]));
    expect(document.getElementById('main-content')).toHaveFocus();

    await act(() => router.navigate('/'));
    expect(screen.queryByRole('button', { name: 'Start Tutorial' })).not.toBeInTheDocument();
  });

  it.each([
    ['Skip Tutorial', 'Skip Tutorial'],
    ['Close', 'Close tutorial'],
  ])('%s marks it completed, here and on the server', async (_name, button) => {
    const saved: boolean[] = [];
    const { user, router } = start('/', [meMock(SAMPLE_USER), progressMock(false), saveMock(true, saved)]);
    await banner('Welcome to Cairn, ada!');
    await click(user, button);
    expect(screen.queryByRole('region', { name: 'Welcome to Cairn, ada!' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FLAG)).toBe('true');
    await waitFor(() => expect(saved).toEqual([true]));
    expect(router.state.location.pathname).toBe('/');
  });

  it('closes from the compact prompt too', async () => {
    const { user } = start('/', [meMock(SAMPLE_USER), progressMock(false), saveMock(true, [])]);
    await banner('Welcome to Cairn, ada!');
    await click(user, 'Start Tutorial');
    await banner('Continue Tutorial');
    await click(user, 'Close tutorial');
    expect(screen.queryByRole('region', { name: 'Continue Tutorial' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FLAG)).toBe('true');
  });

  it("the Goals modal's 'Skip Tutorial' goes to / with tutorialComplete", async () => {
    const saved: boolean[] = [];
    const { user, router } = start('/', [meMock(SAMPLE_USER), progressMock(false), saveMock(true, saved)]);
    await banner('Welcome to Cairn, ada!');
    for (const step of ['Start Tutorial', 'Continue', 'Explore', 'Continue', 'Explore', 'Continue']) {
      await user.click(await screen.findByRole('button', { name: step }));
    }
    const modal = await screen.findByRole('dialog', { name: 'Creating Your First Goal' });
    await user.click(within(modal).getByRole('button', { name: 'Skip Tutorial' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ tutorialComplete: true });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem(FLAG)).toBe('true');
    await waitFor(() => expect(saved).toEqual([true]));
  });

  it('Escape on the Goals modal leaves the user on /goals with the explore prompt', async () => {
    const { user, router } = start('/', [meMock(SAMPLE_USER), progressMock(false)]);
    await banner('Welcome to Cairn, ada!');
    for (const step of ['Start Tutorial', 'Continue', 'Explore', 'Continue', 'Explore', 'Continue']) {
      await user.click(await screen.findByRole('button', { name: step }));
    }
    await screen.findByRole('dialog', { name: 'Creating Your First Goal' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await banner('Continue Tutorial')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/goals');
  });

  it('the Goals modal stays closed on /goals before the goal step', async () => {
    start('/goals', [meMock(SAMPLE_USER), progressMock(false)]);
    await banner('Welcome to Cairn, ada!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('trusts the local flag at once, and tells the server', async () => {
    window.localStorage.setItem(FLAG, 'true');
    const saved: boolean[] = [];
    start('/', [meMock(SAMPLE_USER), progressMock(false), saveMock(true, saved)]);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([true]));
    expect(screen.queryByRole('button', { name: 'Start Tutorial' })).not.toBeInTheDocument();
  });

  it("follows the server's flag to a new browser, and keeps it locally", async () => {
    start('/', [meMock(SAMPLE_USER), progressMock(true)]);
    await waitFor(() => expect(window.localStorage.getItem(FLAG)).toBe('true'));
    expect(screen.queryByRole('button', { name: 'Start Tutorial' })).not.toBeInTheDocument();
  });

  it('stays away when the server cannot say', async () => {
    const { settled } = start('/', [meMock(SAMPLE_USER), { request: { query: TutorialProgressDocument }, error: new TypeError('Failed to fetch') }]);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    await act(() => settled('TutorialProgress'));
    expect(screen.queryByRole('button', { name: 'Start Tutorial' })).not.toBeInTheDocument();
  });

  it("Profile's 'Restart Tutorial' removes the flag, resets to welcome, shows the banner and goes to /", async () => {
    window.localStorage.setItem(FLAG, 'true');
    const saved: boolean[] = [];
    const { user, router } = start('/profile', [meMock(SAMPLE_USER), progressMock(true), saveMock(false, saved)]);
    await screen.findByRole('heading', { level: 1, name: 'Hi, ada' });
    expect(screen.queryByRole('button', { name: 'Start Tutorial' })).not.toBeInTheDocument();

    await click(user, 'Restart Tutorial');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(window.localStorage.getItem(FLAG)).toBeNull();
    expect(await banner('Welcome to Cairn, ada!')).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual([false]));
  });
});
