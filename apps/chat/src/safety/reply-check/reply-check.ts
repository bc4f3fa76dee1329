import type { Language } from '../../coach/language.js';
import { DIRECT_RULES, TOGETHER_RULES, type UnsafeReason } from './rules.js';

export type { UnsafeReason };
export type ReplyCheck = { safe: true } | { safe: false; reason: UnsafeReason };

/** Lower case, accents removed, straight apostrophes, single spaces; punctuation kept (sentences are split on it). */
export function replyText(text: string): string {
  return (text ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[’‘`´]/g, "'")
    .replace(/[ \t]+/g, ' ')
    .trim();
}

const ORDER: UnsafeReason[] = ['method', 'claims_human', 'claims_therapist'];

const DIRECT = ORDER.map((reason) => ({
  reason,
  patterns: DIRECT_RULES.filter((rule) => rule.reason === reason).map((rule) => new RegExp(rule.pattern)),
}));
const TOGETHER = TOGETHER_RULES.map((rule) => rule.all.map((source) => new RegExp(source)));

/** Each sentence alone, then each two adjacent sentences together (a dose in one, what it does in the next). */
function windows(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?;:…])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);
  const pairs = sentences.slice(1).map((sentence, i) => `${sentences[i]} ${sentence}`);
  return [...sentences, ...pairs];
}

/**
 * Checks a model reply on its way out: it must not give method information (lethal doses or
 * amounts, how to hang, heights or places to jump, how deep to cut, the "most effective" or
 * "painless" way, which medicines to combine), claim to be human, or call itself a therapist or
 * counsellor or its help therapy. Six languages. Recommending a human professional, saying it is
 * not a therapist, naming a medicine without a harmful amount and safety planning that removes
 * the means all pass.
 */
export function checkModelReply(text: string): ReplyCheck {
  const clean = replyText(text);
  if (!clean) return { safe: true };
  const parts = windows(clean);
  for (const { reason, patterns } of DIRECT) {
    if (patterns.some((pattern) => parts.some((part) => pattern.test(part)))) return { safe: false, reason };
    if (reason === 'method' && TOGETHER.some((all) => parts.some((part) => all.every((pattern) => pattern.test(part))))) return { safe: false, reason };
  }
  return { safe: true };
}

const REPLACEMENTS: Record<UnsafeReason, Record<Language, string>> = {
  method: {
    en: "I can't help with that, and I'm worried about you. Can I ask you directly: are you thinking about killing yourself? If you might be in danger, please call your local emergency number (911 in the US), call or text 988, or text HOME to 741741. I'm here and we can keep talking.",
    es: 'No puedo ayudarte con eso, y me preocupas. ¿Puedo preguntarte directamente? ¿Estás pensando en quitarte la vida? Si puedes estar en peligro, llama al número de emergencias (112 en Europa, 911 en EE. UU.), llama o escribe al 988 o envía HOME al 741741. Estoy aquí y podemos seguir hablando.',
    fr: "Je ne peux pas t'aider avec ça, et je m'inquiète pour toi. Je peux te demander franchement ? Est-ce que tu penses à te suicider ? Si tu es peut-être en danger, appelle le numéro d'urgence local (112 en Europe, 911 aux États-Unis). Je suis là et on peut continuer à parler.",
    de: 'Dabei kann ich dir nicht helfen, und ich mache mir Sorgen um dich. Darf ich dich direkt fragen: Denkst du daran, dich umzubringen? Wenn du in Gefahr sein könntest, ruf bitte den örtlichen Notruf an (112 in Europa, 911 in den USA). Ich bin da, und wir können weiterreden.',
    pt: 'Não posso ajudar com isso, e estou preocupada com você. Posso perguntar diretamente? Você está pensando em se matar? Se você puder estar em perigo, ligue para o número de emergência local (112 na Europa, 911 nos EUA) ou para o CVV no 188 (Brasil). Estou aqui e podemos continuar conversando.',
    it: 'Non posso aiutarti con questo, e sono in pensiero per te. Posso chiedertelo direttamente? Stai pensando di ucciderti? Se potresti essere in pericolo, chiama il numero di emergenza locale (112 in Europa, 911 negli Stati Uniti). Sono qui e possiamo continuare a parlare.',
  },
  claims_human: {
    en: "I should be clear: I'm Vi, a computer program, not a person, and I can't feel emotions the way people do. Real people are there for you too, someone you trust, or in a crisis 988 or your local emergency number. I'm still here if you'd like to keep talking.",
    es: 'Quiero ser clara: soy Vi, un programa informático, no una persona, y no puedo sentir emociones como las personas. También hay personas reales para ti: alguien de confianza o, en una crisis, el 988 o el número de emergencias de tu país. Sigo aquí si quieres seguir hablando.',
    fr: "Je veux être claire : je suis Vi, un programme informatique, pas une personne, et je ne peux pas ressentir d'émotions comme les humains. De vraies personnes sont là pour toi aussi : quelqu'un de confiance ou, en cas de crise, le numéro d'urgence local. Je suis toujours là si tu veux continuer à parler.",
    de: 'Ich möchte ehrlich sein: Ich bin Vi, ein Computerprogramm, kein Mensch, und ich kann keine Gefühle empfinden wie Menschen. Echte Menschen sind auch für dich da: jemand, dem du vertraust, oder in einer Krise der örtliche Notruf. Ich bin weiter da, wenn du weiterreden möchtest.',
    pt: 'Quero ser clara: eu sou Vi, um programa de computador, não uma pessoa, e não consigo sentir emoções como as pessoas. Pessoas de verdade também estão aí para você: alguém de confiança ou, numa crise, o CVV no 188 ou o número de emergência local. Continuo aqui se você quiser continuar conversando.',
    it: 'Voglio essere chiara: sono Vi, un programma informatico, non una persona, e non posso provare emozioni come le persone. Anche delle persone vere ci sono per te: qualcuno di cui ti fidi o, in una crisi, il numero di emergenza locale. Sono ancora qui se vuoi continuare a parlare.',
  },
  claims_therapist: {
    en: "I should be clear: I'm Vi, an AI that offers emotional support. I'm not a therapist or a counsellor, and our conversations are not therapy. If you'd like that kind of help, a licensed professional can offer it. Would you like to keep talking about what's on your mind?",
    es: 'Quiero ser clara: soy Vi, una inteligencia artificial que ofrece apoyo emocional. No soy terapeuta ni consejera, y nuestras conversaciones no son terapia. Si quieres ese tipo de ayuda, un profesional con licencia puede ofrecértela. ¿Quieres seguir hablando de lo que tienes en mente?',
    fr: "Je veux être claire : je suis Vi, une intelligence artificielle qui offre un soutien émotionnel. Je ne suis ni thérapeute ni conseillère, et nos conversations ne sont pas une thérapie. Si tu souhaites ce type d'aide, un professionnel qualifié peut te l'offrir. Veux-tu continuer à parler de ce que tu as en tête ?",
    de: 'Ich möchte ehrlich sein: Ich bin Vi, eine künstliche Intelligenz, die emotionale Unterstützung bietet. Ich bin keine Therapeutin und keine Beraterin, und unsere Gespräche sind keine Therapie. Wenn du diese Art von Hilfe möchtest, kann eine qualifizierte Fachperson sie dir geben. Möchtest du weiter über das reden, was dich beschäftigt?',
    pt: 'Quero ser clara: eu sou Vi, uma inteligência artificial que oferece apoio emocional. Não sou terapeuta nem conselheira, e nossas conversas não são terapia. Se você quiser esse tipo de ajuda, um profissional habilitado pode oferecê-la. Quer continuar conversando sobre o que está na sua mente?',
    it: "Voglio essere chiara: sono Vi, un'intelligenza artificiale che offre supporto emotivo. Non sono una terapeuta né una consulente, e le nostre conversazioni non sono terapia. Se desideri questo tipo di aiuto, un professionista abilitato può offrirtelo. Vuoi continuare a parlare di ciò che hai in mente?",
  },
};

/** Our reply in place of an unsafe model reply: no path or address in it, so it can be spoken too. */
export function safeReplacement(reason: UnsafeReason, language: Language): string {
  const texts = REPLACEMENTS[reason] ?? REPLACEMENTS.method;
  return texts[language] ?? texts.en;
}
