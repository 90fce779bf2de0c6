import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';
import './errors.css';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return null;
}

/** A screen's code that could not be fetched (Chromium, Safari and Firefox word it so). */
function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof TypeError
    && /dynamically imported module|importing a module script failed/i.test(error.message);
}

/**
 * The router's error screen. It is bundled with the shell, not lazy, so it still shows when a
 * screen's chunk fails to load; 'Back to Home' is a full page load for the same reason.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = describe(error);
  // Offline, a screen whose code this device has not kept yet cannot open: say so, not "error".
  const notKept = isChunkLoadFailure(error) && navigator.onLine === false;
  return (
    <section className="error-screen" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">{notKept ? <Trans>Not available offline yet</Trans> : <Trans>Unexpected Application Error!</Trans>}</h1>
      <p className="error-screen__text">
        {notKept ? (
          <Trans>
            This screen has not been kept on this device for offline use yet. It opens once you are back
            online; your changes wait meanwhile.
          </Trans>
        ) : (
          <Trans>Something went wrong while showing this page. Reloading usually helps.</Trans>
        )}
      </p>
      {detail && (
        <details className="error-screen__details">
          <summary><Trans>Details</Trans></summary>
          <pre className="error-screen__detail" translate="no">{detail}</pre>
        </details>
      )}
      <a href="/" className="btn btn--primary"><Trans>Back to Home</Trans></a>
    </section>
  );
}
