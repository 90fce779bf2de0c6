import { useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { SecurityActivityDocument } from '../../gql/graphql';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { formatDateTime } from '../../ui/i18n/format';
import './security.css';

export const SECURITY_ACTIVITY_TEXTS = {
  title: msg`Security activity`,
  lead: msg`Sign-ins from new devices and every change to how you sign in, for the last 180 days. We email you about each one.`,
  loadFailed: msg`Could not load your security activity.`,
  empty: msg`Nothing yet.`,
} as const;

/** Profile: the user's security record, newest first (the server's words for each line). */
export function SecurityActivitySection() {
  const ids = useId();
  const { t } = useLingui();
  const { data, error, refetch } = useQuery(SecurityActivityDocument, { fetchPolicy: 'cache-and-network' });

  let list;
  if (error && !data) {
    list = <RetryNotice onRetry={() => refetch()}><p>{t(SECURITY_ACTIVITY_TEXTS.loadFailed)}</p></RetryNotice>;
  } else if (!data) {
    list = <SkeletonLines variant="rows" lines={3} label={t`Loading security activity…`} />;
  } else if (data.securityActivity.length === 0) {
    list = <p className="vacations__empty">{t(SECURITY_ACTIVITY_TEXTS.empty)}</p>;
  } else {
    list = (
      <ul className="security__list" aria-label={t(SECURITY_ACTIVITY_TEXTS.title)} data-testid="security-activity">
        {data.securityActivity.map((line) => (
          <li key={line.id} className="profile-row">
            <div className="profile-row__main">
              <span className="security__row-title">{line.summary}{line.detail ? `: ${line.detail}` : ''}</span>
              <span className="security__row-meta">
                <time dateTime={line.createdAt}>{formatDateTime(line.createdAt)}</time>
                {line.browser && <> · <Trans><span translate="no">{line.browser}</span> on <span translate="no">{line.system}</span></Trans></>}
                {line.ip && <> · <span translate="no">{line.ip}</span></>}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{t(SECURITY_ACTIVITY_TEXTS.title)}</h2>
      <p className="profile-section__text">{t(SECURITY_ACTIVITY_TEXTS.lead)}</p>
      {list}
    </section>
  );
}
