/**
 * Text normalisation for the offline risk detector.
 *
 * `normalise` gives the form every rule is written against: lower case, accents removed (NFD),
 * leetspeak undone inside words, letters repeated three or more times collapsed, curly apostrophes
 * straightened, punctuation turned into spaces (apostrophes kept), single spaces. On top of that,
 * English shorthand is written out so rules need one spelling only:
 *
 * - contractions: "i'm" / "im" → "i am", "don't" / "dont" → "do not", "can't" → "can not",
 *   "won't" → "will not", "i'd" → "i would", "i've" → "i have", "i'll" → "i will",
 *   "it's" / "that's" / "tonight's" → "it is" / "that is" / "tonight is";
 * - chat forms: "wanna" → "want to", "gonna" → "going to", "idk" → "i do not know", "rn" → "right now",
 *   "u" → "you", "tonite" / "2nite" → "tonight", "cuz" → "because", ...;
 * - joined forms: "killmyself" → "kill myself", "selfharm" → "self harm", "sewerslide" → "sewer slide";
 * - misspellings of the key words: a token of five or more letters within one edit (Damerau-Levenshtein 1)
 *   of "suicide", "myself", "overdose", "cutting", "pills", ... is read as that word, unless the token is a
 *   real word of its own ("putting", "bills").
 *
 * `prepareText` is the detector's internal form: the same, with clause breaks (. , ; : ! ? new lines,
 * dashes) kept as "\n" so a negation or a rule never reaches across a clause.
 */

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i', '|': 'l' };

/** Numbers with a unit or an ordinal are not leetspeak ("4am", "10pm", "2nd", "50mg"). */
const NUMBER_WITH_UNIT =
  /^\d+(?:[.,]\d+)?(?:am|pm|st|nd|rd|th|s|h|hr|hrs|min|mins|k|kg|kgs|lb|lbs|mg|ml|g|x|d|yo|y|m|ish|km|mi|cm|ft|in|hours|days|weeks|months|years|yrs|pills|mins)$/;

/** Words the rules care about; they decide between readings ("1" as "i" or "l", "sooo" as "so" or "soo"). */
const LEXICON = new Set(
  (
    'kill kills killed killing pill pills all will still ill hell feel feeling fell fall life alive live living self sell ' +
    'myself bottle blood bleed bleeding sleep sleeping sleeps need tell tonight goodbye goodbyes better off too see seen ' +
    'cutting cut cuts really free tree letter letters unalive suicide suicidal overdose wall roof bridge rope noose ' +
    'hurt harm harming anymore gonna wanna gotta killme matarme pastillas llorar calle sangre muerte morir vivir quiero ' +
    'cuello'
  ).split(' '),
);

