import { describe, expect, it } from '@jest/globals';
import { linkify, safeHref } from './linkify.js';

const links = (text: string) => linkify(text).filter((s) => s.kind === 'link');

describe('linkify', () => {
  it('leaves text without links as one text segment', () => {
    expect(linkify('Take a slow breath.')).toEqual([{ kind: 'text', text: 'Take a slow breath.' }]);
    expect(linkify('')).toEqual([]);
  });

  it('makes http and https URLs links and keeps the sentence around them as text', () => {
    expect(linkify('Read https://988lifeline.org/help now')).toEqual([
      { kind: 'text', text: 'Read ' },
      { kind: 'link', text: 'https://988lifeline.org/help', href: 'https://988lifeline.org/help' },
      { kind: 'text', text: ' now' },
    ]);
    expect(links('see http://example.com/a?b=1&c=2#d')).toEqual([
      { kind: 'link', text: 'http://example.com/a?b=1&c=2#d', href: 'http://example.com/a?b=1&c=2#d' },
    ]);
  });

  it('leaves sentence punctuation and an unmatched closing bracket out of the link', () => {
    expect(linkify('Go to https://example.com.')).toEqual([
      { kind: 'text', text: 'Go to ' },
      { kind: 'link', text: 'https://example.com', href: 'https://example.com/' },
      { kind: 'text', text: '.' },
    ]);
    expect(links('(see https://example.com/x), then')[0]).toMatchObject({ text: 'https://example.com/x' });
    expect(links('https://en.wikipedia.org/wiki/Anchor_(NLP)')[0]).toMatchObject({ text: 'https://en.wikipedia.org/wiki/Anchor_(NLP)' });
  });

  it('links the safety protocol /safety the same way, and no longer path', () => {
    expect(linkify('What Vi does in moments like this is at /safety.')).toEqual([
      { kind: 'text', text: 'What Vi does in moments like this is at ' },
      { kind: 'link', text: '/safety', href: '/safety' },
      { kind: 'text', text: '.' },
    ]);
    expect(links('/safety-net and /safety/x and unsafe/safety')).toEqual([]);
  });

  it('links the site path /crisis-resources, also at the end of a sentence', () => {
    expect(linkify('Outside the US you can find a line near you at /crisis-resources.')).toEqual([
      { kind: 'text', text: 'Outside the US you can find a line near you at ' },
      { kind: 'link', text: '/crisis-resources', href: '/crisis-resources' },
      { kind: 'text', text: '.' },
    ]);
    expect(links('/crisis-resources')).toHaveLength(1);
    expect(links('(/crisis-resources)')).toHaveLength(1);
  });

  it('does not link other paths, or the crisis path inside a longer word or path', () => {
    expect(links('/admin and /dashboard')).toEqual([]);
    expect(links('/crisis-resources-old and /crisis-resources/x and foo/crisis-resources')).toEqual([]);
  });

  it('never links javascript:, data: or other schemes, whatever the case or disguise', () => {
    for (const text of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'click [here](javascript:alert(1))',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
      'ftp://example.com/file',
      'mailto:someone@example.com',
      'java\tscript:alert(1)',
      '<a href="javascript:alert(1)">x</a>',
    ]) {
      expect(links(text)).toEqual([]);
    }
  });

  it('keeps text that looks like HTML as text', () => {
    expect(linkify('<img src=x onerror=alert(1)>')).toEqual([{ kind: 'text', text: '<img src=x onerror=alert(1)>' }]);
    // A URL never swallows an angle bracket or a quote.
    expect(links('<a href="https://example.com">x</a>')).toEqual([{ kind: 'link', text: 'https://example.com', href: 'https://example.com/' }]);
  });

  it('joins the text and links back to the original', () => {
    const text = 'Call 988, visit https://988lifeline.org, or /crisis-resources. https://x.org/a) b';
    expect(
      linkify(text)
        .map((s) => s.text)
        .join(''),
    ).toBe(text);
  });
});

describe('safeHref', () => {
  it('accepts only http(s) URLs with a host and the crisis path', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('/crisis-resources')).toBe('/crisis-resources');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('/dashboard')).toBeNull();
    expect(safeHref('https://')).toBeNull();
  });
});
