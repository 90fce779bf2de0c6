import { useMutation } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { DeleteAccountDocument, UpdateProfileDocument } from '../../gql/graphql';
import { NewPasswordField, UsernameField } from '../../shared/account/AccountFields';
import { AUTH_MESSAGES, MIN_PASSWORD_LENGTH } from '../../shared/account/auth-messages';
import { isChallenge } from '../../shared/account/profile-options';
import { ChallengeChoices, FocusAreaChoices } from '../../shared/account/ProfileChoices';
import { useForgetSession } from '../../shared/session/session';
import { useMe, type CurrentUser } from '../../shared/session/useMe';
import { useTutorial } from '../../shared/tutorial/tutorial-context';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { isGoalCategory, type GoalCategory } from '../../ui/categories';
import { Dialog } from '../../ui/Dialog';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { useOutcome } from '../../ui/useOutcome';
import { useServerState } from '../../ui/useServerState';
import { ClockSection } from './ClockSection';
import { LanguageSection } from './LanguageSection';
import { WeekStartSection } from './WeekStartSection';
import { VacationsSection } from './VacationsSection';
import { RemindersSection } from './RemindersSection';
import { YourDataSection } from './YourDataSection';
import { ReauthCancelled, useConfirmIdentity } from './ConfirmIdentityDialog';
import { TwoStepSection } from './TwoStepSection';
import { SessionsSection } from './SessionsSection';
import { SecurityActivitySection } from './SecurityActivitySection';
import { PasskeysSection } from './PasskeysSection';
import { WebhooksSection } from './WebhooksSection';
import './profile.css';

export const PROFILE_MESSAGES = {
  updated: msg`Profile updated successfully`,
  updateFailed: msg`Could not update profile`,
  deleteFailed: msg`Could not delete profile`,
  focusAreaRequired: msg`Please select a focus area.`,
  challengeRequired: msg`Please select a challenge.`,
  usernameRequired: msg`Username is required`,
  deleteQuestion: msg`Are you sure you want to delete your profile? This action cannot be undone.`,
} as const;

/** SPEC §4 Profile: the success message clears after 5 seconds. */
const SUCCESS_VISIBLE_MS = 5000;


/** /profile (signed-in only, behind RequireAuth). */
export function ProfilePage() {
  const { me } = useMe();
  if (!me) return null;
  return <ProfileScreen key={me.id} user={me} />;
}

