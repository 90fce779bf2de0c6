import 'reflect-metadata';
import { Client } from 'pg';
import { DataSource, type Logger as QueryLogger } from 'typeorm';
import { PostgresNamingStrategy } from './naming-strategy';
import { preparedStatement } from './prepared';
import { AccessToken, AccessTokenHash } from '../modules/access-tokens/access-token.entity';
import { AiCacheEntry, AiSharedCacheEntry } from '../modules/suggestions/ai-cache.entity';
import { EmailToken, EmailTokenHash } from '../modules/auth/email-token.entity';
import { RecoveryCode, TwoStepSecret } from '../modules/auth/two-step.entity';
import { SecurityEventRecord } from '../modules/security/security-event.entity';
import { HabitCompletion } from '../modules/habits/habit-completion.entity';
import { HabitDayNote } from '../modules/habits/habit-day-note.entity';
import { HabitSettingsVersion } from '../modules/habits/habit-settings-version.entity';
import { HabitDayChange } from '../modules/habits/habit-day-change.entity';
import { HabitGoal } from '../modules/habits/habit-goal.entity';
import { HabitRun } from '../modules/habits/habit-run.entity';
import { IdempotentRequest } from '../modules/idempotency/idempotent-request.entity';
import { ImportJob } from '../modules/portability/import-job.entity';
import { ImportUpload } from '../modules/portability/import-upload.entity';
import { CatalogueItem, OwnItem } from '../modules/catalogue/item.entity';
import { Locale } from '../modules/catalogue/locale.entity';
import { CatalogueItemText } from '../modules/catalogue/item-text.entity';
import { Passkey, PasskeyCredentialId, WebauthnChallenge } from '../modules/passkeys/passkey.entity';
import { PushSubscription, PushSubscriptionEndpoint } from '../modules/reminders/push-subscription.entity';
import { RateLimitCounter } from '../shared/rate-limit.entity';
import { Reminder } from '../modules/reminders/reminder.entity';
import { ReminderChannels } from '../modules/reminders/reminder-channels.entity';
import { ReminderDelivery } from '../modules/reminders/reminder-delivery.entity';
import { SessionRecord } from '../modules/sessions/session.entity';
import { StripeEvent } from '../modules/billing/stripe-event.entity';
import { Task } from '../modules/tasks/task.entity';
import { User } from '../modules/users/user.entity';
import { UserEmail, UserGoogleSubject, UserStripeCustomer } from '../modules/users/user-lookups.entity';
import { UserGoal } from '../modules/goals/user-goal.entity';
import { GoalMilestone } from '../modules/goals/goal-milestone.entity';
import { UserHabit } from '../modules/habits/user-habit.entity';
import { UserLocale } from '../modules/catalogue/user-locale.entity';
import { Vacation } from '../modules/habits/vacation.entity';
import { InitialSchema1763769600000 } from './migrations/1763769600000-InitialSchema';
import { TaskHistory1763856000000 } from './migrations/1763856000000-TaskHistory';
import { TutorialFlag1763942400000 } from './migrations/1763942400000-TutorialFlag';
import { HabitRuns1764028800000 } from './migrations/1764028800000-HabitRuns';
import { HabitRules1764115200000 } from './migrations/1764115200000-HabitRules';
import { StripeEventOutcome1764201600000 } from './migrations/1764201600000-StripeEventOutcome';
import { AccessTokens1764288000000 } from './migrations/1764288000000-AccessTokens';
import { HabitStateIndex1764290000000 } from './migrations/1764290000000-HabitStateIndex';
import { GoalPlans1764374400000 } from './migrations/1764374400000-GoalPlans';
import { Imports1764460800000 } from './migrations/1764460800000-Imports';
import { Reminders1764547200000 } from './migrations/1764547200000-Reminders';
import { PerfIndexes1764633600000 } from './migrations/1764633600000-PerfIndexes';
import { ImportJobs1764720000000 } from './migrations/1764720000000-ImportJobs';
import { RebuildHabitRuns1764806400000 } from './migrations/1764806400000-RebuildHabitRuns';
import { HabitDayNotes1764892800000 } from './migrations/1764892800000-HabitDayNotes';
import { Passkeys1764979200000 } from './migrations/1764979200000-Passkeys';
import { TwoStepAndSecurityRecord1764979300000 } from './migrations/1764979300000-TwoStepAndSecurityRecord';
import { IdempotentRequests1765065600000 } from './migrations/1765065600000-IdempotentRequests';
import { HabitSettingsHistory1765152000000 } from './migrations/1765152000000-HabitSettingsHistory';
import { HabitDayChanges1765238400000 } from './migrations/1765238400000-HabitDayChanges';
import { PersistedQueries1765411200000 } from './migrations/1765411200000-PersistedQueries';
import { PageKeys1765512345000 } from './migrations/1765512345000-PageKeys';
import { PersistedQuery } from '../modules/persisted-queries/persisted-query.entity';
import { OAuth1765497600000 } from './migrations/1765497600000-OAuth';
import { RateLimitsUnlogged1765584000000 } from './migrations/1765584000000-RateLimitsUnlogged';
import { OAuthApp, OAuthAppClientId } from '../modules/oauth/oauth-app.entity';
import { OAuthRecord, OAuthSigningKey } from '../modules/oauth/oauth-record.entity';
import { Webhooks1765600000000 } from './migrations/1765600000000-Webhooks';
import { DistributeByUser1765700000000 } from './migrations/1765700000000-DistributeByUser';
import { GlobalLookups1765650000000 } from './migrations/1765650000000-GlobalLookups';
import { UserReadIndexes1765800000000 } from './migrations/1765800000000-UserReadIndexes';
import { CatalogueItems1765900000000 } from './migrations/1765900000000-CatalogueItems';
import { PurgeIndexes1766000000000 } from './migrations/1766000000000-PurgeIndexes';
import { UserLocale1766100000000 } from './migrations/1766100000000-UserLocale';
import { CatalogueItemTexts1766300000000 } from './migrations/1766300000000-CatalogueItemTexts';
import { WebhookDisabledCause1766450000000 } from './migrations/1766450000000-WebhookDisabledCause';
import { StoredMessages1766500000000 } from './migrations/1766500000000-StoredMessages';
import { WebhookEndpoint } from '../modules/webhooks/webhook-endpoint.entity';
import { WebhookDelivery } from '../modules/webhooks/webhook-delivery.entity';
import { ReplicaWriteMarks1765660000000 } from './migrations/1765660000000-ReplicaWriteMarks';
import { ReplicaWriteMark } from './replica-write-mark.entity';

