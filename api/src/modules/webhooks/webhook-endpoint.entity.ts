import type { Area } from '../../shared/scopes';
import { Check, Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity';

/** The events an endpoint may ask for: their names on the wire (`type` in a delivery's body, the Cairn-Event header). */
export enum WebhookEventType {
  HABIT_DAY_CHANGED = 'habit.day_changed',
  TASK_CHANGED = 'task.changed',
  GOAL_CHANGED = 'goal.changed',
  IMPORT_FINISHED = 'import.finished',
  PING = 'ping',
}
registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  description: "An event a webhook endpoint can receive; on the wire (the body's `type`, the Cairn-Event header) it is written in lower case with a dot, e.g. habit.day_changed.",
  valuesConfig: {
    HABIT_DAY_CHANGED: { description: "habit.day_changed: a habit's day was ticked, given an amount, skipped, or one of those taken back." },
    TASK_CHANGED: { description: 'task.changed: a task was created, changed, completed, reopened or deleted.' },
    GOAL_CHANGED: { description: "goal.changed: a goal was added, its plan or status changed, or it was removed." },
    IMPORT_FINISHED: { description: 'import.finished: an import was done or failed.' },
    PING: { description: 'ping: a test event sent on request (sendWebhookTestEvent); every endpoint can receive it, none subscribes to it.' },
  },
});

/** Why an endpoint was disabled: it kept failing, or its owner turned it off. */
export type WebhookDisabledCause = 'failing' | 'turned_off';

/** The events an endpoint subscribes to (ping is sent on request only). */
/** The area (shared/scopes.ts) each event tells of: a token must be able to read it to subscribe, and an app's endpoint gets it only while its grant can. */
export const EVENT_AREAS: Readonly<Record<Exclude<WebhookEventType, WebhookEventType.PING>, Area>> = {
  [WebhookEventType.HABIT_DAY_CHANGED]: 'habits',
  [WebhookEventType.TASK_CHANGED]: 'tasks',
  [WebhookEventType.GOAL_CHANGED]: 'goals',
  [WebhookEventType.IMPORT_FINISHED]: 'account',
};

export const WEBHOOK_EVENT_TYPES: readonly WebhookEventType[] = Object.values(WebhookEventType).filter((type) => type !== WebhookEventType.PING);

/**
 * An HTTPS endpoint a user (or an app with a write token) registered for events. Keyed by its
 * user (DESIGN.md: every user's table is). Its signing secret is stored to sign deliveries and
 * shown to the user once, when the endpoint is created.
 */
@ObjectType('WebhookEndpoint', { simpleResolvers: true, description: 'An HTTPS endpoint that receives signed event deliveries. Its signing secret is shown only when it is created.' })
@Entity('webhook_endpoints')
@Check('webhook_endpoints_disabled_cause_check', `disabled_cause IN ('failing', 'turned_off')`)
@Check('webhook_endpoints_events_check', `events <@ ARRAY['habit.day_changed', 'task.changed', 'goal.changed', 'import.finished']::text[] AND cardinality(events) > 0`)
export class WebhookEndpoint {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  user?: User;

  @Field(() => ID, { description: "The endpoint's id, a UUID." })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The OAuth app (its client id) that registered it: it then sees only its own, and gets an event only while its grant holds the event's read scope. Null: the user's own. */
  @Field(() => String, { nullable: true, description: "The client id of the app that registered it (Sign in with Cairn); null: the user's own. An app sees only its own endpoints, and gets an event only while it may read its area." })
  @Column({ name: 'app_id', type: 'text', nullable: true })
  appId: string | null;

  @Field({ description: 'Where deliveries are POSTed: an https:// URL.' })
  @Column({ type: 'text' })
  url: string;

  @Field(() => [WebhookEventType], { description: 'The events it receives; at least one.' })
  @Column({ type: 'text', array: true })
  events: WebhookEventType[];

  /** The HMAC-SHA256 key of its signatures (whsec_…), shown to the user only at creation. */
  @Column({ type: 'text', select: false })
  secret: string;

  @Field({ description: 'False once it was disabled (it kept failing, or its owner turned it off): it then receives nothing until enabled again.' })
  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @Field(() => Date, { nullable: true, description: 'When it was disabled; null while enabled.' })
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  /** Why it was disabled, in English: rows disabled before the cause was kept (disabledCause). */
  @Column({ name: 'disabled_reason', type: 'text', nullable: true })
  disabledReason: string | null;

  /** Why it was disabled, said in the reader's language (webhooks.messages.ts); null while enabled. */
  @Column({ name: 'disabled_cause', type: 'text', nullable: true })
  disabledCause: WebhookDisabledCause | null;

  /** Its last answer when it was disabled for failing: an HTTP status or what went wrong (a delivery's lastError). */
  @Column({ name: 'disabled_last_answer', type: 'text', nullable: true })
  disabledLastAnswer: string | null;

  /** The first failed attempt since its last success; null while it answers. Past 24 h of failing it is disabled. */
  @Column({ name: 'failing_since', type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @Field(() => Date, { description: 'When it was registered.' })
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
