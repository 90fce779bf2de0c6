import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef, useState, type FormEvent } from 'react';
import {
  AddPasskeyDocument, PasskeyRegistrationOptionsDocument,
  ProfilePasskeysDocument, RemovePasskeyDocument, RenamePasskeyDocument, type PasskeyRow_PasskeyFragment,
} from '../../gql/graphql';
import { browserHasWebAuthn, createPasskey, passkeyMessage } from '../../shared/account/passkeys';
import { ReauthCancelled, useConfirmIdentity } from '../../shared/account/ConfirmIdentityDialog';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { ConfirmRemoveDialog } from '../../ui/ConfirmRemoveDialog';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { TextField } from '../../ui/TextField';
import { useOutcome } from '../../ui/useOutcome';
import './passkeys.css';

export const PASSKEY_SECTION_TEXTS = {
  title: 'Passkeys',
  lead: 'Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on your device (or in its password manager) and cannot be phished.',
  loadFailed: 'Could not load your passkeys.',
  none: 'No passkeys yet.',
  unsupported: 'This browser cannot create passkeys. Try a recent Chrome, Edge, Safari or Firefox.',
  nameLabel: 'Name for the new passkey',
  nameHint: 'So you can tell your passkeys apart, e.g. "Work laptop".',
  add: 'Add a passkey',
  adding: 'Adding passkey...',
  added: 'Passkey added. You can sign in with it now.',
  addFailed: 'The passkey could not be added. Please try again.',
  renameFailed: 'Could not rename the passkey. Please try again.',
  removeFailed: 'Could not remove the passkey. Please try again.',
} as const;

const dateTime = (value: string) => new Date(value).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Profile: the user's passkeys (name, added, last used), to add, rename and remove. */
export function PasskeysSection() {
  const ids = useId();
  const { data, error, refetch } = useQuery(ProfilePasskeysDocument);
  const [registrationOptions] = useMutation(PasskeyRegistrationOptionsDocument);
  const [addPasskey] = useMutation(AddPasskeyDocument);
  const [name, setName] = useState('');
  const [adding, setAdding] = useState(false);
  const { withConfirmation, dialog } = useConfirmIdentity();
  const [outcome, report, clearOutcome] = useOutcome();
  const supported = browserHasWebAuthn();

  const add = async () => {
    setAdding(true);
    clearOutcome();
    try {
      // Adding a passkey changes how the user signs in: a check older than 10 minutes asks again.
      await withConfirmation(async () => {
        const options = await registrationOptions();
        if (!options.data) throw new Error('passkeyRegistrationOptions answered without data');
        const response = await createPasskey(options.data.passkeyRegistrationOptions);
        await addPasskey({ variables: { name: name.trim(), response } });
      });
      setName('');
      report('success', PASSKEY_SECTION_TEXTS.added);
      await refetch().catch(() => undefined);
    } catch (failure) {
      if (!(failure instanceof ReauthCancelled)) report('error', passkeyMessage(failure, PASSKEY_SECTION_TEXTS.addFailed));
    } finally {
      setAdding(false);
    }
  };

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    if (!name.trim()) {
      report('error', 'Give the passkey a name');
      return;
    }
    void add();
  };

  let list;
  if (error && !data) {
    list = <RetryNotice onRetry={() => refetch()}><p>{PASSKEY_SECTION_TEXTS.loadFailed}</p></RetryNotice>;
  } else if (!data) {
    list = <SkeletonLines lines={2} label="Loading your passkeys..." />;
  } else if (data.passkeys.length === 0) {
    list = <p className="profile-section__text">{PASSKEY_SECTION_TEXTS.none}</p>;
  } else {
    list = (
      <ul className="passkeys__list" aria-labelledby={`${ids}-title`}>
        {data.passkeys.map((passkey) => <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={() => void refetch().catch(() => undefined)} />)}
      </ul>
    );
  }

  return (
    <section className="card profile-section passkeys" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{PASSKEY_SECTION_TEXTS.title}</h2>
      <p className="profile-section__text">{PASSKEY_SECTION_TEXTS.lead}</p>
      {list}
      {supported ? (
        <form className="passkeys__add" onSubmit={onAdd} noValidate>
          <TextField
            id={`${ids}-name`}
            label={PASSKEY_SECTION_TEXTS.nameLabel}
            hint={PASSKEY_SECTION_TEXTS.nameHint}
            maxLength={60}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <BusyButton type="submit" className="btn btn--secondary" busy={adding} label={PASSKEY_SECTION_TEXTS.add} busyLabel={PASSKEY_SECTION_TEXTS.adding} />
        </form>
      ) : (
        <p className="profile-section__text">{PASSKEY_SECTION_TEXTS.unsupported}</p>
      )}
      {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
      {dialog}
    </section>
  );
}

