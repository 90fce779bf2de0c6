import { badInput } from '../../../shared/errors';
import { habitsText } from '../habits.messages';

/**
 * Amounts are integers in thousandths of the unit (Loop stores ×1000 too): 2.5 km is 2500.
 * Exact in JavaScript numbers and in a bigint column, with no floating-point error; the
 * API speaks decimal strings ("2.5") and converts at the edge.
 */
export type Milli = number;

export const MILLI_PER_UNIT = 1000;
/** A billion units is more than anyone measures in a day, and keeps every amount a safe integer. */
export const MAX_AMOUNT_MILLI = 1_000_000_000 * MILLI_PER_UNIT;
export const MAX_UNIT_LENGTH = 24;
/** Decimal places an amount may have: thousandths. */
export const AMOUNT_DECIMALS = 3;

export type Direction = 'AT_LEAST' | 'AT_MOST';

/** What a measured habit asks for each day; a yes/no habit has none. */
export interface Target {
  unit: string;
  amount: Milli;
  direction: Direction;
}

const DECIMAL = /^(\d+)(?:\.(\d*))?$/;

/**
 * An amount a user typed ("2.5", "12", 2.5) in thousandths. Refuses negatives, words, and more
 * than three decimal places rather than rounding them away.
 */
export function parseAmount(input: unknown): Milli {
  const text = typeof input === 'number' && Number.isFinite(input) ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (/^-\s*\d/.test(text) || (typeof input === 'number' && input < 0)) throw badInput(habitsText('negativeAmount'));
  const match = DECIMAL.exec(text) ?? (/^\.\d+$/.test(text) ? DECIMAL.exec(`0${text}`) : null);
  if (!match) throw badInput(habitsText('amountNumber'));
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > AMOUNT_DECIMALS) throw badInput(habitsText('amountDecimals'));
  const whole = match[1].replace(/^0+(?=\d)/, '');
  if (whole.length > 10) throw badInput(habitsText('amountTooLarge'));
  const milli = Number(whole) * MILLI_PER_UNIT + Number(fraction.padEnd(3, '0'));
  if (milli > MAX_AMOUNT_MILLI) throw badInput(habitsText('amountTooLarge'));
  return milli;
}

/** Thousandths back to the shortest decimal text: 2500 -> "2.5", 3000 -> "3". */
export function formatAmount(milli: Milli): string {
  const whole = Math.floor(milli / MILLI_PER_UNIT);
  const fraction = String(milli % MILLI_PER_UNIT).padStart(3, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/**
 * A measured habit's target from what the user entered. A unit with no amount or an amount with
 * no unit is refused; "at least 0" is refused because it is met without doing anything.
 */
export function validateTarget(input: { unit?: unknown; amount?: unknown; direction?: unknown } | null | undefined): Target | null {
  if (!input) return null;
  const unit = typeof input.unit === 'string' ? input.unit.trim() : '';
  const hasAmount = input.amount !== undefined && input.amount !== null && input.amount !== '';
  if (!unit && !hasAmount) return null;
  if (!unit) throw badInput(habitsText('targetUnit'));
  if (unit.length > MAX_UNIT_LENGTH) throw badInput(habitsText('unitTooLong', { max: MAX_UNIT_LENGTH }));
  if (!hasAmount) throw badInput(habitsText('targetAmount', { unit }));
  const direction = input.direction ?? 'AT_LEAST';
  if (direction !== 'AT_LEAST' && direction !== 'AT_MOST') throw badInput(habitsText('targetDirection'));
  const amount = parseAmount(input.amount);
  if (direction === 'AT_LEAST' && amount === 0) throw badInput(habitsText('targetZero'));
  return { unit, amount, direction };
}

/** Whether a day's amount meets the target: at least 8 glasses, at most 2 coffees. */
export function meetsTarget(value: Milli, target: Target): boolean {
  return target.direction === 'AT_LEAST' ? value >= target.amount : value <= target.amount;
}
