import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Duplex } from 'node:stream';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import compression from 'compression';
import expressStaticGzip from 'express-static-gzip';
import { pinoHttp } from 'pino-http';
import { expressMiddleware } from '@as-integrations/express5';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import type { Logger } from './shared/logger';
import { createServices, type ServiceOverrides, type Services } from './composition';
import { createLoaders } from './graphql/loaders';
import { AppError } from './shared/errors';
import { repoRoot } from './shared/paths';
import { SESSION_COOKIE, sessionControl, sessionMiddleware, sessionUser } from './http/session';
import { graphqlErrorHandler, restErrorHandler } from './http/errors';
import { graphqlInputGuard, restInputGuard } from './http/input-guard';
import { inlineScriptHashes, securityHeaders } from './http/security-headers';
import { idempotentRequests } from './http/idempotency';
import { madeAt } from './http/made-at';
import { readYourWrites } from './http/read-your-writes';
import { createApolloServer } from './graphql/server';
import { catalogueRoutes } from './modules/catalogue/catalogue.rest';
import { passkeysRoutes } from './modules/passkeys/passkeys.rest';
import { authRoutes } from './modules/auth/auth.rest';
import { usersRoutes } from './modules/users/users.rest';
import { goalsRoutes } from './modules/goals/goals.rest';
import { habitsRoutes } from './modules/habits/habits.rest';
import { tasksRoutes } from './modules/tasks/tasks.rest';
import { suggestionsRoutes } from './modules/suggestions/suggestions.rest';
import { billingRoutes, stripeWebhookRoute } from './modules/billing/billing.rest';
import { restCsrfGuard } from './http/csrf';
import { apiCors } from './http/cors';
import { apiRateLimit, restTokenScope, tokenAuthentication, unlessToken } from './http/access-token';
import { accessTokensRoutes } from './modules/access-tokens/access-tokens.rest';
import { oauthInteractionRoutes, oauthRoutes } from './modules/oauth/oauth.rest';
import { createProvider, INTERACTION_PATH, OAUTH_PATH, type Provider } from './modules/oauth/provider';
import { createSchema } from './graphql/schema';
import { startSubscriptions } from './graphql/subscriptions';
import { openApiRoutes } from './openapi/openapi.rest';
import { importUploadRoute, portabilityRoutes } from './modules/portability/portability.rest';
import { sessionsRoutes } from './modules/sessions/sessions.rest';
import { securityRoutes } from './modules/security/security.rest';
import { apiDocs } from './openapi/docs';
import { remindersRoutes, unsubscribePages } from './modules/reminders/reminders.rest';
import { webhooksRoutes } from './modules/webhooks/webhooks.rest';
import { requestLocale } from './http/locale';
import { httpText } from './http/http.messages';

export interface App {
  app: Express;
  httpServer: Server;
  services: Services;
  /** Stops taking requests, drains the ones in flight, and closes what the app opened. */
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 2000;

async function databaseReachable(dataSource: DataSource): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => { timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS); });
  const probe = dataSource.query('SELECT 1').then(() => true, () => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Requests Node refuses before express sees them (headers or URL too large, malformed HTTP)
 * still get a JSON answer, in the shape of the REST façade's.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, reason, message] = error.code === 'HPE_HEADER_OVERFLOW'
    ? [431, 'Request Header Fields Too Large', 'Request headers or address are too large']
    : [400, 'Bad Request', 'Malformed request'];
  const body = JSON.stringify({ message, code: 'BAD_USER_INPUT' });
  socket.end(`HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
}

/** `/resetpassword/:hash` -> a pattern matching that client route (a trailing slash allowed). */
function routePattern(route: string): RegExp {
  const escaped = route.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${escaped.join('/')}/?$`);
}

const LANDING_FILE = 'landing.html';

/** The request carries Cairn's session cookie (perhaps expired: the app then asks and finds out). */
function hasSessionCookie(header: string | undefined): boolean {
  return header !== undefined && header.split(';').some((pair) => pair.trimStart().startsWith(`${SESSION_COOKIE}=`));
}

/** The prerendered landing page's files: plain, and the precompressed copies that exist. */
function landingFiles(dist: string): Record<string, string> | undefined {
  const plain = path.join(dist, LANDING_FILE);
  if (!existsSync(plain)) return undefined;
  // In the order of preference: brotli, gzip, as it is.
  const files: Record<string, string> = {};
  for (const [encoding, suffix] of [['br', '.br'], ['gzip', '.gz']]) {
    if (existsSync(`${plain}${suffix}`)) files[encoding] = `${plain}${suffix}`;
  }
  files.identity = plain;
  return files;
}

/** landing.html in its brotli or gzip copy when the browser takes one (compression then leaves it be). */
function sendLanding(req: Request, res: Response, files: Record<string, string>): void {
  const encoding = Object.keys(files).find((name) => req.acceptsEncodings(name) === name) ?? 'identity';
  res.vary('Accept-Encoding');
  res.type('html');
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.sendFile(files[encoding] ?? files.identity);
}

