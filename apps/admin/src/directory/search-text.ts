/**
 * How names, emails and searches are compared: case-folded here rather than by the database's
 * `lower()`, whose idea of case follows the server's locale (under the C locale `É` has no lower
 * case). Composed forms first (NFC), so `é` typed as e + accent finds `é`; upper then lower case,
 * so `ß` and `SS` meet; final sigma as sigma, so a search ending in `σ` finds a word ending in `ς`.
 */
export function foldCase(text: string): string {
  return text.normalize('NFC').toUpperCase().toLowerCase().replace(/ς/g, 'σ');
}

/** A LIKE pattern (escape `\`) matching `search` anywhere, its own `%`, `_` and `\` taken as text. */
export function containsPattern(search: string): string {
  return `%${foldCase(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
