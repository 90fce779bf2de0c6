import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import {
  CreateAccessTokenDocument, MyAccessTokensDocument, RevokeAccessTokenDocument,
  type AccessTokenRowFragment,
} from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice } from '../../ui/Notice';
import { SecretField } from '../../ui/SecretField';
import { TextField } from '../../ui/TextField';
import { useOutcome } from '../../ui/useOutcome';
import { ReauthCancelled, useConfirmIdentity } from '../../shared/account/ConfirmIdentityDialog';
import './access-tokens.css';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';

export const TOKEN_MESSAGES = {
  nameRequired: 'Please give the token a name.',
  scopeRequired: 'Choose at least one scope.',
  createFailed: 'Could not create the token. Please try again.',
  revokeFailed: 'Could not revoke the token. Please try again.',
  loadFailed: 'Could not load your tokens.',
  copyFailed: 'Select the token and copy it by hand.',
  empty: 'You have no access tokens yet.',
} as const;

/** Expiry choices, in days; 0 means never. */
const EXPIRY_DAYS = [30, 90, 365, 0] as const;

const dateTime = (value: string) => new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });


/** /profile/tokens: personal access tokens for scripts and other apps (signed-in only). */
export function AccessTokensPage() {
  const { data, loading, error, refetch } = useQuery(MyAccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const tokens = data?.myAccessTokens;

  return (
    <div className="page access-tokens">
      <header>
        <p className="page__eyebrow"><Link to="/profile">Your profile</Link></p>
        <h1>Access tokens</h1>
        <p className="page__lead">
          Tokens let your scripts and other apps use Cairn&apos;s API as you. Send one as
          {' '}<code>Authorization: Bearer &lt;token&gt;</code>. A read token can only look; a write token can also change things.
          Tokens cannot change your password, delete your account, pay, or see, make or revoke tokens.
        </p>
      </header>

      <CreateTokenForm onCreated={(name, secret) => { setCreated({ name, secret }); void refetch(); }} />
      {created && <NewSecret key={created.secret} name={created.name} secret={created.secret} onDone={() => setCreated(null)} />}

      <section className="card access-tokens__section" aria-labelledby="tokens-list-title">
        <h2 id="tokens-list-title" className="access-tokens__title">Your tokens</h2>
        {loading && !tokens && <p role="status">Loading your tokens…</p>}
        {error && !tokens && (
          <Notice tone="error" takeFocus={false}>
            {TOKEN_MESSAGES.loadFailed} <button type="button" className="btn btn--link" onClick={() => void refetch()}>Try again</button>
          </Notice>
        )}
        {tokens && tokens.length === 0 && <p className="access-tokens__empty">{TOKEN_MESSAGES.empty}</p>}
        {tokens && tokens.length > 0 && (
          <ul className="access-tokens__list" aria-labelledby="tokens-list-title">
            {tokens.map((token) => <TokenRow key={token.id} token={token} />)}
          </ul>
        )}
      </section>
    </div>
  );
}

function CreateTokenForm({ onCreated }: { onCreated: (name: string, secret: string) => void }) {
  const [createToken, { loading }] = useMutation(CreateAccessTokenDocument);
  const [name, setName] = useState('');
  const [canWrite, setCanWrite] = useState(false);
  const [expiryDays, setExpiryDays] = useState<number>(90);
  const [problem, report, clearProblem] = useOutcome();
  const { withConfirmation, dialog } = useConfirmIdentity();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return report('error', TOKEN_MESSAGES.nameRequired);
    const scopes = canWrite ? ['read', 'write'] : ['read'];
    const expiresAt = expiryDays ? new Date(Date.now() + expiryDays * 24 * 60 * 60 * 1000).toISOString() : null;
    try {
      // Creating a token asks for a recent check: "Confirm it's you", then again.
      const result = await withConfirmation(() => createToken({ variables: { input: { name: name.trim(), scopes, expiresAt } } }));
      const createdToken = result.data?.createAccessToken;
      if (!createdToken) throw new Error('no token');
      clearProblem();
      setName('');
      onCreated(createdToken.token.name, createdToken.secret);
    } catch (error) {
      if (!(error instanceof ReauthCancelled)) report('error', apiMessage(error, TOKEN_MESSAGES.createFailed));
    }
  }

  return (
    <>
    <form className="card access-tokens__section" aria-labelledby="tokens-new-title" onSubmit={onSubmit} noValidate>
      <h2 id="tokens-new-title" className="access-tokens__title">New token</h2>
      <TextField id="token-name" label="Name" value={name} maxLength={100} placeholder="Home Assistant"
        onChange={(event) => setName(event.target.value)} hint="What will use it, so you know which to revoke." />
      <fieldset className="access-tokens__scopes">
        <legend className="field__label">Scopes</legend>
        <label className="access-tokens__scope"><input type="checkbox" className="checkbox" checked readOnly disabled /> Read: see your goals, habits, tasks and profile</label>
        <label className="access-tokens__scope">
          <input type="checkbox" className="checkbox" checked={canWrite} onChange={(event) => setCanWrite(event.target.checked)} />
          {' '}Write: add, tick, change and delete them too
        </label>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="token-expiry">Expires</label>
        <select id="token-expiry" className="input" value={expiryDays} onChange={(event) => setExpiryDays(Number(event.target.value))}>
          {EXPIRY_DAYS.map((days) => <option key={days} value={days}>{days ? `In ${days} days` : 'Never'}</option>)}
        </select>
      </div>
      {problem && <Notice key={problem.at} tone="error">{problem.text}</Notice>}
      <BusyButton type="submit" busy={loading} label="Create Token" busyLabel="Creating..." />
    </form>
    {dialog}
    </>
  );
}

