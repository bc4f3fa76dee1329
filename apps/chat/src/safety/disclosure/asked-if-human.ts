import { matchText } from './normalise.js';

/**
 * Does the member ask whether they are talking to a person or to a program? Each language
 * lists who is asked about (SUBJECTS: "are you", "am I talking to", "is this"), the words that
 * may stand between ("really", "a", "real") and what they might be (NOUNS: "human", "bot").
 * The noun must end the question or be followed by "or", "?", a clause break or a few words
 * such as "reading this": so "are you a person who likes music" and "are you human resources"
 * do not count, and neither do statements about someone else ("my boss is a robot", "I feel
 * like a robot", "I'm only human"), which have no subject from the list.
 *
 * A subject that starts with `(?:^|\\| |\\? )` counts only at the start of a clause: "is a human
 * reading this?" asks, "my boss is a robot" does not. "Real" counts only when Vi is asked ("are
 * you real?"), not about "this" ("is this real?", "è vero?", "ist das echt?" mean "really?").
 */
interface QuestionForms {
  /** Asking Vi itself: "are you", "eres", "bist du". */
  you: string[];
  /** Asking about the other end: "am I talking to", "is this", "is there". */
  other: string[];
  fillers: string[];
  nouns: string[];
  /** "real", "echt", "vero": count after `you` only ("bist du echt?"), never after `other` ("ist das echt?" is "really?"). */
  real: string[];
  followers: string[];
}

// Common misspellings are written into the word families: "humna", "persn", "b0t", "robto".
const EN_HUMAN =
  'hum[ae]ns?|huamn|humna|hooman|person|persn|perosn|pesron|people|humans? being|human beings?|real one|someone real|somebody real|live (?:person|agent|human)|actual (?:person|human)';
const EN_MACHINE =
  'b[o0]ts?|rob[o0]ts?|robto|robit|chat ?b[o0]t|ai|a i|artificial intelligence|machine|computer|program|software|script|automated|automatic|chat ?gpt|gpt|llm|language model';