/** Whole-token replacements: chat forms, contractions without an apostrophe, common misspellings. */
const ALIAS_LIST: Record<string, string> = {
  // English contractions typed without the apostrophe
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  didnt: 'did not',
  doesnt: 'does not',
  isnt: 'is not',
  wasnt: 'was not',
  arent: 'are not',
  werent: 'were not',
  couldnt: 'could not',
  wouldnt: 'would not',
  shouldnt: 'should not',
  havent: 'have not',
  hasnt: 'has not',
  hadnt: 'had not',
  aint: 'is not',
  youre: 'you are',
  theyre: 'they are',
  thats: 'that is',
  whats: 'what is',
  theres: 'there is',
  "sh'd": 'self harmed',
  "sh'ed": 'self harmed',
  "sh'ing": 'self harming',
  shd: 'self harmed',
  hes: 'he is',
  shes: 'she is',
  havnt: 'have not',
  hvnt: 'have not',
  ded: 'dead',
  startd: 'started',
  strated: 'started',
  eatin: 'eating',
  eatn: 'eaten',
  // chat forms
  wanna: 'want to',
  wana: 'want to',
  gonna: 'going to',
  gona: 'going to',
  gunna: 'going to',
  finna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  imma: 'i am going to',
  ima: 'i am going to',
  kinda: 'kind of',
  sorta: 'sort of',
  idk: 'i do not know',
  idc: 'i do not care',
  idgaf: 'i do not care',
  ngl: 'honestly',
  tbh: 'honestly',
  fr: 'for real',
  frfr: 'for real',
  rn: 'right now',
  atm: 'right now',
  u: 'you',
  ur: 'your',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  cuz: 'because',
  coz: 'because',
  cos: 'because',
  bc: 'because',
  bcs: 'because',
  abt: 'about',
  bout: 'about',
  rly: 'really',
  srsly: 'seriously',
  tho: 'though',
  thru: 'through',
  tonite: 'tonight',
  tonigt: 'tonight',
  '2nite': 'tonight',
  '2night': 'tonight',
  '2day': 'today',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmw: 'tomorrow',
  '2moro': 'tomorrow',
  '2morrow': 'tomorrow',
  tomorow: 'tomorrow',
  tommorow: 'tomorrow',
  tommorrow: 'tomorrow',
  b4: 'before',
  bf: 'boyfriend',
  gf: 'girlfriend',
  bday: 'birthday',
  // joined and shortened forms of the key words
  selfharm: 'self harm',
  selfharming: 'self harming',
  selfharmed: 'self harmed',
  sewerslide: 'sewer slide',
  sewersiide: 'sewer slide',
  suiside: 'suicide',
  sueside: 'suicide',
  suacide: 'suicide',
  soocide: 'suicide',
  sucidal: 'suicidal',
  suisidal: 'suicidal',
  unalived: 'unalived',
  endmylife: 'end my life',
  wanttodie: 'want to die',
  iwanttodie: 'i want to die',
  killmeself: 'kill myself',
  meself: 'myself',
  lfie: 'life',
  lyfe: 'life',
  lif: 'life',
  suicidle: 'suicidal',
  sucidle: 'suicidal',
  suicidel: 'suicidal',
  cutt: 'cut',
  cuttin: 'cutting',
  b: 'be',
  r: 'are',
  '4ever': 'forever',
  '4eva': 'forever',
  lief: 'life',
  liife: 'life',
  pils: 'pills',
  pilss: 'pills',
  plls: 'pills',
  kil: 'kill',
  kll: 'kill',
  myslf: 'myself',
  mysef: 'myself',
  dieing: 'dying',
  wnat: 'want',
  wan: 'want',
  myslef: 'myself',
  // Spanish chat forms
  q: 'que',
  k: 'que',
  xq: 'porque',
  pq: 'porque',
  pk: 'porque',
  xk: 'porque',
  porq: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  kiero: 'quiero',
  qiero: 'quiero',
  kero: 'quiero',
  nse: 'no se',
  matarm: 'matarme',
  suicidarm: 'suicidarme',
  morirm: 'morirme',
};
/**
 * English chat forms that are also ordinary words of the other languages ("im" in German, "dont" and
 * "bout" in French, "lief" in German, "u" in Spanish): written out only when the text does not read as
 * another language, so an English rewrite never changes a German, French, Spanish, Portuguese or Italian word.
 */
const AMBIGUOUS = new Set(['im', 'dont', 'bout', 'cant', 'wont', 'u', 'r', 'b', 'fr', 'ur', 'cos', 'lief', 'tho', 'ima', 'wan', 'lif', 'aint', 'ive']);

/** As a map: a word such as "constructor" must never reach an object's prototype. */
const ALIASES = new Map<string, string>(Object.entries(ALIAS_LIST));

/** Apostrophe-s after these is "is" ("it's" → "it is"); elsewhere it is a possessive and stays. */
const S_IS = new Set([
  'it',
  'that',
  'there',
  'here',
  'what',
  'he',
  'she',
  'who',
  'tonight',
  'today',
  'everything',
  'nothing',
  'life',
  'this',
  'where',
  'how',
  'everyone',
  'everybody',
]);

const CONTRACTION_TAIL: Record<string, string> = { m: 'am', re: 'are', ve: 'have', ll: 'will', d: 'would' };

/** Verbs written together with "myself" ("killmyself", "hurtmyself"). */
const JOINED_MYSELF = /^(kill|kil|hurt|cut|hang|harm|stab|burn|drown|shoot|unalive|end|off|starve|poison)(myself|myslef|mself|myself)$/;

