import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import '../../ui/footer-links.css';

export function Footer() {
  const { t } = useLingui();
  return (
    <footer className="footer">
      <p className="footer__copyright"><Trans>Copyright 2024 Cairn</Trans></p>
      <nav className="footer-links" aria-label={t`Footer`}>
        <ul>
          <li><Link to="/instructions"><Trans>Help</Trans></Link></li>
          <li><Link to="/plans"><Trans>Plans</Trans></Link></li>
        </ul>
      </nav>
      <p className="footer__tagline"><Trans>Small steps, stacked daily.</Trans></p>
    </footer>
  );
}
