import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/*
 * Nothing the product shows or says may call Vi, the product, the assistant or its help therapy,
 * a therapist or a counsellor (Illinois, Nevada). This scans every sentence the product can
 * show or say: the web translations, the chat system prompts, the offline coach, the voice
 * assistant's configuration and the safety wording, and flags each sentence that uses one of
 * these words, unless a small explicit rule allows it:
 *
 * 1. negation: a negation cue stands among the five words before the word, in the same clause
 *    ("emotional support, not therapy", "Vi is not a therapist or a counsellor", "keine Therapie");
 * 2. recommendation: the sentence points the member to a human professional ("a therapist could
 *    help", "consider talking to a licensed counselor") and nothing in it makes Vi that person.
 *
 * A sentence that names Vi (or the app, or itself: "as your", "our", "I'm") as the therapist or
 * counsellor is flagged even if it also recommends. No sentence is allowed by name.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The words that name therapy or a therapist/counsellor role (matched on lower-case text without accents). */
const ROLE_WORD = new RegExp(
  [
    '(?:psycho)?therap\\w*', // therapy, therapist, therapeutic, thérapie, thérapeute, Therapie, Therapeut(in), psychotherapy
    '(?:psico)?terap\\w*', // terapia, terapeuta, terapéutico, terapêutico, psicoterapia
    'counsel+(?:or|ors|ing)',
    'conseill(?:er|ere|ers|eres)',
    'berater(?:in|innen)?',
    'beratung',
    'consejer(?:[oa]s?|ia)',
    'conselheir[oa]s?',
    'aconselhamento',
    'consulent[ei]',
    'psycholog(?:ist|ists|ue|ues|e|en|in|innen)',
    'psicolog[oa]s?',
  ]
    .map((w) => `\\b${w}\\b`)
    .join('|'),
  'g',
);

const NEGATION =
  /\b(?:not|no|never|nor|isn'?t|aren'?t|doesn'?t|don'?t|cannot|can'?t|won'?t|instead of|rather than|without|ni|nunca|jamas|ningun\w*|sin|en lugar de|en vez de|pas|ne|jamais|aucun\w*|sans|au lieu de|kein\w*|nicht|nie|niemals|weder|statt|anstatt|ohne|nao|nem|nenhum\w*|sem|em vez de|non|mai|nessun\w*|senza|invece di|anziche)\b/;

const RECOMMENDATION =
  /\b(?:talk(?:ing)? to|speak(?:ing)? (?:to|with)|reach(?:ing)? out|see(?:ing)?|contact\w*|find(?:ing)?|consider\w*|look(?:ing)? for|recommend\w*|suggest\w*|encourage\w*|help\w*|support\w*|bring\w* (?:\w+ )?up|mention\w*|tell|ask|hablar con|acudir|busca\w*|consult\w*|contact\w*|ayud\w*|recomend\w*|parler (?:a|avec)|contacte\w*|cherche\w*|aide\w*|aider|recommand\w*|sprich|sprechen|wende\w*|such\w*|helfen|hilft|hilfe|empfehl\w*|falar com|procur\w*|ajud\w*|parlare con|rivolg\w*|cerca\w*|aiut\w*|consiglia\w*)\b/;

/** What makes Vi, the product or the speaker the therapist: "as your", "I'm a", "Vi is", "our", "like a". */
const CLAIM =
  /\b(?:as (?:your|a|an)|like (?:a|an|your)|i'?m|i am|we are|our|vi(?:'s)? (?:is|are|offers|provides|gives|does|es|ofrece|est|offre|ist|bietet|e|oferece|fornece)|(?:the|this) (?:app|product|assistant|service|chat) (?:is|offers|provides)|with vi|como (?:tu|su|un|una|seu|sua)|soy|somos|nuestr\w*|en tant que|comme (?:un|une|ton|ta|votre)|je suis|notre|nos|als (?:dein\w*|ihr\w*)|wie (?:ein\w*|dein\w*)|ich bin|unser\w*|sou|nossa|nosso|come (?:un\w*|il tuo|la tua|tuo|tua)|sono|nostr\w*)\b/;

type Verdict = { allowed: true } | { allowed: false; word: string };

function clean(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/\s+/g, ' ');
}

/** Judges one sentence: every role word in it must be negated or part of a recommendation of a human professional. */
function judgeSentence(sentence: string): Verdict {
  const text = clean(sentence);
  for (const match of text.matchAll(ROLE_WORD)) {
    const before = text.slice(0, match.index);
    // The clause the word stands in: from the last comma, semicolon, colon, bracket or dash.
    const clause = before.split(/[,;:()\u2014\u2013]| - /).at(-1) ?? '';
    const lastWords = clause.trim().split(' ').slice(-5).join(' ');
    if (NEGATION.test(lastWords)) continue;
    if (CLAIM.test(clause)) return { allowed: false, word: match[0] };
    if (RECOMMENDATION.test(text)) continue;
    return { allowed: false, word: match[0] };
  }
  return { allowed: true };
}

