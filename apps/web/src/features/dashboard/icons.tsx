import { LineIcon } from '../../lib/icons.js';

/** The dashboard's icons (see LineIcon). */
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
