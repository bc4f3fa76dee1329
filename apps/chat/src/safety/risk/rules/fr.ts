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
const ME = `j?m(?:e |${AP})`;
/** Optional adverbs between a verb and what follows. */
const ADV =
  '(?:(?:vraiment|juste|simplement|seulement|tellement|tant|souvent|encore|parfois|serieusement|toujours|de plus en plus|tout le temps|sans arret|sans cesse|beaucoup|bientot|enfin) )?';
/** "je suis" as typed. */
const SUIS = '(?:je suis|jsuis|j suis|chui|chuis|jsui|je sui|suis)';
/** First-person wish verbs. */
const WANT = `(?:j?veux|j?veu|jvx|j?voudrais|voudrai|voudrait|aimerais|aimerai|prefererais|prefere|souhaite|souhaiterais|reve de|revais de|${AP}ai envie de|envie de|besoin de|hate de|je veut)`;
/** Ways of saying "kill myself" and its slang. */
const KILL_SELF = `(?:${ME}(?:tuer|suicider|suicide|flinguer|buter|pendre|supprimer|foutre en l${AP}air|faire sauter (?:la cervelle|le caisson)|tirer une balle|donner la mort|ouvrir les veines|taillader les veines|jeter (?:sous|d${AP}un|du|par)|empoisonner|oter la vie)|mettre fin a (?:mes jours|ma vie|mon existence)|en finir(?: (?:une bonne fois pour toutes|pour de bon|avec (?:la vie|ma vie|mes jours|tout|tout ca|moi|moi meme|l${AP}existence|ce monde)))?(?! avec))`;
const PILLS =
  '(?:medocs?|medicaments?|cachets?|pilules?|comprimes?|somniferes?|anxiolytiques?|antidepresseurs?|doliprane|paracetamol|xanax|lexomil|stilnox|tramadol|insuline|morphine|opioides?)';
const PLACE = '(?:pont|toit|fenetre|balcon|falaise|immeuble|viaduc|vide|parking|terrasse|rambarde|parapet|tour|haut)';
const PARTNER =
  '(?:il|elle|ils|elles|mon (?:mari|copain|compagnon|conjoint|pere|beau pere|frere|fils|oncle|ex|mec|petit ami|partenaire|patron|chef|voisin|coloc|cousin)|ma (?:femme|copine|compagne|conjointe|mere|belle mere|soeur|fille|tante|ex|meuf|petite amie|partenaire|patronne|voisine|coloc|cousine)|mes (?:parents|freres|colocs))';