/** Every string a source file holds (string literals and template literals), never its comments. */
function stringsIn(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const out: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) out.push([node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' … '));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/^[-*•\s]+/, '').trim())
    .filter((s) => /\p{L}/u.test(s));
}

const tsFiles = (dir: string, except: RegExp = /\.spec\.ts$/) =>
  readdirSync(join(ROOT, dir))
    .filter((name) => name.endsWith('.ts') && !except.test(name))
    .map((name) => join(ROOT, dir, name));

/** What the product shows or says. Detection patterns (risk rules, the reply check's rules) are not wording and are left out. */
const SOURCES = [
  ...tsFiles('apps/web/src/i18n/locales'),
  ...tsFiles('apps/chat/src/assistant'),
  ...tsFiles('apps/chat/src/coach'),
  ...tsFiles('apps/chat/src/voice-provision'),
  ...tsFiles('apps/chat/src/safety/responses'),
  join(ROOT, 'apps/chat/src/safety/disclosure/disclosure.ts'),
  join(ROOT, 'apps/chat/src/safety/disclosure/truthful-answer.ts'),
  join(ROOT, 'apps/chat/src/safety/reply-check/reply-check.ts'),
];

describe('the rule', () => {
  it.each([
    'Vi is your AI therapist.',
    'Start therapy with Vi today.',
    'As your counsellor, I am here for you.',
    'Our therapy sessions are private and secure.',
    'Therapeutic conversations, any time you need them.',
    'Vi works like a therapist in your pocket, and it can help.',
    "I'm a licensed counselor and I can help you.",
    'Vi es tu terapeuta de bolsillo.',
    'Vi es tu consejera de confianza.',
    'Vi, ton thérapeute IA, toujours disponible.',
    'Vi ist deine Therapeutin für jeden Tag.',
    'Vi é sua psicóloga de bolso.',
    'Vi è il tuo consulente personale.',
    'Sessioni di terapia con Vi.',
  ])('flags: %s', (sentence) => {
    expect(judgeSentence(sentence).allowed).toBe(false);
  });

  it.each([
    'Vi offers emotional support, not therapy.',
    'Vi is not a therapist or a counsellor.',
    'It does not replace a licensed therapist.',
    'It is no substitute for therapy.',
    'If these feelings last, a therapist could help you with them.',
    'Consider talking to a licensed counselor.',
    'You could bring this up with your therapist.',
    'Vi no es terapia ni sustituye a un psicólogo.',
    'Un psicólogo puede ayudarte con esto.',
    "Vi n'est pas une thérapie.",
    'Emotionale Unterstützung, keine Therapie.',
    'Eine Therapeutin kann dir dabei helfen.',
    'Ofereço apoio emocional, não terapia.',
    'Um psicólogo pode ajudar você.',
    'Offro supporto emotivo, non terapia.',
    'Un terapeuta potrebbe aiutarti.',
    'Take a slow breath and notice your feet on the floor.',
  ])('allows: %s', (sentence) => {
    expect(judgeSentence(sentence)).toEqual({ allowed: true });
  });
});

describe('no therapy claims in what the product shows or says', () => {
  it('scans the translations, prompts, offline coach, voice assistant and safety wording', () => {
    expect(SOURCES.filter((f) => f.includes('/i18n/locales/')).length).toBeGreaterThanOrEqual(2);
    expect(SOURCES.some((f) => f.endsWith('system-prompt.v1.ts'))).toBe(true);
    expect(SOURCES.some((f) => f.endsWith('offline-coach.ts'))).toBe(true);
    expect(SOURCES.some((f) => f.endsWith('assistant-config.ts'))).toBe(true);
  });

  it('reads the strings, not the comments: it finds the reply check\'s "not a therapist" replacements in six languages and allows them', () => {
    const found = stringsIn(join(ROOT, 'apps/chat/src/safety/reply-check/reply-check.ts'))
      .flatMap(sentencesOf)
      .filter((sentence) => new RegExp(ROLE_WORD.source).test(clean(sentence)));
    expect(found.length).toBeGreaterThanOrEqual(6);
    for (const sentence of found) expect(judgeSentence(sentence)).toEqual({ allowed: true });
  });

  it.each(SOURCES.map((file) => [relative(ROOT, file), file]))('%s', (_name, file) => {
    const violations = stringsIn(file)
      .flatMap(sentencesOf)
      .map((sentence) => ({ sentence, verdict: judgeSentence(sentence) }))
      .filter(({ verdict }) => !verdict.allowed)
      .map(({ sentence }) => sentence);
    expect(violations).toEqual([]);
  });
});
