import { act, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router-dom';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';
import { routes } from './routes';
import { expectVisitor, setSessionUser } from '../../shared/session/session-store';

describe('routes', () => {
  it.each(['/', '/home'])('shows a visitor the landing page at %s', async (path) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: /one small step at a time/ })).toBeInTheDocument();
  });

  it('shows the prerendered landing page at once, without the data providers, with Log In offered before Me answers', async () => {
    // No Me mock at all: the GraphQL client is never asked while the page is the landing page.
    expectVisitor();
    renderApp({ path: '/', mocks: [] });
    expect(await screen.findByRole('heading', { level: 1, name: /one small step at a time/ })).toBeInTheDocument();
    const navbar = within(screen.getByRole('banner'));
    // The server saw no session cookie: a visitor, offered Log In at once, so nothing moves when Me answers.
    expect(navbar.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
    act(() => setSessionUser(null));
    expect(navbar.getByRole('link', { name: 'Log In' })).toBeInTheDocument();
  });

  it.each(['/', '/home'])('shows a signed-in user the Work screen at %s', async (path) => {
    renderApp({ path, mocks: [meMock(SAMPLE_USER)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Manage Your Life' })).not.toBeInTheDocument();
  });

  it.each(['/not-found', '/no/such/page', '/goals/not-a-page'])('shows the 404 page with Return Home at %s', async (path) => {
    renderApp({ path });
    const home = await screen.findByRole('link', { name: 'Return Home' });
    expect(home).toHaveAttribute('href', '/');
    // Still inside the layout, so navigation stays available.
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });

  it('shows the routing failure screen when a screen throws', async () => {
    const failing = (): never => {
      throw new Error('boom');
    };
    // The real shell and error boundaries, with one screen that fails.
    const [shell] = routes;
    const screens = shell.children![0];
    const withFailingRoute: RouteObject[] = [{
      path: shell.path,
      element: shell.element,
      errorElement: shell.errorElement,
      children: [{ errorElement: screens.errorElement, children: [{ path: 'broken', Component: failing }] }],
    }];
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);

    renderApp({ path: '/broken', routeTable: withFailingRoute });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Sections' })).toBeInTheDocument();
  });
});
