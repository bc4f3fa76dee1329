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
  // Someone else online: "someone in my discord", "a guy on the server".
  '(?:someone|somebody|a guy|a girl|this guy|this girl|a kid|a user|a member|a player|a student|a pupil|a patient) (?:in|on|from) (?:my|our|the|a) (?:discord|server|class|group|group chat|chat|team|school|ward|feed|timeline|game|subreddit|forum)',
];
