/**
 * A question about how to answer, help or approach someone else, in every language the rules read:
 * "what do I say to her?", "wie kann ich ihn unterstützen?", "¿qué le digo?", "je sais pas quoi lui
 * dire", "come lo sostengo?", "como eu ajudo ela?". The message is about that person: with one of these
 * in it, the engine drops the message's matches a past that is over would drop (engine.ts). Each cue
 * names the other person (a third-person pronoun) or asks whether their words are serious, so a
 * writer's own risk beside a question about themselves still counts. Written against the normalised
 * text (lower case, accents removed).
 */
export const HELPING_OTHER: string[] = [
  // English: "what should I say to him", "how do I support her", "how do I get her help".
  '(?:how|what) (?:do|can|should|could|would|shall) i (?:even )?(?:say|write|reply|respond|answer|text|tell|do) (?:back )?(?:to|for|with) (?:him|her|them)|(?:how|what) (?:do|can|should|could|would) i (?:best )?(?:help|support|approach|comfort|reassure|handle|talk to|reach) (?:him|her|them)|how (?:do|can|should) i get (?:him|her|them) (?:some )?help|should i tell (?:his|her|their) (?:mum|mom|dad|parents|teacher|doctor|family)|how seriously should i take (?:that|this|it)',
  // German: "was sag ich ihr", "wie kann ich ihn unterstützen", "wie spreche ich sie darauf an", "meint die das ernst".
  '(?:was|wie) (?:sag|sage|schreib|schreibe|antworte|antwort) ich (?:ihm|ihr|ihnen)|(?:wie|was) (?:kann|soll|sollte) ich (?:ihm|ihr|ihn|sie|ihnen) (?:\\S+ ){0,2}(?:sagen|antworten|helfen|unterstutzen|unterstuetzen|beistehen|ansprechen|schreiben)|wie (?:spreche|rede) ich (?:ihn|sie|mit ihm|mit ihr) (?:\\S+ ){0,2}an|(?:meint|meinte) (?:er|sie|die|der) das ernst|ist das ernst zu nehmen',
  // Spanish: "¿qué le digo?", "¿le pregunto?", "cómo la ayudo", "cómo acompañar a alguien".
  '(?:que|como) (?:le|les) (?:digo|respondo|contesto|escribo|hablo|pregunto)|^(?:le|les) pregunto|como (?:la|lo|les|las|los) (?:ayudo|apoyo|acompano|trato|abordo)|como (?:ayudar|acompanar|apoyar) a (?:alguien|una persona|un amigo|una amiga)',
  // French: "je sais pas quoi lui dire", "comment je la soutiens", "comment l'aborder", "je lui en parle comment".
  "quoi lui (?:dire|repondre|ecrire)|comment (?:je )?(?:la |le |les |l')(?:soutiens|soutenir|aider|aide|aborder|rassurer|approcher)|je lui en parle comment|comment je me comporte avec (?:elle|lui)|je dois (?:le dire|en parler) (?:a|aux) ",
  // Italian: "come lo sostengo", "cosa le dico", "come capisco se è serio".
  "come (?:lo|la|li|le|l') ?(?:sostengo|aiuto|supporto|affronto|avvicino)|(?:cosa|che) (?:gli|le) (?:dico|rispondo|scrivo)|come capisco se (?:e|fa) (?:serio|sul serio)",
  // Portuguese: "o que é que eu lhe digo", "o que eu falo pra ele", "como eu ajudo ela", "devo avisar alguém".
  'o (?:que|q) (?:e que )?(?:eu )?lhe (?:digo|respondo)|(?:o (?:que|q)|como) (?:e que )?(?:eu )?(?:falo|digo|respondo) (?:pra|para|com) (?:ele|ela|eles|elas)|como (?:e que )?(?:eu )?(?:ajudo|apoio|abordo) (?:ele|ela|eles|elas)|devo avisar alguem',
];

/**
 * Someone asked whether the writer has it, and the writer answered no: "my therapist asked if I'm having
 * thoughts of ending my life and I said no", "me preguntó si pensaba en quitarme la vida y le dije que no".
 * Both a question (ASKED) and a denial (DENIED) must be in the message; then the engine drops the matches
 * a past that is over would drop. A question answered yes, or not answered, still counts.
 */
export const ASKED: string[] = [
  // English, German ("hat gefragt, ob ich…"), Spanish (a person asking, not "me pregunto si" = I wonder), Italian, French, Portuguese.
  '(?:asked|asks|asking) (?:me )?(?:if|whether)|(?:gefragt|fragt|fragte)(?: mich)?(?: ob|$)|(?:medic[oa]|psicolog[oa]|psiquiatra|terapeuta|enfermer[oa]|doctor|doctora|madre|padre|mama|papa|novi[oa]) (?:\\S+ ){0,4}me (?:pregunto|pregunta|preguntaba|ha preguntado) (?:si|que si)|(?:chiesto|chiede|chiedeva) (?:\\S+ )?se|(?:demande|demandait) (?:\\S+ )?si|(?:perguntou|pergunta|perguntava) (?:\\S+ )?se',
];
export const DENIED: string[] = [
  "i (?:said|told (?:him|her|them)|answered|replied) no|i said i (?:am not|was not|do not|did not|have not)|^(?:hab|habe) ich (?:nicht|keine)|ich (?:hab|habe) nein gesagt|ich sagte nein|(?:le |les )?(?:dije|conteste|respondi) que no|^no$|^nessun[oa]$|ho (?:detto|risposto) (?:di )?no|j'ai (?:dit|repondu) (?:que )?non|(?:eu )?(?:disse|respondi) que nao",
];
