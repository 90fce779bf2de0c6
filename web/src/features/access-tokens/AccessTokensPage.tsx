import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatDateTime, listText } from '../../ui/i18n/format';

export const TOKEN_MESSAGES = {
  nameRequired: msg`Please give the token a name.`,
  createFailed: msg`Could not create the token. Please try again.`,
  revokeFailed: msg`Could not revoke the token. Please try again.`,
  loadFailed: msg`Could not load your tokens.`,
  copyFailed: msg`Select the token and copy it by hand.`,
  empty: msg`You have no access tokens yet.`,
} as const;

/** Expiry choices, in days; 0 means never. */
const EXPIRY_DAYS = [30, 90, 365, 0] as const;


/** /profile/tokens: personal access tokens for scripts and other apps (signed-in only). */
export function AccessTokensPage() {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useQuery(MyAccessTokensDocument, { fetchPolicy: 'cache-and-network' });
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  const tokens = data?.myAccessTokens;

  return (
    <div className="page access-tokens">
      <title>{t`Access tokens · Cairn`}</title>
      <header>
        <p className="page__eyebrow"><Link to="/profile"><Trans>Your profile</Trans></Link></p>
        <h1><Trans>Access tokens</Trans></h1>
        <p className="page__lead">
          <Trans>
            Tokens let your scripts and other apps use Cairn&apos;s API as you. Send one as
            {' '}<code translate="no">Authorization: Bearer &lt;token&gt;</code>. A read token can only look; a write token can also change things.
            Tokens cannot change your password, delete your account, pay, or see, make or revoke tokens.
          </Trans>
        </p>
      </header>

      <CreateTokenForm onCreated={(name, secret) => { setCreated({ name, secret }); void refetch(); }} />
      {created && <NewSecret key={created.secret} name={created.name} secret={created.secret} onDone={() => setCreated(null)} />}

      <section className="card access-tokens__section" aria-labelledby="tokens-list-title">
        <h2 id="tokens-list-title" className="access-tokens__title"><Trans>Your tokens</Trans></h2>
        {loading && !tokens && <p role="status"><Trans>Loading your tokens…</Trans></p>}
        {error && !tokens && (
          <Notice tone="error" takeFocus={false}>
            {t(TOKEN_MESSAGES.loadFailed)} <button type="button" className="btn btn--link" onClick={() => void refetch()}><Trans>Try again</Trans></button>
          </Notice>
        )}
        {tokens && tokens.length === 0 && <p className="access-tokens__empty">{t(TOKEN_MESSAGES.empty)}</p>}
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
  const { t } = useLingui();
  const [createToken, { loading }] = useMutation(CreateAccessTokenDocument);
  const [name, setName] = useState('');
  const [canWrite, setCanWrite] = useState(false);
  const [expiryDays, setExpiryDays] = useState<number>(90);
  const [problem, report, clearProblem] = useOutcome();
  const { withConfirmation, dialog } = useConfirmIdentity();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return report('error', t(TOKEN_MESSAGES.nameRequired));
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
      if (!(error instanceof ReauthCancelled)) report('error', apiMessage(error, t(TOKEN_MESSAGES.createFailed)));
    }
  }

  return (
    <>
    <form className="card access-tokens__section" aria-labelledby="tokens-new-title" onSubmit={onSubmit} noValidate>
      <h2 id="tokens-new-title" className="access-tokens__title"><Trans>New token</Trans></h2>
      <TextField id="token-name" label={t`Name`} value={name} maxLength={100} placeholder={t`Home Assistant`}
        onChange={(event) => setName(event.target.value)} hint={t`What will use it, so you know which to revoke.`} />
      <fieldset className="access-tokens__scopes">
        <legend className="field__label"><Trans>Scopes</Trans></legend>
        <label className="access-tokens__scope"><input type="checkbox" className="checkbox" checked readOnly disabled /> <Trans>Read: see your goals, habits, tasks and profile</Trans></label>
        <label className="access-tokens__scope">
          <input type="checkbox" className="checkbox" checked={canWrite} onChange={(event) => setCanWrite(event.target.checked)} />
          {' '}<Trans>Write: add, tick, change and delete them too</Trans>
        </label>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor="token-expiry"><Trans>Expires</Trans></label>
        <select id="token-expiry" className="input" value={expiryDays} onChange={(event) => setExpiryDays(Number(event.target.value))}>
          {EXPIRY_DAYS.map((days) => <option key={days} value={days}>{days ? t`In ${days} days` : t`Never`}</option>)}
        </select>
      </div>
      {problem && <Notice key={problem.at} tone="error">{problem.text}</Notice>}
      <BusyButton type="submit" busy={loading} label={t`Create Token`} busyLabel={t`Creating...`} />
    </form>
    {dialog}
    </>
  );
}

/** The secret, shown this once, with a copy button. */
function NewSecret({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const { t } = useLingui();
  return (
    <section className="card access-tokens__section access-tokens__secret" aria-labelledby="tokens-secret-title">
      <h2 id="tokens-secret-title" className="access-tokens__title"><Trans>Your new token “{name}”</Trans></h2>
      <p><Trans>Copy it now: Cairn keeps only a fingerprint of it and cannot show it again.</Trans></p>
      <SecretField label={t`Token secret`} secret={secret} failedText={t(TOKEN_MESSAGES.copyFailed)} />
      <button type="button" className="btn btn--secondary" onClick={onDone}><Trans>Done</Trans></button>
    </section>
  );
}

function TokenRow({ token }: { token: AccessTokenRowFragment }) {
  const { t } = useLingui();
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
      report('error', apiMessage(error, t(TOKEN_MESSAGES.revokeFailed)));
    }
  }

  const name = token.name;
  const lastUsed = token.lastUsedAt && formatDateTime(token.lastUsedAt);
  const expires = token.expiresAt && formatDateTime(token.expiresAt);
  let expiry = t`Never expires`;
  if (expires) expiry = expired ? t`Expired ${expires}` : t`Expires ${expires}`;
  return (
    <li className="access-tokens__row">
      <div>
        <p className="access-tokens__name" translate="no">{token.name}</p>
        <p className="access-tokens__meta">
          {token.scopes.includes('write') ? t`Read and write` : token.scopes.includes('read') ? t`Read only` : listText(token.scopes, 'unit')}
          {' · '}{lastUsed ? t`Last used ${lastUsed}` : t`Never used`}
          {' · '}{expiry}
        </p>
        {problem && <p key={problem.at} role="alert" className="access-tokens__problem">{problem.text}</p>}
      </div>
      <BusyButton type="button" className="btn btn--danger-outline" busy={loading} label={t`Revoke`} busyLabel={t`Revoking...`}
        aria-label={t`Revoke ${name}`} onClick={() => setConfirming(true)} />
      <ConfirmRemoveDialog
        open={confirming}
        title={t`Revoke ${name}?`}
        description={t`Anything still using this token stops working at once. This cannot be undone.`}
        confirmLabel={t`Revoke`}
        busyLabel={t`Revoking...`}
        onRemove={onRevoke}
        onClose={() => setConfirming(false)}
      />
    </li>
  );
}
