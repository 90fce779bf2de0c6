import { Check, Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A GraphQL document a client registered under its SHA-256 (Apollo's automatic persisted
 * queries), shared by every instance: a client behind a load balancer sends the hash alone
 * wherever its request lands. Apollo checks the hash against the document before keeping it, so a
 * row is the same for every user.
 */
@Entity('persisted_queries')
@Index('persisted_queries_expires_at_idx', ['expiresAt'])
@Check('persisted_queries_key_length', 'length(key) <= 100')
export class PersistedQuery {
  /** Apollo's cache key: `apq:` and the hash. */
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'text' })
  document: string;

  /** Registering the document again moves it on; the hourly housekeeping drops it after. */
  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
