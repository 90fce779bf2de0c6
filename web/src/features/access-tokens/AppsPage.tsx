import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  AppsWithAccessDocument, CreateDeveloperAppDocument, DeleteDeveloperAppDocument, DeveloperAppsDocument, RevokeAppAccessDocument,
  type AppsWithAccessQuery, type DeveloperAppRowFragment,
} from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';
import { Notice } from '../../ui/Notice';
import { SecretField } from '../../ui/SecretField';
import { TextField } from '../../ui/TextField';
import { useOutcome } from '../../ui/useOutcome';
import { formatDate, listText } from '../../ui/i18n/format';
import './access-tokens.css';

export const APPS_MESSAGES = {
  loadFailed: msg`Could not load your apps.`,
  noAccess: msg`No app can act for you yet.`,
  noApps: msg`You have not registered an app.`,
  nameRequired: msg`Please give the app a name.`,
  redirectRequired: msg`Give at least one redirect URI.`,
  createFailed: msg`Could not register the app. Please try again.`,
  removeFailed: msg`Could not do that. Please try again.`,
  copyFailed: msg`Select the secret and copy it by hand.`,
} as const;

/** /profile/apps: the apps the user let act for them (Sign in with Cairn), and the apps they registered as a developer. */
export function AppsPage() {
  const { t } = useLingui();
  return (
    <div className="page access-tokens">
      <title>{t`Apps · Cairn`}</title>
      <header>
        <p className="page__eyebrow"><Link to="/profile"><Trans>Your profile</Trans></Link></p>
        <h1><Trans>Apps</Trans></h1>
        <p className="page__lead">
          <Trans>Apps you sign in to with Cairn act for you only as far as you allowed them. Revoke one and it stops at once.</Trans>
        </p>
      </header>
      <AppsWithAccess />
      <DeveloperApps />
    </div>
  );
}

function AppsWithAccess() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(AppsWithAccessDocument, { fetchPolicy: 'cache-and-network' });
  const grants = data?.appsWithAccess;
  return (
    <section className="card access-tokens__section" aria-labelledby="apps-access-title">
      <h2 id="apps-access-title" className="access-tokens__title"><Trans>Apps with access</Trans></h2>
      {loading && !grants && <p role="status"><Trans>Loading…</Trans></p>}
      {error && !grants && (
        <Notice tone="error" takeFocus={false}>
          {t(APPS_MESSAGES.loadFailed)} <button type="button" className="btn btn--link" onClick={() => void refetch()}><Trans>Try again</Trans></button>
        </Notice>
      )}
      {grants && grants.length === 0 && <p className="access-tokens__empty">{t(APPS_MESSAGES.noAccess)}</p>}
      {grants && grants.length > 0 && (
        <ul className="access-tokens__list" aria-labelledby="apps-access-title">
          {grants.map((grant) => <GrantRow key={grant.grantId} grant={grant} />)}
        </ul>
      )}
    </section>
  );
}

type Grant = AppsWithAccessQuery['appsWithAccess'][number];

