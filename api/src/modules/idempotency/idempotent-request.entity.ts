import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A change a client sent with an `Idempotency-Key` (issue 28: an offline outbox replays its
 * changes, perhaps twice, perhaps to another instance). The first request's answer is kept for
 * IDEMPOTENCY_DAYS and given again to every replay of the same key by the same user.
 */
@Entity('idempotent_requests')
@Index('idempotent_requests_created_at_idx', ['createdAt'])
export class IdempotentRequest {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @PrimaryColumn({ type: 'text' })
  key: string;

  /** SHA-256 of the method, the path and the body: the same key with another request is refused. */
  @Column({ type: 'text' })
  fingerprint: string;

  /** Null while the first request runs. */
  @Column({ type: 'smallint', nullable: true })
  status: number | null;

  @Column({ name: 'content_type', type: 'text', nullable: true })
  contentType: string | null;

  @Column({ type: 'text', nullable: true })
  body: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
