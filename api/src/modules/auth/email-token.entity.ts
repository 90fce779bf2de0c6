import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';

/** `not_me`: the "This wasn't me" link of a security email (issue 30). */
export type EmailTokenPurpose = 'activate' | 'reset' | 'not_me';

/** A single-use link sent by email. Only the SHA-256 of the token is stored, in its lookup (EmailTokenHash). */
@Entity('email_tokens')
@Check('email_tokens_purpose_check', `purpose IN ('activate', 'reset', 'not_me')`)
@Index('email_tokens_user_purpose_idx', ['userId', 'purpose', 'expiresAt'])
@Index('email_tokens_expires_at_idx', ['expiresAt'])
export class EmailToken {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @PrimaryGeneratedColumn('uuid')
  id: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  purpose: EmailTokenPurpose;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/** An email token by the sha256 of the token: unique across all users, so kept apart from the user's rows. */
@Entity('email_token_hashes')
@Unique('email_token_hashes_user_id_email_token_id_key', ['userId', 'emailTokenId'])
export class EmailTokenHash {
  @PrimaryColumn({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'email_token_id', type: 'uuid' })
  emailTokenId: string;

  @ManyToOne(() => EmailToken, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'email_token_id', referencedColumnName: 'id' }])
  emailToken?: EmailToken;
}
