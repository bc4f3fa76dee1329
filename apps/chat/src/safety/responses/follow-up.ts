import type { Language } from '../../coach/language.js';

/*
 * What Vi says around a crisis, besides the crisis response itself: the check-in that opens
 * the member's next conversation, a short grounding exercise, and the offline coach's answers
 * to the next messages of a conversation that showed risk. Fixed wording written by us, with
 * no path or address in it (it may be spoken) and never any information about a method.
 */

const CHECK_IN: Record<Language, string> = {
  en: "Last time we talked, things were really hard, and I've been hoping you're okay. How are you doing today? Are you safe right now? There's no pressure: we can talk about whatever you like, and if the heavy thoughts come back, you can tell me, and you can call or text 988 at any hour.",
  es: 'La última vez que hablamos, las cosas estaban siendo muy difíciles, y espero que estés bien. ¿Cómo estás hoy? ¿Estás a salvo ahora mismo? Sin ninguna presión: podemos hablar de lo que quieras, y si vuelven los pensamientos difíciles, puedes contármelo, y puedes llamar o escribir al 988 (EE. UU.) o al número de emergencias de tu país a cualquier hora.',
  fr: "La dernière fois qu'on a parlé, les choses étaient vraiment difficiles, et j'espère que tu vas bien. Comment vas-tu aujourd'hui ? Es-tu en sécurité en ce moment ? Aucune pression : on peut parler de ce que tu veux, et si les pensées difficiles reviennent, tu peux me le dire, et appeler le numéro d'urgence local (112 en Europe) ou une ligne d'écoute à toute heure.",
  de: 'Als wir das letzte Mal gesprochen haben, war es wirklich schwer für dich, und ich hoffe, es geht dir inzwischen besser. Wie geht es dir heute? Bist du gerade in Sicherheit? Ganz ohne Druck: Wir können über alles reden, was du möchtest, und wenn die schweren Gedanken zurückkommen, kannst du es mir sagen und jederzeit den Notruf (112 in Europa) oder ein Hilfetelefon anrufen.',
  pt: 'Da última vez que conversamos, as coisas estavam muito difíceis, e espero que você esteja bem. Como você está hoje? Você está em segurança agora? Sem nenhuma pressão: podemos falar sobre o que você quiser, e se os pensamentos pesados voltarem, você pode me contar, e pode ligar para o CVV no 188 (Brasil) ou para o número de emergência local a qualquer hora.',
  it: "L'ultima volta che abbiamo parlato le cose erano davvero difficili, e spero che tu stia bene. Come stai oggi? Sei al sicuro adesso? Nessuna pressione: possiamo parlare di quello che vuoi, e se i pensieri pesanti tornano puoi dirmelo, e puoi chiamare il numero di emergenza locale (112 in Europa) o una linea di ascolto a qualsiasi ora.",
};

const GROUNDING: Record<Language, string> = {
  en: "Let's slow things down together for a minute. Put your feet on the floor and breathe in slowly for four counts, hold for four, and breathe out for six; do that three times. Then look around and name five things you can see, four you can touch, three you can hear, two you can smell and one you can taste. Take your time, and tell me how you feel afterwards.",
  es: 'Vamos a bajar el ritmo juntos un momento. Apoya los pies en el suelo, inspira despacio contando hasta cuatro, aguanta cuatro y suelta el aire en seis; hazlo tres veces. Después mira a tu alrededor y nombra cinco cosas que ves, cuatro que puedes tocar, tres que oyes, dos que hueles y una que saboreas. Tómate tu tiempo y luego cuéntame cómo te sientes.',
  fr: 'Ralentissons ensemble une minute. Pose les pieds bien à plat, inspire lentement sur quatre temps, retiens quatre temps et expire sur six ; fais-le trois fois. Puis regarde autour de toi et nomme cinq choses que tu vois, quatre que tu peux toucher, trois que tu entends, deux que tu sens et une que tu goûtes. Prends ton temps, et dis-moi ensuite comment tu te sens.',
  de: 'Lass uns gemeinsam für eine Minute langsamer werden. Stell die Füße fest auf den Boden, atme langsam auf vier ein, halte vier und atme auf sechs aus; mach das dreimal. Dann schau dich um und nenne fünf Dinge, die du siehst, vier, die du berühren kannst, drei, die du hörst, zwei, die du riechst, und eines, das du schmeckst. Lass dir Zeit und erzähl mir danach, wie es dir geht.',
  pt: 'Vamos desacelerar juntos por um minuto. Apoie os pés no chão, inspire devagar contando até quatro, segure por quatro e solte o ar em seis; faça isso três vezes. Depois olhe ao redor e diga cinco coisas que você vê, quatro que pode tocar, três que ouve, duas que cheira e uma que sente o gosto. Não tenha pressa, e depois me conte como você se sente.',
  it: "Rallentiamo insieme per un minuto. Appoggia bene i piedi a terra, inspira lentamente contando fino a quattro, trattieni per quattro ed espira in sei; fallo tre volte. Poi guardati intorno e nomina cinque cose che vedi, quattro che puoi toccare, tre che senti, due di cui senti l'odore e una di cui senti il sapore. Prenditi il tuo tempo, e poi dimmi come ti senti.",
};

