import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import type { Logger } from './logger';
import { RateLimiter } from './rate-limit';
import { LiveUpdates } from './live-updates';
import { AccessTokensService } from '../modules/access-tokens/access-tokens.service';
import { CatalogueService } from '../modules/catalogue/catalogue.service';
import { UsersService } from '../modules/users/users.service';
import { GoalsService } from '../modules/goals/goals.service';
import { HabitsService } from '../modules/habits/habits.service';
import { TasksService } from '../modules/tasks/tasks.service';
import { DashboardService } from '../modules/dashboard/dashboard.service';
import { SuggestionsService } from '../modules/suggestions/suggestions.service';
import { BillingService } from '../modules/billing/billing.service';
import { TrendsService } from '../modules/trends/trends.service';
import { SessionsService } from '../modules/sessions/sessions.service';
import { AuthService } from '../modules/auth/auth.service';
import { GoogleVerifier, type GoogleCertificates } from '../modules/auth/google';
import { createMailer, type Mailer } from '../modules/auth/mailer';

/** The feature services, built once per process; resolvers and REST routes both call these. */
export interface Services {
  accessTokens: AccessTokensService;
  auth: AuthService;
  billing: BillingService;
  catalogue: CatalogueService;
  dashboard: DashboardService;
  goals: GoalsService;
  habits: HabitsService;
  limiter: RateLimiter;
  /** Publishes changes to subscribers on every instance (LISTEN/NOTIFY). */
  live: LiveUpdates;
  sessions: SessionsService;
  suggestions: SuggestionsService;
  tasks: TasksService;
  trends: TrendsService;
  users: UsersService;
}

/** What tests may swap: never the database, only the edges to other systems. */
export interface ServiceOverrides {
  mailer?: Mailer;
  googleCertificates?: GoogleCertificates;
}

export function createServices(dataSource: DataSource, config: Config, logger: Logger, overrides: ServiceOverrides = {}): Services {
  const limiter = new RateLimiter(dataSource, config.rateLimitScale);
  const mailer = overrides.mailer ?? createMailer(config, logger);
  const google = new GoogleVerifier(config.googleClientId, overrides.googleCertificates);
  const live = new LiveUpdates(dataSource, logger);
  const sessions = new SessionsService(dataSource);
  const catalogue = new CatalogueService(dataSource, limiter);
  const habits = new HabitsService(dataSource, catalogue, live);
  const tasks = new TasksService(dataSource, live);
  const goals = new GoalsService(dataSource, catalogue, live);
  return {
    accessTokens: new AccessTokensService(dataSource),
    auth: new AuthService(dataSource, config, mailer, limiter, google, sessions),
    billing: new BillingService(dataSource, config, logger, live),
    catalogue,
    dashboard: new DashboardService(habits, tasks),
    goals,
    habits,
    limiter,
    live,
    sessions,
    suggestions: new SuggestionsService(dataSource, config, limiter, logger, catalogue, goals, habits),
    tasks,
    trends: new TrendsService(goals, habits, tasks),
    users: new UsersService(dataSource, sessions, live),
  };
}