function GrantRow({ grant }: { grant: Grant }) {
  const { t } = useLingui();
  const [revoke, { loading }] = useMutation(RevokeAppAccessDocument, { variables: { grantId: grant.grantId }, refetchQueries: [AppsWithAccessDocument] });
  const [problem, report] = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const allowed = listText([...grant.signInScopes.includes('openid') ? [t`Sign you in`] : [], ...grant.scopes], 'unit');
  const granted = formatDate(grant.grantedAt);
  const name = grant.appName;
  return (
    <li className="access-tokens__row">
      <div>
        <p className="access-tokens__name" translate="no">{grant.appName}</p>
        <p className="access-tokens__meta">{t`${allowed} · Allowed ${granted}`}</p>
        {problem && <p key={problem.at} role="alert" className="access-tokens__problem">{problem.text}</p>}
      </div>
      <BusyButton type="button" className="btn btn--danger-outline" busy={loading} label={t`Revoke`} busyLabel={t`Revoking...`}
        aria-label={t`Revoke ${name}`} onClick={() => setConfirming(true)} />
      <ConfirmRemoveDialog
        open={confirming}
        title={t`Revoke ${name}?`}
        description={t`The app loses its access at once, everywhere. It can ask you again later.`}
        confirmLabel={t`Revoke`}
        busyLabel={t`Revoking...`}
        onRemove={async () => {
          try {
            await revoke();
          } catch (error) {
            report('error', apiMessage(error, t(APPS_MESSAGES.removeFailed)));
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

function DeveloperApps() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(DeveloperAppsDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; clientId: string; clientSecret: string | null } | null>(null);
  const apps = data?.developerApps;
  return (
    <>
      <RegisterAppForm onCreated={(app) => { setCreated(app); void refetch(); }} />
      {created && (
        <section className="card access-tokens__section access-tokens__secret" aria-labelledby="apps-created-title">
          <h2 id="apps-created-title" className="access-tokens__title"><Trans>“{created.name}” is registered</Trans></h2>
          <p><Trans>Client ID: <code translate="no">{created.clientId}</code></Trans></p>
          {created.clientSecret
            ? (
              <>
                <p><Trans>Client secret: copy it now, it is shown only this once.</Trans></p>
                <SecretField label={t`Client secret`} secret={created.clientSecret} failedText={t(APPS_MESSAGES.copyFailed)} />
              </>
            )
            : <p><Trans>A public app has no secret: it proves itself with PKCE (S256).</Trans></p>}
          <button type="button" className="btn btn--secondary" onClick={() => setCreated(null)}><Trans>Done</Trans></button>
        </section>
      )}
      <section className="card access-tokens__section" aria-labelledby="apps-dev-title">
        <h2 id="apps-dev-title" className="access-tokens__title"><Trans>Your developer apps</Trans></h2>
        {loading && !apps && <p role="status"><Trans>Loading…</Trans></p>}
        {error && !apps && (
          <Notice tone="error" takeFocus={false}>
            {t(APPS_MESSAGES.loadFailed)} <button type="button" className="btn btn--link" onClick={() => void refetch()}><Trans>Try again</Trans></button>
          </Notice>
        )}
        {apps && apps.length === 0 && <p className="access-tokens__empty">{t(APPS_MESSAGES.noApps)}</p>}
        {apps && apps.length > 0 && (
          <ul className="access-tokens__list" aria-labelledby="apps-dev-title">
            {apps.map((app) => <DeveloperAppRow key={app.id} app={app} />)}
          </ul>
        )}
      </section>
    </>
  );
}

function RegisterAppForm({ onCreated }: { onCreated: (app: { name: string; clientId: string; clientSecret: string | null }) => void }) {
  const [create, { loading }] = useMutation(CreateDeveloperAppDocument);
  const [name, setName] = useState('');
  const [redirects, setRedirects] = useState('');
  const [confidential, setConfidential] = useState(false);
  const [problem, report, clearProblem] = useOutcome();
  const { t } = useLingui();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const redirectUris = redirects.split(/\s+/).filter(Boolean);
    if (!name.trim()) return report('error', t(APPS_MESSAGES.nameRequired));
    if (!redirectUris.length) return report('error', t(APPS_MESSAGES.redirectRequired));
    try {
      const result = await create({ variables: { input: { name: name.trim(), redirectUris, confidential } } });
      const answer = result.data?.createDeveloperApp;
      if (!answer) throw new Error('no app');
      clearProblem();
      setName('');
      setRedirects('');
      onCreated({ name: answer.app.name, clientId: answer.app.clientId, clientSecret: answer.clientSecret ?? null });
    } catch (error) {
      report('error', apiMessage(error, t(APPS_MESSAGES.createFailed)));
    }
  }

  return (
    <form className="card access-tokens__section" aria-labelledby="apps-new-title" onSubmit={onSubmit} noValidate>
      <h2 id="apps-new-title" className="access-tokens__title"><Trans>Register an app</Trans></h2>
      <p><Trans>Build on Cairn: your app asks users for access with OAuth 2.1 (see Help, “Build on Cairn”).</Trans></p>
      <TextField id="app-name" label={t`Name`} value={name} maxLength={100} placeholder={t`Habit Watch`}
        onChange={(event) => setName(event.target.value)} hint={t`Users see it when your app asks for access.`} />
      <div className="field">
        <label className="field__label" htmlFor="app-redirects"><Trans>Redirect URIs</Trans></label>
        <textarea id="app-redirects" className="input" rows={2} value={redirects} aria-describedby="app-redirects-hint"
          onChange={(event) => setRedirects(event.target.value)} placeholder="https://example.com/callback" />
        <p id="app-redirects-hint" className="field__hint"><Trans>One per line: https, or http for localhost.</Trans></p>
      </div>
      <label className="access-tokens__scope">
        <input type="checkbox" className="checkbox" checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />
        {' '}<Trans>It runs on a server and can keep a secret</Trans>
      </label>
      {problem && <Notice key={problem.at} tone="error">{problem.text}</Notice>}
      <BusyButton type="submit" busy={loading} label={t`Register App`} busyLabel={t`Registering...`} />
    </form>
  );
}

function DeveloperAppRow({ app }: { app: DeveloperAppRowFragment }) {
  const [remove, { loading }] = useMutation(DeleteDeveloperAppDocument, { variables: { id: app.id }, refetchQueries: [DeveloperAppsDocument] });
  const [problem, report] = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const { t } = useLingui();
  const name = app.name;
  return (
    <li className="access-tokens__row">
      <div>
        <p className="access-tokens__name" translate="no">{app.name}</p>
        <p className="access-tokens__meta">
          <code translate="no">{app.clientId}</code> · {app.confidential ? t`Confidential` : t`Public`} · <span translate="no">{app.redirectUris.join(', ')}</span>
        </p>
        {problem && <p key={problem.at} role="alert" className="access-tokens__problem">{problem.text}</p>}
      </div>
      <BusyButton type="button" className="btn btn--danger-outline" busy={loading} label={t`Delete`} busyLabel={t`Deleting...`}
        aria-label={t`Delete ${name}`} onClick={() => setConfirming(true)} />
      <ConfirmRemoveDialog
        open={confirming}
        title={t`Delete ${name}?`}
        description={t`Every user's access to it ends at once. This cannot be undone.`}
        confirmLabel={t`Delete`}
        busyLabel={t`Deleting...`}
        onRemove={async () => {
          try {
            await remove();
          } catch (error) {
            report('error', apiMessage(error, t(APPS_MESSAGES.removeFailed)));
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
