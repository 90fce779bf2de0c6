import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Logger } from './shared/logger';
import type { Loaders as RequestLoaders } from './graphql/loaders';
import type { User } from './modules/users/user.entity';
import type { TokenGrant } from './modules/access-tokens/access-tokens.service';
import { RateLimiter } from './shared/rate-limit';
import { LiveUpdates } from './shared/live-updates';
import { createEventBus, type EventBus } from './shared/events';
import { AccessTokensService } from './modules/access-tokens/access-tokens.service';
import { OAuthService } from './modules/oauth/oauth.service';
import { CatalogueService } from './modules/catalogue/catalogue.service';
import { UsersService } from './modules/users/users.service';
import { GoalsService } from './modules/goals/goals.service';
import { GoalPlansService } from './modules/goal-plans/goal-plans.service';
import { HabitsService } from './modules/habits/habits.service';
import { TasksService } from './modules/tasks/tasks.service';
import { DashboardService } from './modules/dashboard/dashboard.service';
import { SuggestionsService } from './modules/suggestions/suggestions.service';
import { BillingService } from './modules/billing/billing.service';
import { TrendsService } from './modules/trends/trends.service';
import { SessionsService } from './modules/sessions/sessions.service';
import { IdempotencyService } from './modules/idempotency/idempotency.service';
import { PersistedQueriesService } from './modules/persisted-queries/persisted-queries.service';
import { ExportService } from './modules/portability/export.service';
import { ImportService } from './modules/portability/import.service';
import { ImportJobs, type ImportJobOptions } from './modules/portability/import-jobs';
import { JobQueue, type JobQueueOptions } from './shared/jobs';
import { AuthService } from './modules/auth/auth.service';
import { TwoStepService } from './modules/auth/two-step.service';
import { SecurityService } from './modules/security/security.service';
import { PasskeysService } from './modules/passkeys/passkeys.service';
import { GoogleVerifier, type GoogleCertificates } from './modules/auth/google';
import { createMailer, type Mailer } from './modules/auth/mailer';
import { reactToEvents as remindersReact, RemindersService } from './modules/reminders/reminders.service';
import { ReminderScheduler, type SchedulerOptions } from './modules/reminders/reminder-scheduler';
import { systemClock, type Clock } from './shared/time/clock';
import { WebhooksService, type WebhookOptions } from './modules/webhooks/webhooks.service';
import { ReadRouter, ReplicaReads, type ReplicaOptions } from './db/replica';

/**
 * The composition root: builds every service once per process and wires them together. It is the
 * top of the API's layers (shared/ -> users, sessions -> domain modules -> composing modules -> here),
 * so it is the one place that imports every module.
 */
// (Named apart: inside the block below, `Services` and `Loaders` are shared/context's own names.)
type AppServices = Services;
declare module './shared/context' {
  interface ContextTypes {
    services: AppServices;
    loaders: RequestLoaders;
    user: User;
    accessToken: TokenGrant;
  }
}

/**
 * The heavy reads that a read replica may answer (issue 26): the services below built over the
 * primary and again over the replica, reads only. A heavy read opts in by going through
 * `services.reads.run(user.id, (reads) => reads.…)` (`stream` for a cursor) instead of the service.
 */
export interface HeavyReads {
  /** trends, habitCalendar. */
  trends: TrendsService;
  /** stats (the habit stats loader), historyEntries, historyJson and historyPage (populatehabits, getuserhabits). */
  habits: Pick<HabitsService, 'stats' | 'historyEntries' | 'historyJson' | 'historyPage'>;
  /** writeJson, writeLoopZip (GET /api/export). */
  exports: Pick<ExportService, 'writeJson' | 'writeLoopZip'>;
}

/** The feature services, built once per process; resolvers and REST routes both call these. */
export interface Services {
  accessTokens: AccessTokensService;
  auth: AuthService;
  billing: BillingService;
  catalogue: CatalogueService;
  dashboard: DashboardService;
  /** The account out: Cairn JSON and Loop's CSV zip (issue 16). */
  exports: ExportService;
  goals: GoalsService;
  /** Goals' target dates, milestones, habit and task links, and progress rolled up. */
  goalPlans: GoalPlansService;
  habits: HabitsService;
  /** The time: reminders plan by it, and a change's Made-At is bounded by it. */
  clock: Clock;
  /** The first answers of changes sent with an Idempotency-Key, for their replays (issue 28). */
  idempotency: IdempotencyService;
  persistedQueries: PersistedQueriesService;
  /** Files from Loop, Habitica and Cairn in (issue 16). */
  imports: ImportService;
  /** Imports as pg-boss jobs, so a long one survives a restart; started by createApp when asked. */
  importJobs: ImportJobs;
  /** The app's one pg-boss instance (reminders and imports). */
  jobs: JobQueue;
  limiter: RateLimiter;
  /** Sign in with Cairn (issue 31): developer apps, the grants users give them, and their tokens. */
  oauth: OAuthService;
  /** Passkeys (WebAuthn): adding them, signing in, confirming and signing up with one (issue 30). */
  passkeys: PasskeysService;
  /** What modules announce for others to react to (shared/events.ts). */
  events: EventBus;
  /** Publishes changes to subscribers on every instance (LISTEN/NOTIFY). */
  live: LiveUpdates;
  sessions: SessionsService;
  /** Reminder times, channels, push subscriptions (issue 17). */
  reminders: RemindersService;
  /** The heavy reads, on the read replica where one is configured and the user has no write it has not replayed (db/replica.ts). */
  reads: ReplicaReads<HeavyReads>;
  /** Plans and delivers reminders through pg-boss; started by createApp when asked. */
  reminderScheduler: ReminderScheduler;
  /** The security record and its emails (issue 30). */
  security: SecurityService;
  suggestions: SuggestionsService;
  tasks: TasksService;
  trends: TrendsService;
  users: UsersService;
  /** Webhook endpoints and their signed deliveries through pg-boss (issue 31); its worker is started by createApp when asked. */
  webhooks: WebhooksService;
}