export const ENTITIES = [
  User, EmailToken, CatalogueItem, OwnItem, Locale, UserLocale, UserGoal, UserHabit, HabitCompletion, Task,
  AiCacheEntry, StripeEvent, SessionRecord, RateLimitCounter, Vacation, AccessToken, GoalMilestone,
  HabitGoal, HabitRun, Reminder, ReminderDelivery, ReminderChannels, PushSubscription, ImportUpload, ImportJob, HabitDayNote,
  Passkey, WebauthnChallenge, TwoStepSecret, RecoveryCode, SecurityEventRecord, IdempotentRequest, HabitSettingsVersion, HabitDayChange,
  PersistedQuery, OAuthApp, OAuthRecord, OAuthSigningKey, WebhookEndpoint, WebhookDelivery, ReplicaWriteMark,
  UserEmail, UserGoogleSubject, UserStripeCustomer, AccessTokenHash, EmailTokenHash, PushSubscriptionEndpoint, PasskeyCredentialId,
  OAuthAppClientId, AiSharedCacheEntry, CatalogueItemText,
];

export const MIGRATIONS = [
  InitialSchema1763769600000, TaskHistory1763856000000, TutorialFlag1763942400000, HabitRuns1764028800000,
  HabitRules1764115200000, StripeEventOutcome1764201600000, AccessTokens1764288000000,
  HabitStateIndex1764290000000, GoalPlans1764374400000, Imports1764460800000, Reminders1764547200000,
  PerfIndexes1764633600000,
  ImportJobs1764720000000,
  RebuildHabitRuns1764806400000,
  HabitDayNotes1764892800000,
  Passkeys1764979200000,
  TwoStepAndSecurityRecord1764979300000,
  IdempotentRequests1765065600000,
  HabitSettingsHistory1765152000000,
  HabitDayChanges1765238400000,
  PersistedQueries1765411200000,
  OAuth1765497600000,
  PageKeys1765512345000,
  RateLimitsUnlogged1765584000000,
  Webhooks1765600000000,
  GlobalLookups1765650000000,
  ReplicaWriteMarks1765660000000,
  DistributeByUser1765700000000,
  UserReadIndexes1765800000000,
  CatalogueItems1765900000000,
  PurgeIndexes1766000000000,
  UserLocale1766100000000,
  CatalogueItemTexts1766300000000,
  WebhookDisabledCause1766450000000,
  StoredMessages1766500000000,
];

/**
 * node-postgres' pool listens for errors only on idle connections, and TypeORM adds no listener
 * to one it has checked out: a connection that the server ends (a restart, an administrator's
 * pg_terminate_backend) between two statements of a transaction would raise an unhandled
 * 'error' and stop the process. Every connection keeps a listener; the next statement on it
 * fails (an outage answer, 503) and the pool drops it when it is released.
 */
class ListenedClient extends Client {
  constructor(...args: ConstructorParameters<typeof Client>) {
    super(...args);
    this.on('error', () => undefined);
  }

  /** A statement made with `prepared()` goes out under its name (prepared.ts). */
  override query(...args: unknown[]): never {
    const [text] = args;
    const statement = typeof text === 'string' ? preparedStatement(text) : undefined;
    if (statement) args[0] = { ...statement, text };
    return (super.query as (...queryArgs: unknown[]) => never)(...args);
  }
}

/**
 * `replica`: a hot standby's (db/replica.ts): no extensions are installed on it (it is read-only)
 * and a connection that cannot be made fails within a second, so a read falls back to the primary.
 */
export function createDataSource(url: string, options: { poolSize?: number; queryLogger?: QueryLogger; replica?: boolean } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsTransactionMode: 'each',
    synchronize: false,
    namingStrategy: new PostgresNamingStrategy(),
    ...(options.queryLogger ? { logging: ['query'], logger: options.queryLogger } : { logging: false }),
    poolSize: options.poolSize ?? 10,
    ...(options.replica ? { installExtensions: false } : {}),
    extra: { connectionTimeoutMillis: options.replica ? 1000 : 5000, Client: ListenedClient },
  });
}
