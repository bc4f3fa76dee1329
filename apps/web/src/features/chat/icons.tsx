import { LineIcon } from '../../lib/icons.js';

/** The chat panel's icons (see LineIcon). */
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
