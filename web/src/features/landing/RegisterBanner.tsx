import { Link } from 'react-router-dom';
import { Trans } from '@lingui/react/macro';

/** The closing call to register; only visitors see the landing page, so only they see this. */
export function RegisterBanner() {
  return (
    <section className="register-banner" aria-labelledby="register-banner-title">
      <div className="register-banner__inner">
        <div>
          <h2 id="register-banner-title"><Trans>Manage Your Life</Trans></h2>
          <p><Trans>Goals, habits and tasks in one calm place. Your first step takes a minute.</Trans></p>
        </div>
        <Link to="/register" className="btn btn--large register-banner__cta"><Trans>Register Today</Trans></Link>
      </div>
    </section>
  );
}