/**
 * Serves the built web app: hashed assets cached for a year and sent precompressed (brotli or
 * gzip, as the browser accepts), index.html always revalidated. A path that is no client route
 * (web/public/client-routes.json, kept equal to the router by a test) gets the app's 404 page
 * with HTTP 404.
 */
/** The built web app's folder: WEB_DIST, else web/dist in the repository. */
const webDistOf = (config: Config) => config.webDist ?? path.join(repoRoot(), 'web', 'dist');

/** The hashes of the inline scripts of the pages the web build wrote (none without a build). */
function webScriptHashes(dist: string): string[] {
  const pages = ['index.html', LANDING_FILE].map((file) => path.join(dist, file)).filter((file) => existsSync(file));
  return [...new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(file, 'utf8'))))];
}

function webApp(app: Express, dist: string): void {
  if (!existsSync(path.join(dist, 'index.html'))) return;
  const precompressed = (maxAge: string, extra: object = {}) => ({
    enableBrotli: true, orderPreference: ['br'], index: false as const, serveStatic: { maxAge, ...extra },
  });
  app.use('/assets', expressStaticGzip(path.join(dist, 'assets'), precompressed('1y', { immutable: true, fallthrough: false })));
  app.use(expressStaticGzip(dist, precompressed('1h')));
  const routesFile = path.join(dist, 'client-routes.json');
  const clientRoutes = existsSync(routesFile) ? (JSON.parse(readFileSync(routesFile, 'utf8')) as string[]).map(routePattern) : undefined;
  // The landing page prerendered at build time (web/scripts/prerender.mjs): `/` for a browser
  // without a session cookie paints before any script runs. Precompressed like the assets.
  const landing = landingFiles(dist);
  app.get(/.*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    res.status(!clientRoutes || clientRoutes.some((route) => route.test(req.path)) ? 200 : 404);
    res.setHeader('Cache-Control', 'no-cache');
    if (landing && req.path === '/') {
      res.vary('Cookie');
      if (!hasSessionCookie(req.headers.cookie)) {
        sendLanding(req, res, landing);
        return;
      }
    }
    res.sendFile(path.join(dist, 'index.html'));
  });
}

export interface AppOptions {
  /** Run the reminder planner and delivery worker (pg-boss) in this instance; the server always does. */
  reminders?: boolean;
  /** Run imports as pg-boss jobs (the server always does); without it an import runs in its request. */
  imports?: boolean;
  /** With imports: false queues them here but leaves the work to other instances (tests). */
  importWorker?: boolean;
  /** Deliver webhooks from this instance (pg-boss worker and sweep; the server always does). Without it, deliveries wait for an instance that does. */
  webhooks?: boolean;
  /** The read replica's DataSource (db/database.ts opens it when DATABASE_REPLICA_URL is set): heavy reads may go there. */
  replica?: DataSource;
}

