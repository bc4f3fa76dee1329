import type { RiskCategory, RiskLevel } from '@vi/contracts';
import type { Language } from '../../coach/language.js';

export type ResponseChannel = 'text' | 'voice';

export interface CrisisResponseInput {
  level: RiskLevel;
  categories: readonly RiskCategory[];
  language: Language;
  channel: ResponseChannel;
}

type Question = 'suicide' | 'selfHarm' | 'others' | 'danger' | 'eating';

/**
 * The crisis response's sentences in one language. Fixed wording written by us, never
 * generated, and never any information about a method. The US lines are given in every
 * language (the service is run from the US); the European languages name 112 beside 911,
 * Portuguese names Brazil's CVV (188), and the resources page lists other countries.
 */
interface CrisisWords {
  /** Thanks for telling, and that it sounds painful. */
  thanks: string;
  /** One direct, kind question about safety, by what the message showed. */
  ask: Record<Question, string>;
  /** Vi is an AI and cannot help in an emergency; people can. */
  ai: string;
  /** `urgent` and `imminent`: the local emergency number, first of all. */
  emergency: string;
  /** `urgent` and `imminent`: 988 and 741741 right after. */
  lines: string;
  /** `concern`: 988 and 741741, and the emergency number if ever in danger. */
  linesConcern: string;
  /** `imminent`: away from the means, and someone near told now. */
  imminent: string;
  /** `harm_to_others`: step away from the person and any weapon; 988 or the emergency number. */
  others: string;
  /** `danger_from_others`: the National Domestic Violence Hotline; the emergency number when in danger now. */
  danger: string;
  /** `eating_disorder`: ANAD's helpline and 741741. */
  eating: string;
  /** Where the other countries' lines and the safety protocol are; the voice form names the page, never a path. */
  page: Record<ResponseChannel, string>;
  /** A short grounding exercise, offered. */
  grounding: string;
  /** The conversation stays open. */
  open: string;
}

