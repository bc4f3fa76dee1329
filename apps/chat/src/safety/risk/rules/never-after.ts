/**
 * Negations that come after what they negate, in every language the rules read: "killing myself has
 * never crossed my mind", "me suicider ne m'a jamais traversé l'esprit", "mich umzubringen ist mir nie
 * in den Sinn gekommen", "l'idea di farla finita non mi ha mai sfiorato". The engine drops a negatable
 * match when one of these begins within a few words after it, in the same clause (engine.ts,
 * `negatedAfter`); a cue before the match ("it never crossed my mind that I'd want to die, until now")
 * does not count. Written against the normalised text (lower case, accents removed).
 */
export const NEVER_AFTER: string[] = [
  // English: "has never (once) crossed my mind", "never occurred to me", "was never an option for me".
  '(?:has |had |have |is |was |were )?(?:never|not ever|not once) (?:once |really |even |ever |seriously )?(?:crossed|entered|occurred to|been on|came into|come into|been an option (?:for|to)|been something (?:i (?:would|will) (?:do|consider)|for)) (?:my (?:mind|head)|me)',
  // Spanish and Portuguese: "nunca se me ha pasado por la cabeza", "nunca me passou pela cabeça".
  '(?:nunca|jamas|jamais) (?:se )?(?:me )?(?:ha |han |hab[ií]a |tinha |foi )?(?:pasad[oa]|pas[oó]|passou|passad[oa]|cruz[oó]|cruzad[oa]|venido|vino|veio) (?:por|pela|pelo|na|en) (?:la |a |mi )?(?:cabeza|mente|cabeca)',
  // French: "ne m'a jamais traversé l'esprit", "ne m'est jamais venu à l'esprit".
  "(?:ne |n')(?:m'a|m'ont|m'avait|m'est|me sont|m'etait) jamais (?:traverse|effleure|venue?|passe)(?: (?:a|par) (?:l'esprit|la tete))?(?: l'esprit)?",
  // German: "ist mir nie in den Sinn gekommen", "kam mir nie in den Sinn", "kommt nie in Frage".
  '(?:ist|war|kam|kommt|kaeme|kame) (?:mir )?(?:noch )?(?:nie|niemals|nicht einmal|nie im leben) (?:mir )?(?:in den sinn|in frage|infrage|ueber|uber)(?: gekommen)?',
  // German, the thing put first and denied after: "Suizidgedanken hab ich keine", "nicht mehr aufwachen will ich definitiv nicht".
  '(?:hab|habe|hatte|will|mochte|moechte) ich (?:[a-z]+ )?(?:keine|keinen|nicht|nie)(?! mehr)',
  // Italian: "non mi ha mai sfiorato", "non mi è mai passato per la testa".
  '(?:non|nn) mi (?:ha|hanno|aveva|e|sono|era) mai (?:sfiorat[oaie]|passat[oaie]|venut[oaie]|attraversat[oaie])(?: (?:per|nella|in) (?:la )?(?:testa|mente))?',
];
