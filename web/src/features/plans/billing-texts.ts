/** The plan screens' texts (Plans, Cancel, Success). */
export const PLANS_MESSAGES = {
  loadFailed: 'Could not load the plans.',
  noOffers: 'No plans are on offer right now. Please check back later.',
  paymentsOff: 'Payments are not configured on this server, so Unlimited cannot be bought here. Its operator can switch your plan.',
} as const;

export const CANCEL_MESSAGES = {
  cancelled: 'You are on the Free plan now. Everything you had is still here.',
  cancelFailed: 'Could not cancel the subscription. Please try again.',
  loadFailed: 'Could not load the Free plan’s limits.',
} as const;

export const SUCCESS_MESSAGE = 'Payment successful!';
