import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meFailure, meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';

function setWindowWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function navbar() {
  return screen.getByRole('banner');
}

function sidebarNav() {
  return screen.getByRole('navigation', { name: 'Sections' });
}

describe('Layout', () => {
  beforeEach(() => setWindowWidth(1280));

  it('shows a visitor the sidebar without Profile, the Log In link and the footer', async () => {
    renderApp({ mocks: [meMock(null)] });

    expect(await within(navbar()).findByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    const nav = within(sidebarNav());
    expect(nav.getByRole('link', { name: 'Work' })).toHaveAttribute('href', '/');
    expect(nav.getByRole('link', { name: 'Goals' })).toHaveAttribute('href', '/goals');
    expect(nav.getByRole('link', { name: 'Habits' })).toHaveAttribute('href', '/habits');
    expect(nav.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Progress' })).not.toBeInTheDocument();
    expect(within(navbar()).queryByRole('link', { name: 'Logout' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cairn' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Copyright 2024 Cairn');
  });

  it('prefixes every sidebar entry with a drawn icon and names it by its label', async () => {
    renderApp({ mocks: [meMock(SAMPLE_USER)] });
    await screen.findByRole('link', { name: 'Profile' });
    const links = within(sidebarNav()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Work', 'Goals', 'Habits', 'Progress', 'Profile']);
    expect(links.map((link) => link.querySelector('svg[aria-hidden="true"]')?.getAttribute('data-icon')))
      .toEqual(['work', 'goals', 'habits', 'progress', 'profile']);
  });

  it('shows a signed-in user Profile, Logout and a greeting with the username', async () => {
    renderApp({ mocks: [meMock(SAMPLE_USER)] });

    const profile = await within(sidebarNav()).findByRole('link', { name: 'Profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    expect(within(sidebarNav()).getByRole('link', { name: 'Progress' })).toHaveAttribute('href', '/progress');
    expect(within(navbar()).getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
    expect(within(navbar()).queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument();
    expect(screen.getByText(/^Hi,/)).toHaveTextContent('Hi, ada');
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
  });

  it('marks Work as current only on / itself', async () => {
    const { router } = renderApp({ mocks: [meMock(SAMPLE_USER)] });
    const work = await within(sidebarNav()).findByRole('link', { name: 'Work' });
    expect(work).toHaveAttribute('aria-current', 'page');

    await act(() => router.navigate('/goals'));
    expect(within(sidebarNav()).getByRole('link', { name: 'Work' })).not.toHaveAttribute('aria-current');
    expect(within(sidebarNav()).getByRole('link', { name: 'Goals' })).toHaveAttribute('aria-current', 'page');
  });

  it('treats a failing Me query as a visitor and still renders the landing page', async () => {
    renderApp({ mocks: [meFailure()] });

    expect(await screen.findByRole('heading', { level: 1, name: /one small step at a time/ })).toBeInTheDocument();
    expect(within(navbar()).getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    expect(within(sidebarNav()).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('has a skip link to the main landmark', async () => {
    renderApp();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    await within(navbar()).findByRole('link', { name: 'Log In' });
  });

  it('starts with the sidebar expanded on a wide window and lets the user collapse it', async () => {
    const user = userEvent.setup();
    renderApp();
    const toggle = screen.getByRole('button', { name: 'Collapse sidebar' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', 'sidebar-nav');

    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    // Collapsed entries keep their names for assistive technology.
    expect(within(sidebarNav()).getByRole('link', { name: 'Goals' })).toBeInTheDocument();
  });

  it('starts collapsed under 768 px and collapses when the window narrows', async () => {
    setWindowWidth(375);
    const { unmount } = renderApp();
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
    unmount();

    setWindowWidth(1024);
    renderApp();
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      setWindowWidth(600);
      window.dispatchEvent(new Event('resize'));
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false'));
  });

  it('closes the mobile sidebar after following an entry', async () => {
    setWindowWidth(375);
    const user = userEvent.setup();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(within(sidebarNav()).getByRole('link', { name: 'Goals' }));
    expect(screen.getByRole('button', { name: 'Expand sidebar' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles the navbar menu with an expanded state tied to the menu', async () => {
    const user = userEvent.setup();
    renderApp();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', 'navbar-menu');
    expect(document.getElementById('navbar-menu')).toContainElement(screen.getByLabelText('Theme'));

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
