import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { StoredMessage } from '../../shared/i18n/messages';
import { WebhookEndpoint, WebhookEventType } from './webhook-endpoint.entity';

export enum WebhookDeliveryState {
  PENDING = 'pending',
  SENDING = 'sending',
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryState, {
  name: 'WebhookDeliveryState',
  description: 'Where a delivery stands.',
  valuesConfig: {
    PENDING: { description: 'Waiting for its first attempt or its next retry.' },
    SENDING: { description: 'An attempt is under way.' },
    DELIVERED: { description: 'The endpoint answered 2xx: it is never sent again.' },
    FAILED: { description: 'Retried for 24 hours without a 2xx, or its endpoint was disabled: no more attempts.' },
  },
});

/** One attempt of a delivery, as the delivery log shows it (kept in the delivery's attempt_log). */
@ObjectType('WebhookAttempt', { simpleResolvers: true, description: 'One attempt to deliver an event.' })
export class WebhookAttempt {
  @Field({ description: 'When it was made (ISO 8601).' })
  at: string;

  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status; null when it gave no answer (a timeout, a refused connection, an address not allowed)." })
  status: number | null;

  @Field(() => String, { nullable: true, description: 'Why it failed without an answer.' })
  error: string | null;

  /** `error` as key and values (issue 29), said in the reader's language when read; absent in attempts logged before and for a network error's code. */
  errorText?: StoredMessage;
}

/**
 * One event for one endpoint: its id is THE delivery id (the Cairn-Delivery header and the body's
 * `id`), the same on every retry. Recorded in the change's transaction; claimed (state
 * 'sending', with a lease) before each attempt, so two workers never send it at once and a
 * delivered one is never sent again.
 */
@ObjectType('WebhookDelivery', { description: 'One event sent (or to be sent) to one webhook endpoint, with its attempts.' })
@Entity('webhook_deliveries')
@Check('webhook_deliveries_state_check', `state IN ('pending', 'sending', 'delivered', 'failed')`)
@Check('webhook_deliveries_event_type_check', `event_type IN ('habit.day_changed', 'task.changed', 'goal.changed', 'import.finished', 'ping')`)
@Index('webhook_deliveries_endpoint_created_idx', ['userId', 'endpointId', 'createdAt'])
@Index('webhook_deliveries_created_idx', ['createdAt'])
@Index('webhook_deliveries_unsettled_idx', ['nextAttemptAt'], { where: `state IN ('pending', 'sending')` })
export class WebhookDelivery {
  @PrimaryColumn({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => ID, { description: 'The delivery id: sent as the Cairn-Delivery header and the body\'s "id", the same on every retry.' })
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID, { description: 'The endpoint it is for.' })
  @Column({ name: 'endpoint_id', type: 'uuid' })
  endpointId: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn([{ name: 'user_id', referencedColumnName: 'userId' }, { name: 'endpoint_id', referencedColumnName: 'id' }])
  endpoint?: WebhookEndpoint;

  @Field(() => WebhookEventType, { name: 'event', description: 'The event.' })
  @Column({ name: 'event_type', type: 'text' })
  eventType: WebhookEventType;

  /** The body's `data`. */
  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Field(() => WebhookDeliveryState, { description: 'Where it stands.' })
  @Column({ type: 'text', default: WebhookDeliveryState.PENDING })
  state: WebhookDeliveryState;

  @Field(() => Int, { description: 'Attempts made so far.' })
  @Column({ type: 'smallint', default: 0 })
  attempts: number;

  @Field(() => Int, { nullable: true, description: "The endpoint's HTTP status at the last attempt; null when it gave no answer or none was made yet." })
  @Column({ name: 'response_status', type: 'smallint', nullable: true })
  responseStatus: number | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed without an answer (a timeout, a refused connection, an address not allowed).' })
  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError: string | null;

  /** `lastError` as key and values (issue 29), said in the reader's language when read; null in rows of before and for a network error's code. */
  @Column({ name: 'last_error_text', type: 'jsonb', nullable: true })
  lastErrorText: StoredMessage | null;

  @Field(() => [WebhookAttempt], { description: 'Every attempt, oldest first.' })
  @Column({ name: 'attempt_log', type: 'jsonb', default: () => `'[]'` })
  attemptLog: WebhookAttempt[];

  /** While 'sending': when the attempt's claim lapses (its instance died), so another worker may take it. */
  @Column({ name: 'lease_until', type: 'timestamptz', nullable: true })
  leaseUntil: Date | null;

  /** When a worker should next look at it (its retry's time, or its claim's end): one still unsettled well past it lost its job, and the sweep queues it again. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Field(() => Date, { description: 'When the event happened (the body\'s createdAt).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was delivered or failed for good; null while pending.' })
  @Column({ name: 'finished_at', type: 'timestamptz', nullable: true })
  finishedAt: Date | null;
}
