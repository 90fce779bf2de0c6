import type { ApolloClient } from '@apollo/client';
import { msg } from '@lingui/core/macro';
import { StartCheckoutDocument } from '../../gql/graphql';
import { leaveForCheckout } from './checkout-redirect';

/** SPEC §8: the one message for a checkout that could not start or be confirmed. */
export const PAYMENT_FAILED_MESSAGE = msg`Payment processing failed. Please try again.`;

/** A checkout that could not start; the screen shows PAYMENT_FAILED_MESSAGE. */
export class CheckoutFailedError extends Error {
  constructor(options?: { cause?: unknown }) {
    super('The checkout could not start', options);
    this.name = 'CheckoutFailedError';
  }
}

/**
 * Free -> Unlimited: asks the API for a Checkout session and sends the browser to it. Stripe
 * brings the user back to /success (paid) or /plans (abandoned). Rejects with
 * CheckoutFailedError; on success the page is leaving, so callers keep their busy state.
 */
export async function redirectToCheckout(client: ApolloClient): Promise<void> {
  let url: string;
  try {
    const { data } = await client.mutate({ mutation: StartCheckoutDocument });
    if (!data) throw new Error('startCheckout answered without data');
    url = data.startCheckout.url;
  } catch (error) {
    throw new CheckoutFailedError({ cause: error });
  }
  leaveForCheckout(url);
}
