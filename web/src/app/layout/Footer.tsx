export function Footer() {
  return (
    <footer className="footer">
      <p className="footer__copyright">Copyright 2024 Cairn</p>
      <p className="footer__tagline">Small steps, stacked daily.</p>
    </footer>
  );
}
