import { IsUUID } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import { notFound, type Thing } from './errors';
import { says } from './validate';
import { validationText } from './validation.messages';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A record id from a path or body: anything that is not a UUID names no record. */
export function recordId(value: unknown, what: Thing): string {
  if (!isUuid(value)) throw notFound(what);
  return value;
}

/** Rows' ids grouped by their user, in the rows' order: a job's per-user statements (issue 26). */
export function idsByUser(rows: ReadonlyArray<{ id: string; user_id: string }>): Map<string, string[]> {
  const ids = new Map<string, string[]>();
  for (const row of rows) {
    const own = ids.get(row.user_id);
    if (own) own.push(row.id);
    else ids.set(row.user_id, [row.id]);
  }
  return ids;
}

@ArgsType()
export class IdArgs {
  @Field(() => ID, { description: 'The id (a UUID) of the record to act on.' })
  @IsUUID('all', says(validationText('invalidId')))
  id: string;
}