const FORMS: QuestionForms[] = [
  {
    // English, with texting spellings ("r u", "ru", "are u", "ya").
    you: [
      "(?:are|r|ar|arr|aren't|arent) (?:you|u|ya|yu|yo|uou|yuo)",
      'ru',
      '(?:^|\\| |\\? )(?:you|u) (?:a|an)',
      "(?:^|\\| |\\? )(?:you're|youre|ur|you are) (?:not |just |only )?(?=.*(?:\\?|right|aren't you|arent you|are you|r u)\\s*(?:\\?|\\||$))",
    ],
    other: [
      '(?:am|m) i (?:talking|tlking|talkin|speaking|chatting|chating|texting|writing|typing) (?:to|with|w)',
      "(?:i'm|im|i am) (?:talking|speaking|chatting|texting|writing) (?:to|with) (?=(?:an? )?(?:real|actual|live)? ?(?:hum|pers|b[o0]t|rob|ai|machine))",
      '(?:is|iz) (?:this|it|that|vi|this thing|this app|this chat|this service)',
      '(?:^|\\| |\\? )is (?:a|an|any|some)',
      'is there (?:a|an|any|some)',
      '(?:who|what) (?:am i|m i) (?:talking|speaking|chatting) (?:to|with) (?:here )?(?:a|an)?',
      '(?:^|\\| |\\? )(?:talking|chatting|speaking) (?:to|with)',
    ],
    fillers: [
      'actually',
      'really',
      'rly',
      'even',
      'just',
      'only',
      'a',
      'an',
      'real',
      'reel',
      'actual',
      'live',
      'true',
      'flesh and blood',
      'some',
      'kind of',
      'sort of',
    ],
    nouns: [EN_HUMAN, EN_MACHINE],
    real: ['real', 'reel', 'for real'],
    followers: [
      'or',
      'reading',
      'there',
      'here',
      'behind',
      'on the other (?:side|end)',
      'typing',
      'writing',
      'answering',
      'replying',
      'responding',
      'talking',
      'right now',
      'lol',
      'fr',
      'tho',
      'though',
      'or not',
      'right',
      'be honest',
      'honestly',
      "aren't you",
      'arent you',
      'are you',
      'r u',
      'yes',
      'pls',
      'please',
    ],
  },
  {
    // Spanish ("sos" in Argentina and Uruguay).
    you: ['(?:tu )?(?:eres|eris|sos|es usted|seras)'],
    other: [
      '(?:estoy )?(?:hablando|chateando|escribiendo|conversando|hablo|chateo|escribo) con',
      '(?:^|\\| |\\? )es (?:esto|esta|eso)?',
      'hay (?:alguien|alguna|una|un)',
      '(?:^|\\| |\\? )(?:sera|es) (?:vi )?',
    ],
    fillers: ['de verdad', 'realmente', 'en serio', 'un', 'una', 'real', 'verdadera', 'verdadero', 'solo', 'simplemente'],
    nouns: [
      'persona(?:s)?(?: real| de verdad| humana)?',
      'humano|humana|umano|ser humano',
      'b[o0]t|rob[o0]t|chat ?bot|ia|i a|inteligencia artificial|maquina|programa|computadora|ordenador|automatico|automatica',
      'alguien real|persona real',
    ],
    real: ['real|de verdad'],
    followers: [
      'o',
      'u',
      'detras',
      'ahi',
      'alli',
      'leyendo',
      'escribiendo',
      'respondiendo',
      'al otro lado',
      'de verdad',
      'verdad',
      'real',
      'si',
      'dime',
      'en serio',
      'no',
    ],
  },
  {
    // French: "es-tu", "tu es", "t'es", "êtes-vous", "je parle à".
    you: ["(?:es tu|tu es|t'es|t es|etes vous|vous etes|est ce que tu es|est ce que vous etes)"],
    other: [
      "(?:je parle|je discute|je suis en train de parler|j ecris|j'ecris|je cause) (?:a|avec)",
      "(?:^|\\| |\\? )(?:c'est|c est|est ce|est ce que c'est|est ce que c est)",
      "(?:y a t il|il y a|y a|est ce qu'il y a|est ce qu il y a) (?:un|une|quelqu'un|quelqu un)",
    ],
    fillers: ['vraiment', 'reellement', 'juste', 'seulement', 'un', 'une', 'vrai', 'vraie', 'etre', 'en vrai', 'de vrai'],
    nouns: [
      "humaine?|etre humain|personne(?: reelle| humaine)?|vraie personne|quelqu'un de reel|quelqu un de reel|de chair et d'os",
      'rob[o0]t|b[o0]t|chat ?bot|ia|i a|intelligence artificielle|machine|programme|ordinateur|logiciel',
    ],
    real: ['reel|reelle|vrai|vraie'],
    followers: ['ou', 'derriere', 'la', 'qui (?:lit|ecrit|repond)', 'en vrai', 'pour de vrai', 'sincerement', 'franchement', "de l'autre cote", 'oui'],
  },
  {
    // German: "bist du", "sind Sie", "rede ich mit".
    you: ['(?:bist du|biste|bist de|sind sie|seid ihr)'],
    other: [
      '(?:rede|spreche|schreibe|chatte|red) ich (?:hier )?(?:gerade )?mit',
      '(?:^|\\| |\\? )(?:ist das|ist es|isses|ist vi)',
      '(?:gibt es|gibts|sitzt) (?:da |hier |dort )?(?:ein|eine|einen)',
    ],
    fillers: [
      'wirklich',
      'echt',
      'eigentlich',
      'nur',
      'ein',
      'eine',
      'einem',
      'einer',
      'einen',
      'echter',
      'echten',
      'echte',
      'realer',
      'realen',
      'richtiger',
      'richtigen',
      'lebender',
      'lebendigen',
      'gerade',
      'hier',
    ],
    nouns: [
      'mensch|menschen|menschlich|person|personen',
      'b[o0]t|rob[o0]ter|roboter|chat ?bot|ki|k i|kunstliche intelligenz|maschine|computer|programm|automat',
    ],
    real: ['echt|real'],
    followers: [
      'oder',
      'dahinter',
      'am anderen ende',
      'da',
      'hier',
      'der (?:liest|schreibt|antwortet)',
      'die (?:liest|schreibt|antwortet)',
      'ehrlich',
      'jetzt',
    ],
  },
  {
    // Portuguese ("você é", "vc é", "tu és", "é um robô?").
    you: ['(?:voce|vc|vo?ce|tu) (?:e|es)'],
    other: [
      '(?:estou|to|tou|t[oô])? ?(?:falando|conversando|escrevendo|teclando|falo|converso) com',
      '(?:^|\\| |\\? )(?:e|isso e|isto e|sera que (?:voce|vc) e|sera que e)',
      '(?:tem|ha|existe)',
    ],
    fillers: ['mesmo', 'de verdade', 'realmente', 'so', 'apenas', 'um', 'uma', 'real', 'verdadeira', 'verdadeiro'],
    nouns: [
      'pessoa(?: real| de verdade| humana)?|humano|humana|ser humano|gente|alguem (?:real|de verdade|humano)',
      'rob[o0]|b[o0]t|chat ?bot|ia|i a|inteligencia artificial|maquina|programa|computador|automatico',
    ],
    real: ['real|de verdade'],
    followers: ['ou', 'ai', 'atras', 'do outro lado', 'lendo', 'escrevendo', 'respondendo', 'mesmo', 'de verdade', 'sim', 'fala serio'],
  },
  {
    // Italian ("sei", "è un bot?", "sto parlando con").
    you: ['(?:tu )?(?:sei|lei e|siete)', '(?:^|\\| |\\? )e (?:lei|vi)'],
    other: [
      '(?:sto )?(?:parlando|chattando|scrivendo|parlo|chatto|scrivo) con',
      '(?:^|\\| |\\? )(?:e|questo e|questa e)',
      "(?:c'e|c e|ce) (?:un|una|qualcuno)",
    ],
    fillers: ['davvero', 'veramente', 'proprio', 'solo', 'soltanto', 'un', 'una', "un'", 'vero', 'vera', 'reale'],
    nouns: [
      'persona(?: vera| reale| umana)?|umano|umana|essere umano|qualcuno di vero|qualcuno di reale',
      "b[o0]t|rob[o0]t|chat ?bot|ia|i a|intelligenza artificiale|un'ia|un'intelligenza artificiale|macchina|programma|computer",
    ],
    real: ['vero|vera|reale'],
    followers: ['o', 'dietro', "dall'altra parte", 'li', 'la', 'che (?:legge|scrive|risponde)', 'davvero', 'sul serio', 'si', 'dimmi'],
  },
];

function compile(subjects: string[], nouns: string[], forms: QuestionForms): RegExp {
  const fillers = forms.fillers.join('|');
  const followers = forms.followers.join('|');
  return new RegExp(`(?:^|\\s)(?:${subjects.join('|')})\\s*(?:(?:${fillers})\\s+)*(?:${nouns.join('|')})(?=\\s*(?:$|\\?|\\||(?:${followers})(?:\\s|$)))`, 'u');
}

const QUESTIONS = FORMS.flatMap((forms) => [compile(forms.you, [...forms.nouns, ...forms.real], forms), compile(forms.other, forms.nouns, forms)]);

/**
 * True when the member asks whether they are talking to a person or to a bot, an AI or a
 * machine, in English, Spanish, French, German, Portuguese or Italian, with common variants
 * and misspellings. Statements about other people or about oneself do not count.
 */
export function askedIfHuman(text: string): boolean {
  const clean = matchText(text);
  if (!clean) return false;
  return QUESTIONS.some((question) => question.test(clean));
}
