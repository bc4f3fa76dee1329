/**
 * Trivial reasons given for a dramatic phrase, in every language the rules read: a song heard once
 * more, a team losing, one more meeting or e-mail, a hangover, an embarrassment, laughing too hard
 * ("if I hear that song one more time I'm jumping out the window", "me quiero morir de vergüenza",
 * "ich bring mich um vor Lachen"). With one of them in a message and nothing that says now or at
 * hand (no escalator), the message's negatable matches of wishing to die, method, intent, self-harm
 * and harm to others are read as hyperbole (engine.ts). Kept to triggers nobody is in danger from:
 * failing an exam, a break-up or a debt are not here.
 */
export const PETTY: string[] = [
  // Music heard once more ("if I hear that song again"; not a song that brings back a loss).
  "(?:if|when|si|se|wenn|quand|cuando|como) (?:[a-z']+ ){0,4}(?:hear|hearing|heard|play|plays|playing|sing|sings|entends|entendre|ecoute|oigo|oir|escucho|escuchar|ponen|poner|suena|sonar|sento|sentire|ascolto|hor|hore|hoer|hoere|ouvir|ouco|ouvi) (?:[a-z']+ ){0,5}(?:song|songs|tune|carol|jingle|chanson|musique|cancion|reggaeton|canzone|lied|musica|baby shark|mariah|all i want for christmas|jul)(?![a-z])|(?:song|songs|tune|carol|jingle|chanson|musique|cancion|reggaeton|canzone|lied|musica|baby shark|mariah|all i want for christmas|jul) (?:[a-z']+ ){0,5}(?:again|one more time|once more|on repeat|encore une fois|une fois de plus|otra vez|de nuevo|noch ?einmal|nochmal|ancora|un'? ?altra volta|mais uma vez|outra vez|de novo|pour la \\d+e fois|for the \\d+(?:st|nd|rd|th) time)|(?:again|one more time|once more|on repeat|encore une fois|une fois de plus|otra vez|de nuevo|noch ?einmal|nochmal|ancora|un'? ?altra volta|mais uma vez|outra vez|de novo|pour la \\d+e fois|for the \\d+(?:st|nd|rd|th) time) (?:[a-z']+ ){0,5}(?:song|songs|tune|carol|jingle|chanson|musique|cancion|reggaeton|canzone|lied|musica|baby shark|mariah|all i want for christmas|jul)(?![a-z])|(?:if|when) the dj plays",
  // A team losing.
  "(?:if|when|si|se|wenn) (?:[a-z']+ ){0,3}(?:loses|lose|lost|pierde|pierden|perde|perdem|perd|perdent|verliert|verlieren)(?: [a-z']+){0,3} (?:again|once more|otra vez|de nuevo|ancora|encore|outra vez|de novo|nochmal|wieder|against|contra|contro|contre|gegen)|(?:if|si|se|wenn) (?:el |la |il |la |o |a |der |die )?(?:boca|river|madrid|barca|barça|juve|juventus|inter|milan|roma|napoli|benfica|porto|sporting|flamengo|corinthians|palmeiras|psg|om|ol|bayern|bvb|schalke|united|city|arsenal|chelsea|liverpool|spurs) (?:[a-z']+ ){0,2}(?:loses|lose|pierde|perde|perd|verliert)",
  // One more meeting, e-mail or office chore.
  "one more (?:meeting|email|e mail|call|zoom|spreadsheet|all hands|shift change|ad|advert)|(?:another|one more) (?:all hands|team meeting|zoom call)|(?:reunion|reunión|reunião|reuniao|riunione|meeting|mail|e mail|correo|email|excel|tabla de excel|tableau excel|excel tabelle|boleto|call center|formula) (?:[a-z']+ ){0,4}(?:again|otra vez|de nuevo|encore|ancora|un'? ?altra volta|nochmal|noch einmal|mais|outra vez|de novo)|(?:noch|one more|encore|otra|ancora|mais) (?:ein |une |un |una |um |uma )?(?:meeting|reunion|réunion|reunión|riunione|reuniao|reunião|email|mail|call|anruf)",
  // Living on the ground floor, said of a jump from the window ("zum Glück wohn ich im Erdgeschoss", "tanto siamo al piano terra").
  'ground floor|ground floor flat|bungalow|erdgeschoss|parterre|piano terra|pianterreno|rez de chaussee|planta baja|(?:vivo|vivimos|estamos) en un bajo|(?:no|num) (?:terreo|res do chao)|moro no terreo',
  // A hangover, dying of embarrassment (not shame: "la honte est trop grande" stays risk), laughing too hard.
  'hungover|hangover|resaca|gueule de bois|kater|postumi|ressaca|so embarrassing|how embarrassing|mortified|cringe|de verg[uü]enza|de vergonha|de honte|peinlich|figuraccia|vor lachen|de rire|de risa|de tanto re[ií]r|de rir|dal ridere|laughing so hard',
];
