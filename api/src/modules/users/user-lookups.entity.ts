import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn, Unique } from 'typeorm';
import { User } from './user.entity';

/*
 * Values unique across all users, each in a small lookup keyed by the value (issue 26): a table
 * keyed by the user cannot hold a key across users once users' rows are spread over many nodes.
 * Each is written in the transaction that sets the value on the user (user-lookups.ts), and goes
 * with the user (ON DELETE CASCADE). The user's row keeps the value too, for its own reads.
 */

/** The address a user signs in with, lower-cased: one account per address, whatever its case. */
@Entity('user_emails')
@Unique('user_emails_user_id_key', ['userId'])
@Check('user_emails_email_lower_check', 'email_lower = lower(email_lower)')
export class UserEmail {
  @PrimaryColumn({ name: 'email_lower', type: 'text' })
  emailLower: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}

/** The Google account (its subject) a user signs in with. */
@Entity('user_google_subjects')
@Unique('user_google_subjects_user_id_key', ['userId'])
export class UserGoogleSubject {
  @PrimaryColumn({ name: 'google_sub', type: 'text' })
  googleSub: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}

/** The Stripe customer that pays for a user's plan (Stripe's webhooks name only the customer). */
@Entity('user_stripe_customers')
@Unique('user_stripe_customers_user_id_key', ['userId'])
export class UserStripeCustomer {
  @PrimaryColumn({ name: 'stripe_customer_id', type: 'text' })
  stripeCustomerId: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;
}
