import { describe, expect, it } from '@jest/globals';
import { ExportDocumentWriter } from './export-document.js';

async function written(steps: (writer: ExportDocumentWriter) => Promise<void>): Promise<{ text: string; chunks: string[] }> {
  const chunks: string[] = [];
  const writer = new ExportDocumentWriter(async (chunk) => {
    chunks.push(chunk);
  });
  await steps(writer);
  return { text: chunks.join(''), chunks };
}

describe('the export document', () => {
  it('is one JSON document of services, their sections and rows, written a page at a time', async () => {
    const { text, chunks } = await written(async (w) => {
      await w.begin('2026-05-01T10:00:00.000Z', { id: 'm', name: 'Ada "A" \u2028' });
      await w.page('identity', 'account', [{ id: 'm' }]);
      await w.page('identity', 'sign-in-sessions', [{ id: 1 }, { id: 2 }]);
      await w.page('identity', 'sign-in-sessions', [{ id: 3 }]);
      await w.page('identity', 'empty', []);
      await w.page('chat', 'messages', [{ content: 'line\nbreak </script>' }]);
      await w.page('chat', 'messages', []);
      await w.page('feedback', 'feedback', []);
      await w.end();
    });
    expect(JSON.parse(text)).toEqual({
      exportedAt: '2026-05-01T10:00:00.000Z',
      member: { id: 'm', name: 'Ada "A" \u2028' },
      identity: { account: [{ id: 'm' }], 'sign-in-sessions': [{ id: 1 }, { id: 2 }, { id: 3 }], empty: [] },
      chat: { messages: [{ content: 'line\nbreak </script>' }] },
      feedback: { feedback: [] },
    });
    // Each page is its own chunk: nothing waits for the rest.
    expect(chunks.length).toBe(8);
  });

  it('is valid with no service at all, and ends once', async () => {
    const { text } = await written(async (w) => {
      await w.begin('t', null);
      await w.end();
      await w.end();
    });
    expect(JSON.parse(text)).toEqual({ exportedAt: 't', member: null });
  });

  it('refuses a service or section that comes back after another (it would repeat a key)', async () => {
    const chunks: string[] = [];
    const w = new ExportDocumentWriter(async (c) => void chunks.push(c));
    await w.begin('t', {});
    await w.page('identity', 'account', []);
    await w.page('identity', 'sessions', []);
    await expect(w.page('identity', 'account', [])).rejects.toThrow(/again/);
    await w.page('chat', 'messages', []);
    await expect(w.page('identity', 'x', [])).rejects.toThrow(/again/);
    await w.end();
    await expect(w.page('chat', 'messages', [])).rejects.toThrow(/ended/);
  });
});
