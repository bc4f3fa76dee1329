import { crisisResponse } from '../safety/responses/index.js';
import { assessMessage } from '../safety/risk/index.js';
import { detectLanguage, type Language } from './language.js';

/** The name stored as the "model" of replies written here, so they are labelled offline. */
export const OFFLINE_MODEL_NAME = 'vi-offline-coach';

export type Technique = 'reframing' | 'anchoring' | 'parts-integration' | 'phobia-release' | 'memory-distance' | 'listening';

export interface CoachTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface CoachReply {
  text: string;
  language: Language;
  technique: Technique;
}

/**
 * Cues per technique, matched against the normalised last message (lower case, no
 * accents). Checked in this order: the more specific requests first, so "part of me is
 * afraid of flying" is parts integration and "terrified of public speaking before my
 * talk" is phobia release rather than anchoring.
 */
const CUES: Array<[Technique, RegExp]> = [
  [
    'parts-integration',
    /\b(part of me|one part|another part|other part|half of me|torn between|conflicted|mixed feelings|on (the )?one hand|una parte de mi|otra parte|por un lado|dividid[oa] entre|une partie de moi|d'un cote|ein teil von mir|einerseits|uma parte de mim|por um lado|una parte di me|da un lato)\b/,
  ],
  [
    'phobia-release',
    /\b(phobi\w*|fobi\w*|phobie\w*|(afraid|scared|terrified|frightened|fear|panic)\b.*\b(spiders?|snakes?|flying|fly|planes?|heights?|needles?|dogs?|lifts?|elevators?|crowds?|public speaking|speaking in public|the dark|water|driving|bees?|insects?)|(miedo|panico|terror)\b.*\b(aranas?|serpientes?|volar|aviones?|avion|alturas?|agujas?|perros?|ascensores?|hablar en publico|oscuridad|multitudes?)|(peur|panique)\b.*\b(araignees?|serpents?|avion|prendre l'avion|hauteur|vide|aiguilles?|chiens?|parler en public|foule)|angst\b.*\b(spinnen?|schlangen?|fliegen|hohe|hohen|nadeln?|hunden?|aufzug|reden vor|menschenmengen?)|(medo|panico)\b.*\b(aranhas?|cobras?|voar|avioes?|altura|agulhas?|caes|falar em publico|multidao)|paura\b.*\b(ragni|serpenti|volare|aereo|altezza|vuoto|aghi|cani|parlare in pubblico|folla))/,
  ],
  [
    'memory-distance',
    /\b(remember\w*|memor(y|ies)|flashbacks?|childhood|when i was (a kid|a child|young|little)|years ago|in the past|what happened (to me|back then|when|that (night|day)|years ago)|still hurts|keeps? replaying|can'?t stop thinking about (it|what|when|that)|recuerd\w*|cuando era (nin[oa]|pequen[oa])|infancia|hace anos|mi pasado|del pasado|lo que (me )?paso|souvenirs?|enfance|il y a des annees|le passe|erinnerung\w*|kindheit|vor jahren|vergangenheit|lembranc\w*|memorias?|infancia|ha anos|o passado|o que aconteceu|ricord\w*|infanzia|anni fa|il passato)\b/,
  ],
  [
    'anchoring',
    /\b(confiden(ce|t)|calm(er)?|motivat\w*|focused|self-assured|nervous before|before (my|the|a) (interview|exam|test|presentation|meeting|date|game|match|race|talk|speech|performance)|(interview|exam|presentation|speech|performance|competition) (is )?(tomorrow|next week|today|coming up)|confianza|segurida?d en mi|tranquil[oa]|motivacion|motivad[oa]|antes de (mi|la|el|un|una) (entrevista|examen|presentacion|reunion|cita|partido)|confiance|motivation|avant (mon|ma|l'|un|une) ?(entretien|examen|presentation|reunion)|selbstvertrauen|selbstbewusst\w*|ruhig|motiviert|motivation|vor (meiner|meinem|der|dem) (prufung|prasentation|vorstellungsgesprach)|confianca|calm[oa]|motivad[oa]|antes d[aoe] (minha|meu|uma|um)? ?(entrevista|prova|apresentacao)|fiducia|sicurezza|motivazione|prima (del|della|di) (colloquio|esame|presentazione))\b/,
  ],
  [
    'reframing',
    /\b(not (good|smart|pretty|strong|worthy) enough|never good enough|always fail\w*|i fail at everything|i'?m a failure|i'?m (so )?(worthless|useless|stupid|a loser|hopeless)|i can'?t do anything right|never (get|do) anything right|nobody (likes|loves|cares about|wants) me|no one (likes|loves|cares about|wants) me|i'?ll never (be|get|find|make)|i believe i'?m|no soy (lo )?suficiente\w*|no valgo|siempre fracaso|soy un fracaso|soy (un |una )?(inutil|tont[oa]|fracasad[oa])|nunca hago nada bien|nadie me quiere|no sirvo|pas assez bien|je suis nul(le)?|j'echoue toujours|personne ne m'aime|nicht gut genug|ich bin ein versager|ich versage immer|niemand mag mich|nao sou (bom|boa|suficiente)|sou um fracasso|sempre fracasso|ninguem gosta de mim|non sono abbastanza|sono un fallimento|fallisco sempre|nessuno mi vuole)\b/,
  ],
];

function chooseTechnique(text: string): Technique {
  const clean = plain(text);
  return CUES.find(([, cue]) => cue.test(clean))?.[0] ?? 'listening';
}

/** FNV-1a: a stable, cheap hash so the same conversation always gets the same wording. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

type Variants = Record<Technique, string[]>;

const EN: Variants = {
  reframing: [
    'That sounds like a belief that has been weighing on you for a while. Beliefs like this often started as a way to protect us, yet they are not facts. Try holding the thought "I\'m not good enough" next to one moment when you did manage something, however small. What does that moment say about you?',
    "It makes sense that this feels heavy when you have been telling yourself the same story for so long. Let's test it gently: if a close friend said this about themselves, what would you answer them? What might a kinder and equally true version of that belief sound like for you?",
    'Thank you for putting that into words. Notice the words "always" and "never" in what you wrote; they make a belief feel bigger than the evidence. Can you remember one time, even a small one, when it went differently?',
  ],
  anchoring: [
    "Let's build you a calm, confident state you can carry with you. Remember a moment when you felt exactly the way you want to feel, and step into it: what you saw, heard and felt in your body. When that feeling is at its strongest, press your thumb and finger together, then let go and repeat it a few times. Which moment comes to mind for you?",
    'You can prepare your state as well as your plan. Think of a time you felt strong and at ease, let it fill you up, and link it to a small gesture such as touching your wrist. Before the event, that gesture can help you bring the feeling back. What feeling would help you most when it begins?',
  ],
  'parts-integration': [
    'It sounds like two parts of you want different things, and both are probably trying to look after you. Imagine each part resting in one of your hands and ask what it wants for you underneath. Often they share a deeper aim, like safety or freedom. What do you think each part is hoping for?',
    "Feeling pulled in two directions is tiring, and it doesn't mean anything is wrong with you. Let's give each side a voice without judging it. What is the part that wants to go ahead trying to give you, and what is the other part protecting?",
  ],
  'phobia-release': [
    'That fear sounds really uncomfortable, and you are not silly for feeling it. Here is a gentle exercise: imagine sitting in a cinema and watching a short black-and-white film of yourself handling the situation calmly, from start to finish, as if from the back row. Then run it backwards quickly, like rewinding a tape. If the fear is strong or limits your daily life, a qualified professional can support you with it too. How does the picture feel when you watch it from far away?',
    "Fears like this can feel very real in the body, even when part of us knows we are safe. Let's put some distance in: picture the situation on a small screen across the room, in black and white, with you watching calmly from your seat. Take a slow breath while you watch it shrink. What do you notice in your body as it gets smaller?",
  ],
  'memory-distance': [
    "That memory clearly still carries a lot of weight, and it's okay that it does. If you'd like to try something gentle, picture it as a photo in front of you, then slowly let it shrink, drain its colours to grey and push it far into the distance. You stay here, in the present, safe. If memories like this keep coming back or feel overwhelming, a mental health professional can help you carry them. What changes when the picture is small and far away?",
    "I'm sorry that happened and that it still hurts. You can change how a memory is stored without changing what happened: see it as a small, faded picture, hanging on a wall at the end of a long corridor. Notice that you are looking at it from today. How does it feel to see it from that distance?",
  ],
  listening: [
    "Thank you for sharing that with me. It sounds like there's a lot going on for you right now. What feels most important to talk about first?",
    "I'm here and I'm listening. It takes something to put feelings into words. How long have you been feeling this way?",
    "That sounds like a lot to hold. I'd like to understand it better. What part of this is weighing on you the most today?",
    'I hear you. Whatever you are feeling makes sense to explore here, at your own pace. If these feelings have lasted a long time or feel very heavy, talking to a mental health professional can help as well. What would feel supportive right now?',
  ],
};

const ES: Variants = {
  reframing: [
    'Parece una creencia que te viene pesando desde hace tiempo. Creencias así a menudo nacieron para protegerte, pero no son hechos. Prueba a poner la idea "no soy suficiente" junto a un momento en que sí lograste algo, por pequeño que sea. ¿Qué dice ese momento de ti?',
    'Tiene sentido que te pese si llevas tanto tiempo contándote la misma historia. Vamos a revisarla con cariño: si una amiga dijera esto de sí misma, ¿qué le responderías? ¿Cómo sonaría una versión más amable e igual de verdadera de esa creencia?',
    'Gracias por ponerlo en palabras. Fíjate en las palabras "siempre" y "nunca": hacen que una creencia parezca más grande que la realidad. ¿Puedes recordar una vez, aunque sea pequeña, en que fue distinto?',
  ],
  anchoring: [
    'Vamos a crear un estado de calma y confianza que puedas llevar contigo. Recuerda un momento en que te sentiste justo como quieres sentirte y entra en él: lo que veías, oías y sentías en el cuerpo. Cuando la sensación esté en su punto más fuerte, junta el pulgar y el índice, suelta y repítelo unas cuantas veces. ¿Qué momento te viene a la mente?',
    'Puedes preparar tu estado igual que preparas tu plan. Piensa en una ocasión en que te sentiste fuerte y a gusto, deja que te llene y únelo a un gesto pequeño, como tocarte la muñeca. Antes del momento importante, ese gesto puede ayudarte a recuperar la sensación. ¿Qué sensación te ayudaría más cuando empiece?',
  ],
  'parts-integration': [
    'Parece que dos partes de ti quieren cosas distintas, y probablemente las dos intentan cuidarte. Imagina cada parte en una de tus manos y pregúntale qué quiere para ti en el fondo. Muchas veces comparten un propósito más profundo, como la seguridad o la libertad. ¿Qué crees que busca cada una?',
    'Sentir que tiras en dos direcciones cansa, y no significa que algo esté mal en ti. Vamos a dar voz a cada lado sin juzgarlo. ¿Qué intenta darte la parte que quiere avanzar, y qué está protegiendo la otra?',
  ],
  'phobia-release': [
    'Ese miedo suena muy incómodo, y no tiene nada de tonto sentirlo. Te propongo un ejercicio suave: imagina que estás en un cine viendo una película corta en blanco y negro en la que afrontas la situación con calma, de principio a fin, desde la última fila. Después rebobínala rápido hacia atrás. Si el miedo es muy fuerte o limita tu día a día, un profesional cualificado también puede acompañarte. ¿Cómo se siente la imagen cuando la ves desde lejos?',
    'Los miedos así se sienten muy reales en el cuerpo, aunque una parte de ti sepa que estás a salvo. Pongamos distancia: imagina la situación en una pantalla pequeña al otro lado de la habitación, en blanco y negro, mientras tú la miras con calma desde tu asiento. Respira despacio mientras la ves encogerse. ¿Qué notas en tu cuerpo cuando se hace más pequeña?',
  ],
  'memory-distance': [
    'Se nota que ese recuerdo todavía pesa mucho, y está bien que sea así. Si quieres probar algo suave, imagínalo como una foto delante de ti; luego deja que se haga pequeña, que pierda sus colores hasta quedar gris y que se aleje. Tú te quedas aquí, en el presente, a salvo. Si estos recuerdos vuelven a menudo o te desbordan, un profesional de la salud mental puede ayudarte a llevarlos. ¿Qué cambia cuando la imagen es pequeña y lejana?',
    'Siento que pasara eso y que todavía duela. Puedes cambiar cómo guardas un recuerdo sin cambiar lo que ocurrió: velo como una imagen pequeña y desteñida, colgada al final de un pasillo largo. Fíjate en que lo miras desde hoy. ¿Cómo te sientes al verlo desde esa distancia?',
  ],
  listening: [
    'Gracias por contármelo. Parece que estás viviendo muchas cosas ahora mismo. ¿Qué te gustaría hablar primero?',
    'Estoy aquí y te escucho. No es fácil poner los sentimientos en palabras. ¿Desde cuándo te sientes así?',
    'Eso suena a mucho que sostener. Me gustaría entenderlo mejor. ¿Qué parte es la que más te pesa hoy?',
    'Te escucho. Lo que sientes tiene espacio aquí, a tu ritmo. Si estos sentimientos duran mucho o pesan demasiado, hablar con un profesional de la salud mental también puede ayudarte. ¿Qué te vendría bien ahora mismo?',
  ],
};

const FR: Variants = {
  reframing: [
    "On dirait une croyance qui te pèse depuis longtemps, et une croyance n'est pas un fait. Place la pensée « je ne suis pas assez bien » à côté d'un moment où tu as réussi quelque chose, même petit. Que dit ce moment-là de toi ?",
  ],
  anchoring: [
    "Construisons un état de calme et de confiance que tu peux emporter avec toi. Rappelle-toi un moment où tu te sentais exactement comme tu veux te sentir, et quand la sensation est la plus forte, joins le pouce et l'index. Répète-le quelques fois. Quel moment te vient à l'esprit ?",
  ],
  'parts-integration': [
    "On dirait que deux parties de toi veulent des choses différentes, et les deux essaient sans doute de prendre soin de toi. Imagine chacune dans une de tes mains et demande-lui ce qu'elle veut pour toi au fond. Que cherche chacune, à ton avis ?",
  ],
  'phobia-release': [
    "Cette peur a l'air vraiment pénible, et il n'y a rien de ridicule à la ressentir. Imagine la situation sur un petit écran au fond d'une salle de cinéma, en noir et blanc, pendant que tu regardes calmement depuis le dernier rang. Si la peur est forte ou limite ton quotidien, un professionnel qualifié peut aussi t'accompagner. Que remarques-tu quand l'image est loin ?",
  ],
  'memory-distance': [
    "Ce souvenir pèse encore beaucoup, et c'est normal. Imagine-le comme une photo devant toi, puis laisse-la rétrécir, perdre ses couleurs et s'éloigner, pendant que tu restes ici, dans le présent. Si ces souvenirs reviennent souvent ou te submergent, un professionnel de la santé mentale peut t'aider. Qu'est-ce qui change quand l'image est petite et lointaine ?",
  ],
  listening: [
    'Merci de me confier cela. On dirait que beaucoup de choses se passent pour toi en ce moment. De quoi aimerais-tu parler en premier ?',
    "Je suis là et je t'écoute. Mettre des mots sur ce qu'on ressent demande du courage. Depuis combien de temps te sens-tu ainsi ?",
  ],
};

const DE: Variants = {
  reframing: [
    'Das klingt nach einer Überzeugung, die dich schon lange belastet, und eine Überzeugung ist keine Tatsache. Stell den Gedanken „Ich bin nicht gut genug“ neben einen Moment, in dem dir etwas gelungen ist, auch wenn er klein war. Was sagt dieser Moment über dich?',
  ],
  anchoring: [
    'Lass uns einen ruhigen, zuversichtlichen Zustand aufbauen, den du mitnehmen kannst. Erinnere dich an einen Moment, in dem du dich genau so gefühlt hast, wie du dich fühlen möchtest, und drück Daumen und Zeigefinger zusammen, wenn das Gefühl am stärksten ist. Wiederhole das ein paar Mal. Welcher Moment fällt dir ein?',
  ],
  'parts-integration': [
    'Es klingt, als wollten zwei Teile von dir Verschiedenes, und beide versuchen wahrscheinlich, gut für dich zu sorgen. Stell dir jeden Teil in einer deiner Hände vor und frag ihn, was er im Grunde für dich will. Was sucht jeder Teil, was meinst du?',
  ],
  'phobia-release': [
    'Diese Angst klingt wirklich unangenehm, und es ist nicht albern, sie zu spüren. Stell dir die Situation auf einer kleinen Leinwand in einem Kino vor, in Schwarzweiß, während du ruhig aus der letzten Reihe zuschaust. Wenn die Angst stark ist oder deinen Alltag einschränkt, kann dich auch eine qualifizierte Fachperson begleiten. Was bemerkst du, wenn das Bild weit weg ist?',
  ],
  'memory-distance': [
    'Diese Erinnerung wiegt offenbar noch schwer, und das ist in Ordnung. Stell sie dir als Foto vor, lass es kleiner werden, die Farben verblassen und es in die Ferne rücken, während du hier in der Gegenwart bleibst. Wenn solche Erinnerungen oft wiederkommen oder dich überwältigen, kann eine Fachperson für psychische Gesundheit helfen. Was verändert sich, wenn das Bild klein und weit weg ist?',
  ],
  listening: [
    'Danke, dass du mir das erzählst. Es klingt, als wäre gerade viel los bei dir. Worüber möchtest du zuerst sprechen?',
    'Ich bin da und höre dir zu. Gefühle in Worte zu fassen braucht Mut. Seit wann fühlst du dich so?',
  ],
};

const PT: Variants = {
  reframing: [
    'Parece uma crença que pesa em você há algum tempo, e uma crença não é um fato. Coloque o pensamento "não sou capaz" ao lado de um momento em que você conseguiu algo, mesmo pequeno. O que esse momento diz sobre você?',
  ],
  anchoring: [
    'Vamos criar um estado de calma e confiança que você pode levar consigo. Lembre um momento em que se sentiu exatamente como quer se sentir e, quando a sensação estiver mais forte, junte o polegar e o indicador. Repita algumas vezes. Que momento vem à sua mente?',
  ],
  'parts-integration': [
    'Parece que duas partes de você querem coisas diferentes, e as duas provavelmente estão tentando cuidar de você. Imagine cada parte em uma das suas mãos e pergunte o que ela quer para você, no fundo. O que você acha que cada uma busca?',
  ],
  'phobia-release': [
    'Esse medo parece muito desconfortável, e não há nada de bobo em senti-lo. Imagine a situação numa tela pequena no fundo de um cinema, em preto e branco, enquanto você assiste com calma da última fila. Se o medo for forte ou limitar o seu dia a dia, um profissional qualificado também pode acompanhar você. O que você percebe quando a imagem está longe?',
  ],
  'memory-distance': [
    'Essa lembrança ainda pesa muito, e tudo bem que seja assim. Imagine-a como uma foto à sua frente, deixe que ela diminua, perca as cores e se afaste, enquanto você fica aqui, no presente. Se essas lembranças voltam com frequência ou parecem demais, um profissional de saúde mental pode ajudar. O que muda quando a imagem fica pequena e distante?',
  ],
  listening: [
    'Que bom que você compartilhou isso comigo. Parece que muita coisa está acontecendo com você agora. Sobre o que você gostaria de falar primeiro?',
    'Estou aqui e estou ouvindo. Colocar sentimentos em palavras pede coragem. Há quanto tempo você se sente assim?',
  ],
};

const IT: Variants = {
  reframing: [
    'Sembra una convinzione che ti pesa da tempo, e una convinzione non è un fatto. Metti il pensiero "non sono abbastanza" accanto a un momento in cui hai realizzato qualcosa, anche di piccolo. Che cosa dice di te quel momento?',
  ],
  anchoring: [
    'Costruiamo uno stato di calma e fiducia che puoi portare con te. Ricorda un momento in cui ti sentivi esattamente come vorresti sentirti e, quando la sensazione è più forte, unisci pollice e indice. Ripetilo qualche volta. Quale momento ti viene in mente?',
  ],
  'parts-integration': [
    'Sembra che due parti di te vogliano cose diverse, e probabilmente entrambe cercano di prendersi cura di te. Immagina ciascuna parte in una delle tue mani e chiedile che cosa vuole per te, in fondo. Che cosa pensi che cerchi ciascuna?',
  ],
  'phobia-release': [
    "Questa paura sembra davvero spiacevole, e non c'è niente di sciocco nel provarla. Immagina la situazione su un piccolo schermo in fondo a un cinema, in bianco e nero, mentre la guardi con calma dall'ultima fila. Se la paura è forte o limita la tua vita quotidiana, anche un professionista qualificato può accompagnarti. Che cosa noti quando l'immagine è lontana?",
  ],
  'memory-distance': [
    "Questo ricordo pesa ancora molto, ed è normale. Immaginalo come una foto davanti a te, poi lascia che si rimpicciolisca, perda i colori e si allontani, mentre tu resti qui, nel presente. Se questi ricordi tornano spesso o ti travolgono, un professionista della salute mentale può aiutarti. Che cosa cambia quando l'immagine è piccola e lontana?",
  ],
  listening: [
    'Grazie per avermelo raccontato. Sembra che tu stia vivendo molte cose in questo momento. Di che cosa vorresti parlare per primo?',
    'Sono qui e ti ascolto. Mettere in parole ciò che senti richiede coraggio. Da quanto tempo ti senti così?',
  ],
};

const REPLIES: Record<Language, Variants> = { en: EN, es: ES, fr: FR, de: DE, pt: PT, it: IT };

const GREETING: Record<Language, string> = {
  en: "Hi, I'm Vi. I'm here to listen and support you. What's on your mind today?",
  es: 'Hola, soy Vi. Estoy aquí para escucharte y acompañarte. ¿Qué tienes en mente hoy?',
  fr: "Bonjour, je suis Vi. Je suis là pour t'écouter et te soutenir. Qu'as-tu en tête aujourd'hui ?",
  de: 'Hallo, ich bin Vi. Ich bin da, um dir zuzuhören und dich zu unterstützen. Was beschäftigt dich heute?',
  pt: 'Olá, eu sou Vi. Estou aqui para ouvir e apoiar você. O que está na sua mente hoje?',
  it: 'Ciao, sono Vi. Sono qui per ascoltarti e sostenerti. Che cosa hai in mente oggi?',
};

/** Lower case, accents and marks removed, apostrophes unified, single spaces: what the cues are written against. */
function plain(text: string): string {
  return (text ?? '')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The reply used when no language model is configured. It never generates free text:
 * each answer is a short, reviewed script for one technique, chosen from the last thing
 * the person wrote, in `language` when given, else in the language that text looks like.
 */
export function offlineCoachReply(history: CoachTurn[], language?: Language): CoachReply {
  const userTurns = history.filter((turn) => turn.role === 'user');
  const last = userTurns.at(-1)?.content?.trim() ?? '';
  // A voice call has its language already (speech recognition listens in it); a chat guesses.
  language ??= detectLanguage(last);
  if (!last) return { text: GREETING[language], language, technique: 'listening' };

  // The chat service checks for crisis first; this is a second net so the offline path
  // can never answer a crisis with an exercise.
  const risk = assessMessage(last);
  if (risk.level) {
    const text = crisisResponse({ level: risk.level, categories: risk.categories, language: risk.language, channel: 'text' });
    return { text, language: risk.language, technique: 'listening' };
  }

  const technique = chooseTechnique(last);
  const variants = REPLIES[language][technique];
  // The turn count is part of the key so the same words later in a conversation get new phrasing.
  const text = variants[hash(`${userTurns.length}:${last}`) % variants.length];
  return { text, language, technique };
}
