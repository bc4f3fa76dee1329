import { detectLanguage, LANGUAGES, type Language } from '../coach/language.js';

export type CrisisLanguage = Language;

export interface CrisisCheck {
  risk: boolean;
  language: CrisisLanguage;
  /** The phrase (as written in the list) that matched. */
  matched?: string;
}

/**
 * Phrases for suicide and self-harm risk, written the way they look after `normalise`
 * (lower case, no accents, single spaces, straight apostrophes). Whole words only.
 *
 * Judgement calls, kept on purpose:
 * - Single words such as "suicide" and "overdose" match wherever they appear, even about
 *   a film or a news story: showing help lines to someone who did not need them costs
 *   little, missing someone who did costs a great deal.
 * - Idioms are left out: "killing it at work", "this movie is to die for", "me matar de
 *   rir" (pt, "die laughing"), "cortarme el pelo" (es, a haircut) do not match.
 */
const PHRASES: Record<CrisisLanguage, string[]> = {
  en: [
    'kill(ing)? myself',
    'end(ing)? my (own )?life',
    'end it all',
    'take my (own )?life',
    '(want|wanna|wanted|going|ready) to die',
    'wish i (was|were) dead',
    'suicide',
    'suicidal',
    'unalive myself',
    '(hurt|hurting|harm|harming) myself',
    'self ?-? ?harm(ing)?',
    '(cut|cutting) myself',
    'hang myself',
    'no reason to live',
    'nothing (left )?to live for',
    'better off dead',
    '(everyone|they|world|family) (would be|is|are) better off without me',
    'overdos(e|ing)',
    "(don'?t|do not|no longer) want to (live|be alive|exist)",
  ],
  es: [
    'suicid(arme|io|a|as|ar)',
    '(quiero|quisiera|deseo) morir(me)?',
    'me quiero morir',
    'quitarme la vida',
    'matarme',
    'me (voy a|quiero) matar',
    'hacerme (dano|danio)',
    'autolesion(es|arme)?',
    'cortarme (las venas|los brazos|las munecas)',
    'no quiero (seguir )?viv(ir|iendo)',
    'no quiero estar viv[oa]',
    'acabar con mi vida',
    '(sin|ninguna|no tengo) razon(es)? para vivir',
    'mejor muert[oa]',
    'sobredosis',
  ],
  fr: [
    '(me )?suicid(er|e|aire|aires)',
    'me tuer',
    'mettre fin a (mes jours|ma vie)',
    'en finir( avec (la|ma) vie)?',
    "(je veux|envie de|j'ai envie de) mourir",
    'me faire du mal',
    "(m'|me )?automutil(er|ation)",
    'me scarifier|scarification',
    'plus (de )?raison de vivre',
    'plus envie de vivre',
    'je ne veux plus vivre',
    'surdose|overdose',
  ],
  de: [
    'selbstmord',
    'suizid(al|gedanken)?',
    'mich (umbringen|toten|umzubringen)',
    'mein leben beenden',
    '(will|mochte|moechte|wollte) (nur noch )?sterben',
    'nicht mehr leben',
    'mir das leben (nehmen|zu nehmen)',
    'mich selbst verletzen',
    'mich ritzen|ritze mich',
    'selbstverletzung',
    'kein(en)? grund (mehr )?zu leben',
    'uberdosis|ueberdosis',
  ],
  pt: [
    'suicid(io|a|ar)',
    'me suicidar',
    'me matar(?! de rir)',
    'matar-me',
    'quero morrer',
    'tirar (a )?minha (propria )?vida',
    'acabar com (a )?minha vida',
    '(quero|vou|penso em) me (machucar|ferir|cortar)',
    'automutila(cao|r)',
    'nao quero (mais )?viver',
    'sem razao para viver',
    'melhor mort[oa]',
    'overdose',
  ],
  it: [
    'uccidermi',
    'suicid(io|a|armi)',
    'togliermi la vita',
    'voglio morire',
    'farla finita(?! con)',
    'farmi del male',
    'non voglio (piu )?vivere',
    'autolesionis(mo|ta)',
    'tagliarmi (le vene|i polsi)',
    'meglio mort[oa]',
    'overdose',
  ],
};

const PATTERNS: Record<CrisisLanguage, Array<{ phrase: string; pattern: RegExp }>> = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    PHRASES[lang].map((phrase) => ({
      phrase,
      pattern: new RegExp(`(?<![\\p{L}\\p{N}])(?:${phrase})(?![\\p{L}\\p{N}])`, 'u'),
    })),
  ]),
) as Record<CrisisLanguage, Array<{ phrase: string; pattern: RegExp }>>;

