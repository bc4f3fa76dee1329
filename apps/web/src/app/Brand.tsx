import { Link } from 'react-router';

export function Brand({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Vi home">
      <span className="brand-mark" aria-hidden="true">
        Vi
      </span>
      <span className="brand-name">Vi</span>
    </Link>
  );
}
