import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity';

/** What a token may do: `read` answers queries and GET calls; `write` also mutations and other REST calls. */
export enum TokenScope {
  READ = 'read',
  WRITE = 'write',
}
registerEnumType(TokenScope, {
  name: 'TokenScope',
  description: 'read: queries and GET calls; write: mutations and every other REST call too.',
  valuesConfig: {
    READ: { description: 'Queries, subscriptions and REST GET calls, which every token may make.' },
    WRITE: { description: 'Also mutations and every other REST call.' },
  },
});

@ObjectType('AccessToken', { simpleResolvers: true, description: 'A personal access token for a third-party client. Its secret is shown only when it is created.' })
@Entity('access_tokens')
@Check('access_tokens_scopes_check', `scopes <@ ARRAY['read', 'write']::text[] AND cardinality(scopes) > 0`)
@Unique('access_tokens_token_hash_key', ['tokenHash'])
@Index('access_tokens_user_id_idx', ['userId', 'createdAt', 'id'])
export class AccessToken {
  @Field(() => ID, { description: "The token's id, a UUID; not its secret." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field({ description: 'What the user called it, e.g. "Home Assistant".' })
  @Column({ type: 'text' })
  name: string;

  /** sha256 of the secret: the secret itself is never stored. */
  @Column({ name: 'token_hash', type: 'bytea', select: false })
  tokenHash: Buffer;

  @Field(() => [TokenScope], { description: 'What the token may do.' })
  @Column({ type: 'text', array: true })
  scopes: TokenScope[];

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
