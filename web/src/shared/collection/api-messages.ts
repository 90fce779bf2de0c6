import { msg } from '@lingui/core/macro';
import { apiMessage, describeApiError } from '../../ui/api-error';
import { i18n } from '../../ui/i18n/i18n';

/** The `{message}` of the spec's toasts ('Failed to add goal: {message}'): the server's words when it sent some. */
export function failureText(error: unknown): string {
  const failure = describeApiError(error);
  if (failure.kind === 'http') {
    const { status } = failure;
    return status === undefined ? i18n._(msg`The server answered with an error`) : i18n._(msg`The server answered ${status}`);
  }
  return apiMessage(error, error instanceof Error && error.message ? error.message : i18n._(msg`No server response`));
}

/** The server's explanation when the plan refused one more goal or habit (code PLAN_LIMIT), else null. */
export function planLimitMessage(error: unknown): string | null {
  const failure = describeApiError(error);
  return failure.kind === 'api' && failure.code === 'PLAN_LIMIT' ? failure.message : null;
}
