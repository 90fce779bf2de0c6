import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/** A model answer kept for the day for one user (motivation, drawn from their own week): it goes with the account. */
@Entity('ai_cache')
@Index('ai_cache_day_idx', ['day'])
export class AiCacheEntry {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ type: 'text' })
  kind: string;

  @PrimaryColumn({ name: 'input_hash', type: 'text' })
  inputHash: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'jsonb' })
  answer: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A model answer kept for the day for everyone who sends the same input (suggestions: the input
 * is a profile and a category, not a person), so it belongs to no user.
 */
@Entity('ai_shared_cache')
@Index('ai_shared_cache_day_idx', ['day'])
export class AiSharedCacheEntry {
  @PrimaryColumn({ type: 'text' })
  kind: string;

  @PrimaryColumn({ name: 'input_hash', type: 'text' })
  inputHash: string;

  @PrimaryColumn({ type: 'date' })
  day: string;

  @Column({ type: 'jsonb' })
  answer: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
