import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import type { GraphQLFormattedError } from 'graphql';
import type { Server } from 'node:http';
import type { Context } from '../shared/context';
import type { Logger } from '../shared/logger';
import { createSchema } from './schema';

export const LIMITS = { depth: 10, aliases: 15, cost: 5000 };

const EXPOSED_CODES = new Set([
  'BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'PLAN_LIMIT', 'NOT_FOUND', 'CONFLICT', 'RATE_LIMITED',
  'GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED', 'OPERATION_RESOLUTION_FAILURE', 'SERVICE_UNAVAILABLE',
]);

export async function createApolloServer(httpServer: Server, logger: Logger): Promise<ApolloServer<Context>> {
  const server = new ApolloServer<Context>({
    schema: await createSchema(),
    csrfPrevention: true,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    validationRules: [
      maxDepthRule({ n: LIMITS.depth }),
      maxAliasesRule({ n: LIMITS.aliases }),
      costLimitRule({ maxCost: LIMITS.cost }),
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
