import { Link } from 'react-router';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="disclaimer">
          <strong>Medical disclaimer:</strong> Vi offers emotional support only. It does not diagnose or treat any
          condition and is not a replacement for professional care. If you are in crisis, please seek professional help
          right away.{' '}
          <Link to="/crisis-resources">Crisis resources</Link>
        </p>
        <nav className="footer-links" aria-label="Legal and support">
          <Link to="/about">About</Link>
          <Link to="/contact-us">Contact Us</Link>
          <Link to="/privacy-policy">Privacy Policy</Link>
          <Link to="/terms-of-service">Terms of Service</Link>
          <Link to="/hipaa-compliance">HIPAA Compliance</Link>
        </nav>
        <p className="copyright">© {new Date().getFullYear()} Vi</p>
      </div>
    </footer>
  );
}
