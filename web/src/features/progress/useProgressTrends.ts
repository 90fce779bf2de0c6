import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { ProgressPlanDocument, ProgressTrendsDocument } from '../../gql/graphql';
import { todayWorkDay } from '../../shared/work-day';
import { DEFAULT_RANGE, isRangeLocked, rangeByKey, rangeStart, type ProgressRange } from './progress-ranges';

/**
 * The Progress screen's queries: the plan's window first, then the trends of the range in the
 * address (?range=), which a locked range falls back from.
 */
export function useProgressTrends() {
  const today = todayWorkDay();
  const [params, setParams] = useSearchParams();
  const plan = useQuery(ProgressPlanDocument);
  const windowDays = plan.data?.me?.limits.trendDays ?? null;
  const asked = rangeByKey(params.get('range')) ?? DEFAULT_RANGE;
  // A locked range in the address (a link from an Unlimited time) falls back to the default.
  const range = plan.data && isRangeLocked(asked, windowDays) ? DEFAULT_RANGE : asked;
  const trends = useQuery(ProgressTrendsDocument, {
    variables: { from: rangeStart(range, today) ?? null, to: today },
    skip: !plan.data,
  });

  const chooseRange = (next: ProgressRange) => {
    setParams(next.key === DEFAULT_RANGE.key ? {} : { range: next.key }, { replace: true });
  };
  const failure = plan.error ?? trends.error;

  return {
    range,
    windowDays,
    chooseRange,
    planLoaded: plan.data !== undefined,
    trends: trends.data?.trends,
    loading: trends.loading,
    /** Set when a query failed and there is nothing to show instead. */
    failure: failure && !(trends.data && plan.data) ? failure : undefined,
    /** Whether any query failed, even with older data on screen. */
    failed: failure !== undefined,
    retry: () => (plan.error ? plan.refetch() : trends.refetch()),
  };
}
