import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { CatalogueDocument, RefreshCatalogueDocument } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { LoginLink } from '../../shared/collection/LoginLinks';
import '../../shared/collection/collection.css';
import { SCRIPT_MESSAGES } from './catalogue-texts';

/** /script: runs the idempotent catalogue refresh (DESIGN: same as the seed step). */
export function ScriptPage() {
  const { me, loading } = useMe();
  const [refreshCatalogue, { loading: running }] = useMutation(RefreshCatalogueDocument, { refetchQueries: [CatalogueDocument] });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string; at: number } | null>(null);

  if (loading) return <Spinner />;

  const run = async () => {
    setOutcome(null);
    try {
      await refreshCatalogue();
      setOutcome({ tone: 'success', text: SCRIPT_MESSAGES.done, at: Date.now() });
    } catch (error) {
      setOutcome({ tone: 'error', text: SCRIPT_MESSAGES.failed(failureText(error)), at: Date.now() });
    }
  };

  return (
    <div className="page script-page">
      <title>Run Script · Cairn</title>
      <p className="page__eyebrow">Maintenance</p>
      <h1>Run Script</h1>
      <section className="card script-card" aria-labelledby="script-refresh-title">
        <h2 id="script-refresh-title" className="collection-section__title">Refresh the catalogue</h2>
        {me ? (
          <>
            <p className="script-card__text">
              Reloads the built-in goals, habits and locales. It is safe to run at any time: your own
              goals, habits and progress stay as they are.
            </p>
            {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
            <BusyButton type="button" className="btn btn--primary" busy={running} label="Run Script" busyLabel="Running..." onClick={run} />
          </>
        ) : (
          <p className="script-card__text">
            {SCRIPT_MESSAGES.loggedOut} <LoginLink>Log In</LoginLink>
          </p>
        )}
      </section>
    </div>
  );
}
