import { AppError } from '../../../shared/errors';
import { formatAmount, meetsTarget, parseAmount, validateTarget } from './quantity';

function message(work: () => unknown): string {
  try {
    work();
  } catch (error) {
    expect((error as AppError).code).toBe('BAD_USER_INPUT');
    return (error as AppError).message;
  }
  throw new Error('expected BAD_USER_INPUT');
}

describe('amounts', () => {
  it('are exact thousandths of the unit', () => {
    expect(parseAmount('2.5')).toBe(2500);
    expect(parseAmount(' 12 ')).toBe(12000);
    expect(parseAmount('0.1')).toBe(100);
    expect(parseAmount('.25')).toBe(250);
    expect(parseAmount(0.3)).toBe(300);
    expect(parseAmount('1.230')).toBe(1230);
    expect(parseAmount('1000000000')).toBe(1_000_000_000_000);
    // 0.1 + 0.2 in floating point, but ten tenths in thousandths add up exactly.
    expect(Array.from({ length: 10 }, () => parseAmount('0.1')).reduce((a, b) => a + b)).toBe(parseAmount('1'));
    expect(formatAmount(2500)).toBe('2.5');
    expect(formatAmount(3000)).toBe('3');
    expect(formatAmount(1)).toBe('0.001');
  });

  it('refuse negative, non-numeric, over-precise and huge amounts', () => {
    expect(message(() => parseAmount('-1'))).toBe("An amount can't be negative.");
    expect(message(() => parseAmount(-0.5))).toBe("An amount can't be negative.");
    expect(message(() => parseAmount('two'))).toBe('Enter the amount as a number, such as 2 or 2.5.');
    expect(message(() => parseAmount('1e3'))).toBe('Enter the amount as a number, such as 2 or 2.5.');
    expect(message(() => parseAmount(Number.NaN))).toBe('Enter the amount as a number, such as 2 or 2.5.');
    expect(message(() => parseAmount(''))).toBe('Enter the amount as a number, such as 2 or 2.5.');
    expect(message(() => parseAmount('1.2345'))).toBe('Use at most three decimal places.');
    expect(message(() => parseAmount('1000000001'))).toBe('That amount is too large.');
  });
});

describe('targets', () => {
  it('are met at least or at most', () => {
    const water = validateTarget({ unit: 'glasses', amount: '8', direction: 'AT_LEAST' })!;
    expect(water).toEqual({ unit: 'glasses', amount: 8000, direction: 'AT_LEAST' });
    expect(meetsTarget(7999, water)).toBe(false);
    expect(meetsTarget(8000, water)).toBe(true);
    const coffee = validateTarget({ unit: 'cups', amount: '2', direction: 'AT_MOST' })!;
    expect(meetsTarget(0, coffee)).toBe(true);
    expect(meetsTarget(2000, coffee)).toBe(true);
    expect(meetsTarget(2001, coffee)).toBe(false);
    expect(validateTarget({ unit: 'sweets', amount: '0', direction: 'AT_MOST' })?.amount).toBe(0);
  });

  it('need a unit and an amount, and a sensible direction', () => {
    expect(validateTarget(null)).toBeNull();
    expect(validateTarget({ unit: ' ', amount: '' })).toBeNull();
    expect(message(() => validateTarget({ amount: '8' }))).toBe('A target needs a unit, such as glasses, minutes or pages.');
    expect(message(() => validateTarget({ unit: 'pages' }))).toBe('How many pages a day? Enter a target amount.');
    expect(message(() => validateTarget({ unit: 'pages', amount: '-3' }))).toBe("An amount can't be negative.");
    expect(message(() => validateTarget({ unit: 'pages', amount: 'lots' }))).toBe('Enter the amount as a number, such as 2 or 2.5.');
    expect(message(() => validateTarget({ unit: 'pages', amount: '0' }))).toBe('A target of at least 0 is met without trying; enter more than 0.');
    expect(message(() => validateTarget({ unit: 'pages', amount: '3', direction: 'ABOUT' }))).toBe('A target is either "at least" or "at most".');
  });
});
