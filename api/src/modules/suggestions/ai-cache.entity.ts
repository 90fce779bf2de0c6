import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';

/** A model answer kept for the day: motivation per user, suggestions per input. */
@Entity('ai_cache')
@Unique('ai_cache_kind_input_day_key', ['kind', 'inputHash', 'day'])
@Index('ai_cache_user_idx', ['userId'], { where: 'user_id IS NOT NULL' })
@Index('ai_cache_day_idx', ['day'])
export class AiCacheEntry {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Set for per-user answers, so they go with the account. */
  @Column({ name: 'user_id', type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'user_id' })
  user?: User | null;

  @Column({ type: 'text' })
  kind: string;

  @Column({ name: 'input_hash', type: 'text' })
  inputHash: string;

  @Column({ type: 'date' })
  day: string;

  @Column({ type: 'jsonb' })
  answer: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
