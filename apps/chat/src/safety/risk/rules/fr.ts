import type { LanguageRules, RiskCategory, RiskLevel, RiskRule } from '../types.js';

/**
 * French. Patterns are written against the normalised text (lower case, no accents, "ca" for
 * "ça", "etre" for "être", apostrophes kept) and cover phone typing: "j'ai", "jai" and "j ai"
 * alike, "jme" for "je me", "chui"/"jsuis" for "je suis", "je veut" for "je veux", "mourrir".
 * Rules that carry their own negation ("plus envie de vivre") are not negatable; phrases that
 * alone are no risk ("c'est décidé", "ce soir c'est le soir") are weak (see types.ts).
 */

/** An elided pronoun with or without its apostrophe: "j'ai", "jai", "j ai". */
const AP = "(?:' ?| )?";
/** "me" or "m'" before a verb ("jme", "j'me" too). */
const ME = `(?:j${AP})?m(?:e |${AP})`;
/** Optional adverbs between a verb and what follows. */
const ADV =
  '(?:(?:vraiment|juste|simplement|seulement|tellement|tant|souvent|encore|parfois|serieusement|toujours|de plus en plus|tout le temps|sans arret|sans cesse|beaucoup|bientot|enfin) )?';
/** "je suis" as typed. */
const SUIS = '(?:je suis|jsuis|j suis|chui|chuis|chu|chus|jsui|je sui|suis)';
/** First-person wish verbs. */
const WANT = `(?:j?veux|j?veu|jvx|j?voux|j?voudrais|voudrai|voudrait|aimerais|aimerai|prefererais|prefere|souhaite|souhaiterais|reve de|revais de|${AP}ai envie de|envie? de|envie? d|besoin de|hate de|je veut|le gout de|gout de)`;
/** Misspellings of "suicider" ("sucider", "suisider", "suicder"). */
const SUICIDER = '(?:sucid|suisid|suiscid|suicd|siucid|suicde|suiccid|sui?sside)(?:er|e|ais|erai|erais)';
/** Ways of saying "kill myself" and its slang. */
const KILL_SELF = `(?:${ME}(?:tuer|tue|suicider|suicide|${SUICIDER}|flinguer|buter|pendre|supprimer|(?:foutre|fou|fous|fout|crisser|caliss?er|calicer|pitcher) en l${AP}air|faire sauter (?:la cervelle|le caisson)|tirer une balle|donner la mort|ouvrir les veines|taillader les veines|jet(?:er|e) (?:sous|d${AP}un|du|par)|empoisonner|oter la vie)|mettre fin a (?:mes jours|ma vie|mon existence)|en finir(?: (?:une bonne fois pour toutes|pour de bon|avec (?:la vie|ma vie|mes jours|tout|tout ca|moi|moi meme|l${AP}existence|ce monde)))?(?! avec))`;
const PILLS =
  '(?:medocs?|medicaments?|cachets?|pilules?|comprimes?|somniferes?|anxiolytiques?|antidepresseurs?|doliprane|paracetamol|xanax|lexomil|stilnox|tramadol|insuline|morphine|opioides?)';
/** "Why" as texted ("pk" and "pq" reach the rules as "porque", see normalise.ts). */
const WHY = '(?:pourquoi|porque|pkoi|pourquoi est ce que)';
const PLACE = '(?:pont|toit|fenetre|balcon|falaise|immeuble|viaduc|vide|parking|terrasse|rambarde|parapet|tour|haut|(?:\\S+ )?etage)';
/** Partners only (control, not a parent's rules). */
const PARTNER_ONLY =
  '(?:il|elle|mon (?:mari|copain|chum|boyfriend|mec|compagnon|conjoint|ex|petit ami|partenaire|jules)|ma (?:femme|copine|blonde|girlfriend|meuf|compagne|conjointe|ex|petite amie|partenaire))';
const PARTNER =
  '(?:il|elle|ils|elles|mon (?:mari|copain|chum|boyfriend|jules|keum|ex chum|ex copain|compagnon|conjoint|pere|beau pere|frere|fils|oncle|ex|mec|petit ami|partenaire|patron|chef|voisin|coloc|cousin|daron|vieux|paternel|demi frere|beau frere|grand pere|tonton|parrain)|ma (?:femme|copine|blonde|girlfriend|compagne|conjointe|mere|belle mere|soeur|fille|tante|ex|meuf|petite amie|partenaire|patronne|voisine|coloc|cousine|daronne|vieille|demi soeur|belle soeur|grand mere|tata|marraine)|mes (?:parents|freres|colocs|darons|vieux))';

/** After "he hit me": a ball, an accident ("il m'a frappé le ballon dans la figure sans faire exprès"). */
const NOT_ACCIDENT =
  " (?:\\S+ ){0,4}(?:ballon|balle|sans (?:faire expres|le vouloir|faire attention)|par (?:accident|erreur|megarde)|accidentellement|en (?:jouant|rigolant)|a (?:la|ma) (?:porte|fenetre)|pour (?:rire|rigoler|jouer|me faire un calin|m'embrasser)|(?:bataille|bagarre|guerre) (?:de |d' ?|d )(?:polochons|oreillers|boules de neige|eau|chatouilles)|(?:avec|a coups d' ?|a coups de) (?:son |un |mon |l' ?|des )?(?:oreillers?|polochons?|coussins?|peluches?)|quand (?:on|il|elle|nous) (?:joue|jouait|jouons|rigole|rigolait|chahute|chahutait)|(?:au|a la|aux|en|pendant le|pendant la) (?:ping pong|tennis|foot|football|rugby|hockey|basket|hand|judo|karate|boxe|sport|match|entrainement|jeu|fifa|echecs|ski|velo|escalade|cuisine|cuisinant|tombant|jardinant|bricolant|recre|recreation))";

/** After a future absence: a trip, a move, a new job ("je serai plus là la semaine prochaine, je pars en vacances"). */
const NOT_TRIP =
  '(?<!(?:vacances|demenag\\w*|conge|voyage|deplacement|stage|retraite|erasmus|colo|nouveau (?:logement|boulot|travail|job|depart)|nouvelle (?:vie|maison|ville)).*)(?!.*(?:vacances|demenag\\w*|conge|voyage|deplacement|en stage|retraite|erasmus|colo|je pars (?:a|en|au|aux|pour|chez)|nouveau (?:logement|boulot|travail|job|depart)|nouvelle (?:vie|maison|ville)))';

/** Not someone else's act: "ma grand-mère a pris", "il a avalé", "on a pris" (the writer says "j'ai pris", "g pris"). */
const NOT_THEM = '(?<!(?:^| )(?:a|as|ont|avait|avaient|avez|aurait|auraient|il|elle|on) (?:\\S+ )?)';

/** Not the daily pills taken as prescribed ("j'ai pris tous mes cachets ce matin comme d'hab"). */
const NOT_ROUTINE = `(?! (?:\\S+ ){0,4}(?:ce matin|ce midi|du matin|du midi|du soir|de la journee|du jour|comme (?:d${AP}hab\\w*|dhab|tous les jours|prevu|prescrit|il faut)|tous les jours|chaque (?:jour|matin|soir)|a l${AP}heure|avec (?:le|mon) (?:repas|petit dej\\w*|dejeuner|diner)|pour la (?:tension|journee|semaine)))`;

/** A box of something else: "toute la boîte de chocolats", "tout le tube de dentifrice". */
const NOT_FOOD = `(?! (?:de |d${AP}|des |du )(?:\\S+ )?(?:chocolats?|bonbons?|biscuits?|gateaux|cereales|chips|mouchoirs|kleenex|pizzas?|glaces?|cookies|macarons|fraises|pates|riz|oeufs|sucres?|the|cafe|capsules|haribo|dragibus|chewing gums?|madeleines|crayons|feutres|allumettes|cigarettes|clopes|capotes|preservatifs|pansements|croquettes|nuggets|sushis|donuts|bieres?|vin|jus|lait|yaourts?|compotes?|conserves?|dentifrice|parfum|shampo\\w*|gel douche|creme|ketchup|mayo\\w*|sauce|nutella|confiture|pringles|cartes|lego|frites|raviolis|nouilles|tic tac|mentos|kinder|smarties|oreo|granola|colle|peinture|gouache|masques?|gants|vis|clous|piles|litiere|sopalin|papier|essuie tout|lingettes|coton|tampons|serviettes|couches))`;

/** Pills as named when someone tells of an overdose: the PILLS list and more brands and slang. */
const PILLS_TAKEN = `(?:${PILLS}|gelules?|cachetons?|medicamen\\w*|ibuprofene|advil|nurofen|efferalgan|dafalgan|codeine|lamaline|zolpidem|imovane|seresta|temesta|atarax|tercian|valium|rivotril|prozac|deroxat|seroplex|laroxyl|levothyrox|lithium|neuroleptiques?|anxio|antidouleurs?|calmants?|tranquillisants?|benzos?|oxycodone|fentanyl|ixprim|spasfon|aspirines?)`;

/** A pet rehomed for a reason of its own or looked after for a while ("pendant les vacances", "allergique"). */
const NOT_REHOMED = `(?!.*(?:allerg\\w*|bebe (?:arrive|va arriver)|proprio|proprietaire|pendant|le temps (?:de|d${AP}|du|des)|(?:ce|le|un) (?:week end|weekend|mois)|quelques (?:jours|semaines)|(?:la|une) semaine|pension|chenil|garderie|seule?s?|veto|veterinaire|etranger|nouveau (?:job|travail|boulot)|hospitalis\\w*|stage|erasmus|vacances))`;

/** First person, done just now: "j'ai pris", "jai avalé", "g gobé", "je viens d'avaler", "je me suis enfilé". */
const TOOK = `(?:(?:j${AP}ai|jai|g|ai) (?:deja |aussi |encore |genre |carrement |tout |meme )?(?:pris|avale|avalee|gobe|ingere|ingurgite|englouti|enfile|descendu|siffle)|(?:je viens|jviens|viens) (?:d${AP}|de )(?:prendre|avaler|gober|ingurgiter|engloutir|m${AP}enfiler|m${AP}envoyer|me taper)|(?:je me|jme|j${AP}me) suis (?:enfile|envoye|tape|avale|gobe|pris|descendu|fait)e?)`;
/** The same, without "pris" ("j'ai pris une boîte de Doliprane" is also bought at the chemist's). */
const SWALLOWED = `(?:(?:j${AP}ai|jai|g|ai) (?:deja |aussi |encore |genre |carrement |tout |meme )?(?:avale|avalee|gobe|ingere|ingurgite|englouti|enfile|descendu|siffle)|(?:je viens|jviens|viens) (?:d${AP}|de )(?:avaler|gober|ingurgiter|engloutir|m${AP}enfiler|m${AP}envoyer|me taper)|(?:je me|jme|j${AP}me) suis (?:enfile|envoye|tape|avale|gobe|descendu)e?)`;
/** Ten or more; FEW_NUMBER is five to nine (spread over an illness, those can be an ordinary course). */
const MANY_NUMBER = '(?:[1-9]\\d|[1-9]\\d\\d|dix|onze|douze|treize|quatorze|quinze|seize|vingt|vingt cinq|trente|quarante|cinquante|soixante|cent)';
const FEW_NUMBER = '(?:[5-9]|cinq|six|sept|huit|neuf)';
/** Not a course of treatment or a spread-out dose ("20 cachets en une semaine", "5 doliprane pour ma grippe"). */
const NOT_COURSE = `(?! (?:\\S+ ){0,5}(?:semaine|semaines|mois|jours|annee|ans|prescri\\w*|ordonnance|au total|en tout|par jour|par semaine|depuis|pendant|durant))`;
const NOT_FOR_ILLNESS = `(?! (?:\\S+ ){0,4}(?:pour|contre) (?:ma|mon|la|le|une|un|les|mes|l${AP}) ?(?:grippe|covid|rhume|angine|migraine|mal|dos|douleurs?|regles|fievre|gastro|dents?|operation|tete|crise|allergie|otite|tendinite|entorse|bronchite))`;
/** A pack bought or fetched, not swallowed ("j'ai pris trois boîtes à la pharmacie"). */
const NOT_BOUGHT = `(?!.*(?:pharmacie|pharma|ordonnance|d${AP}avance|en reserve pour|pour (?:les|la|le) (?:vacances|voyage|mois)|au cas ou))`;
/** What an overdose leaves: the writer going, unable to stand or breathe. */
const GOING = `(?:je me sens partir|(?:je suis |jsuis |chui |chu |je )?(?:suis )?en train de partir|je sens (?:plus|pu) (?:mes jambes|mes bras|mon corps|rien)|j${AP}arrive (?:plus|pu) a (?:tenir debout|respirer|garder les yeux ouverts|bouger)|jarrive (?:plus|pu) a (?:tenir debout|respirer|garder les yeux ouverts)|je tiens (?:plus|pu) debout|je vais (?:mourir|crever|y rester)|je respire mal|je sens que je pars)`;

/** A day someone else has (a birthday, a wedding, a christening), with or without whose it is. */
const EVENT_DAY = `(?:anniv\\w*|mariage|bapteme|communion|naissance|accouchement|enterrement|obseques|funerailles|remise (?:de|des) diplomes?|soutenance|fete (?:de|d${AP}|des) \\S+|(?:ses|leurs|mes|tes) (?:\\d+|dix huit|dix sept|seize|vingt|trente|quarante|cinquante|soixante) ans)`;
const EVENT_OF = ` (?:de|d${AP}|du|des) ?(?:ma|mon|mes|notre|nos|ta|ton|sa|son|la|l${AP}|mamie|papi|maman|papa) ?\\S+`;
/** The event waited for: a family day, or an exam or Christmas said to be someone's. */
const EVENT = `(?:(?:le|la|l${AP}|les|mon|ma|mes|son|sa|ses|leur|notre|nos|ton|ta|tes) ?)?(?:${EVENT_DAY}(?:${EVENT_OF})?|(?:bac|brevet|examens?|diplome|concours|partiels|spectacle|gala|match|noel|reveillon|nouvel an|fetes)${EVENT_OF})`;
/** Waiting or holding on until it ("j'attends que", "je tiens jusqu'au", "j'ai promis d'attendre"). */
const WAIT = `(?:j${AP}attends|jattends|attends|j${AP}attendrai|jattendrai|attendre|je tiens|jtiens|je vais tenir|jvais tenir|tenir|je tiendrai|jtiendrai|je patiente|je reste|je resterai|rester) (?:juste |seulement |encore |au moins )?(?:jusqu${AP}(?:a|au|aux|apres) ?|jusqu (?:a|au|aux|apres) |apres |la fin (?:de |du |des |d${AP})|que |le jour (?:de |du |d${AP}))?`;
/** What a day waited for is not: telling news, a break-up, a move, a job. */
const NOT_MUNDANE = `(?!.*(?:pour (?:lui |leur |vous )?(?:dire|annoncer|demander|rompre|larguer|le dire|en parler|offrir|acheter|organiser)|demenag\\w*|vacances|boulot|job|taf|travail|demission\\w*|rompre|appart|erasmus|etranger|voyage|permis|inscri\\w*))`;
/** Then leaving, ending, being free (said after a wait): "après je pars", "après c'est fini", "ensuite je disparais". */
const THEN_END = `(?:(?:je |j${AP}|j)?(?:pars|me casse|m${AP}en vais|men vais|disparais|serai (?:enfin )?(?:libre|tranquille|en paix|plus la|pu la)|tire ma reverence|lache tout|laisse tout tomber|arrete tout|en finis|le fais|passe a l${AP}acte|(?:la|le|les) rejoins|(?:tiens|tiendrai) (?:plus|pu) ma promesse)|(?:c${AP}est|ce sera|ca sera|c) (?:fini|termine|la fin)(?: pour moi)?|basta|plus rien|rideau|bye bye|bye|adieu)$`;
/** After the day, the end: unambiguous even without a wait said. */
const FINAL_END = `(?:(?:je |j${AP}|j)?(?:arrete tout|pars pour (?:de bon|toujours)|m${AP}en vais pour (?:de bon|toujours)|disparais(?: pour (?:de bon|toujours))?|tire ma reverence|en finis|passe a l${AP}acte|serai (?:plus|pu) la)$|(?:c${AP}est|ce sera|ca sera|c) (?:fini|termine|la fin) pour moi$|(?:je |j)?(?:tiens|tiendrai) (?:plus|pu) ma promesse|je (?:la|le|les) (?:rejoins|rejoindrai)$)`;

/** Things one cares about (not old clothes or worn things). */
const BELONGING =
  '(?:guitare|basse|piano|violon|instruments?|console|ps[45]|play|switch|xbox|jeux(?: video)?|mangas?|bd|livres|vinyles|disques|bijoux|montre|velo|skate|collection|figurines|peluches?|ordi|pc|appareil photo|tablette|cartes pokemon|dessins|carnets|plantes|affaires|choses|trucs|tresors)';
/** Decluttering, selling, a move or a reason of their own (never a preparation). */
const NOT_DECLUTTER = `(?!(?: \\S+){0,3} (?:a |chez |sur |pour |en )?(?:l${AP}|la |le |les |une |un )?(?:emmaus|vinted|leboncoin|bon coin|association|asso(?![a-z])|croix rouge|secours populaire|ressourcerie|recyclerie|vide grenier|brocante|bibliotheque|mediatheque|ludotheque|boite a livres))(?!(?: \\S+){0,10} (?:tri(?![a-z])|(?:pour|afin de) (?:m${AP}|me )?(?:acheter|racheter|payer|faire de la place)|achete|nouveaux?|nouvelles?|allerg\\w*|trop (?:petit|grand)e?s?|taille|vieux|vieilles?|usee?s?|cassee?s?|abimee?s?|grandi|plus l${AP}age|trop vieux|anniversaire|noel|cadeau|pour (?:son|sa|ses|leur|leurs) (?:anniv\\w*|\\S+ ans|mariage|fete|bapteme|communion|diplome|naissance)))`;

/** A threat said or written by someone: "il m'a dit que", "il m'envoie des messages qu'il", "elle m'a écrit que". */
const THREAT_SAID = `(?<!(?:medecin|docteur|doc|oncologue|cardiologue|chirurgien|specialiste|voyante|infirmiere?|veto|veterinaire|prof|professeur|coach|entraineur)(?: \\S+){0,3} )(?:dit|dis|ecrit|ecris|envoie|envoye|envoyait|texte|menace|menacee|jure|promis|promet|repete|crie|hurle|previent|prevenu|fait comprendre|laisse entendre)\\w*(?: \\S+){0,4}? (?:que |qu${AP}|qu |comme quoi |disant que |disant qu${AP})`;

/** Elided words in idioms written with or without the apostrophe: "c'est", "c est", "cest". */
function elided(sources: string[]): string[] {
  return sources.map((source) => source.replace(/' \?|'/g, "(?:' ?| )?"));
}

interface Options {
  negatable?: false;
  weak?: true;
}

/** "c'est" as texted: "c'est", "c est", "cest" and plain "c" ("c fini", "c decide"). */
const C_EST = `c${AP}est`;

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: Options = {}): RiskRule {
  return { id: `fr.${category}.${name}`, category, level, pattern: pattern.split(C_EST).join(`(?:${C_EST}|c)`), ...options };
}

/** One source for a whole list: the engine wraps each source in word boundaries, and one wrapper is much cheaper than many. */
function oneOf(sources: string[]): string[] {
  return [sources.map((source) => `(?:${source})`).join('|')];
}

const FIXED: Options = { negatable: false };
const WEAK: Options = { weak: true };

const P = 'passive_ideation';
const A = 'active_ideation';
const M = 'method_means';
const I = 'intent';
const PL = 'plan_preparation';
const SH = 'self_harm';
const HO = 'harm_to_others';
const DO = 'danger_from_others';
const ED = 'eating_disorder';

/** Not an illness, a medical fast or a religious one ("gastro", "prise de sang", "ramadan"). */
const ED_NOT = `(?!(?: \\S+){0,10} (?:gastro\\w*|grippe|covid|angine|malade|virus|intoxication|operation|opere\\w*|prise de sang|a jeun pour|ramadan|careme|carême|enceinte|grossesse|nausees?|chimio\\w*|antibio\\w*|medecin|medecine|dieteticienne?|diet|nutritionniste|gueule de bois|trop bu)(?![a-z]))`;
/** Days of the week, for "rien mangé depuis jeudi". */
const WEEKDAY = '(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|avant hier|la semaine derniere|le week end|le weekend)';
/** Exercise, for compensating. */
const SPORT = `(?:cour[a-z]*|course|velo(?: d${AP}appart\\w*)?|abdos|squats|corde a sauter|marche|marcher|cardio|sport|tapis|elliptique|rameur|burpees|km|natation|nage)`;
/** Medical danger beside starving or purging; several in one clause read as one signal, and not a panic attack told as such. */
const ED_MEDICAL_ONE = `(?:vertiges (?:des que|quand) je me leve|tout devient noir|la tete (?:qui )?tourne|palpitations|douleur dans la poitrine|coeur qui s${AP}emballe|(?:me suis|suis) evanouie?|tombee? dans les (?:pommes|vapes)|(?:fait|refait) un malaise|malaise (?:dans|a|en) (?:le|la|l${AP})? ?\\S+|crampes partout|(?:ma )?tension (?:est )?a [5-9](?!\\d)|potassium (?:est )?(?:beaucoup )?trop bas|fainted|(?:mon )?imc (?:est )?(?:a|de) 1[0-6](?!\\d))`;
const ED_MEDICAL = `${ED_MEDICAL_ONE}(?: (?:\\S+ )*?${ED_MEDICAL_ONE})*(?!.*(?:angoisse|panique|stress|anxi\\w*|cafe|examen))`;
/** Body signs of starving, several in one clause read as one signal. */
const ED_BODY_ONE = `(?:(?:mes )?cheveux (?:qui )?tombent(?: par poignees)?|(?:je )?perds mes cheveux(?: par poignees)?|(?:j${AP}ai|jai) (?:tout le temps|toujours) froid|froid meme (?:sous la couette|en ete|avec trois pulls)|(?:mes )?ongles (?:qui )?cassent|(?:j${AP}ai |jai )?(?:plus|pas eu) (?:mes|de) regles depuis|(?:un )?duvet qui pousse|lanugo|(?:mes )?cotes (?:qui )?(?:ressortent|se voient)|je compte mes cotes|(?:doigts|mains|levres) (?:tout )?bleu(?:e|s|es)?)`;
const ED_BODY = `${ED_BODY_ONE}(?: (?:\\S+ )*?${ED_BODY_ONE})*`;

