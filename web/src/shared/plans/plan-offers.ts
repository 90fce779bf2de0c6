import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { Plan, PlansQuery } from '../../gql/graphql';
import { i18n } from '../../ui/i18n/i18n';
import { numberFormat } from '../../ui/i18n/format';

export type PlanOffer = PlansQuery['plans']['offers'][number];

/** Each plan's name as the user's language says it (the API's `name` is the English one). */
export const PLAN_NAMES: Record<Plan, MessageDescriptor> = {
  FREE: msg({ message: 'Free', context: 'plan name' }),
  UNLIMITED: msg({ message: 'Unlimited', context: 'plan name' }),
};

/** '$0', '$2.99': whole dollars without cents, anything else with two decimals, as the locale writes dollars. */
export function formatPrice(pricePerMonth: number): string {
  const digits = Number.isInteger(pricePerMonth) ? 0 : 2;
  return numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(pricePerMonth);
}

/** How much history Progress shows: one week on Free, all of it on Unlimited (SPEC §2 Plans). */
export function trendsLabel(trendDays: number | null): string {
  if (trendDays === null) return i18n._(msg`All trends`);
  if (trendDays === 7) return i18n._(msg`One-week trends`);
  return i18n._(msg`${plural(trendDays, { one: '#-day trends', other: '#-day trends' })}`);
}

/** The card's lines, from the server's limits (null = unlimited). */
export function planFeatures({ goals, habits, openTasks, trendDays }: PlanOffer): string[] {
  return [
    goals === null ? i18n._(msg`Unlimited goals`) : i18n._(msg`${plural(goals, { one: '# goal', other: '# goals' })}`),
    habits === null ? i18n._(msg`Unlimited habits`) : i18n._(msg`${plural(habits, { one: '# habit', other: '# habits' })}`),
    openTasks === null ? i18n._(msg`Unlimited tasks`) : i18n._(msg`${plural(openTasks, { one: '# task', other: '# tasks' })}`),
    trendsLabel(trendDays),
  ];
}