/**
 * Key words repaired when a token of five or more letters is one edit away (Damerau-Levenshtein 1).
 * Only words whose misspelling matters to a rule.
 */
const FUZZY_WORDS = [
  'suicide',
  'suicides',
  'suicidal',
  'myself',
  'overdose',
  'overdosed',
  'overdosing',
  'killing',
  'pills',
  'cutting',
  'tonight',
  'goodbye',
  'unalive',
  'unaliving',
  'bleeding',
  'starving',
  'purging',
  'razor',
  'anymore',
  'disappear',
  'everyone',
  'without',
  'yourself',
  'threatened',
  'laxatives',
  'stockpiled',
  'suicidarme',
  'suicidio',
  'matarme',
  'morirme',
  'pastillas',
  'cortarme',
  'ahorcarme',
  'despertar',
  'desaparecer',
  'suicida',
];

/**
 * Real words one edit away from a key word: never "repaired" ("putting" is not "cutting", "bills" are not
 * "pills", "contarme" is not "cortarme").
 */
const REAL_WORDS = new Set(
  (
    'putting gutting butting jutting rutting tutting nutting cuttings billing filling milling willing chilling killings ' +
    'bills fills hills kills mills wills spills pulls polls gills sills tills dills jills piles pills poles ' +
    'overdone overdoes starting staring starring stalling purring urging surging bleeping breeding pleading ' +
    'racer razer hanging banging ganging hinging hawking hacking hanking changing ' +
    'anyone anyhow evermore ' +
    'suicides ' +
    'goodbye goodbyes ' +
    'cortame acortarme patillas cortarte cortarse contarme portarme cortarle cortarles cortarnos matare matarle matarte matarse matarlo matarla mataron ' +
    'morirse morirte morirnos moriremos despertad despertar despertad desperdiciar ' +
    'pastilla pastillas castillas suicidios suicidas ' +
    'withouts throughout wither' +
    // words of the other languages one edit away from a key word: never "repaired" into English
    ' razon razones morire suicidar suicidare suicidarse suicidarte suicidaste suicido suicidi suicidale suicider suicid suicidei suicidou ' +
    'overdosi overdoser pastilhas suizid suizidal pille pilas pilule pillole suicidarmi suicidarti suicidarsi' +
    ' yourselves'
  ).split(' '),
);