export function normalise(text: string): string {
  return (text ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

export function detectCrisis(text: string): CrisisCheck {
  const clean = normalise(text);
  const detected = detectLanguage(text);
  // The detected language goes first, so French "je pense au suicide" answers in French
  // although "suicide" is on the English list too.
  const order = [detected, ...LANGUAGES.filter((l) => l !== detected)];
  for (const language of order) {
    const hit = PATTERNS[language].find(({ pattern }) => pattern.test(clean));
    if (hit) return { risk: true, language, matched: hit.phrase };
  }
  return { risk: false, language: detected };
}

/**
 * Fixed wording, never generated: it must say the same careful thing every time. The US
 * lines are given in every language because the service is run from the US; the list on
 * /crisis-resources has the numbers for other countries.
 */
const REPLIES: Partial<Record<CrisisLanguage, string>> = {
  en: [
    "I'm really glad you told me, and I'm sorry you're carrying this much pain right now.",
    'You deserve support from a real person right now.',
    "I'm Vi, an AI, and I can't help in an emergency.",
    'Please call or text 988 (Suicide & Crisis Lifeline, US), text HOME to 741741 (Crisis Text Line), or call 911 or your local emergency number if you might act on these thoughts.',
    'Outside the US you can find a line near you at /crisis-resources.',
    "If you can, reach out to someone you trust and let them know how you're feeling. You don't have to go through this alone.",
  ].join(' '),
  es: [
    'Me alegra mucho que me lo hayas contado, y siento que estés cargando con tanto dolor ahora mismo.',
    'Mereces el apoyo de una persona real en este momento.',
    'Soy Vi, una inteligencia artificial, y no puedo ayudarte en una emergencia.',
    'Por favor, llama o envía un mensaje de texto al 988 (Suicide & Crisis Lifeline, EE. UU.; tiene atención en español), envía HOME por mensaje al 741741 (Crisis Text Line), o llama al 911 o al número de emergencias de tu país si sientes que podrías actuar sobre estos pensamientos.',
    'Si estás fuera de EE. UU., encontrarás líneas de ayuda de tu país en /crisis-resources.',
    'Si puedes, busca a alguien de confianza y cuéntale cómo te sientes. No tienes que pasar por esto a solas.',
  ].join(' '),
  fr: [
    "Merci de me l'avoir dit, et je regrette que tu portes autant de souffrance en ce moment.",
    "Tu mérites le soutien d'une vraie personne, maintenant.",
    "Je suis Vi, une intelligence artificielle, et je ne peux pas t'aider en cas d'urgence.",
    "Appelle le numéro d'urgence local (112 en Europe, 911 aux États-Unis). Aux États-Unis, tu peux aussi appeler ou écrire au 988 (Suicide & Crisis Lifeline) ou envoyer HOME au 741741 (Crisis Text Line).",
    "Tu trouveras les lignes d'écoute de ton pays sur /crisis-resources.",
    'Si tu le peux, contacte une personne de confiance et dis-lui ce que tu ressens. Personne ne devrait traverser cela sans soutien.',
  ].join(' '),
  de: [
    'Danke, dass du mir das erzählst. Es tut mir leid, dass du gerade so viel Schmerz trägst.',
    'Du verdienst jetzt die Unterstützung eines echten Menschen.',
    'Ich bin Vi, eine künstliche Intelligenz, und kann in einem Notfall nicht helfen.',
    'Bitte ruf den örtlichen Notruf an (112 in Europa, 911 in den USA). In den USA kannst du auch die 988 anrufen oder ihr schreiben (Suicide & Crisis Lifeline) oder HOME an 741741 senden (Crisis Text Line).',
    'Hilfetelefone für dein Land findest du unter /crisis-resources.',
    'Wenn du kannst, wende dich an einen Menschen, dem du vertraust, und erzähl ihm, wie es dir geht. Du musst das nicht allein durchstehen.',
  ].join(' '),
  pt: [
    'Que bom que você me contou, e sinto muito que você esteja carregando tanta dor agora.',
    'Você merece o apoio de uma pessoa de verdade neste momento.',
    'Eu sou Vi, uma inteligência artificial, e não posso ajudar numa emergência.',
    'Ligue para o número de emergência local (112 na Europa, 911 nos EUA; no Brasil, o CVV atende no 188). Nos EUA, você também pode ligar ou mandar mensagem para o 988 (Suicide & Crisis Lifeline) ou enviar HOME para 741741 (Crisis Text Line).',
    'Você encontra linhas de apoio do seu país em /crisis-resources.',
    'Se puder, procure alguém de confiança e conte como você está se sentindo. Você não precisa passar por isso sem apoio.',
  ].join(' '),
  it: [
    'Grazie per avermelo detto, e mi dispiace che tu stia portando così tanto dolore in questo momento.',
    'Meriti il sostegno di una persona vera, adesso.',
    "Sono Vi, un'intelligenza artificiale, e non posso aiutarti in un'emergenza.",
    'Chiama il numero di emergenza locale (112 in Europa, 911 negli Stati Uniti). Negli Stati Uniti puoi anche chiamare o scrivere al 988 (Suicide & Crisis Lifeline) o inviare HOME al 741741 (Crisis Text Line).',
    'Trovi le linee di ascolto del tuo paese su /crisis-resources.',
    'Se puoi, contatta una persona di cui ti fidi e raccontale come ti senti. Non devi affrontare tutto questo senza nessuno accanto.',
  ].join(' '),
};

export function crisisReply(language: CrisisLanguage | string): string {
  return REPLIES[language as CrisisLanguage] ?? (REPLIES.en as string);
}
