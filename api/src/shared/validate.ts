import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { badInput } from './errors';
import { sharedText } from './errors.messages';
import { hasOnlyStorableTexts } from './texts';

// When a value breaks several rules, say the most basic one: "missing" before "too long".
const FIRST_RULES = ['isDefined', 'isNotEmpty', 'isString', 'isArray', 'arrayMinSize'];

function firstMessage(errors: ValidationError[]): string | undefined {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    const rule = FIRST_RULES.find((name) => constraints[name]) ?? Object.keys(constraints)[0];
    if (rule) return constraints[rule];
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * Refuses an input object that breaks its class-validator rules, with the first rule's message.
 * `whitelist` drops undeclared fields (REST bodies; GraphQL's own types already do that).
 */
export async function assertValid(input: object, whitelist = false): Promise<void> {
  const errors = await validate(input, { whitelist, forbidUnknownValues: whitelist });
  if (errors.length) throw badInput(firstMessage(errors) ?? sharedText('invalidInput'));
}

/**
 * GraphQL's validation (buildSchema's validateFn, called with every argument of every resolver,
 * whether written in the document or passed as a variable, over HTTP or a socket): the same
 * rules and messages as REST, and no text PostgreSQL cannot store.
 */
export async function validateArgument(value: unknown): Promise<void> {
  if (!hasOnlyStorableTexts(value)) throw badInput(sharedText('unstorableText'));
  if (Array.isArray(value)) {
    for (const item of value) await validateArgument(item);
  } else if (value !== null && typeof value === 'object') {
    await assertValid(value);
  }
}

/** Validates a REST body or query against a class-validator DTO, as GraphQL does. */
export async function parseInput<T extends object>(type: new () => T, plain: unknown): Promise<T> {
  const input = plainToInstance(type, plain ?? {});
  await assertValid(input, true);
  return input;
}
