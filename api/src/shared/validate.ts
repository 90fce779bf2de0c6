import { plainToInstance } from 'class-transformer';
import { validate, type ValidationError } from 'class-validator';
import { badInput } from './errors';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const message = Object.values(error.constraints ?? {})[0];
    if (message) return message;
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid input';
}

/** Validates a REST body or query against a class-validator DTO, as GraphQL's `validate: true` does. */
export async function parseInput<T extends object>(type: new () => T, plain: unknown): Promise<T> {
  const input = plainToInstance(type, plain ?? {});
  const errors = await validate(input, { whitelist: true, forbidUnknownValues: true });
  if (errors.length) throw badInput(firstMessage(errors));
  return input;
}
