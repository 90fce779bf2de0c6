import type { IncomingMessage } from 'node:http';
import type { Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { GraphQLError, specifiedRules, validate, type GraphQLSchema, type ValidationRule } from 'graphql';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { Config } from '../config';
import type { Context } from '../shared/context';
import { createLoaders } from './loaders';
import type { Logger } from '../shared/logger';
import type { Services } from '../shared/context';
import type { TokenGrant } from '../modules/access-tokens/access-tokens.service';
import type { User } from '../modules/users/user.entity';
import { NO_SESSION } from '../http/session';
import { authenticateBearer } from '../http/access-token';
import { clientErrorFormatter, limitRules, translateErrors } from './server';
import { graphqlErrorText } from './graphql-errors.messages';
import { negotiateLocale } from '../shared/i18n/languages';

interface SocketAuth {
  user: User;
  accessToken: TokenGrant | null;
  sessionId: string;
}

type ConnectionParams = { authorization?: unknown; token?: unknown } | undefined;

const onlySubscriptions: ValidationRule = (context) => ({
  OperationDefinition(node) {
    if (node.operation !== 'subscription') {
      context.reportError(new GraphQLError('Only subscriptions run over the WebSocket; send queries and mutations to POST /graphql.', { nodes: [node] }));
    }
  },
});

/** The session cookie's user, read by express-session itself from the upgrade request. */
function sessionOf(sessions: RequestHandler, request: IncomingMessage): Promise<{ userId?: string; sessionId: string }> {
  return new Promise((resolve, reject) => {
    const req = request as IncomingMessage & { session?: { userId?: string }; sessionID?: string };
    sessions(req as never, {} as Response, (error?: unknown) => {
      if (error) return reject(error);
      resolve({ userId: req.session?.userId, sessionId: req.sessionID ?? '' });
    });
  });
}

/**
 * GraphQL subscriptions over WebSocket (the graphql-ws protocol) on /graphql. A connection
 * is authenticated once, when it opens: by an access token in the connection parameters
 * (`{ "authorization": "Bearer cairn_pat_…" }`), else by the session cookie of the upgrade
 * request, whose Origin must then be this app's (no cross-site socket rides on a cookie).
 * Anything else is refused (close code 4403). Each event re-checks the credential.
 */
export function startSubscriptions(options: {
  httpServer: Server; schema: GraphQLSchema; services: Services; sessions: RequestHandler; config: Config; logger: Logger;
}): { close(): Promise<void> } {
  const { httpServer, schema, services, sessions, config, logger } = options;
  const appOrigin = new URL(config.appUrl).origin;
  const formatError = clientErrorFormatter(logger);
  const wsServer = new WebSocketServer({ server: httpServer, path: '/graphql', maxPayload: 100 * 1024 });
  const auths = new WeakMap<object, SocketAuth>();

  async function authenticate(request: IncomingMessage, params: ConnectionParams): Promise<SocketAuth | null> {
    const bearer = typeof params?.authorization === 'string' ? /^Bearer +(\S+) *$/i.exec(params.authorization)?.[1]
      : typeof params?.token === 'string' ? params.token : undefined;
    if (bearer !== undefined) {
      const found = await authenticateBearer(services, bearer);
      const user = found && await services.users.findById(found.userId);
      return found && user ? { user, accessToken: found.grant, sessionId: '' } : null;
    }
    const origin = request.headers.origin;
    const ownOrigin = `${config.isProduction ? 'https' : 'http'}://${request.headers.host}`;
    if (origin && origin !== appOrigin && origin !== ownOrigin) return null;
    const { userId, sessionId } = await sessionOf(sessions, request);
    const user = userId ? await services.users.findById(userId) : null;
    return user ? { user, accessToken: null, sessionId } : null;
  }

  const server = useServer<ConnectionParams>({
    schema,
    validate: (validationSchema, document) => validate(validationSchema, document, [...specifiedRules, onlySubscriptions, ...limitRules()]),
    async onConnect(ctx) {
      try {
        const auth = await authenticate(ctx.extra.request, ctx.connectionParams);
        if (!auth) return false;
        auths.set(ctx.extra.socket, auth);
        return true;
      } catch (error) {
        logger.warn({ err: error }, 'subscription connection refused: authentication failed');
        return false;
      }
    },
    context(ctx): Context {
      const auth = auths.get(ctx.extra.socket)!;
      // The socket's opening request names the locale, as every HTTP request does.
      const locale = negotiateLocale(ctx.extra.request.headers['accept-language']) ?? 'en';
      return {
        user: auth.user,
        accessToken: auth.accessToken,
        services,
        live: services.live,
        loaders: createLoaders(services, locale),
        session: NO_SESSION,
        sessionId: auth.sessionId,
        ip: ctx.extra.request.socket.remoteAddress ?? 'unknown',
        userAgent: ctx.extra.request.headers['user-agent'] ?? '',
        requestId: randomUUID(),
        locale,
        madeAt: services.clock.now(),
      };
    },
    // A document or variables refused before it runs (parse, validation, coercion), in the socket's language.
    onError(ctx, _id, _payload, errors) {
      const locale = negotiateLocale(ctx.extra.request.headers['accept-language']) ?? 'en';
      return errors.map((error) => ({ ...error.toJSON(), message: graphqlErrorText(error.message).in(locale) }));
    },
    onNext(_ctx, _id, _payload, args, result) {
      if (!result.errors?.length) return result;
      const formatted = result.errors.map((error) => formatError(error instanceof GraphQLError ? error.toJSON() : error, error));
      return { ...result, errors: translateErrors(formatted, (args.contextValue as Context).locale) };
    },
  }, wsServer);

  return {
    async close() {
      await server.dispose();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
