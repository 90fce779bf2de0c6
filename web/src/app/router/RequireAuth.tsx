import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../../shared/session/session';
import { useMe } from '../../shared/session/useMe';
import { Spinner } from '../../ui/Spinner';

/**
 * Wraps the signed-in-only routes. Once Me has answered with no user, the visitor goes to
 * /login, which brings them back here (state.from) after signing in.
 */
export function RequireAuth() {
  const { me, loading } = useMe();
  const location = useLocation();
  // A refetch keeps showing the page it already had.
  if (me) return <Outlet />;
  if (loading) return <Spinner />;
  const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to="/login" replace state={state} />;
}
