import type { ReactNode } from 'react';

/**
 * The app's icons, all in this one module: small inline line drawings (no image requests, crisp
 * at any size, coloured by CSS through `currentColor`). They are decorative (hidden from screen
 * readers): a button names itself with aria-label, or the text beside the icon says it all.
 * Each icon is its own named export so a page's bundle holds only the icons it uses.
 */
export function LineIcon({ children, size, strokeWidth = 2 }: { children: ReactNode; size: number; strokeWidth?: number }) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

// ---- Chat ----
export const SendIcon = () => (
  <LineIcon size={20}>
    <path d="M22 2 11 13" />
    <path d="M22 2 15 22l-4-9-9-4 20-7z" />
  </LineIcon>
);

export const StopIcon = () => (
  <LineIcon size={20}>
    <rect x="5" y="5" width="14" height="14" rx="2" />
  </LineIcon>
);

export const TrashIcon = () => (
  <LineIcon size={20}>
    <path d="M3 6h18" />
    <path d="M8 6V4h8v2" />
    <path d="M19 6l-1 14H6L5 6" />
  </LineIcon>
);

export const HistoryIcon = () => (
  <LineIcon size={20}>
    <path d="M3 3v5h5" />
    <path d="M3.05 13A9 9 0 1 0 6 5.3L3 8" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export const HeartIcon = () => (
  <LineIcon size={22}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </LineIcon>
);

// ---- Dashboard ----

export const MicIcon = () => (
  <LineIcon size={22}>
    <path d="M12 2a3 3 0 0 0-3 3v7a3 3 0 0 0 6 0V5a3 3 0 0 0-3-3z" />
    <path d="M19 10v2a7 7 0 0 1-14 0v-2" />
    <path d="M12 19v3M8 22h8" />
  </LineIcon>
);

export const ChatIcon = () => (
  <LineIcon size={22}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.1A8 8 0 1 1 21 12z" />
  </LineIcon>
);

export const RefreshIcon = () => (
  <LineIcon size={16}>
    <path d="M21 4v6h-6" />
    <path d="M20.5 15a9 9 0 1 1-2.1-9.4L21 10" />
  </LineIcon>
);

export const ClockIcon = () => (
  <LineIcon size={22}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </LineIcon>
);

export const CalendarIcon = () => (
  <LineIcon size={22}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </LineIcon>
);

export const ShareIcon = () => (
  <LineIcon size={22}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
  </LineIcon>
);

export const SparkIcon = () => (
  <LineIcon size={22}>
    <path d="M12 3l1.9 5.1L19 10l-5.1 1.9L12 17l-1.9-5.1L5 10l5.1-1.9z" />
    <path d="M19 16l.8 2.2L22 19l-2.2.8L19 22l-.8-2.2L16 19l2.2-.8z" />
  </LineIcon>
);

export const CheckIcon = () => (
  <LineIcon size={18}>
    <path d="M5 12.5l4.5 4.5L19 7.5" />
  </LineIcon>
);

// ---- Landing page features (a lighter stroke) ----
const FeatureIcon = ({ d }: { d: string }) => (
  <LineIcon size={24} strokeWidth={1.8}>
    <path d={d} />
  </LineIcon>
);

export const ReframingIcon = () => <FeatureIcon d="M4 4h16v12H8l-4 4zM9 10h6M12 7v6" />;

export const AnchoringIcon = () => <FeatureIcon d="M12 3v18M5 12a7 7 0 0 0 14 0M9 6h6M12 3a2 2 0 1 0 0 .01" />;

export const PartsIcon = () => <FeatureIcon d="M8 12a4 4 0 1 0 0-.01M16 12a4 4 0 1 0 0-.01" />;

export const PhobiaIcon = () => <FeatureIcon d="M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7zM9 12l2 2 4-4" />;

export const MemoryIcon = () => <FeatureIcon d="M3 12h4M17 12h4M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8M5 6l2 2M19 6l-2 2" />;

export const ModesIcon = () => <FeatureIcon d="M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3" />;

export const LanguagesIcon = () => <FeatureIcon d="M3 5h10M8 3v2M5 5c1 4 4 7 8 8M11 5c-1 4-4 7-7 8M13 21l4-9 4 9M14.5 18h5" />;

export const AlwaysIcon = () => <FeatureIcon d="M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7v5l3 3" />;
