import { useSyncExternalStore } from 'react';
import { activateLocale, currentLocale } from '../../ui/i18n/i18n';
import { rememberServerToday } from '../work-day';
import { forgetUser, storedUser, storeUser } from './stored-user';
import type { CurrentUser } from './useMe';

/**
 * The Me query as text, asked with a bare fetch: the app shell knows who is signed in without
 * loading the GraphQL client, so the landing page never downloads it. Kept equal to
 * me.graphql's `Me` (MeDocument) by a test.
 */
export const SESSION_QUERY = `query Me {
  me {
    ...CurrentUser
  }
}

fragment CurrentUser on User {
  id
  username
  email
  focusAreas
  challenges
  plan
  timeZone
  dayStartHour
  today
  locale
  weekStart
  firstDayOfWeek
  localeFirstDayOfWeek
}`;

export interface SessionState {
  /** The signed-in user; null for a visitor, and while the answer is not known yet. */
  me: CurrentUser | null;
  /** True until the first answer (or failure) arrives. */
  loading: boolean;
  /**
   * The page arrived prerendered as the visitors' landing page (the server saw no session
   * cookie): until Me answers, the shell shows the visitor's screens rather than a spinner.
   */
  likelyVisitor: boolean;
}

let state: SessionState = { me: null, loading: true, likelyVisitor: false };
/** What the prerendered HTML was rendered with: hydration must see it even if Me answered meanwhile. */
let hydrationState: SessionState | null = null;
const listeners = new Set<() => void>();

function publish(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The shell's signed-in state now. */
export function sessionState(): SessionState {
  return state;
}

/**
 * Records who is signed in (null: a visitor), from the first fetch or later from the GraphQL
 * client's Me (sign-in, sign-out, a profile edit). Keeps the stored copy, the server's today
 * for the user and the app's language in step.
 */
export function setSessionUser(me: CurrentUser | null): void {
  rememberServerToday(me?.today);
  // The account's language follows the user from device to device.
  if (me?.locale && me.locale !== currentLocale()) void activateLocale(me.locale);
  if (me) storeUser(me);
  else forgetUser();
  if (!state.loading && state.me === me) return;
  publish({ me, loading: false, likelyVisitor: state.likelyVisitor });
}

/** The page was prerendered for visitors (see SessionState.likelyVisitor). */
export function expectVisitor(): void {
  publish({ ...state, likelyVisitor: true });
  hydrationState = state;
}

/** Back to "not known yet" (tests and the prerender start from here). */
export function resetSession(): void {
  hydrationState = null;
  publish({ me: null, loading: true, likelyVisitor: false });
}

interface MeAnswer {
  data?: { me?: CurrentUser | null } | null;
}

/**
 * Asks the API who is signed in. With no answer at all (offline, the server unreachable), the
 * user kept at the last sign-in, whose screens then open from their kept data (issue 28); a
 * failing answer counts as a visitor rather than an error screen. An answer the GraphQL client
 * gave first wins.
 */
export async function loadSession(): Promise<void> {
  let me: CurrentUser | null = null;
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/graphql-response+json, application/json', 'Accept-Language': currentLocale() },
      body: JSON.stringify({ operationName: 'Me', query: SESSION_QUERY, variables: {} }),
    });
    const answer = (await response.json()) as MeAnswer;
    me = answer.data?.me ?? null;
  } catch (error) {
    // No answer at all: offline. Otherwise treated as a visitor.
    if (error instanceof TypeError) me = storedUser();
  }
  if (state.loading) setSessionUser(me);
}

/** The snapshot React hydrates with (useSyncExternalStore's server snapshot). */
export function hydrationSnapshot(): SessionState {
  return hydrationState ?? state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The signed-in state of the whole shell, without the GraphQL client. */
export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, sessionState, hydrationSnapshot);
}