function PasskeyRow({ passkey, onRemoved }: { passkey: PasskeyRow_PasskeyFragment; onRemoved: () => void }) {
  const ids = useId();
  const [rename, { loading: renaming }] = useMutation(RenamePasskeyDocument);
  const [remove] = useMutation(RemovePasskeyDocument, {
    variables: { id: passkey.id },
    update(cache) {
      cache.evict({ id: cache.identify({ __typename: 'Passkey', id: passkey.id }) });
      cache.gc();
    },
  });
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(passkey.name);
  const [removing, setRemoving] = useState(false);
  const [problem, report, clearProblem] = useOutcome();
  const renameButton = useRef<HTMLButtonElement>(null);

  const onRename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (renaming) return;
    clearProblem();
    try {
      await rename({ variables: { id: passkey.id, name: name.trim() } });
      setEditing(false);
      requestAnimationFrame(() => renameButton.current?.focus());
    } catch (failure) {
      report('error', apiMessage(failure, PASSKEY_SECTION_TEXTS.renameFailed));
    }
  };

  const onRemove = async () => {
    clearProblem();
    try {
      await remove();
      onRemoved();
    } catch (failure) {
      report('error', apiMessage(failure, PASSKEY_SECTION_TEXTS.removeFailed));
    }
  };

  return (
    <li className="passkeys__row">
      {editing ? (
        <form className="passkeys__rename" onSubmit={onRename} noValidate>
          <TextField
            id={`${ids}-name`}
            label={`New name for ${passkey.name}`}
            maxLength={60}
            autoComplete="off"
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="passkeys__actions">
            <BusyButton type="submit" className="btn btn--primary" busy={renaming} label="Save" busyLabel="Saving..." />
            <button type="button" className="btn btn--secondary" onClick={() => { setEditing(false); setName(passkey.name); clearProblem(); }}>Cancel</button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <p className="passkeys__name">{passkey.name}</p>
            <p className="passkeys__meta">
              Added {dateTime(passkey.createdAt)}
              {' · '}{passkey.lastUsedAt ? `Last used ${dateTime(passkey.lastUsedAt)}` : 'Never used'}
            </p>
          </div>
          <div className="passkeys__actions">
            <button ref={renameButton} type="button" className="btn btn--secondary" aria-label={`Rename ${passkey.name}`} onClick={() => setEditing(true)}>Rename</button>
            <button type="button" className="btn btn--danger-outline" aria-label={`Remove ${passkey.name}`} onClick={() => setRemoving(true)}>Remove</button>
          </div>
        </>
      )}
      {problem && <p key={problem.at} role="alert" className="passkeys__problem">{problem.text}</p>}
      <ConfirmRemoveDialog
        open={removing}
        title={`Remove ${passkey.name}?`}
        description="You will no longer be able to sign in with this passkey. The passkey itself stays on your device until you delete it there."
        onRemove={onRemove}
        onClose={() => setRemoving(false)}
      />
    </li>
  );
}
