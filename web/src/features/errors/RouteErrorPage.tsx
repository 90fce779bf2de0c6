import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import './errors.css';

function describe(error: unknown): string | null {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return null;
}

/**
 * The router's error screen. It is bundled with the shell, not lazy, so it still shows when a
 * screen's chunk fails to load; 'Back to Home' is a full page load for the same reason.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const detail = describe(error);
  return (
    <section className="error-screen" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title">Unexpected Application Error!</h1>
      <p className="error-screen__text">
        Something went wrong while showing this page. Reloading usually helps.
      </p>
      {detail && (
        <details className="error-screen__details">
          <summary>Details</summary>
          <pre className="error-screen__detail">{detail}</pre>
        </details>
      )}
      <a href="/" className="btn btn--primary">Back to Home</a>
    </section>
  );
}
