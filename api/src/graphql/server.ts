import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginCacheControlDisabled } from '@apollo/server/plugin/disabled';
import { maxDepthRule } from '@escape.tech/graphql-armor-max-depth';
import { maxAliasesRule } from '@escape.tech/graphql-armor-max-aliases';
import { costLimitRule } from '@escape.tech/graphql-armor-cost-limit';
import type { ApolloServerPlugin } from '@apollo/server';
import { ErrorsAreMissesCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { GraphQLError, Kind, validate, type DocumentNode, type GraphQLFormattedError, type GraphQLSchema, type OperationDefinitionNode, type ValidationContext, type ValidationRule } from 'graphql';
import { readOnlyToken } from '../http/access-token';
import { AppError, ERROR_STATUS, isDatabaseOutage, OUTAGE_MESSAGE, OUTAGE_RETRY_SECONDS } from '../shared/errors';
import { sharedText } from '../shared/errors.messages';
import { graphqlErrorText } from './graphql-errors.messages';
import type { Message } from '../shared/i18n/messages';
import type { Server } from 'node:http';
import type { Context } from '../shared/context';
import type { Logger } from '../shared/logger';

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

/** The depth, alias and cost limits, for HTTP (Apollo) and WebSocket (graphql-ws) operations alike. */
export function limitRules(): ValidationRule[] {
  return [
    maxDepthRule({ n: LIMITS.depth, ignoreIntrospection: false, ...asValidationError }),
    maxAliasesRule({ n: LIMITS.aliases, ...asValidationError }),
    costLimitRule({ maxCost: LIMITS.cost, ...asValidationError }),
  ];
}

/**
 * Costs already computed, per operation node: Apollo keeps each parsed document (its document
 * store), so a query asked again brings the same node and its cost is not walked again.
 */
const knownCosts = new WeakMap<OperationDefinitionNode, number>();

/** The cost the limit rule computes for `operation`, by running that same rule with no ceiling. */
export function operationCost(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): number {
  const known = knownCosts.get(operation);
  if (known !== undefined) return known;
  let cost = 0;
  const alone = { ...document, definitions: document.definitions.filter((definition) => definition.kind !== Kind.OPERATION_DEFINITION || definition === operation) };
  validate(schema, alone, [costLimitRule({ maxCost: Number.POSITIVE_INFINITY, onAccept: [(_context, details: { n: number }) => { cost = details.n; }] })]);
  knownCosts.set(operation, cost);
  return cost;
}

/** The refusals a token request meets in GraphQL, answered with the HTTP status REST gives them. */
const REFUSALS: ReadonlySet<unknown> = new Set(['UNAUTHENTICATED', 'FORBIDDEN'] as const);

/**
 * The status of an answer that refused a token request outright (every error a refusal, no
 * field answered): the refusal's own, as on REST, so that a client sees the same status for the
 * same refusal whatever the call. The app's own (cookie) requests keep GraphQL's 200.
 */
function tokenRefusalStatus(result: { data?: Record<string, unknown> | null; errors?: ReadonlyArray<GraphQLFormattedError> }): number | undefined {
  const codes = (result.errors ?? []).map((error) => error.extensions?.code);
  if (codes.length === 0 || !codes.every((code) => REFUSALS.has(code))) return undefined;
  if (result.data && Object.values(result.data).some((value) => value !== null)) return undefined;
  return ERROR_STATUS[codes[0] as 'UNAUTHENTICATED' | 'FORBIDDEN'];
}

/**
 * Third-party clients pace themselves by `extensions.cost: { requested, limit }` on every
 * answer (as Shopify's API does); a read-only access token is refused any mutation (403), and a
 * token request refused outright answers the refusal's status (tokenRefusalStatus).
 */
function tokenRules(schema: GraphQLSchema): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      let requested: number | undefined;
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (!operation) return;
          requested = operationCost(schema, document, operation);
          // An app's token is checked field by field against its areas' write scopes (@Authorized(area)).
          if (operation.operation === 'mutation' && contextValue.accessToken && !contextValue.accessToken.appId && !contextValue.accessToken.canWrite) {
            throw readOnlyToken();
          }
        },
        async willSendResponse({ response, contextValue }) {
          if (response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (contextValue.accessToken) {
            const status = tokenRefusalStatus(result);
            if (status) response.http.status = status;
          }
          if (requested !== undefined) result.extensions = { ...result.extensions, cost: { requested, limit: LIMITS.cost } };
        },
      };
    },
  };
}

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