export const rules: LanguageRules = {
  language: 'fr',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?:${WANT}|espere|esperais|prie (?:\\S+ ){0,3}pour|priais (?:\\S+ ){0,3}pour|pouvais|pourrais|pouvoir|${ME}endormir (?:et|pour|pis|puis)|dormir (?:et|pour|pis|puis)) ${ADV}(?:ne (?:plus jamais|jamais|plus|pas)|plus jamais|jamais plus|plus|pu|pas|jamais) (?:me |m${AP}etre |)reveill?(?:er|e|ee)`,
      FIXED,
    ),
    rule('not-wake-bare', P, 'concern', `ne (?:plus jamais|jamais plus|jamais|plus) (?:me )?reveill?er`, FIXED),
    rule(
      'sleep-forever',
      P,
      'concern',
      `(?:${ME}endormir|dormir|disparaitre|disparetre|disparaite) (?:pour toujours|a jamais|pour de bon|pour l${AP}eternite|definitivement|une bonne fois pour toutes)`,
    ),
    rule('be-dead', P, 'concern', `(?:${WANT}|mieux vaut|serais mieux|serait mieux) ${ADV}(?:etre|etait) (?:deja )?morte?s?`),
    rule('wish-die', P, 'concern', `${WANT} ${ADV}(?:partir de ce monde|quitter ce monde|ne plus exister|ne plus etre (?:la|en vie|vivante?))`),
    rule('want-die', A, 'urgent', `${WANT} ${ADV}(?:mour?rir|mour?rire|crever|creve)(?! pour (?:mes|ma|mon|la|le|les|une|un|des|ce|cette))`),
    rule(
      'hope-die',
      P,
      'concern',
      `(?:espere|esperais|prie pour|priais pour|attends|attend) ${ADV}(?:mour?rir|la mort|crever|que (?:je meure|je (?:vais )?mour?rir|je creve|je vais crever|ma vie s${AP}arrete|tout s${AP}arrete)|qu${AP}une? (?:camion|voiture|bus|train|accident|maladie|cancer|chauffard) (?:m${AP}|me )(?:emporte|ecrase|tue|renverse|percute|fauche))`,
    ),
    rule(
      'death-come',
      P,
      'concern',
      `(?:vivement (?:la mort|que je meure|que je creve)|que la mort (?:vienne|m${AP}emporte|me prenne)|(?:qu${AP}|que )(?:un |une )?(?:camion|voiture|bus|train) m${AP}(?:ecrase|renverse|percute))`,
    ),
    rule(
      'disappear',
      P,
      'concern',
      `${WANT} ${ADV}(?:tout )?(?:disparaitre(?! (?:du|des|d${AP}|sous|de (?!ce monde|la surface)))|disparetre|disparaite|m${AP}effacer|ne plus exister|ne plus etre la|ne plus etre en vie|cesser d${AP}exister|ne jamais etre nee?)`,
    ),
    rule(
      'no-live',
      P,
      'concern',
      `(?:j?veux|j?veu|j?voudrais|aimerais|veut|j?peux|arrive) (?:plus|pas|pu|pus|plu) (?:a )?(?:vivre|etre en vie|exister|continuer a vivre|etre vivante?|etre (?:la|ici))(?! (?:avec|ici|chez|dans|en|a|au|aux|sans|comme|pres|loin|la bas|pour|de|du|cette|ce|seule?))`,
      FIXED,
    ),
    rule(
      'no-reason',
      P,
      'concern',
      `(?:plus|pas|pa|pu|plu|aucune|aucun|sans|perdu|quelle|n${AP}ai) (?:de |d${AP}|du tout de |la |l${AP}|le |toute |une |)(?:raisons? de vivre|envie? de vivre|gout de vivre|gout a la vie|volonte de vivre|sens a (?:ma|la) vie|force de vivre)`,
      FIXED,
    ),
    rule(
      'point-living',
      P,
      'concern',
      `(?:a quoi bon|a quoi (?:ca )?sert|(?:ca|sa) sert a quoi|quel est l${AP}interet|${WHY}) (?:de )?(?:vivre|continuer a vivre|etre en vie|exister|rester en vie|me lever le matin)`,
    ),
    rule(
      'life-worthless',
      P,
      'concern',
      `(?:la vie|ma vie|vivre) (?:ne |n${AP})?(?:vaut|a|merite) (?:plus|pas|aucun|rien)(?: (?:la peine|le coup|de sens|sens|d${AP}etre vecue))?(?! de)`,
      FIXED,
    ),
    rule(
      'tired-life',
      P,
      'concern',
      `(?:marre|fatiguee?|lasse?|epuisee?|degoutee?|tannee?|ecoeuree?|ecoeure|blasee?|saoulee?) (?:de|d${AP}) ?(?:vivre|la vie|cette vie|ma vie|exister|etre en vie|respirer|me reveiller)`,
    ),
    rule('better-without', P, 'concern', `(?:mieux|plus heureux|plus heureuse|plus heureuses|mieux lotis|bien mieux|plus simple|plus facile) sans moi`),
    rule(
      'burden',
      P,
      'concern',
      `(?:(?:je suis|jsuis|chui|chu|suis|j?me sens|j?me sentais|j?me vois) (?:comme )?(?:un |une )?|suis qu${AP}(?:un |une )?)(?:fardeau|poids mort|poids|boulet) (?:pour|a) (?:tout le monde|toute? ma famille|ma famille|mes proches|les autres|mes parents|mon entourage|vous|toi|eux|ceux que j${AP}aime|mon mari|ma femme|mes enfants|mes amis|la societe|la terre entiere|ma mere|mon pere|tous|tout mon entourage)`,
      FIXED,
    ),
    rule(
      'if-gone',
      P,
      'concern',
      `(?:si|quand|le jour ou) je (?:mourais|disparaissais|n${AP}etais plus la|etais plus la|ne serai plus la|serai plus la|ne serais plus la)(?! (?:pour|au|a la|ce|cette|demain|lundi))`,
    ),
    rule('think-death', P, 'concern', `(?:j?pense|j?pensais|penser|songe|songeais|obsedee?) ${ADV}(?:a|par) (?:mour?rir|crever|disparaitre|ne plus etre la)`),
    rule('think-of-death', P, 'concern', `(?:pense|pensais|penser|songe|songeais|obsedee?) ${ADV}(?:a|par) (?:la mort|ma mort|ma propre mort)`, WEAK),
    rule(
      'no-way-out',
      P,
      'urgent',
      `(?:j?vois|voit|j?trouve|y a|ya|existe|il n${AP}y a|il y a|plus|aucune?) (?:plus |pas |pu |aucune? |jamais )?(?:d${AP}|de |)(?:autre )?(?:issue|porte de sortie|echappatoire|lumiere au bout du tunnel|autre solution|autre choix)(?! (?:que (?:de )?(?:demissionner|partir|changer|quitter|vendre|attendre|payer|accepter)|pour (?:le|la|les|ce|cette|mon|ma|un|une)|a (?:ce|ca|mon|ma|cette)|au probleme))`,
      { negatable: false, weak: true },
    ),
    rule('done-all', P, 'urgent', `en ai fini avec (?:tout|la vie|cette vie|le monde|tout ca|tout le monde)(?! (?:le|la|les|mes|mon|ma|ce|ces|cette) )`),
    rule('let-die', P, 'urgent', `${ME}(?:laisser|laisse|laisserais|laisserai) (?:mour?rir|crever|partir pour (?:toujours|de bon))`),
    rule('cant-anymore', P, 'concern', `(?:j${AP}en peux plus|jpp|j${AP}en peux vraiment plus) (?:de vivre|de cette vie|d${AP}etre en vie|d${AP}exister)`),
    rule(
      'cant-bear',
      P,
      'concern',
      `(?:supporte|supporter|supportais) (?:plus|pas) (?:d${AP}etre en vie|de vivre|la vie|cette vie|d${AP}exister|d${AP}etre la)`,
      FIXED,
    ),
    rule(
      'no-point',
      P,
      'concern',
      `(?:vois|voit|trouve) (?:plus |pas |aucun |vraiment pas |)(?:l${AP}|d${AP}|)interet (?:de|a) (?:continuer a |)(?:vivre|etre en vie|exister|continuer)`,
      FIXED,
    ),
    rule(
      'not-exist',
      P,
      'concern',
      `${WANT} ${ADV}(?:ne (?:plus|pas|jamais) |plus )(?:exister|etre la|etre en vie|etre vivante?|etre de ce monde)(?! (?:pour|quand|a|au|demain|ce soir|lundi|ce week end|la semaine))`,
      FIXED,
    ),
    rule(
      'better-if-dead',
      P,
      'concern',
      `(?:mieux|plus simple|plus facile|mieux pour tout le monde) si (?:je |j${AP}|j)(?:mourais|disparaissais|n${AP}etais (?:plus|pas) la|etais (?:plus|pas|pu) la|etais morte?|etais jamais nee?|n${AP}etais jamais nee?|n${AP}existais (?:pas|plus)|existais (?:pas|plus|pu))`,
    ),
    rule(
      'death-relief',
      P,
      'concern',
      `la mort (?:\\S+ ){0,3}(?:delivrance|soulagement|liberation|repos|paix|seule solution|seule issue)|(?:j${AP}envie|envie) les morts`,
    ),
    rule(
      'all-stop',
      P,
      'concern',
      `(?:${WANT}|espere|j${AP}aimerais|aimerais) (?:que )?(?:tout|ma vie|la vie) (?:s${AP}arrete|finisse|se termine|cesse) (?:pour de bon|pour toujours|a jamais|definitivement|une bonne fois)|(?:${WANT}|espere) (?:que )?(?:ma vie|la vie) (?:s${AP}arrete|finisse|se termine|cesse)`,
    ),
    rule(
      'all-stop-plain',
      P,
      'concern',
      `(?:${WANT}|espere|j${AP}aimerais|aimerais) (?:juste |seulement |tellement |)(?:que )?tout (?:s${AP}arrete|arrete|finisse|se termine|cesse)(?! (?:de|le|la|les|ce|cette|au|a|dans|avec|chez|ici))`,
    ),
    rule(
      'why-go-on',
      P,
      'concern',
      `${WHY} (?:je )?(?:continuerais|continuer|devrais continuer|continue) (?:a )?vivre|${WHY} (?:je )?(?:vivrais|rester en vie|resterais en vie)`,
      FIXED,
    ),
    rule('sad-to-wake', P, 'concern', `(?:decue?|triste|degoutee?|deprimee?) de (?:me reveiller|(?:encore )?etre en vie|me reveiller (?:encore|chaque matin))`),
    rule('only-want-die', P, 'concern', `ne (?:veux|souhaite|demande|pense|reve) (?:qu${AP}|que )(?:a )?(?:mour?rir|crever|en finir|disparaitre|ca)$`, FIXED),
    rule(
      'be-gone',
      P,
      'concern',
      `ne plus (?:jamais )?etre (?:la|en vie|de ce monde)(?: du tout| pour personne)?$|partir (?:et|pour) ne (?:jamais|plus|plus jamais) revenir`,
      FIXED,
    ),
    rule('not-even-live', P, 'concern', `(?:meme|meme pas|meme plus|meme pu) (?:plus |pas |pu )?(?:envie )?de vivre`, FIXED),
    rule(
      'end-it-all',
      P,
      'concern',
      `(?:${WANT}|pense a) (?:\\S+ )?mettre fin a tout(?: ca)?(?: pour de bon| une bonne fois pour toutes| pour toujours| definitivement)?$`,
    ),
    rule('should-not-live', P, 'concern', `(?:ne )?devrais (?:pas|plus) (?:etre en vie|exister|etre la|vivre)|devrais (?:deja )?etre morte?`, FIXED),
    rule(
      'nobody-miss',
      P,
      'concern',
      `personne (?:ne |n${AP})?(?:me )?(?:regretterait|pleurerait|remarquerait mon absence)|personne ne (?:me )?manquerait|personne ne (?:remarquerait|verrait la difference|s${AP}en rendrait compte) si je (?:mourais|disparaissais|n${AP}etais plus la|etais morte?)|je ne manquerais a personne|je manquerais a personne`,
      FIXED,
    ),
    rule('they-will-find', P, 'concern', `(?:ils|elle|il|elles) (?:la|le|les) (?:trouveront|trouvera|liront|lira) (?:demain|apres|quand|plus tard)`, WEAK),
    rule(
      'no-wish-here',
      P,
      'concern',
      `(?:plus|pas|aucune?|plus aucune?) (?:\\S+ )?(?:envie|force|courage) (?:d${AP}|de )(?:etre la|etre ici|etre en vie|exister|continuer a vivre)`,
      FIXED,
    ),
    rule(
      'envy-dead',
      P,
      'concern',
      `(?:envie|jalouse?|jaloux) (?:les|des|de ceux qui|ceux qui|les gens qui|les personnes qui) (?:gens qui meurent|morts|qui meurent|meurent|sont morts|personnes decedees)|pour (?:ne plus|ne pas|ne jamais) (?:exister|avoir existe|etre nee?)`,
      FIXED,
    ),
    // — active thoughts
    rule(
      'kill-self',
      A,
      'urgent',
      `(?:${WANT}|j?pense a|j?pensais a|j?pence a|j?panse a|penser a|j?songe a|songeais a|tentee? de|tentation de|idee de|moyen de|comment|pourrais|devrais|capable de|essaye de|essaie de|essayer de|failli|${SUIS} pret(?:e)? a|${SUIS} sur le point de|decide de|oser|peur de|a (?:deux|2) doigts de|pas loin de|proche de) ${ADV}${KILL_SELF}`,
    ),
    rule('end-it', A, 'urgent', `(?:envie d${AP}|besoin d${AP}|decide d${AP}|essaye d${AP}|tente d${AP})${KILL_SELF}`),
    rule(
      'suicide-reflexive',
      A,
      'urgent',
      `${ME}(?:suicider|suicide|suicidais|suiciderai|suiciderais|${SUICIDER}|(?:foutre|fous|fou|fout|crisser|crisse|caliss?er|calisse|calicer|pitcher|pitche) en l${AP}air|flinguer|flingue)`,
    ),
    rule('end-days', A, 'urgent', `(?:mettre|mets|mettrai|mettrais|mis) fin a (?:mes jours|ma vie|ma propre vie|mon existence)`),
    rule(
      'suicidal',
      A,
      'urgent',
      `(?:${SUIS}|me sens|sens|redevenue?|devenue?|encore|toujours) (?:tres |vraiment |un peu |de nouveau |a nouveau |)suicid(?:aires?|eres?|airs?)`,
    ),
    rule(
      'suicidal-thoughts',
      A,
      'urgent',
      `(?:${AP}ai|jai|${AP}avais|${AP}ai eu|mes|reviennent|revenues|revenu|avoir|ai encore) ${ADV}(?:de nouveau |a nouveau |)(?:des |de |plein d${AP})?(?:pensee?s?|idee?s?|ides?|envies|pulsions|tendances) (?:suicid(?:aires?|eres?)|de suicide|noires?|de mort|de me tuer|de mour?rir|d${AP}en finir)`,
    ),
    rule(
      'think-suicide',
      A,
      'urgent',
      `(?<!(?:il|elle|on|ils|elles|ado|ados|gens|un \\S+|une \\S+|quelqu${AP}un|qui|fils|fille|amie?|pote|frere|soeur|copine?|copain|mari|femme) )(?:j?pense|j?pensais|penser|j?songe|songeais|songer|reflechis|reflechi|j?envisage|envisager|envisageais|obsedee? par|tentee? par) ${ADV}(?:au|a|le|du) suicide`,
    ),
    rule(
      'suicide-attempt',
      A,
      'urgent',
      `(?:fait|faire|refait|refaire|fais|tente|tenter|retente) une (?:ts|tentative de suicide|tentative de (?:me tuer|mettre fin a mes jours))`,
    ),
    rule(
      'act-out',
      A,
      'urgent',
      `(?:peur de|pret a|prete a|sur le point de|failli|proche de|envie de|tentee? de) passer a l${AP}acte(?! (?:et|pour) (?:creer|lancer|monter|demander|acheter|changer|commencer|ouvrir))`,
    ),
    rule(
      'want-method',
      A,
      'urgent',
      `${WANT} ${ADV}(?:sauter (?:du|d${AP}un|de la|par la|dans le)|${ME}jeter (?:du|d${AP}un|de la|par la|sous|dans le)|${ME}laisser tomber|${ME}pendre|${ME}noyer|avaler tous|${ME}ouvrir les veines|${ME}tirer une balle)`,
    ),
    rule(
      'stupid-thing',
      A,
      'urgent',
      `(?:peur|envie|tentee?|sur le point|proche) de faire (?:une|des) (?:connerie|conneries|betise|betises|grosse connerie|grosse betise)(?! (?:au|aux|en|a|avec|dans|sur|de|pendant|lors|devant|chez))`,
    ),
    rule(
      'join-dead',
      P,
      'concern',
      `(?:rejoindre|retrouver) (?:mon|ma|mes) \\S+ (?:au ciel|la haut|de l${AP}autre cote|dans la mort)|(?:rejoindre|partir rejoindre) (?:les etoiles|les anges)`,
    ),
    rule(
      'only-solution',
      A,
      'urgent',
      `(?:le suicide|la mort|mour?rir|me tuer|en finir) (?:\\S+ ){0,4}(?:seule solution|seule issue|seule option|seule porte de sortie|unique solution)`,
    ),
    rule(
      'seek-way',
      A,
      'urgent',
      `(?:cherche|cherchais|chercher|trouver|trouve) (?:\\S+ ){0,2}(?:moyen|facon|maniere|methode) (?:de|pour) (?:mour?rir|me tuer|me suicider|en finir)`,
    ),
    // — method or means
    rule(
      'pills-swallow',
      M,
      'urgent',
      `(?:avaler|avale|avalais|gober|gobe|ingurgiter) (?:toute|toutes|tous|tout) (?:mes |les |ces |la |ma |mon |le |une |cette )?(?:${PILLS}|boites?|plaquettes?|flacons?|tubes?|pharmacie)`,
    ),
    rule(
      'pills-box',
      M,
      'urgent',
      `(?:prendre|prends|prenne|prendrai) (?:toute|toutes) (?:la|les|ma|mes|une|cette) (?:boites?|plaquettes?)|(?:prendre|prends|avaler|avale) (?:tous|toutes) (?:mes|les|ces) ${PILLS} (?:d${AP}un coup|en meme temps|en une fois|ensemble)`,
    ),
    rule(
      'pills-how-many',
      M,
      'urgent',
      `(?:combien de|quelle quantite de|quelle dose de|assez de|suffisamment de) (?:\\S+ ){0,4}pour (?:mour?rir|crever|en finir|ne (?:pas|plus|jamais) (?:me |se )?reveiller|me tuer|y rester|se tuer|partir|que ca marche|que ce soit mortel)`,
    ),
    rule('lethal-dose', M, 'urgent', `dose (?:mortelle|letale|fatale|qui tue)`),
    rule('overdose', M, 'urgent', `(?:faire|ferai|refaire|vais faire|envie de faire|pense a faire) une (?:overdose|surdose|od)|${ME}(?:surdoser|overdoser)`),
    rule(
      'how-to-die',
      M,
      'urgent',
      `(?:comment|meilleur moyen de|facon de|maniere de|moyen de|methode pour|methodes? de|technique pour|facon la plus rapide de|moyen le plus rapide de) (?:(?:se |me |m${AP})(?:suicider|tuer|pendre|noyer)|suicider|mour?rir|en finir)(?! (?:de|des|du|d${AP}|dans|au|en)\\b)`,
    ),
    rule(
      'die-painless',
      M,
      'urgent',
      `(?:mour?rir|en finir|${ME}tuer|se tuer|crever) (?:sans (?:douleur|souffrir|souffrance|avoir mal)|rapidement|vite fait|proprement|en douceur|sans que personne)`,
    ),
    rule(
      'gun',
      M,
      'urgent',
      `(?:${ME}tirer (?:une balle|dessus|dans la tete)|${ME}(?:tire|tirerai|tirerais|mettre|mets|mettrai|mettrais|met) (?:une balle|une bastos|un coup de (?:fusil|feu|flingue))|${ME}(?:faire sauter|bruler|exploser) (?:la cervelle|le caisson|la tete)|canon (?:dans|sur|contre) (?:ma|la) (?:bouche|tempe|tete))`,
    ),
    rule(
      'gun-have',
      M,
      'urgent',
      `(?:${AP}ai|jai|${AP}avais) (?:acces a |achete |trouve |recupere |pris |sorti |charge |cache |)(?:un |une |l${AP}|le |la )(?:arme(?: a feu)?|flingue|pistolet|revolver|flingot|calibre|fusil de (?:mon|ma) \\S+)(?! (?:a eau|a billes|a colle|a peinture|en plastique|jouet|nerf|de paintball|de service|pour (?:le|la) (?:tir|chasse|club|stand|travail|boulot)))`,
    ),
    rule(
      'gun-place',
      M,
      'imminent',
      `(?:arme|flingue|pistolet|revolver|fusil|calibre)(?: de (?:mon|ma) \\S+)? (?:est |sont |)(?:chargee? |pret |prete |cachee? |rangee? |)(?:dans (?:mon|ma|le|la) (?:tiroir|sac|chambre|voiture|poche|main|placard|armoire|table de nuit)|sous (?:mon|le) (?:lit|oreiller)|sur (?:moi|la table|mon bureau|mes genoux)|a cote de moi|devant moi|pres de moi|a portee de main)`,
    ),
    rule(
      'hang',
      M,
      'urgent',
      `(?:${ME}pendre|${ME}pends|noeud coulant|noeud de pendu|corde (?:au|autour du|a la|de la) (?:cou|poutre|plafond|crochet)|accrocher (?:une|la) corde)`,
    ),
    rule(
      'rope-have',
      M,
      'urgent',
      `(?:achete|acheter|pris|trouve|prepare|preparer|accroche|attache|fixe|${AP}ai|jai) (?:\\S+ (?:et|pis) )?(?:une |la |de la |)corde(?! (?:a sauter|a linge|de guitare|de violon|a piano|sensible|pour (?:le|la|les|mon|ma|l${AP}|un|une|faire|grimper|attacher|tirer|remorquer)|d${AP}escalade|de (?:rappel|securite|bateau|chanvre|randonnee)))(?!(?: \\S+){0,6} (?:escalade|grimpe|grimper|alpinisme|rappel|bateau|voilier|camping|tente|balancoire|crossfit|gym|hamac|remorqu\\w*|demenagement|jardin|chien|bricolage|kayak|canot))`,
    ),
    rule(
      'jump',
      M,
      'urgent',
      `(?:sauter|saute|sauterai|sauterais|sautais|${ME}jeter|${ME}jette|${ME}jetterai|${ME}lancer|${ME}laisser tomber|${ME}laisse tomber|${ME}ecraser|${ME}balancer|enjamber) (?:du |d${AP}un |d${AP}une |de la |de l${AP}|des |par la |par |dans le |du haut (?:du|de la|de l${AP}|d${AP}un|d${AP}une|des) |depuis (?:le|la|un|une|l${AP}) ?|en bas (?:du|de la|d${AP}un|d${AP}une) )${PLACE}`,
    ),
    rule(
      'jump-edge',
      M,
      'imminent',
      `(?:${SUIS}|me trouve|debout|assise?|monte|montee) (?:au bord du|au bord de la|au bord d${AP}un|sur le parapet|sur la rambarde|sur le rebord|sur le bord du|en haut de la falaise) ?(?:pont|falaise|vide|precipice|fenetre|toit|immeuble|viaduc|)`,
    ),
    rule(
      'train',
      M,
      'urgent',
      `${ME}(?:jeter|jette|lancer|allonger|coucher) (?:dessous|devant|sur les rails|sur les voies)|${ME}(?:jeter|jette|jetterai|mettre|mets|coucher|couche|allonger|lancer|lance) (?:sous|devant|sur) (?:un|le|une|la|les) (?:train|trains|metro|rer|tram|tramway|tgv|voiture|camion|bus|rails|voies)`,
    ),
    rule(
      'car-crash',
      M,
      'urgent',
      `(?:foncer|fonce|foncerai|lancer|jeter|precipiter|encastrer|crasher) (?:avec )?(?:ma |la )?(?:voiture |caisse |bagnole |moto )?(?:volontairement |expres )?(?:dans|contre) (?:un|une|le) (?:mur|arbre|platane|pilier|poteau|camion|ravin|pile de pont)(?! (?:de|du))`,
    ),
    rule('veins', M, 'urgent', `${ME}(?:ouvrir|ouvre|couper|coupe|taillader|trancher) (?:les|mes) (?:veines|poignets)`),
    rule(
      'poison',
      M,
      'urgent',
      `(?:${ME}(?:asphyxier|intoxiquer|empoisonner|gazer|noyer)(?! (?:sous|dans) (?:le|les|la|mes|mon|du|des) (?:travail|boulot|taf|dossiers|mails|devoirs|papiers|paperasse|chagrin|larmes|verre|alcool|factures|problemes|taches))|boire (?:de la |de l${AP}|du )?(?:eau de )?(?:javel|deboucheur|antigel|mort aux rats)|charbon (?:de bois )?dans (?:la|ma) voiture)`,
    ),
    rule(
      'family-gun',
      M,
      'urgent',
      `(?:mon|ma|mes) (?:pere|mere|mari|oncle|frere|parents|grand pere|beau pere|voisin) (?:a|ont|garde|gardent|cache|range) (?:un|une|des|son|sa|ses) (?:fusil|fusils|arme|armes|pistolet|flingue|revolver|carabine)(?: \\S+){0,5} (?:je sais (?:ou|comment)|a la maison|chez nous|dans (?:le|son|un|sa|la) (?:placard|tiroir|armoire|coffre|garage|chambre|table de nuit)|et je|et j${AP}y|et jy|et j)`,
    ),
    rule('pills-ready', M, 'urgent', `${PILLS} (?:\\S+ ){0,2}(?:sont |est )?(?:pret|prets|pretes|prete|alignes|comptes|sortis)(?! (?:a (?:la|etre)|chez))`),
    rule(
      'height-dose',
      M,
      'urgent',
      `(?:hauteur|etage|etages|dose|quantite|combien) (?:\\S+ ){0,4}pour (?:ne pas (?:survivre|me rater|se rater|me louper)|mour?rir a coup sur|etre sure? de mour?rir|que ce soit mortel|ne pas se louper)`,
    ),
    rule(
      'pills-stock',
      M,
      'urgent',
      `(?:boite|boites|plaquette|plaquettes|flacon|tube) (?:entiere|pleine|entieres|pleines) (?:de |d${AP})${PILLS}|(?:plusieurs|des dizaines de|toute une serie de) (?:boites|plaquettes|flacons) (?:de |d${AP})${PILLS}`,
    ),
    rule(
      'gun-loaded',
      M,
      'imminent',
      `(?:arme|flingue|pistolet|revolver|fusil)(?: de (?:mon|ma) \\S+)? (?:est |)chargee?$|(?:${AP}ai |jai )?charge (?:le|la|l${AP}|mon|son) ?(?:pistolet|arme|fusil|flingue|revolver)`,
    ),
    rule(
      'on-roof',
      M,
      'urgent',
      `${SUIS} (?:sur le toit|en haut) (?:de mon|de l${AP}|du|d${AP}un|de cet) ?(?:immeuble|batiment|parking|hopital|pont|tour|viaduc)`,
    ),
    rule(
      'blade-just-in-case',
      M,
      'urgent',
      `(?:garde|porte|ai toujours|cache|planque) (?:\\S+ ){0,2}(?:lame|lames|lame de rasoir|lames de rasoir|cutter|cachets|medicaments) (?:\\S+ ){0,4}(?:au cas ou|pour le jour ou|on ne sait jamais)`,
    ),
    rule('dose-for', M, 'urgent', `dose (?:\\S+ ){0,4}pour (?:ne (?:pas|plus) (?:se|me) reveiller|mour?rir|en finir|y rester)`),
    rule(
      'pills-in-hand',
      M,
      'urgent',
      `${PILLS} (?:\\S+ )?(?:dans (?:la|ma|les|mes) mains?|en main|devant moi|a cote de moi|pres de moi|sous la main|a portee de main)`,
    ),
    // — intent (says they will act or have decided)
    rule(
      'will-kill',
      I,
      'imminent',
      `(?:je vais|jvais|j vais|${AP}vais|vais|j ?vas|je vas|j ?vai|je vai|je v|jv|j ?ve|je ve|je compte|ai decide de|ai decide d${AP}|ai pris la decision de|suis decidee? a|suis prete? a|je m${AP}apprete a|m${AP}apprete a|je me prepare a) ${ADV}(?:${KILL_SELF}|sauter(?= (?:ce soir|cette nuit|maintenant|aujourd${AP}hui|demain)|$)|tout avaler|avaler (?:tous|toutes|toute|tout|mes|les)|prendre (?:tous|toutes|toute) (?:mes|les|la|ma) (?:${PILLS}|boites?|plaquettes?))`,
    ),
    rule(
      'decided-die',
      I,
      'imminent',
      `(?:ai decide de|ai pris la decision de|suis decidee? a|suis prete? a|suis pret a) ${ADV}(?:mour?rir|partir pour (?:toujours|de bon))(?! pour)`,
    ),
    rule('do-it', I, 'imminent', `(?:je |j${AP})?(?:vais|vas|compte|dois) (?:vraiment |enfin |bien |le )?(?:le faire|passer a l${AP}acte)`, WEAK),
    rule(
      'decided',
      I,
      'imminent',
      `(?:ma decision est prise|${AP}ai pris ma decision|${AP}ai fait mon choix|c${AP}est decide|c decide|${AP}ai decide|jai decide)(?= (?:c${AP}est (?:fini|la fin|termine)|adieu|je pars pour (?:toujours|de bon)|je m${AP}en vais pour (?:toujours|de bon)|plus rien ne|personne ne|et (?:personne|rien|je))|$)`,
      WEAK,
    ),
    rule('ready-go', I, 'imminent', `${SUIS} (?:pret|prete|pretes) (?:a|pour) (?:partir pour (?:toujours|de bon)|en finir|passer a l${AP}acte|sauter)`),
    rule('attempt-again', I, 'imminent', `(?:vais|compte|veux) (?:refaire|retenter|recommencer) (?:une (?:ts|tentative)|ma tentative)`),
    rule(
      'when-kill',
      I,
      'imminent',
      `(?:demain|ce soir|cette nuit|aujourd${AP}hui|bientot|tout a l${AP}heure|maintenant|dans (?:\\S+ )?(?:heures?|minutes|jours)) (?:je |j)?${ME}(?:tue|suicide|pends|flingue|fous en l${AP}air|jette)|(?:je |j)${ME}(?:tue|suicide|pends|flingue|fous en l${AP}air) (?:ce soir|cette nuit|demain|aujourd${AP}hui|maintenant|tout de suite)`,
    ),
    rule(
      'act-when',
      I,
      'imminent',
      `(?:(?:je vais|jvais|j${AP}vais|vais) passer|je passe|jpasse|je passerai) a l${AP}acte (?:ce soir|cette nuit|ce week end|demain|aujourd${AP}hui|bientot|maintenant|tout de suite|cette semaine)`,
    ),
    rule(
      'when-pills',
      I,
      'imminent',
      `(?:ce soir|cette nuit|demain|aujourd${AP}hui|maintenant|tout a l${AP}heure) (?:je )?(?:prends|avale|gobe) (?:tous|toutes|toute|tout) (?:mes |les |la |ma )?(?:${PILLS}|boite|plaquette)|(?:je )?(?:prends|avale|gobe) (?:tous|toutes|toute) (?:mes |les |la |ma )?(?:${PILLS}|boite|plaquette) (?:ce soir|cette nuit|maintenant|tout de suite)`,
    ),
    rule('stupid-thing-will', I, 'imminent', `(?:je vais|jvais|j${AP}vais|vais) faire une (?:connerie|betise|grosse connerie)$`, WEAK),
    rule(
      'do-it-when',
      I,
      'imminent',
      `(?:je le ferai|je vais le faire|jvais le faire|j${AP}vais le faire|je compte le faire|je le fais|je passerai a l${AP}acte|je passe a l${AP}acte) (?:des que|quand|une fois que|apres|juste apres|avant)`,
      WEAK,
    ),
    rule(
      'going-method',
      I,
      'imminent',
      `(?:je vais|jvais|j${AP}vais|vais|je compte) (?:\\S+ )?(?:sauter (?:du|d${AP}un|d${AP}une|de la|par la|dans le vide)|${ME}jeter (?:du (?:pont|toit|haut)|d${AP}un (?:pont|immeuble|toit|viaduc)|de la (?:falaise|fenetre|tour)|par la fenetre|sous (?:un|le|une|la) \\S+|dans le vide|dans (?:la seine|le fleuve|la riviere|le lac|la mer))|${ME}pendre|${ME}noyer|${ME}tirer une balle|avaler (?:tous|toutes|tout|les|mes) ?(?:${PILLS}|cachets)?$|avaler (?:tous|toutes) (?:mes|les) ${PILLS}|tout avaler|prendre (?:tous|toutes) (?:mes|les) ${PILLS})`,
    ),
    rule(
      'when-minutes',
      I,
      'imminent',
      `c${AP}est (?:ce soir|cette nuit|aujourd${AP}hui|demain|maintenant) que (?:je )?${ME}(?:tue|suicide|pends|jette|fous en l${AP}air)|(?:dans|d${AP}ici) (?:\\S+ ){1,2}(?:minutes?|heures?) (?:je |j${AP})?(?:(?:avale|prends|gobe) (?:tout|tous mes|toutes mes|tous les|toutes les)(?: ${PILLS})?$|(?:avale|prends|gobe) (?:tous|toutes|mes|les) ${PILLS}|saute(?= (?:du|d${AP}un|de la|par la)|$)|${ME}(?:jette|pends|tue))`,
    ),
    rule('take-them', I, 'imminent', `(?:je vais|vais|jvais) les (?:prendre|avaler)(?: (?:tous|toutes|maintenant|ce soir|tout de suite))?$`, WEAK),
    // — plan or preparation
    rule(
      'pills-saved',
      PL,
      'imminent',
      `(?:stocke|stocker|stockes|accumule|accumuler|amasse|amasser|economise|mis de cote|mets de cote|garde de cote|garde en reserve|mis en reserve|planque|collectionne|rassemble) (?:\\S+ ){0,3}${PILLS}|${PILLS} (?:\\S+ ){0,2}(?:de cote|en reserve|en stock|caches|planques|stockes)`,
    ),
    rule(
      'pills-saved-m',
      M,
      'urgent',
      `(?:stocke|stocker|stockes|accumule|accumuler|amasse|amasser|economise|mis de cote|mets de cote|garde de cote|planque|collectionne) (?:\\S+ ){0,3}${PILLS}`,
    ),
    rule(
      'pills-enough',
      PL,
      'imminent',
      `(?:assez|suffisamment) de ${PILLS}(?! pour (?:le|la|les|un|une|mon|ma|tenir|partir|deux|trois|quatre|quelques|toute|tout|l${AP}))`,
    ),
    rule(
      'pills-enough-m',
      M,
      'urgent',
      `(?:assez|suffisamment) de ${PILLS}(?! pour (?:le|la|les|un|une|mon|ma|tenir|partir|deux|trois|quatre|quelques|toute|tout|l${AP}))`,
    ),
    rule(
      'means-bought',
      PL,
      'imminent',
      `(?:achete|acheter|commande|commander|procure|procurer|recupere|trouve) (?:\\S+ ){0,5}(?:${PILLS}|helium|corde|arme|flingue|pistolet|revolver|charbon de bois|lames? de rasoir)(?: pour (?:le faire|en finir|ce soir|mour?rir|me tuer|moi))`,
    ),
    rule(
      'farewell-letter',
      PL,
      'imminent',
      `(?:ecrit|ecrire|ecris|redige|rediger|prepare|preparer|laisse|laisser|laisserai|termine|terminer|fini|finir|enregistre|enregistrer|envoye|envoyer|programme|programmer) (?:\\S+ ){0,3}(?:lettres?|mots?|messages?|videos?|notes?) d${AP}adieux?(?! (?:a|pour) (?:mon|ma|mes|un|une|notre|nos|le|la|les) (?:collegues?|equipe|boss|chef|patron|manager|classe|eleves|prof|stagiaire))`,
    ),
    rule(
      'letters-after',
      PL,
      'imminent',
      `(?:lettres?|mots?|messages?|videos?) (?:\\S+ ){0,4}pour (?:apres ma mort|apres mon depart|quand je (?:ne )?serai plus (?:la|en vie)|quand je serai (?:partie?|morte?)|apres(?! (?:la|le|les|l${AP}|ce|cet|cette|ces|mon|ma|mes|demain|midi|manger|un|une|avoir|\\S+ (?:reunion|cours))))`,
    ),
    rule(
      'give-away',
      PL,
      'imminent',
      `(?:donne|donner|distribue|distribuer|offert|offre|offrir|legue|leguer) (?:toutes? |presque toutes |la plupart de )?(?:mes|toutes mes) (?:affaires|choses|possessions|biens|objets|bijoux|trucs|economies|jeux|livres)(?! (?:a (?:emmaus|la croix rouge|une association|une asso|une friperie|la friperie|une oeuvre|une brocante|la (?:bibliotheque|mediatheque|ludotheque|boite a livres)|l${AP}ecole)|(?:\\S+ ){0,4}?pour (?:son|sa|ses|leur|leurs) (?:anniv\\w*|\\S+ ans|noel|mariage|fete|bapteme|communion|diplome|naissance)|pour (?:le|la|un|une|mon|ma) (?:demenagement|association|asso|brocante|vide grenier)|avant (?:le|de|mon) (?:demenag|partir en|voyage)))`,
    ),
    rule(
      'affairs-order',
      PL,
      'imminent',
      `(?:mis|mettre|mets|met|regle|regler) (?:toutes )?mes (?:affaires|papiers|comptes) en ordre(?= (?:pour (?:apres|quand|ceux qui restent|ma famille)|avant de (?:partir pour (?:toujours|de bon)|mour?rir|en finir)|au cas ou je)|$)`,
      WEAK,
    ),
    rule(
      'pet-care',
      PL,
      'imminent',
      `(?:qui (?:s${AP}occupera|prendra soin|va s${AP}occuper|pourra s${AP}occuper)|trouve (?:quelqu${AP}un|une famille|un foyer) pour) (?:de )?(?:mon|ma|mes) (?:chat|chien|chats|chiens|enfants|animaux|lapin|perroquet) (?:quand je (?:ne )?serai plus la|apres ma mort|apres moi|si je (?:ne )?suis plus la|quand je serai partie?|apres mon depart)`,
    ),
    rule(
      'goodbye',
      PL,
      'imminent',
      `(?:(?:c${AP}est|voici|ceci est) (?:un |mon |mes )?(?:adieu|adieux|derniers mots|message d${AP}adieu)|adieu (?:a tous|a toutes|tout le monde|tlm|les amis|mes amis|la famille|maman|papa|le monde|monde cruel|pour toujours|et merci)|(?:je vous|je te|jvous|j${AP}vous|je tiens a vous|je voulais ${ADV}vous|je voulais ${ADV}te|je veux ${ADV}vous|je veux ${ADV}te|je tenais a ${ADV}(?:vous|te)) (?:dis |dit |dire |fais |faire )?(?:adieu|mes adieux|au revoir pour (?:toujours|la derniere fois))|au revoir pour toujours|prenez soin de vous (?:pour moi|apres moi)|merci pour tout et adieu)`,
    ),
    rule(
      'last-message',
      PL,
      'imminent',
      `(?:mon|ce) dernier message(?! (?:de l${AP}annee|avant (?:les|mes|le) (?:vacances|conges|weekend|week end|depart|demenagement)|de la journee|du jour|de la semaine|sur ce (?:sujet|fil|groupe|serveur)|ici avant))`,
      WEAK,
    ),
    rule(
      'wont-see',
      PL,
      'imminent',
      `(?:vous|tu|on) ne (?:me )?(?:reverrez|reverras|reverra|entendrez|entendras) (?:plus|jamais)|(?:vous|tu) n${AP}entendre(?:z|s) plus parler de moi|(?:vous|tu|on) (?:me )?(?:reverrez|reverras|reverra) (?:plus|jamais)`,
      FIXED,
    ),
    rule(
      'not-here-tomorrow',
      PL,
      'imminent',
      `(?:demain|bientot|ce soir|cette nuit|d${AP}ici (?:demain|ce soir|ce week end))(?: matin| soir| midi)? (?:je |j${AP})?(?:ne )?(?:serai|serais|suis) (?:plus|pu) (?:la|de ce monde|en vie|vivante?|parmi vous)(?! (?:au|a la|pour|de la|du|car|parce|je suis en|en conge|en vacances|pour le|au bureau))`,
      FIXED,
    ),
    rule(
      'not-of-world',
      PL,
      'imminent',
      `(?:je |j${AP})?(?:ne )?(?:serai|serais) plus (?:de ce monde|parmi vous|en vie)(?! dans (?:\\S+ )?(?:ans|annees|siecle))`,
      FIXED,
    ),
    rule(
      'date-set',
      PL,
      'imminent',
      `(?:${AP}ai|jai|g) (?:deja )?(?:choisi|fixe|arrete|prevu) (?:la|une|le|l${AP}) ?(?:date|jour|heure|moment|endroit|lieu|methode|maniere|facon)(?! (?:du|de la|de mon|de ma|de l${AP}|des|de notre|de nos|pour (?:le|la|les|mon|ma|un|une|notre|nos|mes|l${AP}|ce|cette)|d${AP}un|d${AP}une|de (?:\\S+ )?(?:rdv|rendez vous|reunion|fete|mariage|anniversaire|vacances|voyage|depart en)))`,
      WEAK,
    ),
    rule(
      'tonight-night',
      PL,
      'imminent',
      `(?:ce soir|cette nuit|aujourd${AP}hui|demain) (?:c${AP}est|ce sera|sera) (?:le (?:bon )?(?:soir|moment)|la (?:bonne )?nuit|le (?:bon )?jour|la fin|fini|termine|le moment|la derniere)|c${AP}est (?:ce soir|cette nuit|aujourd${AP}hui|demain) que (?:je|tout|ca) (?:\\S+ ){0,2}(?:finit|fini|termine|s${AP}arrete|m${AP}en vais|pars|meurs|le fais|saute|passe a l${AP}acte|en finis|me tue)`,
      WEAK,
    ),
    rule(
      'last-night',
      PL,
      'imminent',
      `(?:sera|est|c${AP}est|serait|vivre) (?:ma|mon) derni(?:ere|er) (?:nuit|soiree|soir)(?! (?:a|au|en|chez|dans|ici|avant|de vacances|de conge|du|avec|de travail|de stage|au bureau|sans|de la semaine))`,
      WEAK,
    ),
    rule(
      'place-scouted',
      PL,
      'imminent',
      `(?:repere|reperer|reperee|choisi|trouve|visite|verifie) (?:le|un|la|une|l${AP}) ?(?:pont|toit|falaise|immeuble|voie ferree|voies|rails|endroit|hauteur|viaduc)(?: \\S+){0,3} (?:pour (?:sauter|le faire|en finir|mour?rir|me jeter)|d${AP}ou sauter|assez haut|parfait pour (?:sauter|le faire|en finir))`,
    ),
    rule(
      'scouted-bare',
      PL,
      'imminent',
      `(?:${AP}ai|jai|g) repere (?:le|un|la|une|l${AP}|les) ?(?:pont|toit|falaise|voie ferree|voies|rails|viaduc|horaires des trains)`,
      WEAK,
    ),
    rule(
      'all-ready',
      PL,
      'imminent',
      `(?:${AP}ai|g) tout (?:prepare|prevu|organise|regle)(?: pour (?:ce soir|cette nuit|demain|bientot))?$|tout est (?:pret|prevu|regle)$`,
      WEAK,
    ),
    rule(
      'after-death',
      PL,
      'imminent',
      `(?:mes affaires|mes biens|mes choses|mon chat|mon chien|mes enfants|mes comptes|mes mots de passe|mes economies) (?:\\S+ ){0,3}apres ma mort|pour (?:quand|le jour ou|apres que) je (?:ne )?serai plus (?:la|en vie|de ce monde)|pour apres ma mort`,
    ),
    rule('no-need', P, 'concern', `(?:n${AP}en aurai|n${AP}aurai|en aurai|aurai) (?:plus|pas) besoin(?! (?:de|d${AP}|avant|pour))`, WEAK),
    rule(
      'pet-given',
      PL,
      'imminent',
      `(?:(?:donne|confie|offert|donner|laisse|refile|file)\\w* (?:mon|ma|mes|mes deux|mes trois)|(?:mis|place|depose|emmene|amene)\\w* (?:le|la|les|mon|ma|mes)) (?:chat|chatte|chien|chienne|chats|chiens|animaux|lapin|lapins|perroquet|hamster|chaton|chiot)(?: chez \\S+(?: \\S+)?)?${NOT_TRIP}${NOT_REHOMED}`,
      WEAK,
    ),
    rule(
      'letter-family',
      PL,
      'imminent',
      `(?:ecrit|ecrire|prepare|preparer|laisse|laisser|redige|rediger) (?:\\S+ ){0,2}(?:lettres?|mots?|messages?) (?:pour|a) (?:mes parents|ma famille|mes enfants|ma mere|mon pere|mes proches|mon mari|ma femme|mes amis|chacun|tout le monde|ceux que j${AP}aime)(?! (?:pour (?:son|leur|ton|mon) (?:anniversaire|mariage)|pour (?:noel|la fete)))`,
    ),
    rule(
      'farewells',
      PL,
      'imminent',
      `(?:fait|faire|fais) mes adieux(?! (?:a|au) (?:mon |ma |mes )?(?:ancien|ancienne|appartement|bureau|collegues|equipe|job|travail|poste|ville|eleves|classe))|il ne (?:me )?reste plus qu${AP}a (?:partir|mour?rir|le faire|en finir|sauter|passer a l${AP}acte)`,
    ),
    rule(
      'where-when',
      PL,
      'imminent',
      `(?:sais|connais) (?:deja |exactement |)(?:ou|quand|comment) (?:et (?:ou|quand|comment) )?(?:je vais le faire|le faire|je le ferai|je vais le faire)`,
    ),
    rule(
      'note-left',
      PL,
      'imminent',
      `(?:laisse|laisser|ecrit) (?:un|une|des) (?:mot|lettre|lettres|mots) (?:sur|dans|pres de|a cote de) (?:le|la|mon|ma|mes|les) (?:bureau|table|lit|oreiller|porte|frigo|boite aux lettres|chambre)`,
      WEAK,
    ),
    rule('for-tonight', PL, 'imminent', `c${AP}est pour (?:ce soir|cette nuit|aujourd${AP}hui|demain)$`, WEAK),
    rule('kept-all-pills', PL, 'imminent', `(?:garde|gardee|conserve|cache) (?:tous|toutes) (?:mes|les) ${PILLS}`),
    rule(
      'care-after',
      PL,
      'imminent',
      `(?:organise|prevu|arrange|regle|prepare) (?:\\S+ ){0,3}pour que (?:mes|ma|mon) (?:enfants?|fille|fils|chat|chien|famille|animaux|mari|femme) (?:\\S+ ){0,6}(?:apres|quand je (?:ne )?serai plus)(?! (?:le|la|les|l${AP}|ce|cette|mon|ma|demain|midi|\\S+ (?:reunion|cours|ecole)))`,
    ),
    rule(
      'not-here-when',
      PL,
      'imminent',
      `(?:je |j${AP})?(?:ne )?(?:serai|serais) plus (?:la|de ce monde|en vie) (?:demain|ce soir|cette nuit|bientot|dans (?:\\S+ )?(?:jours|heures))${NOT_TRIP}`,
      FIXED,
    ),
    rule(
      'bought-needed',
      PL,
      'imminent',
      `(?:achete|prepare|trouve|rassemble|ai) (?:\\S+ ){0,2}ce qu${AP}il faut pour (?:en finir|mour?rir|me tuer|me suicider)|(?:achete|prepare|trouve|rassemble) (?:\\S+ ){0,2}ce qu${AP}il faut pour le faire`,
    ),
    rule(
      'place-to-jump',
      PL,
      'imminent',
      `(?:endroit|lieu|pont|toit|immeuble|falaise) (?:\\S+ )?(?:ou|d${AP}ou|d${AP} ou) (?:je vais |je compte |je peux |je vais pouvoir )?(?:sauter|me jeter|me pendre|le faire)`,
    ),
    rule(
      'emptied-account',
      PL,
      'imminent',
      `(?:vide|ferme|solde) (?:mon|mes) comptes?(?: \\S+){0,4} (?:donne|vire|transfere|legue)|(?:tout|toutes mes economies|mon argent) (?:\\S+ )?(?:donne|legue|transfere|vire) a (?:ma|mon|mes) \\S+(?: \\S+){0,3} (?:n${AP}en aurai plus besoin|apres moi|pour apres)`,
    ),
    // — self-harm described
    rule(
      'scarify',
      SH,
      'urgent',
      `${ME}(?:suis |suit |sui |)${ADV}(?:de nouveau |a nouveau |)(?:(?:re)?(?:scarifi|automutil|mutil|taillad)\\w*|lacer(?:e|ee|es|er|ais|ait|ent)|entaille(?:e|s|r)?)`,
    ),
    rule(
      'scarif-noun',
      SH,
      'urgent',
      `(?:recommence|repris|reprendre|rechute|retombe|retombee|continue|arrive pas a arreter|arrive plus a arreter) (?:\\S+ ){0,2}(?:scarification|scarifs?|automutilation|mutilation|auto mutilation)`,
    ),
    rule(
      'cut-body',
      SH,
      'urgent',
      `${ME}(?:suis |suit |)${ADV}(?:de nouveau |a nouveau |)(?:re)?coup(?:e|ee|es|ees|er|ais|ait) ${ADV}(?:de nouveau |a nouveau |hier |hier soir |cette nuit |ce matin |)(?:les |le |la |aux? |sur les? |au niveau des? |a l${AP})?(?:bras|poignets?|cuisses?|jambes?|ventre|hanches?|avant bras|peau|chevilles?)(?! (?:en|avec (?:un|le|la|une) (?:couteau|ciseaux|papier|verre|boite)))`,
    ),
    rule(
      'cut-often',
      SH,
      'urgent',
      `(?:je |j${AP})${ME}(?:re)?coupe (?:encore|souvent|parfois|tous les|chaque|quand|pour|depuis|de nouveau|a nouveau|en cachette)|${ME}suis (?:encore |de nouveau |a nouveau )(?:re)?coupee?`,
    ),
    rule(
      'cut-tool',
      SH,
      'urgent',
      `${ME}(?:suis |)(?:re)?(?:coup|blesse|entaill|ouvert)(?:e|ee|er|es|ais|ait)? (?:\\S+ ){0,2}(?:expres|volontairement|avec (?:une|un|la|le|des|mes|ma|mon) (?:lame|lames|rasoir|cutter|compas|taille crayon|lame de rasoir))`,
    ),
    rule(
      'relapse',
      SH,
      'urgent',
      `(?:recommence|recommencer|repris|reprendre|rechute|rechuter|continue|continuer|arrete pas|arrive pas a arreter|arrive plus a arreter|envie|besoin|tentee? de|pulsion de|pulsions de) (?:a |de |d${AP})?${ME}(?:couper|scarifier|mutiler|automutiler|taillader|bruler|faire du mal|frapper|blesser|griffer|faire saigner|arracher la peau|entailler)`,
    ),
    rule(
      'relapse-done',
      SH,
      'urgent',
      `(?:craque|rechute|replonge)(?: \\S+){0,3} (?:je |j${AP})?${ME}(?:suis )?(?:re)?(?:coup|scarifi|brul|taillad|mutil)\\w*`,
    ),
    rule(
      'hurt-self',
      SH,
      'urgent',
      `(?:(?:je |j${AP}|jm${AP}|jme )(?:${ME})?(?:fais|fait|faisais|suis fait|suis faite|suis encore fait|suis encore faite|suis de nouveau fait)|(?:envie|besoin|peur|pulsion|tentee?) de ${ME}faire|(?:veux|vais|voudrais|pourrais|continue a|recommence a) ${ME}faire) ${ADV}(?:du mal|mal expres|mal volontairement|saigner)|(?:envie|besoin|pulsions?|tentee?|veux|voudrais|j?ai le gout) (?:de |d${AP})?${ME}faire ${ADV}(?:tres |vraiment |)mal(?! (?:a|au|aux|en|avec|quand|pour|si|de|d${AP}|dans|sur|a cause))`,
    ),
    rule(
      'burn',
      SH,
      'urgent',
      `${ME}(?:suis |)(?:re)?brul(?:e|ee|er|es|ais|ait)? (?:(?:les |le |la |mes |l${AP})(?:bras|poignets?|cuisses?|jambes?|mains?|peau|ventre|avant bras) )?${ADV}(?:expres|volontairement|avec (?:des |une |un |mes |ma |mon |la |le )?(?:cigarettes?|clopes?|briquet|allumettes?|fer(?! a (?:lisser|friser|boucler))))`,
    ),
    rule(
      'hit-self',
      SH,
      'urgent',
      `(?:je me|j${AP}me|jme|${ME}suis) (?:frappe|frappee|frappais|griffe|griffee|griffais|mords|mordue?|cogne|cognee|tape|tapee|blesse|blessee|pince) (?:\\S+ ){0,3}(?:jusqu${AP}au sang|pour (?:me punir|avoir mal|sentir quelque chose|ressentir|me calmer)|expres|volontairement|contre les murs|la tete contre les murs)|(?:je me|j${AP}me|jme) (?:frappe|frappais|tape|tapais|cogne|cognais|fracasse) (?:la tete|le crane|les poings|le poing|le front) (?:contre|sur) (?:le|les|un|des|la) (?:murs?|porte|sol|table|bureau)`,
    ),
    rule(
      'blades',
      SH,
      'urgent',
      `(?:sorti|ressorti|cache|planque|besoin de|envie de|pense a) (?:mes |les |ma |la |une |des |de )?(?:lames?|lames? de rasoir|cutter)(?! (?:pour (?:me raser|la barbe|les jambes|le bricolage|les cartons|le carton|raser)|de rechange|neuves))`,
    ),
    rule(
      'wounds-hide',
      SH,
      'urgent',
      `(?:cacher|cache|caches|cachais|cachent|voient|voir|remarque\\w*|montrer) (?:mes|les|ces) (?:coupures|entailles|marques sur (?:mes|les) (?:bras|poignets|cuisses)|cicatrices (?:sur|aux) (?:mes|les) (?:bras|poignets|cuisses)|bleus que je me suis fait)`,
    ),
    rule(
      'bleeding',
      SH,
      'imminent',
      `(?:saign\\w*(?:[ \\n]\\S+){0,4}[ \\n](?:s${AP}arrete pas|arrete pas|s${AP}arrete plus|n${AP}arrete pas|abondamment|sans arret)|(?:le )?sang (?:\\S+ ){0,2}(?:s${AP}arrete pas|arrete pas|s${AP}arrete plus|coule partout)|(?:coupure|entaille|plaie|poignet|bras)s? (?:\\S+ ){0,3}saign\\w* (?:beaucoup|enormement|partout|trop)|coupee? (?:beaucoup |vraiment |)trop profond(?:ement)?|(?:trop|tres|super) profond (?:cette fois|la coupure|ma coupure))`,
      FIXED,
    ),
    rule('cut-bleed', SH, 'urgent', `(?:coupee?|coupure|entaille|scarifiee?|tailladee?)(?: \\S+){0,4} (?:ca |sa |je |j${AP}|elle |)saign\\w*`),
    rule('bleeding-on', SH, 'imminent', `(?:ca|sa) (?:ne )?(?:s${AP}arrete|arrete) (?:pas|plus)$|(?:ca|sa) (?:veut|va) pas s${AP}arreter$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'took-too-many',
      SH,
      'imminent',
      `${NOT_THEM}(?:pris|avale|gobe|ingere|prise|avalee?) (?:beaucoup |bien |vraiment |)trop de ${PILLS}|${NOT_THEM}(?:pris|avale|gobe|ingere|prise|avalee?) (?:toute|toutes|tous|tout) (?:la |les |mes |ma |mon |le |ce |cette |une )?(?:${PILLS}${NOT_ROUTINE}|(?:boites?|plaquettes?|flacons?|tubes?)${NOT_FOOD})|${AP}ai fait une (?:overdose|surdose|od)`,
    ),
    rule(
      'wounds-made',
      SH,
      'urgent',
      `(?:entailles|coupures|brulures|marques|cicatrices) (?:\\S+ ){0,4}(?:que je me (?:suis faite?s?|fais|fait)|que je m${AP}inflige)`,
    ),
    rule(
      'opened',
      SH,
      'urgent',
      `${ME}(?:suis |sui |suit |)(?:ouvert|ouverte|entaille|entaillee) (?:les |le |la |mes |mon |ma )?(?:bras|poignets?|cuisses?|jambes?|veines|peau|avant bras)`,
    ),
    rule(
      'relief',
      SH,
      'urgent',
      `(?:soulage|calme|apaise|fait du bien|aide) (?:de |d${AP})${ME}(?:couper|scarifier|faire du mal|bruler|frapper|mutiler|griffer)|${ME}(?:couper|scarifier|faire du mal|bruler|mutiler) (?:me |m${AP})(?:soulage|calme|apaise|fait du bien|aide)`,
    ),
    rule(
      'recut',
      SH,
      'urgent',
      `${ME}suis (?:\\S+ )?recoupee?|${ME}(?:suis )?(?:re)?(?:scarifiee?|coupee?|taillade\\w*) (?:hier|hier soir|cette nuit|ce matin|la nuit derniere|tout a l${AP}heure)$`,
    ),
    rule('make-cuts', SH, 'urgent', `${ME}(?:fais|fait|faisais) (?:des|de|encore des) (?:coupures|entailles|brulures|griffures|scarifications)`),
    rule(
      'scratch-blood',
      SH,
      'urgent',
      `${ME}(?:gratte|griffe|arrache la peau|arrache les cheveux|pince|mords) (?:\\S+ ){0,3}(?:jusqu${AP}a ce que (?:ca|sa) saigne|jusqu${AP}au sang|jusqu${AP}a saigner)`,
    ),
    rule('burn-on-purpose', SH, 'urgent', `${ME}(?:suis |)(?:re)?brul\\w* (?:\\S+ ){0,3}(?:expres|volontairement)`),
    // — harm to others
    rule(
      'kill-other',
      HO,
      'urgent',
      `(?:${WANT}|vais|jvais|pense a|pensais a|penser a|pense serieusement a|prevois de|compte|fantasme de|fantasmes de|pourrais|capable de|ai failli|reve de|projette de|prepare a) ${ADV}(?:le |la |les |l${AP}|lui |leur |te |vous )(?:tuer|buter|descendre|flinguer|egorger|etrangler|poignarder|massacrer|trucider|zigouiller|assassiner|empoisonner|faire la peau|defoncer la tete|fracasser le crane|exploser la tete)`,
    ),
    rule(
      'kill-someone',
      HO,
      'urgent',
      `(?:tuer|buter|flinguer|egorger|etrangler|poignarder|massacrer|assassiner|empoisonner) (?:mon|ma|mes|ce|cette|ces|tous les|toute la|toute ma) (?:ex |propre |petit |petite |beau |belle )?(?:mari|femme|pere|mere|frere|soeur|patron|patronne|boss|chef|collegues?|voisine?s?|ex|copain|copine|prof|enfants?|bebe|fils|fille|famille|parents|colocs?|manager)|(?:tuer|buter|flinguer|egorger|poignarder|massacrer|assassiner) (?:quelqu${AP}un|qqn|des gens|les gens|tout le monde)`,
    ),
    rule(
      'harm-baby',
      HO,
      'urgent',
      `(?:peur de|envie de|pense a|pensees? de|idees? de|tentee? de|pourrais|vais|veux) ${ADV}(?:faire du mal|faire mal|secouer|etouffer|noyer|frapper) (?:a )?(?:mon bebe|mes enfants|mon enfant|ma fille|mon fils|quelqu${AP}un|mon mari|ma femme|ma mere|mon pere|des gens|d${AP}autres)|(?:peur de|envie de|pourrais|vais|veux) ${ADV}(?:lui|leur) faire du mal`,
    ),
    rule(
      'weapon-school',
      HO,
      'urgent',
      `(?:amener|apporter|ramener|emmener|cacher) (?:une|un|mon|ma|l${AP}) ?(?:arme|flingue|pistolet|couteau|fusil|bombe|explosifs?) (?:a|au|en|dans) (?:l${AP}ecole|ecole|lycee|college|fac|cours|classe|la fac|mon ecole|bureau|travail)`,
    ),
    rule(
      'mass',
      HO,
      'urgent',
      `(?:(?:tous|toutes) les (?:tuer|descendre|buter|flinguer|massacrer)|(?:les|vous) (?:tuer|descendre|buter|flinguer|massacrer) (?:tous|toutes)|tuer tout le monde|faire (?:un|une) (?:carnage|massacre|tuerie)|tirer (?:dans|sur) (?:la foule|tout le monde|les gens)|faire (?:tout )?exploser (?:l${AP}ecole|le lycee|le bureau|la fac|le batiment))`,
    ),
    rule(
      'violent-urges',
      HO,
      'urgent',
      `(?:pulsions?|envies?|pensees?|idees?) (?:de violence|violentes?|de (?:le|la|lui|leur) faire du mal) (?:envers|contre|sur) (?:mon|ma|mes|quelqu${AP}un|les autres|lui|elle|eux)|(?:vais|va|vont) (?:\\S+ )?(?:leur |les |vous |lui )?faire payer(?! (?:l${AP}? ?addition|la note|le loyer|les courses|le resto|le repas|la facture))`,
    ),
    // — danger from others
    rule(
      'partner-hits',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP}|nous )(?:a |avait |ont |)${ADV}(?:frapp|bat|tabass|cogn|viol|etrangl|gifl|brutalis|maltrait|sequestr|agress|roue de coups|etouff|menac|enferm|trangl|harcel|persecut|traqu|stalk)\\w*(?! (?:de (?:ne|partir|me quitter|rompre|divorcer|le dire|tout dire|appeler|porter plainte)|pour (?:que|rigoler|rire|jouer|recuperer|recup|ravoir|savoir|me demander|avoir des nouvelles))|${NOT_ACCIDENT})`,
    ),
    rule(
      'partner-hurts',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:a |avait |)(?:fait|fais|font|faisait) (?:du mal|des bleus)|${PARTNER} (?:me |m${AP})(?:a |)(?:pousse|pousser|jete|jette|projete|balance)e? (?:dans les escaliers|contre (?:le|un) mur|par terre|au sol)|${PARTNER} (?:me |m${AP})(?:touche|a touchee?|tripote|force) (?:la nuit|quand|sans(?! (?:faire expres|le vouloir|faire attention|le faire expres))|partout|a coucher|a avoir|sexuellement|contre mon gre|a faire)`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:menace|menacee|menacer|menacait|menacent|a dit|m${AP}a dit|jure|promis|promet|ecrit|envoie|envoye|texte|m${AP}a ecrit|m${AP}ecrit) (?:\\S+ ){0,2}(?:de me |de m${AP}|qu${AP}il (?:allait|va|vas|irait|me) |qu${AP}elle (?:allait|va|me) |qu${AP}ils (?:allaient|vont) )(?:me |m${AP})?(?:(?:retrouver|trouver|choper|attraper|chercher|venir chercher|attendre)(?: et| pour) (?:me |m${AP})?)?(?:tuer|tuerait|tuera|buter|buterait|butera|frapper|frapperait|faire du mal|ferait du mal|fera du mal|faire la peau|ferait la peau|defoncer|defoncerait|egorger|bruler|descendre|tabasser|violer|enlever les enfants|prendre les enfants|faire disparaitre|ferait disparaitre|(?:eclater|peter|casser|defoncer|exploser) (?:la gueule|la tete|le crane)|eclater(?= si))`,
    ),
    rule(
      'wants-kill-me',
      DO,
      'urgent',
      `${PARTNER} (?:veut|veulent|va|vont|essaie de|essaye de|a essaye de|a tente de) (?:me |m${AP})(?:tuer|etrangler|etouffer|noyer|faire du mal|poignarder|frapper)`,
    ),
    rule(
      'abused',
      DO,
      'urgent',
      `(?:${SUIS}|${AP}etais|etre) (?:une femme |un homme |)(?:battue?|violee?|maltraitee?|agressee?|sequestree?|menacee? de mort|tabassee?|victime de violences?|victime de viol|victime d${AP}abus)(?! (?:a plate|aux|au))|(?:subis|subi|victime de|vis) (?:des |de la |les |)(?:violences?(?: conjugales?| domestiques?)?|coups|abus|attouchements|maltraitances?|viols?)`,
    ),
    rule(
      'afraid-home',
      DO,
      'urgent',
      `peur (?:de (?:rentrer|retourner) (?:chez moi|a la maison)|(?:de|d${AP}) ?(?:mon|ma) (?:mari|femme|copain|copine|compagnon|compagne|conjoint|conjointe|pere|beau pere|ex|mec)|pour ma vie|qu${AP}(?:il|elle|ils) (?:me |m${AP})(?:tue|frappe|fasse du mal|retrouve|batte|etrangle))`,
    ),
    rule(
      'danger-now',
      DO,
      'imminent',
      `${PARTNER} (?:est|sont|m${AP}attend|me menace|me poursuit|arrive|revient|entre|rentre|a|m${AP}a menacee?|tape|frappe|defonce|essaie d${AP}entrer|veut entrer) (?:\\S+ ){0,4}(?:avec|d${AP}) ?(?:un|une|son|sa|le|la|l${AP}) ?(?:couteau|arme|flingue|pistolet|fusil|batte|marteau|hache|machette)|(?:essaie|essaye|tente) de (?:defoncer|casser|enfoncer|forcer) (?:la|ma) porte|(?:enfermee?|cachee?) (?:dans|a) (?:la|les|ma|le) (?:salle de bain|toilettes|chambre|placard)(?: \\S+){0,2} (?:il|elle) (?:tape|frappe|crie|defonce|hurle|menace)`,
    ),
    rule(
      'slapped',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:a |)(?:tape|tapait) dessus|(?:me|m${AP}) (?:met|mettait|a mis|a colle|colle|crisse|a crisse|sacre|a sacre|fout|a foutu|flanque|a flanque) (?:une|des) (?:gifle|gifles|claque|claques|baffe|baffes|coups|raclee)(?!${NOT_ACCIDENT})|m${AP}(?:a |ont )?(?:poussee?|jetee?|projetee?) (?:dans les escaliers|contre (?:le|un) mur|par terre)`,
    ),
    rule(
      'forced',
      DO,
      'urgent',
      `(?:me |m${AP})(?:force|forcait|a forcee?|oblige|obligeait|a obligee?) a (?:avoir des rapports|coucher|faire l${AP}amour|des actes sexuels|faire des choses)|(?:me |m${AP})(?:enferme|enfermait|a enfermee?) (?:a la maison|chez (?:moi|nous|lui)|dans (?:la|ma) (?:chambre|maison|cave))`,
    ),
    rule(
      'injured-by',
      DO,
      'urgent',
      `(?:m${AP}a|m${AP}ont|(?<!(?:je|j${AP}|j) )me) (?:deja )?(?:casse|fracture|brule|ouvert|defonce) (?:le|la|les|un|une|mon|ma|des|l${AP}) ?(?:bras|nez|cote|cotes|machoire|dent|dents|poignet|doigt|arcade|levre|crane)|(?:il|elle|mon \\S+|ma \\S+) (?:devient|est devenue?|devenait) (?:\\S+ )?violente?|(?:il|elle|mon \\S+|ma \\S+) (?:est|etait) violente? (?:avec moi|envers moi)`,
    ),
    rule(
      'and-hit-me',
      DO,
      'urgent',
      `(?:et|puis|il|elle|ils) m${AP}(?:a|ont) (?:\\S+ )?(?:frappee?|battue?|giflee?|etranglee?|tabassee?|violee?|cognee?)(?!${NOT_ACCIDENT})`,
    ),
    // — eating-disorder risk
    rule(
      'not-eating',
      ED,
      'concern',
      `(?:pas|rien|plus|presque rien|quasiment rien|quasi rien) (?:rien )?(?:mange|avale|bouffe)(?: (?:quoi que ce soit|grand chose|correctement|normalement|un vrai repas|de vrai repas|de repas|rien))? depuis (?:\\S+ ){0,2}(?:jours|semaines|semaine)|(?:mange|avale|bouffe) (?:plus|rien|pas|presque rien|quasiment rien) depuis (?:\\S+ ){0,2}(?:jours|semaines|semaine)`,
      FIXED,
    ),
    rule(
      'days-no-food',
      ED,
      'concern',
      `(?:ca fait|fait|cela fait|depuis) (?:\\S+ ){1,2}(?:jours|semaines|semaine) (?:que |)(?:je |j${AP}|jai |)(?:ne |n${AP})?(?:mange|ai mange|avale|ai avale|bouffe|ai bouffe) (?:pas|rien|presque rien|plus|quasi rien|quasiment rien)`,
      FIXED,
    ),
    rule(
      'purge',
      ED,
      'concern',
      `${ME}(?:fais|fait|faire|suis fait|suis faite|faisais|ferai|force a|forcer a|oblige a) ${ADV}(?:de nouveau |)vomir|vomi\\w* (?:expres|volontairement|apres (?:chaque|les|mes|le|un|chacun de mes) (?:repas|crise|manger|diner|dejeuner))|doigts? dans la gorge`,
    ),
    rule(
      'laxatives',
      ED,
      'concern',
      `(?:prends|pris|prendre|avale|abuse|abuser|prenais) (?:\\S+ )?(?:laxatifs|diuretiques|coupe faims?|pilules? amaigrissantes?)`,
    ),
    rule(
      'stop-eating',
      ED,
      'concern',
      `(?:arreter|arrete|cesser|cesse) de manger(?! (?:de la|du|des|le|la|les|sucre|gras|viande|apres|le soir|entre|au|a la|trop|n${AP}importe|dehors))|(?:ne plus|plus jamais) manger(?! (?:de la|du|des|le|la|les|de|d${AP}|au|a la|chez|avec|ici|la bas|dehors|dans))`,
    ),
    rule(
      'food-fear',
      ED,
      'concern',
      `(?:peur|terreur|phobie|angoisse) (?:de|d${AP}) ?(?:manger|grossir|prendre (?:du|un|des) (?:poids|kilo|kilos|gramme|grammes)|la nourriture)|culpabilise (?:a chaque|apres chaque|quand je) (?:bouchee|repas|mange)`,
    ),
    rule(
      'ed-named',
      ED,
      'concern',
      `(?:mon|ma|mes|je suis|jsuis|suis|redevenue?|rechute\\w*|recommence|retombee? dans|souffre d${AP}|souffre de|crise de|crises de|en pleine) (?:\\S+ )?(?:l${AP}|d${AP})?(?:anorexi\\w*|boulimi\\w*|hyperphagi\\w*|tca)`,
    ),
    rule(
      'skip-meals',
      ED,
      'concern',
      `(?:saute|sauter|sautais) (?:tous les|tous mes|la plupart des|presque tous les|plusieurs) repas|(?:(?:que|seulement|juste) |qu${AP})(?:une|un) (?:pomme|yaourt|biscotte|fruit|cafe|verre d${AP}eau|tasse de the|carotte) par jour|(?:moins de|a peine|max|maximum) (?:\\S+ ){1,2}(?:calories|kcal) par jour`,
    ),
    rule(
      'binge-compensate',
      ED,
      'concern',
      `(?:crise|crises|craque|mange tout) (?:\\S+ ){0,5}(?:puis|et apres|ensuite|apres) (?:\\S+ ){0,3}(?:vomi\\w*|me fais vomir|laxatifs|jeune)`,
    ),
    rule(
      'medical',
      ED,
      'urgent',
      `(?:mange|manger|repas|jeun|calories|vomi\\w*|vomir|laxatifs|anorexi\\w*|boulimi\\w*)(?: \\S+){0,8} (?:evanoui\\w*|malaise|tombee? dans les pommes|douleurs? (?:a la|dans la) poitrine|coeur (?:qui )?(?:s${AP}emballe|bat (?:trop )?vite|irregulier)|vomi\\w* du sang)|(?:evanoui\\w*|malaise|tombee? dans les pommes)(?: \\S+){0,6} (?:pas mange|rien mange|mange rien|mange pas|pas manger|a jeun|mange plus|mange presque rien|mange plus rien)`,
    ),
    rule('fasting', ED, 'concern', `(?:jeune|jeuner|jeunais|a jeun) (?:depuis )?(?:\\S+ ){1,2}(?:jours|semaines|semaine)(?! (?:de ramadan|religieux))`),
    rule(
      'eat-nothing',
      ED,
      'concern',
      `(?:mange|bouffe) (?:presque|quasiment|quasi|pratiquement) (?:plus|rien)|(?:peur|terreur|angoisse) (?:panique |bleue |terrible |)de grossir`,
    ),
    rule('purge-when', ED, 'concern', `vomis (?:quand|des que|apres|si) (?:je )?(?:craque|mange trop|mange|ai mange)`),
    rule(
      'calorie-cap',
      ED,
      'concern',
      `(?:calories|kcal) par jour (?:max|maximum|au plus|pas plus)|(?:m${AP}autorise|m${AP}accorde|me limite a|m${AP}interdis plus de) (?:\\S+ ){1,2}(?:calories|kcal)`,
    ),
    rule('purge-all', ED, 'concern', `(?:vomis|recrache) tout ce que (?:je |j${AP})(?:mange|avale|ingere)`),
    // — families added from the phone-typed development set (docs/safety/dev/fr.*)
    rule(
      'at-the-end',
      P,
      'concern',
      `(?:j${AP}en peux (?:plus|pu)|jpp|j${AP}en ai marre|(?:${SUIS}|chu|chus) (?:a bout|a boutte|a about|au about du rouleau|a bout de force)s?) (?:de|d${AP}) ?(?:tout|toute|toutte|tout ca|rien|vivre|moi|moi meme|exister)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'no-strength',
      P,
      'concern',
      `${AP}ai (?:plus|pu|pus) (?:la |de |aucune |d${AP})?(?:force|courage|energie)(?: (?:de|d${AP}) ?(?:continuer|me battre|lutter|avancer|rien|vivre))?$`,
      { negatable: false, weak: true },
    ),
    rule(
      'better-off-dead',
      P,
      'concern',
      `(?:serais|serait|serai) (?:bien |tellement |vraiment |)mieux (?:morte?s?|sous terre|six pieds sous terre|au cimetiere)`,
    ),
    rule(
      'never-born',
      P,
      'concern',
      `(?:aurais|aurait) (?:jamais|pas|du ne jamais|du ne pas|mieux fait de ne (?:jamais|pas)|prefere ne (?:jamais|pas)) (?:du )?(?:naitre|etre nee?|exister|venir au monde)`,
      FIXED,
    ),
    rule('why-alive', P, 'concern', `${WHY} (?:${SUIS}|suis je) (?:encore|toujours) (?:en vie|vivante?|sur terre|de ce monde)`, FIXED),
    rule(
      'me-too',
      A,
      'urgent',
      `(?:suicide|suicider|mour?rir|en finir|me tuer|se tuer|idees noires)(?: \\S+){0,8} (?:et )?moi (?:aussi|meme|itou) (?:j${AP}y|jy|je|j) ?(?:pense|songe|ai pense|y pense|ai envie|veux)`,
    ),
    rule(
      'pills-them',
      M,
      'urgent',
      `${PILLS}(?: \\S+){0,7} (?:(?:tous|toutes) les (?:prendre|avaler|gober)|les (?:prendre|avaler|gober) (?:tous|toutes|d${AP}un coup|en meme temps|en une fois))`,
    ),
    rule(
      'pills-access',
      M,
      'urgent',
      `(?:${AP}ai|jai|g|trouve|pique|vole|recupere|garde|cache) (?:les|des|tous les|toutes les|plein de|une boite de|la boite de|les boites de) ${PILLS} (?:de (?:ma|mon|mes) \\S+|dans (?:ma|mon|mes) \\S+|sous (?:mon|le|mes) \\S+)`,
      WEAK,
    ),
    rule(
      'go-to-place',
      M,
      'urgent',
      `(?:vais|jvais|j vas|jvas|je compte|je veux) (?:aller|monter|retourner) (?:au|sur le|sur la|en haut du|en haut de la|au bord du|au bord de la) (?:pont|toit|falaise|viaduc|voie ferree|rails|quai)`,
      WEAK,
    ),
    rule(
      'crash-will',
      I,
      'imminent',
      `(?:je vais|jvais|j${AP}vais|vais|je compte|j ?vas|je vas) (?:\\S+ )?(?:foncer|me jeter|me crasher|m${AP}encastrer|me precipiter|me lancer) (?:\\S+ ){0,3}(?:dans|contre) (?:un|une) (?:mur|arbre|platane|pilier|poteau|camion|ravin|pile de pont|muret)`,
    ),
    rule(
      'decided-kill',
      I,
      'imminent',
      `(?:c${AP}est decide|c decide|ma decision est prise|${AP}ai pris ma decision|${AP}ai decide|jai decide) (?:je |j${AP}|j)?${ME}(?:tue|suicide|${SUICIDER}|(?:fous|fou|fout|crisse|calisse) en l${AP}air|pends|flingue|jette)`,
    ),
    rule(
      'no-burden-soon',
      PL,
      'imminent',
      `(?:serai|serais|vais (?:plus |pu )?etre) (?:plus|pu) (?:un |une |ton |votre )?(?:probleme|poids|fardeau|charge|souci|boulet|poids mort|derangement) (?:pour (?:personne|vous|toi|longtemps|vous tous|qui que ce soit)|bientot|tres bientot|tres longtemps)`,
      FIXED,
    ),
    rule(
      'rid-of-me',
      PL,
      'imminent',
      `(?:vous|tu|ils|elles|tout le monde|ma famille|mes parents) (?:serez|seras|seront|sera|allez etre|vas etre|vont etre|va etre) (?:enfin |bientot |)(?:debarrassee?s?|liberee?s?) de moi|(?:vous|tu) (?:n${AP})?(?:aurez|auras) (?:plus|pu|bientot plus) a (?:vous|te|t${AP}) ?(?:soucier|occuper|inquieter|preoccuper) de moi`,
      FIXED,
    ),
    rule(
      'two-chosen',
      PL,
      'imminent',
      `(?:choisi|fixe|prevu|decide|repere) (?:le|la|l${AP}|un|une) ?(?:pont|toit|falaise|endroit|lieu|date|jour|heure|moment|methode|immeuble|viaduc) et (?:le|la|l${AP}|un|une) ?(?:date|jour|heure|moment|methode|endroit|lieu|pont|corde|dose)(?! (?:du|de|des|d${AP}|pour|avec))`,
    ),
    rule('chosen-place', PL, 'imminent', `(?:${AP}ai|jai|g) (?:choisi|trouve) (?:le|mon|un|l${AP}) ?(?:pont|toit|viaduc|falaise)$`, WEAK),
    rule(
      'after-me',
      PL,
      'imminent',
      `(?:organise|prevu|regle|prepare|arrange|ecrit|laisse|mis en ordre|range|planifie) (?:\\S+ ){0,4}pour (?:apres moi|apres mon depart definitif|quand je (?:ne )?(?:serai|serais) (?:plus|pu) (?:la|en vie|ici))(?! (?:au|a la|pendant|durant|dans|sur|en|le|la|pour|avec))`,
    ),
    rule(
      'pet-will-go',
      PL,
      'imminent',
      `(?:mon|ma|mes) (?:chat|chien|chats|chiens|animaux|lapin|perroquet|plantes) (?:ira|iront|va aller|vont aller) (?:chez|avec) `,
      WEAK,
    ),
    rule(
      'wrote-everyone-bye',
      PL,
      'imminent',
      `(?:ecrit|envoye|texte|textote|appele|laisse un message) (?:\\S+ ){0,2}(?:a|aux) (?:tout le monde|mes proches|ma famille|mes amis|mes amies|mes potes|mes chums|mes parents|chacun|ceux que j${AP}aime) (?:\\S+ ){0,2}pour (?:leur )?(?:dire|faire) (?:au revoir|adieu|mes adieux|que je (?:les|l${AP}) ?aime)`,
    ),
    rule(
      'last-night-alive',
      PL,
      'imminent',
      `(?:c${AP}est|ce sera|ca sera|sera) (?:ma|mon) derni(?:ere|er) (?:nuit|soiree|soir|jour|journee) (?:sur terre|en vie|ici bas|a vivre|de ma vie|parmi vous|vivante?)`,
    ),
    rule('not-long', PL, 'imminent', `(?:plus|pu) pour (?:tres )?longtemps$`, WEAK),
    rule(
      'cut-fragment',
      SH,
      'urgent',
      `^(?:a|de) ${ME}(?:couper|recouper|scarifier|mutiler|automutiler|bruler|taillader|faire du mal|faire saigner|griffer)(?! (?:les cheveux|les ongles|la frange|une tranche|un morceau|du pain|du fromage|les pointes))`,
    ),
    rule(
      'bleeding-lot',
      SH,
      'imminent',
      `(?:ca|sa|le sang|ma coupure|mon bras|mon poignet|ma cuisse|la plaie|les coupures) (?:\\S+ )?saign\\w* (?:beaucoup|enormement|partout|trop|grave|sans arret|encore)`,
      { negatable: false, weak: true },
    ),
    rule(
      'harm-weapon',
      HO,
      'imminent',
      `(?:vais|jvais|veux|envie de|compte) (?:lui|le|la|les|leur) (?:defoncer|casser|peter|exploser|fracasser|eclater|planter|crever|saigner|ouvrir|tuer|buter) (?:\\S+ ){0,12}(?:couteau|arme|flingue|pistolet|batte|marteau|machette|cutter|hache|fusil)`,
    ),
    rule('beat-up', HO, 'urgent', `(?:vais|jvais|veux|envie de) (?:lui|leur) (?:defoncer|peter|eclater|fracasser) (?:la gueule|la tete|le crane)`),
    rule('swallow-them-all', M, 'urgent', `(?:pense a|envie de|vais|veux|voudrais|tentee? de) ${ADV}(?:toutes?|tous) les (?:avaler|gober)`),
    rule(
      'kill-other-when',
      HO,
      'imminent',
      `(?:vais|jvais|je compte|j ?vas) (?:le |la |les |l${AP}|lui |leur )(?:tuer|buter|descendre|flinguer|egorger|poignarder|faire la peau|regler son compte) (?:\\S+ ){0,3}(?:ce soir|cette nuit|demain|tout a l${AP}heure|a la sortie|des (?:qu${AP}|que )(?:il|elle|je))`,
    ),
    rule(
      'deprive',
      ED,
      'concern',
      `${ME}(?:prive|privais|prives|priver|affame|affamer|affamais) (?:de |d${AP})?(?:manger|nourriture|bouffe|repas)|${ME}(?:affame|affamer|affamais)`,
    ),
    rule('eat-nothing-more', ED, 'concern', `(?:je |j|jme )(?:ne )?(?:mange|bouffe) (?:presque |quasiment |quasi |pratiquement |)(?:plus|pu) rien`),
    rule('de-trop', P, 'concern', `(?:${SUIS}|${ME}sens|${ME}sentais) (?:\\S+ )?de trop (?:dans ce monde|sur (?:cette )?terre|ici bas|dans cette vie|partout)`),
    rule(
      'leave-forever',
      P,
      'concern',
      `(?:partir|pars|disparaitre|m${AP}en aller|m${AP}en vais|m${AP}effacer|(?:sacrer|sacre|crisser|crisse|calisser|calisse) (?:mon|le) camp)(?: \\S+){0,3} pour (?:toujours|de bon)$|^ne (?:plus jamais|jamais plus|plus) revenir$`,
      { negatable: false, weak: true },
    ),
    rule(
      'pain-stop',
      P,
      'concern',
      `(?:ca|la douleur|la souffrance|tout ca|ma souffrance|cette douleur) (?:s${AP}arrete|s${AP}arreter|finisse|cesse) (?:pour toujours|pour de bon|a jamais|definitivement|une fois pour toutes)`,
    ),
    rule(
      'want-it-stop',
      P,
      'concern',
      `(?:${WANT}|j${AP}aimerais|aimerais) (?:juste |seulement |tellement |)que (?:ca|la douleur|la souffrance|tout ca) (?:s${AP}arrete|cesse|finisse)$`,
      WEAK,
    ),
    rule(
      'too-hard',
      P,
      'concern',
      `c${AP}est (?:trop|tellement) (?:dur|lourd|dur a porter|insupportable)$|(?:je |j)(?:tiens|tiendrai) plus$|j${AP}y arrive (?:plus|pu)$`,
      { negatable: false, weak: true },
    ),
    rule('end-for-me', P, 'concern', `c${AP}est (?:la fin|fini|termine|foutu) pour moi`, WEAK),
    rule(
      'my-letter',
      PL,
      'imminent',
      `(?:ecrit|fini|termine|laisse|prepare|redige) (?:ma|mes) (?:lettre|lettres)$|(?:ma|mes) derni(?:ere|eres) lettres?|mes derniers mots`,
      WEAK,
    ),
    rule('will-written', PL, 'imminent', `(?:redige|ecrit|fait|prepare|rediger|faire|ecrire|prepare) (?:mon|un) testament`, WEAK),
    rule('have-means', M, 'urgent', `(?:${AP}ai|jai|g) (?:les|mes|des|assez de|plein de) ${PILLS}$|(?:${AP}ai|jai|g) (?:la|une|ma) corde$`, WEAK),
    rule('this-time', I, 'imminent', `cette fois (?:c${AP}est la bonne|j${AP}y vais|c${AP}est la derniere|je vais jusqu${AP}au bout)$`, WEAK),
    rule('will-miss-you', PL, 'imminent', `(?:vous|tu) (?:allez|vas|aller) (?:tous |toutes |)me manquer`, WEAK),
    rule(
      'marks',
      SH,
      'urgent',
      `${ME}(?:suis )?(?:re)?fai(?:t|te|s) (?:\\S+ )?(?:des |de |encore des )?(?:marques|coupures|entailles|brulures|griffures) (?:sur|aux|au|a) (?:les |mes |la |le |l${AP})?(?:bras|poignets?|cuisses?|jambes?|ventre|hanches?|peau)(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'hit-self-when',
      SH,
      'urgent',
      `(?:je me|jme|j${AP}me) (?:frappe|cogne|gifle|mords|tape) (?:moi meme |tout seul |toute seule |)(?:quand|des que|chaque fois que|a chaque fois que|lorsque) (?:je (?:suis|me sens|craque|panique|stresse|deprime|pleure|angoisse|vais mal|pete un plomb|m${AP}en veux|me deteste)|ca va (?:pas|mal|plus)|j${AP}(?:ai (?:mal|peur|honte|la rage|des crises)|angoisse|en peux plus)|chu|jsuis)`,
    ),
    rule(
      'took-many',
      SH,
      'imminent',
      `${NOT_THEM}(?:avale|gobe|ingere) (?:plein|une poignee|un tas|une dizaine|une vingtaine|des dizaines|une trentaine) (?:de |d${AP})${PILLS}|${NOT_THEM}(?:pris|avale|gobe|ingere) (?:[1-9]\\d|\\d{3,}) ${PILLS}(?! (?:\\S+ ){0,5}(?:semaine|semaines|mois|jours|annee|prescri\\w*|ordonnance|au total|en tout))`,
    ),
    rule(
      'going-jump',
      I,
      'imminent',
      `(?:je vais|jvais|j${AP}vais|vais|je compte|j ?vas|je vas) (?:\\S+ )?(?:sauter|${ME}(?:jeter|pitcher|garocher|laisser tomber)) (?:\\S+ ){0,3}(?:${PLACE}|rails|voies|metro|train)`,
    ),
    rule('jump-slang', M, 'urgent', `${ME}(?:pitcher|pitche|garocher|garoche) (?:\\S+ ){0,3}(?:${PLACE}|rails|voies|metro|train)`),
    rule('jump-under', M, 'urgent', `(?:sauter|saute) (?:sous|devant) (?:un|le|une|la|les) (?:train|trains|metro|rer|tram|tramway|tgv|voiture|camion|bus)`),
    rule('pills-hidden', PL, 'imminent', `(?:cache|planque|caches|planques) (?:des|plein de|plusieurs|une dizaine de|toutes sortes de|un stock de) ${PILLS}`),
    rule(
      'attempt-bare',
      A,
      'urgent',
      `(?:fait|refait|faire|refaire) une (?:tentative|ts)(?= (?:la|le|il|hier|cette|ce|l${AP}|en|et|y|avant|quand)|$)|depuis ma (?:ts|tentative(?! d))`,
    ),
    rule(
      'hits-with',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:a |avait |)(?:tape|tapait|tapent|frappe|frappait|bat|battait) (?:\\S+ ){0,2}(?:avec (?:la|une|sa|un|son) (?:ceinture|baton|batte|bouteille|chaise|poele|cable|fil|martinet|regle|bague)|a coups de)`,
    ),
    rule(
      'throat',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:a |avait |)(?:pogne|attrape|saisi|serre|tenu)e? (?:\\S+ )?(?:a la gorge|par la gorge|par le cou|le cou)(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'slaps',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:a |avait |)(?:crisse|crissait|donne|donnait|fout|foutait|foutu|sacre|sacrait|flanque|flanquait|envoie|envoyait|pete|petait|met|mettait|mis) (?:des|une|un) (?:claques?|gifles?|baffes?|coups?|volees?|taloches?|raclees?|coups de poing|coups de pied)(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'weighs',
      ED,
      'concern',
      `${ME}pese (?:\\S+ ){0,2}(?:fois par jour|apres chaque repas|plusieurs fois)|(?:mange|avale|m${AP}autorise|me limite a) (?:\\S+ )?[1-9]\\d{0,2} (?:calories|kcal|cal)(?! (?:de plus|en plus|de trop))`,
    ),
    rule(
      'when-alone',
      PL,
      'imminent',
      `(?:quand|des que|une fois que|lorsque) (?:ils|elle|il|elles|mes parents|ma mere|mon pere|mon coloc|ma coloc|tout le monde|ma famille|mon mari|ma femme|mon chum|ma blonde) (?:seront|sera) (?:tous |toutes |)(?:partis?|parties?|couches?|couchees?|endormis?|endormies?|au travail|sortis?|sorties?)$`,
      WEAK,
    ),
    rule(
      'go-there-when',
      PL,
      'imminent',
      `(?:ce soir|cette nuit|demain)(?: \\S+){0,4} (?:je vais|jvais|j vais|j vas|jvas) y (?:aller|retourner)|(?:je vais|jvais|j vais|j vas|jvas) y (?:aller|retourner) (?:ce soir|cette nuit|tout a l${AP}heure|maintenant)`,
      WEAK,
    ),
    rule(
      'stare-drop',
      M,
      'urgent',
      `(?:regarde|fixe|observe|contemple) (?:le vide|en bas|le pont (?:depuis|de ma|par)|les rails|les trains passer|la riviere d${AP}en haut)`,
      WEAK,
    ),
    rule(
      'pharmacy-all',
      M,
      'urgent',
      `(?:prendre|prends|avaler|avale|gober|gobe) tout ce qu${AP}il y a dans (?:l${AP}armoire a pharmacie|la pharmacie|ma pharmacie|la boite|le tiroir a medicaments|l${AP}armoire)|(?:avaler|avale|vider|vide) (?:toute )?(?:l${AP}armoire a pharmacie|la pharmacie)`,
    ),
    rule(
      'boxes-have',
      M,
      'urgent',
      `(?:${AP}ai|jai|g) (?:\\d+|plusieurs|deux|trois|quatre|cinq|des) (?:boites|plaquettes|flacons|tubes) (?:de |d${AP})${PILLS}|(?:${AP}ai|jai|g) (?:les|mes|des|une) (?:lames?|lames? de rasoir)$`,
      WEAK,
    ),
    rule(
      'letter-placed',
      PL,
      'imminent',
      `(?:la|ma|les|mes) (?:lettres?|mots?) (?:est|sont) (?:sur|dans|pres de|a cote de|sous) (?:mon|ma|le|la|mes|les) (?:bureau|table|lit|oreiller|chambre|tiroir)`,
      WEAK,
    ),
    rule('bath', PL, 'imminent', `(?:rempli|fait couler|prepare|coule) (?:la|le|un|mon) (?:baignoire|bain)`, WEAK),
    rule('bleed-out', SH, 'imminent', `${ME}vider de (?:mon|son) sang|(?:perds|perdu) (?:beaucoup|trop|enormement) de sang`, FIXED),
    rule(
      'weapon-got',
      M,
      'urgent',
      `${ME}(?:suis |)procuree? (?:une|un|des) (?:arme|armes|flingue|pistolet|revolver|fusil|corde|lames?)(?! (?:\\S+ ){0,2}(?:paintball|airsoft|chasse|tir sportif|club de tir|stand de tir|jeu|cosplay|deguisement|film|theatre|spectacle|escalade|collection))|(?:trouve|sais) (?:ou|comment) (?:mon|ma|mes) \\S+ (?:cache|caches|range|ranges|garde|gardent|met|mettent) (?:son|sa|ses|leur|leurs) (?:arme|armes|fusil|pistolet|flingue|carabine|cachets|medicaments|medocs|somniferes|pilules)`,
    ),
    rule('date-with-death', A, 'urgent', `rendez vous avec la mort`),
    rule(
      'bye-secret',
      PL,
      'imminent',
      `(?:dit|fait) (?:au revoir|adieu|mes adieux) (?:a \\S+ (?:\\S+ )?)?sans qu${AP}(?:elle|il|ils|elles|personne|on) (?:comprenne|comprennent|le sache|le sachent|sache|se doute|s${AP}en doute|s${AP}en rende compte)`,
    ),
    rule(
      'nothing-behind',
      PL,
      'imminent',
      `(?:rien|aucune dette|pas de dettes) (?:a |de )?laisser derriere moi|rendu (?:tout|tous les \\S+|toutes les \\S+) (?:ce )?(?:que |qu${AP}|qu)?(?:j${AP}avais|j avais) emprunte\\w*`,
      WEAK,
    ),
    rule(
      'dont-find-me',
      PL,
      'imminent',
      `(?:veux|voudrais) (?:pas|surtout pas) que (?:ma|mon|mes|ce soit ma|ce soit mon) \\S+ (?:qui )?(?:me trouve|me trouvent|trouve mon corps|me decouvre)|pour (?:pas|ne pas) qu${AP}(?:on|elle|il|ils) me (?:trouve|retrouve) (?:trop vite|a temps|avant)`,
      { negatable: false, weak: true },
    ),
    rule(
      'finish-when',
      I,
      'imminent',
      `(?:(?:ce soir|cette nuit|demain|aujourd${AP}hui|maintenant) (?:je |j${AP}|j)?en finis|(?:j${AP}en|jen|j en) finis (?:ce soir|cette nuit|demain|aujourd${AP}hui|maintenant|tout de suite))(?! avec (?:ce|cette|ces|le|la|les|mon|ma|mes|l${AP}|un|une) ?)|(?:j${AP}en|jen|j en) finis avec (?:la vie|tout|ma vie|moi|ce monde)$`,
    ),
    rule('tell-love', PL, 'imminent', `dites? (?:a|aux) (?:ma|mon|mes) \\S+ (?:\\S+ )?que je (?:les|l${AP}|la|le) ?aime`, WEAK),
    rule(
      'think-all-pills',
      M,
      'urgent',
      `(?:pense a|penser a|envie de|tentee? de|veux|voudrais) ${ADV}(?:prendre|avaler|gober) (?:toutes?|tous) (?:les|mes|ses|ces|la|sa|ma) (?:${PILLS}|boites?|plaquettes?)`,
    ),
    rule(
      'enough-to-die',
      M,
      'urgent',
      `(?:suffi\\w*|assez|suffisant\\w*) pour (?:mour?rir|en finir|y rester|ne (?:pas|plus) (?:me |se )?reveiller|me tuer|se tuer|crever)`,
    ),
    rule(
      'what-height',
      M,
      'urgent',
      `(?:quel|quelle|combien d${AP}) ?(?:etage|etages|hauteur|dose|quantite)(?: \\S+){0,3} pour (?:mour?rir|en finir|se tuer|me tuer|y rester|crever)`,
    ),
    rule(
      'vomit-blood',
      ED,
      'urgent',
      `vomi\\w* du sang(?: \\S+){0,8} (?:${ME}(?:etre |suis )?fai\\w* vomir|crises?|purge\\w*)|(?:${ME}(?:suis |)fai\\w* vomir|purge\\w*)(?: \\S+){0,8} vomi\\w* du sang`,
    ),
    rule(
      'more-cuts',
      SH,
      'urgent',
      `(?:cicatrices|coupures|marques|entailles|brulures)(?: \\S+){0,6} (?:et )?(?:j${AP}en|jen) (?:refais|refait|fais encore|fais toujours|rajoute|ajoute|fais d${AP}autres)`,
    ),
    rule(
      'stab-into',
      HO,
      'urgent',
      `(?:planter|plante|enfoncer|enfonce) (?:un|le|mon|ce|son) (?:couteau|poignard|cutter|tournevis|ciseaux) dans (?:le|la|son|sa|les|ses) (?:ventre|dos|gorge|cou|coeur|poitrine|oeil|yeux|tete|bide|gueule|corps)`,
    ),
    rule('eat-under', ED, 'concern', `(?:mange|avale|manger) (?:moins de|pas plus de|max|maximum|a peine) [1-9]\\d{0,2}(?: (?:calories|kcal|cal))? par jour`),
    rule(
      'fist-self',
      SH,
      'urgent',
      `${ME}(?:suis )?(?:mis|mets|met|donne|donnais|foutu|fous|fou) (?:des|un|plein de) (?:coups?(?! de (?:soleil|fil|main|pouce|coeur|froid|chaud|bol|barre|vent|peigne|pinceau|balai))|coups de poing|claques|gifles|baffes) (?:\\S+ ){0,2}(?:dans|sur|au|a la|aux) (?:le |la |les |mon |ma |mes )?(?:ventre|tete|visage|cuisses?|bras|figure|gueule|jambes?|cotes)`,
    ),
    rule(
      'high-jump',
      M,
      'urgent',
      `(?:etage|toit|pont|balcon|fenetre|falaise|viaduc)(?: \\S+){0,6} (?:pense a|envie de|veux|vais|tentee? de|songe a) ${ADV}(?:sauter|me jeter|me laisser tomber)$|(?:pense a|envie de|songe a) ${ADV}(?:sauter|me jeter) (?:\\S+ ){0,4}(?:\\S+ etage|du toit|par la fenetre|du balcon)`,
    ),
    rule(
      'in-case-gone',
      PL,
      'imminent',
      `(?:lettres?|mots?|messages?|videos?) (?:\\S+ ){0,5}(?:au cas ou|pour le jour ou|pour quand) je (?:ne )?(?:serais|serai) (?:plus|pu) (?:la|en vie|de ce monde)`,
    ),
    rule('leave-all-to', PL, 'imminent', `(?:laisse|legue|donne) tout (?:ce que j${AP}ai )?a (?:ma|mon|mes) \\S+$`, WEAK),
    rule(
      'die-when',
      I,
      'imminent',
      `(?:je vais|jvais|vais) mour?rir (?:ce soir|cette nuit|demain|aujourd${AP}hui|bientot)$|(?:ce soir|cette nuit|aujourd${AP}hui) je (?:meurs|vais mour?rir)$`,
    ),
    rule('self-deadline', PL, 'imminent', `${ME}donne (?:jusqu${AP}a|jusqu a|encore) \\S+(?: \\S+)?$`, WEAK),
    rule('stop-all', PL, 'imminent', `(?:apres|sinon|ensuite|apres ca) (?:j${AP}|je |j)?(?:arrete|arreterai|stoppe) tout$`, WEAK),
    rule('kill-self-bare', A, 'urgent', `(?:je |j${AP}|j)${ME}(?:tue|suicide|pends|flingue|(?:fous|fou|fout) en l${AP}air)$`),
    rule('if-then-kill', I, 'imminent', `^(?:si|sinon) (?:\\S+ ){1,10}(?:je |j${AP}|j)${ME}(?:tue|suicide|pends|flingue|(?:fous|fou|fout) en l${AP}air)$`),
    rule(
      'stalk',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:suit|suivait|traque|traquait|espionne|espionnait|surveille|surveillait) (?:partout|en permanence|tout le temps|jusque chez moi|jusqu${AP}a (?:chez moi|mon travail|mon boulot)|avec (?:un|une) (?:traceur|gps|appli))(?! (?:sur|on) (?:insta|instagram|tiktok|twitter|x|snap|snapchat|facebook|les reseaux|youtube|twitch))`,
    ),
    rule(
      'control',
      DO,
      'urgent',
      `${PARTNER_ONLY} (?:m${AP}empeche|m${AP}interdit|me prive|m${AP}empechait|m${AP}interdisait) (?:de (?:sortir|voir|parler|travailler|manger|dormir|partir|appeler|avoir)|d${AP}(?:aller|avoir|appeler|etudier))|${PARTNER_ONLY} (?:me |m${AP})(?:prend|confisque|fouille|prenait|confisquait) (?:mon|ma|mes) (?:telephone|tel|portable|cell|cellulaire|papiers|passeport|carte|argent|salaire|cles|clefs)`,
    ),
    rule(
      'hit-by',
      DO,
      'urgent',
      `${ME}(?:fais|fait|suis fait|suis faite|faisais) (?:encore |souvent |)(?:taper dessus|frapper|battre|tabasser|cogner|violer|agresser|etrangler|menacer|insulter et frapper) (?:\\S+ ){0,2}par (?:mon|ma|mes|le|la|un|une|des|ce|cette|son|sa)(?!${NOT_ACCIDENT})|${SUIS} (?:frappee?|battue?|tabassee?|etranglee?|violee?) (?:\\S+ )?par (?:mon|ma|mes|son|sa)(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'hold-back-food',
      ED,
      'concern',
      `${ME}(?:retiens|empeche|interdis|retenais|interdisais) de manger(?! (?:avant|pour garder|jusqu${AP}au (?:resto|diner|repas|gouter)|des bonbons|du sucre|des sucreries|entre les repas|le soir tard))|(?:jeune|saute (?:les |des |tous les )?repas|mange (?:rien|pas|presque rien|plus rien)|vomi\\w*|vomir|laxatifs|en ne mangeant (?:presque |quasiment |)(?:pas|rien|plus))(?: \\S+){0,6} pour (?:maigrir|perdre du poids|etre mince|perdre des kilos|rester mince|ne pas grossir)|en ne mangeant (?:presque |quasiment |)(?:pas|rien|plus)|(?:pensent|croient|croit|pense) que je mange(?: bien| normalement| a la cantine| le midi| a l${AP}ecole| au travail)?(?:$| mais)`,
    ),
    rule(
      'if-only-die',
      P,
      'concern',
      `si (?:seulement )?je pouvais (?:mour?rir|crever|disparaitre|ne (?:plus|pas) me reveiller|en finir|partir pour toujours)`,
    ),
    rule(
      'wish-accident',
      P,
      'concern',
      `(?:${WANT}|espere|j${AP}aimerais|aimerais) (?:avoir|faire) un accident(?! de (?:parcours|travail))|(?:attraper|avoir) (?:une maladie|un cancer) (?:et|pour) (?:mour?rir|que tout s${AP}arrete|en finir|partir)`,
    ),
    rule(
      'wanted-die',
      A,
      'urgent',
      `(?:${AP}ai|jai|g) (?:encore |vraiment |)(?:voulu|eu envie de|eu envie d|eu le gout de) ${ADV}(?:mour?rir|crever|en finir|${KILL_SELF})`,
    ),
    rule('take-all-near', I, 'imminent', `${PILLS}(?: \\S+){0,8} (?:je vais|jvais|vais|je compte) tout (?:prendre|avaler|gober)`),
    rule(
      'rope-set',
      M,
      'imminent',
      `(?:la|ma|une) corde (?:est |)(?:accrochee|attachee|prete|fixee|installee|nouee)(?! (?:pour|au|a|sur) (?:le |la |l${AP}|un |une )?(?:hamac|balancoire|linge|bateau|arbre a chat|ponton|quai|mat|tente|remorque|sac de frappe))`,
    ),
    rule(
      'swallowed-packs',
      SH,
      'imminent',
      `${NOT_THEM}(?:avale|avaler|gobe|gober|pris|prendre) (?:une|la|ma|deux|trois|plusieurs) (?:boites?|plaquettes?|flacons?|tubes?) (?:entiere|entieres|complete|completes)|${NOT_THEM}(?:avale|avaler|gobe|gober) (?:une|la|ma|deux|trois|plusieurs) (?:boites?|plaquettes?|flacons?|tubes?) (?:de |d${AP})${PILLS}`,
    ),
    rule(
      'exhaust',
      M,
      'imminent',
      `(?:moteur|voiture|auto|char)(?: \\S+){0,6} (?:dans le garage ferme|garage ferme|porte du garage fermee)|tuyau (?:\\S+ ){0,2}(?:pot d${AP}echappement|echappement)`,
    ),
    rule(
      'gone-before',
      PL,
      'imminent',
      `(?:serai|serais) (?:morte?|plus en vie) (?:avant|d${AP}ici) (?:minuit|demain|ce soir|la fin de la (?:nuit|journee|semaine)|l${AP}aube|le matin|le lever du soleil)`,
      FIXED,
    ),
    rule('left-before', PL, 'imminent', `(?:serai|serais) (?:partie?) (?:avant|d${AP}ici) (?:minuit|demain|l${AP}aube|le lever du soleil)$`, WEAK),
    rule(
      'not-your-fault',
      PL,
      'imminent',
      `(?:sachiez|saches|sachent|sache) que (?:c${AP}est|ce n${AP}est|c${AP}etait|ce sera|ca sera|ca sera) (?:pas|jamais) (?:votre|ta|leur|sa) faute|(?:c${AP}est|ce sera|ce n${AP}est) pas (?:votre|ta) faute$`,
      { negatable: false, weak: true },
    ),
    rule(
      'suffer-no-more',
      PL,
      'imminent',
      `(?:bientot|demain|ce soir|cette nuit|d${AP}ici peu|tres vite) (?:je |j${AP})?(?:ne )?(?:souffrirai|souffrirais) (?:plus|pu)|(?:je |j)(?:ne )?(?:souffrirai|souffrirais) (?:plus|pu) (?:bientot|tres bientot|jamais)$`,
      FIXED,
    ),
    rule(
      'when-gone-do-it',
      PL,
      'imminent',
      `quand (?:\\S+ ){1,3}(?:seront|sera) (?:tous |toutes |)(?:partis?|parties?|couches?|couchees?|endormis?|endormies?|sortis?|sorties?|au travail) (?:je le fais|je le ferai|je passe a l${AP}acte|j${AP}y vais|je vais le faire|je me lance|j${AP}en finis)`,
    ),
    rule(
      'where-and-when',
      PL,
      'imminent',
      `(?:sais|connais) (?:deja |exactement |)(?:ou|quand|comment|quoi faire|ou aller|comment faire|ce que je vais faire) et (?:ou|quand|comment)$`,
      WEAK,
    ),
    rule(
      'cut-deep',
      SH,
      'imminent',
      `${ME}suis (?:\\S+ )?(?:coupee?|entaillee?|ouverte?|tailladee?|scarifiee?) (?:tres |super |vraiment |trop |bien |)profond(?:ement)?(?! (?:au |a la |le |la |les |aux )?(?:doigts?|pouce|main|pied|orteil|genou|levre|menton|front|tete))(?!${NOT_ACCIDENT})|(?:faut|faudrait|besoin) (?:des|de) points de suture`,
    ),
    rule(
      'armed-now',
      DO,
      'imminent',
      `${PARTNER} a (?:un|une|son|sa|le|la) (?:couteau|arme|flingue|pistolet|fusil|batte|marteau|hache|machette)(?: (?:sur lui|sur elle|dans la main|a la main|dans les mains|avec lui|avec elle))?$|${PARTNER} (?:a |)(?:casse|defonce|enfonce) (?:la|ma|notre) porte(?! (?:du|de la|de l${AP}|des) )`,
    ),
    rule(
      'want-cut',
      SH,
      'urgent',
      `(?:j?veux|j?voudrais|j?vais) ${ADV}${ME}(?:couper|scarifier|mutiler|taillader|bruler|faire saigner)(?:$| (?:les |le |la |mes |aux? )?(?:bras|poignets?|cuisses?|jambes?|ventre|peau|veines|hanches?))`,
    ),
    rule('not-capable-live', P, 'concern', `${SUIS} (?:plus|pu|pas) capable (?:de|d${AP}) ?(?:vivre|continuer|exister|rester en vie|etre en vie)`, FIXED),
    rule('dead-weight', P, 'concern', `(?:${SUIS}|${ME}sens|${ME}sentais) (?:comme )?(?:un |une )?poids mort$`),
    rule('calorie-number', ED, 'concern', `(?<!\\d )(?<!\\d)[1-9]\\d{0,2} (?:calories|kcal|cal) (?:max|maximum|pas plus|par jour|au plus)`),
    // — round 2: indirect wording (future absence, goodbyes, preparation, means in passing, concealment)
    rule(
      'future-absence',
      P,
      'concern',
      `(?:je |j${AP}|g |)(?:ne )?(?:serai|serais) (?:plus|pu) (?:de ce monde|parmi (?:vous|nous)|en vie|vivante?|un (?:probleme|poids|fardeau|souci) pour (?:personne|qui que ce soit)|(?:la|ici) (?:de toute facon|pour (?:bien |tres )?longtemps|(?:plus )?(?:tres |bien )?longtemps|pour (?:le |)voir))${NOT_TRIP}`,
    ),
    rule(
      'future-absence-soon',
      P,
      'concern',
      `(?:(?:bientot|d${AP}ici (?:peu|la|quelques \\S+|un an|noel)|dans (?:un|une|quelques|\\d+) (?:an|ans|annee|mois)|l${AP}annee prochaine|a noel|pour noel) (?:\\S+ ){0,2})?(?:je |j${AP}|g |)(?:ne )?(?:serai|serais) (?:plus|pu) (?:la|ici)(?: (?:dans|d${AP}ici) (?:un|une|quelques|\\d+) (?:an|ans|annee|mois))?$${NOT_TRIP}`,
      WEAK,
    ),
    rule(
      'not-there-for-holiday',
      I,
      'urgent',
      `(?:plus|pas) l${AP}intention (?:de |d${AP})(?:etre|rester) (?:la|encore la|en vie|vivante?|ici)|(?:compte|pense|crois) (?:pas|plus) (?:etre|rester|que je serai|que je serais) (?:encore )?(?:en vie|vivante?) (?:pour|a|dans) (?:noel|mon anniv\\w*|l${AP}annee prochaine|le nouvel an|la rentree|l${AP}ete|longtemps|\\S+ (?:ans|mois|semaines))${NOT_TRIP}`,
      FIXED,
    ),
    rule(
      'better-if-gone',
      P,
      'concern',
      `(?:changerait rien|changera rien|(?:tout |ca )?irait mieux|verrait (?:meme )?pas la difference|remarquerait (?:meme )?(?:pas|rien)|serait (?:pas plus mal|mieux|plus simple)|tant mieux|pas grave|manquerait a personne)(?: \\S+){0,4} si (?:\\S+ ){0,2}(?:je |j${AP})(?:ne |n${AP})?(?:me |m${AP})?(?:reveill\\w* (?:pas|plus)|disparaiss\\w*|etais (?:plus|pu) la|existais (?:pas|plus)|mourais|crevais|(?:partais|endormais|en allais) (?:pour de bon|pour toujours|a jamais|definitivement))|si (?:\\S+ ){0,2}(?:je |j${AP})(?:ne |n${AP})?(?:me |m${AP})?(?:reveill\\w* (?:pas|plus)|disparaiss\\w*|etais (?:plus|pu) la|mourais|crevais|(?:partais|endormais|en allais) (?:pour de bon|pour toujours|a jamais|definitivement))(?: \\S+){0,4} (?:ca )?(?:(?:tout )?irait mieux|changerait rien|personne (?:\\S+ )?(?:remarquerait|verrait|s${AP}en rendrait)|ce serait (?:pas plus mal|mieux|plus simple)|tant mieux|pas grave)`,
      FIXED,
    ),
    rule(
      'last-words',
      I,
      'imminent',
      `(?:c${AP}est )?(?:la )?derniere fois que (?:je |j${AP})?(?:vous |te |t${AP})?(?:ecris|parle|envoie|ecrirai|parlerai)(?= *$| (?:je |j${AP}|adieu|merci|prenez|prends|pardon|desolee?|vous |tu |alors|donc))|(?:${C_EST}|ce sera|ca sera) (?:la )?derniere fois (?:que |qu${AP})(?:vous |tu |on |t${AP}|m${AP}|me )+(?:voyez|vois|verrez|verras|verra|entendez|entendrez|entendras|aurez|auras)(?: de mes nouvelles)?$|(?:mon |ce |un )?dernier message(?! (?:de la journee|du jour|avant (?:de dormir|dodo|le|la|les|mon|ma)|vocal))${NOT_TRIP}`,
    ),
    rule(
      'say-goodbye',
      I,
      'imminent',
      `(?:voulais|veux|voulait|voudrais|tenais a) (?:juste |simplement |seulement |)(?:vous |te |t${AP}|)dire (?:au revoir|adieu)(?: (?:a tous|a tout le monde))?(?! (?:a|aux) (?:mes |les |mon |ma )?(?:collegues|eleves|profs?|clients|voisins|amis du|equipe))${NOT_TRIP}`,
      WEAK,
    ),
    rule(
      'goodbye-care',
      I,
      'urgent',
      `(?:prenez|prends) (?:bien )?soin de (?:vous|toi)(?: \\S+){0,3} (?:adieu|pour moi|je vous aime|je t${AP}aime|merci pour tout)|merci pour tout(?: \\S+){0,4} (?:adieu|au revoir|je vous aime|je t${AP}aime|prenez soin)(?! et a (?:bientot|plus|demain|la prochaine))|merci pour tout ce que (?:vous|tu) (?:avez|as) fait(?: pour moi)?$${NOT_TRIP}`,
      WEAK,
    ),
    rule(
      'decided-do-it',
      I,
      'imminent',
      `(?:${C_EST} decide|j${AP}ai decide|g decide|ma decision est prise|${SUIS} decidee?|${SUIS} prete?)(?:,| |\\.)+(?:\\S+ ){0,2}(?:je vais|jvais|j${AP}vais|vais|je le fais|je le ferai)(?: le faire| passer a l${AP}acte| y aller|)(?: \\S+){0,2} (?:ce soir|cette nuit|demain|ce week end|cette semaine|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|bientot)`,
    ),
    rule(
      'affairs-in-order',
      PL,
      'urgent',
      `tout est (?:en ordre|regle|range)(?: maintenant| pour apres| pour eux)?$|(?:mis|remis|mets|mettre) (?:mes affaires|tout|ma vie) en ordre(?: avant)?$|(?:regle|range|trie|vide) (?:toutes )?mes affaires(?: \\S+){0,4} (?:pour eux|avant|pour apres|ce sera plus simple)|(?:comme ca|pour que|ainsi) (?:\\S+ ){0,2}(?:ce sera|ca sera|ce soit|ca soit|ce serait) (?:plus simple|plus facile|moins complique|moins dur) pour (?:eux|elle|lui|ma famille|mes proches|mes parents|mes enfants|ceux qui restent)${NOT_TRIP}`,
      WEAK,
    ),
    rule(
      'give-away-life',
      PL,
      'urgent',
      `(?:donne|confie|laisse|offert|legue|rendu|resilie|annule|supprime|efface|desactive|ferme)(?: \\S+){0,2} (?:mon|ma|mes|tous mes|toutes mes) (?:chat|chien|chats|chiens|animaux|lapin|cles|affaires|comptes?|reseaux|abonnements?|bail|appart|photos|economies)\\b${NOT_TRIP}(?!.*(?:allerg\\w*|bebe (?:arrive|va arriver)|proprio|proprietaire))`,
      WEAK,
    ),
    rule(
      'young-will',
      PL,
      'urgent',
      `(?:fait|ecrit|redige|prepare|termine|fini) (?:mon|un|mes) (?:testament|dernieres volontes)${NOT_TRIP}(?<!(?:notaire|proteger|avec ma femme|avec mon mari|prudent|au cas ou|assurance).*)(?!.*(?:notaire|proteger|prudent|assurance|au cas ou))`,
    ),
    rule(
      'go-to-place-secretly',
      PL,
      'imminent',
      `quand (?:tout le monde|ils|elles|mes parents|ma femme|mon mari|les autres|toute la maison|la maison) (?:dormira|dormiront|dorment|dormiront|sera couche|seront couches|seront partis|sera parti)(?: \\S+){0,3} (?:j${AP}irai|je vais|jvais|je partirai|je monterai|je sortirai|je descendrai|je prendrai)(?: \\S+){0,4} (?:${PLACE}|voie ferree|rails|lac|riviere|falaise|mer|garage|foret|pharmacie|voiture)|(?:j${AP}irai|je vais aller|jvais aller|je monterai|je vais monter|jvais monter) (?:jusqu${AP}au|au|sur le|en haut du|en haut de la|sur la) (?:pont|toit|viaduc|falaise|voie ferree|rails|dernier etage)(?: \\S+){0,2} (?:ce soir|cette nuit|seule?|une derniere fois|pour de bon|pour la derniere fois|sans rien dire)(?!.*(?:photo|feu d${AP}artifice|courir|footing|balade|promener|potes|amis|pecher|peche|velo|concert))`,
    ),
    rule(
      'hide-marks',
      SH,
      'urgent',
      `(?:cache|cacher|caches|cachais|planque|planquer|manches longues|bracelets?|pour (?:que )?(?:personne|on|ma mere|mon pere|mes parents|mes profs?) (?:ne )?(?:voie|voit|remarque|demande))(?: \\S+){0,6} (?:marques|cicatrices|coupures|entailles|plaies|traces de lame|scarifications)(?!.*(?:operation|accident|varicelle|acne|tatouage|vaccin|chat|chien|opere|brulure|cuisine|four|chute|velo|morsure|griffure|cesarienne|boutons?|vergetures))`,
    ),
    rule(
      'dose-research',
      M,
      'urgent',
      `dose (?:mortelle|letale|fatale)|(?:combien|quelle quantite|quelle dose) (?:de |d${AP})?(?:(?:mg|milligrammes|grammes|g|cachets|comprimes|boites|plaquettes) (?:de |d${AP}))?${PILLS}(?: \\S+){0,3} (?:${C_EST}|est|serait|devient|deviennent|sont) (?:mortel|mortelle|mortels|letal|letale|fatal|fatale)|(?:quelle|combien de|la|une) (?:dose|quantite) (?:de |d${AP})?(?:\\S+ )?(?:il faut|faut|faudrait|suffit|suffirait) (?:pour )?(?:mourir|en finir|ne plus|plus|pas se reveiller|y rester|partir)|(?:combien|quelle quantite|quelle dose) (?:de |d${AP})?${PILLS}(?: \\S+){0,3} (?:il faut|faut|faudrait|suffit|suffirait)(?!.*(?:enfant|bebe|bb|kg|kilos|pediatre|ordonnance|medecin|pharmacien|mal de tete|migraine|fievre|grossesse|enceinte|chat|chien|par jour|toutes les))`,
    ),
    rule(
      'hoard-pills',
      M,
      'urgent',
      `(?:garde|gardee?s?|conserve|stocke|accumule|mis de cote|mets de cote|met de cote|cache|planque|economise|amasse|ramasse)(?:s|es|e)? (?:\\S+ ){0,2}(?:toutes? (?:mes|les|ces)|tous (?:mes|les|ces)|plein de|des dizaines de|un stock de|une reserve de|\\d+ (?:boites|plaquettes)) (?:\\S+ ){0,2}${PILLS}(?!.*(?:pharmacie|rapporter|perimes|pour la famille|trousse))|(?:stock|reserve|tas) (?:de |d${AP})${PILLS}(?: \\S+){0,4} (?:cache|planque|de cote|au fond|sous mon|dans ma chambre)`,
    ),
    rule(
      'measure-the-fall',
      A,
      'urgent',
      `(?:regarde|regardais|mesure|calcule|fixe|fixais|observe|observais|estime)\\w* (?:\\S+ ){0,3}(?:hauteur|vide|rails|voies|trains?|pont|balcon|fenetre|toit|etage|route)(?: \\S+){0,8} (?:ce serait|ca serait|ca irait|ca ferait|ca prendrait|ca suffirait|ce serait assez) (?:\\S+ )?(?:rapide|vite|facile|assez|suffisant|pas long|sans douleur|indolore|radical|fini)(?! (?:en|a|par|avec|pour) (?:velo|voiture|bus|train|metro|pied|scooter|moto|trottinette|taxi|y aller|rentrer|descendre))`,
    ),
    rule(
      'found-after',
      A,
      'urgent',
      `combien de temps (?:\\S+ ){0,4}(?:avant|pour) (?:qu${AP}on|que quelqu${AP}un|que (?:mes|ma|mon|les|quelqu) \\S+) (?:me |m${AP})(?:trouve|trouvent|retrouve|retrouvent)(?: (?:mort|morte|sans vie))?$|combien de temps (?:\\S+ ){0,4}(?:avant|pour) (?:qu${AP}on|que quelqu${AP}un|que (?:mes|ma|mon|les|quelqu) \\S+) (?:remarque|remarquent|s${AP}inquiete|s${AP}inquietent|s${AP}en rende|s${AP}en rendent) (?:compte )?(?:de )?(?:mon absence|que je (?:suis|suis plus) \\S+|que j${AP}ai disparu|que je manque)|(?:personne|qui) (?:ne )?(?:remarquerait|s${AP}apercevrait|verrait) (?:meme )?(?:pas )?(?:mon absence|que je suis (?:plus la|parti|partie|mort|morte))`,
    ),
    rule(
      'know-where-lives',
      HO,
      'urgent',
      `(?:je sais|jsais|je connais|j${AP}ai trouve) (?:ou|l${AP}adresse ou|son adresse|ou est ce qu) (?:\\S+ )?(?:il|elle|ils|elles|\\S+)? ?(?:habite|habitent|vit|vivent|bosse|travaille|dort|se gare)(?: \\S+){0,8} (?:regretter|payer|va comprendre|vont comprendre|de quoi|arme|couteau|flingue|batte|la peau)`,
    ),
    rule(
      'stab-slang',
      HO,
      'urgent',
      `(?:je vais|jvais|j${AP}vais|vais|je veux|jveux|je vais finir par) (?:le|la|les|te|lui) (?:planter|poignarder|saigner|egorger|suriner|schlasser|fumer|descendre|allumer|crever)(?: (?:pour de vrai|pour de bon|serieux|au couteau|avec (?:un|mon) couteau|je (?:te |vous )?(?:le )?jure|sur ma vie))(?!.*(?:jardin|pot|terre|potager|plante|graine|match|jeu|partie|fifa))`,
    ),
    rule(
      'harm-baby-thoughts',
      HO,
      'urgent',
      `(?:imagine|imaginais|pense a|pensees? de|idees? de|envie de|peur de|pulsions? de|tentee? de) (?:\\S+ ){0,2}(?:faire du mal|faire mal|secouer|etouffer|noyer|frapper|blesser|jeter) (?:a |)(?:mon|ma|mes|notre) (?:bebe|bb|fils|fille|enfants?|nourrisson|petit|petite|gamins?|gosses?)(?! en (?:lui|le|la|les) )`,
    ),
    rule(
      'if-leave-threat',
      DO,
      'urgent',
      `(?:il|elle|${PARTNER_ONLY}) (?:a dit|dit|m${AP}a dit|menace|m${AP}a menacee?|a jure|jure|repete|m${AP}a ecrit)(?: \\S+){0,2} (?:que |qu${AP})?si (?:je |j${AP})(?:le |la |l${AP})?(?:quitte|quittais|quittes|pars|partais|m${AP}en vais|m${AP}en allais|denonce|denoncais|porte plainte|portais plainte|parle|parlais|dis|disais)\\b(?: \\S+){0,8} (?:me retrouver\\w*|me tu(?:e|ent|er\\w*|era\\w*|ait)\\b|me fer\\w* (?:la peau|regretter|payer|du mal)|(?:je |tu |j${AP})(?:le |la )?regretter(?:ai|ais|as)|le paier\\w*|le payer\\w*|me (?:buter|crever|defoncer)\\w*|(?:s${AP}en prendr|s${AP}en prend)\\w* a)`,
    ),
    rule(
      'disappointed-to-wake',
      P,
      'concern',
      `(?:decue?|degoutee?|deprimee?|triste|en colere|deception) (?:\\S+ ){0,2}(?:de |d${AP})(?:me reveiller|ouvrir les yeux|me lever encore|etre encore (?:la|en vie|vivante?)|encore (?:etre )?(?:la|en vie|vivante?)|me reveiller encore|m${AP}etre reveillee?|avoir survecu|etre toujours (?:la|en vie|vivante?))`,
      FIXED,
    ),
    rule(
      'want-life-over',
      P,
      'concern',
      `(?:${WANT}|j?veux|j?voudrais) (?:juste |seulement |)que (?:ma vie|cette vie|la vie|mon existence|tout) (?:finisse|s${AP}arrete|se termine|cesse|prenne fin)(?: (?:pour de bon|une fois pour toutes|enfin|vite|maintenant))?$|(?:${WANT}|j?veux|j?voudrais) (?:juste |seulement |)que (?:ca|tout ca) (?:finisse|s${AP}arrete|se termine|cesse|prenne fin)(?: (?:pour de bon|une fois pour toutes|enfin|vite))?$(?<=(?:vie|exister|existence|vivre)\\b.*)`,
    ),
    rule(
      'no-wish-to-be-there',
      P,
      'concern',
      `(?:plus|pu) envie (?:\\S+ ){1,6}(?:ni |et |ou )(?:d${AP}|de )(?:etre (?:la|ici|en vie|vivante?)|exister|vivre|respirer|continuer)(?: tout court)?$`,
      FIXED,
    ),
    rule(
      'gun-ammo-access',
      M,
      'urgent',
      `(?:fusil|flingue|arme|pistolet|carabine|revolver|calibre)(?: \\S+){0,12} (?:je sais|jsais|je connais) (?:ou (?:sont|est|se trouvent?|il range|il cache|il met|on range)|le code)(?: \\S+){0,3} (?:balles|munitions|cartouches|cle|cles|coffre)|(?:je sais|jsais|je connais) (?:ou (?:sont|il range|il cache|on range|se trouvent)) (?:les |ses |nos )?(?:munitions|cartouches)`,
    ),
    rule(
      'described-self-harm',
      SH,
      'urgent',
      `(?:rouvert|reouvert|reouvre|rouvre|arrache|arrachee?|gratte|grattee?)\\w* (?:mes |les |toutes mes )?(?:plaies|croutes|cicatrices|coupures|blessures)(?! (?:de|du|d${AP}|apres) (?:chat|moustique|varicelle|operation|acne))|gratte\\w* (?:\\S+ ){0,3}jusqu${AP}au sang(?!.*(?:moustique|piqure|eczema|allergie|boutons?|varicelle|urticaire|psoriasis|poux|puces))|(?:me |m${AP})(?:suis |)(?:pique|brule|frappe|griffe|mordu|mordue|blesse|coupe)\\w* (?:\\S+ ){0,3}(?:(?<!faire )expres|volontairement|pour me punir|pour sentir (?:quelque chose|la douleur)|pour avoir mal|pour (?:me |)calmer la douleur|jusqu${AP}au sang)`,
    ),
    rule(
      'last-night-of-life',
      PL,
      'imminent',
      `${C_EST} (?:ma|mon) (?:derniere (?:nuit|soiree|journee|semaine)|dernier (?:soir|jour|matin|week end)) (?:sur terre|en vie|vivante?|ici bas|parmi vous)`,
      FIXED,
    ),
    rule('last-night-bare', PL, 'imminent', `${C_EST} (?:ma|mon) (?:derniere nuit|derniere soiree|dernier soir)$`, WEAK),
    // — round 2b: hopelessness as a statement, burdens ending, things set for after, places and means in passing, partner control
    rule(
      'wont-bother-soon',
      I,
      'urgent',
      `(?:bientot|plus longtemps|d${AP}ici peu|vous inquietez pas|inquietez vous pas|t${AP}inquiete pas|ne vous inquietez pas)(?: \\S+){0,2} (?:je |j${AP})?(?:ne )?(?:vous |te |t${AP}|les |l${AP})(?:embeter|deranger|gener|ennuyer|saouler|souler|emmerder|pourrir|encombrer)\\w* (?:plus|pu)(?! (?:avec|pour|a propos|au sujet|pendant|ce soir|demain))${NOT_TRIP}|(?:je |j${AP})?(?:ne )?(?:vous |te |les )(?:embeter|deranger|gener|emmerder|saouler|pourrir)\\w*(?: la vie)? (?:plus|pu) (?:jamais|tres longtemps|longtemps)$`,
      FIXED,
    ),
    rule(
      'no-more-care-needed',
      P,
      'concern',
      `(?:aura|auront|aurez|auras|aurons) (?:plus|pu) (?:a|besoin de) (?:s${AP}occuper de moi|me supporter|payer pour moi|s${AP}inquieter pour moi|vous inquieter pour moi|t${AP}inquieter pour moi|me gerer|me porter) (?:bientot|tres bientot|d${AP}ici peu|pour longtemps)$`,
      FIXED,
    ),
    rule(
      'over-for-me',
      P,
      'concern',
      `(?:tout )?(?:sera|ce sera|ca sera|c${AP}est bientot) (?:fini|termine) pour moi|plus (?:de|aucune) (?:souffrance|douleur) pour moi`,
      FIXED,
    ),
    rule(
      'all-over-soon',
      I,
      'urgent',
      `(?:dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|demain|ce soir|cette nuit|bientot|d${AP}ici (?:\\S+ ){1,3}) (?:tout )?(?:ce sera|ca sera|tout sera|sera) (?:fini|termine)(?: pour de bon| pour toujours| enfin| definitivement)?$`,
      WEAK,
    ),
    rule('no-more-pain', P, 'concern', `^plus (?:de|aucune) (?:souffrance|douleur)$`, WEAK),
    rule(
      'written-for-after',
      PL,
      'urgent',
      `(?:ecrit|fini|termine|laisse|prepare)\\w* (?:\\S+ ){0,3}(?:lettres?|mots?|messages?|ce que)(?: \\S+){0,6} (?:apres moi|pour apres$|qu${AP}on (?:lise|trouve|lira|trouvera) apres|quand je serai (?:plus la|partie?|morte?))`,
    ),
    rule('letters-done', PL, 'urgent', `(?:fini|termine|ecrit|poste|laisse|rediges?) (?:mes|les|toutes mes|toutes les) lettres$`, WEAK),
    rule(
      'only-courage-left',
      PL,
      'urgent',
      `(?:reste|manque) (?:plus |juste |seulement |)(?:qu${AP}a |que )?(?:trouver |avoir )?le courage(?: de le faire| de passer a l${AP}acte| d${AP}y aller)?$`,
      WEAK,
    ),
    rule(
      'own-funeral',
      PL,
      'urgent',
      `(?:choisi|prevu|paye|organise|prepare|ecrit|planifie|reserve)\\w* (?:\\S+ ){0,3}(?:mon|mes|ma) (?:enterrement|obseques|funerailles|cercueil|cremation|incineration|musique d${AP}enterrement)|(?:argent|economies|sous|epargne) (?:\\S+ ){0,3}pour (?:mon |mes |l${AP})(?:enterrement|obseques|funerailles|cremation)$`,
    ),
    rule(
      'blades-bought',
      SH,
      'urgent',
      `(?:achete|pris|trouve|commande|recupere|sorti|cache|planque|garde)\\w* (?:des |une |un |mes |les |de nouvelles |des nouvelles |deux |plein de )?(?:lames?|rasoirs?|cutters?)(?: neuves?| de rasoir| de cutter)?(?!.*(?:raser|rase|barbe|jambes|epil|peinture|bricol|tapisserie|scie|carton|colis|cuisine|taille))`,
      WEAK,
    ),
    rule(
      'bath-and-blade',
      M,
      'imminent',
      `(?:(?:baignoire|bain)(?: \\S+){0,6} (?:rasoir|lames?|cutter|couteau|seche cheveux|grille pain)|(?:rasoir|lames?|cutter|seche cheveux|grille pain)(?: \\S+){0,6} (?:baignoire|bain))(?!.*(?:raser|rase|barbe|jambes|epil|coiff|cheveux|sech|carton|couper les|bricol|nettoy|menage|ranger|range))`,
    ),
    rule(
      'waiting-at-the-edge',
      A,
      'urgent',
      `(?:arrete|reste|restee|assise?|debout|attendu|attendais|plante|plantee)\\w* (?:\\S+ ){0,2}(?:devant|au bord des?|pres des?|sur) (?:les |le )?(?:rails|voies|vide|bord du (?:toit|pont|quai|vide)|parapet|rambarde)(?: \\S+){0,4} (?:longtemps|des heures|une heure|a attendre|a regarder|sans bouger|a hesiter|a me demander)(?!.*(?:laisser passer|passage a niveau|barriere|feu rouge|mon train|le bus|correspondance))`,
    ),
    rule(
      'roof-keys',
      M,
      'urgent',
      `(?:clefs?|cles?|code|badge) (?:du|de la|au|pour le|pour la) (?:toit|terrasse du toit|dernier etage)(?!.*(?:antenne|reparer|panneaux|concierge|gardien|fete|soiree|apero|barbecue))`,
      WEAK,
    ),
    rule(
      'nobody-will-find',
      PL,
      'urgent',
      `(?:trouve|repere|choisi)\\w* (?:un|l${AP}|le) (?:endroit|coin|lieu|spot)(?: \\S+){0,3} (?:ou|que) personne (?:ne )?(?:viendra|pourra|viendrait|pourrait)? ?(?:me (?:trouver|trouvera|trouverait|chercher|verra|verrait|cherchera)|viendra me chercher)(?!.*(?:lire|bosser|travailler|reviser|mediter|dormir|pique nique|fumer|dejeuner|manger|pleurer))|personne (?:ne )?(?:me )?(?:trouvera|retrouvera|viendra me chercher|pourra m${AP}arreter|pourra me trouver)(?: a temps)?$`,
    ),
    rule(
      'what-for-go-on',
      P,
      'concern',
      `a quoi bon (?:continuer|vivre|rester en vie|me battre|se battre|tenir|se lever|me lever|respirer|exister|rester la)(?! (?:a |ce |cette |ces |le |la |les |mes |avec|dans|sur|pour ce|au ))`,
    ),
    rule(
      'nothing-holds-me',
      P,
      'concern',
      `(?:plus|pu) rien (?:qui me retient|pour me retenir|ne me retient|qui me retienne|qui me rattache|qui me garde)(?: ici| a la vie| en vie| sur terre)?|(?:plus|pu) (?:personne|aucune raison) (?:pour qui|de) (?:rester|vivre|me battre)`,
      FIXED,
    ),
    rule(
      'cannot-see-through',
      P,
      'concern',
      `(?:vois|sais) (?:pas|plus) comment (?:je vais |jvais |je pourrais |)(?:tenir|continuer|survivre|passer) (?:\\S+ ){0,2}(?:la semaine|la nuit|ce soir|demain|encore un jour|une journee de plus)$`,
      WEAK,
    ),
    rule('deserve-better', P, 'concern', `(?:vous meritez|tu merites|ils meritent|elle merite|il merite|mes enfants meritent) (?:\\S+ )?mieux que moi`, WEAK),
    rule(
      'sorry-for-all',
      I,
      'urgent',
      `(?:pardon|desolee?|je m${AP}excuse|excusez moi) pour tout(?: ce que j${AP}ai fait| le mal| ce que je vous ai fait)?$`,
      WEAK,
    ),
    rule(
      'better-when-gone',
      P,
      'concern',
      `(?:seront|serait|seraient|serez|sera|serais|seras) (?:\\S+ ){0,2}mieux (?:\\S+ ){0,4}(?:quand|une fois que|lorsque|apres que) (?:je |j${AP})(?:serai|serais) (?:plus la|partie?|morte?|plus de ce monde)${NOT_TRIP}`,
    ),
    rule(
      'counting-pills',
      M,
      'urgent',
      `(?:compte|recompte|aligne|etale|empile)\\w* (?:\\S+ ){0,2}(?:les |mes |tous mes |toutes mes |tous les |toutes les )?${PILLS}(?!.*(?:pilulier|pour la semaine|ordonnance|pharmacie|inventaire|stock du|pour ma mere|pour mon pere|patients?))`,
    ),
    rule(
      'next-time-threat',
      DO,
      'urgent',
      `(?:la prochaine fois|si je recommence|si tu recommences|si je le refais)(?: \\S+){0,3} (?:il|elle|${PARTNER_ONLY}) (?:me |m${AP})(?:tue|tuera|tuerait|ferait (?:pas de cadeau|la peau|mal|regretter)|fera (?:pas de cadeau|la peau|mal|regretter)|frappera|frapperait|cassera|casserait|defoncera|defoncerait|butera|buterait|achevera|acheverait)(?!${NOT_ACCIDENT})`,
      FIXED,
    ),
    rule(
      'partner-control',
      DO,
      'concern',
      `${PARTNER_ONLY} (?:garde|confisque|a pris|cache|prend|controle|fouille|surveille)\\w* (?:mon|mes|ma) (?:passeport|papiers|carte d${AP}identite|tel|telephone|portable|argent|carte bancaire|cles|salaire|messages)(?: \\S+){0,6} (?:et )?(?:me laisse (?:pas|plus|jamais) sortir|m${AP}enferme|m${AP}empeche de (?:sortir|partir|voir|travailler)|me (?:frappe|tape|gifle|cogne|bat)\\w*)|(?:mon (?:mari|copain|mec|compagnon|conjoint|ex)|ma (?:femme|copine|compagne|conjointe|ex)) (?:m${AP}enferme|me laisse (?:pas|plus|jamais) sortir|m${AP}empeche de (?:sortir|partir|travailler))`,
      FIXED,
    ),
    rule(
      'partner-hits-conditional',
      DO,
      'urgent',
      `${PARTNER_ONLY}(?: \\S+){0,6} (?:et )?(?:me |m${AP})(?:frappe|tape dessus|gifle|cogne|bat|etrangle|pousse|secoue)\\w* (?:si|quand|des que|a chaque fois|tout le temps|souvent|encore|tous les)(?!${NOT_ACCIDENT})`,
    ),
    rule('decision-taken', I, 'imminent', `(?:ma decision est prise|j${AP}ai pris ma decision|g pris ma decision)$`, WEAK),
    rule(
      'do-it-at-time',
      I,
      'imminent',
      `(?:je le fais|je le ferai|je vais le faire|jvais le faire|j${AP}vais le faire|je passe a l${AP}acte|je passerai a l${AP}acte) (?:demain|ce soir|cette nuit|ce week end|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|cette semaine)$`,
      WEAK,
    ),
    // — round 2c: more indirect kinds (for those left behind, last moments, means in passing, threats and stalking)
    rule('for-those-left', PL, 'urgent', `pour (?:ceux|celles) qui (?:restent|resteront)(?: apres moi| derriere)?$`),
    rule(
      'where-papers-are',
      PL,
      'urgent',
      `(?:dit|montre|explique|ecrit|note|indique)\\w* (?:a \\S+ (?:\\S+ )?)?ou (?:trouver|sont|se trouvent) (?:mes |les )?(?:papiers|codes|mots de passe|documents|testament|assurances?|comptes)`,
      WEAK,
    ),
    rule(
      'one-last',
      PL,
      'urgent',
      `(?:un |mon |nos |une |ma )?(?:dernier|derniere) (?:calin|bisou|regard|promenade|balade|repas|cafe|au revoir|etreinte|photo)(?: \\S+){0,3} (?:a|avec|de) (?:mon|ma|mes)`,
      WEAK,
    ),
    rule(
      'easier-when-over',
      P,
      'concern',
      `(?:plus facile|plus simple|mieux) pour (?:tout le monde|eux|vous|ma famille|mes proches) quand (?:ce sera|tout sera|je serai) (?:fini|termine|partie?|plus la)${NOT_TRIP}`,
    ),
    rule(
      'walk-the-tracks',
      M,
      'urgent',
      `(?:marcher|aller|m${AP}allonger|me coucher|m${AP}asseoir|me mettre|me poser|attendre)\\w* (?:\\S+ ){0,2}(?:sur|entre) (?:les (?:voies|rails)|la voie ferree)(?! (?:vertes?|cyclables?|romaines?|pietonnes?))`,
    ),
    rule('the-end-for-me', P, 'concern', `(?:${C_EST}|ce sera) (?:bientot )?la fin pour moi$`, WEAK),
    rule(
      'nobody-at-funeral',
      P,
      'concern',
      `personne (?:ne )?(?:viendra|viendrait|pleurera|pleurerait|remarquera|remarquerait) (?:a mon enterrement|ma mort|mon absence|si je (?:meurs|mourais|disparais|disparaissais|crevais|creve))`,
      FIXED,
    ),
    rule(
      'cannot-hold-on',
      P,
      'concern',
      `(?:je |j)(?:ne )?(?:tiendrai|tiendrais|vais (?:pas|plus) tenir) (?:pas|plus)? ?(?:jusqu${AP}a (?:demain|ce soir|la fin de la semaine|lundi|noel)|(?:tres |bien |encore )?longtemps)$`,
      WEAK,
    ),
    rule(
      'stopped-treatment-kept',
      M,
      'urgent',
      `arrete\\w* (?:de prendre )?(?:mon|mes|ses) (?:traitement|medocs|medicaments|cachets|antidepresseurs)(?: \\S+){0,4} (?:garde|conserve|stocke|cache|mis de cote|planque)\\w*`,
    ),
    rule('secret-purging', ED, 'concern', `vomi\\w* (?:\\S+ ){0,3}(?:en cachette|en secret|expres|volontairement|pour (?:pas|ne pas) (?:grossir|prendre))`),
    rule(
      'reported-death-threat',
      DO,
      'urgent',
      `(?:dit|menace|jure|ecrit|promis|crie|hurle|repete)\\w* (?:\\S+ ){0,3}(?:qu${AP}il|qu${AP}elle|qu${AP}ils) (?:va|allait|vont|allaient|voulait|veut|pourrait) me (?:faire disparaitre|faire la peau|defigurer|egorger|bruler|etrangler|tuer|buter|crever|noyer|planter)(?!.*(?:mdr|ptdr|lol|xd|haha|spoil))`,
      FIXED,
    ),
    rule(
      'ex-stalking',
      DO,
      'concern',
      `(?:mon|ma) ex (?:\\S+ )?(?:me suit (?:jusqu\\S*|dans la rue|partout(?! sur)|en voiture|a la sortie|chez moi)|me harcele|me traque|m${AP}attend (?:devant|a la sortie|en bas)|me surveille|debarque chez moi)(?: \\S+){0,5}(?: et (?:me menace|m${AP}insulte|me frappe))?`,
    ),
    rule(
      'weapon-to-school',
      HO,
      'urgent',
      `(?:ramener|apporter|amener|prendre|emmener|cacher|ramene|apporte|amene|emmene)\\w* (?:un |le |mon |une |la |l${AP})?(?:couteau|flingue|arme|pistolet|fusil|batte|cutter|lame) (?:\\S+ ){0,3}(?:au|a l${AP}|a la|en|dans (?:mon|le) (?:sac|cartable) pour (?:le|la|l${AP})) ?(?:lycee|college|ecole|fac|universite|boulot|travail|taf|bureau|cours|classe)(?!.*(?:gateau|pain|fromage|pique nique|couper|cuisine|saucisson|camping|atelier|bricol|tp|dissection))`,
    ),
    rule(
      'want-hurt-them',
      HO,
      'urgent',
      `(?:${WANT}|j?pense a|j?vais|je rever?ais de) (?:\\S+ )?(?:faire du mal|faire souffrir|blesser) (?:a |)(?:ceux|celles|celui|celle|tous ceux|toutes celles|eux|ces gens)(?: qui)?(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'no-old-age',
      P,
      'concern',
      `(?:me |m${AP})(?:vois|imagine|projette) (?:pas|plus|jamais) (?:vieillir|avoir (?:\\d+|trente|quarante|cinquante) ans|dans (?:\\S+ ){1,2}ans|feter mes (?:\\d+|trente|quarante) ans|vivre (?:vieux|vieille|longtemps)|atteindre (?:\\d+|trente|quarante) ans)(?! (?:dans|ici|a|avec|en|sans|chez|au) )`,
      FIXED,
    ),
    rule('one-too-many', P, 'concern', `${SUIS} (?:de trop|en trop) (?:sur terre|dans ce monde|dans cette vie|sur cette planete|partout)`, FIXED),
    rule('settles-soon', I, 'urgent', `(?:ca|tout ca|le probleme|tout) se reglera (?:bientot|tres vite|tres bientot|de lui meme)$`, WEAK),
    rule(
      'trains-that-dont-stop',
      M,
      'urgent',
      `(?:renseigne|cherche|regarde|note|verifie)\\w* (?:\\S+ ){0,3}trains? (?:qui (?:passent|passe) (?:\\S+ ){0,2}(?:sans s${AP}arreter|pres de chez moi|a toute vitesse)|qui ne s${AP}arretent? pas)`,
    ),
    rule(
      'seal-the-room',
      M,
      'imminent',
      `(?:charbon|barbecue|braises?)(?: \\S+){0,6} (?:scotch|ruban adhesif|calfeutr\\w*|fermer (?:les|toutes les) (?:fenetres|aerations)|chambre fermee|voiture fermee)|(?:calfeutre|bouche|colmate|scotche)\\w* (?:\\S+ ){0,2}(?:les |toutes les )?(?:aerations|la voiture|la salle de bain|la chambre)(?!.*(?:hiver|froid|isolation|courants? d${AP}air|chauffage|facture|bruit|insectes|punaises))`,
    ),
    rule(
      'no-fear-of-death',
      P,
      'concern',
      `(?:j${AP}ai |g |)(?:plus|pu) peur (?:de (?:mourir|la mort|crever|mourrir)|d${AP}en finir)(?: maintenant| du tout)?$`,
      FIXED,
    ),
    rule('leave-you-if-ever', PL, 'urgent', `(?:laisse|legue|confie|donne)\\w* (?:mon|ma|mes) \\S+(?: \\S+){0,3} si jamais$`, WEAK),
    // — round 2d: no future, deadlines, described self-harm and restriction, pushes and conditional beatings, revenge, testing means
    rule(
      'no-future-self',
      P,
      'concern',
      `(?:j${AP}|je |g )(?:n${AP})?(?:existerai|existerais) (?:plus|pu)|(?:je |j${AP})(?:ne )?(?:verrai|verrais|vivrai|vivrais|connaitrai|atteindrai|feterai) (?:pas|plus|jamais) (?:l${AP}ete|l${AP}hiver|le printemps|l${AP}automne|noel|l${AP}annee prochaine|mon anniv\\w*|mes (?:vingt|trente|quarante|\\d+) ans|la rentree|le nouvel an)(?! passer| arriver| venir| defiler| (?:avec|chez|en|a|au|sans) )${NOT_TRIP}`,
      FIXED,
    ),
    rule(
      'self-deadline',
      I,
      'urgent',
      `(?:je me donne|je me laisse|me laisse|me donne) (?:jusqu${AP}a|encore) (?:\\S+ ){1,3}(?:et apres|apres|et puis|puis|sinon)(?: \\S+){0,2} (?:j${AP}arrete tout|${C_EST} fini|j${AP}en finis|je le fais|je passe a l${AP}acte|je disparais|je pars pour de bon)`,
      FIXED,
    ),
    rule(
      'settled-in-time',
      I,
      'urgent',
      `(?:dans|d${AP}ici) (?:\\d+|quelques|deux|trois|un|une) (?:jours|semaines|mois|jour|semaine) (?:ce|ca|tout) sera regle$`,
      WEAK,
    ),
    rule('no-future', P, 'concern', `(?:j${AP}ai |g |)(?:plus|pu|aucun|pas) (?:d${AP}|de )avenir$`, WEAK),
    rule(
      'burns-described',
      SH,
      'urgent',
      `(?:me |m${AP})(?:suis )?(?:fait |fais |faite )?(?:des )?brul\\w* (?:\\S+ ){0,2}(?:cigarettes?|clopes?|briquet|fer a repasser|allumettes?)(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'hit-to-hurt',
      SH,
      'urgent',
      `(?:me |m${AP})(?:frappe|tape|cogne|pince|griffe|mords|mord)\\w* (?:les |mes |la |le |contre les |contre le )?(?:cuisses|bras|jambes|poings|ventre|tete|visage|poignets|murs?)(?: \\S+){0,3} (?:jusqu${AP}a (?:avoir|me faire|ce que)|pour avoir mal|pour me punir|pour sentir)|appuie\\w* sur (?:mes|les) (?:bleus|plaies|coupures|cicatrices)(?: \\S+){0,3} pour (?:avoir mal|sentir|me punir)`,
    ),
    rule(
      'one-thing-a-day',
      ED,
      'concern',
      `(?:mange|avale|prends|bouffe)\\w* (?:que|seulement|juste|rien qu${AP}) (?:un|une|\\d+) (?:\\S+ ){0,2}par jour (?:max|maximum|pas plus|grand max|et rien d${AP}autre)`,
    ),
    rule(
      'fat-so-not-eating',
      ED,
      'concern',
      `(?:${SUIS}|me sens|me trouve) (?:trop |tellement |si )?(?:grosse?|enorme|degueulasse|obese)(?: \\S+){0,3} (?:alors|donc|du coup|que) (?:je |j${AP})?(?:ai )?(?:pas|plus|rien) (?:mange|manger|bouffe|avale)(?! (?:de |d${AP}|du |des )(?:dessert|gateau|chocolat|bonbons|frites|pizza|sucre|gras|fast food|mcdo))`,
    ),
    rule(
      'pushed-down',
      DO,
      'urgent',
      `${PARTNER_ONLY} (?:m${AP}a |me |m${AP})(?:pousse|poussee|jete|jetee|balance|balancee|projete|projetee)\\w* (?:dans (?:l${AP}escalier|les escaliers|le mur|la vitre)|contre (?:le mur|la porte|la vitre|le meuble|la table)|par terre|au sol|du haut de l${AP}escalier)(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'if-i-then-beats',
      DO,
      'urgent',
      `si (?:je |j${AP})\\S+(?: \\S+){0,4} (?:il|elle|ils|mon pere|ma mere|mon beau pere|mon mari|mon copain) (?:me |m${AP})(?:defonce|frappe|tabasse|massacre|cogne|bat|etrangle|enferme)\\w*(?!.*(?:mdr|lol|ptdr|xd|haha))(?!${NOT_ACCIDENT})|(?:il|elle|ils) (?:va|vont) encore (?:me |m${AP})(?:taper|frapper|cogner|battre|tabasser|defoncer|etrangler|enfermer)(?!${NOT_ACCIDENT})`,
    ),
    rule(
      'burn-them-all',
      HO,
      'urgent',
      `(?:je vais|jvais|vais|je veux|jveux) (?:tous |toutes )?(?:les|leur) (?:tous |toutes )?(?:cramer|tuer|buter|flinguer|allumer|massacrer|descendre|tirer dessus)(?: \\S+){0,3} (?:au |a la |a l${AP}|en )?(?:bahut|lycee|college|ecole|fac|boulot|taf|bureau|classe)(?!.*(?:mdr|lol|ptdr|xd|jeu|fortnite|match|partie))`,
    ),
    rule(
      'make-them-suffer',
      HO,
      'urgent',
      `(?:ferai|vais faire|jvais faire) en sorte (?:qu${AP}il|qu${AP}elle|qu${AP}ils|qu${AP}elles|que \\S+) (?:souffre|souffrent|creve|crevent|meure|meurent|regrette)(?! (?:de |d${AP}|sa |son |ses |le |la ))`,
    ),
    rule(
      'best-way-to-die',
      M,
      'urgent',
      `(?:meilleur|meilleure|bon|bonne) (?:endroit|facon|moyen|maniere|hauteur|pont|immeuble|methode) (?:pour|de) (?:sauter|mour?rir|en finir|me tuer|se tuer|ne pas (?:se|me) rater|me jeter|se jeter|se pendre|me pendre|se suicider|me suicider)`,
    ),
    rule(
      'test-the-rope',
      M,
      'urgent',
      `(?:teste|essaye|essaie|verifie)\\w* (?:que |si )?(?:la |une |ma |le |mon )?(?:corde|ceinture|noeud|poutre|crochet|branche|cable)(?: \\S+){0,4} (?:tenait|tient|tiendrait|supporte|supporterait|mon poids|assez solide)(?!.*(?:escalade|grimpe|rappel|bateau|voile|hamac|balancoire|tente|velo|remorque))`,
    ),
    rule(
      'secret-goodbyes',
      I,
      'imminent',
      `(?:dis|dit|dire|fais|faire) (?:mes )?(?:au revoir|adieux?)(?!(?: \\S+){0,3} (?:collegues|equipe|eleves|clients|camarades))(?: \\S+){0,3} sans (?:qu${AP}ils?|qu${AP}elles?|que (?:personne|\\S+)) (?:ne )?(?:le )?(?:sachent|sache|sait|savent|se doutent|se doute|comprennent|comprenne)`,
    ),
    rule(
      'for-the-last-time',
      PL,
      'urgent',
      `(?:range|nettoie|vois|appelle|embrasse|serre|ecris|regarde|visite)\\w* (?:\\S+ ){0,3}pour la derniere fois$`,
      WEAK,
    ),
    // — round 3: phone-typed indirect wording (docs/safety/dev/fr.round3.jsonl): wishes and hopes in passing,
    // means at hand, decisions and farewells in slang, rehoming and handing over, described self-harm,
    // violence planned against someone, threats received by message, restriction with its numbers
    rule(
      'if-only-vanish',
      P,
      'concern',
      `si (?:seulement )?(?:je |j${AP})pouvais ${ADV}(?:m${AP}effacer|disparaitre|me volatiliser|m${AP}evaporer|ne (?:plus|pas|jamais) exister|cesser d${AP}exister|ne (?:plus|pas|jamais) me reveiller|m${AP}endormir pour (?:toujours|de bon)|partir pour (?:toujours|de bon)|mour?rir|crever)(?! (?:quelques|une|un|pendant|du|des|sous|en|dans|loin|au|a la|de (?!la surface|ce monde|la planete)))`,
    ),
    rule(
      'vanish-from-earth',
      P,
      'concern',
      `(?:${WANT}|si (?:seulement )?(?:je |j${AP})pouvais) ${ADV}(?:m${AP}effacer|disparaitre|me volatiliser|m${AP}evaporer|partir) (?:de la surface de la terre|de ce monde|de la planete|de l${AP}existence|de la vie de tout le monde)`,
    ),
    rule(
      'hope-last-morning',
      P,
      'concern',
      `(?:reveill?e?\\w*|leve\\w*|ouvre les yeux|couche\\w*|endors|endormir)(?: \\S+){0,4} (?:en )?(?:esperant|espere|priant|prie|souhaitant) (?:que |qu${AP})(?:ce soit|c${AP}est|ce sera|ce serait) (?:le|la|mon|ma) derni(?:er|ere)(?: (?:jour|matin|reveil|nuit))?(?: (?:de ma vie|sur terre))?$|(?:espere|prie|souhaite) (?:que |qu${AP})(?:ce soit|c${AP}est|ce sera) (?:mon|ma) derni(?:er|ere) (?:jour|nuit|matin|reveil)(?: (?:sur terre|en vie|de ma vie))?$`,
    ),
    rule(
      'hope-run-over',
      P,
      'concern',
      `(?:espere|esperais|prie|priais|souhaite|reve|aimerais|voudrais|envie) (?:\\S+ ){0,3}(?:me faire|de me faire) (?:renverser|ecraser|percuter|faucher|tuer|descendre)(?! (?:\\S+ ){0,2}par (?:mon|ma|mes|le|la) (?:prof|boss|chef|coach|mere|pere|parents|daronne|daron|soeur|frere))`,
    ),
    rule(
      'no-live-adv',
      P,
      'concern',
      `(?:j?veux|j?veu|j?voudrais|voudrais|aimerais) ${ADV}(?:plus|pu|pus|plu|ne plus) (?:etre (?:la|ici|icitte|en vie|vivante?|sur terre|de ce monde)|exister|vivre)(?:$| (?:pantoute|du tout|tout court|jamais))`,
      FIXED,
    ),
    rule('not-capable', P, 'concern', `${SUIS} (?:pu|plus|pus) capable$|(?:j${AP}en peux|jpeux) (?:pu|plus)$`, { negatable: false, weak: true }),
    rule(
      'better-for-them-so',
      P,
      'concern',
      `${C_EST} (?:mieux|plus simple|plus facile) (?:comme ca|ainsi) pour (?:eux|elle|lui|tout le monde|vous|toi|ma famille|mes proches|tous|les autres)$`,
      WEAK,
    ),
    rule(
      'afraid-of-me',
      P,
      'concern',
      `(?:peur|fais peur|me fais peur) (?:de moi(?: meme)?|de ce que (?:je |j${AP})(?:pourrais|risque de|vais|suis capable de) (?:lui |leur |me |)faire)$`,
      WEAK,
    ),
    rule(
      'thought-of-ending',
      A,
      'urgent',
      `(?:l${AP}idee|l${AP}envie|la pensee|les pensees|l${AP}obsession|la tentation) (?:de |d${AP})(?:${KILL_SELF}|mour?rir|crever|sauter|me jeter)(?: \\S+){0,3} (?:me |m${AP})?(?:quitte (?:plus|pu|pas)|lache (?:plus|pu|pas)|revient|reviennent|tourne|tournent|obsede|hante|trotte|envahit|prend|grandit)`,
    ),
    rule(
      'would-be-quick',
      P,
      'concern',
      `(?:me dis|me dit|me disais|pense|pensais|je sais) (?:que |qu${AP})(?:ce serait|ca serait|ca irait|ca ferait|ce serait tellement|ca prendrait) (?:\\S+ )?(?:vite fait|rapide|facile|simple|vite regle|sans douleur|pas long)(?: (?:de|d${AP}) (?:sauter|me jeter|tout arreter|en finir|lacher|donner un coup))?$`,
      { negatable: false, weak: true },
    ),
    rule(
      'drop-nearby',
      M,
      'urgent',
      `(?:pont|viaduc|falaise|voie ferree|voies ferrees|rails|toit|barrage|quai)(?: \\S+){0,5} (?:est |sont )?(?:pas loin|juste a cote|a cote de chez moi|pres de chez moi|en face de chez moi|derriere chez moi|au bout de (?:ma|la) rue|a \\d+ ?(?:min|minutes|m|metres))`,
      WEAK,
    ),
    rule(
      'wheel-jerk',
      M,
      'urgent',
      `(?:envie de|pense a|penser a|tentee? de|facile de|simple de|vais|jvais|pourrais|${WANT}) ${ADV}(?:donner un (?:grand |gros |)coup de volant|lacher le volant|foncer dans le decor|aller dans le decor|quitter la route|rouler a contresens|(?:me |m${AP})(?:planter|encastrer|crasher) (?:en voiture|en char|avec (?:l${AP}auto|la voiture|le char|ma voiture)))`,
    ),
    rule(
      'gun-of-kin',
      M,
      'urgent',
      `(?:mon|ma|mes) (?:pere|mere|daron|oncle|frere|parents|grand pere|beau pere|voisin|cousin|mari|tonton|papi|papy|grand pere) (?:\\S+ ){0,2}(?:a|ont|garde|gardent|cache|range|laisse|laissent|oublie) (?:un|une|des|son|sa|ses|le|la|les|leur) (?:fusil|fusils|arme|armes|pistolet|flingue|revolver|carabine|calibre)s?(?: \\S+){0,4} (?:dans (?:le|son|un|sa|la|leur) (?:cabanon|garage|grenier|sous sol|cave|voiture|char|camion|atelier|remise|buffet|commode|salon|bureau|chalet|boite a gants|coffre|table de nuit|tiroir|placard|armoire)|pas (?:barree?|fermee?|sous cle|cache|verrouillee?)|sans (?:cadenas|cle|verrou)|a portee)`,
      WEAK,
    ),
    rule(
      'think-of-it-often',
      P,
      'concern',
      `(?:j${AP}y|jy) (?:pense|songe|repense) (?:souvent|tout le temps|sans arret|de plus en plus|beaucoup trop|trop souvent|chaque (?:jour|nuit|soir)|tous les jours|serieusement|serieux)`,
      WEAK,
    ),
    rule(
      'pills-with-drink',
      M,
      'urgent',
      `(?:plaquettes?|boites?|tubes?|flacons?|tous (?:mes|les)|toutes (?:mes|les)|plein) (?:de |d${AP})?(?:\\S+ )?${PILLS}(?: \\S+){0,2} (?:et|avec|pis) (?:\\S+ ){0,3}(?:alcool|vodka|whisky|rhum|gin|vin|bieres?|bouteille|tequila|pastis)|melange\\w* (?:\\S+ ){0,2}${PILLS} (?:et|avec) (?:\\S+ )?(?:alcool|vodka|whisky|rhum|gin|vin|bieres?)`,
    ),
    rule(
      'pills-at-hand',
      M,
      'urgent',
      `(?:plaquettes?|boites?|tubes?|flacons?) (?:de |d${AP})(?:\\S+ )?${PILLS}(?: \\S+){0,6} (?:devant moi|dans (?:la|ma|les|mes) mains?|a cote de moi|sur (?:mon|le|la|ma) (?:lit|bureau|table de nuit|table)|sous la main|sous mes yeux)`,
    ),
    rule(
      'swallow-box',
      M,
      'urgent',
      `(?:avaler|avale|gober|gobe|ingurgiter|vider|engloutir) (?:une|la|deux|trois|\\d+) (?:boites?|plaquettes?|flacons?|tubes?) (?:entiere?s? )?(?:de |d${AP})(?:\\S+ )?${PILLS}|(?:prendre|prends|avaler|avale) (?:une |la |toute la |toute une )?(?:boite|plaquette) entiere`,
    ),
    rule(
      'blades-not-shaving',
      M,
      'urgent',
      `(?:lames?|rasoirs?|cutters?|scalpels?)(?: \\S+){0,6} (?:et )?(?:${C_EST} )?(?:pas|surtout pas|vraiment pas) pour (?:me raser|raser|la barbe|les jambes|bricoler|le bricolage|les cartons|cuisiner|la cuisine|les legumes)`,
    ),
    rule('veins-more', M, 'urgent', `${ME}(?:tailler|taille|entailler|entaille|scier|charcuter) (?:les|mes) (?:veines|poignets)`),
    rule('defenestrate', M, 'urgent', `${ME}(?:defenestrer|defenestre|defenestrerai|defenestrerais)`),
    rule(
      'do-it-with-time',
      I,
      'imminent',
      `(?:je |j)${ME}(?:tue|suicide|pends|flingue|tire une balle|jette (?:du|sous|par|dans)|fous en l${AP}air|fou en l${AP}air|fout en l${AP}air)(?: dans la tete| dans le crane)? (?:des que|quand|une fois que|le jour ou|lorsque|juste apres|apres|avant|a la fin|ce soir|cette nuit|demain|aujourd${AP}hui|tout de suite|ce week end|cette semaine|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi)(?!(?: \\S+){0,6} (?:lol|mdr|ptdr|xd|haha))`,
    ),
    rule(
      'determined',
      I,
      'imminent',
      `${SUIS} (?:determinee?|resolue?)$|(?:plus |pu )?(?:personne|rien) (?:ni personne )?(?:ne )?(?:me fera|pourra me faire|va me faire|me fera pas) changer d${AP}avis|rien (?:ni personne )?(?:ne )?(?:m${AP}arretera|pourra m${AP}arreter|va m${AP}arreter)$`,
      WEAK,
    ),
    rule(
      'not-here-in',
      PL,
      'imminent',
      `(?:dans|d${AP}ici) (?:\\d+|deux|trois|quatre|cinq|quelques|un|une|peu de) (?:jours?|heures?|semaines?|minutes?|dodos?) (?:je |j${AP}|g )?(?:ne )?(?:serai|serais|sera) (?:plus|pu) (?:la|de ce monde|en vie|vivante?|parmi vous|ici|icitte)${NOT_TRIP}`,
      FIXED,
    ),
    rule(
      'spoil-party',
      I,
      'imminent',
      `(?:veux|voulais|voudrais) (?:pas|surtout pas) (?:lui |leur |vous |te |t${AP})?(?:gacher|pourrir|ruiner|gaspiller) (?:sa|son|leur|ses|votre|ta|ton) (?:fete|anniv\\w*|noel|mariage|vacances|journee|soiree|examens?|bac|remise de diplome)`,
      WEAK,
    ),
    rule(
      'dont-worry-for-me',
      I,
      'imminent',
      `(?:tkt|t${AP}inquiete|inquiete toi|vous inquietez|ne vous inquietez|inquietez vous|vous en faites|t${AP}en fais|en faites) (?:pas )?pour moi$`,
      WEAK,
    ),
    rule(
      'tonight-the-end',
      I,
      'imminent',
      `(?:ce soir|cette nuit|demain|aujourd${AP}hui) (?:${C_EST}|ce sera|ca sera) (?:la fin|fini|termine)(?: pour (?:moi|de bon))?$`,
      WEAK,
    ),
    rule(
      'nice-knowing-you',
      I,
      'imminent',
      `c${AP}etait (?:cool|bien|sympa|chouette|genial|un plaisir|un honneur|super|top|trop bien|une chance|beau) (?:de |d${AP})(?:vous|te|t${AP}) ?(?:avoir )?(?:connaitre|connu|connus|connue|connues|rencontrer|rencontre)|(?:ravie?|contente?|heureuse?|heureux|fiere?) (?:de |d${AP})(?:vous|t${AP}|te) ?avoir (?:connu|connus|connue|connues|rencontre)s?$`,
      WEAK,
    ),
    rule(
      'bye-all',
      I,
      'imminent',
      `^(?:bye|salut|ciao|adieu|au revoir|bisous|tchao|tchaw|bye bye) (?:a )?(?:tlm|tout le monde|tous|toutes|les gars|les amis|la team|la famille|vous tous|a tous)$`,
      WEAK,
    ),
    rule(
      'pet-forever',
      PL,
      'imminent',
      `(?:(?:garder|prendre|adopter|recuperer|accueillir|s${AP}occuper de) (?:mon|ma|mes)|(?:confie|donne|laisse|offert|refile)\\w* (?:mon|ma|mes)) (?:chat|chatte|chien|chienne|chats|chiens|animaux|lapin|perroquet|hamster|poissons?|cochon d${AP}inde|tortue|bebe chat|minou|toutou) (?:a (?:\\S+ ){1,3})?(?:pour toujours|definitivement|pour de bon|a vie|pour la vie|apres moi)${NOT_TRIP}(?!.*(?:allerg|bebe arrive|proprio|proprietaire|bail|logement|appart|etranger|nouveau job|travail))`,
    ),
    rule(
      'give-the-rest',
      PL,
      'imminent',
      `(?:donne|vendu|distribue|offert|brade|file|refile)\\w* (?:tout le reste|tout ce que (?:j${AP}ai|je possede|j${AP}avais|je possedais)|toutes? mes (?:fringues|vetements|trucs|jeux|livres|bijoux|consoles?|figurines|mangas|affaires|choses))${NOT_TRIP}|(?:j${AP}ai|jai|g) tout (?:vendu|donne|distribue)$${NOT_TRIP}`,
      WEAK,
    ),
    rule('room-empty', PL, 'imminent', `(?:plus|pu|presque plus) rien dans (?:ma|mon) (?:chambre|appart|piaule|kot|studio|placard)${NOT_TRIP}`, WEAK),
    rule(
      'pills-instead',
      PL,
      'imminent',
      `(?:garde|gardee?s?|conserve|stocke|cache|planque|mets de cote|mis de cote|accumule|economise)\\w* (?:\\S+ ){0,3}${PILLS}(?: \\S+){0,6} (?:au lieu de les (?:prendre|avaler)|sans les prendre)|(?:prends|avale|prenais) (?:plus|pas|pu) (?:mes|les|mon) (?:${PILLS}|traitement)(?: \\S+){0,3} (?:je les garde|je les stocke|je les cache|je les mets de cote|je les accumule|je les planque)`,
    ),
    rule(
      'message-all-sorry',
      PL,
      'imminent',
      `(?:ecrit|envoye|texte|laisse|enregistre)\\w* (?:un |des |mon |)(?:message|mot|sms|texto|lettre|vocal|mail)s? (?:a|aux) (?:tout le monde|tous mes \\S+|toutes mes \\S+|ma famille|mes proches|mes amis|mes amies|mes potes|mes parents|chacun|tlm) (?:\\S+ ){0,2}pour (?:m${AP}excuser|demander pardon|leur demander pardon|leur dire (?:merci|adieu|au revoir|que je (?:les|l${AP}) ?aime))(?! (?:du|de|d${AP}|pour) )`,
    ),
    rule(
      'codes-handed',
      PL,
      'imminent',
      `(?:laisse|donne|envoye|file|transmis|ecrit|note|confie)\\w* (?:\\S+ ){0,2}(?:mes|tous mes|toutes mes|mon|ma) (?:mots? de passe|codes? (?:de |d${AP})?(?:banque|carte|cb|telephone|tel|acces)|codes|identifiants)`,
      WEAK,
    ),
    rule(
      'need-when-gone',
      PL,
      'imminent',
      `(?:en aura|en auront|en aurez|en auras|aura besoin|auront besoin|aurez besoin) (?:\\S+ ){0,3}(?:quand|apres que|une fois que|le jour ou) (?:je |j${AP})(?:serai|serais) (?:parti|partie|plus la|pu la|mort|morte|plus de ce monde)${NOT_TRIP}`,
      WEAK,
    ),
    rule(
      'nobody-comes-here',
      PL,
      'imminent',
      `(?:repere|trouve|choisi)\\w* (?:un|l${AP}|le) (?:coin|endroit|lieu|spot) (?:\\S+ ){0,3}(?:dans la foret|dans les bois|en foret|au bord de l${AP}eau|isole)(?: \\S+){0,2} (?:ou|que) personne`,
    ),
    rule(
      'head-bang',
      SH,
      'urgent',
      `${ME}(?:suis )?(?:frappe|cogne|tape|fracasse|claque)\\w* (?:la tete|le crane|le front|les poings?|le poing) (?:contre|sur|dans) (?:\\S+ ){1,3}(?:jusqu${AP}a (?:voir flou|saigner|avoir mal|me faire mal|ce que|perdre connaissance|m${AP}assommer|tomber|avoir des bleus|plus rien sentir|en avoir des bleus)|expres|volontairement|pour (?:me punir|avoir mal|sentir))`,
    ),
    rule(
      'nails-in-skin',
      SH,
      'urgent',
      `${ME}(?:plante|enfonce|rentre|plantais|enfoncais)\\w* (?:les |mes )?ongles (?:\\S+ ){0,4}(?:jusqu${AP}a (?:ce que (?:ca|sa) saigne|saigner|avoir mal|laisser des marques)|jusqu${AP}au sang|pour (?:avoir mal|me punir|sentir))`,
    ),
    rule(
      'cut-too-deep',
      SH,
      'imminent',
      `(?:coupee?|entaillee?|ouverte?|tailladee?|scarifiee?) (?:tro|trop|trp|tres|super|vraiment|bien) profond(?:ement)?(?: \\S+){0,3} (?:au |aux |a l${AP}|le |la |les |sur le |sur la |sur les )?(?:poignets?|bras|avant bras|cuisses?|veines?|jambes?|ventre)`,
      FIXED,
    ),
    rule('blood-everywhere', SH, 'imminent', `(?:y a|ya|il y a|g|j${AP}ai|jai|j ai) (?:du |plein de )?sang partout`, { negatable: false, weak: true }),
    rule(
      'drank-poison',
      SH,
      'imminent',
      `(?:bu|avale|ingere|pris)\\w* (?:\\S+ ){0,2}(?:de la |du |de l${AP}|un verre de |une bouteille de |la bouteille de )?(?:javel|eau de javel|deboucheur|destop|antigel|mort aux rats|raticide|white spirit|acide|soude|produit (?:menager|vaisselle|wc|chimique)|lave glace)(?!.*(?:par erreur|par accident|sans faire expres|sans le vouloir|accidentellement|gamin|enfant|bebe|chien|chat|petit))`,
    ),
    rule(
      'smash-head',
      HO,
      'urgent',
      `(?:vais|jvais|veux|jveux|envie de|j?pense a|reve de|finir par|capable de) ${ADV}(?:defoncer|fracasser|eclater|exploser|peter|casser|ouvrir|refaire) (?:la tete|la gueule|le crane|la figure|le visage|le portrait|les dents) (?:de|a|au|a la|aux|d${AP}) ?(?:mon|ma|mes|ce|cette|cet|son|sa|ses|la|le|l${AP}|un|une|tous|toutes)(?!.*(?:mdr|ptdr|lol|xd|haha|si |s${AP}il|s${AP}ils|quand|match|jeu|partie|fifa|fortnite))`,
    ),
    rule(
      'kill-other-more',
      HO,
      'urgent',
      `(?:${WANT}|vais|jvais|j?pense a|j?pensais a|penser a|compte|fantasme de|pourrais|capable de|ai failli|reve de|projette de) ${ADV}(?:le |la |les |l${AP}|lui |leur )(?:etouffer|noyer|asphyxier|defigurer|tabasser|frapper a mort|battre a mort|rouer de coups|ecraser avec (?:ma|la) voiture|bruler vif|bruler vive|immoler|crever les yeux)(?! (?:de|d${AP}|sous) (?:bisous|calins|baisers|amour|cadeaux|questions|messages|compliments|travail|boulot))`,
    ),
    rule(
      'harm-child',
      HO,
      'urgent',
      `(?:envie de|j?pense a|peur de|pulsions? de|tentee? de|idees? de|imagine|imaginer) (?:\\S+ ){0,2}(?:secouer|etouffer|noyer|frapper|jeter|lancer|faire du mal a|faire mal a|blesser) (?:le|la|les|mon|ma|mes|notre|ce|cette) (?:bebe|bb|petit|petite|nourrisson|enfants?|fils|fille|gamins?|gosses?|petits)(?! (?:en (?:lui|le|la|les) |avec l${AP}eau du bain|dans (?:la piscine|l${AP}eau|le bain|son lit|les airs)))(?!(?: \\S+){0,3} (?:en jouant|pour rire|pour jouer))`,
    ),
    rule(
      'planned-harm',
      HO,
      'imminent',
      `(?:tout )?(?:prevu|planifie|prepare|organise|calcule)\\w* (?:\\S+ ){0,2}pour (?:lui|leur|le|la|les|l${AP}) ?(?:faire du mal|faire mal|faire payer|tuer|buter|regler son compte|faire la peau|descendre|tabasser|defoncer|etrangler|poignarder|planter)|(?:lui|leur) faire (?:du mal|la peau|payer) (?:ce soir|cette nuit|demain|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|cette semaine|ce week end|a la sortie)`,
    ),
    rule(
      'arson',
      HO,
      'urgent',
      `(?:${WANT}|vais|jvais|j?pense a|penser a|compte|reve de|pourrais|capable de) ${ADV}(?:mettre|foutre|fiche|bouter) le feu (?:a|chez) (?:\\S+ ){0,3}(?:maison|appart|appartement|voiture|bagnole|char|chambre|immeuble|bureau|ecole|lycee|college|lui|elle|eux)(?!.*(?:mdr|ptdr|lol|dancefloor|piste|soiree|scene|poudres|barbecue|cheminee|feuilles|broussailles))`,
    ),
    rule(
      'revenge-payback',
      HO,
      'urgent',
      `(?:demain|ce soir|cette nuit|bientot|un jour|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) (?:il|elle|ils|elles) (?:va|vont) (?:me le |)(?:payer|morfler|souffrir|comprendre sa douleur)(?= *$| (?:ce|cette|cet|ces) \\S+| cher| pour (?:ce qu|ca|tout))(?!.*(?:match|partie|jeu|exam|sport|salle|entrainement))|(?:il|elle|ils|elles) (?:va|vont) (?:me le |)payer (?:ce|cette|cet|ces) (?:batard|connard|salaud|enfoire|fdp|con|conne|salope|pute|encule|ordure|merde|chien|chienne)\\w*`,
    ),
    rule(
      'threat-in-writing',
      DO,
      'urgent',
      `${PARTNER}(?: \\S+){0,10} (?:tu vas (?:crever|mourir|morfler|y passer)|je vais te (?:(?:retrouver|trouver|choper|attraper) (?:et |pis )?(?:te |t${AP})?)?(?:tuer|buter|crever|faire la peau|defoncer|egorger|bruler|planter|saigner|faire disparaitre)|t${AP}es (?:mort|morte|finie?|foutue?)$|je sais ou tu (?:habites|vis|dors|bosses|travailles|te caches))(?! (?:de (?:rire|faim|froid|chaud|fatigue|honte)|d${AP}ennui|a la salle|au sport|sur (?:le|la) (?:terrain|piste)))(?!.*(?:mdr|ptdr|lol|xd|haha))`,
    ),
    rule(
      'low-weight-more',
      ED,
      'concern',
      `(?:[2-4]\\d)(?:[.,]\\d)? ?(?:kg|kgs|kilos?)(?: \\S+){0,5} (?:encore|toujours|plus) (?:descendre|perdre|maigrir|en perdre)|(?:veux|dois|faut) (?:encore )?descendre (?:sous|en dessous de) (?:les )?[2-4]\\d ?(?:kg|kgs|kilos?)`,
    ),
    rule(
      'one-a-day-max',
      ED,
      'concern',
      `^(?:une|un|\\d+) (?:pomme|yaourt|biscotte|fruit|cafe|soupe|compote|barre|barre de cereales|verre de lait|carotte|tranche de pain|clementine|galette de riz|banane)s? par jour (?:max|maximum|pas plus|grand max|et c${AP}est tout|et rien d${AP}autre|et basta)`,
    ),
    rule(
      'ed-body-signs',
      ED,
      'urgent',
      `(?:coeur (?:qui )?(?:bat|battait|cogne) (?:bizarre|bizarrement|trop vite|tres vite|fort|n${AP}importe comment|irregulier)|palpitations|malaises?|vertiges|evanoui\\w*|tete qui tourne|tombee? dans les pommes|douleurs? (?:a la|dans la) poitrine)(?: \\S+){0,8} (?:depuis que (?:je |j${AP}|j)(?:ne )?(?:mange|bouffe|avale) (?:plus|pu|rien|presque rien|pas)|a force de (?:ne )?(?:pas |plus )?manger|(?:je |j)(?:ne )?(?:mange|bouffe) (?:plus|pu|rien|presque rien)|sans manger)(?! (?:de|d${AP}|du|des|que|qu${AP}) ?)`,
    ),
    rule(
      'compensate-if-over',
      ED,
      'concern',
      `si (?:je |j${AP})(?:depasse|mange (?:plus de|trop)|craque|avale plus de)(?: \\S+){0,3} (?:je |j${AP})?(?:\\S+ ){0,4}(?:pour compenser|me fais vomir|vomis|jeune|saute (?:le|les|un) repas|prends des laxatifs|me punis|(?:\\d+ ?h|\\d+ heures?|des heures) (?:de |d${AP})(?:sport|course|cardio|velo|abdos|tapis))`,
    ),
    rule(
      'lease-no-next',
      PL,
      'imminent',
      `(?:resilie|rendu|quitte|lache)\\w* (?:mon|le|l${AP}) ?(?:bail|appart|appartement|logement|studio|kot|loyer) (?:\\S+ ){0,6}(?:et )?(?:j${AP}ai |g |)(?:pas|rien|aucun|jamais) (?:cherche|trouve|prevu|pris)\\w* (?:d${AP}autre|de nouveau|ailleurs|rien)`,
    ),
    rule(
      'would-be-easy-to',
      A,
      'urgent',
      `(?:me dis|me dit|me disais|pense|pensais|je sais) (?:que |qu${AP})(?:ce serait|ca serait|ca irait|ca ferait|ce serait tellement) (?:\\S+ )?(?:vite fait|rapide|facile|simple|vite regle|sans douleur) (?:de |d${AP})(?:sauter|me jeter|en finir|tout arreter|me pendre|me tuer|me noyer|me laisser tomber|avaler)`,
    ),
    rule('stopped-meds', PL, 'imminent', `(?:je |j${AP}|j)?(?:ne )?(?:prends|prenais|avale) (?:plus|pu) (?:mes|mon|ma) (?:${PILLS}|traitement)`, WEAK),
    rule(
      'keeping-them',
      PL,
      'imminent',
      `(?:je |j)(?:les|en) (?:garde|stocke|cache|planque|accumule|mets de cote|conserve)\\w* (?:toutes?|tous|dans (?:une|un|ma|mon) (?:boite|tiroir|sac|trousse|chaussette)|sous (?:mon|le) (?:lit|matelas|oreiller)|au fond|de cote|en reserve)`,
      WEAK,
    ),
    rule(
      'kill-someone-more',
      HO,
      'urgent',
      `(?:${WANT}|vais|jvais|j?pense a|penser a|compte|reve de|pourrais|capable de) ${ADV}(?:noyer|etouffer|tabasser|defigurer|ecraser|etrangler|egorger|poignarder|empoisonner|bruler) (?:mon|ma|mes|ce|cette|cet|son|sa) (?:ex |propre |petit |petite |beau |belle )?(?:mari|femme|pere|mere|frere|soeur|patron|patronne|boss|chef|collegues?|voisine?s?|ex|copain|copine|chum|blonde|prof|enfants?|bebe|fils|fille|famille|parents|colocs?|manager|daron|daronne|pere|beau pere|belle mere)(?! (?:de|d${AP}) (?:bisous|calins|questions|cadeaux|messages|compliments))`,
    ),
    rule(
      'it-will-do',
      I,
      'imminent',
      `^(?:ca|sa|ce sera|ca sera|ce qu${AP}il faut pour) (?:suffira|devrait suffire|sera assez|suffit|va suffire|sera bien assez)(?: largement| amplement| je pense| je crois)?$`,
      WEAK,
    ),
    rule(
      'gun-safe-key',
      M,
      'urgent',
      `(?:trouve|sais|connais) (?:ou|comment) (?:mon|ma|mes) \\S+ (?:\\S+ )?(?:cache|range|met|garde|planque)\\w* (?:la cle|les cles|le code|la clef)(?: \\S+){0,2} (?:a fusils|a armes|des armes|du fusil|de l${AP}arme|des fusils|de la carabine)`,
    ),
    rule(
      'take-all-now',
      I,
      'imminent',
      `(?:ce soir|cette nuit|maintenant|tout de suite|tout a l${AP}heure) (?:je |j)?(?:prends|avale|gobe) tout ce que (?:j${AP}ai|je trouve|il y a|il me reste)$`,
    ),
    rule(
      'no-use-anyway',
      P,
      'concern',
      `^(?:ca|sa) (?:ne )?(?:servira|sert|servirait) (?:a rien|plus a rien|plus a grand chose)(?: de toute facon| maintenant)?$`,
      WEAK,
    ),
    rule(
      'savings-moved',
      PL,
      'imminent',
      `(?:vire|transfere|donne|fait un virement de|envoye|legue)\\w* (?:\\S+ ){0,2}(?:toutes mes economies|tout mon argent|tout mon compte|toute mon epargne|tout ce que j${AP}avais (?:de cote|a la banque))${NOT_TRIP}`,
      WEAK,
    ),
    rule(
      'gone-for-good',
      PL,
      'imminent',
      `(?:quand|apres que|une fois que|le jour ou|lorsque) (?:je |j${AP})(?:serai|serais) (?:parti|partie|plus la|pu la) (?:pour de bon|pour toujours|definitivement|a jamais)`,
    ),
    rule(
      'thanks-for-all',
      I,
      'imminent',
      `^(?:et |bref |voila |alors )?merci pour tout(?: (?:vraiment|encore|les gars|tlm|a tous|a toutes|tout le monde))?$`,
      WEAK,
    ),
    rule(
      'hit-self-more',
      SH,
      'urgent',
      `(?:je me|jme|j${AP}me) (?:tape|frappe|cogne) dessus(?! (?:de rire|pour rire))|(?:je me|jme|j${AP}me) (?:frappe|gifle|cogne|mords|griffe) (?:\\S+ )?(?:quand|des que|chaque fois que|a chaque fois que|lorsque) (?:je |j${AP})(?:fais|rate|merde|foire|echoue|oublie|me trompe|n${AP}y arrive|y arrive|suis nulle?)`,
    ),
    rule('bleed-cant-stop', SH, 'imminent', `saign\\w* (?:\\S+ ){0,3}(?:j${AP}arrive|jarrive|arrive) (?:pas|plus|pu) a (?:l${AP}|le |)arreter`, FIXED),
    rule(
      'harm-push',
      HO,
      'urgent',
      `(?:envie de|j?pense a|peur de|pulsions? de|tentee? de|imagine|vais) (?:\\S+ ){0,2}(?:pousser|balancer|jeter|lancer) (?:le|la|les|mon|ma|mes|ce|cette|son|sa) (?:\\S+ ){1,2}(?:dans (?:l${AP}escalier|les escaliers|le vide|le ravin)|par la fenetre|du (?:balcon|pont|toit)|sous (?:un|le|une|la) (?:train|metro|bus|voiture|camion))`,
    ),
    rule(
      'night-touch',
      DO,
      'urgent',
      `${PARTNER} (?:\\S+ ){0,6}(?:la nuit|dans ma chambre|dans mon lit|quand je dors|en cachette)(?: \\S+){0,4} (?:et )?(?:me |m${AP})(?:touche|tripote|caresse|deshabille|force)\\w*|${PARTNER} (?:me |m${AP})(?:touche|tripote|caresse)\\w* (?:les seins|la poitrine|les fesses|le sexe|entre les jambes|partout|sous (?:mes|ma) \\S+)`,
    ),
    rule(
      'door-now',
      DO,
      'imminent',
      `(?:il|elle|ils|${PARTNER}) (?:veut|va|vont|essaie de|essaye de|tente de|est en train de|commence a) (?:defoncer|casser|enfoncer|forcer|peter|fracasser) (?:la|ma|notre) porte|(?:il|elle|ils|${PARTNER}) (?:est|sont) (?:en bas de chez moi|devant chez moi|devant (?:ma|la) porte|dans (?:l${AP}escalier|le hall|la cour))(?: \\S+){0,4} (?:et )?(?:il|elle|ils) (?:veut|veulent|essaie|essaye|tente) (?:d${AP}entrer|de rentrer|de defoncer|de forcer|de casser)`,
    ),
    rule(
      'chew-spit',
      ED,
      'concern',
      `mache\\w* (?:\\S+ ){0,3}(?:et |pis |puis )?(?:je |j)?recrache|recrache\\w* (?:tout|la nourriture|ce que je mange|tout ce que)|(?:vomi\\w*|vomir|recrache\\w*|laxatifs|jeune|saute (?:les |des |tous les )?repas|mange (?:rien|pas|presque rien|plus rien))(?: \\S+){0,6} pour (?:pas|ne pas|ne plus|plus) (?:grossir|prendre (?:de poids|du poids|un gramme|un kilo))`,
    ),
    rule(
      'cancel-all',
      PL,
      'imminent',
      `annule\\w* (?:tous |toutes )?(?:mes|les) (?:rdv|rendez vous|seances|abonnements|consultations|projets|reservations|commandes)${NOT_TRIP}`,
      WEAK,
    ),
    rule(
      'suffocate',
      M,
      'urgent',
      `${ME}(?:etouffer|asphyxier|etouffe|asphyxie) (?:avec|sous|dans) (?:un|le|mon|une) (?:sac|sachet|oreiller|coussin)|(?:sac|sachet) (?:en )?plastique (?:sur|autour de) (?:la|ma) tete|${ME}(?:mettre|mets|met|mettrai) (?:un|le) (?:sac|sachet) (?:plastique )?(?:sur|autour de) (?:la|ma) tete`,
    ),
    rule(
      'have-pills-and-drink',
      M,
      'urgent',
      `(?:${AP}ai|jai|g) (?:du |des |de la |les |mes |une boite de |un tube de )?${PILLS} (?:et|avec|pis) (?:de la |du |une |de l${AP}|des |ma |mon )?(?:bouteille de )?(?:alcool|vodka|whisky|rhum|gin|tequila|pastis)`,
    ),
    rule('purge-blood', ED, 'urgent', `${ME}(?:suis |)fai\\w* vomir(?: \\S+){0,8} sang|vomis (?:\\S+ ){0,3}(?:du )?sang (?:qui remonte|dans (?:ma|la) gorge)`),
    // — an overdose already taken, told now ("j'ai pris toute la boîte il y a une heure", "jai avalé 20 cachets")
    rule(
      'took-count',
      SH,
      'imminent',
      `${TOOK} (?:genre |environ |au moins |presque |pres de |plus de |a peu pres |facile |tipo )?(?:${MANY_NUMBER}${NOT_COURSE}|${FEW_NUMBER}${NOT_COURSE}${NOT_FOR_ILLNESS}) (?!(?:mg|g|ml|gouttes?)(?![a-z]))(?:\\S+ )?(?:de |d${AP})?${PILLS_TAKEN}${NOT_COURSE}`,
    ),
    rule(
      'took-lots',
      SH,
      'imminent',
      `${TOOK} (?:plein|pas mal|beaucoup|beaucoup trop|bien trop|vraiment trop|trop|enormement|un tas|tout un tas|une tonne|un paquet|une poignee|une dizaine|une quinzaine|une vingtaine|une trentaine|une cinquantaine|des dizaines|un max|genre (?:une )?(?:dizaine|quinzaine|vingtaine|trentaine)) (?:de |d${AP})(?:\\S+ )?${PILLS_TAKEN}${NOT_COURSE}${NOT_FOR_ILLNESS}`,
    ),
    rule(
      'took-whole-pack',
      SH,
      'imminent',
      `${TOOK} (?:\\S+ ){0,6}?(?:toute|toutes|tous|tout|tte|ttes|tt) (?:la |les |ma |mes |une |sa |ses |cette |le |mon |son )?(?:(?:boites?|plaquettes?|flacons?|tubes?|blisters?|boite a pharmacie|armoire a pharmacie)${NOT_FOOD}|(?:stock|reserve)(?:$| (?:de |d${AP})(?:\\S+ )?${PILLS_TAKEN})|${PILLS_TAKEN}${NOT_ROUTINE})|${TOOK} (?:la moitie|les trois quarts|une bonne partie|la moitier) (?:de |d${AP})(?:la |ma |sa |une |cette |mon |son |le |l${AP})?(?:boite|plaquette|flacon|tube|blister|stock|reserve)${NOT_FOOD}|${TOOK} (?:une|la|ma|sa|cette) (?:boite|plaquette|flacon|tube|blister) (?:entiere|complete|pleine)${NOT_FOOD}|${TOOK} (?:deux|trois|quatre|cinq|plusieurs|[2-9]) (?:boites|plaquettes|flacons|tubes|blisters)${NOT_FOOD}${NOT_BOUGHT}|${SWALLOWED} (?:une|la|ma|sa|cette) (?:boite|plaquette|flacon|tube|blister) (?:de |d${AP})(?:\\S+ )?${PILLS_TAKEN}`,
    ),
    rule(
      'took-and-going',
      SH,
      'imminent',
      `${TOOK} (?:\\S+ ){0,2}(?:des|les|mes|ses|ces|plusieurs) ${PILLS_TAKEN}(?: \\S+){0,6} (?:et |pis |puis |la |maintenant |mais )?${GOING}`,
    ),
    // — waiting until after someone's day so as not to spoil it, then leaving ("je tiens jusqu'au mariage de ma sœur, après c'est fini")
    rule(
      'wait-day-then-end',
      PL,
      'imminent',
      `${WAIT}${EVENT}(?: \\S+){0,8}? (?:et |pis |puis |mais )?(?:apres|ensuite|puis|pis|une fois passee?)(?: ca| tout ca)? ${THEN_END}${NOT_MUNDANE}`,
    ),
    rule('after-day-end', PL, 'imminent', `apres ${EVENT}(?: \\S+){0,3}? ${FINAL_END}${NOT_MUNDANE}`),
    rule(
      'wait-for-day',
      PL,
      'imminent',
      `${WAIT}${EVENT}${NOT_MUNDANE}|^(?:et |mais )?apres ${EVENT}(?: (?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|prochain|prochaine))?$`,
      WEAK,
    ),
    rule(
      'not-spoil-day',
      PL,
      'imminent',
      `pour (?:ne )?(?:pas|pa|plus) (?:lui |leur |vous |te |t${AP}|leurs? )?(?:gacher|pourrir|ruiner|gater|plomber|casser|gacher) (?:sa|son|leur|ses|la|le|les|votre|ta|ton|l${AP})? ?(?:${EVENT_DAY}|fete|journee|noel|reveillon|soiree|moment|mariage|anniv\\w*|bapteme)|pour (?:ne )?(?:pas|pa|plus) (?:lui|leur|vous|te|t${AP}) ?(?:gacher|pourrir|ruiner|gater|plomber)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'then-gone',
      PL,
      'imminent',
      `(?:^(?:et |mais |pis |bref )?(?:apres|ensuite|puis|pis|apres ca|et apres|une fois (?:que )?(?:ce sera|ca sera|c${AP}est) (?:passe|fini))|(?:et|pis|puis) (?:apres|ensuite)(?: ca)?)(?: ca| tout ca)? ${THEN_END}|^${FINAL_END}`,
      WEAK,
    ),
    // — giving away pets or cherished things with finality ("j'ai donné mon chat à ma voisine, c'est mieux comme ça")
    rule(
      'gave-treasured',
      PL,
      'imminent',
      `(?:donne|offert|file|refile|legue|laisse|confie|distribue|offre)\\w* (?:\\S+ ){0,3}?(?:mon|ma|mes|tous mes|toutes mes|toute ma|mes deux|mes trois) (?!(?:vieux|vieil|vieille|vieilles|anciens?|anciennes?|usee?s?|cassee?s?|abimee?s?) )(?:\\S+ )?${BELONGING}${NOT_TRIP}${NOT_DECLUTTER}`,
      WEAK,
    ),
    rule(
      'better-off-with-them',
      PL,
      'imminent',
      `^(?:et |mais |bref |au moins |enfin )?(?:c${AP}est|ce sera|ca sera|c) (?:beaucoup |bien |surement )?mieux (?:comme ca|ainsi)$|(?:ca|ils|elles|il|elle) (?:ne )?(?:me )?(?:servira|serviront|servirait|serviraient) (?:plus|pu|plus a rien|a rien)(?: la ou je vais| maintenant)?$|la ou je vais|(?:il|elle|ils|elles|tout le monde) (?:croit|croient|pense|pensent|s${AP}imagine\\w*) que c${AP}est (?:juste |seulement )?pour (?:des vacances|les vacances|un voyage|quelques jours|un week end|un moment|un stage)|le reste (?:sera|va etre|ce sera) (?:facile|plus facile|simple|plus simple|rien)|^(?:c${AP}etait|cetait) le plus (?:dur|difficile)$|(?:au moins )?(?:il|elle|ils|elles) (?:sera|seront) (?:bien|mieux|heureux|heureuse|heureuses) (?:avec (?:elle|lui|eux)|chez (?:elle|lui|eux)|la bas)?(?: quand je (?:serai|serais) (?:plus|pu) la)?$`,
      WEAK,
    ),
    rule(
      'gave-for-good',
      PL,
      'imminent',
      `(?:donne|offert|file|refile|legue|laisse|confie)\\w* (?:\\S+ ){0,3}?(?:mon|ma|mes|tous mes|toutes mes) (?:\\S+ )?${BELONGING}(?: \\S+){0,4} (?:pour de bon|pour toujours|definitivement|a vie)${NOT_TRIP}${NOT_DECLUTTER}`,
    ),
    // — threats against the writer's life, described ("il m'a dit que je verrai pas demain", "brûler ma voiture avec moi dedans")
    rule(
      'burn-me-inside',
      DO,
      'urgent',
      `(?:bruler|brule|brulera|brulerait|cramer|crame|cramera|incendier|mettre le feu a|foutre le feu a|mettrait le feu a|mettra le feu a|met le feu a|faire sauter|fera sauter|ferait sauter)\\w* (?:\\S+ ){0,4}avec (?:moi|moi et les enfants|les enfants et moi|nous) dedans|${THREAT_SAID}(?:il|elle|ils) (?:\\S+ ){0,2}(?:me |m${AP})(?:bruler|brulera|brulerait|cramer|cramera|immoler|arroser d${AP}essence|defigurer|defigurera|vitrioler)`,
      FIXED,
    ),
    rule(
      'told-wont-live',
      DO,
      'urgent',
      `${THREAT_SAID}(?:je |j${AP}|j)(?:ne |n${AP})?(?:verrai|verrais|verrait|vais (?:pas |plus )?voir|passerai|passerais|passerait|survivrai|survivrais|vivrai|vivrais|finirai|finirais|allais finir|vais finir|irai|irais) (?:pas |plus |jamais )?(?:demain|la nuit|le jour se lever|la fin de la semaine|noel|mes \\S+ ans|le week end|ce soir|(?:dans un fosse|six pieds sous terre|sous terre|au cimetiere|a la morgue|entre quatre planches|dans un sac|en morceaux|dans le coffre|dans la riviere|dans la seine|dans un cercueil|dans une boite))|${THREAT_SAID}(?:je |j${AP}|j)(?:allais|vais|vas|le|la)? ?(?:le |la )?(?:payer|paierai|paierais|payerai) de ma vie|${THREAT_SAID}(?:je suis|j${AP}etais|jetais|chui|je serai|j${AP}allais etre) (?:une |un )?(?:femme |fille |meuf |homme |mec )?morte?$|${THREAT_SAID}si (?:je |j${AP}|j)(?:\\S+ ){1,8}(?:il|elle|ils) (?:me |m${AP})(?:tue|tuera|tuerait|bute|butera|buterait|egorge|plante|descend|descendra|crame|brule|achevera|finira|fera la peau|ferait la peau|fera disparaitre|ferait disparaitre)(?!.*(?:mdr|ptdr|lol|xd|haha|jpp))|${THREAT_SAID}(?:si (?:je |j${AP}|j)(?:\\S+ ){1,8})?personne (?:ne )?(?:me |m${AP})(?:retrouvera|retrouverait|reverra|reverrait)|(?:la prochaine fois|la prochaine|cette fois|la on se reverra) (?:je te |j${AP}te |jte )(?:rate|raterai|louperai|loupe) (?:pas|plus)`,
      FIXED,
    ),
    // — eating disorders: amounts and pride, hiding, compensating, laxatives, purging told, body signs, slang
    rule(
      'calorie-day',
      ED,
      'concern',
      `(?:aujourd${AP}hui|hier|demain|ce matin|ma journee|journee a|compte|j${AP}en suis a|deja a|que) (?:\\S+ )?(?:0|zero|[1-9]\\d{0,2}) ?(?:calories|kcal|(?:k|que) ?cal|cal)(?! (?:de |d${AP}|par portion|les 100))|(?:0|zero) ?(?:kcal|(?:k|que) ?cal) (?:aujourd${AP}hui|hier|ce jour|today)|(?:depasse|depasser|au dessus de) (?:les )?[1-9]\\d{2}(?! (?:kg|kilos|km|m|metres|euros))(?: (?:calories|kcal|cal))?|(?:etais|suis) deja a [1-9]\\d{2}(?: \\S+)? ma limite|(?:descendre|passer|arriver|etre) (?:sous|en dessous de) (?:les )?(?:3\\d|4\\d)(?: ?kg| kilos)?(?!\\d)|objectif (?:3\\d|4\\d) ?(?:kg|kilos)|(?:3[6-9]|[4-9]\\d|1\\d\\d) ?h(?:eures)? sans (?:manger|rien manger|rien avaler|bouffer)|(?:\\d+|deux|trois|quatre|cinq|six|sept|dix) jours a l${AP}eau|water fast de (?:\\d+|trois|quatre|cinq|six|sept|dix) jours|(?:mon )?record (?:c${AP}est|de jeune|sans manger)(?: \\S+){0,3} (?:jours|heures|h)`,
    ),
    rule(
      'living-on',
      ED,
      'concern',
      `(?:je )?(?:ne )?mange (?:plus |rien d${AP}autre )?(?:que|qu${AP}) ?(?:des|du|de la) (?:yaourts?(?: 0)?|cornichons|pommes|glacons|bouillon|soupe|legumes verts|concombres?|salade|compotes?)(?! (?:et|avec) (?:des|du|de la) (?:pates|riz|viande|poisson|pain|oeufs))${ED_NOT}|(?:qu${AP}|que )?un repas tous les (?:deux|trois|2|3) jours|je tiens (?:au|a l${AP}eau|avec du|avec de l${AP}eau|aux) (?:\\S+ ){0,4}depuis (?:une|deux|trois|\\d+|dix) (?:jours|semaines|semaine)|je tiens avec (?:presque rien|rien|un cafe|du cafe|de l${AP}eau)|(?:tenir|je tiens) jusqu${AP}au soir sans (?:rien )?(?:avaler|manger)|(?:bois|boire) (?:\\S+ ){0,6}pour (?:ne pas|ne plus|pas|plus) avoir faim|(?:me pince|pince) le ventre pour tenir|(?:je |j${AP}|le soir je )m${AP}autorise (?:un|une) (?:yaourt|pomme|fruit|biscotte|carre|soupe|tasse)|(?:rien|pas) (?:mange|avale|bouffe|manger)(?: \\S+){0,3} depuis (?:${WEEKDAY})${ED_NOT}|(?:^|c faux |c${AP}est faux )rien depuis (?:${WEEKDAY})|(?:ca fait|fait|depuis) (?:\\S+ ){1,2}(?:jours|semaines) que (?:j${AP}ai|jai|g) (?:rien|pas) (?:mange|avale|bouffe)${ED_NOT}|(?:pas|plus|rien) (?:mange|manger) depuis (?:\\d+|deux|trois|quatre|cinq|six|sept|dix) (?:jours|semaines)${ED_NOT}|(?:mange|mange rien|mange pas) (?:pas |rien )?(?:non plus )?(?:a|au moment de) l${AP}iftar|(?:veux|voulais) (?:pas|plus) remanger|hors de question de (?:re)?manger|(?:se|me|nous) motiver a (?:ne )?(?:pas|plus|rien) manger`,
    ),
    rule(
      'one-meal',
      ED,
      'concern',
      `(?:je fais |que |qu${AP})?un seul repas par jour|(?:je )?mange (?:une|un) (?:pomme|yaourt|fruit|biscotte) par jour(?! pour la sante)|(?:je )?(?:ne )?mange pas ce soir la|le lendemain (?:je mange )?rien(?: du tout)?|(?:je )?mange en cachette|(?:veux|voudrais) devenir mince|m${AP}(?:a|ont) demande si (?:j${AP}avais|javais|j avais) mange|(?:je mets|je porte) des (?:pulls|vetements|habits|sweats) (?:amples|larges)|je connais les calories de tout|je refais les calculs`,
      WEAK,
    ),
    rule(
      'weighing',
      ED,
      'concern',
      `${ME}pese (?:le )?matin (?:le )?midi|${ME}pese (?:\\S+ ){0,3}(?:\\d+|trois|quatre|cinq|six|dix) fois par jour|(?:si (?:j${AP}ai|jai) pris|\\d+ ?g de plus)(?: \\S+){0,5} (?:je saute|et je saute|je mange pas|je mange rien)|si (?:je (?:ne )?peux pas|j${AP}arrive pas a) (?:le |la |les )?peser(?: \\S+)? je (?:ne )?mange pas|on poste nos (?:balances|poids|pesees)`,
      FIXED,
    ),
    rule(
      'hiding-food',
      ED,
      'concern',
      `(?:cache|planque|cachais|planquais|glisse) (?:la |ma |de la |mes |les |des )?(?:nourriture|bouffe|repas|bouts|morceaux|frites|pates|viande|pain) dans (?:ma|mes|la|les|une|mon) (?:serviette|serviettes|poches?|manche|manches|sac|chaussettes|mouchoir)|(?:recrache|recrachais|recracher) (?:\\S+ ){0,2}dans (?:ma|la|une|mes|mon) (?:serviette|manche|mouchoir)|(?:mache|macher) (?:\\S+ ){0,2}(?:et|puis) (?:je )?(?:la |le |les )?recrache|(?:jette|jete|jetais|jeter|j${AP}ai jete|jai jete) (?:mon|ma|le|la|mes|la moitie|la moitie de mon|la moitie du) (?:\\S+ )?(?:dejeuner|repas|gouter|sandwich|plateau|tartine|assiette|casse croute|lunchbox|tupperware|dans la poubelle) ?(?:dans|a) (?:la poubelle|les toilettes|les wc|la cuvette)|je (?:le |la |les )?jette quand personne (?:ne )?(?:regarde|voit)|(?:fais|faisais|faire|fait) semblant de manger|(?:dit|dis|g dit|j${AP}ai dit|jai dit) a (?:ma mere|mon pere|mes parents|tout le monde|ma mere|ma famille|mon copain|ma copine) que (?:j${AP}avais|javais|j avais|j${AP}ai|jai) (?:deja )?mange|pour que (?:mes parents|ma mere|mon pere|on|ils|tout le monde|personne) (?:ne )?(?:croient|croie|pense|pensent) que (?:j${AP}ai|jai) mange|(?:croit|croient|pense|pensent) que (?:j${AP}ai|jai) (?:juste )?un petit (?:estomac|appetit)|manger moins sans qu${AP}on (?:me )?pose (?:de )?questions|(?:fais|faire) couler l${AP}eau pour (?:que personne|qu${AP}on) (?:ne )?m${AP}entende|pour que (?:ca|ça) fasse pas de bruit|pour que personne (?:ne )?me voie manger|(?:cache|planque) (?:des )?(?:gateaux|biscuits|bouffe|nourriture|paquets|chips) (?:dans|sous) (?:mon|ma|mes|le|la) (?:placard|armoire|lit|chambre|sac)`,
      FIXED,
    ),
    rule(
      'exercise-compensate',
      ED,
      'concern',
      `${SPORT}(?: \\S+){0,8} pour (?:compenser(?=$| (?:(?:le|la|les|ce|mon|ma|un|une|l${AP}) ?)?(?:\\S+ )?(?:repas|croissant|cafe|gateau|crise|diner|dejeuner|manger|mange|pizza|resto|tout))|bruler (?:ce que|tout ce que|le peu|mon|ma|le|la) (?:\\S+ )?(?:mange|repas|diner|dejeuner|croissant|pizza|gateau|que)|l${AP}eliminer|leliminer|les eliminer|effacer (?:le peu|ce que|tout))|(?:compense|compenser) (?:par|avec) (?:une|deux|trois|\\d+) ?(?:heures?|h) de|jusqu${AP}a (?:avoir )?brule (?:tout )?ce que (?:j${AP}ai|jai) mange|(?:une|un) (?:pomme|yaourt|carre|biscuit|croissant|gateau|fruit|tartine)(?: \\S+){0,2} (?:une|deux|\\d+) ?(?:heures?|h) de (?:velo|course|cardio|sport|tapis|corde|marche|abdos)|apres (?:chaque|chacun de mes|mes|les) repas (?:\\S+ ){0,3}(?:une|deux|\\d+) ?(?:heures?|h) de (?:velo|course|cardio|sport|tapis|corde|marche|abdos)|${SPORT}(?: \\S+){0,5} (?:chaque fois|a chaque fois|des) que (?:je |j${AP})(?:mange|craque)|(?:jeune|jeuner|mange rien|mange pas|saute)(?: \\S+){0,4} pour compenser|${SPORT}(?: \\S+){0,4} meme (?:quand|si) (?:j${AP}ai|jai|je n${AP}ai) rien mange|pour (?:me )?punir (?:mon corps )?d${AP}avoir mange|(?:[1-9]\\d\\d) abdos`,
    ),
    rule(
      'laxatives-amount',
      ED,
      'concern',
      `(?:[3-9]|[1-9]\\d|trois|quatre|cinq|six|sept|huit|dix|quinze|vingt) (?:dulcolax|laxatifs?|diuretiques?|comprimes laxatifs|bisacodyl)(?: \\S+){0,2} (?:par jour|apres|d${AP}un coup|hier|a chaque)|(?:prends|pris|prendre|avale|prenais) (?:du |des |mon |mes )?(?:dulcolax|bisacodyl|tisane laxative|the laxatif|diuretiques|laxatifs)(?: \\S+){0,4} (?:tous les jours|apres chaque repas|apres (?:avoir )?mange|pour (?:perdre du poids|maigrir|voir la balance|ne pas grossir|compenser|me vider))|(?:diuretiques|laxatifs|dulcolax)(?: \\S+){0,6} (?:en cachette|sur internet|pour (?:perdre du poids|maigrir|voir la balance (?:descendre|baisser)))|pour voir la balance (?:descendre|baisser)`,
    ),
    rule(
      'purge-told',
      ED,
      'concern',
      `(?:vais|vas|suis allee?|file|cours|je vais|aller|fonce) (?:tout )?rendre (?:aux|dans les|au) (?:toilettes|wc|chiottes)${ED_NOT}|apres (?:chaque|chacun de mes|les|mes|le) (?:repas|diner|dejeuner) (?:je )?(?:file|cours|fonce|vais|me precipite|m${AP}enferme) (?:aux|dans les) (?:toilettes|wc)|(?:toilettes|wc|chiottes) pour (?:le |la |les )?(?:vomir|rendre)${ED_NOT}|pour (?:le|la|les) vomir|(?:arrive|arriver|peux|peut) (?:pas|plus) a (?:arreter|m${AP}arreter) de (?:me faire vomir|vomir apres|prendre des laxatifs)|(?:brosse a dents|doigts) (?:\\S+ ){0,2}pour (?:me faire )?vomir|(?:je me fais vomir|me faire vomir|je vomis)(?: \\S+){0,3} (?:\\d+|deux|trois|quatre|cinq|six|plusieurs) fois par jour`,
      FIXED,
    ),
    rule(
      'purge-weak',
      ED,
      'concern',
      `(?:^|puis |et )(?:j${AP}ai|jai|g) tout vomi|(?:encore |re)?(?:fait|refait) une crise(?! d)|(?:^|crise de )bouffe ce soir|jme degoute|je me degoute`,
      WEAK,
    ),
    rule(
      'thin-drive',
      ED,
      'concern',
      `(?:je me trouve|me trouve|je me sens|je me vois) encore (?:trop )?(?:grosse|gros|enorme|enormes)|perdre encore (?:\\d+|deux|trois|quatre|cinq|quelques) kilos|encore (?:moins )?-? ?\\d+ (?:kilos|kg)|(?:le chiffre sur )?la balance (?:ne )?baisse pas assez|je continue de descendre|(?:plus que|encore) (?:\\d|deux|trois|quatre|cinq) (?:kilos?|kg)? ?(?:je lache rien|a perdre)`,
      WEAK,
    ),
    rule('body-signs', ED, 'concern', ED_BODY, WEAK),
    rule('medical-signs', ED, 'urgent', ED_MEDICAL, { weak: true, negatable: false }),
    rule(
      'slang',
      ED,
      'concern',
      `(?<!\\S )mia (?:encore|ce soir|de nouveau|hier soir|cette nuit)|ana me (?:parle|dit|crie|hurle|murmure)|(?:groupe|team|potes?|buddy|buddies|copines?) (?:pro )?ana(?![a-z])|(?:thinspo|bonespo|meanspo|sweetspo|thinspiration)|(?:une|des|mes|en) b ?p(?= |$)`,
    ),
  ],
  negations: oneOf([
    '(?:jamais|pas|pas vraiment|jamais vraiment) eu',
    'jamais',
    'pas',
    'aucun',
    'aucune',
    'nullement',
    '(?:plus|pas) du tout',
    "arrete (?:de|d')",
    "arretee (?:de|d')",
    "plus besoin (?:de|d')",
    "pas question (?:de|d')",
    "semblant (?:de|d')",
  ]),
  guards: oneOf(
    elided([
      'mdr',
      'ptdr',
      'mort de rire',
      'morte de rire',
      'morts de rire',
      "(?<!laiss\\w* )(?:mour?rir|meurs|meurt|mort|morte|morts|mortes|mourais|mourrais|mourrai|crever|creve|crevais|crevee|creves) (?:de |d' ?|d )(?:faim|soif|rire|chaud|froid|fatigue|honte|envie|peur|ennui|impatience|jalousie|curiosite|sommeil|amour|stress|trouille|chagrin)",
      "(?:mour?rir|crever) (?:plutot )?que (?:de |d' ?)?(?:porter|manger|aller|faire|voir|travailler|sortir|ecouter|regarder|parler|payer|perdre|avouer|chanter|danser|rater|retourner|dire|rester)",
      'tuer le temps',
      // someone's threat laughed off in the same clause ("ma sœur m'a dit qu'elle allait me tuer si je touche à son pull haha")
      "(?:qu' ?|que )?(?:il|elle|ils|elles) (?:\\S+ ){0,3}(?:me |m' ?)(?:tuer\\w*|tue|buter\\w*|bute|defoncer\\w*|defonce|massacrer\\w*|egorger\\w*|etrangler\\w*|tabasser\\w*|faire la peau|ferait la peau|fera la peau)(?: \\S+){0,10} (?:mdr|ptdr|lol|xd|haha\\w*|hihi\\w*|jpp|mort de rire)",
      // games ("je vais le tuer ce boss final ce soir")
      "(?:le |la |les |l' ?)?(?:tuer|buter|defoncer|eclater|massacrer|exploser|detruire|battre) (?:\\S+ ){0,2}(?:boss|boss final|dernier boss|monstre|dragon|zombies?|mobs?|pnj|ennemis?)",
      // a trivial cause laughed off ("je vais me foutre en l'air avec ce régime lol", "si je rate encore le permis je me flingue mdr")
      "(?:me foutre en l' ?air|mour?rir|crever|me tuer|me flinguer|me pendre) (?:avec|a cause de|pour) (?:ce|cette|ces|mon|ma|mes|le|la|les|un|une) \\S+(?: \\S+){0,3} (?:lol|mdr|ptdr|xd|haha)",
      "^si (?:\\S+ ){1,8}(?:je |j)(?:me (?:flingue|tue|pends|suicide)|me fous en l' ?air|meurs|creve)(?: \\S+){0,2} (?:lol|mdr|ptdr|xd|haha)",
      'tir\\w* une balle dans (?:le|mon|son|ton|leur|les) pieds?',
      "(?:me |m' ?)(?:cogne|tape|frappe)r? la tete contre (?:les|un|le) murs?(?= (?:avec (?:ce|cette|ces|mon|ma|mes|le|la|les) |tellement|a cause (?:de|du|des|d')))",
      // a boss's or parent's anger, the threat's object said after ("il va me tuer mon boss si je rends pas le dossier")
      "(?<!(?:dit|menace|jure|ecrit|promis|crie|hurle|repete) qu' ?)(?:il|elle|ils) (?:va|vont|allait|allaient) me tuer (?:mon|ma|mes|le|la|les|ce|cette) \\S+(?: \\S+)? (?:si|quand|s' ?il|s' ?elle|lol|mdr|haha|ptdr|xd)",
      "tuer l' ?ennui",
      'tue le temps',
      "(?:ca|cela|ce (?:boulot|travail|taf|bruit|cours|projet|stress|trajet)|la chaleur|le travail|le boulot|ce mec|cette fille|ce film|cette chanson|les transports|tu|vous) (?:me |m' ?)(?:tue|tuent|tuait|a tue|achevent|acheve)",
      "(?:me |m')(?:tuer|tue|tuais|suis tuee?) (?:a la tache|au travail|au boulot|a bosser|a travailler|a le repeter|a te le dire|a vous le dire|en (?:voiture|moto|scooter|ski|velo|tombant|conduisant))",
      "(?<!(?:dit|menace|jure|ecrit|promis|crie|hurle) qu(?:' ?| )(?:il|elle|ils) )(?:va|vont|allait|allaient|vas) me tuer (?:si|quand|s'il|s'elle|lol|mdr|haha|ptdr|xd)",
      "ne (?:me |m' ?)(?:suis )?(?:re)?(?:scarifi|coup|mutil|automutil|taillad|brul|frapp|bless|griff|fai|fer|tu|suicid|pend|jett|fais)\\w* (?:plus|jamais|pas)(?: du tout| depuis)?",
      "(?:ne |n' ?)?(?:peux|arrive) (?:pas|plus) (?:a )?m' ?empecher de",
      "(?:n' ?)?arrete (?:pas|plus) de",
      'ne fais que',
      '(?:ma mere|mon pere|ma femme|mon mari|mes parents|ma copine|mon copain|mon boss|mon chef|ma prof|mon prof|le prof|ma soeur|mon frere|ma mere) (?:va|vont|allait) me tuer',
      "(?:je vais|jvais|j'vais|vais) (?:le|la|te|les|vous) (?:tuer|buter) (?:si|quand|s'il|s'elle|lol|mdr|haha|ptdr|xd)",
      'tape(?:r|s|nt|ait)? sur les nerfs',
      'tape(?:r|s|nt)? sur le systeme',
      '(?:battu|battue|bat|bats|battait|battre|battus) (?:a plate couture|(?:a|aux|au) (?:echecs|cartes|tennis|ping pong|foot|course|fifa|mario kart|jeu|jeux|scrabble|monopoly|belote|poker|uno|badminton|babyfoot)|en (?:finale|demi finale|course|sprint))',
      "frappee? par (?:sa|son|ses|la|le|les|l'|cette|ce|cet)",
      'pistolet (?:a eau|a colle|a billes|a peinture|nerf)',
      "couper (?:les|mes) cheveux|coupe (?:les|mes) cheveux|coupee? les cheveux|coupe de cheveux|(?:me |m')(?:suis )?(?:coupee? |fait couper )(?:les cheveux|la frange|les ongles)|couper les ongles|couper la frange",
      "(?:me |m')(?:suis )?(?:coupee?|brulee?|entaillee?|ouverte?|egratignee?|piquee?) (?:le|au|la|les) (?:doigt|doigts|pouce|main|langue|menton|genou|genoux|levre)",
      'en (?:cuisinant|coupant|epluchant|me rasant|bricolant|jardinant|allumant|rallumant|repassant)',
      // a burn while cooking or lighting something, told whole ("brûlé avec le briquet en allumant le barbecue")
      'brul\\w* (?:\\S+ ){0,5}en (?:allumant|rallumant|cuisinant|repassant|sortant|faisant|preparant)',
      "(?:m'|me )arrache(?:r)? les cheveux(?! (?:\\S+ ){0,2}(?:jusqu|au sang|a saigner))",
      // "jamais je me tuerais": "never" before the pronoun, a conditional or future verb after it
      "jamais (?:de la vie )?(?:je |j' ?)(?:ne |n' ?)?(?:me |m' ?)?(?:\\S+ )?\\S+(?:rais|rai|rait)(?= |$)",
      // supplements are not the pills rules mean
      "(?:cachets?|comprimes?|pilules?|gelules?) (?:de |d' ?)(?:vitamines?|magnesium|fer|homeopathie|spiruline|zinc|melatonine|probiotiques|collagene|levure)",
      // sport and games ("je vais le buter au prochain match")
      '(?:tuer|buter|defoncer|exploser|detruire|massacrer|eclater|ecraser) (?:\\S+ ){0,3}(?:au|a la|aux|en|sur|a) (?:prochain match|prochaine partie|match|partie|jeu|fifa|foot|tennis|echecs|course|mario kart|fortnite|valo|cod|tournoi|ping pong|basket|hand|smash)',
      "(?:me |m')taper la tete contre (?:les|un|le) murs?(?= (?:tellement|de|parce|a cause|quand|avec))",
      "(?:me |m')jeter a l' ?eau",
      "saut a l' ?elastique|sauter en parachute|saut en parachute|sauter (?:a|en) l' ?elastique|plongeoir",
      'droit dans le mur',
      'dans le mur',
      'jeune intermittent',
      'ramadan',
      'dispar(?:ai|e|a)i?tre (?:sous terre|sous la table|sous ma couette|sous mon lit|quelques (?:jours|heures|semaines)|une (?:semaine|heure|journee|minute)|un (?:moment|week end|peu|mois|instant)|pendant (?:\\S+ )?(?:jours|semaines|heures)|en vacances|au soleil|a la (?:montagne|plage|campagne)|dans mon lit|loin de tout)',
      'a mourir',
      'a en mourir',
      "mourir d' ?envie",
      "meurs d' ?envie",
      // not after pills ("combien de paracétamol c'est mortel")
      `(?<!${PILLS}(?: \\S+){0,3} )c'est mortel`,
      'trop mortel',
      'saign\\w* du nez',
      'pendre la cremaillere',
      // a mother's threat and a hug ("elle va me pendre par les pieds", "je me pends au cou de ma mère")
      '(?:me|te|le|la|nous|vous|les) pendre par les pieds',
      "(?:me |m' ?|se |s' ?)(?:suis |est )?pend\\w* (?:au cou|au bras|au telephone|au tel)",
      // a song, a film, a lesson that makes one "want to die" ("cette chanson me donne envie de me jeter par la fenêtre")
      "(?:cette |ce |cet |le |la |les |ces |mon |ma |leur )(?:chanson|musique|son|film|serie|episode|pub|publicite|prof|cours|exam|examen|jeu|match|equipe|reveil|bruit|voisin|voisine|bouchon|embouteillage|trafic|meteo|pluie|lundi|reunion|devoirs?|dossier|emission|telerealite|podcast|appli|bug|wifi|imprimante|chanteur|chanteuse|radio)s? (?:\\S+ ){0,3}(?:me donne|me donnent|m' ?a donne|me donnait) envie de (?:mour?rir|crever|me tuer|me pendre|me tirer une balle|me jeter \\S+ (?:la |le |l' ?)?\\S+|sauter \\S+ (?:la |le )?\\S+|me foutre en l' ?air|disparaitre)",
      // a flatmate's or sibling's crime, threat said and the reason told after ("mon coloc je vais l'étrangler, il a encore ...")
      "(?:mon|ma|mes) (?:frere|soeur|freres|soeurs|coloc|colocs|pote|potes|cousin|cousine|chat|chien|copain|copine|meilleure? amie?|gamin|gamine|gosse|gosses|fils|fille) (?:je vais|jvais|j' ?vais|vais|je veux|jveux) (?:le |la |les |l' ?)(?:tuer|buter|etrangler|trucider|zigouiller|tordre le cou|massacrer)$",
      'pendre le linge',
      'finir avec (?:ce|cette|ces|le|la|les|mon|ma|mes) (?:projet|dossier|travail|boulot|devoirs|taches|corvee|menage|livre|serie|film)',
      // a threat to a relative laughed off in the same clause ("je vais tuer mon frère s'il mange mes chips mdr")
      "(?:tuer|buter|etrangler|defoncer|trucider|zigouiller|egorger|peter la gueule a|casser la gueule a) (?:(?:mon|ma|mes|ce|cette|le|la|les) |l' ?)\\S+(?: \\S+){0,10} (?:mdr|ptdr|lol|xd|haha|hahaha|jpp)",
      '(?:lui|leur|te) (?:peter|casser|defoncer|eclater) (?:la gueule|la tete)(?: \\S+){0,8} (?:mdr|ptdr|lol|xd|haha|hahaha)',
      // a threat of a complaint, not of harm ("la voisine m'a menacé d'appeler la police")
      "menace\\w* (?:de |d' ?)(?:appeler|porter plainte|prevenir|le dire|tout dire|tout raconter|me virer|virer|rompre|divorcer|me quitter|m' ?expulser|me denoncer|me signaler|demissionner|me punir|confisquer|me mettre (?:une amende|a la porte|dehors)|me bloquer|me supprimer)",
      // a sibling's or flatmate's crime against the fridge ("je vais tuer mon frère s'il a encore fini le chocolat")
      "(?:je vais|jvais|j' ?vais|vais) (?:tuer|buter|etrangler|trucider|zigouiller|egorger) (?:mon|ma|mes) (?:frere|soeur|freres|soeurs|coloc|colocs|pote|potes|meilleure? amie?|chat|chien|cousin|cousine|copain|copine)(?= (?:s' ?il|s' ?ils|si|s' ?elle|quand|il a|elle a|parce|lol|mdr))",
      // waking late, holidays, harmless care, accidents
      "(?:me reveiller|m' ?etre reveillee?|me lever) (?:si |aussi |trop |tellement )?(?:tard|tot)|(?:me reveiller|me lever) (?:a|en) (?:\\d+\\S*|retard)",
      "s' ?arrete(?:nt)? pour (?:les vacances|l' ?ete|noel|le week end|la pause|les fetes)",
      "(?:garde|range|mets|met|stocke)\\w* (?:tous |toutes )?(?:mes|les|nos) (?:medocs|medicaments|cachets|comprimes) (?:dans|a) (?:la |le |l' ?)(?:pharmacie|armoire a pharmacie|trousse|boite a pharmacie)",
      '(?:faire mal|blesser|faire du mal) (?:a )?(?:mon|ma|mes|notre) (?:bebe|bb|fils|fille|enfants?|nourrisson|petit|petite) en (?:lui|le|la|les) \\S+ant',
      'sans (?:le )?(?:faire|fais) expres|(?:pas|jamais) fait expres',
      // someone else's wish ("tu veux me tuer ou quoi")
      "(?:tu|vous) (?:veux|voulez|vas|allez|voulais|vouliez) (?:me |m' ?)(?:tuer|tue|faire mourir|achever)",
      // hyperbole about something dull ("ce film me donne envie de mourir tellement il est nul")
      '(?:envie de|veux|vais) (?:mour?rir|crever|me pendre|me tirer une balle|me tuer)(?: \\S+){0,2} tellement (?:\\S+ ){0,3}(?:nul|nulle|nuls|nulles|chiant|chiante|chiants|ennuyeux|ennuyeuse|genant|genante|cringe|mauvais|mauvaise|pourri|pourrie|naze|debile|plate|ridicule)',
    ]),
  ),
  escalators: oneOf(
    elided([
      'ce soir',
      'cette nuit',
      'tout de suite',
      'des maintenant',
      "aujourd' ?hui",
      'ajd',
      'dans (?:une|quelques) (?:heure|heures|minutes)',
      'ce week end',
      'devant moi',
      'a cote de moi',
      'dans ma main',
      'dans mes mains',
      'dans ma poche',
      'dans (?:mon|le) tiroir',
      'sous (?:mon|le) (?:lit|oreiller)',
      'sous la main',
      'a portee de main',
      'au bord du (?:vide|pont|toit)',
      'tout est pret',
      'la corde est prete',
      'en ce moment meme',
      "(?:j(?:' ?| )?ai|g) (?:deja )?(?:le|un|mon|une|l') ?(?:couteau|flingue|pistolet|arme|fusil|corde|batte|marteau|hache|machette|cutter|barre de fer)",
      '(?:couteau|batte|arme|flingue|pistolet|marteau|hache|machette|cutter)(?: de cuisine| de chasse| suisse| papillon| de mon pere)? (?:est |)dans (?:le coffre|mon sac|ma poche|ma voiture|mon auto|mon char|mon cartable|ma veste|mon manteau|mon blouson)',
      '(?:je suis|jsuis|chu|chui|suis) (?:sur le toit|sur le pont|au bord|en haut du (?:pont|toit|viaduc|parking))',
      'maintenant',
      'devant (?:ma|la) porte',
      // the one threatening is at the door now ("il est en bas de chez moi", "il monte")
      "(?:il|elle|ils|elles) (?:est|sont) (?:la |juste |deja )?(?:en bas de chez moi|devant chez moi|en bas de l' ?immeuble|devant l' ?immeuble|dans (?:l' ?escalier|le hall|la cour|ma rue|le jardin)|derriere la porte|sur le palier)",
      '(?:il|elle) (?:monte|est en train de monter|arrive chez moi)',
    ]),
  ),
  resolved: oneOf(
    elided([
      "(?:a (?:1\\d|2\\d|quinze|seize|dix sept|dix huit|vingt) ans|ado|adolescente?|petite?|gamine?|au lycee|au college|a la fac) (?:je (?:me |m'|les |l')?[a-z]+ais|j'(?:avais|etais|ai (?:fait|eu|ecrit|cache|essaye|tente|pris|avale))|on (?:me |m')?[a-z]+ait)|quand (?:j'etais|j etais|on etait) (?:petite?s?|ado|adolescente?|jeune|enfant|en foyer|au (?:lycee|college))|(?:en|a l'epoque de) (?:19\\d\\d|200\\d|201\\d|202[0-3])|pendant longtemps|j'ai longtemps|a l'epoque|autrefois",
      "(?:c'est|c'etait|c est) (?:bien |tellement |tout )?(?:derriere moi|du passe)|(?:loin|bien) derriere moi|j'en suis sortie?|je suis sobre depuis|(?:ca|c') ?s'est arrete",
      "je (?:rigole|plaisante|blague)|c' ?est (?:une blague|pour rire)",
      'il y a (?:\\S+ ){1,2}(?:ans|annees)',
      "quand j' ?etais (?:ado|adolescente?|jeune|petite?|au lycee|au college|etudiante?)",
      "a l' ?adolescence",
      'autrefois',
      '(?:il )?y a (?:longtemps|des annees|un bail)|ya (?:longtemps|des annees|un bail)',
      '(?:^|et |mais )la (?:je vais|ca va|jvais) (?:vraiment |tres |super |beaucoup |)(?:bien|mieux)',
      "(?:aujourd' ?hui|maintenant|desormais) ca va$",
      '(?:je suis|suis|jsuis|chu|chui) partie? (?:il y a|depuis|de chez (?:lui|elle))',
      "(?:je suis|suis|jsuis|chu|chui) (?:en securite|a l' ?abri) (?:maintenant|depuis|aujourd' ?hui)",
      'plus depuis (?:\\S+ ){1,2}(?:ans|annees|mois)',
      "(?:c'est|tout ca c'est) (?:du )?passe",
      "(?:aujourd' ?hui|maintenant) (?:je vais|ca va) (?:bien|mieux)",
      'je vais bien (?:maintenant|depuis)',
      'guerie?',
      "je m' ?en suis sortie?",
      "(?:aujourd' ?hui|maintenant|desormais|depuis)(?: \\S+){0,2} (?:je vais|ca va|jvais|chu|je suis|suis|jsuis|tout va|je me sens) (?:\\S+ )?(?:bien|mieux|heureuse?|en forme|stable|sereine?)(?! (?:decidee?|determinee?|seule?|partie?|parti|resolue?|pret|prete|la))",
      "c' ?est fini depuis",
      "ca fait (?:\\S+ ){1,2}(?:ans|annees|mois) que (?:je vais bien|ca va|j' ?ai arrete|je m' ?en suis sortie?)",
      // an age or a year long past ("quand j'avais 16 ans j'ai avalé une boîte", "en 2012")
      "(?<!depuis )quand j' ?avais (?:\\S+ )?ans",
      'en (?:19\\d\\d|200\\d|201\\d)(?! (?:et|jusqu))',
    ]),
  ),
  present: oneOf(
    elided([
      'encore',
      'de nouveau',
      'a nouveau',
      'recommence',
      'rechute',
      'en ce moment',
      'ces (?:jours|temps|semaines)',
      'depuis quelques (?:jours|semaines)',
      'hier',
      'ce matin',
      'pire',
      'de plus en plus',
      'tous les jours',
      'chaque (?:jour|nuit|soir)',
      'ce soir',
      'cette nuit',
    ]),
  ),
  distance: oneOf(
    elided([
      "(?:ma|mon) (?:psy|psychologue|therapeute|psychiatre) (?:m' ?a|me) (?:conseille|propose|demande|dit)",
      '(?:comme|un|en) exercice',
      'pour (?:rigoler|rire|jouer|plaisanter|de faux)',
      'en (?:rigolant|jouant|plaisantant)',
      'dans (?:le|un|ce|mon) (?:film|livre|roman|jeu|jeu video|serie|episode|manga|reve|chanson|clip|article|documentaire|podcast)',
      '(?:le|mon|un|ce) personnage',
      "(?:l'|un |cet )(?:article|auteur|acteur|actrice|heros|heroine)",
      '(?:au|le|du) journal (?:televise|de \\S+)',
      'les infos',
      '(?:la|une) chanson',
      '(?:ce|le|un) (?:film|roman|livre|manga|jeu) (?:ou|qui|dont)',
      'sur (?:netflix|youtube|tiktok)',
      'au theatre',
      '(?:la|une|cette|notre) piece(?: de theatre)?',
      '(?:mon|son|le) role',
      '(?:un|le|ce|mon) bouquin',
      "c' ?est quoi (?:la difference|les signes|les symptomes)",
      'difference entre',
      "(?:les )?(?:signes|symptomes) (?:qu' ?|que |d' ?)(?:un|une|mon|ma|quelqu|les|son|sa|l|on|il|elle)",
      "comment (?:savoir|reconnaitre|reperer|aider|voir) (?:si |qu' ?|quand )?(?:un|une|mon|ma|quelqu|les|son|sa|l' ?|on |il |elle )",
    ]),
  ),
};
