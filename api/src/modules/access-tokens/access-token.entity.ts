import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType } from 'type-graphql';
import type { Scope } from '../../shared/scopes';
import { User } from '../users/user.entity';

@ObjectType('AccessToken', { simpleResolvers: true, description: 'A personal access token for a third-party client. Its secret is shown only when it is created.' })
@Entity('access_tokens')
@Check('access_tokens_scopes_check', `scopes <@ ARRAY['read', 'write', 'habits:read', 'habits:write', 'tasks:read', 'tasks:write', 'goals:read', 'goals:write', 'profile:read']::text[] AND cardinality(scopes) > 0`)
@Index('access_tokens_user_id_idx', ['userId', 'createdAt', 'id'])
export class AccessToken {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => ID, { description: "The token's id, a UUID; not its secret." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field({ description: 'What the user called it, e.g. "Home Assistant".' })
  @Column({ type: 'text' })
  name: string;

  @Field(() => [String], { description: 'What the token may do (shared/scopes.ts): read and write (the whole account), or habits:read, habits:write, tasks:read, tasks:write, goals:read, goals:write, profile:read.' })
  @Column({ type: 'text', array: true })
  scopes: Scope[];

  @Field(() => Date, { nullable: true, description: 'After this instant the token is refused; null: never expires.' })
  @Column({ name: 'expires_at', type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Field(() => Date, { nullable: true, description: 'Last request made with it, to the minute; null: never used.' })
  @Column({ name: 'last_used_at', type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Field(() => Date, { description: 'When the token was created.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** A token by its secret's sha256 (the secret itself is never stored): unique across all users, so kept apart from the user's rows. */
@Entity('access_token_hashes')
@Unique('access_token_hashes_user_id_access_token_id_key', ['userId', 'accessTokenId'])
export class AccessTokenHash {
  @PrimaryColumn({ name: 'token_hash', type: 'bytea' })
  tokenHash: Buffer;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'access_token_id', type: 'uuid' })
  accessTokenId: string;

  @ManyToOne(() => AccessToken, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'access_token_id', referencedColumnName: 'id' }])
  accessToken?: AccessToken;
}
