import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError, type ValidationContext } from 'graphql';
import { isDatabaseOutage, OUTAGE_MESSAGE, OUTAGE_RETRY_SECONDS } from '../shared/errors';
import type { Server } from 'node:http';
import type { Context } from '../shared/context';
import type { Logger } from '../shared/logger';
import { createSchema } from './schema';

// Introspection counts too (its nested ofType chains are a known abuse); the standard
// introspection query is 21 levels deep with its fragments flattened.
export const LIMITS = { depth: 25, aliases: 15, cost: 5000 };

/** Report a refusal as a validation error (400, GRAPHQL_VALIDATION_FAILED) instead of throwing. */
const asValidationError = {
  propagateOnRejection: false,
  onReject: [(context: ValidationContext | null, error: GraphQLError) => context?.reportError(error)],
};

const EXPOSED_CODES = new Set([
  'BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'PLAN_LIMIT', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED',
  'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE', 'SERVICE_UNAVAILABLE',
]);

/** An outage met by any resolver makes the whole answer a 503 with Retry-After, as on REST. */
const outageStatus: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, errors }) {
        const unavailable = errors?.some((error) => isDatabaseOutage(error)
          || error.extensions?.code === 'SERVICE_UNAVAILABLE');
        if (!unavailable) return;
        response.http.status = 503;
        const retryAfter = errors?.map((error) => error.extensions?.retryAfter).find((value) => typeof value === 'number');
        response.http.headers.set('retry-after', String(retryAfter ?? OUTAGE_RETRY_SECONDS));
      },
    };
  },
};

export async function createApolloServer(httpServer: Server, logger: Logger): Promise<ApolloServer<Context>> {
  const server = new ApolloServer<Context>({
    schema: await createSchema(),
    csrfPrevention: true,
    // The server's own shutdown stops Apollo in its order (drain, then close the pool).
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Compact answers: Apollo pretty-prints by default, which costs CPU and bytes on every response.
    stringifyResult: (value) => JSON.stringify(value),
    validationRules: [
      maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: false, ...asValidationError }),
      maxAliasesRule({ n: LIMITS.aliases, ...asValidationError }),
      costLimitRule({ maxCost: LIMITS.cost, ...asValidationError }),
    ],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Nothing reads cache hints: skip the per-field hook the default cache-control plugin adds.
      ApolloServerPluginCacheControlDisabled(),
      outageStatus,
      // Sandbox for browsers in every mode: third-party clients explore the API with it.
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const code = formatted.extensions?.code;
      if (typeof code === 'string' && EXPOSED_CODES.has(code)) return formatted;
      // Refusals of the request itself (a hash that does not match, too many bad variables)
      // come from the GraphQL pipeline, not a resolver: they are the client's to fix.
      if (error instanceof GraphQLError && !error.originalError && !formatted.path) {
        return { ...formatted, extensions: { code: 'BAD_USER_INPUT' } };
      }
      if (isDatabaseOutage(error)) {
        return { message: OUTAGE_MESSAGE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: OUTAGE_RETRY_SECONDS } };
      }
      logger.error({ err: error }, 'graphql resolver failed');
      return { message: 'Something went wrong. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    },
  });
  await server.start();
  return server;
}
