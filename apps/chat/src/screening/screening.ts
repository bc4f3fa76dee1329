import { CHAT_MESSAGE_MAX_CHARS } from '@vi/contracts';

export type ScreeningResult = { kind: 'empty' } | { kind: 'injection'; reply: string } | { kind: 'ok'; text: string };

export const MAX_MESSAGE_CHARS = CHAT_MESSAGE_MAX_CHARS;

export const INJECTION_REPLY =
  "I'm Vi, your emotional support assistant. Let's focus on how I can help you with your emotional wellness today. What's on your mind?";

/** Phrases from the spec; words may be separated by any run of whitespace. */
const INJECTION_PHRASES = [
  'ignore previous instructions',
  'forget everything',
  'pretend to be',
  'roleplay as',
  'override your',
  'break character',
  'what are your instructions',
  'show me your prompt',
  'reveal your system',
];

const phrasePattern = (phrase: string) => new RegExp(`\\b${phrase.split(' ').join('\\s+')}\\b`, 'i');

const INJECTION_PATTERNS: RegExp[] = [...INJECTION_PHRASES.map(phrasePattern), /\bsystem\s*:/i, /\[\s*system\s*\]/i];

const ACT_AS = /\bact\s+as\b/i;

/**
 * "Act as" is allowed when the person is asking for support ("act as a supportive friend
 * while I talk about my anxiety"); word stems, so "supportive" and "anxiety" count.
 */
const SUPPORT_CONTEXT = new RegExp(
  [
    '\\b(feel|emotion|wellness|well\\s*-?\\s*being|therap|anxi|stress|depress|lonel|grie[fv]|worr|upset|overwhelm)',
    '\\b(sad(ness)?|cop(e|ing)|comfort(ing)?|calm|mood|hurt|heal(ing)?|listen(er|ing)?|panic|afraid|scared|fears?|cry(ing)?)\\b',
    '\\bmental\\s+health',
    // "tech support" is not emotional support.
    '(?<!\\b(tech|technical|customer|it)\\s+)\\bsupport',
  ].join('|'),
  'i',
);

// Zero-width characters would otherwise let "ig\u200Bnore previous instructions" through.
const INVISIBLE = /[\u00AD\u200B-\u200F\u2060\uFEFF]/g;

function looksLikeInjection(text: string): boolean {
  const probe = text.normalize('NFKC').replace(INVISIBLE, '');
  if (INJECTION_PATTERNS.some((p) => p.test(probe))) return true;
  return ACT_AS.test(probe) && !SUPPORT_CONTEXT.test(probe);
}

const BLOCKS = /<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
// Unclosed blocks: everything after the opening tag is code, not conversation.
const OPEN_BLOCK = /<(script|style)\b[^>]*>[\s\S]*$/i;
const COMMENT = /<!--[\s\S]*?(-->|$)/g;
// Only things that look like tags: "<" then a letter, "/" or "!". "<3" and "a < b" survive.
// Quoted attribute values may contain ">" (`<img alt=">" src=x>`).
const TAG = /<[/!]?[a-zA-Z](?:=\s*"[^"]*"|=\s*'[^']*'|[^<>])*>/g;

function stripMarkup(text: string): string {
  let current = text;
  // Repeated because removing one piece can join fragments into a new tag ("<scr<b></b>ipt>").
  for (let i = 0; i < 5; i++) {
    const next = current.replace(BLOCKS, '').replace(OPEN_BLOCK, '').replace(COMMENT, '').replace(TAG, '');
    if (next === current) break;
    current = next;
  }
  return current;
}

/** Cut by code points so an emoji (a surrogate pair) at the limit is never split in half. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('');
}

export function screenMessage(raw: string): ScreeningResult {
  const trimmed = (raw ?? '').trim();
  if (!trimmed) return { kind: 'empty' };
  if (looksLikeInjection(trimmed)) return { kind: 'injection', reply: INJECTION_REPLY };

  const clean = stripMarkup(trimmed).trim();
  // Markup can hide a phrase from the first check ("ig<b></b>nore previous instructions").
  if (looksLikeInjection(clean)) return { kind: 'injection', reply: INJECTION_REPLY };

  const text = cut(clean, MAX_MESSAGE_CHARS).trimEnd();
  return text ? { kind: 'ok', text } : { kind: 'empty' };
}