function ProfileScreen({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const [updateProfile, { loading: saving }] = useMutation(UpdateProfileDocument);

  const [username, setUsername] = useServerState(user.username);
  const [password, setPassword] = useState('');
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [confirmation, setConfirmation] = useState('');
  const [focusArea, setFocusArea] = useServerState<GoalCategory | null>(
    isGoalCategory(user.focusAreas[0]) ? user.focusAreas[0] : null);
  const [challenge, setChallenge] = useServerState<string | null>(
    isChallenge(user.challenges[0]) ? user.challenges[0] : null);
  const [outcome, report, clearOutcome] = useOutcome();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const { withConfirmation, dialog: confirmIdentityDialog } = useConfirmIdentity();

  useEffect(() => {
    if (outcome?.tone !== 'success') return;
    const timer = window.setTimeout(clearOutcome, SUCCESS_VISIBLE_MS);
    return () => window.clearTimeout(timer);
  }, [outcome, clearOutcome]);

  const problem = (): string | null => {
    if (!username.trim()) return t(PROFILE_MESSAGES.usernameRequired);
    if (password !== confirmation) return AUTH_MESSAGES.passwordsDiffer;
    // A blank password keeps the current one.
    if (password && password.length < MIN_PASSWORD_LENGTH) return AUTH_MESSAGES.passwordTooShort;
    if (!focusArea) return t(PROFILE_MESSAGES.focusAreaRequired);
    if (!challenge) return t(PROFILE_MESSAGES.challengeRequired);
    return null;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const invalid = problem();
    if (invalid) {
      report('error', invalid);
      return;
    }
    clearOutcome();
    try {
      // Only one focus area and one challenge are kept, each as a one-element list (SPEC §5).
      // A new password asks for a recent check: "Confirm it's you", then again.
      await withConfirmation(() => updateProfile({
        variables: {
          input: {
            username: username.trim(),
            password: password || undefined,
            // Changing the password offers to end the other sessions (issue 30).
            ...(password ? { signOutOthers } : {}),
            focusAreas: [focusArea!],
            challenges: [challenge!],
          },
        },
      }));
      setPassword('');
      setConfirmation('');
      report('success', t(PROFILE_MESSAGES.updated));
    } catch (error) {
      if (!(error instanceof ReauthCancelled)) report('error', apiMessage(error, t(PROFILE_MESSAGES.updateFailed)));
    }
  };

  const tutorial = useTutorial();
  // Removes the completion flag, resets to welcome, shows the banner and goes to / (SPEC §4).
  const restartTutorial = () => tutorial.send({ type: 'restart' });

  return (
    <div className="page profile">
      <title>{t`Profile · Cairn`}</title>
      <header className="profile__header">
        <span className="profile__avatar" aria-hidden="true">{user.username.charAt(0).toUpperCase() || '?'}</span>
        <div>
          <p className="page__eyebrow"><Trans>Your profile</Trans></p>
          <h1 className="profile__greeting"><Trans>Hi, {user.username}</Trans></h1>
          <p className="page__lead"><Trans>Keep your details current. Your focus area and challenge shape your daily motivation.</Trans></p>
        </div>
      </header>

      <form className="profile__form" onSubmit={onSubmit} noValidate>
        <section className="card profile-section" aria-labelledby="profile-account-title">
          <h2 id="profile-account-title" className="profile-section__title"><Trans>Account</Trans></h2>
          <div className="profile-section__grid">
            <TextField
              id="profile-email"
              label={t`Email`}
              hint={t`Your email address cannot be changed`}
              type="email"
              value={user.email}
              readOnly
            />
            <UsernameField id="profile-username" value={username} onChange={setUsername} />
          </div>
        </section>

        <section className="card profile-section" aria-labelledby="profile-password-title">
          <h2 id="profile-password-title" className="profile-section__title"><Trans>Change password</Trans></h2>
          <p id="profile-password-hint" className="profile-section__text">
            <Trans>Leave both fields blank to keep your current password. A new one needs at least {MIN_PASSWORD_LENGTH} characters.</Trans>
          </p>
          <div className="profile-section__grid">
            <NewPasswordField
              id="profile-password"
              label={t`New password`}
              aria-describedby="profile-password-hint"
              value={password}
              onChange={setPassword}
            />
            <NewPasswordField
              id="profile-confirm-password"
              label={t`Confirm new password`}
              confirmation
              value={confirmation}
              onChange={setConfirmation}
            />
          </div>
          <label className="security__check">
            <input type="checkbox" className="checkbox" checked={signOutOthers} onChange={(event) => setSignOutOthers(event.target.checked)} />
            {' '}<Trans>With a new password, also sign out my other devices</Trans>
          </label>
        </section>

        <section className="card profile-section">
          <FocusAreaChoices
            legend={<span className="profile-section__title"><Trans>Focus area</Trans></span>}
            value={focusArea}
            onChange={setFocusArea}
            detailed={false}
          />
        </section>

        <section className="card profile-section">
          <ChallengeChoices
            legend={<span className="profile-section__title"><Trans>Biggest challenge</Trans></span>}
            mode="single"
            selected={challenge ? [challenge] : []}
            onChange={([next]) => setChallenge(next ?? null)}
          />
        </section>

        <div className="profile__save">
          {outcome && (
            <Notice key={outcome.at} tone={outcome.tone} className="profile__outcome">
              <p>{outcome.text}</p>
            </Notice>
          )}
          <BusyButton type="submit" className="btn btn--primary btn--large" busy={saving} label={t`Save Changes`} busyLabel={t`Saving...`} />
        </div>
      </form>

      <div className="profile__clock">
        <LanguageSection />
        <ClockSection user={user} />
        <WeekStartSection user={user} />
        <VacationsSection />
        <RemindersSection />
      </div>

      <YourDataSection />

      <PasskeysSection />

      <WebhooksSection />

      <div className="profile__clock">
        <TwoStepSection />
        <SessionsSection />
        <SecurityActivitySection />
      </div>

      <div className="profile__more">
        <section className="card profile-section" aria-labelledby="profile-tutorial-title">
          <h2 id="profile-tutorial-title" className="profile-section__title"><Trans>Tutorial</Trans></h2>
          <p className="profile-section__text"><Trans>Take the guided tour of Cairn again from the start.</Trans></p>
          <button type="button" className="btn btn--secondary" onClick={restartTutorial}><Trans>Restart Tutorial</Trans></button>
        </section>

        <section className="card profile-section" aria-labelledby="profile-tokens-title">
          <h2 id="profile-tokens-title" className="profile-section__title"><Trans>Access tokens</Trans></h2>
          <p className="profile-section__text"><Trans>Let scripts and other apps use Cairn&apos;s API as you, and see or revoke the ones you made.</Trans></p>
          <Link className="btn btn--secondary" to="/profile/tokens"><Trans>Manage Access Tokens</Trans></Link>
        </section>

        <section className="card profile-section" aria-labelledby="profile-apps-title">
          <h2 id="profile-apps-title" className="profile-section__title"><Trans>Apps</Trans></h2>
          <p className="profile-section__text"><Trans>See and revoke the apps you signed in to with Cairn, and register your own.</Trans></p>
          <Link className="btn btn--secondary" to="/profile/apps"><Trans>Manage Apps</Trans></Link>
        </section>

        <section className="card profile-section profile-section--danger" aria-labelledby="profile-delete-title">
          <h2 id="profile-delete-title" className="profile-section__title"><Trans>Delete profile</Trans></h2>
          <p className="profile-section__text"><Trans>Removes your account with all its goals, habits and tasks for good.</Trans></p>
          <button type="button" className="btn btn--danger-outline" onClick={() => setDeleteOpen(true)}><Trans>Delete Profile</Trans></button>
        </section>
      </div>

      <DeleteProfileDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} />
      {confirmIdentityDialog}
    </div>
  );
}

function DeleteProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const forgetSession = useForgetSession();
  const [deleteAccount, { loading }] = useMutation(DeleteAccountDocument);
  const [error, report, clearError] = useOutcome();
  const cancelButton = useRef<HTMLButtonElement>(null);

  const close = () => {
    clearError();
    onClose();
  };

  const onDelete = async () => {
    clearError();
    try {
      await deleteAccount();
    } catch (failure) {
      report('error', apiMessage(failure, t(PROFILE_MESSAGES.deleteFailed)));
      return;
    }
    // Leave /profile first, so RequireAuth does not send a signed-out visitor to /login.
    navigate('/', { replace: true });
    await forgetSession();
  };

  return (
    <Dialog
      open={open}
      title={t`Delete Profile`}
      tone="danger"
      description={<p>{t(PROFILE_MESSAGES.deleteQuestion)}</p>}
      onClose={close}
      dismissible={!loading}
      initialFocusRef={cancelButton}
    >
      {error && <Notice key={error.at} tone="error"><p>{error.text}</p></Notice>}
      <div className="dialog__actions">
        <button ref={cancelButton} type="button" className="btn btn--secondary" disabled={loading} onClick={close}>
          <Trans>Cancel</Trans>
        </button>
        <BusyButton type="button" className="btn btn--danger" busy={loading} label={t`Delete`} busyLabel={t`Deleting...`} onClick={onDelete} />
      </div>
    </Dialog>
  );
}