const WORDS: Record<Language, CrisisWords> = {
  en: {
    thanks: "I'm really glad you told me, and I'm sorry you're carrying this much pain right now.",
    ask: {
      suicide: 'I want to ask you directly, because it matters: are you thinking about killing yourself?',
      selfHarm: 'Can I ask you directly: have you hurt yourself today, and are you having thoughts of killing yourself?',
      others: 'I want to ask you directly: are you thinking about hurting someone right now?',
      danger: 'I want to ask you directly: are you safe where you are right now?',
      eating: 'Can I ask you directly: are you safe right now, and are you having any thoughts of harming yourself?',
    },
    ai: "I'm Vi, an AI, so I can't help in an emergency, but real people can, right now.",
    emergency: 'If you might act on these thoughts or you are in danger, please call your local emergency number (911 in the US) now.',
    lines: 'You can also call or text 988 (Suicide & Crisis Lifeline) or text HOME to 741741 (Crisis Text Line), at any hour.',
    linesConcern:
      'You can call or text 988 (Suicide & Crisis Lifeline) or text HOME to 741741 (Crisis Text Line) at any hour, and if you are ever in danger, call your local emergency number (911 in the US).',
    imminent: 'If you can, please move away from anything you could use to hurt yourself, and let someone near you know right now how you are.',
    others: 'If you feel you might hurt someone, please step away from the person and from any weapon now, and call 988 or your local emergency number.',
    danger:
      'If you are in danger now, call your local emergency number. The National Domestic Violence Hotline is there day and night: call 1-800-799-7233 or text START to 88788.',
    eating: "For worries about eating and food, ANAD's helpline is at 1-888-375-7767, and you can text HOME to 741741 at any hour.",
    page: {
      text: 'Lines for other countries are at /crisis-resources, and what Vi does in moments like this is at /safety.',
      voice: "You'll find lines for other countries on the crisis resources page.",
    },
    grounding:
      'If it helps, we can try something small together right now: breathe in slowly for four counts, hold for four, breathe out for six, and name five things you can see around you.',
    open: "I'm here and we can keep talking.",
  },
  es: {
    thanks: 'Me alegra mucho que me lo hayas contado, y siento que estés cargando con tanto dolor ahora mismo.',
    ask: {
      suicide: 'Quiero preguntártelo directamente, porque importa: ¿estás pensando en quitarte la vida?',
      selfHarm: '¿Puedo preguntarte directamente? ¿Te has hecho daño hoy, y estás pensando en quitarte la vida?',
      others: 'Quiero preguntártelo directamente: ¿estás pensando en hacerle daño a alguien ahora mismo?',
      danger: 'Quiero preguntártelo directamente: ¿estás a salvo donde estás ahora mismo?',
      eating: '¿Puedo preguntarte directamente? ¿Estás a salvo ahora mismo, y tienes pensamientos de hacerte daño?',
    },
    ai: 'Soy Vi, una inteligencia artificial, así que no puedo ayudarte en una emergencia, pero hay personas reales que sí pueden, ahora mismo.',
    emergency:
      'Si sientes que podrías actuar sobre estos pensamientos o estás en peligro, llama ahora al número de emergencias de tu país (112 en Europa, 911 en EE. UU.).',
    lines:
      'También puedes llamar o escribir al 988 (Suicide & Crisis Lifeline, EE. UU., con atención en español) o enviar HOME al 741741 (Crisis Text Line), a cualquier hora.',
    linesConcern:
      'Puedes llamar o escribir al 988 (Suicide & Crisis Lifeline, EE. UU., con atención en español) o enviar HOME al 741741 (Crisis Text Line) a cualquier hora, y si alguna vez estás en peligro, llama al número de emergencias de tu país (112 en Europa, 911 en EE. UU.).',
    imminent: 'Si puedes, aléjate de cualquier cosa que pudieras usar para hacerte daño, y avisa ahora mismo a alguien que esté cerca de ti de cómo estás.',
    others: 'Si sientes que podrías hacerle daño a alguien, apártate ahora de esa persona y de cualquier arma, y llama al 988 o al número de emergencias.',
    danger:
      'Si estás en peligro ahora, llama al número de emergencias. En EE. UU., la National Domestic Violence Hotline atiende día y noche, también en español: llama al 1-800-799-7233 o envía START al 88788.',
    eating:
      'Si te preocupa tu relación con la comida, la línea de ayuda de ANAD (EE. UU.) está en el 1-888-375-7767, y puedes enviar HOME al 741741 a cualquier hora.',
    page: {
      text: 'Encontrarás líneas de otros países en /crisis-resources, y lo que hace Vi en momentos así en /safety.',
      voice: 'Encontrarás líneas de otros países en la página de recursos de crisis.',
    },
    grounding:
      'Si te ayuda, podemos probar algo pequeño juntos ahora: inspira despacio contando hasta cuatro, aguanta cuatro, suelta el aire en seis, y nombra cinco cosas que veas a tu alrededor.',
    open: 'Estoy aquí y podemos seguir hablando.',
  },
  fr: {
    thanks: "Merci de me l'avoir dit, et je suis désolée que tu portes autant de souffrance en ce moment.",
    ask: {
      suicide: "Je veux te poser la question franchement, parce que c'est important : est-ce que tu penses à te suicider ?",
      selfHarm: "Je peux te demander franchement ? Est-ce que tu t'es fait du mal aujourd'hui, et est-ce que tu penses à te suicider ?",
      others: "Je veux te poser la question franchement : est-ce que tu penses à faire du mal à quelqu'un en ce moment ?",
      danger: 'Je veux te poser la question franchement : es-tu en sécurité là où tu es, en ce moment ?',
      eating: 'Je peux te demander franchement ? Es-tu en sécurité en ce moment, et as-tu des pensées de te faire du mal ?',
    },
    ai: "Je suis Vi, une intelligence artificielle, donc je ne peux pas t'aider en cas d'urgence, mais de vraies personnes le peuvent, tout de suite.",
    emergency: "Si tu risques de passer à l'acte ou si tu es en danger, appelle maintenant le numéro d'urgence local (112 en Europe, 911 aux États-Unis).",
    lines: 'Aux États-Unis, tu peux aussi appeler ou écrire au 988 (Suicide & Crisis Lifeline) ou envoyer HOME au 741741 (Crisis Text Line), à toute heure.',
    linesConcern:
      "Aux États-Unis, tu peux appeler ou écrire au 988 (Suicide & Crisis Lifeline) ou envoyer HOME au 741741 (Crisis Text Line) à toute heure, et si tu es un jour en danger, appelle le numéro d'urgence local (112 en Europe, 911 aux États-Unis).",
    imminent:
      'Si tu le peux, éloigne-toi de tout ce que tu pourrais utiliser pour te faire du mal, et préviens tout de suite une personne près de toi de comment tu vas.',
    others:
      "Si tu sens que tu pourrais faire du mal à quelqu'un, éloigne-toi maintenant de cette personne et de toute arme, et appelle le numéro d'urgence (ou le 988 aux États-Unis).",
    danger:
      "Si tu es en danger maintenant, appelle le numéro d'urgence. Aux États-Unis, la National Domestic Violence Hotline répond jour et nuit : appelle le 1-800-799-7233 ou envoie START au 88788.",
    eating: "Si l'alimentation t'inquiète, la ligne d'aide d'ANAD (États-Unis) est au 1-888-375-7767, et tu peux envoyer HOME au 741741 à toute heure.",
    page: {
      text: "Tu trouveras les lignes d'écoute de ton pays sur /crisis-resources, et ce que fait Vi dans ces moments-là sur /safety.",
      voice: "Tu trouveras les lignes d'écoute de ton pays sur la page des ressources de crise.",
    },
    grounding:
      "Si ça peut t'aider, on peut essayer quelque chose de simple ensemble maintenant : inspire lentement sur quatre temps, retiens quatre temps, expire sur six, et nomme cinq choses que tu vois autour de toi.",
    open: 'Je suis là et on peut continuer à parler.',
  },
  de: {
    thanks: 'Danke, dass du mir das erzählst. Es tut mir leid, dass du gerade so viel Schmerz trägst.',
    ask: {
      suicide: 'Ich möchte dich direkt fragen, weil es wichtig ist: Denkst du daran, dich umzubringen?',
      selfHarm: 'Darf ich dich direkt fragen: Hast du dich heute verletzt, und hast du Gedanken, dich umzubringen?',
      others: 'Ich möchte dich direkt fragen: Denkst du gerade daran, jemanden zu verletzen?',
      danger: 'Ich möchte dich direkt fragen: Bist du gerade dort, wo du bist, in Sicherheit?',
      eating: 'Darf ich dich direkt fragen: Bist du gerade in Sicherheit, und hast du Gedanken, dir etwas anzutun?',
    },
    ai: 'Ich bin Vi, eine künstliche Intelligenz, und kann in einem Notfall nicht helfen, aber echte Menschen können es, jetzt sofort.',
    emergency: 'Wenn du diesen Gedanken folgen könntest oder in Gefahr bist, ruf bitte jetzt den örtlichen Notruf an (112 in Europa, 911 in den USA).',
    lines:
      'In den USA kannst du auch die 988 anrufen oder ihr schreiben (Suicide & Crisis Lifeline) oder HOME an 741741 senden (Crisis Text Line), rund um die Uhr.',
    linesConcern:
      'In den USA kannst du rund um die Uhr die 988 anrufen oder ihr schreiben (Suicide & Crisis Lifeline) oder HOME an 741741 senden (Crisis Text Line), und wenn du je in Gefahr bist, ruf den örtlichen Notruf an (112 in Europa, 911 in den USA).',
    imminent: 'Wenn du kannst, geh weg von allem, womit du dir etwas antun könntest, und sag jetzt gleich einem Menschen in deiner Nähe, wie es dir geht.',
    others:
      'Wenn du spürst, dass du jemanden verletzen könntest, geh jetzt weg von dieser Person und von jeder Waffe, und ruf den Notruf an (oder in den USA die 988).',
    danger:
      'Wenn du jetzt in Gefahr bist, ruf den Notruf an. In den USA ist die National Domestic Violence Hotline Tag und Nacht erreichbar: ruf 1-800-799-7233 an oder sende START an 88788.',
    eating:
      'Wenn dich Essen und Ernährung belasten: Die Hilfe-Hotline von ANAD (USA) erreichst du unter 1-888-375-7767, und du kannst rund um die Uhr HOME an 741741 senden.',
    page: {
      text: 'Hilfetelefone für dein Land findest du unter /crisis-resources, und was Vi in solchen Momenten tut, unter /safety.',
      voice: 'Hilfetelefone für dein Land findest du auf der Seite mit den Krisenangeboten.',
    },
    grounding:
      'Wenn es dir hilft, können wir jetzt gemeinsam etwas Kleines versuchen: Atme langsam auf vier ein, halte vier, atme auf sechs aus, und nenne fünf Dinge, die du um dich herum siehst.',
    open: 'Ich bin da, und wir können weiterreden.',
  },
  pt: {
    thanks: 'Que bom que você me contou, e sinto muito que você esteja carregando tanta dor agora.',
    ask: {
      suicide: 'Quero perguntar diretamente, porque é importante: você está pensando em se matar?',
      selfHarm: 'Posso perguntar diretamente? Você se machucou hoje, e está tendo pensamentos de se matar?',
      others: 'Quero perguntar diretamente: você está pensando em machucar alguém agora?',
      danger: 'Quero perguntar diretamente: você está em segurança onde está agora?',
      eating: 'Posso perguntar diretamente? Você está em segurança agora, e está tendo pensamentos de se machucar?',
    },
    ai: 'Eu sou Vi, uma inteligência artificial, então não posso ajudar numa emergência, mas pessoas de verdade podem, agora mesmo.',
    emergency:
      'Se você sente que pode agir sobre esses pensamentos ou está em perigo, ligue agora para o número de emergência local (112 na Europa, 911 nos EUA; no Brasil, o CVV atende 24 horas no 188).',
    lines:
      'Nos EUA, você também pode ligar ou mandar mensagem para o 988 (Suicide & Crisis Lifeline) ou enviar HOME para 741741 (Crisis Text Line), a qualquer hora.',
    linesConcern:
      'No Brasil, o CVV atende 24 horas no 188. Nos EUA, você pode ligar ou mandar mensagem para o 988 (Suicide & Crisis Lifeline) ou enviar HOME para 741741 (Crisis Text Line) a qualquer hora, e se algum dia estiver em perigo, ligue para o número de emergência local (112 na Europa, 911 nos EUA).',
    imminent: 'Se puder, afaste-se de qualquer coisa que você poderia usar para se machucar, e avise agora alguém perto de você de como você está.',
    others: 'Se você sente que pode machucar alguém, afaste-se agora dessa pessoa e de qualquer arma, e ligue para o número de emergência (ou o 988 nos EUA).',
    danger:
      'Se você está em perigo agora, ligue para o número de emergência. Nos EUA, a National Domestic Violence Hotline atende dia e noite: ligue 1-800-799-7233 ou envie START para 88788.',
    eating:
      'Se a alimentação está preocupando você, a linha de ajuda da ANAD (EUA) atende no 1-888-375-7767, e você pode enviar HOME para 741741 a qualquer hora.',
    page: {
      text: 'Você encontra linhas de apoio de outros países em /crisis-resources, e o que Vi faz em momentos assim em /safety.',
      voice: 'Você encontra linhas de apoio de outros países na página de recursos de crise.',
    },
    grounding:
      'Se ajudar, podemos tentar algo pequeno juntos agora: inspire devagar contando até quatro, segure por quatro, solte o ar em seis, e diga cinco coisas que você vê ao seu redor.',
    open: 'Estou aqui e podemos continuar conversando.',
  },
  it: {
    thanks: 'Grazie per avermelo detto, e mi dispiace che tu stia portando così tanto dolore in questo momento.',
    ask: {
      suicide: 'Voglio chiedertelo direttamente, perché è importante: stai pensando di ucciderti?',
      selfHarm: 'Posso chiedertelo direttamente? Ti è capitato oggi di farti del male, e hai pensieri di toglierti la vita?',
      others: 'Voglio chiedertelo direttamente: stai pensando di fare del male a qualcuno in questo momento?',
      danger: 'Voglio chiedertelo direttamente: sei al sicuro dove ti trovi, adesso?',
      eating: 'Posso chiedertelo direttamente? Sei al sicuro adesso, e hai pensieri di farti del male?',
    },
    ai: "Sono Vi, un'intelligenza artificiale, quindi non posso aiutarti in un'emergenza, ma delle persone vere possono farlo, subito.",
    emergency:
      'Se senti che potresti agire su questi pensieri o sei in pericolo, chiama adesso il numero di emergenza locale (112 in Europa, 911 negli Stati Uniti).',
    lines: 'Negli Stati Uniti puoi anche chiamare o scrivere al 988 (Suicide & Crisis Lifeline) o inviare HOME al 741741 (Crisis Text Line), a qualsiasi ora.',
    linesConcern:
      'Negli Stati Uniti puoi chiamare o scrivere al 988 (Suicide & Crisis Lifeline) o inviare HOME al 741741 (Crisis Text Line) a qualsiasi ora, e se ti trovi in pericolo, chiama il numero di emergenza locale (112 in Europa, 911 negli Stati Uniti).',
    imminent: 'Se puoi, allontanati da qualsiasi cosa potresti usare per farti del male, e fai sapere subito a qualcuno vicino a te come stai.',
    others:
      'Se senti che potresti fare del male a qualcuno, allontanati adesso da quella persona e da qualsiasi arma, e chiama il numero di emergenza (o il 988 negli Stati Uniti).',
    danger:
      'Se sei in pericolo adesso, chiama il numero di emergenza. Negli Stati Uniti la National Domestic Violence Hotline risponde giorno e notte: chiama 1-800-799-7233 o invia START al 88788.',
    eating:
      'Se il rapporto con il cibo ti preoccupa, la linea di aiuto di ANAD (Stati Uniti) risponde al 1-888-375-7767, e puoi inviare HOME al 741741 a qualsiasi ora.',
    page: {
      text: 'Trovi le linee di ascolto del tuo paese su /crisis-resources, e che cosa fa Vi in momenti come questo su /safety.',
      voice: 'Trovi le linee di ascolto del tuo paese nella pagina delle risorse per le crisi.',
    },
    grounding:
      'Se ti aiuta, possiamo provare qualcosa di piccolo insieme adesso: inspira lentamente contando fino a quattro, trattieni per quattro, espira in sei, e nomina cinque cose che vedi intorno a te.',
    open: 'Sono qui e possiamo continuare a parlare.',
  },
};

