import type { ReactNode } from 'react';
import { useFocusOnMount } from './use-focus-on-mount.js';

/** The sentence that replaces the form, focused so keyboard and screen-reader users land on it, and what to do next. */
export function Outcome({ text, tone = 'info', children }: { text: string; tone?: 'info' | 'error'; children?: ReactNode }) {
  const ref = useFocusOnMount<HTMLDivElement>();
  return (
    <div ref={ref} tabIndex={-1} className="account-outcome" role={tone === 'error' ? 'alert' : 'status'}>
      <p className={tone === 'error' ? 'error-box' : 'info-box'}>{text}</p>
      {children}
    </div>
  );
}
