import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * oidc-provider's storage (its Adapter): grants, authorization codes, access and refresh
 * tokens, sessions and interactions, one row each, shared by every instance. The columns beside
 * the payload are what the lookups need: a grant's tokens, an interaction by uid, a user's grants,
 * an app's records.
 */
@Entity('oauth_records')
@Index('oauth_records_grant_id_idx', ['grantId'])
@Index('oauth_records_uid_idx', ['uid'])
@Index('oauth_records_account_idx', ['accountId', 'type'])
@Index('oauth_records_client_id_idx', ['clientId'])
@Index('oauth_records_expires_at_idx', ['expiresAt'])
export class OAuthRecord {
  /** The model: Grant, AccessToken, RefreshToken, AuthorizationCode, Session, Interaction… */
  @PrimaryColumn({ type: 'text' })
  type: string;

  /** The record's id; for a token, the token itself (random, 43 characters). */
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  /** The grant a token or code belongs to; a grant's own id on the grant. */
  @Column({ name: 'grant_id', type: 'text', nullable: true })
  grantId: string | null;

  @Column({ type: 'text', nullable: true })
  uid: string | null;

  @Column({ name: 'account_id', type: 'uuid', nullable: true })
  accountId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'account_id' })
  account?: User;

  @Column({ name: 'client_id', type: 'text', nullable: true })
  clientId: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ name: 'consumed_at', type: 'timestamptz', nullable: true })
  consumedAt: Date | null;
}

/** The keys that sign ID tokens, made by the first instance that needs one and shared by all. */
@Entity('oauth_signing_keys')
export class OAuthSigningKey {
  @PrimaryColumn({ type: 'text' })
  id: string;

  /** The private JWK. */
  @Column({ type: 'jsonb' })
  jwk: Record<string, unknown>;
}
