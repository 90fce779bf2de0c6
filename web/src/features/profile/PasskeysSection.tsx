import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
import { formatDateTime } from '../../ui/i18n/format';
import './passkeys.css';

export const PASSKEY_SECTION_TEXTS = {
  title: msg`Passkeys`,
  lead: msg`Sign in with your fingerprint, face or screen lock instead of a password. A passkey stays on your device (or in its password manager) and cannot be phished.`,
  loadFailed: msg`Could not load your passkeys.`,
  none: msg`No passkeys yet.`,
  unsupported: msg`This browser cannot create passkeys. Try a recent Chrome, Edge, Safari or Firefox.`,
  nameLabel: msg`Name for the new passkey`,
  nameHint: msg`So you can tell your passkeys apart, e.g. "Work laptop".`,
  add: msg`Add a passkey`,
  adding: msg`Adding passkey...`,
  added: msg`Passkey added. You can sign in with it now.`,
  addFailed: msg`The passkey could not be added. Please try again.`,
  renameFailed: msg`Could not rename the passkey. Please try again.`,
  removeFailed: msg`Could not remove the passkey. Please try again.`,
  nameRequired: msg`Give the passkey a name`,
} as const;

/** Profile: the user's passkeys (name, added, last used), to add, rename and remove. */
export function PasskeysSection() {
  const ids = useId();
  const { t } = useLingui();
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
      report('success', t(PASSKEY_SECTION_TEXTS.added));
      await refetch().catch(() => undefined);
    } catch (failure) {
      if (!(failure instanceof ReauthCancelled)) report('error', passkeyMessage(failure, t(PASSKEY_SECTION_TEXTS.addFailed)));
    } finally {
      setAdding(false);
    }
  };

  const onAdd = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (adding) return;
    if (!name.trim()) {
      report('error', t(PASSKEY_SECTION_TEXTS.nameRequired));
      return;
    }
    void add();
  };

  let list;
  if (error && !data) {
    list = <RetryNotice onRetry={() => refetch()}><p>{t(PASSKEY_SECTION_TEXTS.loadFailed)}</p></RetryNotice>;
  } else if (!data) {
    list = <SkeletonLines lines={2} label={t`Loading your passkeys...`} />;
  } else if (data.passkeys.length === 0) {
    list = <p className="profile-section__text">{t(PASSKEY_SECTION_TEXTS.none)}</p>;
  } else {
    list = (
      <ul className="passkeys__list" aria-labelledby={`${ids}-title`}>
        {data.passkeys.map((passkey) => <PasskeyRow key={passkey.id} passkey={passkey} onRemoved={() => void refetch().catch(() => undefined)} />)}
      </ul>
    );
  }

  return (
    <section className="card profile-section passkeys" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{t(PASSKEY_SECTION_TEXTS.title)}</h2>
      <p className="profile-section__text">{t(PASSKEY_SECTION_TEXTS.lead)}</p>
      {list}
      {supported ? (
        <form className="passkeys__add" onSubmit={onAdd} noValidate>
          <TextField
            id={`${ids}-name`}
            label={t(PASSKEY_SECTION_TEXTS.nameLabel)}
            hint={t(PASSKEY_SECTION_TEXTS.nameHint)}
            maxLength={60}
            autoComplete="off"
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <BusyButton type="submit" className="btn btn--secondary" busy={adding} label={t(PASSKEY_SECTION_TEXTS.add)} busyLabel={t(PASSKEY_SECTION_TEXTS.adding)} />
        </form>
      ) : (
        <p className="profile-section__text">{t(PASSKEY_SECTION_TEXTS.unsupported)}</p>
      )}
      {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
      {dialog}
    </section>
  );
}

function PasskeyRow({ passkey, onRemoved }: { passkey: PasskeyRow_PasskeyFragment; onRemoved: () => void }) {
  const ids = useId();
  const { t } = useLingui();
  const passkeyName = passkey.name;
  const added = formatDateTime(passkey.createdAt);
  const lastUsed = passkey.lastUsedAt && formatDateTime(passkey.lastUsedAt);
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
      report('error', apiMessage(failure, t(PASSKEY_SECTION_TEXTS.renameFailed)));
    }
  };

  const onRemove = async () => {
    clearProblem();
    try {
      await remove();
      onRemoved();
    } catch (failure) {
      report('error', apiMessage(failure, t(PASSKEY_SECTION_TEXTS.removeFailed)));
    }
  };

  return (
    <li className="passkeys__row">
      {editing ? (
        <form className="passkeys__rename" onSubmit={onRename} noValidate>
          <TextField
            id={`${ids}-name`}
            label={t`New name for ${passkeyName}`}
            maxLength={60}
            autoComplete="off"
            autoFocus
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
          <div className="passkeys__actions">
            <BusyButton type="submit" className="btn btn--primary" busy={renaming} label={t`Save`} busyLabel={t`Saving...`} />
            <button type="button" className="btn btn--secondary" onClick={() => { setEditing(false); setName(passkey.name); clearProblem(); }}><Trans>Cancel</Trans></button>
          </div>
        </form>
      ) : (
        <>
          <div>
            <p className="passkeys__name" translate="no">{passkey.name}</p>
            <p className="passkeys__meta">
              {t`Added ${added}`}
              {' · '}{lastUsed ? t`Last used ${lastUsed}` : t`Never used`}
            </p>
          </div>
          <div className="passkeys__actions">
            <button ref={renameButton} type="button" className="btn btn--secondary" aria-label={t`Rename ${passkeyName}`} onClick={() => setEditing(true)}><Trans>Rename</Trans></button>
            <button type="button" className="btn btn--danger-outline" aria-label={t`Remove ${passkeyName}`} onClick={() => setRemoving(true)}><Trans>Remove</Trans></button>
          </div>
        </>
      )}
      {problem && <p key={problem.at} role="alert" className="passkeys__problem">{problem.text}</p>}
      <ConfirmRemoveDialog
        open={removing}
        title={t`Remove ${passkeyName}?`}
        description={t`You will no longer be able to sign in with this passkey. The passkey itself stays on your device until you delete it there.`}
        onRemove={onRemove}
        onClose={() => setRemoving(false)}
      />
    </li>
  );
}