function damerauNeighbours(word: string): string[] {
  const out: string[] = [];
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  for (let i = 0; i < word.length; i += 1) out.push(word.slice(0, i) + word.slice(i + 1));
  for (let i = 0; i < word.length - 1; i += 1) out.push(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  for (let i = 0; i < word.length; i += 1) for (const c of letters) if (c !== word[i]) out.push(word.slice(0, i) + c + word.slice(i + 1));
  for (let i = 0; i <= word.length; i += 1) for (const c of letters) out.push(word.slice(0, i) + c + word.slice(i));
  return out;
}

/** Misspelling → key word, computed once at load. */
const REPAIRS: Map<string, string> = (() => {
  const map = new Map<string, string>();
  const keys = new Set(FUZZY_WORDS);
  for (const word of FUZZY_WORDS) {
    for (const variant of damerauNeighbours(word)) {
      if (variant.length < 5 || keys.has(variant) || REAL_WORDS.has(variant) || map.has(variant)) continue;
      map.set(variant, word);
    }
  }
  return map;
})();

const HAS_LETTER = /\p{L}/u;
const HAS_LEET = /[0-9@$!|]/;
const REPEAT3 = /(\p{L})\1{2,}/gu;
const HAS_REPEAT3 = /(\p{L})\1\1/u;
const ALL_DIGITS = /^[\d.,]+$/;

/**
 * In a message written in leetspeak (at least LEET_MODE_WORDS words of it undone), short tokens
 * that would otherwise read as a number with a unit ("4m", "1s", "3x") are leetspeak too ("am",
 * "is", "ex"), and a lone "1" is "I". Set by prepareText for its second reading of such a message.
 */
let leetMode = false;
/** Words undone from leetspeak in prepareText's current reading. */
let leetUndone = 0;
const LEET_MODE_WORDS = 2;
/** A single leet digit and one or two letters: a unit in ordinary text, a word in leetspeak. */
const SHORT_LEET = /^[013457](?!(?:am|pm|st|nd|rd|th|h|k|g|kg|mg|ml|km|cm|lb|mi|ft)$)[a-z]{1,2}$/;

const ORDINAL = /^(\d*?)(\d)(st|nd|rd|th)$/;

/** "3nd", "1th": digits with an ordinal's ending that no ordinal has, so leetspeak ("end"). */
function notAnOrdinal(token: string): boolean {
  const m = ORDINAL.exec(token);
  if (!m) return false;
  const [, tens, last, ending] = m as unknown as [string, string, string, string];
  const teen = tens.endsWith('1');
  const right = teen || !'123'.includes(last) ? 'th' : (['st', 'nd', 'rd'][Number(last) - 1] as string);
  return ending !== right;
}

function undoLeet(token: string): string {
  if (!HAS_LETTER.test(token) || !HAS_LEET.test(token)) return token;
  if (NUMBER_WITH_UNIT.test(token) && !(leetMode && SHORT_LEET.test(token)) && !notAnOrdinal(token)) return token;
  leetUndone += 1;
  // Ordinary words with trailing digits ("covid19", "mp3", "b12") keep them: leetspeak sits inside or at the start.
  let asI = '';
  let asL = '';
  for (const ch of token) {
    const leet = LEET[ch];
    if (leet === undefined) {
      asI += ch;
      asL += ch;
    } else if (ch === '1') {
      asI += 'i';
      asL += 'l';
    } else {
      asI += leet;
      asL += leet;
    }
  }
  if (asI === asL) return asI;
  if (LEXICON.has(asI) || REPAIRS.has(asI)) return asI;
  if (LEXICON.has(asL) || REPAIRS.has(asL)) return asL;
  return asI;
}

/** Exactly three of a consonant in a long word: a compound ("schiessstand", "brennnessel"), not a stretched word: kept. */
const COMPOUND3 = /([bcdfghjklmnpqrstvwxz])\1\1/;
const FOUR = /(\p{L})\1{3,}/u;

function collapseRepeats(token: string): string {
  if (!HAS_REPEAT3.test(token)) return token;
  if (token.length >= 10 && COMPOUND3.test(token) && !FOUR.test(token)) {
    const one = token.replace(REPEAT3, '$1');
    if (!LEXICON.has(one) && !ALIASES.has(one)) return token;
  }
  const one = token.replace(REPEAT3, '$1');
  if (LEXICON.has(one) || ALIASES.has(one)) return one;
  const two = token.replace(REPEAT3, '$1$1');
  if (LEXICON.has(two) || ALIASES.has(two) || REPAIRS.has(two)) return two;
  return one;
}

/** Common words of each language (accents removed), for `readsForeign`; none of the ambiguous forms above. */
const MARKERS: Array<Set<string>> = [
  'i am is are the and to of feel my you it this that with but not have what how just so really about want me be was do',
  'ich bin nicht und das ist mir mich sehr aber habe fuhle fuehle ein eine der die zu auch heute immer nie kann wenn viel mein meine wie was oder nur noch mehr leben',
  "je j'ai suis pas tres mais avec pour c'est moi et les des une est ne sens vraiment ca toujours jamais veux peux quand beaucoup aussi du au plus vivre",
  'que estoy siento porque muy pero tengo yo es el los las una con para por hoy nada siempre nunca quiero puedo y como tambien mucho cuando',
  'eu estou nao muito mas tenho sinto com para uma voce meu minha isso hoje sempre nunca quero posso quando tambem sou',
  'io sono non molto ma ho sento perche che con per una il della sto anche oggi ancora sempre mai voglio posso quando mio mia',
].map((list) => new Set(list.split(' ')));

/** Whether a text (lower case, accents removed) reads as another language than English: two or more of its common words, more than English ones. */
function readsForeign(lower: string): boolean {
  const counts = MARKERS.map(() => 0);
  for (const token of lower.split(/[^a-z']+/)) {
    if (!token) continue;
    for (let i = 0; i < MARKERS.length; i += 1) if ((MARKERS[i] as Set<string>).has(token)) counts[i] = (counts[i] as number) + 1;
  }
  const english = counts[0] as number;
  return counts.slice(1).some((n) => n >= 2 && n > english);
}

/** Whether the text being prepared reads as English (decided once per text, only when needed). */
let foreignText: (() => boolean) | null = null;

function expandToken(token: string): string {
  const alias = ALIASES.get(token);
  if (alias !== undefined) {
    if (AMBIGUOUS.has(token) && foreignText !== null && foreignText()) return token;
    return alias;
  }

  const apostrophe = token.indexOf("'");
  if (apostrophe > 0) {
    if (token.endsWith("n't")) {
      const stem = token.slice(0, -3);
      if (stem === 'ca') return 'can not';
      if (stem === 'wo') return 'will not';
      if (stem === 'ai') return 'is not';
      if (stem === 'sha') return 'shall not';
      return `${stem} not`;
    }
    const stem = token.slice(0, apostrophe);
    const tail = token.slice(apostrophe + 1);
    const expanded = Object.hasOwn(CONTRACTION_TAIL, tail) ? CONTRACTION_TAIL[tail] : undefined;
    if (expanded !== undefined && /^[a-z]+$/.test(stem)) return `${stem} ${expanded}`;
    if (tail === 's' && S_IS.has(stem)) return `${stem} is`;
    return token;
  }

  if (token.length >= 8) {
    const joined = JOINED_MYSELF.exec(token);
    if (joined) return `${joined[1] === 'kil' ? 'kill' : joined[1]} myself`;
  }
  if (token.length >= 5) {
    const repaired = REPAIRS.get(token);
    if (repaired !== undefined) return repaired;
    if (token.charCodeAt(0) === 115) {
      const stem = SUICIDE_STEM.exec(token)?.[0];
      // German writes it with z: "suzid" is "suizid"; the others with c.
      if (stem && stem !== 'suicid' && stem !== 'suizid') return (stem.includes('z') ? 'suizid' : 'suicid') + token.slice(stem.length);
    }
    // Dropped g: "cuttin", "killin", "dyin", "goin".
    if (token.endsWith('in') && LEXICON.has(`${token}g`)) return `${token}g`;
  }
  return token;
}

/**
 * The "suicide" stem as typed in every language ("sucidio", "suisidas", "suicdal", "suzid",
 * "siucider"): s, u, then i/y or not, one or two of c/s/z (or "sc"), i/y or not, d. "suicid" and
 * "suizid" themselves are left alone, and so is "suced-" (Spanish "suceder", to happen).
 */
const SUICIDE_STEM = /^(?:su[iy]?(?:c|s|z|sc|cc|zz|tz)[iy]?d|siu[csz]i?d)/;

/** Key words typed in two pieces ("sui cide", "over dose", "un alive"). */
const SPLIT_WORDS =
  /(?<![a-z])(?:sui (cide|cidal)|over (dose|dosed|dosing)|un (alive|aliving|alived)|my (self)(?! (?:esteem|worth|image|confidence|care|respect|doubt|love|belief|harm|control|awareness|help|talk|portrait))|(want|wanna|going|need|ready|trying|wish|plan|deserve) 2)(?![a-z])/g;
const SPLIT_JOIN: Record<string, string | undefined> = {
  self: 'myself',
  cide: 'suicide',
  cidal: 'suicidal',
  dose: 'overdose',
  dosed: 'overdosed',
  dosing: 'overdosing',
  alive: 'unalive',
  aliving: 'unaliving',
  alived: 'unalived',
};

/**
 * One pass over the text: a number ("1,000", "2.5"), a word (letters, digits, apostrophes, leet symbols;
 * "!" and "|" only inside a word, as in "k!ll"), or a run of clause marks.
 */
const PIECE = /\d+(?:[.,]\d+)+|[\p{L}\p{N}'@$]+(?:[!|]+[\p{L}\p{N}'@$]+)*|[.,;:!?\n\r\u2026\u2014\u2013()[\]{}"\u00a1\u00bf]+/gu;
const PLAIN = /^[a-z]+$/;
const CLAUSE_START = /^[.,;:!?\n\r\u2026\u2014\u2013()[\]{}"\u00a1\u00bf]/;

function normaliseToken(raw: string): string {
  if (PLAIN.test(raw)) return expandToken(HAS_REPEAT3.test(raw) ? collapseRepeats(raw) : raw);
  let token = raw.replace(/^'+|'+$/g, '');
  if (!token) return '';
  if (ALL_DIGITS.test(token)) return leetMode && token === '1' ? 'i' : token;
  token = undoLeet(token);
  token = token.replace(/[@$!|]/g, '');
  if (!token) return '';
  token = collapseRepeats(token);
  return expandToken(token);
}

/**
 * The detector's form: normalised words separated by single spaces, clauses separated by "\n".
 */
export function prepareText(text: string): string {
  if (!text) return '';
  leetUndone = 0;
  const first = readText(text);
  if (leetUndone < LEET_MODE_WORDS || !LEET_MODE_CANDIDATE.test(first)) return first;
  leetMode = true;
  try {
    return readText(text);
  } finally {
    leetMode = false;
  }
}

/** What a second reading in leet mode could change: a lone "1" or a short digit-and-letters token. */
const LEET_MODE_CANDIDATE = /(?:^|[ \n])(?:1|[013457][a-z]{1,2})(?=$|[ \n])/;

function readText(text: string): string {
  let lower = text.toLowerCase();
  // Only text with non-ASCII letters needs accents taken off.
  if (/[^ -~\t\n\r]/.test(lower)) {
    lower = lower
      .normalize('NFD')
      .replace(/\p{M}+/gu, '')
      .replace(/ß/g, 'ss')
      .replace(/[\u2019\u2018\u00b4\u02bc]/g, "'");
  }
  if (lower.includes('`')) lower = lower.replace(/`/g, "'");

  let out = '';
  let clauseHasWords = false;
  let pendingBreak = false;
  let foreign: boolean | null = null;
  foreignText = () => {
    if (foreign === null) foreign = readsForeign(lower);
    return foreign;
  };
  PIECE.lastIndex = 0;
  for (let m = PIECE.exec(lower); m; m = PIECE.exec(lower)) {
    const piece = m[0];
    if (CLAUSE_START.test(piece)) {
      if (clauseHasWords) pendingBreak = true;
      continue;
    }
    const word = normaliseToken(piece);
    if (!word) continue;
    if (pendingBreak) {
      out += '\n';
      pendingBreak = false;
    } else if (clauseHasWords) out += ' ';
    out += word;
    clauseHasWords = true;
  }
  foreignText = null;
  if (out.includes(' is got') || out.includes(' is been')) out = out.replace(/ is (got|been)(?![a-z])/g, ' has $1');
  // "ill" / "youll" typed without the apostrophe mean "I will" / "you will" before a verb ("ill be gone", "ill stab him"), never "I feel ill".
  if (out.includes('ll ')) out = out.replace(WILL_WITHOUT_APOSTROPHE, (_m, start: string, who: string) => `${start}${who === 'ill' ? 'i' : 'you'} will `);
  return out.includes('sui ') || out.includes('over d') || out.includes('un ali') || out.includes('my self') || out.includes(' 2')
    ? out.replace(SPLIT_WORDS, (m, a?: string, b?: string, c?: string, d?: string, e?: string) =>
        e ? `${e} to` : (SPLIT_JOIN[(a ?? b ?? c ?? d) as string] ?? m),
      )
    : out;
}

/** "ill" / "youll" / "ull" before a verb: the apostrophe of "I'll" / "you'll" left out. */
const WILL_WITHOUT_APOSTROPHE =
  /(^|[ \n])(ill|youll|ull) (?=(?:be|do|go|kill|stab|hurt|end|never|just|finally|take|jump|make|get|have|try|see|die|cut|shoot|hang|overdose|od|leave|not|say|write|probably|definitely|actually|literally|really|swallow|drown|crash|burn|walk|finish|disappear|sleep|stop|miss|find|regret|pay)(?![a-z']))/g;

/** The normalised text every rule is written against (single spaces, no clause marks). */
export function normalise(text: string): string {
  return prepareText(text).replace(/\n/g, ' ');
}
