import { apiMessage, describeApiError } from '../../ui/api-error';

/** The `{message}` of the spec's toasts ('Failed to add goal: {message}'): the server's words when it sent some. */
export function failureText(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'http') return `The server answered ${failure.status ?? 'with an error'}`;
  return apiMessage(error, error instanceof Error && error.message ? error.message : 'No server response');
}

/** The server's explanation when the plan refused one more goal or habit (code PLAN_LIMIT), else null. */
export function planLimitMessage(error: unknown): string | null {
  const failure = describeApiError(error);
  return failure.kind === 'api' && failure.code === 'PLAN_LIMIT' ? failure.message : null;
}
