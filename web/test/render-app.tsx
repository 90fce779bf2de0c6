import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { finalize, from, mergeMap } from 'rxjs';
import { routes } from '../src/app/router/routes';
import type { CurrentUser } from '../src/shared/session/useMe';
import { MeDocument, TutorialProgressDocument, WorkDashboardChangedDocument } from '../src/gql/graphql';
import { ThemeProvider } from '../src/ui/theme/ThemeProvider';
import { todayWorkDay } from '../src/shared/work-day';

export const SAMPLE_USER: CurrentUser & { __typename: 'User' } = {
  __typename: 'User',
  id: '6f1c2a3e-0000-4000-8000-000000000001',
  username: 'ada',
  email: 'ada@example.com',
  focusAreas: ['Health'],
  challenges: ['No Time'],
  plan: 'FREE',
  timeZone: 'UTC',
  dayStartHour: 0,
  // The server's today for this user; the browser's own day keeps the screens' tests simple.
  today: todayWorkDay(),
  locale: 'en',
  weekStart: null,
  firstDayOfWeek: 1,
  localeFirstDayOfWeek: 1,
};

export const meMock = (me: typeof SAMPLE_USER | null): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  result: { data: { me } },
});

export const meFailure = (): MockLink.MockedResponse => ({
  request: { query: MeDocument },
  error: new Error('connect ECONNREFUSED'),
});

/** Signed-in screens ask whether the tutorial is done; by default it is, so no banner shows. */
export const tutorialDoneMock: MockLink.MockedResponse = {
  request: { query: TutorialProgressDocument },
  result: { data: { me: { __typename: 'User', id: SAMPLE_USER.id, tutorialCompleted: true } } },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

/** The Work screen listens for changes from other tabs; in these tests none ever comes. */
export const quietLiveDashboardMock: MockLink.MockedResponse = {
  request: { query: WorkDashboardChangedDocument, variables: () => true },
  result: { data: null },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

interface RenderAppOptions {
  path?: string;
  mocks?: MockLink.MockedResponse[];
  routeTable?: RouteObject[];
  /** Requests of this operation wait until `release()`: a screen's state while it waits can be seen however slow the machine. */
  hold?: string;
}

/**
 * Sees each request through: `hold`'s requests wait for `release()`, and `settled(name)` resolves
 * once a request of that operation has had its answer (so a test waits for the request, not for time).
 */
export function trafficLink(hold?: string) {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const answered = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const settle = (name: string) => {
    answered.add(name);
    for (const resolve of waiting.get(name) ?? []) resolve();
    waiting.delete(name);
  };
  const link = new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? '';
    const answer = name === hold ? from(gate).pipe(mergeMap(() => forward(operation))) : forward(operation);
    return answer.pipe(finalize(() => settle(name)));
  });
  const settled = (name: string) => answered.has(name)
    ? Promise.resolve()
    : new Promise<void>((resolve) => waiting.set(name, [...(waiting.get(name) ?? []), resolve]));
  return { link, release, settled };
}

/**
 * Renders the app's routes at `path` with the production providers, Apollo mocked. react-dnd is
 * left out: it ships ESM only, which jest (web/jest.config.cjs) does not transform yet.
 */
export function renderApp({ path = '/', mocks = [meMock(null)], routeTable = routes, hold }: RenderAppOptions = {}) {
  const router = createMemoryRouter(routeTable, { initialEntries: [path] });
  const traffic = trafficLink(hold);
  const link = ApolloLink.from([traffic.link, new MockLink([...mocks, tutorialDoneMock, quietLiveDashboardMock])]);
  const utils = render(
    <I18nProvider i18n={i18n}>
      <MockedProvider link={link}>
        <ThemeProvider>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </ThemeProvider>
      </MockedProvider>
    </I18nProvider>,
  );
  return { ...utils, router, release: traffic.release, settled: traffic.settled };
}
