import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { meMock, renderApp, SAMPLE_USER } from '../../../test/render-app';

const DETAILS = {
  uid: 'abc', app: { name: 'Habit Watch', clientId: 'cairn_app_1', redirectTo: 'https://watch.example' },
  scopes: [{ scope: 'openid', words: 'Know who you are on Cairn' }, { scope: 'habits:read', words: 'See your habits and their history' }],
  signedInAs: { name: 'Ada', email: 'ada@example.com' },
};

const answer = (status: number, body: unknown) => Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) } as Response);

describe('ConsentPage', () => {
  // jsdom has no fetch: the page's own calls (not Apollo's) go to this stand-in.
  const fetchSpy = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const original = globalThis.fetch;
  beforeAll(() => { globalThis.fetch = fetchSpy as unknown as typeof fetch; });
  afterEach(() => fetchSpy.mockReset());
  afterAll(() => { globalThis.fetch = original; });

  it('names the app and each scope, and says no in the server\'s words when the request has expired', async () => {
    fetchSpy.mockImplementation((input) => String(input).startsWith('/oauth/')
      ? answer(200, DETAILS) : answer(404, {}));
    renderApp({ path: '/oauth/interaction/abc', mocks: [meMock(SAMPLE_USER)] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Habit Watch wants to use your Cairn account' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'It will be able to:' })).toHaveTextContent('See your habits and their history');

    fetchSpy.mockImplementation(() => answer(404, { message: 'This sign-in request has expired or was already answered. Go back to the app and start again.' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Allow' }));
    expect(await screen.findByText(/This sign-in request has expired/)).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledWith('/oauth/interaction/abc/confirm', expect.objectContaining({ method: 'POST' }));
  });
});