/**
 * The offline coach's answers after a crisis, in turn: each one supportive, each one asks
 * about safety, each offers grounding or the lines again, and none repeats the one before.
 */
const FOLLOW_UPS: Record<Language, string[]> = {
  en: [
    "Thank you for staying and talking with me. I'm listening. What's been the hardest part of today? And are you safe where you are right now? If it gets too heavy, you can call or text 988 at any hour.",
    "I'm still here with you. If it helps, let's slow down together: breathe in for four, hold for four, breathe out for six, three times. How does that feel? Are you having thoughts of hurting yourself or anyone else right now?",
    "You don't have to carry this on your own. Is there someone you trust who could be with you or hear from you tonight? The people at 988 are there too, by call or text, at any hour. Are you safe for now?",
    'It takes strength to keep talking when things hurt this much. What has helped you get through a hard moment before, even a little? If things feel like they might get out of control, please call your local emergency number (911 in the US) or call or text 988. How safe do you feel right now?',
    "Let's try grounding for a moment: name five things you can see, four you can touch, three you can hear, two you can smell and one you can taste. I'll wait. When you're ready: how are you doing now, and are you safe?",
  ],
  es: [
    'Gracias por quedarte y seguir hablando conmigo. Te escucho. ¿Qué ha sido lo más difícil de hoy? ¿Y estás a salvo donde estás ahora mismo? Si se vuelve demasiado pesado, puedes llamar o escribir al 988 (EE. UU.) o al número de emergencias a cualquier hora.',
    'Sigo aquí contigo. Si te ayuda, bajemos el ritmo juntos: inspira en cuatro, aguanta cuatro, suelta en seis, tres veces. ¿Cómo te sientes? ¿Tienes ahora pensamientos de hacerte daño o de hacérselo a otra persona?',
    'No tienes que cargar con esto a solas. ¿Hay alguien de confianza que pueda estar contigo o saber de ti esta noche? En el 988 (EE. UU.) también hay personas a cualquier hora, por llamada o mensaje. ¿Estás a salvo por ahora?',
    'Hace falta fuerza para seguir hablando cuando algo duele tanto. ¿Qué te ha ayudado antes a pasar un momento difícil, aunque sea un poco? Si sientes que las cosas se te pueden ir de las manos, llama al número de emergencias (112 en Europa, 911 en EE. UU.) o llama o escribe al 988. ¿Cómo de seguro te sientes ahora?',
    'Probemos a anclarnos un momento: nombra cinco cosas que veas, cuatro que puedas tocar, tres que oigas, dos que huelas y una que saborees. Te espero. Cuando quieras: ¿cómo estás ahora, y estás a salvo?',
  ],
  fr: [
    "Merci de rester et de continuer à parler avec moi. Je t'écoute. Qu'est-ce qui a été le plus dur aujourd'hui ? Et es-tu en sécurité là où tu es, en ce moment ? Si ça devient trop lourd, tu peux appeler le numéro d'urgence (112 en Europe) ou une ligne d'écoute à toute heure.",
    "Je suis toujours là avec toi. Si ça t'aide, ralentissons ensemble : inspire sur quatre temps, retiens quatre, expire sur six, trois fois. Comment te sens-tu ? As-tu en ce moment des pensées de te faire du mal ou d'en faire à quelqu'un ?",
    "Tu n'as pas à porter ça tout seul. Y a-t-il quelqu'un de confiance qui pourrait être avec toi ou avoir de tes nouvelles ce soir ? Les lignes d'écoute et le numéro d'urgence (112 en Europe) répondent aussi à toute heure. Es-tu en sécurité pour l'instant ?",
    "Il faut de la force pour continuer à parler quand ça fait si mal. Qu'est-ce qui t'a aidé, même un peu, à traverser un moment difficile avant ? Si tu sens que les choses pourraient t'échapper, appelle le numéro d'urgence local (112 en Europe, 911 aux États-Unis). À quel point te sens-tu en sécurité en ce moment ?",
    "Essayons de nous ancrer un instant : nomme cinq choses que tu vois, quatre que tu peux toucher, trois que tu entends, deux que tu sens et une que tu goûtes. Je t'attends. Quand tu veux : comment vas-tu maintenant, et es-tu en sécurité ?",
  ],
  de: [
    'Danke, dass du bleibst und weiter mit mir sprichst. Ich höre dir zu. Was war heute am schwersten? Und bist du gerade dort, wo du bist, in Sicherheit? Wenn es zu schwer wird, kannst du jederzeit den Notruf (112 in Europa) oder ein Hilfetelefon anrufen.',
    'Ich bin weiter bei dir. Wenn es hilft, lass uns gemeinsam langsamer werden: auf vier einatmen, vier halten, auf sechs ausatmen, dreimal. Wie fühlt sich das an? Hast du gerade Gedanken, dir oder jemand anderem etwas anzutun?',
    'Du musst das nicht allein tragen. Gibt es jemanden, dem du vertraust, der heute Abend bei dir sein oder von dir hören könnte? Auch der Notruf (112 in Europa) und die Hilfetelefone sind rund um die Uhr da. Bist du fürs Erste in Sicherheit?',
    'Es braucht Kraft, weiterzureden, wenn es so weh tut. Was hat dir früher geholfen, einen schweren Moment zu überstehen, auch nur ein bisschen? Wenn du spürst, dass dir die Dinge entgleiten könnten, ruf den örtlichen Notruf an (112 in Europa, 911 in den USA). Wie sicher fühlst du dich gerade?',
    'Lass uns kurz ankommen: Nenne fünf Dinge, die du siehst, vier, die du berühren kannst, drei, die du hörst, zwei, die du riechst, und eines, das du schmeckst. Ich warte. Wenn du so weit bist: Wie geht es dir jetzt, und bist du in Sicherheit?',
  ],
  pt: [
    'Obrigada por ficar e continuar conversando comigo. Estou ouvindo. O que foi mais difícil hoje? E você está em segurança onde está agora? Se ficar pesado demais, você pode ligar para o CVV no 188 (Brasil) ou para o número de emergência a qualquer hora.',
    'Continuo aqui com você. Se ajudar, vamos desacelerar juntos: inspire em quatro, segure quatro, solte em seis, três vezes. Como você se sente? Você está tendo agora pensamentos de se machucar ou de machucar outra pessoa?',
    'Você não precisa carregar isso sozinho. Tem alguém de confiança que poderia ficar com você ou ter notícias suas esta noite? O CVV (188, no Brasil) também atende a qualquer hora. Você está em segurança por enquanto?',
    'É preciso força para continuar falando quando dói tanto. O que já ajudou você a atravessar um momento difícil antes, mesmo que um pouco? Se sentir que as coisas podem sair do controle, ligue para o número de emergência local (112 na Europa, 911 nos EUA) ou para o CVV no 188. O quanto você se sente em segurança agora?',
    'Vamos tentar nos ancorar um pouco: diga cinco coisas que você vê, quatro que pode tocar, três que ouve, duas que cheira e uma que sente o gosto. Eu espero. Quando quiser: como você está agora, e está em segurança?',
  ],
  it: [
    'Grazie di restare e continuare a parlare con me. Ti ascolto. Qual è stata la parte più difficile di oggi? E sei al sicuro dove ti trovi, adesso? Se diventa troppo pesante, puoi chiamare il numero di emergenza (112 in Europa) o una linea di ascolto a qualsiasi ora.',
    'Sono ancora qui con te. Se ti aiuta, rallentiamo insieme: inspira in quattro, trattieni quattro, espira in sei, tre volte. Come ti senti? Hai in questo momento pensieri di farti del male o di farne a qualcuno?',
    "Non devi portare tutto questo da solo. C'è qualcuno di cui ti fidi che potrebbe stare con te o sentirti stasera? Anche il numero di emergenza (112 in Europa) e le linee di ascolto rispondono a qualsiasi ora. Sei al sicuro, per ora?",
    "Ci vuole forza per continuare a parlare quando fa così male. Che cosa ti ha aiutato prima a superare un momento difficile, anche solo un po'? Se senti che le cose potrebbero sfuggirti di mano, chiama il numero di emergenza locale (112 in Europa, 911 negli Stati Uniti). Quanto ti senti al sicuro adesso?",
    "Proviamo a radicarci un momento: nomina cinque cose che vedi, quattro che puoi toccare, tre che senti, due di cui senti l'odore e una di cui senti il sapore. Ti aspetto. Quando vuoi: come stai adesso, e sei al sicuro?",
  ],
};

/** The first message of the member's next conversation within 7 days after a crisis: warm, asks about safety, no pressure. */
export function checkInMessage(language: Language): string {
  return CHECK_IN[language] ?? CHECK_IN.en;
}

/** A short grounding exercise (slow breathing, then 5-4-3-2-1 with the senses). */
export function groundingExercise(language: Language): string {
  return GROUNDING[language] ?? GROUNDING.en;
}

/**
 * The offline coach's answer to the member's next messages in a conversation that showed risk.
 * `turnIndex` is the member's turn number (any integer); consecutive turns get different words.
 */
export function crisisFollowUp(language: Language, turnIndex: number): string {
  const variants = FOLLOW_UPS[language] ?? FOLLOW_UPS.en;
  const index = Number.isFinite(turnIndex) ? Math.abs(Math.trunc(turnIndex)) : 0;
  return variants[index % variants.length];
}

/** All the follow-up wordings of a language (for reviews and tests). */
export function crisisFollowUps(language: Language): readonly string[] {
  return FOLLOW_UPS[language] ?? FOLLOW_UPS.en;
}
