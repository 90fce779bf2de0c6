import { MAX_SKIP_BUDGET } from './history';
import { AMOUNT_DECIMALS, formatAmount, MAX_AMOUNT_MILLI, MAX_UNIT_LENGTH } from './quantity';
import { MAX_PERIOD_DAYS } from './schedule';

/**
 * The limits of a habit's settings, as the rules enforce them, for forms that check before
 * sending (the web's Edit schedule dialog reads them through GraphQL's `habitLimits`).
 */
export const HABIT_LIMITS = {
  /** The longest "every N days" period. */
  longestPeriodDays: MAX_PERIOD_DAYS,
  /** The skip budget's maximum, freezes a month. */
  maxSkipBudget: MAX_SKIP_BUDGET,
  /** Decimal places of an amount. */
  amountDecimals: AMOUNT_DECIMALS,
  /** The largest amount, as decimal text. */
  maxAmount: formatAmount(MAX_AMOUNT_MILLI),
  maxUnitLength: MAX_UNIT_LENGTH,
} as const;
