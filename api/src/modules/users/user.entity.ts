import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum Plan {
  FREE = 'free',
  UNLIMITED = 'unlimited',
}
registerEnumType(Plan, { name: 'Plan' });

@ObjectType('User')
@Entity('users')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'text' })
  username: string;

  @Field()
  @Column({ type: 'text' })
  email: string;

  /** Null for accounts that only sign in with Google. Never leaves the server. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'google_sub', type: 'text', nullable: true })
  googleSub: string | null;

  @Field(() => [String])
  @Column({ name: 'focus_areas', type: 'text', array: true, default: () => "'{}'" })
  focusAreas: string[];

  @Field(() => [String])
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  challenges: string[];

  @Field(() => Plan)
  @Column({ type: 'text', default: Plan.FREE })
  plan: Plan;

  @Column({ name: 'stripe_customer_id', type: 'text', nullable: true })
  stripeCustomerId: string | null;

  @Column({ name: 'stripe_subscription_id', type: 'text', nullable: true })
  stripeSubscriptionId: string | null;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt: Date | null;

  @Column({ name: 'tutorial_completed_at', type: 'timestamptz', nullable: true })
  tutorialCompletedAt: Date | null;

  @Field({ description: 'True once the user has finished, skipped or closed the onboarding tutorial.' })
  get tutorialCompleted(): boolean {
    return this.tutorialCompletedAt !== null && this.tutorialCompletedAt !== undefined;
  }

  /** IANA zone the user's days follow (habits/rules/days.ts). */
  @Field({ description: "The IANA time zone the user's days follow, e.g. Europe/Berlin." })
  @Column({ name: 'time_zone', type: 'text', default: 'UTC' })
  timeZone: string;

  /** Hour (0 to 5) at which the user's day begins. */
  @Field(() => Int, { description: "The hour (0 to 5) at which the user's day begins." })
  @Column({ name: 'day_start_hour', type: 'smallint', default: 0 })
  dayStartHour: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
