import { useMutation, useQuery } from '@apollo/client/react';
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
import './access-tokens.css';

export const APPS_MESSAGES = {
  loadFailed: 'Could not load your apps.',
  noAccess: 'No app can act for you yet.',
  noApps: 'You have not registered an app.',
  nameRequired: 'Please give the app a name.',
  redirectRequired: 'Give at least one redirect URI.',
  createFailed: 'Could not register the app. Please try again.',
  removeFailed: 'Could not do that. Please try again.',
  copyFailed: 'Select the secret and copy it by hand.',
} as const;

const date = (value: string) => new Date(value).toLocaleDateString(undefined, { dateStyle: 'medium' });

/** /profile/apps: the apps the user let act for them (Sign in with Cairn), and the apps they registered as a developer. */
export function AppsPage() {
  return (
    <div className="page access-tokens">
      <header>
        <p className="page__eyebrow"><Link to="/profile">Your profile</Link></p>
        <h1>Apps</h1>
        <p className="page__lead">
          Apps you sign in to with Cairn act for you only as far as you allowed them. Revoke one and it stops at once.
        </p>
      </header>
      <AppsWithAccess />
      <DeveloperApps />
    </div>
  );
}

function AppsWithAccess() {
  const { data, loading, error, refetch } = useQuery(AppsWithAccessDocument, { fetchPolicy: 'cache-and-network' });
  const grants = data?.appsWithAccess;
  return (
    <section className="card access-tokens__section" aria-labelledby="apps-access-title">
      <h2 id="apps-access-title" className="access-tokens__title">Apps with access</h2>
      {loading && !grants && <p role="status">Loading…</p>}
      {error && !grants && (
        <Notice tone="error" takeFocus={false}>
          {APPS_MESSAGES.loadFailed} <button type="button" className="btn btn--link" onClick={() => void refetch()}>Try again</button>
        </Notice>
      )}
      {grants && grants.length === 0 && <p className="access-tokens__empty">{APPS_MESSAGES.noAccess}</p>}
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
  const [revoke, { loading }] = useMutation(RevokeAppAccessDocument, { variables: { grantId: grant.grantId }, refetchQueries: [AppsWithAccessDocument] });
  const [problem, report] = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const allowed = [...grant.signInScopes.includes('openid') ? ['Sign you in'] : [], ...grant.scopes];
  return (
    <li className="access-tokens__row">
      <div>
        <p className="access-tokens__name">{grant.appName}</p>
        <p className="access-tokens__meta">{allowed.join(', ')} · Allowed {date(grant.grantedAt)}</p>
        {problem && <p key={problem.at} role="alert" className="access-tokens__problem">{problem.text}</p>}
      </div>
      <BusyButton type="button" className="btn btn--danger-outline" busy={loading} label="Revoke" busyLabel="Revoking..."
        aria-label={`Revoke ${grant.appName}`} onClick={() => setConfirming(true)} />
      <ConfirmRemoveDialog
        open={confirming}
        title={`Revoke ${grant.appName}?`}
        description="The app loses its access at once, everywhere. It can ask you again later."
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onRemove={async () => {
          try {
            await revoke();
          } catch (error) {
            report('error', apiMessage(error, APPS_MESSAGES.removeFailed));
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}

function DeveloperApps() {
  const { data, loading, error, refetch } = useQuery(DeveloperAppsDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; clientId: string; clientSecret: string | null } | null>(null);
  const apps = data?.developerApps;
  return (
    <>
      <RegisterAppForm onCreated={(app) => { setCreated(app); void refetch(); }} />
      {created && (
        <section className="card access-tokens__section access-tokens__secret" aria-labelledby="apps-created-title">
          <h2 id="apps-created-title" className="access-tokens__title">“{created.name}” is registered</h2>
          <p>Client ID: <code>{created.clientId}</code></p>
          {created.clientSecret
            ? (
              <>
                <p>Client secret: copy it now, it is shown only this once.</p>
                <SecretField label="Client secret" secret={created.clientSecret} failedText={APPS_MESSAGES.copyFailed} />
              </>
            )
            : <p>A public app has no secret: it proves itself with PKCE (S256).</p>}
          <button type="button" className="btn btn--secondary" onClick={() => setCreated(null)}>Done</button>
        </section>
      )}
      <section className="card access-tokens__section" aria-labelledby="apps-dev-title">
        <h2 id="apps-dev-title" className="access-tokens__title">Your developer apps</h2>
        {loading && !apps && <p role="status">Loading…</p>}
        {error && !apps && (
          <Notice tone="error" takeFocus={false}>
            {APPS_MESSAGES.loadFailed} <button type="button" className="btn btn--link" onClick={() => void refetch()}>Try again</button>
          </Notice>
        )}
        {apps && apps.length === 0 && <p className="access-tokens__empty">{APPS_MESSAGES.noApps}</p>}
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

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const redirectUris = redirects.split(/\s+/).filter(Boolean);
    if (!name.trim()) return report('error', APPS_MESSAGES.nameRequired);
    if (!redirectUris.length) return report('error', APPS_MESSAGES.redirectRequired);
    try {
      const result = await create({ variables: { input: { name: name.trim(), redirectUris, confidential } } });
      const answer = result.data?.createDeveloperApp;
      if (!answer) throw new Error('no app');
      clearProblem();
      setName('');
      setRedirects('');
      onCreated({ name: answer.app.name, clientId: answer.app.clientId, clientSecret: answer.clientSecret ?? null });
    } catch (error) {
      report('error', apiMessage(error, APPS_MESSAGES.createFailed));
    }
  }

  return (
    <form className="card access-tokens__section" aria-labelledby="apps-new-title" onSubmit={onSubmit} noValidate>
      <h2 id="apps-new-title" className="access-tokens__title">Register an app</h2>
      <p>Build on Cairn: your app asks users for access with OAuth 2.1 (see Help, “Build on Cairn”).</p>
      <TextField id="app-name" label="Name" value={name} maxLength={100} placeholder="Habit Watch"
        onChange={(event) => setName(event.target.value)} hint="Users see it when your app asks for access." />
      <div className="field">
        <label className="field__label" htmlFor="app-redirects">Redirect URIs</label>
        <textarea id="app-redirects" className="input" rows={2} value={redirects} aria-describedby="app-redirects-hint"
          onChange={(event) => setRedirects(event.target.value)} placeholder="https://example.com/callback" />
        <p id="app-redirects-hint" className="field__hint">One per line: https, or http for localhost.</p>
      </div>
      <label className="access-tokens__scope">
        <input type="checkbox" className="checkbox" checked={confidential} onChange={(event) => setConfidential(event.target.checked)} />
        {' '}It runs on a server and can keep a secret
      </label>
      {problem && <Notice key={problem.at} tone="error">{problem.text}</Notice>}
      <BusyButton type="submit" busy={loading} label="Register App" busyLabel="Registering..." />
    </form>
  );
}

function DeveloperAppRow({ app }: { app: DeveloperAppRowFragment }) {
  const [remove, { loading }] = useMutation(DeleteDeveloperAppDocument, { variables: { id: app.id }, refetchQueries: [DeveloperAppsDocument] });
  const [problem, report] = useOutcome();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="access-tokens__row">
      <div>
        <p className="access-tokens__name">{app.name}</p>
        <p className="access-tokens__meta"><code>{app.clientId}</code> · {app.confidential ? 'Confidential' : 'Public'} · {app.redirectUris.join(', ')}</p>
        {problem && <p key={problem.at} role="alert" className="access-tokens__problem">{problem.text}</p>}
      </div>
      <BusyButton type="button" className="btn btn--danger-outline" busy={loading} label="Delete" busyLabel="Deleting..."
        aria-label={`Delete ${app.name}`} onClick={() => setConfirming(true)} />
      <ConfirmRemoveDialog
        open={confirming}
        title={`Delete ${app.name}?`}
        description="Every user's access to it ends at once. This cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        onRemove={async () => {
          try {
            await remove();
          } catch (error) {
            report('error', apiMessage(error, APPS_MESSAGES.removeFailed));
          }
        }}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
