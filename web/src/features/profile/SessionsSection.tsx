import { useMutation, useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { DevicesSignedInDocument, SignOutDeviceDocument, SignOutEverywhereElseDocument, type DevicesSignedInQuery } from '../../gql/graphql';
import { apiMessage } from '../../ui/api-error';
import { BusyButton } from '../../ui/BusyButton';
import { Notice, RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { useOutcome } from '../../ui/useOutcome';
import { i18n } from '../../ui/i18n/i18n';
import { formatDateTime } from '../../ui/i18n/format';
import './security.css';

export const SESSIONS_TEXTS = {
  title: msg`Devices signed in`,
  lead: msg`Every browser signed in to your account. Sign out any you do not recognise, then change your password.`,
  loadFailed: msg`Could not load the devices signed in.`,
  failed: msg`Could not sign it out. Please try again.`,
  othersOut: msg`Every other device is signed out.`,
  oneOut: (name: string) => msg`${name} is signed out.`,
} as const;

type Device = DevicesSignedInQuery['devicesSignedIn'][number];

const when = (iso: string | null | undefined) => (iso ? formatDateTime(iso) : i18n._(msg`unknown`));
function deviceName({ browser, system }: Device): string {
  return i18n._(msg`${browser} on ${system}`);
}

/** Profile: the user's sessions, each can be signed out, and "Sign out everywhere else". */
export function SessionsSection() {
  const ids = useId();
  const { t } = useLingui();
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
      report('success', t(SESSIONS_TEXTS.oneOut(deviceName(device))));
    } catch (failure) {
      report('error', apiMessage(failure, t(SESSIONS_TEXTS.failed)));
    }
    await refetch().catch(() => undefined);
  };

  const endOthers = async () => {
    clearOutcome();
    try {
      await signOutOthers();
      report('success', t(SESSIONS_TEXTS.othersOut));
    } catch (failure) {
      report('error', apiMessage(failure, t(SESSIONS_TEXTS.failed)));
    }
    await refetch().catch(() => undefined);
  };

  let list;
  if (error && !data) {
    list = <RetryNotice onRetry={() => refetch()}><p>{t(SESSIONS_TEXTS.loadFailed)}</p></RetryNotice>;
  } else if (!data) {
    list = <SkeletonLines variant="rows" lines={2} label={t`Loading devices…`} />;
  } else {
    list = (
      <ul className="security__list" aria-label={t(SESSIONS_TEXTS.title)} data-testid="devices">
        {data.devicesSignedIn.map((device) => {
          const name = deviceName(device);
          const { ip } = device;
          const firstSeen = when(device.firstSeen);
          const lastSeen = when(device.lastSeen);
          return (
            <li key={device.id} className="profile-row">
              <div className="profile-row__main">
                <span className="security__row-title">
                  {name}
                  {device.current && <span className="profile-badge security__badge"><Trans>This device</Trans></span>}
                </span>
                <span className="security__row-meta">
                  {ip ? t`From ${ip} · Signed in ${firstSeen} · Last seen ${lastSeen}` : t`Signed in ${firstSeen} · Last seen ${lastSeen}`}
                </span>
              </div>
              {!device.current && (
                <button type="button" className="btn btn--danger-outline vacations__remove"
                  aria-label={t`Sign out ${name}`} onClick={() => void endOne(device)}>
                  <Trans>Sign Out</Trans>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  const others = data?.devicesSignedIn.some((device) => !device.current) ?? false;

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 ref={headingRef} tabIndex={-1} id={`${ids}-title`} className="profile-section__title">{t(SESSIONS_TEXTS.title)}</h2>
      <p className="profile-section__text">{t(SESSIONS_TEXTS.lead)}</p>
      {list}
      <div className="profile-section__actions">
        {outcome && <Notice key={outcome.at} tone={outcome.tone}><p>{outcome.text}</p></Notice>}
        {others && (
          <BusyButton type="button" className="btn btn--secondary" busy={endingOthers} label={t`Sign out everywhere else`} busyLabel={t`Signing out...`} onClick={endOthers} />
        )}
      </div>
    </section>
  );
}
