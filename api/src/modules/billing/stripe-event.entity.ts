import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A Stripe webhook event already processed: each event id is applied once. */
@Entity('stripe_events')
export class StripeEvent {
  @PrimaryColumn({ type: 'text' })
  id: string;

  @Column({ type: 'text' })
  type: string;

  /** 'applied', 'ignored', or 'customer-conflict' (the customer is another account's: nothing changed). */
  @Column({ type: 'text', default: 'applied' })
  outcome: string;

  @CreateDateColumn({ name: 'processed_at', type: 'timestamptz' })
  processedAt: Date;
}
