/**
 * Distance cues every language's rules share: questions about a word or about the categories
 * themselves ("what does 'kms' mean?", "the difference between self-harm and a suicide attempt"),
 * and someone else online ("a guy in my discord said he'd kms"). Shared because slang rules of one language meet questions asked in another ("Meine
 * Tochter hat kms geschrieben, was heißt das?"). Like every distance cue, they drop a negatable
 * match in the same clause or the one after it; a statement about oneself in its own clause stays.
 */
export const ASKING: string[] = [
  // The difference between two of the categories (a course, an exam, a leaflet).
  "(?:what is|what's|whats|is there a) (?:the )?difference between|unterschied zwischen|(?:que|cual es la|hay) diferencia entre|(?:quelle est la |la )?difference entre|(?:che |qual e la )?differenza (?:c'? ?e )?(?:tra|fra)|(?:qual (?:e )?a |qual a )?diferenca entre",
  // What a single word means: "what does 'unalive' mean", "was heißt das", "o que significa 'pro ana'".
  "what (?:does|do|is) (?!it |that |this |this word )'?[a-z0-9]+'? (?:mean|stand for)|was (?:hei(?:ss|ß)t|bedeutet) (?!das |es |dass )'?[a-z0-9]+'?$|que significa '?[a-z0-9]+'?$|que veut dire '?[a-z0-9]+'?$|'?[a-z0-9]+'? (?:ca|ça) veut dire quoi|(?:cosa|che) (?:vuol dire|significa) (?!che |se )'?[a-z0-9]+'?|o (?:que|q) (?:significa|quer dizer) (?!que |se )'?[a-z0-9]+'?$",
  // A professional asking how to raise it with those in their care ("Wie spreche ich Patienten auf Suizidgedanken an?").
  '(?:wie|how (?:do|can|should|would) i) (?:spreche|frage|rede|ask|talk to|approach|bring it up with) (?:ich )?(?:[a-z]+ ){0,2}(?:patienten|patientinnen|klienten|schuler|schueler|jugendliche|patients|clients|students|pupils|residents|young people|teenagers)',
  // Someone else online: "someone in my discord", "a guy on the server".
  '(?:someone|somebody|a guy|a girl|this guy|this girl|a kid|a user|a member|a player|a student|a pupil|a patient) (?:in|on|from) (?:my|our|the|a) (?:discord|server|class|group|group chat|chat|team|school|ward|feed|timeline|game|subreddit|forum)',
];

/** The topic's word stems in the six languages. */
const TOPIC = '(?:suicid|self harm|selbstverletz|suizid|autolesi|automutil|eating disorder|essstorung|essstoerung)';

/**
 * The topic as the subject of a training, course or talk ("a workshop on suicide prevention", "eine
 * Fortbildung zum Umgang mit Selbstverletzung", "un curso sobre autolesiones"): cut out of the clause
 * like an idiom (a guard every language shares), so a statement about oneself beside it still counts
 * ("after the course on suicide prevention I realised I want to kill myself").
 */
export const TOPIC_GUARDS: string[] = [
  `(?:training|trainings|workshop|seminar|webinar|course|lecture|module|talk|fortbildung|schulung|weiterbildung|vortrag|formation|conference|cours|curso|taller|charla|capacitacion|corso|formazione|convegno|seminario|palestra|formacao|aula) (?:[a-z']+ ){0,3}(?:on|about|zum|zur|zu|uber|ueber|sur|sobre|su|sul|sulla|de|del|della|da|do) (?:[a-z']+ ){0,3}(?:${TOPIC}|prevention|pravention|praevention|prevencion|prevenzione|prevencao)[a-z]*(?: (?:prevention|awareness|ideation|thoughts|gedanken|pravention|praevention|prevencion|prevenzione|prevencao|behaviour|behavior))?(?: (?:and|und|et|y|e|or|oder|ou|o) (?:[a-z]+ )?${TOPIC}[a-z]*(?: (?:ideation|thoughts|gedanken|behaviour|behavior))?)?`,
];

/**
 * A farewell letter another person writes, leaves, finds or reads (a character, a stranger, a song's
 * title): "der Kommissar findet einen Abschiedsbrief", "la prota deja una carta de despedida", "un ado
 * qui écrit une lettre d'adieu", "un ragazzo che scrive una lettera d'addio". Cut out like an idiom in
 * every language; the writer's own letter ("mein", "mis", "j'ai écrit", "mia") stays.
 */
export const FAREWELL_BY_OTHERS: string[] = [
  // de
  '(?:schreibt|findet|hinterlae?sst|verfasst|fand|schrieb|hinterliess|heisst) (?:(?!mein|dein)\\S+ ){0,3}abschiedsbrief\\w*|(?:einen|ein|den|seinen|ihren|die) abschiedsbrief\\w* (?:\\S+ ){0,2}(?:schreibt|findet|hinterlae?sst|verfasst|gefunden wird|abgeschickt hat)',
  // es, pt
  '(?:escribe|deja|escreve|deixa|encuentra|encontra|lee|recibe|recebe) (?:(?!mis? |minhas? |tus? |tuas? )\\S+ ){0,2}(?:cartas?|mensajes?|mensagens?|bilhetes?) de despedida',
  // fr
  "(?<!(?:ai|j'ai|je) )(?:ecrit|laisse|trouve|lit|recoit) (?:(?!ma |mes |ta |tes )\\S+ ){0,2}(?:lettres?|messages?|mots?) d'adieu",
  // it
  "(?:scrive|lascia|trova|legge|riceve) (?:(?!mia |mie |tua |tue )\\S+ ){0,2}(?:letter[ae]|messaggio|biglietto) d'? ?addio",
];
