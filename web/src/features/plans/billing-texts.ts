import { msg } from '@lingui/core/macro';

/** The plan screens' texts (Plans, Cancel, Success). */
export const PLANS_MESSAGES = {
  loadFailed: msg`Could not load the plans.`,
  noOffers: msg`No plans are on offer right now. Please check back later.`,
  paymentsOff: msg`Payments are not configured on this server, so Unlimited cannot be bought here. Its operator can switch your plan.`,
} as const;

export const CANCEL_MESSAGES = {
  cancelled: msg`You are on the Free plan now. Everything you had is still here.`,
  cancelFailed: msg`Could not cancel the subscription. Please try again.`,
  loadFailed: msg`Could not load the Free plan’s limits.`,
} as const;

export const SUCCESS_MESSAGE = msg`Payment successful!`;
