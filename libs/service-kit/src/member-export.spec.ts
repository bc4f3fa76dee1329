import { describe, expect, it } from '@jest/globals';
import { decodeExportCursor, encodeExportCursor, type ExportSection, exportPage, exportPosition, readExportPosition } from './member-export.js';

/** A section of `count` numbered rows, read in pages by position. */
function numbered(name: string, count: number): ExportSection {
  return {
    name,
    async page(_userId, after, limit) {
      const start = after === null ? 0 : Number(after);
      const items = Array.from({ length: Math.max(0, Math.min(limit, count - start)) }, (_, i) => ({ n: start + i }));
      return { items, after: start + limit < count ? String(start + limit) : null };
    },
  };
}

async function everyPage(sections: ExportSection[], limit: number) {
  const pages = [];
  let cursor: string | null = null;
  do {
    const page = await exportPage(sections, 'member', cursor, limit);
    pages.push({ section: page.section, items: page.items.map((item) => item.n) });
    cursor = page.nextCursor;
  } while (cursor !== null);
  return pages;
}

describe('member export pages', () => {
  it('walks every section in order, page by page, with an empty page for a section without rows', async () => {
    expect(await everyPage([numbered('a', 5), numbered('empty', 0), numbered('b', 2)], 2)).toEqual([
      { section: 'a', items: [0, 1] },
      { section: 'a', items: [2, 3] },
      { section: 'a', items: [4] },
      { section: 'empty', items: [] },
      { section: 'b', items: [0, 1] },
    ]);
  });

  it('reads cursors and positions back, with colons and bars in the position kept', () => {
    expect(decodeExportCursor(encodeExportCursor('messages', null))).toEqual({ section: 'messages', after: null });
    const position = exportPosition('2026-05-01 10:00:00.123456+00', 'a:b');
    expect(decodeExportCursor(encodeExportCursor('messages', position))).toEqual({ section: 'messages', after: position });
    expect(readExportPosition(position)).toEqual({ at: '2026-05-01 10:00:00.123456+00', key: 'a:b' });
    expect(readExportPosition(null)).toEqual({ at: null, key: null });
  });

  it('refuses a cursor that is not one, or names no section', async () => {
    await expect(exportPage([numbered('a', 1)], 'member', 'nonsense')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(exportPage([numbered('a', 1)], 'member', 'other:')).rejects.toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(() => readExportPosition('no-separator')).toThrow();
  });
});
