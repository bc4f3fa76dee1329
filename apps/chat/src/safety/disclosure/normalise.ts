/**
 * The form the safety modules match words against: lower case, accents removed, curly
 * apostrophes straightened, hyphens and slashes as spaces, a question mark kept as its own
 * token ("?"), any other punctuation a clause break ("|"), single spaces. "¿Eres humano?"
 * becomes "| eres humano ?"; "es-tu un robot ?" becomes "es tu un robot ?".
 */
export function matchText(text: string): string {
  return ` ${text ?? ''} `
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘`´]/g, "'")
    .replace(/[-‐–—/]/g, ' ')
    .replace(/\?+/g, ' ? ')
    .replace(/[^\p{L}\p{N}'?\s]+/gu, ' | ')
    .replace(/\s+/g, ' ')
    .trim();
}
