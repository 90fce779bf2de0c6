import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import type { LoginRedirectState } from '../../shared/session/session';
import { useSession } from '../../shared/session/session-store';
import { Spinner } from '../../ui/Spinner';

/**
 * Wraps the signed-in-only routes. Once Me has answered with no user, the visitor goes to
 * /login, which brings them back here (state.from) after signing in.
 */
export function RequireAuth() {
  const { me, loading } = useSession();
  const location = useLocation();
  // Signed out from a guarded page (logout, a deleted account): home, not the sign-in page,
  // even when the screen's own way home is still loading.
  const [signedInHere, setSignedInHere] = useState(false);
  if (me && !signedInHere) setSignedInHere(true);
  // A refetch keeps showing the page it already had.
  if (me) return <Outlet />;
  if (loading) return <Spinner />;
  if (signedInHere) return <Navigate to="/" replace />;
  const state: LoginRedirectState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
  return <Navigate to="/login" replace state={state} />;
}
