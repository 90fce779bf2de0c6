import { useMutation } from '@apollo/client/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LogoutDocument } from '../../gql/graphql';
import { Spinner } from '../../ui/Spinner';
import { useForgetSession } from '../../shared/session/session';
import { unsyncedChanges } from '../../shared/offline/offline-session';

/**
 * /logout: not a page (SPEC §2): ends the session, forgets the user and goes home. With changes
 * still waiting to sync, it asks first.
 */
export function LogoutRoute() {
  const { t } = useLingui();
  const [logout] = useMutation(LogoutDocument);
  const forgetSession = useForgetSession();
  const navigate = useNavigate();
  const started = useRef(false);
  const [waiting, setWaiting] = useState<number | null>(null);
  const [confirmed, setConfirmed] = useState(false);

  useEffect(() => {
    void unsyncedChanges().then(setWaiting);
  }, []);

  useEffect(() => {
    if (waiting === null || (waiting > 0 && !confirmed)) return;
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
  }, [waiting, confirmed, logout, forgetSession, navigate]);

  if (waiting !== null && waiting > 0 && !confirmed) {
    return (
      <div className="page">
        <section className="card" role="alertdialog" aria-labelledby="unsynced-title" aria-describedby="unsynced-text">
          <h1 id="unsynced-title"><Trans>Sign out with changes not synced?</Trans></h1>
          <p id="unsynced-text">
            {/* What signing out would lose (issue 28). */}
            <Plural
              value={waiting}
              one="# change you made has not synced yet. If you sign out now, it will be lost."
              other="# changes you made have not synced yet. If you sign out now, they will be lost."
            />
          </p>
          <div className="form-actions">
            <button type="button" className="btn btn--secondary" autoFocus onClick={() => navigate('/workspace', { replace: true })}><Trans>Stay signed in</Trans></button>
            <button type="button" className="btn btn--danger" onClick={() => setConfirmed(true)}><Trans>Sign out anyway</Trans></button>
          </div>
        </section>
      </div>
    );
  }
  return <Spinner label={t`Signing out…`} />;
}
