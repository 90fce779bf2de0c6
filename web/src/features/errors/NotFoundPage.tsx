import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import './errors.css';

/** /not-found and every unknown path. */
export function NotFoundPage() {
  const { t } = useLingui();
  return (
    <section className="error-screen" aria-labelledby="not-found-title">
      <title>{t`Page not found · Cairn`}</title>
      <p className="error-screen__code" aria-hidden="true">404</p>
      <h1 id="not-found-title"><Trans>Page not found</Trans></h1>
      <p className="error-screen__text">
        <Trans>The trail ends here. The page you were looking for does not exist or has moved.</Trans>
      </p>
      <Link to="/" className="btn btn--primary"><Trans>Return Home</Trans></Link>
    </section>
  );
}
