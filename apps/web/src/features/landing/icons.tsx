/** Feature icons: inline SVG paths (no image requests, crisp at any size, coloured by CSS). */
const PATHS = {
  reframing: 'M4 4h16v12H8l-4 4zM9 10h6M12 7v6',
  anchoring: 'M12 3v18M5 12a7 7 0 0 0 14 0M9 6h6M12 3a2 2 0 1 0 0 .01',
  parts: 'M8 12a4 4 0 1 0 0-.01M16 12a4 4 0 1 0 0-.01',
  phobia: 'M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7zM9 12l2 2 4-4',
  memory: 'M3 12h4M17 12h4M12 8a4 4 0 1 0 0 8 4 4 0 1 0 0-8M5 6l2 2M19 6l-2 2',
  modes: 'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3',
  languages: 'M3 5h10M8 3v2M5 5c1 4 4 7 8 8M11 5c-1 4-4 7-7 8M13 21l4-9 4 9M14.5 18h5',
  always: 'M12 3a9 9 0 1 0 0 18 9 9 0 1 0 0-18M12 7v5l3 3',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return (
    <svg
      aria-hidden="true"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
