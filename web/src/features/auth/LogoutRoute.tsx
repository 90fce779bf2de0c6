import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../gql/graphql';
import { Spinner } from '../../ui/Spinner';
import { useForgetSession } from '../../shared/session/session';

/** /logout: not a page (SPEC §2): ends the session, forgets the user and goes home. */
export function LogoutRoute() {
  const [logout] = useMutation(LogoutDocument);
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, even when StrictMode runs effects twice.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        await logout();
      } catch {
        // Offline or already signed out: the refetched Me says which, and home shows it.
      }
      await forgetSession();
      navigate('/', { replace: true });
    })();
  }, [logout, forgetSession, navigate]);

  return <Spinner label="Signing out…" />;
}
