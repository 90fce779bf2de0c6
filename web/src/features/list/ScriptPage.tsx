import { useMutation } from '@apollo/client/react';
import { CatalogueDocument, RefreshCatalogueDocument } from '../../gql/graphql';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useOutcome } from '../../ui/useOutcome';
import { useMe } from '../../shared/session/useMe';
import { failureText } from '../../shared/collection/api-messages';
import { LoginLink } from '../../shared/collection/LoginLinks';
import '../../shared/collection/collection.css';
import { SCRIPT_MESSAGES } from './catalogue-texts';

/** /script: runs the idempotent catalogue refresh (DESIGN: same as the seed step). */
export function ScriptPage() {
  const { me, loading } = useMe();
  const [refreshCatalogue, { loading: running }] = useMutation(RefreshCatalogueDocument, { refetchQueries: [CatalogueDocument] });
  const [outcome, report, clearOutcome] = useOutcome();

  if (loading) return <Spinner />;

  const run = async () => {
    clearOutcome();
    try {
      await refreshCatalogue();
      report('success', SCRIPT_MESSAGES.done);
    } catch (error) {
      report('error', SCRIPT_MESSAGES.failed(failureText(error)));
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
