import { msg } from '@lingui/core/macro';

/** The Free plan's name, on the plan step and in the summary beside the account step. */
export const FREE_PLAN_NAME = msg({ message: 'Free', context: 'plan name' });
