import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

/** What went wrong with a call to the API, in the terms the screens' messages depend on. */
export type ApiFailure =
  /** The API answered with an error: `code` is its extensions.code (UNAUTHENTICATED, NOT_FOUND...). */
  | { kind: 'api'; code: string | undefined; reason: string | undefined; message: string }
  /** Something answered, but not with a GraphQL result (a proxy error page, a broken body). */
  | { kind: 'http'; status: number | undefined }
  /** No answer at all: offline, the server is down, or a gateway could not reach it. */
  | { kind: 'no-response' };

/** A gateway in front of the API answers these when the API itself did not. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

export function describeApiError(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const extensions = first?.extensions ?? {};
    return {
      kind: 'api',
      code: typeof extensions.code === 'string' ? extensions.code : undefined,
      reason: typeof extensions.reason === 'string' ? extensions.reason : undefined,
      message: first?.message ?? '',
    };
  }
  if (ServerError.is(error)) {
    return GATEWAY_STATUSES.has(error.statusCode) ? { kind: 'no-response' } : { kind: 'http', status: error.statusCode };
  }
  if (ServerParseError.is(error)) return { kind: 'http', status: error.statusCode };
  // fetch rejects with a TypeError when no response arrives; Apollo passes it through as is.
  return { kind: 'no-response' };
}

/** The API's own message for any error it answered with, else `fallback` (no answer, or not the API's). */
export function apiMessage(error: unknown, fallback: string): string {
  const failure = describeApiError(error);
  return failure.kind === 'api' && failure.message ? failure.message : fallback;
}

/** The API's own message when it refused the input (BAD_USER_INPUT), else `fallback`. */
export function refusalMessage(error: unknown, fallback: string): string {
  const failure = describeApiError(error);
  return failure.kind === 'api' && failure.code === 'BAD_USER_INPUT' && failure.message ? failure.message : fallback;
}
