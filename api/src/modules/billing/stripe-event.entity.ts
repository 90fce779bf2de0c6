import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe webhook event already processed: each event id is applied once. */
@Entity('stripe_events')
export class StripeEvent {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
