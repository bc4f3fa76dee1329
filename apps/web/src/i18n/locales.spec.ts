/** Every locale file against English: same keys, same `{placeholders}`, same link targets in long texts. */
import { describe, expect, it } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { parseLocalePath } from './core.js';

const dir = new URL('./locales/', import.meta.url);
const files = readdirSync(dir).filter((name) => parseLocalePath(`/${name}`) !== null);

async function load(name: string): Promise<Record<string, string>> {
  return ((await import(new URL(name, dir).href)) as { default: Record<string, string> }).default;
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}|\]\(([^)]+)\)/g)].map((m) => m[1] ?? m[2]).sort();

describe('locale files', () => {
  const others = files.filter((name) => parseLocalePath(`/${name}`)!.language !== 'en');

  it('exist for English and at least one other language', () => {
    expect(files).toEqual(expect.arrayContaining(['en.ts', 'en.info.ts', 'es.ts', 'es.info.ts']));
  });

  it.each(others)('%s has the keys, placeholders and links of its English file', async (name) => {
    const { namespace } = parseLocalePath(`/${name}`)!;
    const english = await load(namespace === 'core' ? 'en.ts' : `en.${namespace}.ts`);
    const translated = await load(name);
    expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english)) {
      expect({ key, found: placeholders(translated[key]!) }).toEqual({ key, found: placeholders(english[key]!) });
      expect(translated[key]!.trim()).not.toBe('');
    }
  });
});
