import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import type { GraphQLError, GraphQLFormattedError, ValidationContext } from 'graphql';
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

export async function createApolloServer(httpServer: Server, logger: Logger): Promise<ApolloServer<Context>> {
  const server = new ApolloServer<Context>({
    schema: await createSchema(),
    csrfPrevention: true,
    // The server's own shutdown stops Apollo in its order (drain, then close the pool).
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [
      maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: false, ...asValidationError }),
      maxAliasesRule({ n: LIMITS.aliases, ...asValidationError }),
      costLimitRule({ maxCost: LIMITS.cost, ...asValidationError }),
    ],
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Sandbox for browsers in every mode: third-party clients explore the API with it.
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
    formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
      const code = formatted.extensions?.code;
      if (typeof code === 'string' && EXPOSED_CODES.has(code)) return formatted;
      logger.error({ err: error }, 'graphql resolver failed');
      return { message: 'Something went wrong. Please try again.', path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
    },
  });
  await server.start();
  return server;
}
