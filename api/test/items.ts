import type { TestApp } from './app';
import type { Client } from './client';

/** Ids of built-in catalogue items of a kind (and category), in text order. */
export async function itemIds(app: TestApp, kind: 'goal' | 'habit', n: number, category?: string): Promise<string[]> {
  const rows: Array<{ id: string }> = await app.db.dataSource.query(
    `SELECT id FROM catalogue_items WHERE kind = $1 AND ($2::text IS NULL OR category = $2) ORDER BY text LIMIT $3`,
    [kind, category ?? null, n]);
  return rows.map((row) => row.id);
}

/** Adds `n` built-in habits the user does not have yet, through GraphQL; answers their link ids. */
export async function addedHabits(app: TestApp, client: Client, n: number): Promise<string[]> {
  const { data } = await client.gql<{ myHabits: Array<{ item: { id: string } }> }>(`{ myHabits { item { id } } }`);
  const items: Array<{ id: string }> = await app.db.dataSource.query(
    `SELECT id FROM catalogue_items WHERE kind = 'habit' AND NOT (id = ANY($2)) ORDER BY text LIMIT $1`,
    [n, data!.myHabits.map((habit) => habit.item.id)]);
  const ids: string[] = [];
  for (const { id } of items) {
    const added = await client.gql<{ addHabit: { id: string } }>(`mutation($id: ID!) { addHabit(itemId: $id) { id } }`, { id });
    ids.push(added.data!.addHabit.id);
  }
  return ids;
}
