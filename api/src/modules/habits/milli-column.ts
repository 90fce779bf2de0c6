import type { ValueTransformer } from 'typeorm';

/**
 * A bigint column of thousandths of a unit (see habits/rules/quantity.ts). pg returns bigint as
 * text; every amount we store stays below 2^53, so a JavaScript number holds it exactly.
 */
export const milliColumn: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
