import { Link } from 'react-router-dom';

/** The closing call to register; only visitors see the landing page, so only they see this. */
export function RegisterBanner() {
  return (
    <section className="register-banner" aria-labelledby="register-banner-title">
      <div className="register-banner__inner">
        <div>
          <h2 id="register-banner-title">Manage Your Life</h2>
          <p>Goals, habits and tasks in one calm place. Your first step takes a minute.</p>
        </div>
        <Link to="/register" className="btn btn--large register-banner__cta">Register Today</Link>
      </div>
    </section>
  );
}
