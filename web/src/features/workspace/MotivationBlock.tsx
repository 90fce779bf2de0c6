import { useQuery } from '@apollo/client/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';
import { DailyMotivationDocument } from '../../gql/graphql';
import { CollapsibleCard } from '../../ui/CollapsibleCard';
import { RetryNotice } from '../../ui/Notice';
import { SkeletonLines } from '../../ui/SkeletonLines';
import { readCachedMotivation, storeMotivation } from './motivation-cache';
import './motivation.css';
import { Icon } from '../../ui/Icon';

export const MOTIVATION_FAILED = msg`Error fetching motivational message`;

interface MotivationBlockProps {
  userId: string;
  /** The user's local today (YYYY-MM-DD): the message is today's, whatever day the screen shows. */
  today: string;
  /** How many habits the user has today, once known: a message written about other habits is asked again. */
  habitCount?: number;
}

/** SPEC §2 Daily Motivation: today's message, fetched once a day and cached in the browser. */
export function MotivationBlock({ userId, today, habitCount }: MotivationBlockProps) {
  const { t } = useLingui();
  const basis = habitCount === undefined ? undefined : String(habitCount);
  // Read once per basis: the message fetched for it is then shown from the query.
  const cached = useMemo(() => readCachedMotivation(userId, today, basis), [userId, today, basis]);
  const { data, error, loading, refetch } = useQuery(DailyMotivationDocument, {
    variables: { day: today },
    skip: cached !== null,
    // A stale message is why it is asked again: the query's own cache would hold the same one.
    fetchPolicy: 'network-only',
    notifyOnNetworkStatusChange: true,
  });
  const fetched = data?.motivation;

  useEffect(() => {
    if (fetched) storeMotivation(userId, fetched.day, fetched.message, basis);
  }, [fetched, userId, basis]);

  const message = cached ?? fetched?.message;
  let content;
  if (message) {
    content = (
      <blockquote className="motivation__quote">
        <p translate="no">{message}</p>
      </blockquote>
    );
  } else if (error && !loading) {
    content = (
      <RetryNotice onRetry={refetch}><p>{t(MOTIVATION_FAILED)}</p></RetryNotice>
    );
  } else {
    content = <SkeletonLines lines={3} label={t`Loading your daily motivation…`} className="motivation__loading" />;
  }

  return (
    <CollapsibleCard
      className="motivation"
      title={t`Daily Motivation`}
      icon={<Icon name="sparkle" />}
      collapseLabel={t`Collapse daily motivation`}
      expandLabel={t`Expand daily motivation`}
    >
      {content}
    </CollapsibleCard>
  );
}