/**
 * Read-your-writes with a read replica (db/replica.ts): a signed-in user's mutation notes the
 * write before its answer goes out, so that user's next heavy read, on any instance, sees it.
 */
const readYourWrites: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ operation, contextValue }) {
        if (operation?.operation !== 'mutation' || !contextValue.user || !contextValue.services.reads.router.configured) return;
        await contextValue.services.reads.noteWrite(contextValue.user.id);
      },
    };
  },
};

const SOMETHING_WENT_WRONG = sharedText('somethingWentWrong');

// The codes of graphql-js's own refusals (syntax, validation, variables), which it writes in English only.
const GRAPHQL_JS_CODES: ReadonlySet<string> = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT']);

// The message each formatted error says in other languages (issue 29): formatError cannot see the
// request's locale, so it notes the text here and translateErrors says it where the answer leaves.
const texts = new WeakMap<GraphQLFormattedError, Message>();

function withText(formatted: GraphQLFormattedError, text: Message | undefined): GraphQLFormattedError {
  if (text) texts.set(formatted, text);
  return formatted;
}

/** What a client may see of an error: codes it can act on, never internals (HTTP and WebSocket alike). */
export function clientErrorFormatter(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && EXPOSED_CODES.has(code)) {
      const original = error instanceof GraphQLError ? error.originalError ?? error : error;
      if (original instanceof AppError) return withText(formatted, original.text);
      return withText(formatted, GRAPHQL_JS_CODES.has(code) ? graphqlErrorText(formatted.message) : undefined);
    }
    // Refusals of the request itself (a hash that does not match, too many bad variables)
    // come from the GraphQL pipeline, not a resolver: they are the client's to fix.
    if (error instanceof GraphQLError && !error.originalError && !formatted.path) {
      return withText({ ...formatted, extensions: { code: 'BAD_USER_INPUT' } }, graphqlErrorText(formatted.message));
    }
    if (isDatabaseOutage(error)) {
      return withText({ message: OUTAGE_MESSAGE.english, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE', retryAfter: OUTAGE_RETRY_SECONDS } }, OUTAGE_MESSAGE);
    }
    logger.error({ err: error }, 'graphql resolver failed');
    return withText({ message: SOMETHING_WENT_WRONG.english, path: formatted.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } }, SOMETHING_WENT_WRONG);
  };
}

/** Formatted errors with their messages in the language of `locale`; codes and paths as they are. */
export function translateErrors(errors: readonly GraphQLFormattedError[], locale: string): GraphQLFormattedError[] {
  return errors.map((error) => {
    const text = texts.get(error);
    return text ? { ...error, message: text.in(locale) } : error;
  });
}

/** Says every error of an answer in the request's language (ctx.locale, from Accept-Language). */
const errorLanguage: ApolloServerPlugin<Context> = {
  async requestDidStart() {
    return {
      async willSendResponse({ response, contextValue }) {
        if (response.body.kind !== 'single' || !response.body.singleResult.errors || !contextValue.locale) return;
        response.body.singleResult.errors = translateErrors(response.body.singleResult.errors, contextValue.locale);
      },
    };
  },
};

/** `persistedQueries`: the documents clients registered by hash, shared by every instance (PostgreSQL). */
export async function createApolloServer(httpServer: Server, schema: GraphQLSchema, logger: Logger, persistedQueries: KeyValueCache<string>): Promise<ApolloServer<Context>> {
  const server = new ApolloServer<Context>({
    schema,
    // A store that cannot answer is a miss: the client then sends the document itself.
    persistedQueries: { cache: new ErrorsAreMissesCache(persistedQueries) },
    // Apollo's own two headers, and Authorization: none can be sent cross-site without a
    // preflight, so a token request (which carries no cookie anyway) needs no other proof.
    csrfPrevention: { requestHeaders: ['x-apollo-operation-name', 'apollo-require-preflight', 'authorization'] },
    // The server's own shutdown stops Apollo in its order (drain, then close the pool).
    stopOnTerminationSignals: false,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Compact answers: Apollo pretty-prints by default, which costs CPU and bytes on every response.
    stringifyResult: (value) => JSON.stringify(value),
    validationRules: limitRules(),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // Nothing reads cache hints: skip the per-field hook the default cache-control plugin adds.
      ApolloServerPluginCacheControlDisabled(),
      outageStatus,
      tokenRules(schema),
      readYourWrites,
      errorLanguage,
      // Sandbox for browsers in every mode: third-party clients explore the API with it.
      ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true }),
    ],
    formatError: clientErrorFormatter(logger),
  });
  await server.start();
  return server;
}
