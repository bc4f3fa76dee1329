/**
 * Splits an assistant reply into plain text and links, for rendering as React text nodes and
 * anchors (never as HTML). Only two kinds of link exist: absolute http(s) URLs and the site's
 * own crisis pages, `/crisis-resources` and `/safety` (the published safety protocol). Anything
 * else (`javascript:`, `data:`, other paths, markdown-looking brackets) stays text.
 */
export type Segment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** The site path the assistant may point to (the crisis reply does). */
export const CRISIS_PATH = '/crisis-resources';
/** The published safety protocol, which the crisis reply names too. */
export const SAFETY_PATH = '/safety';
const SITE_PATHS: readonly string[] = [CRISIS_PATH, SAFETY_PATH];

// An http(s) URL runs to the next space or angle bracket or quote; a site path must stand on its
// own (start of text, after a space or an opening bracket) and not continue as a longer path.
const LINK = /\bhttps?:\/\/[^\s<>"'`]+|(?<=^|[\s(["'«¿¡])\/(?:crisis-resources|safety)(?![\w/-])/gi;

/** Characters that end a sentence rather than a URL ("see https://x.org." keeps the full stop out). */
const TRAILING = new Set(['.', ',', ';', ':', '!', '?', "'", '"', '»', ']', ')']);

function trimTrailing(candidate: string): string {
  let url = candidate;
  while (url.length > 0) {
    const last = url[url.length - 1]!;
    if (!TRAILING.has(last)) break;
    // Keep a closing bracket that closes one inside the URL (https://en.wikipedia.org/wiki/Foo_(bar)).
    if (last === ')' && count(url, '(') >= count(url, ')')) break;
    url = url.slice(0, -1);
  }
  return url;
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n++;
  return n;
}

/** A safe href for a candidate, or null when it is not a link we make clickable. */
export function safeHref(candidate: string): string | null {
  const path = SITE_PATHS.find((sitePath) => sitePath === candidate.toLowerCase());
  if (path) return path;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname) return null;
  return url.href;
}

export function linkify(text: string): Segment[] {
  const segments: Segment[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = segments[segments.length - 1];
    if (previous?.kind === 'text') previous.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(LINK)) {
    const start = match.index;
    const candidate = match[0].startsWith('/') ? match[0] : trimTrailing(match[0]);
    const href = safeHref(candidate);
    if (!href) continue;
    pushText(text.slice(last, start));
    segments.push({ kind: 'link', text: candidate, href });
    last = start + candidate.length;
  }
  pushText(text.slice(last));
  return segments;
}
