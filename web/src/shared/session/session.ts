import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useLocation, useNavigate, type Location } from 'react-router-dom';
import { LogoutDocument } from '../../gql/graphql';
import { redirectToCheckout } from './checkout';
import { setSessionUser } from './session-store';
import { forgetUser } from './stored-user';
import { endOffline } from '../offline/offline-session';
import type { CurrentUser } from './useMe';

/** The router state RequireAuth leaves on /login: where the visitor was going. */
export interface LoginRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

const AFTER_LOGIN = '/home';
const NOT_A_DESTINATION = new Set(['/login', '/logout', '/register']);

/** Where to go after signing in: the page the visitor was sent away from, else /home. */
export function destinationAfterLogin(state: unknown): string {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return AFTER_LOGIN;
  if (NOT_A_DESTINATION.has(from.pathname)) return AFTER_LOGIN;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

interface SignInResult {
  user: CurrentUser;
  paymentRequired: boolean;
}

/**
 * After a successful login: keep the user's copy, refetch everything as the new session sees
 * it (Me first of all), then leave the login page.
 */
export function useCompleteSignIn(): (result: SignInResult) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(async ({ user, paymentRequired }: SignInResult) => {
    // The shell (navbar, guarded routes) knows at once, before Me is asked again.
    setSessionUser(user);
    // Unlimited without a live subscription: straight on to card checkout (SPEC §2 Login). If it
    // cannot start, the half-made session ends and the login form says so (CheckoutFailedError).
    if (paymentRequired) {
      try {
        await redirectToCheckout(client);
        return;
      } catch (error) {
        await client.mutate({ mutation: LogoutDocument }).catch(() => undefined);
        setSessionUser(null);
        throw error;
      }
    }
    try {
      await client.resetStore();
    } catch {
      // A query that fails to refetch shows its own error state; the sign-in itself succeeded.
    }
    navigate(destinationAfterLogin(location.state), { replace: true });
  }, [client, navigate, location.state]);
}

/** After the session has ended (logout, account deleted): forget the user and every cached answer. */
export function useForgetSession(): () => Promise<void> {
  const client = useApolloClient();
  return useCallback(async () => {
    // The shell learns it from Me, asked again below: the screen has time to leave a guarded page.
    forgetUser();
    await endOffline();
    try {
      await client.resetStore();
    } catch {
      // Refetching as a visitor can fail (API down); the cache is empty either way.
      setSessionUser(null);
    }
  }, [client]);
}