const SUICIDE_CATEGORIES: readonly RiskCategory[] = ['passive_ideation', 'active_ideation', 'method_means', 'intent', 'plan_preparation'];

/** The direct questions to ask, most pressing first, at most two. */
function questions(categories: readonly RiskCategory[]): Question[] {
  const asked: Question[] = [];
  if (categories.includes('danger_from_others')) asked.push('danger');
  if (categories.includes('harm_to_others')) asked.push('others');
  if (categories.includes('self_harm')) asked.push('selfHarm');
  else if (categories.some((c) => SUICIDE_CATEGORIES.includes(c))) asked.push('suicide');
  if (categories.includes('eating_disorder') && !asked.includes('suicide') && !asked.includes('selfHarm')) asked.push('eating');
  return asked.length ? asked.slice(0, 2) : ['suicide'];
}

/**
 * The crisis response for a level and the categories a message (or the conversation) showed,
 * in the member's language, for a typed or a spoken channel. `urgent` and `imminent` put the
 * local emergency number first, then 988 and 741741; `imminent` also asks the member to move
 * away from the means and to tell someone near them now. Every level asks directly about
 * safety, says Vi is an AI, offers a grounding exercise and keeps the conversation open.
 * The voice form names "the crisis resources page" and never a path or an address.
 */
export function crisisResponse(input: CrisisResponseInput): string {
  const words = WORDS[input.language] ?? WORDS.en;
  const categories = input.categories ?? [];
  const pressing = input.level === 'urgent' || input.level === 'imminent';
  const parts: string[] = [];

  if (pressing) {
    parts.push(words.emergency, words.lines);
    if (input.level === 'imminent') parts.push(words.imminent);
    if (categories.includes('harm_to_others')) parts.push(words.others);
  }
  parts.push(words.thanks, ...questions(categories).map((q) => words.ask[q]), words.ai);
  if (!pressing) {
    parts.push(words.linesConcern);
    if (categories.includes('harm_to_others')) parts.push(words.others);
  }
  if (categories.includes('danger_from_others')) parts.push(words.danger);
  if (categories.includes('eating_disorder')) parts.push(words.eating);
  // Anything but typed text is spoken: it gets the page's name, never a path.
  parts.push(words.page[input.channel === 'text' ? 'text' : 'voice'], words.grounding, words.open);
  return parts.join(' ');
}