export async function createApp(config: Config, dataSource: DataSource, logger: Logger, overrides: ServiceOverrides = {}, options: AppOptions = {}): Promise<App> {
  const services = createServices(dataSource, config, logger, overrides, options.replica);
  const app = express();
  const httpServer = createServer(app);
  // Idle keep-alive connections outlive a load balancer's (60 s is common) and a busy client's
  // pauses: with Node's 5 s, a client could send on a connection the server was closing.
  httpServer.keepAliveTimeout = 65_000;
  httpServer.headersTimeout = 66_000;
  httpServer.on('clientError', answerClientError);
  app.disable('x-powered-by');
  // Behind a load balancer in production: trust its X-Forwarded-* so Secure cookies work.
  if (config.isProduction) app.set('trust proxy', 1);

  app.use(pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,100}$/.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
    // A request's log line names it without its headers: no cookie or token can reach the logs,
    // and no request pays to write out headers that no line at the configured level prints.
    serializers: { req: ({ id, method, url, remoteAddress }: Record<string, unknown>) => ({ id, method, url, remoteAddress }) },
  }));

  app.use(securityHeaders(config, webScriptHashes(webDistOf(config))));
  // JSON answers and pages; the built assets are precompressed (see webApp).
  app.use(compression({ threshold: 1024 }));

  app.get('/healthz', (_req, res) => { res.json({ status: 'ok' }); });
  // The primary alone: a replica that is down only sends the heavy reads to the primary.
  app.get('/readyz', async (_req, res) => {
    const ready = await databaseReachable(dataSource);
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : 'database unreachable' });
  });

  const sessions = sessionMiddleware(config, dataSource, services.users);
  const schema = await createSchema();
  const apollo = await createApolloServer(httpServer, schema, logger, services.persistedQueries);
  await services.live.start();
  const subscriptions = startSubscriptions({ httpServer, schema, services, sessions: sessions.middleware, config, logger });

  apiDocs(app);

  // Sign in with Cairn (OAuth 2.1 / OpenID Connect) under /oauth; its consent screen is a page
  // of the web app at /oauth/interaction/{uid}, whose calls sit beside it with the session (and
  // answer in the request's language).
  // The server (an ES module of some 200 files, and its key) loads on the first OAuth request.
  let authorizationServer: Promise<{ provider: Provider; handle: ReturnType<Provider['callback']> }> | undefined;
  const oauthServer = () => (authorizationServer ??= createProvider(dataSource, services.users, {
    issuer: `${config.appUrl}${OAUTH_PATH}`, sessionSecret: config.sessionSecret, behindProxy: config.isProduction,
  }).then((provider) => ({ provider, handle: provider.callback() }), (error: unknown) => {
    authorizationServer = undefined; // a database outage at the first request: the next one tries again
    throw error;
  }));
  app.use(INTERACTION_PATH, requestLocale(), sessions.middleware, sessionUser(services), oauthInteractionRoutes(async () => (await oauthServer()).provider, config.appUrl), restErrorHandler);
  app.use(OAUTH_PATH, async (req: Request, res: Response, next: NextFunction) => {
    if (/^\/interaction\/[^/]+\/?$/.test(req.path)) return next(); // the consent page: the web app's
    (await oauthServer()).handle(req, res);
  }, restErrorHandler);

  // Apps on other origins call the API with tokens, never with the user's cookies (see apiCors).
  app.use(['/graphql', '/api'], apiCors(), requestLocale());
  // A request with an Authorization header is a token request: no cookie session is read for it.
  app.use(['/graphql', '/api'], unlessToken(sessions.middleware), unlessToken(sessionUser(services)), tokenAuthentication(services), apiRateLimit(services, config));
  // A user's REST change marks their heavy reads for the primary until the replica has it (GraphQL: graphql/server.ts).
  if (services.reads.router.configured) app.use('/api', readYourWrites((userId) => services.reads.noteWrite(userId)));

  app.use('/graphql', express.json({ limit: '100kb' }), graphqlInputGuard(), idempotentRequests(services.idempotency), madeAt(services.clock), expressMiddleware(apollo, {
    context: async ({ req, res }) => ({
      user: req.user ?? null,
      accessToken: req.accessToken ?? null,
      services,
      live: services.live,
      loaders: createLoaders(services, req.locale ?? 'en'),
      session: sessionControl(req, res),
      sessionId: req.sessionID ?? '',
      ip: req.ip ?? 'unknown',
      userAgent: req.get('user-agent') ?? '',
      requestId: String(req.id),
      locale: req.locale ?? 'en',
      madeAt: req.madeAt ?? services.clock.now(),
    }),
  }));

  const api = express.Router();
  api.use(stripeWebhookRoute(services)); // raw body, signed by Stripe: before the JSON parser and the CSRF guard
  api.use(importUploadRoute(services, config.appUrl)); // multipart, not JSON: its own cross-site guard
  api.use(restCsrfGuard(config.appUrl));
  api.use(restTokenScope());
  api.use(express.json({ limit: '100kb' }));
  api.use(restInputGuard());
  api.use(idempotentRequests(services.idempotency));
  api.use(madeAt(services.clock));
  api.use(openApiRoutes());
  api.use(catalogueRoutes(services));
  api.use(authRoutes(services));
  api.use(passkeysRoutes(services));
  api.use(usersRoutes(services));
  api.use(goalsRoutes(services));
  api.use(habitsRoutes(services));
  api.use(tasksRoutes(services));
  api.use(suggestionsRoutes(services));
  api.use(billingRoutes(services));
  api.use(accessTokensRoutes(services));
  api.use(oauthRoutes(services));
  api.use(remindersRoutes(services));
  api.use(portabilityRoutes(services));
  api.use(sessionsRoutes(services));
  api.use(securityRoutes(services));
  api.use(webhooksRoutes(services));
  api.use((req) => { throw new AppError('NOT_FOUND', httpText('noSuchCall', { method: req.method, path: `${req.baseUrl}${req.path}` })); });
  api.use(restErrorHandler);
  app.use('/api', api);
  // Failures before a route runs (the session store, the body parser) answer in JSON too.
  app.use('/graphql', graphqlErrorHandler);
  app.use('/api', restErrorHandler);

  unsubscribePages(app, services);
  webApp(app, webDistOf(config));
  if (options.reminders) await services.reminderScheduler.start();
  if (options.imports) await services.importJobs.start(options.importWorker ?? true);
  if (options.webhooks) await services.webhooks.start();

  // Old rate-limit windows, spent email tokens, old AI answers, idempotent answers and persisted queries are dropped hourly.
  const housekeeping = setInterval(() => {
    Promise.all([
      services.limiter.purgeExpired(), services.auth.purgeExpiredTokens(), services.passkeys.purgeExpiredChallenges(),
      services.suggestions.purgeCache(), services.imports.purgeUploads(), services.idempotency.purgeExpired(),
      services.persistedQueries.purgeExpired(), services.oauth.purgeExpired(), services.reads.router.purgeMarks(),
    ])
      .catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed'));
  }, 60 * 60 * 1000);
  housekeeping.unref();

  return {
    app,
    httpServer,
    services,
    async close() {
      clearInterval(housekeeping);
      await services.reminderScheduler.stop();
      await services.importJobs.stop();
      await services.webhooks.stop();
      await services.jobs.stop();
      await subscriptions.close();
      await services.live.close();
      await apollo.stop(); // drains in-flight requests and closes the HTTP server
      sessions.close();
    },
  };
}
