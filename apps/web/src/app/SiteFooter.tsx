import { Link } from 'react-router';
import { useT } from '../i18n/index.js';
import { LanguageSwitcher } from '../i18n/LanguageSwitcher.js';
import './footer.css';

/** The copyright year, read once when the page loads. */
const YEAR = new Date().getFullYear();

export function SiteFooter() {
  const { t } = useT();
  return (
    <footer className="site-footer">
      <div className="container footer-inner">
        <p className="disclaimer">
          <strong>{t('footer.disclaimerTitle')}</strong> {t('footer.disclaimer')} <Link to="/crisis-resources">{t('footer.crisisResources')}</Link>
        </p>
        <nav className="footer-links" aria-label={t('footer.links')}>
          <Link to="/about">{t('footer.about')}</Link>
          <Link to="/contact-us">{t('footer.contact')}</Link>
          <Link to="/crisis-resources">{t('footer.crisisResources')}</Link>
          <Link to="/safety">{t('footer.safety')}</Link>
          <Link to="/privacy-policy">{t('footer.privacy')}</Link>
          <Link to="/terms-of-service">{t('footer.terms')}</Link>
          <Link to="/hipaa-compliance">{t('footer.hipaa')}</Link>
        </nav>
        <div className="footer-bottom">
          <p className="copyright">{t('footer.copyright', { year: YEAR })}</p>
          <LanguageSwitcher />
        </div>
      </div>
    </footer>
  );
}
