import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** `not_me`: the "This wasn't me" link of a security email (issue 30). */
export type EmailTokenPurpose = 'activate' | 'reset' | 'not_me';

/** A single-use link sent by email. Only the SHA-256 of the token is stored. */
@Entity('email_tokens')
@Check('email_tokens_purpose_check', `purpose IN ('activate', 'reset', 'not_me')`)
@Index('email_tokens_token_hash_key', ['tokenHash'], { unique: true })
@Index('email_tokens_user_purpose_idx', ['userId', 'purpose', 'expiresAt'])
export class EmailToken {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Column({ type: 'text' })
  purpose: EmailTokenPurpose;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