/** The secret, shown this once, with a copy button. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  return (
    <section className="card access-tokens__section access-tokens__secret" aria-labelledby="tokens-secret-title">
      <h2 id="tokens-secret-title" className="access-tokens__title">Your new token “{name}”</h2>
      <p>Copy it now: Cairn keeps only a fingerprint of it and cannot show it again.</p>
      <SecretField label="Token secret" secret={secret} failedText={TOKEN_MESSAGES.copyFailed} />
      <button type="button" className="btn btn--secondary" onClick={onDone}>Done</button>
    </section>
  );
}

function TokenRow({ token }: { token: AccessTokenRowFragment }) {
  const [revoke, { loading }] = useMutation(RevokeAccessTokenDocument, {
    variables: { id: token.id },
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'AccessToken', id: token.id }) });
      cache.gc();
    },
  });
  const [problem, report] = useOutcome();
  const [confirming, setConfirming] = useState(false);
  const [shownAt] = useState(() => Date.now());
  const expired = token.expiresAt !== null && Date.parse(token.expiresAt) <= shownAt;

  async function onRevoke() {
    try {
      await revoke();
    } catch (error) {
      report('error', apiMessage(error, TOKEN_MESSAGES.revokeFailed));
    }
  }

  return (
    <li className="access-tokens__row">
      <div>
        <p className="access-tokens__name">{token.name}</p>
        <p className="access-tokens__meta">
          {token.scopes.includes('write') ? 'Read and write' : token.scopes.includes('read') ? 'Read only' : token.scopes.join(', ')}
          {' · '}{token.lastUsedAt ? `Last used ${dateTime(token.lastUsedAt)}` : 'Never used'}
          {' · '}{token.expiresAt ? `${expired ? 'Expired' : 'Expires'} ${dateTime(token.expiresAt)}` : 'Never expires'}
        </p>
        {problem && <p key={problem.at} role="alert" className="access-tokens__problem">{problem.text}</p>}
      </div>
      <BusyButton type="button" className="btn btn--danger-outline" busy={loading} label="Revoke" busyLabel="Revoking..."
        aria-label={`Revoke ${token.name}`} onClick={() => setConfirming(true)} />
      <ConfirmRemoveDialog
        open={confirming}
        title={`Revoke ${token.name}?`}
        description="Anything still using this token stops working at once. This cannot be undone."
        confirmLabel="Revoke"
        busyLabel="Revoking..."
        onRemove={onRevoke}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
