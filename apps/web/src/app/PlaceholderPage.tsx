import type { ReactNode } from 'react';
import { useEffect } from 'react';

/** A page that a later issue builds: its name and a line saying so. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="container placeholder">
      <h1>{title}</h1>
      <p className="muted">This page is coming soon.</p>
      {children}
    </section>
  );
}

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | Vi`;
  }, [title]);
}
