import type { ReactNode } from 'react';

/**
 * A small line icon of the signed-in app, decorative (hidden from screen readers): a button names
 * itself with aria-label, or the text beside the icon says it all. Each feature's icons.tsx draws its own.
 */
export function LineIcon({ children, size }: { children: ReactNode; size: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
