import { useMutation, useQuery } from '@apollo/client/react';
import { useId, useRef } from 'react';
import { DevicesSignedInDocument, SignOutDeviceDocument, SignOutEverywhereElseDocument, type DevicesSignedInQuery } from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { useOutcome } from '../../ui/useOutcome';
import './security.css';

export const SESSIONS_TEXTS = {
  title: 'Devices signed in',
  lead: 'Every browser signed in to your account. Sign out any you do not recognise, then change your password.',
  loadFailed: 'Could not load the devices signed in.',
  failed: 'Could not sign it out. Please try again.',
  othersOut: 'Every other device is signed out.',
  oneOut: (name: string) => `${name} is signed out.`,
} as const;

type Device = DevicesSignedInQuery['devicesSignedIn'][number];

const when = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : 'unknown';
const deviceName = (device: Device) => `${device.browser} on ${device.system}`;

/** Profile: the user's sessions, each can be signed out, and "Sign out everywhere else". */
export function SessionsSection() {
  const ids = useId();
  const { data, error, refetch } = useQuery(DevicesSignedInDocument, { fetchPolicy: 'cache-and-network' });
  const [signOutDevice] = useMutation(SignOutDeviceDocument);
  const [signOutOthers, { loading: endingOthers }] = useMutation(SignOutEverywhereElseDocument);
  const [outcome, report, clearOutcome] = useOutcome();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const endOne = async (device: Device) => {
    clearOutcome();
    headingRef.current?.focus();
    try {
      await signOutDevice({ variables: { id: device.id } });
      report('success', SESSIONS_TEXTS.oneOut(deviceName(device)));
    } catch (failure) {
      report('error', apiMessage(failure, SESSIONS_TEXTS.failed));
    }
    await refetch().catch(() => undefined);
  };

  const endOthers = async () => {
    clearOutcome();
    try {
      await signOutOthers();
      report('success', SESSIONS_TEXTS.othersOut);
    } catch (failure) {
      report('error', apiMessage(failure, SESSIONS_TEXTS.failed));
    }
    await refetch().catch(() => undefined);
  };

  let list;
  if (error && !data) {
    list = <RetryNotice onRetry={() => refetch()}><p>{SESSIONS_TEXTS.loadFailed}</p></RetryNotice>;
  } else if (!data) {
    list = <SkeletonLines variant="rows" lines={2} label="Loading devices…" />;
  } else {
    list = (
      <ul className="security__list" aria-label="Devices signed in" data-testid="devices">
        {data.devicesSignedIn.map((device) => (
          <li key={device.id} className="profile-row">
            <div className="profile-row__main">
              <span className="security__row-title">
                {deviceName(device)}
                {device.current && <span className="profile-badge security__badge">This device</span>}
              </span>
              <span className="security__row-meta">
                {device.ip ? `From ${device.ip} · ` : ''}Signed in {when(device.firstSeen)} · Last seen {when(device.lastSeen)}
              </span>
            </div>
            {!device.current && (
              <button type="button" className="btn btn--danger-outline vacations__remove"
                aria-label={`Sign out ${deviceName(device)}`} onClick={() => void endOne(device)}>
                Sign Out
              </button>
            )}
          </li>
        ))}
      </ul>
    );
  }
  const others = data?.devicesSignedIn.some((device) => !device.current) ?? false;

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 ref={headingRef} tabIndex={-1} id={`${ids}-title`} className="profile-section__title">{SESSIONS_TEXTS.title}</h2>
      <p className="profile-section__text">{SESSIONS_TEXTS.lead}</p>
      {list}
      <div className="profile-section__actions">
        {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
        {others && (
          <BusyButton type="button" className="btn btn--secondary" busy={endingOthers} label="Sign out everywhere else" busyLabel="Signing out..." onClick={endOthers} />
        )}
      </div>
    </section>
  );
}
