import { useMutation } from '@apollo/client/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { me, loading } = useMe();
  const [refreshCatalogue, { loading: running }] = useMutation(RefreshCatalogueDocument, { refetchQueries: [CatalogueDocument] });
  const [outcome, report, clearOutcome] = useOutcome();

  if (loading) return <Spinner />;

  const run = async () => {
    clearOutcome();
    try {
      await refreshCatalogue();
      report('success', t(SCRIPT_MESSAGES.done));
    } catch (error) {
      report('error', t(SCRIPT_MESSAGES.failed(failureText(error))));
    }
  };

  return (
    <div className="page script-page">
      <title>{t`Run Script · Cairn`}</title>
      <p className="page__eyebrow"><Trans>Maintenance</Trans></p>
      <h1><Trans>Run Script</Trans></h1>
      <section className="card script-card" aria-labelledby="script-refresh-title">
        <h2 id="script-refresh-title" className="collection-section__title"><Trans>Refresh the catalogue</Trans></h2>
        {me ? (
          <>
            <p className="script-card__text">
              <Trans>
                Reloads the built-in goals, habits and locales. It is safe to run at any time: your own
                goals, habits and progress stay as they are.
              </Trans>
            </p>
            {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
            <BusyButton type="button" className="btn btn--primary" busy={running} label={t`Run Script`} busyLabel={t`Running...`} onClick={run} />
          </>
        ) : (
          <p className="script-card__text">
            {t(SCRIPT_MESSAGES.loggedOut)} <LoginLink><Trans>Log In</Trans></LoginLink>
          </p>
        )}
      </section>
    </div>
  );
}