/** What tests may swap: never the database, only the edges to other systems. */
export interface ServiceOverrides {
  mailer?: Mailer;
  googleCertificates?: GoogleCertificates;
  /** The app's clock: tests cross midnight and DST without waiting. */
  clock?: Clock;
  reminderOptions?: SchedulerOptions;
  importOptions?: ImportJobOptions;
  /** Tests expire a dead instance's jobs sooner. */
  jobOptions?: JobQueueOptions;
  /** Tests retry webhook deliveries sooner and sweep at will. */
  webhookOptions?: WebhookOptions;
  /** Tests ask a skipped replica again sooner. */
  replicaOptions?: Partial<ReplicaOptions>;
}

/**
 * `replica`: the read replica's DataSource (DATABASE_REPLICA_URL, opened by db/database.ts): the
 * heavy reads' services are built over it too.
 */
export function createServices(dataSource: DataSource, config: Config, logger: Logger, overrides: ServiceOverrides = {}, replica?: DataSource): Services {
  const limiter = new RateLimiter(dataSource, config.rateLimitScale);
  const mailer = overrides.mailer ?? createMailer(config, logger);
  const google = new GoogleVerifier(config.googleClientId, overrides.googleCertificates);
  const live = new LiveUpdates(dataSource, logger);
  const events = createEventBus();
  const sessions = new SessionsService(dataSource);
  const users = new UsersService(dataSource, sessions, live, events);
  const catalogue = new CatalogueService(dataSource, limiter);
  const habits = new HabitsService(dataSource, catalogue, live, events);
  const tasks = new TasksService(dataSource, live, events);
  const goals = new GoalsService(dataSource, catalogue, live, events);
  const goalPlans = new GoalPlansService(dataSource, goals, habits, live, events);
  const clock = overrides.clock ?? systemClock;
  const jobs = new JobQueue(dataSource, logger, overrides.jobOptions);
  const reminderScheduler = new ReminderScheduler(dataSource, config, logger, clock, habits, users, mailer, jobs, overrides.reminderOptions);
  const reminders = new RemindersService(dataSource, config, habits, live, clock, () => reminderScheduler.push.keys.publicKey);
  reminders.scheduler = reminderScheduler;
  const imports = new ImportService(dataSource, live, { users, catalogue, habits, goals, goalPlans, tasks, reminders }, events);
  remindersReact(events);
  const auth = new AuthService(dataSource, config, mailer, limiter, google, sessions, events, new TwoStepService(dataSource, limiter, events));
  const security = new SecurityService(dataSource, config, mailer, auth, sessions);
  security.listen(events);
  const webhooks = new WebhooksService(dataSource, config, logger, clock, users, mailer, jobs, overrides.webhookOptions);
  webhooks.listen(events);
  const exports = new ExportService(dataSource, reminders, security);
  const trends = new TrendsService(goals, habits, tasks);
  // Over the replica: the same services, for their reads only (HeavyReads); they never write, so
  // their live updates and events are never used. Reminders and security read in the export's snapshot (its manager).
  const onReplica = (db: DataSource): HeavyReads => {
    const replicaCatalogue = new CatalogueService(db, limiter);
    const replicaHabits = new HabitsService(db, replicaCatalogue, live, events);
    const replicaGoals = new GoalsService(db, replicaCatalogue, live, events);
    return { trends: new TrendsService(replicaGoals, replicaHabits, new TasksService(db, live, events)), habits: replicaHabits, exports: new ExportService(db, reminders, security) };
  };
  const router = new ReadRouter(dataSource, replica, logger, { maxLagSeconds: config.replicaMaxLagSeconds, ...overrides.replicaOptions });
  return {
    accessTokens: new AccessTokensService(dataSource, events),
    auth,
    billing: new BillingService(dataSource, config, logger, live),
    catalogue,
    clock,
    dashboard: new DashboardService(habits, tasks),
    exports,
    goals,
    goalPlans,
    habits,
    idempotency: new IdempotencyService(dataSource),
    persistedQueries: new PersistedQueriesService(dataSource),
    imports,
    importJobs: new ImportJobs(dataSource, jobs, imports, logger, overrides.importOptions),
    jobs,
    limiter,
    oauth: new OAuthService(dataSource, events),
    passkeys: new PasskeysService(dataSource, config, auth, limiter, events),
    events,
    live,
    reminders,
    reads: new ReplicaReads<HeavyReads>(router, { primary: { trends, habits, exports }, replica: replica && onReplica(replica) }),
    reminderScheduler,
    security,
    sessions,
    suggestions: new SuggestionsService(dataSource, config, limiter, logger, catalogue, goals, habits, goalPlans),
    tasks,
    trends,
    users,
    webhooks,
  };
}
