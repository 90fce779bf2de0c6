import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { meMock, renderApp } from '../../../test/render-app';
import { routes } from '../router/routes';
import { LoginPage } from '../../features/auth/LoginPage';
import { ResetEmailPage } from '../../features/auth/ResetEmailPage';
import { RegisterPage } from '../../features/auth/RegisterPage';

/** The real routes, with `path`'s screen a chunk that arrives only on `deliver()` (a slow phone's download). */
function routesWithSlowScreen(path: string, screenComponent: ComponentType) {
  let deliver = () => undefined as void;
  const chunk = new Promise<{ default: ComponentType }>((resolve) => {
    deliver = () => resolve({ default: screenComponent });
  });
  const Slow = lazy(() => chunk);
  const [shell] = routes;
  const [screens] = shell.children!;
  const routeTable: RouteObject[] = [{
    path: shell.path,
    element: shell.element,
    errorElement: shell.errorElement,
    children: [{
      errorElement: screens.errorElement,
      children: screens.children!.map((route) => (route.path === path ? { path, element: <Slow /> } : route)),
    }],
  }];
  return { routeTable, deliver };
}

describe('ScreenOutlet', () => {
  it.each([
    ['/login', 'Forgot Password?', 'resetemail', ResetEmailPage, 'Send Reset Link'],
    ['/resetemail', 'Back to Login', 'login', LoginPage, 'Sign In'],
    ['/login', 'Create an account', 'register', RegisterPage, 'Next'],
  ] as const)('from %s, %s shows the spinner, not the previous screen’s form, while the next screen loads', async (
    start, link, path, next, nextButton,
  ) => {
    const user = userEvent.setup();
    const { routeTable, deliver } = routesWithSlowScreen(path, next);
    const { router } = renderApp({ path: start, mocks: [meMock(null)], routeTable });
    await user.click(await screen.findByRole('link', { name: link }));

    // The URL says the next screen: the previous one's form is gone, nothing to type into yet.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/${path}`));
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Loading…')).toBeInTheDocument();

    await act(async () => deliver());
    expect(await screen.findByRole('button', { name: nextButton })).toBeInTheDocument();
  });
});

describe('a visitor typing before Me answers', () => {
  it.each([
    ['/resetemail', 'Send Reset Link'],
    ['/login', 'Sign In'],
  ])('keeps the email typed at %s when Me answers afterwards', async (path, button) => {
    const user = userEvent.setup();
    const { release, settled } = renderApp({ path, mocks: [meMock(null)], hold: 'Me' });
    await screen.findByRole('button', { name: button });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');

    await act(async () => {
      release();
      await settled('Me');
    });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });
});
