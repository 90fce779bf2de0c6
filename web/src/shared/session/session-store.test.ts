import { print } from 'graphql';
import { MeDocument } from '../../gql/graphql';
import { SAMPLE_USER } from '../../../test/render-app';
import { expectVisitor, hydrationSnapshot, loadSession, resetSession, sessionState, setSessionUser, SESSION_QUERY } from './session-store';
import { USER_STORAGE_KEY } from './stored-user';

function answer(body: unknown): jest.Mock {
  return jest.fn().mockResolvedValue({ json: () => Promise.resolve(body) });
}

describe('session-store (the shell asks Me without the GraphQL client)', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks exactly me.graphql\'s Me query', () => {
    expect(SESSION_QUERY).toBe(print(MeDocument));
  });

  it('starts unknown, and a prerendered page expects a visitor', () => {
    expect(sessionState()).toEqual({ me: null, loading: true, likelyVisitor: false });
    expectVisitor();
    expect(sessionState()).toEqual({ me: null, loading: true, likelyVisitor: true });
  });

  it('hydrates the prerendered page with the state it was rendered in, even when Me answered first', () => {
    resetSession();
    expectVisitor();
    setSessionUser(null);
    expect(sessionState()).toEqual({ me: null, loading: false, likelyVisitor: true });
    expect(hydrationSnapshot()).toEqual({ me: null, loading: true, likelyVisitor: true });
    resetSession();
    expect(hydrationSnapshot()).toBe(sessionState());
  });

  it('records the signed-in user from the API and keeps the stored copy', async () => {
    const fetchMock = answer({ data: { me: SAMPLE_USER } });
    globalThis.fetch = fetchMock;
    await loadSession();
    expect(fetchMock).toHaveBeenCalledWith('/graphql', expect.objectContaining({ method: 'POST', credentials: 'same-origin' }));
    expect(JSON.parse(fetchMock.mock.calls[0][1].body as string)).toMatchObject({ operationName: 'Me', query: SESSION_QUERY });
    expect(sessionState()).toMatchObject({ me: SAMPLE_USER, loading: false });
    expect(JSON.parse(window.localStorage.getItem(USER_STORAGE_KEY)!)).toEqual(SAMPLE_USER);
  });

  it('treats a failing answer as a visitor and forgets the stored copy', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(SAMPLE_USER));
    globalThis.fetch = jest.fn().mockResolvedValue({ json: () => Promise.reject(new SyntaxError('Unexpected token <')) });
    await loadSession();
    expect(sessionState()).toMatchObject({ me: null, loading: false });
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
  });

  it('with no answer at all (offline), opens for the user kept at the last sign-in (issue 28)', async () => {
    window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(SAMPLE_USER));
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await loadSession();
    expect(sessionState()).toMatchObject({ me: SAMPLE_USER, loading: false });
  });

  it('offline with nobody kept, a visitor', async () => {
    globalThis.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await loadSession();
    expect(sessionState()).toMatchObject({ me: null, loading: false });
  });

  it('lets an answer the GraphQL client gave first win over a late fetch', async () => {
    setSessionUser(SAMPLE_USER);
    globalThis.fetch = answer({ data: { me: null } });
    await loadSession();
    expect(sessionState().me).toEqual(SAMPLE_USER);
  });
});