interface Options {
  negatable?: false;
  weak?: true;
}

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: Options = {}): RiskRule {
  return { id: `fr.${category}.${name}`, category, level, pattern, ...options };
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

export const rules: LanguageRules = {
  language: 'fr',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?:${WANT}|espere|esperais|prie pour|${ME}endormir (?:et|pour)|dormir (?:et|pour)) ${ADV}(?:ne (?:plus jamais|jamais|plus|pas)|plus jamais|jamais plus|plus) (?:me )?reveill?(?:er|e)`,
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
    rule('want-die', A, 'urgent', `${WANT} ${ADV}(?:mour?rir|mourire|crever)(?! pour (?:mes|ma|mon|la|le|les|une|un|des|ce|cette))`),
    rule(
      'hope-die',
      P,
      'concern',
      `(?:espere|esperais|prie pour|priais pour|attends|attend) ${ADV}(?:mour?rir|la mort|crever|que (?:je meure|ma vie s${AP}arrete|tout s${AP}arrete)|qu${AP}une? (?:camion|voiture|bus|train|accident|maladie|cancer) m${AP}(?:emporte|ecrase|tue|renverse))`,
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
      `(?:j?veux|j?veu|j?voudrais|aimerais|veut|j?peux|arrive) (?:plus|pas) (?:a )?(?:vivre|etre en vie|exister|continuer a vivre|etre vivante?|etre (?:la|ici))(?! (?:avec|ici|chez|dans|en|a|au|aux|sans|comme|pres|loin|la bas|pour|de|du|cette|ce|seule?))`,
      FIXED,
    ),
    rule(
      'no-reason',
      P,
      'concern',
      `(?:plus|pas|aucune|aucun|sans|perdu|quelle|n${AP}ai) (?:de |d${AP}|du tout de |la |l${AP}|le |toute |une |)(?:raisons? de vivre|envie de vivre|gout de vivre|gout a la vie|volonte de vivre|sens a (?:ma|la) vie|force de vivre)`,
      FIXED,
    ),
    rule(
      'point-living',
      P,
      'concern',
      `(?:a quoi bon|a quoi (?:ca )?sert|(?:ca|sa) sert a quoi|quel est l${AP}interet|pourquoi) (?:de )?(?:vivre|continuer a vivre|etre en vie|exister|rester en vie|me lever le matin)`,
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
      `(?:marre|fatiguee?|lasse?|epuisee?|degoutee?) (?:de|d${AP}) ?(?:vivre|la vie|cette vie|exister|etre en vie|respirer|me reveiller)`,
    ),
    rule('better-without', P, 'concern', `(?:mieux|plus heureux|plus heureuse|plus heureuses|mieux lotis|bien mieux|plus simple|plus facile) sans moi`),
    rule('burden', P, 'concern', `(?:(?:je suis|jsuis|chui|suis) (?:un |une )?|suis qu${AP}(?:un |une )?)(?:fardeau|poids mort|poids) (?:pour|a)`, FIXED),
    rule(
      'if-gone',
      P,
      'concern',
      `(?:si|quand|le jour ou) je (?:mourais|disparaissais|n${AP}etais plus la|etais plus la|ne serai plus la|serai plus la|ne serais plus la)(?! (?:pour|au|a la|ce|cette|demain|lundi))`,
    ),
    rule('think-death', P, 'concern', `(?:pense|pensais|penser|songe|songeais|obsedee?) ${ADV}(?:a|par) (?:mour?rir|crever|disparaitre|ne plus etre la)`),
    rule('think-of-death', P, 'concern', `(?:pense|pensais|penser|songe|songeais|obsedee?) ${ADV}(?:a|par) (?:la mort|ma mort|ma propre mort)`, WEAK),
    rule(
      'no-way-out',
      P,
      'urgent',
      `(?:vois|voit|trouve|y a|ya|existe|il n${AP}y a|il y a|plus|aucune?) (?:plus |pas |aucune? |jamais )?(?:d${AP}|de |)(?:autre )?(?:issue|porte de sortie|echappatoire|lumiere au bout du tunnel|autre solution|autre choix)(?! (?:que (?:de )?(?:demissionner|partir|changer|quitter|vendre|attendre|payer|accepter)|pour (?:le|la|les|ce|cette|mon|ma|un|une)|a (?:ce|ca|mon|ma|cette)|au probleme))`,
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
      `(?:mieux|plus simple|plus facile|mieux pour tout le monde) si je (?:mourais|disparaissais|n${AP}etais plus la|etais plus la|etais morte?|n${AP}existais pas|existais pas|n${AP}existais plus)`,
    ),
    rule(
      'death-relief',
      P,
      'concern',
      `la mort (?:\\S+ ){0,3}(?:delivrance|soulagement|liberation|repos|paix|seule solution|seule issue)|(?:j${AP}envie|envie) les morts`,
    ),
    rule('all-stop', P, 'concern', `(?:${WANT}|espere|j${AP}aimerais|aimerais) (?:que )?(?:tout|ma vie|la vie) (?:s${AP}arrete|finisse|se termine|cesse)`),
    rule(
      'why-go-on',
      P,
      'concern',
      `pourquoi (?:je )?(?:continuerais|continuer|devrais continuer|continue) a vivre|pourquoi (?:je )?(?:vivrais|rester en vie|resterais en vie)`,
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
    rule('not-even-live', P, 'concern', `(?:meme|meme pas|meme plus) (?:plus |pas )?(?:envie )?de vivre`, FIXED),
    rule('end-it-all', P, 'concern', `(?:${WANT}|pense a) (?:\\S+ )?mettre fin a tout(?: ca)?$`),
    rule('should-not-live', P, 'concern', `(?:ne )?devrais (?:pas|plus) (?:etre en vie|exister|etre la|vivre)|devrais (?:deja )?etre morte?`, FIXED),
    // — active thoughts
    rule(
      'kill-self',
      A,
      'urgent',
      `(?:${WANT}|pense a|pensais a|penser a|songe a|songeais a|tentee? de|tentation de|idee de|moyen de|comment|pourrais|devrais|capable de|essaye de|essaie de|essayer de|failli|${SUIS} pret(?:e)? a|${SUIS} sur le point de|decide de|oser|peur de) ${ADV}${KILL_SELF}`,
    ),
    rule('end-it', A, 'urgent', `(?:envie d${AP}|besoin d${AP}|decide d${AP}|essaye d${AP}|tente d${AP})${KILL_SELF}`),
    rule('suicide-reflexive', A, 'urgent', `${ME}(?:suicider|suicide|suicidais|suiciderai|suiciderais|foutre en l${AP}air|fous en l${AP}air|flinguer|flingue)`),
    rule('end-days', A, 'urgent', `(?:mettre|mets|mettrai|mettrais|mis) fin a (?:mes jours|ma vie|ma propre vie|mon existence)`),
    rule(
      'suicidal',
      A,
      'urgent',
      `(?:${SUIS}|me sens|sens|redevenue?|devenue?|encore|toujours) (?:tres |vraiment |un peu |de nouveau |a nouveau |)suicidaires?`,
    ),
    rule(
      'suicidal-thoughts',
      A,
      'urgent',
      `(?:${AP}ai|jai|${AP}avais|${AP}ai eu|mes|reviennent|revenues|revenu|avoir|ai encore) ${ADV}(?:de nouveau |a nouveau |)(?:des |de |plein d${AP})?(?:pensees|idees|envies|pulsions|tendances) (?:suicidaires|de suicide|noires|de mort|de me tuer|de mour?rir|d${AP}en finir)`,
    ),
    rule(
      'think-suicide',
      A,
      'urgent',
      `(?:pense|pensais|penser|songe|songeais|songer|reflechis|reflechi|envisage|envisager|envisageais|obsedee? par|tentee? par) ${ADV}(?:au|a|le|du) suicide`,
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
      `(?:combien de|quelle quantite de|quelle dose de|assez de|suffisamment de) (?:\\S+ ){0,4}pour (?:mour?rir|crever|en finir|ne pas me reveiller|ne plus me reveiller|me tuer|y rester|ne pas se reveiller|se tuer)`,
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
      `(?:${ME}tirer (?:une balle|dessus|dans la tete)|${ME}(?:faire sauter|bruler|exploser) (?:la cervelle|le caisson|la tete)|canon (?:dans|sur|contre) (?:ma|la) (?:bouche|tempe|tete))`,
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
      `(?:achete|acheter|pris|trouve|prepare|preparer|accroche|attache|fixe|${AP}ai|jai) (?:une |la |de la |)corde(?! (?:a sauter|a linge|de guitare|de violon|a piano|sensible|pour (?:le|la|les|mon|ma)))`,
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
      `(?:mon|ma|mes) (?:pere|mere|mari|oncle|frere|parents|grand pere|beau pere|voisin) (?:a|ont|garde|gardent|cache|range) (?:un|une|des|son|sa|ses) (?:fusil|fusils|arme|armes|pistolet|flingue|revolver|carabine)(?: \\S+){0,5} (?:je sais (?:ou|comment)|a la maison|chez nous|dans (?:le|son|un|sa|la) (?:placard|tiroir|armoire|coffre|garage|chambre|table de nuit)|et je)`,
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
    // — intent (says they will act or have decided)
    rule(
      'will-kill',
      I,
      'imminent',
      `(?:je vais|jvais|j vais|${AP}vais|vais|je compte|ai decide de|ai decide d${AP}|ai pris la decision de|suis decidee? a|suis prete? a|je m${AP}apprete a|m${AP}apprete a|je me prepare a) ${ADV}(?:${KILL_SELF}|sauter(?= (?:ce soir|cette nuit|maintenant|aujourd${AP}hui|demain)|$)|tout avaler|avaler (?:tous|toutes|toute|tout|mes|les)|prendre (?:tous|toutes|toute) (?:mes|les|la|ma) (?:${PILLS}|boites?|plaquettes?))`,
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
      `(?:ma decision est prise|${AP}ai pris ma decision|c${AP}est decide|${AP}ai decide|jai decide)(?= (?:c${AP}est (?:fini|la fin|termine)|adieu|je pars pour (?:toujours|de bon)|je m${AP}en vais pour (?:toujours|de bon)|plus rien ne|personne ne)|$)`,
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
      `(?:je vais|jvais|j${AP}vais|vais) passer a l${AP}acte (?:ce soir|cette nuit|ce week end|demain|aujourd${AP}hui|bientot|maintenant|tout de suite|cette semaine)`,
    ),
    rule(
      'when-pills',
      I,
      'imminent',
      `(?:ce soir|cette nuit|demain|aujourd${AP}hui|maintenant|tout a l${AP}heure) (?:je )?(?:prends|avale|gobe) (?:tous|toutes|toute|tout) (?:mes |les |la |ma )?(?:${PILLS}|boite|plaquette)|(?:je )?(?:prends|avale|gobe) (?:tous|toutes|toute) (?:mes |les |la |ma )?(?:${PILLS}|boite|plaquette) (?:ce soir|cette nuit|maintenant|tout de suite)`,
    ),
    rule('stupid-thing-will', I, 'imminent', `(?:je vais|jvais|j${AP}vais|vais) faire une (?:connerie|betise|grosse connerie)$`, WEAK),
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
      'means-bought',
      PL,
      'imminent',
      `(?:achete|acheter|commande|commander|procure|procurer|recupere|trouve) (?:\\S+ ){0,2}(?:corde|arme|flingue|pistolet|revolver|charbon de bois|lames? de rasoir)(?: pour (?:le faire|en finir|ce soir|mour?rir|me tuer|moi))`,
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
      `(?:donne|donner|distribue|distribuer|offert|offre|offrir|legue|leguer) (?:toutes? |presque toutes |la plupart de )?(?:mes|toutes mes) (?:affaires|choses|possessions|biens|objets|bijoux|trucs|economies|jeux|livres)(?! (?:a (?:emmaus|la croix rouge|une association|une asso|une friperie|la friperie|une oeuvre|une brocante)|pour (?:le|la|un|une|mon|ma) (?:demenagement|association|asso|brocante|vide grenier)|avant (?:le|de|mon) (?:demenag|partir en|voyage)))`,
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
      `(?:(?:c${AP}est|voici|ceci est) (?:un |mon |mes )?(?:adieu|adieux|derniers mots|message d${AP}adieu)|adieu (?:a tous|a toutes|tout le monde|les amis|mes amis|la famille|maman|papa|le monde|monde cruel|pour toujours|et merci)|(?:je vous|je te|jvous|j${AP}vous|je tiens a vous|je voulais vous|je voulais te|je veux vous|je veux te) (?:dis |dit |dire |fais |faire )?(?:adieu|mes adieux|au revoir pour (?:toujours|la derniere fois))|au revoir pour toujours|prenez soin de vous (?:pour moi|apres moi)|merci pour tout et adieu)`,
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
      `(?:demain|bientot|ce soir|cette nuit|d${AP}ici (?:demain|ce soir|ce week end)) (?:je |j${AP})?(?:ne )?(?:serai|serais|suis) plus (?:la|de ce monde|en vie|vivante?|parmi vous)(?! (?:au|a la|pour|de la|du|car|parce|je suis en|en conge|en vacances|pour le|au bureau))`,
      { negatable: false, weak: true },
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
      `(?:${AP}ai|jai) (?:choisi|fixe|arrete|prevu) (?:la|une|le|l${AP}) ?(?:date|jour|heure|moment|endroit|lieu|methode|maniere|facon)(?! (?:du|de la|de mon|de ma|de l${AP}|des|de notre|de nos|pour (?:le|la|les|mon|ma|un|une|notre|nos|mes|l${AP}|ce|cette)|d${AP}un|d${AP}une|de (?:\\S+ )?(?:rdv|rendez vous|reunion|fete|mariage|anniversaire|vacances|voyage|depart en)))`,
      WEAK,
    ),
    rule(
      'tonight-night',
      PL,
      'imminent',
      `(?:ce soir|cette nuit|aujourd${AP}hui|demain) (?:c${AP}est|ce sera|sera) (?:le (?:bon |grand )?soir|la (?:bonne )?nuit|le (?:bon |grand )?jour|la fin|fini|termine|le moment|la derniere)|c${AP}est (?:ce soir|cette nuit|aujourd${AP}hui|demain) que (?:je|tout|ca) (?:\\S+ ){0,2}(?:finit|fini|termine|s${AP}arrete|m${AP}en vais|pars|meurs|le fais|saute|passe a l${AP}acte|en finis|me tue)`,
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
      `(?:${AP}ai|jai) repere (?:le|un|la|une|l${AP}|les) ?(?:pont|toit|falaise|voie ferree|voies|rails|viaduc|horaires des trains)`,
      WEAK,
    ),
    rule('all-ready', PL, 'imminent', `${AP}ai tout (?:prepare|prevu|organise|regle)$|tout est (?:pret|prevu|regle)$`, WEAK),
    rule(
      'after-death',
      PL,
      'imminent',
      `(?:mes affaires|mes biens|mes choses|mon chat|mon chien|mes enfants|mes comptes|mes mots de passe|mes economies) (?:\\S+ ){0,3}apres ma mort|pour (?:quand|le jour ou|apres que) je (?:ne )?serai plus (?:la|en vie|de ce monde)|pour apres ma mort`,
    ),
    rule('no-need', P, 'concern', `(?:n${AP}en aurai|n${AP}aurai|en aurai|aurai) (?:plus|pas) besoin(?! (?:de|d${AP}|avant|pour))`, WEAK),
    rule('pet-given', PL, 'imminent', `(?:donne|confie|offert|donner) (?:mon|ma|mes) (?:chat|chien|chats|chiens|animaux|lapin|perroquet)`, WEAK),
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
    // — self-harm described
    rule('scarify', SH, 'urgent', `${ME}(?:suis |suit |sui |)${ADV}(?:de nouveau |a nouveau |)(?:re)?(?:scarifi|automutil|mutil|taillad)\\w*`),
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
      `${ME}(?:suis |suit |)${ADV}(?:de nouveau |a nouveau |)(?:re)?coup(?:e|ee|es|ees|er|ais|ait) ${ADV}(?:de nouveau |a nouveau |)(?:les |le |la |aux? |sur les? |au niveau des? |a l${AP})?(?:bras|poignets?|cuisses?|jambes?|ventre|hanches?|avant bras|peau|chevilles?)(?! (?:en|avec (?:un|le|la|une) (?:couteau|ciseaux|papier|verre|boite)))`,
    ),
    rule(
      'cut-often',
      SH,
      'urgent',
      `(?:je |j)${ME}(?:re)?coupe (?:encore|souvent|parfois|tous les|chaque|quand|pour|depuis|de nouveau|a nouveau|en cachette)|${ME}suis (?:encore |de nouveau |a nouveau )(?:re)?coupee?`,
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
      `(?:(?:je |j${AP}|jm${AP}|jme )(?:${ME})?(?:fais|fait|faisais|suis fait|suis faite|suis encore fait|suis encore faite|suis de nouveau fait)|(?:envie|besoin|peur|pulsion|tentee?) de ${ME}faire|(?:veux|vais|voudrais|pourrais|continue a|recommence a) ${ME}faire) ${ADV}(?:du mal|mal expres|mal volontairement|saigner)`,
    ),
    rule(
      'burn',
      SH,
      'urgent',
      `${ME}(?:suis |)(?:re)?brul(?:e|ee|er|es|ais|ait)? ${ADV}(?:expres|volontairement|avec (?:des |une |un |mes |ma |mon |la |le )?(?:cigarettes?|clopes?|briquet|allumettes?|fer))`,
    ),
    rule(
      'hit-self',
      SH,
      'urgent',
      `(?:je me|j${AP}me|jme|${ME}suis) (?:frappe|frappee|frappais|griffe|griffee|griffais|mords|mordue?|cogne|cognee|tape|tapee|blesse|blessee|pince) (?:\\S+ ){0,3}(?:jusqu${AP}au sang|pour (?:me punir|avoir mal|sentir quelque chose|ressentir|me calmer)|expres|volontairement|contre les murs|la tete contre les murs)`,
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
      `(?:pris|avale|gobe|ingere|prise|avalee?) (?:beaucoup |bien |vraiment |)trop de ${PILLS}|(?:pris|avale|gobe|ingere|prise|avalee?) (?:toute|toutes|tous|tout) (?:la |les |mes |ma |mon |le |ce |cette |une )?(?:${PILLS}|boites?|plaquettes?|flacons?|tubes?)|${AP}ai fait une (?:overdose|surdose|od)`,
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
      `${PARTNER} (?:me |m${AP}|nous )(?:a |avait |ont |)${ADV}(?:frapp|bat|tabass|cogn|viol|etrangl|gifl|brutalis|maltrait|sequestr|agress|roue de coups|etouff|menac|enferm|trangl|harcel|persecut|traqu|stalk)\\w*(?! (?:de (?:ne|partir|me quitter|rompre|divorcer|le dire|tout dire|appeler|porter plainte)|pour (?:que|rigoler|rire|jouer)))`,
    ),
    rule(
      'partner-hurts',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:a |avait |)(?:fait|fais|font|faisait) (?:du mal|des bleus)|${PARTNER} (?:me |m${AP})(?:a |)(?:pousse|pousser|jete|jette|projete|balance)e? (?:dans les escaliers|contre (?:le|un) mur|par terre|au sol)|${PARTNER} (?:me |m${AP})(?:touche|a touchee?|tripote|force) (?:la nuit|quand|sans|partout|a coucher|a avoir|sexuellement|contre mon gre|a faire)`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:menace|menacee|menacer|menacait|menacent|a dit|m${AP}a dit|jure|promis|promet|ecrit) (?:\\S+ ){0,2}(?:de me |qu${AP}il (?:allait|va|vas|irait|me) |qu${AP}elle (?:allait|va|me) |qu${AP}ils (?:allaient|vont) )(?:me )?(?:tuer|buter|frapper|faire du mal|faire la peau|defoncer|egorger|bruler|descendre|tabasser|violer|enlever les enfants|prendre les enfants)`,
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
      `${PARTNER} (?:est|sont|m${AP}attend|me menace|me poursuit|arrive|revient|entre|rentre|a|m${AP}a menacee?|tape|frappe|defonce|essaie d${AP}entrer|veut entrer) (?:\\S+ ){0,4}(?:avec|d${AP}) ?(?:un|une|son|sa) (?:couteau|arme|flingue|pistolet|fusil|batte|marteau|hache|machette)|(?:essaie|essaye|tente) de (?:defoncer|casser|enfoncer|forcer) (?:la|ma) porte|(?:enfermee?|cachee?) (?:dans|a) (?:la|les|ma|le) (?:salle de bain|toilettes|chambre|placard)(?: \\S+){0,2} (?:il|elle) (?:tape|frappe|crie|defonce|hurle|menace)`,
    ),
    rule(
      'slapped',
      DO,
      'urgent',
      `${PARTNER} (?:me |m${AP})(?:a |)(?:tape|tapait) dessus|(?:me|m${AP}) (?:met|mettait|a mis|a colle|colle) (?:une|des) (?:gifle|gifles|claque|claques|baffe|baffes|coups|raclee)|m${AP}(?:a |ont )?(?:poussee?|jetee?|projetee?) (?:dans les escaliers|contre (?:le|un) mur|par terre)`,
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
      `(?:m${AP}a|m${AP}ont|me) (?:deja )?(?:casse|fracture|brule|ouvert|defonce) (?:le|la|les|un|une|mon|ma|des|l${AP}) ?(?:bras|nez|cote|cotes|machoire|dent|dents|poignet|doigt|arcade|levre|crane)|(?:il|elle|mon \\S+|ma \\S+) (?:devient|est devenue?|devenait) (?:\\S+ )?violente?|(?:il|elle|mon \\S+|ma \\S+) (?:est|etait) violente? (?:avec moi|envers moi)`,
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
      `(?:mange|manger|repas|jeun|calories|vomi\\w*|vomir|laxatifs)(?: \\S+){0,8} (?:evanoui\\w*|malaise|tombee? dans les pommes|douleurs? (?:a la|dans la) poitrine|coeur (?:qui )?(?:s${AP}emballe|bat (?:trop )?vite|irregulier)|vomi\\w* du sang)|(?:evanoui\\w*|malaise|tombee? dans les pommes)(?: \\S+){0,6} (?:pas mange|rien mange|mange rien|mange pas|pas manger|a jeun|mange plus|mange presque rien|mange plus rien)`,
    ),
    rule('fasting', ED, 'concern', `(?:jeune|jeuner|jeunais|a jeun) (?:depuis )?(?:\\S+ ){1,2}(?:jours|semaines|semaine)(?! (?:de ramadan|religieux))`),
    rule(
      'eat-nothing',
      ED,
      'concern',
      `(?:mange|bouffe) (?:presque|quasiment|quasi|pratiquement) (?:plus|rien)|(?:peur|terreur|angoisse) (?:panique |bleue |terrible |)de grossir`,
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
  ]),
  guards: oneOf([
    'mdr',
    'ptdr',
    'mort de rire',
    'morte de rire',
    'morts de rire',
    "(?:mour?rir|meurs|meurt|mort|morte|morts|mortes|mourais|mourrais|mourrai|crever|creve|crevais|crevee|creves) (?:de |d' ?|d )(?:faim|soif|rire|chaud|froid|fatigue|honte|envie|peur|ennui|impatience|jalousie|curiosite|sommeil|amour|stress|trouille|chagrin)",
    "(?:mour?rir|crever) (?:plutot )?que (?:de |d' ?)?(?:porter|manger|aller|faire|voir|travailler|sortir|ecouter|regarder|parler|payer|perdre|avouer|chanter|danser|rater|retourner|dire|rester)",
    'tuer le temps',
    "tuer l' ?ennui",
    'tue le temps',
    "(?:ca|cela|ce (?:boulot|travail|taf|bruit|cours|projet|stress|trajet)|la chaleur|le travail|le boulot|ce mec|cette fille|ce film|cette chanson|les transports|tu|vous) (?:me |m' ?)(?:tue|tuent|tuait|a tue|achevent|acheve)",
    "(?:me |m')(?:tuer|tue|tuais|suis tuee?) (?:a la tache|au travail|au boulot|a bosser|a travailler|a le repeter|a te le dire|a vous le dire|en (?:voiture|moto|scooter|ski|velo|tombant|conduisant))",
    "(?<!(?:dit|menace|jure|ecrit|promis) qu' ?(?:il|elle|ils) )(?:va|vont|allait|allaient|vas) me tuer (?:si|quand|s'il|s'elle|lol|mdr|haha|ptdr|xd)",
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
    "(?:me |m')(?:suis )?(?:coupee?|brulee?) (?:le|au|la) (?:doigt|pouce|main|langue|menton)",
    'en (?:cuisinant|coupant|epluchant|me rasant|bricolant|jardinant)',
    "(?:m'|me )arrache(?:r)? les cheveux",
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
    "c'est mortel",
    'trop mortel',
    'saign\\w* du nez',
    'pendre la cremaillere',
    'pendre le linge',
    'finir avec (?:ce|cette|ces|le|la|les|mon|ma|mes) (?:projet|dossier|travail|boulot|devoirs|taches|corvee|menage|livre|serie|film)',
  ]),
  escalators: oneOf([
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
    "(?:j' ?ai|jai) (?:deja )?(?:le|un|mon|une|l') ?(?:couteau|flingue|pistolet|arme|fusil|corde)",
    'maintenant',
    'devant (?:ma|la) porte',
  ]),
  resolved: oneOf([
    'il y a (?:\\S+ ){1,2}(?:ans|annees)',
    "quand j' ?etais (?:ado|adolescente?|jeune|petite?|au lycee|au college|etudiante?)",
    "a l' ?adolescence",
    'autrefois',
    'plus depuis (?:\\S+ ){1,2}(?:ans|annees|mois)',
    "(?:c'est|tout ca c'est) (?:du )?passe",
    "(?:aujourd' ?hui|maintenant) (?:je vais|ca va) (?:bien|mieux)",
    'je vais bien (?:maintenant|depuis)',
    'guerie?',
    "je m' ?en suis sortie?",
  ]),
  present: oneOf([
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
  ]),
  distance: oneOf([
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
  ]),
};
