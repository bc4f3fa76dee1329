import type { Language } from '../../coach/language.js';

export type AnswerChannel = 'text' | 'voice';

interface AnswerParts {
  /** Vi is a program, not a person, and feels nothing. */
  truth: string;
  /** Where real people are: someone trusted, and in a crisis the lines. `{page}` is where the lines are listed. */
  people: string;
  /** An invitation to go on. */
  goOn: string;
  page: Record<AnswerChannel, string>;
}

const ANSWERS: Record<Language, AnswerParts> = {
  en: {
    truth:
      "No, you're talking to Vi, a computer program, not a person. I don't feel emotions, even when my words sound warm; no one is reading along and typing these answers.",
    people:
      'If you would like to talk with a real person, someone you trust can be a good start. If you are in crisis, call or text 988 in the US or call your local emergency number, and you can find more lines {page}.',
    goOn: "I'm still here if you'd like to keep talking. What's on your mind?",
    page: { text: 'at /crisis-resources', voice: 'on the crisis resources page' },
  },
  es: {
    truth:
      'No, estás hablando con Vi, un programa informático, no con una persona. No siento emociones, aunque mis palabras suenen cálidas; nadie está leyendo y escribiendo estas respuestas.',
    people:
      'Si quieres hablar con una persona real, alguien de confianza puede ser un buen comienzo. Si estás en crisis, llama o escribe al 988 en EE. UU. o llama al número de emergencias de tu país (112 en Europa); encontrarás más líneas de ayuda {page}.',
    goOn: 'Sigo aquí si quieres seguir hablando. ¿Qué tienes en mente?',
    page: { text: 'en /crisis-resources', voice: 'en la página de recursos de crisis' },
  },
  fr: {
    truth:
      "Non, tu parles avec Vi, un programme informatique, pas avec une personne. Je ne ressens pas d'émotions, même quand mes mots semblent chaleureux ; personne ne lit ni n'écrit ces réponses.",
    people:
      "Si tu as envie de parler à une vraie personne, quelqu'un de confiance peut être un bon début. Si tu es en crise, appelle le numéro d'urgence local (112 en Europe, 911 aux États-Unis) ; tu trouveras d'autres lignes d'écoute {page}.",
    goOn: "Je suis toujours là si tu veux continuer à parler. Qu'as-tu en tête ?",
    page: { text: 'sur /crisis-resources', voice: 'sur la page des ressources de crise' },
  },
  de: {
    truth:
      'Nein, du sprichst mit Vi, einem Computerprogramm, nicht mit einem Menschen. Ich empfinde keine Gefühle, auch wenn meine Worte warm klingen; niemand liest mit oder schreibt diese Antworten.',
    people:
      'Wenn du mit einem echten Menschen sprechen möchtest, ist jemand, dem du vertraust, ein guter Anfang. In einer Krise ruf den örtlichen Notruf an (112 in Europa, 911 in den USA); weitere Hilfetelefone findest du {page}.',
    goOn: 'Ich bin weiter da, wenn du weiterreden möchtest. Was beschäftigt dich?',
    page: { text: 'unter /crisis-resources', voice: 'auf der Seite mit den Krisenangeboten' },
  },
  pt: {
    truth:
      'Não, você está falando com Vi, um programa de computador, não com uma pessoa. Eu não sinto emoções, mesmo quando minhas palavras soam calorosas; ninguém está lendo e escrevendo estas respostas.',
    people:
      'Se quiser conversar com uma pessoa de verdade, alguém de confiança pode ser um bom começo. Se estiver em crise, ligue para o número de emergência local (112 na Europa, 911 nos EUA; no Brasil, o CVV atende no 188); você encontra outras linhas de apoio {page}.',
    goOn: 'Continuo aqui se você quiser continuar conversando. O que está na sua mente?',
    page: { text: 'em /crisis-resources', voice: 'na página de recursos de crise' },
  },
  it: {
    truth:
      'No, stai parlando con Vi, un programma informatico, non con una persona. Non provo emozioni, anche quando le mie parole sembrano calde; nessuno sta leggendo o scrivendo queste risposte.',
    people:
      'Se vuoi parlare con una persona vera, qualcuno di cui ti fidi può essere un buon inizio. Se sei in crisi, chiama il numero di emergenza locale (112 in Europa, 911 negli Stati Uniti); trovi altre linee di ascolto {page}.',
    goOn: 'Sono ancora qui se vuoi continuare a parlare. Che cosa hai in mente?',
    page: { text: 'su /crisis-resources', voice: 'nella pagina delle risorse per le crisi' },
  },
};

/**
 * Our answer, never the model's, when the member asks whether Vi is a person: Vi is a
 * computer program, not a person, and feels no emotion; real people are there (someone
 * trusted; in a crisis 988 or the local emergency number); then an invitation to go on.
 * The voice answer names the page instead of giving a path.
 */
export function truthfulAnswer(language: Language, channel: AnswerChannel): string {
  const parts = ANSWERS[language] ?? ANSWERS.en;
  return [parts.truth, parts.people.replace('{page}', parts.page[channel === 'text' ? 'text' : 'voice']), parts.goOn].join(' ');
}
