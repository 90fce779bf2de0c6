import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Plan } from '../../shared/plans';

// The plan enum lives with the plan limits in shared/ (it is read by every module that checks a limit).
export { Plan };

@ObjectType('User', { simpleResolvers: true, description: 'A Cairn account; a signed-in user can see and change only their own.' })
@Entity('users')
@Check('users_plan_check', `plan IN ('free', 'unlimited')`)
@Check('users_day_start_hour_check', `day_start_hour BETWEEN 0 AND 5`)
@Check('users_locale_check', `length(locale) BETWEEN 2 AND 35`)
@Check('users_week_start_check', `week_start BETWEEN 1 AND 7`)
// Email, Google subject and Stripe customer are unique across users through their lookups (user-lookups.entity.ts).
export class User {
  @Field(() => ID, { description: "The user's id, a UUID." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field({ description: 'The name the user goes by in the app, at most 50 characters.' })
  @Column({ type: 'text' })
  username: string;

  @Field({ description: 'The email address the user signs in with.' })
  @Column({ type: 'text' })
  email: string;

  /** Null for accounts that only sign in with Google. Never leaves the server. */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  @Column({ name: 'google_sub', type: 'text', nullable: true })
  googleSub: string | null;

  @Field(() => [String], { description: 'The area of life the user chose to focus on: one Category key of a goal category.' })
  @Column({ name: 'focus_areas', type: 'text', array: true, default: () => "'{}'" })
  focusAreas: string[];

  @Field(() => [String], { description: 'What the user said holds them back, e.g. "No Time" or "Overwhelmed".' })
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  challenges: string[];

  @Field(() => Plan, { description: "The user's current plan." })
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

  /** The BCP 47 tag the user reads Cairn in (shared/i18n/languages.ts), e.g. de-DE. */
  @Field({ description: 'The locale the user reads Cairn in, a BCP 47 tag such as de-DE; its language picks the texts, the whole tag how dates, numbers and weeks are written.' })
  @Column({ type: 'text', default: 'en' })
  locale: string;

  /** The ISO weekday (1 Monday … 7 Sunday) the user's weeks start on; null follows the locale. */
  @Field(() => Int, { nullable: true, description: "The first day of the week the user chose, 1 (Monday) to 7 (Sunday); null: their locale's (see firstDayOfWeek)." })
  @Column({ name: 'week_start', type: 'smallint', nullable: true })
  weekStart: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
