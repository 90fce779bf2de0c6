import type { PlansQuery } from '../../gql/graphql';

export type PlanOffer = PlansQuery['plans']['offers'][number];

/** '$0', '$2.99': whole dollars without cents, anything else with two decimals. */
export function formatPrice(pricePerMonth: number): string {
  return Number.isInteger(pricePerMonth) ? `$${pricePerMonth}` : `$${pricePerMonth.toFixed(2)}`;
}

const count = (limit: number | null, noun: string) => (limit === null ? `Unlimited ${noun}` : `${limit} ${noun}`);

/** How much history Progress shows: one week on Free, all of it on Unlimited (SPEC §2 Plans). */
export function trendsLabel(trendDays: number | null): string {
  if (trendDays === null) return 'All trends';
  if (trendDays === 7) return 'One-week trends';
  return `${trendDays}-day trends`;
}

/** The card's lines, from the server's limits (null = unlimited). */
export function planFeatures(offer: PlanOffer): string[] {
  return [
    count(offer.goals, 'goals'),
    count(offer.habits, 'habits'),
    count(offer.openTasks, 'tasks'),
    trendsLabel(offer.trendDays),
  ];
}
