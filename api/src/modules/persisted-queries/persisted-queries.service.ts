import type { KeyValueCache, KeyValueCacheSetOptions } from '@apollo/utils.keyvaluecache';
import { Raw, type DataSource } from 'typeorm';
import { sqlTable } from '../../db/sql-names';
import { PersistedQuery } from './persisted-query.entity';

/** How long a registered document is kept after it was last registered. */
export const PERSISTED_QUERY_DAYS = 7;

/**
 * Apollo Server's persisted-query cache, in PostgreSQL (whose clock alone says what has expired): a document registered on one instance is
 * found by every other (an in-process cache made a client pay an extra round trip on each
 * instance behind the load balancer). Apollo reads misses and errors alike as "send the document".
 */
export class PersistedQueriesService implements KeyValueCache<string> {
  constructor(private readonly db: DataSource) {}

  async get(key: string): Promise<string | undefined> {
    const found = await this.db.getRepository(PersistedQuery).findOne({ select: { document: true }, where: { key, expiresAt: Raw((column) => `${column} > now()`) } });
    return found?.document;
  }

  async set(key: string, document: string, options?: KeyValueCacheSetOptions): Promise<void> {
    const seconds = options?.ttl ?? PERSISTED_QUERY_DAYS * 24 * 3600;
    const { table, col } = sqlTable(this.db, PersistedQuery);
    await this.db.query(
      `INSERT INTO ${table} (${col.key}, ${col.document}, ${col.expiresAt}) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (${col.key}) DO UPDATE SET ${col.expiresAt} = EXCLUDED.${col.expiresAt}`,
      [key, document, seconds]);
  }

  async delete(key: string): Promise<boolean> {
    const { affected } = await this.db.getRepository(PersistedQuery).delete({ key });
    return Boolean(affected);
  }

  /** Drops the documents no client registered again in time (the hourly housekeeping). */
  async purgeExpired(): Promise<void> {
    await this.db.getRepository(PersistedQuery).delete({ expiresAt: Raw((column) => `${column} <= now()`) });
  }
}
