import { ArrayMaxSize, IsUUID } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';
import type { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { badInput, notFound, type Thing } from './errors';
import { sharedText } from './errors.messages';
import { recordId } from './ids';
import { says } from './validate';
import { validationText } from './validation.messages';

/** The most rows one reorder may name. */
export const MAX_REORDER = 1000;

/** A reorder's GraphQL arguments: every id, in its new order. */
@ArgsType()
export class OrderArgs {
  @Field(() => [ID], { description: 'Every id in its new order.' })
  @ArrayMaxSize(MAX_REORDER)
  @IsUUID('all', says(validationText('invalidId'), { each: true }))
  ids: string[];
}

/** The ids of a REST reorder body: a list of ids, or of records with `_id`. */
export function idsOf(list: unknown, what: 'Habit' | 'Task'): string[] {
  if (!Array.isArray(list)) throw badInput(sharedText('fullList', { what: what.toLowerCase() }));
  return list.map((entry) => recordId(typeof entry === 'string' ? entry : (entry as { _id?: unknown })?._id, what));
}

/** The ids of a reorder: each once, no more than MAX_REORDER. */
export function orderedIds(ids: readonly string[], what: 'habits' | 'tasks' | 'milestones'): string[] {
  if (ids.length > MAX_REORDER) throw badInput(sharedText('reorderTooMany', { what, max: String(MAX_REORDER) }));
  if (new Set(ids).size !== ids.length) throw badInput(sharedText('reorderTwice', { what }));
  return [...ids];
}

/**
 * Writes a new order (position = index) for the user's rows of `entity`'s table, in one
 * statement inside one transaction; refuses the whole order if any id is not the user's.
 * The entity needs `id`, `userId` and `position` columns; its own feature's service calls this.
 * (shared/ imports no module nor db/: the names are read off the entity's metadata here.)
 */
export async function writeOrder(db: DataSource, entity: EntityTarget<ObjectLiteral>, userId: string, ids: string[], what: Thing): Promise<void> {
  const metadata = db.getMetadata(entity);
  const column = (property: 'id' | 'userId' | 'position') => {
    const found = metadata.findColumnWithPropertyName(property);
    if (!found) throw new Error(`${metadata.name} has no column ${property}`);
    return found.databaseName;
  };
  const [id, owner, position] = [column('id'), column('userId'), column('position')];
  await db.transaction(async (manager) => {
    const [{ updated }] = await manager.query(
      `WITH moved AS (
         UPDATE ${metadata.tableName} AS t SET ${position} = o.position - 1
           FROM unnest($2::uuid[]) WITH ORDINALITY AS o(id, position)
          WHERE t.${id} = o.id AND t.${owner} = $1 RETURNING t.${id})
       SELECT count(*)::int AS updated FROM moved`, [userId, ids]);
    if (updated !== ids.length) throw notFound(what);
  });
}

/** The highest place an import keeps a file's own position at; past it the file's order is renumbered. */
const MAX_KEPT_POSITION = 1_000_000;

/**
 * Places after the user's own (`next` onwards) in the file's order, keeping the gaps between
 * the file's positions where it has them, so that an export imported into a fresh account keeps
 * its positions exactly. Positions past MAX_KEPT_POSITION (a file's positions are any integers)
 * are renumbered next, next + 1, … in the same order: the columns are int4.
 */
export function placesAfter(next: number, positions: Array<number | null | undefined>): number[] {
  const renumbered = () => positions.map((_, index) => next + index);
  if (!positions.length || positions.some((position) => typeof position !== 'number' || !Number.isSafeInteger(position))) return renumbered();
  const first = Math.min(...(positions as number[]));
  // Kept as they are where they already come after the user's own (a fresh account); else moved up as a block.
  const shift = first >= next ? 0 : next - first;
  const places = (positions as number[]).map((position) => position + shift);
  return places.every((place) => place <= MAX_KEPT_POSITION) ? places : renumbered();
}
