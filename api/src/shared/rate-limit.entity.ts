import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A fixed-window counter, kept in Postgres so limits hold across instances. */
@Entity('rate_limits')
@Index('rate_limits_reset_at_idx', ['resetAt'])
export class RateLimitCounter {
  @PrimaryColumn({ type: 'text' })
  key: string;

  @Column({ type: 'integer' })
  count: number;

  @Column({ name: 'reset_at', type: 'timestamptz' })
  resetAt: Date;
}
