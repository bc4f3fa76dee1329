/** The pure half of the i18n module (no React, no Vite): easy to unit-test. */

export type Vars = Record<string, string | number>;
export type Dictionary = Readonly<Record<string, string>>;

export const DEFAULT_LANGUAGE = 'en';
export const DEFAULT_NAMESPACE = 'core';
export const STORAGE_KEY = 'vi.language';

/** Replaces `{name}` with `vars.name`; a placeholder without a value stays as written. */
export function interpolate(text: string, vars?: Vars): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/**
 * The first of the visitor's preferred languages we have: an exact tag (`pt-BR`), then its base
 * (`es-MX` → `es`); otherwise the default.
 */
export function pickLanguage(preferred: readonly string[], available: readonly string[]): string {
  const have = new Map(available.map((code) => [code.toLowerCase(), code]));
  for (const tag of preferred) {
    const lower = tag.toLowerCase();
    const exact = have.get(lower);
    if (exact) return exact;
    const base = have.get(lower.split('-')[0]!);
    if (base) return base;
  }
  return DEFAULT_LANGUAGE;
}

/** `./locales/es.ts` → `{ language: 'es', namespace: 'core' }`; `./locales/es.info.ts` → namespace `info`. */
export function parseLocalePath(path: string): { language: string; namespace: string } | null {
  const match = /\/([A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)(?:\.([a-z]+))?\.ts$/.exec(path);
  if (!match) return null;
  return { language: match[1]!, namespace: match[2] ?? DEFAULT_NAMESPACE };
}

/** A language's own name for itself, capitalised ("Español"); the code when the browser cannot say. */
export function languageName(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code);
    if (name && name !== code) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
  } catch {
    // An unknown tag: fall through.
  }
  return code;
}
