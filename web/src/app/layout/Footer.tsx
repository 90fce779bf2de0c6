import { Link } from 'react-router-dom';
import '../../ui/footer-links.css';

export function Footer() {
  return (
    <footer className="footer">
      <p className="footer__copyright">Copyright 2024 Cairn</p>
      <nav className="footer-links" aria-label="Footer">
        <ul>
          <li><Link to="/instructions">Help</Link></li>
          <li><Link to="/plans">Plans</Link></li>
        </ul>
      </nav>
      <p className="footer__tagline">Small steps, stacked daily.</p>
    </footer>
  );
}
