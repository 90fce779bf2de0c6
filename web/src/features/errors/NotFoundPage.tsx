import { Link } from 'react-router-dom';
import './errors.css';

/** /not-found and every unknown path. */
export function NotFoundPage() {
  return (
    <section className="error-screen" aria-labelledby="not-found-title">
      <title>Page not found · Cairn</title>
      <p className="error-screen__code" aria-hidden="true">404</p>
      <h1 id="not-found-title">Page not found</h1>
      <p className="error-screen__text">
        The trail ends here. The page you were looking for does not exist or has moved.
      </p>
      <Link to="/" className="btn btn--primary">Return Home</Link>
    </section>
  );
}
