import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { SecurityActivityDocument } from '../../gql/graphql';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import './security.css';

export const SECURITY_ACTIVITY_TEXTS = {
  title: 'Security activity',
  lead: 'Sign-ins from new devices and every change to how you sign in, for the last 180 days. We email you about each one.',
  loadFailed: 'Could not load your security activity.',
  empty: 'Nothing yet.',
} as const;

const when = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** Profile: the user's security record, newest first (the server's words for each line). */
export function SecurityActivitySection() {
  const ids = useId();
  const { data, error, refetch } = useQuery(SecurityActivityDocument, { fetchPolicy: 'cache-and-network' });

  let list;
  if (error && !data) {
    list = <RetryNotice onRetry={() => refetch()}><p>{SECURITY_ACTIVITY_TEXTS.loadFailed}</p></RetryNotice>;
  } else if (!data) {
    list = <SkeletonLines variant="rows" lines={3} label="Loading security activity…" />;
  } else if (data.securityActivity.length === 0) {
    list = <p className="vacations__empty">{SECURITY_ACTIVITY_TEXTS.empty}</p>;
  } else {
    list = (
      <ul className="security__list" aria-label="Security activity" data-testid="security-activity">
        {data.securityActivity.map((line) => (
          <li key={line.id} className="profile-row">
            <div className="profile-row__main">
              <span className="security__row-title">{line.summary}{line.detail ? `: ${line.detail}` : ''}</span>
              <span className="security__row-meta">
                <time dateTime={line.createdAt}>{when(line.createdAt)}</time>
                {line.browser ? ` · ${line.browser} on ${line.system}` : ''}
                {line.ip ? ` · ${line.ip}` : ''}
              </span>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="card profile-section" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className="profile-section__title">{SECURITY_ACTIVITY_TEXTS.title}</h2>
      <p className="profile-section__text">{SECURITY_ACTIVITY_TEXTS.lead}</p>
      {list}
    </section>
  );
}
