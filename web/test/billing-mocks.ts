import type { MockLink } from '@apollo/client/testing';
import { PlansDocument, StartCheckoutDocument, type PlansQuery } from '../src/gql/graphql';

/** Test data for the billing screens: the offers as the API answers them. */
export const FREE_OFFER = {
  __typename: 'PlanOffer', plan: 'FREE', name: 'Free', pricePerMonth: 0, goals: 5, habits: 5, openTasks: 10, trendDays: 7,
} as const;

export const UNLIMITED_OFFER = {
  __typename: 'PlanOffer', plan: 'UNLIMITED', name: 'Unlimited', pricePerMonth: 2.99, goals: null, habits: null, openTasks: null, trendDays: null,
} as const;

export function plansMock(
  { paymentsEnabled = true, offers = [FREE_OFFER, UNLIMITED_OFFER] }: { paymentsEnabled?: boolean; offers?: PlansQuery['plans']['offers'] } = {},
): MockLink.MockedResponse {
  return {
    request: { query: PlansDocument },
    result: { data: { plans: { __typename: 'Plans', paymentsEnabled, offers } } },
  };
}

export const CHECKOUT_URL = 'https://checkout.stripe.test/c/pay/cs_test_123';

export function startCheckoutMock(): MockLink.MockedResponse {
  return {
    request: { query: StartCheckoutDocument },
    result: { data: { startCheckout: { __typename: 'CheckoutSessionType', id: 'cs_test_123', url: CHECKOUT_URL } } },
  };
}
