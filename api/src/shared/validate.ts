import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate, type ValidationError, type ValidationOptions } from 'class-validator';
import { badInput } from './errors';
import { sharedText } from './errors.messages';
import type { Message, MessageValues } from './i18n/messages';
import { validationRuleText } from './validation.messages';
import { hasOnlyStorableTexts } from './texts';

/**
 * A class-validator rule's options saying `text` when the rule fails (issue 29):
 * `@MaxLength(50, says(usersText('usernameTooLong')))`. class-validator keeps a string message,
 * so the rule carries the English text and the catalog's Message rides in its context, where
 * firstMessage finds it to be said in the reader's language.
 */
export function says(text: Message, options: ValidationOptions = {}): ValidationOptions {
  return { ...options, message: text.english, context: { text } };
}

// When a value breaks several rules, say the most basic one: "missing" before "too long".
const FIRST_RULES = ['isDefined', 'isNotEmpty', 'isString', 'isArray', 'arrayMinSize'];

/** The values class-validator's message for `rule` on `error` names: the field, whether it is each value's, the rule's limit. */
function ruleValues(error: ValidationError, rule: string): MessageValues {
  const rules = error.target ? getMetadataStorage().getTargetValidationMetadatas(error.target.constructor, '', false, false) : [];
  const metadata = rules.find((candidate) => candidate.propertyName === error.property && (candidate.name ?? candidate.type) === rule);
  const [first, second] = metadata?.constraints ?? [];
  const limit = typeof first === 'number' ? first : 0;
  // class-validator writes a list of allowed values joined by ", " (isIn's list, isEnum's second constraint).
  const values = rule === 'isEnum' ? second : first;
  return {
    property: error.property, each: metadata?.each ? 'true' : 'false', max: limit, min: limit,
    values: Array.isArray(values) ? values.join(', ') : String(values ?? ''), pattern: String(first ?? ''),
  };
}

/** The first failed rule's text: its catalog Message (says), else class-validator's own, said by rule in the reader's language. */
function firstMessage(errors: ValidationError[]): Message | undefined {
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    const rule = FIRST_RULES.find((name) => constraints[name]) ?? Object.keys(constraints)[0];
    if (rule) return (error.contexts?.[rule] as { text?: Message } | undefined)?.text ?? validationRuleText(rule, constraints[rule], ruleValues(error, rule));
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
