import type { ReactNode } from 'react';
import { PublicLayout, usePageMeta } from '../../app/PublicLayout.js';
import './info.css';

/** The frame of an info page: the public header and footer, a title block and the page's content. */
export function InfoPage({
  title,
  description,
  eyebrow,
  lead,
  children,
  className = '',
}: {
  title: string;
  description: string;
  eyebrow?: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  usePageMeta(title, description);
  return (
    <PublicLayout>
      <div className={`container info-page ${className}`}>
        <header className="info-header">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{title}</h1>
          {lead && <div className="info-lead">{lead}</div>}
        </header>
        {children}
      </div>
    </PublicLayout>
  );
}
