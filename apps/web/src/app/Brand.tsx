import { Link } from 'react-router';
import { useT } from '../i18n/index.js';
import './layout.css';

export function Brand({ to = '/' }: { to?: string }) {
  const { t } = useT();
  return (
    <Link to={to} className="brand">
      <span className="brand-mark" aria-hidden="true">
        Vi
      </span>
      <span className="brand-name">Vi</span>
      <span className="sr-only">, {t('common.brandHome')}</span>
    </Link>
  );
}
