import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { currentLocale, i18n } from '../../ui/i18n/i18n';
import { useParams } from 'react-router-dom';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import './access-tokens.css';

interface ConsentDetails {
  app: { name: string; clientId: string; redirectTo: string };
  scopes: Array<{ scope: string; words: string }>;
  signedInAs: { name: string; email: string } | null;
}

const FAILED = msg`Something went wrong. Go back to the app and start again.`;

async function call<T>(path: string, method = 'GET'): Promise<T> {
  const headers = { 'Accept-Language': currentLocale(), ...(method === 'POST' ? { 'content-type': 'application/json' } : {}) };
  const response = await fetch(path, { method, credentials: 'same-origin', headers, body: method === 'POST' ? '{}' : undefined });
  const body = await response.json().catch(() => ({})) as T & { message?: string };
  if (!response.ok) throw new Error(body.message ?? i18n._(FAILED));
  return body;
}

/** /oauth/interaction/:uid: an app asks for access; the signed-in user allows or denies it (Sign in with Cairn). */
export function ConsentPage() {
  const { t } = useLingui();
  const { uid = '' } = useParams();
  const base = `/oauth/interaction/${encodeURIComponent(uid)}`;
  const [details, setDetails] = useState<ConsentDetails | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<'confirm' | 'deny' | null>(null);

  useEffect(() => {
    call<ConsentDetails>(`${base}/details`).then(setDetails, (error: Error) => setProblem(error.message));
  }, [base]);

  async function answer(choice: 'confirm' | 'deny') {
    setBusy(choice);
    try {
      const { redirectTo } = await call<{ redirectTo: string }>(`${base}/${choice}`, 'POST');
      window.location.assign(redirectTo);
    } catch (error) {
      setProblem((error as Error).message);
      setBusy(null);
    }
  }

  return (
    <div className="page access-tokens">
      <title>{t`Sign in with Cairn`}</title>
      <header>
        <h1>{details ? <Trans>{details.app.name} wants to use your Cairn account</Trans> : <Trans>Sign in with Cairn</Trans>}</h1>
      </header>
      {!details && !problem && <p role="status"><Trans>Loading…</Trans></p>}
      {problem && <Notice tone="error">{problem}</Notice>}
      {details && (
        <section className="card access-tokens__section" aria-labelledby="consent-title">
          <h2 id="consent-title" className="access-tokens__title"><Trans>It will be able to:</Trans></h2>
          <ul aria-labelledby="consent-title">
            {details.scopes.map((entry) => <li key={entry.scope}>{entry.words}</li>)}
          </ul>
          {details.signedInAs && (
            <p><Trans>You are signed in as <span translate="no">{details.signedInAs.name}</span> (<span translate="no">{details.signedInAs.email}</span>).</Trans></p>
          )}
          <p><Trans>You will go back to <span translate="no">{details.app.redirectTo}</span>. You can revoke its access any time in Profile, under Apps.</Trans></p>
          <div className="access-tokens__actions">
            <BusyButton type="button" busy={busy === 'confirm'} disabled={busy !== null} label={t`Allow`} busyLabel={t`Allowing...`} onClick={() => void answer('confirm')} />
            <BusyButton type="button" className="btn btn--secondary" busy={busy === 'deny'} disabled={busy !== null} label={t`Deny`} busyLabel={t`Denying...`} onClick={() => void answer('deny')} />
          </div>
        </section>
      )}
    </div>
  );
}
