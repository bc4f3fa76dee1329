import type { ReactNode } from 'react';
import { PublicLayout } from '../../app/PublicLayout.js';
import './auth.css';

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  return (
    <PublicLayout>
      <div className="auth-page">
        <div className="card auth-card">
          <h1 className="auth-title">{title}</h1>
          <p className="muted auth-subtitle">{subtitle}</p>
          {children}
        </div>
      </div>
    </PublicLayout>
  );
}
