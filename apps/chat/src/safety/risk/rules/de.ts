import type { LanguageRules, RiskCategory, RiskLevel, RiskRule, RuleOptions } from '../types.js';

/**
 * German. Patterns are written against the normalised text: lower case, umlauts without their
 * dots ("mochte", "toten", "brucke") and, as people type without them, with a trailing e too
 * ("moechte", "toeten", "bruecke"): hence the `ue?`, `oe?`, `ae?`; "ß" is "ss". Word order moves
 * the verb to the end ("ich will mich heute umbringen"), so a few words may stand between the
 * parts (`GAP`), never a negation. Comma clauses are read one at a time by the engine, so
 * infinitives with "zu" ("mich umzubringen") match on their own.
 */

/** One to three words between the parts of a phrase, none of them a negation. */
const GAP = '(?:(?!(?:nicht|nich|ned|nie|niemals|kein|keine|keinen|nimmer|nix|nichts)\\b)\\S+ ){0,3}';
const GAP1 = '(?:(?!(?:nicht|nich|ned|nie|niemals|kein|keine|keinen|nimmer|nix|nichts)\\b)\\S+ )?';
/** "nicht" as typed: "nich", dialect "ned", "nit". */
const NICHT = '(?:nicht|nich|ned|nit)';
/** "heute" as typed: "heut". */
const HEUTE = '(?:heute?|heut)';
/** People who may hurt the writer or whom the writer may hurt, beyond the partner list below. */
const SOMEONE =
  '(?:ihn|sie|ihm|ihr|jemanden|jemandem|meinen \\S+|meine \\S+|meinem \\S+|meiner \\S+|den (?!boss|endboss|gegner|zombie|drachen)\\S+|die (?!zeit|zwiebeln?)\\S+|dem (?!boss|endboss|gegner)\\S+|diesen \\S+|diese \\S+|alle|die alle)';
/** Wish and will. */
const WANT = '(?:will|wollte|moe?chte|mag|wue?rde (?:so )?gern|wue?nsche mir|wue?nschte|hoffe|sehne mich danach)';
const PILLS =
  '(?:tabletten|pillen|medikamente|schlaftabletten|schmerztabletten|tabs|paracetamol|ibuprofen|antidepressiva|beruhigungsmittel|benzos|insulin|opiate|morphin|tilidin|tramadol|oxycodon|oxy|fentanyl|diazepam|valium|tavor|lorazepam|zopiclon|zolpidem|citalopram|sertralin|lithium|seroquel|quetiapin|amitriptylin|mirtazapin|novalgin|metamizol|aspirin|schlafmittel|tropfen|ibus|ibu|paras|pcm|schlafis|benzo|xanax|alprazolam|pregabalin|lyrica|codein|tablette|tabletn|tablettn)';
const KILL_SELF = `(?:mich ${GAP}(?:selbst |selber )?(?:umbringen|umbrigen|umbingen|umbringe|umbring|umbrinegn|umbringn|umbirngen|umbrignen|umbrngen|umbrinen|ubringen|abstechen|abzustechen|erstechen|zu erstechen|erdrosseln|umzubringen|toe?ten|zu toe?ten|killen|zu killen|umzulegen|kaltzumachen|erhae?ngen|aufhae?ngen|aufzuhae?ngen|zu erhae?ngen|erschiesse?n|zu erschiessen|vergiften|zu vergiften|umlegen|kaltmachen|abmurksen|unaliven|abknallen|abzuknallen|wegknallen|wegzuknallen)|mir (?:selbst )?das leben (?:nehmen|zu nehmen)|selbstmord (?:begehen|zu begehen|machen|zu machen)|suizid (?:begehen|zu begehen|machen)|(?:mein|meinem) leben ${GAP}(?:beenden|zu beenden|ein ende (?:setzen|machen|zu setzen))|(?:allem|allem hier|dem allem) ein ende (?:setzen|machen|bereiten|zu setzen|zu machen|zu bereiten)|(?:mit )?(?:allem|dem leben|meinem leben) schluss (?:machen|zu machen)|es (?:endlich |einfach |heute |heut |morgen |bald |jetzt |am wochenende |heute nacht |diese woche )?beenden|alles beenden|es zu beenden|alles zu beenden|dem (?:ganzen|allem|leben|ganzen leben) (?:hier )?ein ende (?:setzen|machen|bereiten|zu setzen|zu machen|zu bereiten))`;
const PARTNER =
  '(?:er|sie|mein (?:mann|freund|partner|vater|stiefvater|bruder|sohn|onkel|ex|exmann|exfreund|chef|nachbar|mitbewohner)|meine (?:frau|freundin|partnerin|mutter|stiefmutter|schwester|tochter|tante|ex|exfrau|exfreundin|chefin|nachbarin|mitbewohnerin)|meine eltern)';

/*
 * Pills already swallowed (self_harm, imminent): "hab grad die ganze packung ibus genommen", "hab 15 schlaftabletten
 * geschluckt". Not someone else ("meine oma hat", "unser hund hat"), not a day's dose ("2 ibus wegen kopfweh"), not a
 * course as prescribed.
 */
/** Tablets by any compound name ("herztabletten", "omas schlaftabletten"), never laxatives or vitamins. */
const DE_DRUG = `(?:(?!abfue?hr|vitamin|lutsch|kau|eisen|magnesium|calcium|zink)\\S*(?:tabletten|tablette|tabletn|tablettn|pillen|pille|kapseln|dragees)|${PILLS}|schmerzmittel|schlafmittel|beruhigungsmittel|antidepressivum|neuroleptika|opioide|ibuprofen\\S*|paracetamol\\S*|zolpi\\S*|zopiclon\\S*|dinger)`;
/** Whose: "von meinen", "omas", "meiner mutter ihre". */
const DE_OWNER = '(?:(?:meine|meinen|meiner|meines|die|den|der|seine|ihre|ihren|mamas|papas|omas|opas|\\S+s|meiner \\S+|meinem \\S+) )?';
/** One word naming them ("starken", "alten"), never a unit or a span of time ("10 mg", "5 tage"). */
const DE_WORD = '(?:(?!(?:mg|ml|mcg|g|gramm|milligramm|tage|tagen|stunden|minuten|jahre|jahren|wochen|monate|mal|euro|kilo|kg)\\b)\\S+ )?';
/** Swallowed, taken, thrown in. */
const DE_SWALLOWED =
  'genommen|geschluckt|eingeworfen|eingenommen|reingehauen|reingeworfen|reingepfiffen|reingeballert|reingezogen|eingeschmissen|runtergeschluckt|runtergespue?lt|eingepfiffen|geballert|gefuttert|gefressen|reingestopft';
/** Ten or more. */
const DE_MANY =
  '(?:[1-9]\\d{1,2}|zehn|elf|zwoe?lf|dreizehn|vierzehn|fue?nfzehn|sechzehn|siebzehn|achtzehn|neunzehn|(?:ein|zwei|drei|vier|fue?nf|sechs|sieben|acht|neun)?(?:und)?(?:zwanzig|dreissig|vierzig|fue?nfzig|fuffzig|sechzig|siebzig|achtzig|neunzig)|hundert|dutzende|ein dutzend)';
/** Five to nine: a day's dose stays quiet. */
const DE_FEW = '(?:[5-9]|fue?nf|sechs|sieben|acht|neun)';
/** What makes a small number a day's dose. */
const DE_DAY_DOSE =
  'heute? ueber|ue?ber den tag|am tag|pro tag|tae?glich|wegen (?:\\S+ )?(?:kopfweh|kopfschmerzen|migrae?ne|regelschmerzen|periode|zahnschmerzen|zahnweh|rue?ckenschmerzen|fieber|erkae?ltung|grippe|schmerzen)|gegen (?:\\S+ )?(?:kopfweh|kopfschmerzen|migrae?ne|schmerzen|fieber)';
/** A pack and more: "die ganze packung", "den ganzen blister", "zwei packungen", "ne packung". */
const DE_PACKS =
  '(?:(?:(?:die|eine|ne|n|nen|den|einen|ein|meine|meinen) )?(?:ganze|ganzen|komplette|kompletten|volle|vollen) (?:packung|pckg|schachtel|dose|flasche|blister|blisterpackung|streifen|roe?hrchen|tube|vorrat|pillendose|tablettendose|box)|(?:zwei|drei|vier|fue?nf|beide|mehrere|[2-9]|\\d\\d) (?:ganze )?(?:packungen|schachteln|dosen|flaschen|blister|streifen|roe?hrchen)|(?:eine|ne|n) (?:packung|schachtel|blister|blisterpackung))';
/** All, too many, a handful. */
const DE_ALL =
  '(?:alle(?: meine| die| von meinen| meine ganzen)?|all meine|sae?mtliche|meine ganzen|die ganzen|den rest(?: von)?|(?:viel )?zu viele|viel zu viele|(?:ne|eine|n) (?:hand ?voll|ladung|menge|ganze menge)|nen haufen|n haufen|einen haufen|haufenweise|massenhaft|unmengen|mehr als (?:erlaubt|ich sollte|ich darf|man darf))';
/** Someone else took them: "meine oma hat", "unser hund hat", "er hat". */
const NOT_OTHER_TAKER_DE = '(?<!(?:hat|haben|hatte|hatten|hats|hund|katze|kater|welpe|baby) (?:\\S+ ){0,4})';
/** As prescribed, or a course over days. */
const DE_COURSE =
  '(?!(?: \\S+){0,4} (?:wie (?:verschrieben|verordnet|vom arzt|der arzt|die (?:ae?rztin|aerztin))|nach (?:plan|vorschrift|anweisung)|laut (?:arzt|beipackzettel)|ue?ber (?:\\S+ )?(?:tage|wochen|monate)|(?:tage|wochen|monate) lang))';
/** Taking all one's medication as a routine ("alle meine tabletten genommen wie immer"). */
const DE_ROUTINE =
  '(?!(?: \\S+){0,4} (?:wie (?:immer|jeden tag|verschrieben|verordnet|vom arzt|der arzt)|nach (?:plan|vorschrift)|pue?nktlich|zum fru?e?hstue?ck|zum essen|laut (?:arzt|beipackzettel)))';

/*
 * Holding on until after an event so as not to spoil it, then going (plan_preparation): "ich warte noch bis nach der
 * hochzeit meiner schwester, damit ich sie nicht versaue, dann ist schluss". Each part is weak alone; waiting alone
 * ("ich warte bis nach der hochzeit, dann sag ichs meinen eltern") and going alone ("nach weihnachten bin ich weg,
 * neuer job") stay quiet.
 */
/** The occasion: "weihnachten", "der hochzeit meiner schwester", "lenas hochzeit", "dem geburtstag von mama". */
const DE_EVENT =
  '(?:weihnachten|silvester|ostern|neujahr|pfingsten|(?:dem|der|den|meinem|meiner|meinen|seinem|seiner|ihrem|ihrer|unserem|unserer|\\S+s) (?:\\S+ ){0,2}(?:hochzeit|\\S*geburtstag|abschlussfeier|abifeier|abiball|abschlussball|abi|abschluss|prue?fung|prue?fungen|klausur|klausuren|examen|taufe|beerdigung|feier|party|konfirmation|kommunion|firmung|jugendweihe|jubilae?um|hochzeitstag|einschulung|auffue?hrung|konzert|geburt|fest|feiertagen|urlaub|ferien|besuch|muttertag|vatertag|weihnachtsfeier))(?: (?:von|vom|meiner|meines|meinem|seiner|ihrer) \\S+)?';
/** Holding on until then: "halte noch durch bis nach ...", "bis nach ... durch", "warte bis nach ..., damit ich es nicht versaue". */
const DE_HOLD =
  '(?:(?:halte?|halt|harre|reiss|reisse) (?:mich )?(?:\\S+ ){0,3}bis (?:nach|zu|zum|zur) ${DE_EVENT}(?: \\S+){0,2} (?:durch|aus|zusammen)|(?:halte?|halt|harre) (?:\\S+ ){0,2}(?:noch )?(?:durch|aus) (?:\\S+ ){0,2}bis (?:nach|zu|zum|zur) ${DE_EVENT}|(?:bleib|bleibe|lebe|leb) (?:\\S+ ){0,2}(?:noch )?am leben (?:\\S+ ){0,2}bis (?:nach|zu|zum|zur) ${DE_EVENT}|(?:warte|wart|warten) (?:\\S+ ){0,3}(?:noch )?bis (?:nach|zu|zum|zur) ${DE_EVENT}(?: \\S+){0,6} (?:damit|weil|um) (?:\\S+ ){0,4}(?:nicht|nich|ned) (?:\\S+ ){0,2}(?:zu )?(?:versaue|versauen|verderbe|verderben|kaputtzumachen|kaputt zu machen|kaputtmache|kaputt mache|ruiniere|ruinieren|vermiese|vermiesen))'.replace(
    /\$\{DE_EVENT\}/g,
    DE_EVENT,
  );
/** So as not to spoil it for them: "damit ich sie nicht versaue", "ich will ihr den tag nicht kaputt machen". */
const DE_NOT_SPOIL =
  '(?:(?:will|wollte|moe?chte|mag|darf|kann|soll) (?:\\S+ ){0,4}(?:(?:ihr|ihm|ihnen|den kindern|meinen eltern|meiner \\S+|meinem \\S+|mama|papa|allen|keinem|niemandem) (?:\\S+ ){0,2}|(?:den|das|die|ihren|seinen|ihre|seine) (?:tag|fest|feier|hochzeit|weihnachten|geburtstag|abend|party|urlaub|abi|abschluss) )(?:nicht|nich|ned) (?:\\S+ )?(?:kaputt ?machen|kaputtmachen|versauen|verderben|ruinieren|vermiesen|verhageln|zerstoe?ren)|damit (?:ich|es) (?!(?:\\S+ ){0,2}(?:\\S*prue?fung|klausur|test|arbeit|examen|praesentation|referat|vortrag|bewerbung|fue?hrerschein|job))(?:\\S+ ){0,3}(?:nicht|nich|ned) (?:\\S+ ){0,2}(?:versaue|verderbe|kaputt mache|kaputtmache|ruiniere|vermiese|zerstoe?re)|(?:soll|sollen|darf|duerfen|due?rfen) (?:\\S+ ){0,2}(?:erst|noch|erstmal) (?:\\S+ ){0,2}(?:ihren|seinen|ihre|seine|ihr) (?:\\S+ )?(?:tag|fest|feier|hochzeit|geburtstag|party) (?:\\S+ )?(?:haben|geniessen|feiern))';
/** Gone after it: "bin ich weg", "zieh ich es durch", "bin ich dran". */
const DE_GONE =
  "(?:bin ich (?:\\S+ )?(?:weg|dran|nicht mehr da|tot|gegangen)|ist (?:es )?(?:\\S+ )?(?:schluss|vorbei)(?: mit mir)?|(?:zieh|ziehe) ich(?:'s|s| es| das) (?:\\S+ )?durch|(?:mach|mache) ich(?:'s|s| es)(?: \\S+)?(?: wahr)?|bring ich mich um|geh(?:e)? ich (?:fue?r immer|endgue?ltig))";
/** The end: "ist schluss", "wars das", "bin ich weg", "ist schluss mit mir" (not "mach ich schluss" with him). */
const DE_END =
  "(?:(?:ist|is) (?:es |dann )?(?:schluss|vorbei|aus|ende|das ende)(?: mit (?:mir|allem|dem leben|meinem leben|dem ganzen))?|(?:wars|war's|war es|wars dann) (?:das|es)(?: mit mir)?|(?:bin ich|ich bin) (?:\\S+ )?(?:weg|raus|erloe?st|fertig mit allem|durch mit allem)(?: fue?r immer| endgue?ltig)?|(?:mach|mache) ich schluss mit (?:mir|allem|dem leben|meinem leben)|(?:hoer|hoere|hor|hore) ich auf(?: mit allem)?|(?:geh|gehe|verschwinde) ich (?:fue?r immer|endgue?ltig|fue?r ewig))";

/** Giving away pets and belongings: the reasons that make it ordinary, after the match ("weil wir umziehen", "wegen der allergie"). */
const DE_PRACTICAL =
  '(?!(?: \\S+){0,6} (?:weil|wegen|da|denn|wg) (?:\\S+ ){0,4}(?:\\S*allergi\\S*|umzug|umziehen|ziehen|ziehe|ausland|vermieter|neue[nrs]? (?:job|wohnung|stelle|haus)|baby|schwanger\\S*|studium|krankenhaus|op|arbeit|urlaub|keine haustiere|keine tiere)|(?:fue?r|ue?ber) (?:die|den|das|eine|ein|zwei|drei) (?:ferien|urlaub|wochenende|woche|wochen|monat|monate|zeit|tage)|vor dem umzug|zum umzug|beim umzug)';

/*
 * Threats to the writer's life, as received or told (danger_from_others): who said, wrote or left it, then what
 * ("dass ich den morgen nicht erlebe", "heut nacht bin ich dran", "er sticht mich ab"). Never the writer's own words,
 * never a doctor's prognosis.
 */
/** Said, wrote, left a note: "er hat (mir) geschrieben", "sagt", "auf dem zettel stand". */
const DE_TOLD =
  '(?<!(?:ich|wir|arzt|aerztin|ae?rztin|ae?rzte|doktor|doc|onkologe|onkologin|oma|opa|lehrer|lehrerin|trainer|trainerin) (?:\\S+ ){0,3})(?:(?:hat|hatte|haben|hab) (?:mir |mich |uns )?(?:\\S+ ){0,2}(?:gesagt|geschrieben|gedroht|geschworen|angekue?ndigt|gebrue?llt|geschrien|geflue?stert|gesimst|getextet|geschickt|gepostet|hinterlassen|angedroht|gewarnt)|(?:sagt|sagte|schreibt|schrieb|droht|drohte|meint|meinte|schwoe?rt|schwor|brue?llt|brue?llte|schreit|schrie|flue?stert|flue?sterte|warnt|warnte|textet|simst)(?: mir| mich)?|(?:zettel|nachricht|brief|sms|whatsapp|mail|e ?mail|voicemail|sprachnachricht|kommentar|graffiti|drohbrief|karte)(?: \\S+){0,5} (?:stand|steht|drauf|darauf|drin))';
/** Not a joke after it. */
const DE_NO_JOKE = '(?!(?: \\S+){0,8} (?:haha\\S*|lol|xd|hehe|jk)(?: |$))';

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: RuleOptions = {}): RiskRule {
  return { id: `de.${category}.${name}`, category, level, pattern, ...options };
}

/** One source for a whole list: the engine wraps each source in word boundaries, and one wrapper is much cheaper than many. */
function oneOf(sources: string[]): string[] {
  return [sources.map((source) => `(?:${source})`).join('|')];
}

const FIXED: RuleOptions = { negatable: false };
const WEAK: RuleOptions = { weak: true };

const P = 'passive_ideation';
const A = 'active_ideation';
const M = 'method_means';
const I = 'intent';
const PL = 'plan_preparation';
const SH = 'self_harm';
const HO = 'harm_to_others';
const DO = 'danger_from_others';
const ED = 'eating_disorder';

/** Not an illness, a medical or a religious fast ("Magen-Darm", "Blutabnahme", "Fastenzeit", "Heilfasten"). */
const ED_NOT =
  '(?!(?: \\S+){0,10} (?:magen darm|grippe|corona|covid|krank|virus|op|operation|blutabnahme|nue?chtern zur|darmspiegelung|fastenzeit|heilfasten|ramadan|schwanger\\S*|chemo\\S*|antibiotik\\S*|arzt|ae?rztin|ernae?hrungsberat\\S*|migrae?ne|kater|zahn\\S*|weisheitszae?hne)(?![a-z]))';
const DE_WEEKDAY = '(?:am )?(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|vorgestern|letzter woche|dem wochenende)';
/** Body signs of starving (one signal however many: `oneSignal`). */
const ED_BODY =
  '(?:(?:die |meine )?haare fallen (?:mir )?(?:\\S+ )?aus|mir fallen die haare (?:\\S+ )?aus|mir ist (?:immer|stae?ndig|dauernd|total) kalt|(?:ich )?frier(?:e)? (?:auch |sogar |stae?ndig )?(?:im sommer|unter der decke|die ganze zeit)|(?:meine )?nae?gel brechen|(?:die |meine )?(?:periode|regel|tage) (?:ist|sind) seit (?:\\S+ ){1,3}weg|(?:keine|meine) (?:periode|regel) (?:mehr )?seit|(?:so )?(?:ein )?flaum (?:auf|an) (?:den|meinen) armen|auf (?:den|meinen) armen wae?chst (?:so )?(?:ein )?flaum|blaue (?:finger|lippen))';
/** Medical danger beside starving or purging; one signal however many (`oneSignal`), and not a panic attack told as such. */
const MEDICAL_SIGN =
  '(?:(?:wird mir )?schwarz vor (?:den )?augen|alles wird schwarz|(?:das |mein )?herz stolpert|herzstolpern|herzrasen|stechen in der brust|(?:die )?brust tut (?:mir )?weh|brustschmerzen|umgekippt|ohnmae?chtig|puls (?:ist )?(?:nachts )?(?:bei|von) (?:3\\d|40)|(?:3\\d|40) puls|(?:schlimme )?krae?mpfe|beine krampfen|(?:mir ist )?(?:stae?ndig |dauernd )?schwindl?e?ig|(?:die )?hae?nde zittern|bmi (?:von )?1[0-6](?!\\d)|(?:war )?blut dabei)';
const ED_MEDICAL = `${MEDICAL_SIGN}(?!.*(?:panik|angst|stress|pruefung|kaffee|sauna|kater))`;

export const rules: LanguageRules = {
  language: 'de',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?:nicht mehr|nich mehr|ned mehr|nie mehr|nie wieder|nimmer|niemals wieder|einfach nicht|einfach nich|morgen nicht) ${GAP1}(?:aufwachen|aufwache|aufwach|aufwachn|aufzuwachen|wach werden|aufwacht)`,
      FIXED,
    ),
    rule(
      'sleep-forever',
      P,
      'concern',
      `(?:einschlafen|schlafen|verschwinden|weg sein) (?:und )?(?:fue?r immer|fue?r ewig|auf ewig|fue?r alle zeit)|einschlafen und (?:nie|nicht) (?:mehr |wieder )?aufwachen`,
      FIXED,
    ),
    rule(
      'be-dead',
      P,
      'concern',
      `ich (?:wae?re|waer) (?:doch |lieber |besser |einfach |am liebsten |)tot(?! (?:gewesen|vor|umgefallen))|(?:wae?re|waer|wae?r) ${GAP1}(?:lieber|besser|einfach|am liebsten|doch) tot|(?:lieber|besser|am liebsten) (?:auch |selbst |einfach |schon )?tot(?! als)|tot sein (?:will|mo?e?chte|wollen|mochte)|(?:will|mo?e?chte|wue?nschte?)(?: mir)?,? (?:ich )?(?:waere?|wae?r|sein) ${GAP1}tot`,
    ),
    rule(
      'wish-die',
      P,
      'concern',
      `(?:ich )?${WANT} ${GAP}(?:tot sein|nicht mehr (?:leben|sein|da sein|existieren|hier sein|auf (?:dieser|der) welt sein|auf der erde sein|unter euch sein)|den tod)(?! (?:fue?r|vor|wenn ich))`,
    ),
    rule(
      'want-die',
      A,
      'urgent',
      `(?<!(?:^|[ \\n])(?:er|sie|es|man|jeder|keiner|niemand|wer|opa|oma) )(?:ich )?${WANT} ${GAP}(?:sterben+|sterbn|strben|sterbem|stervben)(?! (?:fue?r|vor|wenn ich))`,
    ),
    rule('want-die-plain', A, 'urgent', `(?:ich )?(?:will|mo?e?chte|moechte|wue?rde gerne?) (?:einfach |nur |einfach nur |so gerne |)sterben`),
    rule(
      'no-live',
      P,
      'concern',
      `(?<!(?:frue?her|damals|als kind|als teenager|als jugendliche?r?) (?:\\S+ )?)(?:will|mo?e?chte|kann|wollte|mag) ${GAP1}(?:nicht mehr|nich mehr|net mehr|ned mehr|nimmer) (?:leben|weiterleben|existieren|da sein|hier sein|am leben sein)(?! (?:mit|bei|in|hier|so|wie|ohne|neben|zusammen))`,
      FIXED,
    ),
    rule(
      'want-not-anymore',
      P,
      'concern',
      `(?:ich|und|aber) (?:will|kann|mag) (?:das |es |so |)(?:einfach |echt |wirklich |halt |eh |)(?:nicht|nich|ned|nimmer) mehr$`,
      { negatable: false, weak: true },
    ),
    rule(
      'no-reason',
      P,
      'concern',
      `(?:kein|keinen|keine|ohne) (?:\\S+ )?(?:grund|sinn|lust|bock|kraft|motivation|hoffnung) (?:mehr )?(?:zu leben|zum leben|(?:im|i am) leben|am leben|auf leben|auf das leben|weiterzuleben|zu existieren|weiterzumachen$)`,
      FIXED,
    ),
    rule(
      'life-pointless',
      P,
      'concern',
      `(?:das|mein) leben (?:hat|macht) (?:\\S+ )?(?:keinen|null) sinn|(?:wozu|warum|wofue?r) (?:noch |ue?berhaupt |eigentlich )?(?:leben|weiterleben|am leben bleiben|existieren)|leben (?:lohnt|macht) sich (?:nicht|nimmer) mehr`,
      FIXED,
    ),
    rule(
      'tired-life',
      P,
      'concern',
      `(?:bin |so |total |einfach )(?:lebensmue?de|des lebens mue?de|lebensue?berdrue?ssig)|mue?de (?:vom|zu) leben|habe? das leben satt|lebens satt`,
    ),
    rule(
      'disappear',
      P,
      'concern',
      `(?:will|mo?e?chte|wue?rde (?:so )?gern|wue?nschte?) (?:\\S+ ){0,2}(?:verschwinden|nicht mehr existieren|nie geboren|nicht geboren)(?! (?:fue?r (?:ein paar|eine|einen|zwei|drei)|in den urlaub|aus (?:der|dem|dieser)|von (?:der|dem|hier)|nach))`,
    ),
    rule('never-born', P, 'concern', `(?:wae?re|waer) (?:ich )?(?:doch |bloss |nur )?nie geboren`, FIXED),
    rule(
      'better-without',
      P,
      'concern',
      `(?:ohne mich (?:\\S+ ){0,3}(?:besser|gluecklicher|glue?cklicher|leichter)|(?:besser|glue?cklicher) dran ohne mich|besser ohne mich(?! (?:\\S+ )?zu ))`,
    ),
    rule(
      'burden',
      P,
      'concern',
      `(?:bin|ich bin) (?:\\S+ ){0,3}(?:eine |ne )?(?:last|belastung) fue?r (?:alle|jeden|meine|meinen|euch|die|jeden)|falle (?:allen|jedem|meiner familie) (?:nur )?zur last`,
    ),
    rule(
      'hope-die',
      P,
      'concern',
      `(?:hoffentlich|ich hoffe|ich bete) (?:\\S+ ){0,2}(?:sterbe ich|ich sterbe|bald tot|nicht mehr aufwache|ue?berfae?hrt mich)|(?:wenn|falls) ich (?:morgen |heute )?(?:sterben wue?rde|sterbe|tot wae?re)(?: \\S+){0,4} (?:egal|nichts ausmachen|niemand merken)|es wae?re mir egal wenn ich sterbe`,
    ),
    rule('think-death', P, 'concern', `(?:denke|dachte) (?:\\S+ ){0,2}(?:ans sterben|ue?bers sterben|an meinen eigenen tod)|todessehnsucht|todeswunsch`),
    rule(
      'no-way-out',
      P,
      'urgent',
      `(?:sehe|seh|gibt|finde|hab|habe) (?:\\S+ )?(?:keinen ausweg|keinen anderen ausweg|kein licht am ende|keine hoffnung mehr|keine andere loe?sung|keinen sinn mehr)`,
      { negatable: false, weak: true },
    ),
    rule(
      'closed-life',
      P,
      'urgent',
      `(?:habe|hab) (?:mit (?:allem|dem leben|meinem leben) )abgeschlossen|(?:bin|ich bin) fertig mit (?:allem|dem leben|der welt)`,
    ),
    rule(
      'cant-anymore',
      P,
      'concern',
      `(?:ich )?(?:kann|will) (?:einfach |echt |wirklich |)(?:nicht|nimmer) mehr (?:weiter|leben|weitermachen)(?! (?:so|mit|bei|hier|in))`,
      FIXED,
    ),
    rule(
      'not-exist',
      P,
      'concern',
      `wenn es mich (?:\\S+ )?nicht (?:mehr )?gae?be|gae?be es mich (?:doch |bloss )?nicht|was soll (?:das|mein|dieses) leben (?:noch|ue?berhaupt)|was soll ich (?:noch )?(?:hier|auf dieser welt|auf der welt)`,
      FIXED,
    ),
    rule(
      'when-gone',
      P,
      'concern',
      `wenn ich (?:nicht mehr (?:da|hier|am leben)|tot|fue?r immer weg) bin|wenn ich (?:nicht|nich) mehr (?:bin|lebe|existiere)$`,
      FIXED,
    ),
    rule(
      'rather-gone',
      P,
      'concern',
      `(?:wae?re|waer) (?:ich )?(?:\\S+ )?(?:lieber|am liebsten) (?:gar )?(?:nicht mehr|nie mehr) (?:da|hier|am leben)|wenn ich (?:sterben wue?rde|sterbe|tot wae?re|nicht mehr da wae?re)|dass (?:alles|mein leben|das leben) (?:\\S+ )?(?:aufhoe?rt|vorbei ist|endet|zu ende ist)(?! zu)|dass (?:es|alles) (?:\\S+ )?(?:fue?r immer|endgue?ltig) (?:aufhoe?rt|vorbei ist|endet)`,
      FIXED,
    ),
    rule('life-worthless', P, 'concern', `(?:mein|das) leben (?:ist|wae?re|scheint) (?:\\S+ )?(?:sinnlos|wertlos|nichts wert|bedeutungslos)`),
    rule('think-of-death', P, 'concern', `(?:denke|dachte) (?:\\S+ ){0,2}(?:an den tod|an meinen tod|ue?ber den tod)`, WEAK),
    rule(
      'should-not-live',
      P,
      'concern',
      `(?:sollte|darf|duerfte|dürfte|due?rfte) (?:gar |eigentlich )?(?:nicht|nich|nie) (?:mehr )?(?:leben|am leben sein|existieren)|(?:gar |eigentlich )?nicht (?:mehr )?leben (?:sollte|dürfte|due?rfte)`,
      FIXED,
    ),
    rule('nobody-miss', P, 'concern', `niemand (?:\\S+ ){0,2}(?:wue?rde|wird) mich (?:\\S+ )?vermissen|keiner (?:wue?rde|wird) mich vermissen`, FIXED),
    rule('no-wish-here', P, 'concern', `(?:keine|kein) (?:\\S+ ){0,2}(?:lust|kraft|bock) mehr$|^(?:noch )?(?:da|hier|am leben) zu sein$`, {
      negatable: false,
      weak: true,
    }),
    rule('envy-dead', P, 'concern', `beneide (?:\\S+ )?(?:die toten|tote|verstorbene)|um nicht mehr zu (?:existieren|leben|sein)`, FIXED),
    rule('envy-weak', P, 'concern', `beneide (?:menschen|leute|alle)$|^die (?:sterben|tot sind|gestorben sind)$`, { negatable: false, weak: true }),
    rule(
      'rather-not-exist',
      P,
      'concern',
      `wue?rde (?:\\S+ )?(?:lieber|gern|gerne|am liebsten) (?:nicht mehr|nich mehr|gar nicht mehr|nie mehr|gar nicht) (?:existieren|leben|da sein|aufwachen|geboren sein)`,
      FIXED,
    ),
    rule('sleep-forever-2', P, 'concern', `(?:fue?r immer|fue?r ewig|auf ewig) (?:einschlafen|schlafen|verschwinden|weg sein)`),
    // — active thoughts
    rule('kill-self', A, 'urgent', `(?:${WANT}|werde|wue?rde|denke|dachte|plane|ue?berlege|kae?mpfe|will|muss|sollte|koe?nnte|wie) ${GAP}${KILL_SELF}`),
    rule(
      'kill-self-zu',
      A,
      'urgent',
      `(?<!(?:droht|drohte|gedroht|drohen|versucht|versuchte|angeku?e?ndigt|geschworen|gesagt)[ \\n](?:\\S+ ){0,2})mich ${GAP1}(?:selbst |selber )?(?:umzubringen|zu toe?ten|zu erhae?ngen|aufzuhae?ngen|zu erschiessen|zu killen|umzulegen|kaltzumachen)|mir (?:selbst )?das leben zu nehmen|(?:damit|um) (?:ich )?(?:\\S+ ){0,2}(?:es|alles) (?:endlich |einfach |fue?r immer )?(?:beenden|zu beenden) (?:kann|koennte|kae?nn)|selbstmord zu begehen|(?:mein|meinem) leben zu beenden`,
    ),
    rule(
      'bring-um',
      A,
      'urgent',
      `ich (?:bringe?|bring) mich (?:${GAP})?um(?! (?:\\d|\\S+ uhr|halb|viertel|acht|neun|zehn|elf|zwoe?lf|eins|zwei|drei|vier|fue?nf|sechs|sieben|mitternacht|den|die|das|meinen|meine|mein))`,
    ),
    rule(
      'suicidal',
      A,
      'urgent',
      `(?:bin|ich bin|fue?hle mich|wieder|sehr|total|akut) ${GAP1}(?:suizidal|suicidal|suizidgefae?hrdet|selbstmordgefae?hrdet)|(?:habe|hab|hatte|habe wieder|hab wieder|meine|wieder|staendige|stae?ndig|starke|oft) ${GAP1}(?:suizidgedanken|selbstmordgedanken|suizidale gedanken|todesgedanken|suizidgedanke)`,
    ),
    rule(
      'think-suicide',
      A,
      'urgent',
      `(?:denke|denk|dachte|nachdenken|ue?berlege|ue?berleg|ue?berlegt) ${GAP}(?:an |ue?ber |ans? )?(?:selbstmord|suizid|den freitod|freitod)`,
    ),
    rule('unalive', A, 'urgent', `mich (?:unaliven|unalive|abmelden vom leben)|(?:sewer slide|su1z1d|suizid machen|selbstmord machen)`),
    rule('attempt', A, 'urgent', `(?:suizidversuch|selbstmordversuch|suizid versuch|selbstmord versuch)(?: (?:gemacht|hinter mir|unternommen))?`),
    rule('bring-um-inverted', A, 'urgent', `(?:bringe?|bring) ich mich (?:\\S+ )?um(?! (?:\\d|\\S+ uhr|halb|viertel))`),
    rule(
      'other-zu',
      HO,
      'urgent',
      `(?<!(?:droht|drohte|gedroht|drohen|angedroht|geschworen)[ \\n](?:\\S+ ){0,2})(?:ihn|sie|dich|euch|jemanden|meinen \\S+|meine \\S+|alle) (?:\\S+ )?(?:umzubringen|abzustechen|zu toe?ten|abzuknallen|zu erschiessen|zu erwue?rgen|kaltzumachen|zu vergiften)`,
    ),
    rule(
      'cant-stop-thinking',
      A,
      'urgent',
      `(?:suizid|selbstmord|der gedanke an (?:den tod|suizid|selbstmord|das sterben)|sterben) (?:\\S+ ){0,2}(?:geht|gehen) mir nicht (?:mehr )?aus dem kopf`,
      FIXED,
    ),
    rule(
      'stupid-thing',
      A,
      'urgent',
      `(?:angst|gefahr|kurz davor|drauf und dran)(?:,)? (?:\\S+ ){0,2}(?:eine |ne )?dummheit (?:zu )?(?:machen|begehen|tun)|^(?:eine |ne )?dummheit zu (?:machen|begehen|tun)$|(?:mich )?(?:vom leben )?abmelden(?= (?:fue?r immer|vom leben)|$)`,
    ),
    rule(
      'join-dead',
      P,
      'concern',
      `(?:zu|bei) (?:meinem|meiner|meinen) \\S+ (?:in den himmel|im himmel|nach oben)|(?:will|mo?e?chte) (?:zu )?(?:meinem|meiner) \\S+ (?:in den himmel|ins grab)`,
    ),
    rule(
      'only-solution',
      A,
      'urgent',
      `(?:suizid|selbstmord|der tod|sterben|mich umzubringen) (?:\\S+ ){0,4}(?:einzige loe?sung|einzige ausweg|einzige weg|einzige option)`,
    ),
    // — method or means
    rule(
      'pills-all',
      M,
      'urgent',
      `(?:alle|die ganze|die ganzen|eine ganze|ganze|alle meine|meine ganzen) ${GAP1}(?:${PILLS}|packung|packungen|schachtel|dose|flasche) ${GAP}(?:nehmen|schlucken|einwerfen|auf einmal|zu nehmen|zu schlucken|runterschlucken)`,
    ),
    rule(
      'overdose',
      M,
      'urgent',
      `(?:ue?berdosis|ueberdosis|ue?berdosieren|ueberdosieren|od) (?:\\S+ )?(?:nehmen|zu nehmen|schlucken|setzen|machen)|(?:goldenen schuss|goldener schuss)`,
    ),
    rule(
      'how-many',
      M,
      'urgent',
      `wie ?viele? (?:\\S+ ){0,3}(?:braucht man|muss man|brauche ich|muss ich|man braucht|man nehmen muss|ich brauche|ich brauch|ich nehmen muss) (?:\\S+ ){0,3}(?:um zu sterben|zum sterben|um nicht mehr aufzuwachen|damit man stirbt|damit ich sterbe|tot)|(?:toe?dliche|letale) (?:dosis|menge)`,
    ),
    rule(
      'how-to',
      M,
      'urgent',
      `wie (?:bringt man sich|bringe ich mich|kann ich mich|kann man sich|toe?tet man sich|erhae?ngt man sich) (?:\\S+ ){0,2}(?:um|toe?ten|umbringen|erhae?ngen)|(?:schmerzlos|schnell|sicher|am schnellsten|am einfachsten) (?:\\S+ )?(?:sterben|mich umbringen|tot sein)|(?:beste|sicherste|schnellste|einfachste) (?:art|weg|methode|moe?glichkeit) (?:zu sterben|mich umzubringen|sich umzubringen)`,
    ),
    rule(
      'gun',
      M,
      'urgent',
      `(?:mich (?:zu )?erschiessen|mir (?:eine |die )kugel (?:\\S+ ){0,4}(?:geben|jagen|schiessen|verpassen)|(?:lauf|pistole|waffe) (?:an|in|gegen) (?:meinen|meine|den) (?:kopf|schlae?fe|mund))`,
    ),
    rule(
      'gun-have',
      M,
      'urgent',
      `(?:ich )?(?:habe|hab|hatte|besitze|kaufe|kaufte|gekauft|besorgt|besorge|besorg|kauf|hol|hole|organisier|organisiere|habe zugang zu) (?:\\S+ )?(?:eine|ne|die|einen|den|nen|n) (?:waffe|pistole|knarre|revolver|schusswaffe|gewehr meines vaters|pistole meines vaters|waffe meines vaters)(?! (?:fue?r (?:die|den) (?:jagd|schiessstand|sport|verein|dienst|arbeit)|(?:im|i am) (?:verein|schiessstand)|als (?:jae?ger|polizist)|spielzeug))`,
    ),
    rule(
      'gun-place',
      M,
      'imminent',
      `(?:waffe|pistole|knarre|revolver|schusswaffe|gewehr) (?:\\S+ ){0,3}(?:liegt|ist|steckt|lag) (?:\\S+ ){0,2}(?:in meiner (?:schublade|tasche|hand|nae?he|jacke)|in der schublade|unter meinem (?:bett|kissen)|neben mir|vor mir|bereit|geladen|griffbereit|auf dem tisch|auf meinem schoss)`,
    ),
    rule(
      'hang',
      M,
      'urgent',
      `(?:mich (?:\\S+ ){0,2}(?:aufhae?ngen|erhae?ngen|aufzuhae?ngen|zu erhae?ngen)|schlinge (?:\\S+ ){0,3}(?:gekne?ue?pft|geknotet|geknuepft|gebunden|um den hals|am balken|bereit|hae?ngt)|(?:strick|seil) (?:\\S+ ){0,3}(?:am balken|an der decke|um den hals|um meinen hals|fue?r mich)|(?<!(?:neues|neuen|neue|kletter|zweites|laengeres|stae?rkeres) )(?:strick|seil|schlinge) (?:gekauft|besorgt)(?! (?:fue?r|zum|zur) (?:die|den|das|unsere|unseren|meine|meinen|klettern|schaukel|boot|zelt|garten|hund|hae?ngematte|wae?sche)))`,
    ),
    rule(
      'jump',
      M,
      'urgent',
      `(?:springen|springe|spring|sprang|runterspringen|runterzuspringen|herunterspringen|stue?rzen|stue?rze|werfen|werfe|fallen lassen|zu springen) (?:\\S+ ){0,3}(?:von der|von einer|vom|von dem|aus dem|in die) (?:\\S+ )?(?:\\S*brue?cke|\\S*dach|hochhaus|fenster|balkon|klippe|\\S*turm|parkhaus|tiefe|felsen|staudamm|aussichtsplattform)|(?:von der|von einer|vom|aus dem) (?:\\S+ )?(?:\\S*brue?cke|\\S*dach|hochhaus|fenster|balkon|klippe|\\S*turm|parkhaus) (?:\\S+ ){0,2}(?:springen|springe|stue?rzen|zu springen|runterspringen|werfen)`,
    ),
    rule(
      'jump-edge',
      M,
      'imminent',
      `(?:stehe|steh|sitze|sitz|bin) (?:\\S+ ){0,2}(?:auf der brue?cke|auf dem dach|am rand (?:vom|des|der) (?:dach|daches|brue?cke|klippe|hochhaus)|auf dem gelae?nder|am abgrund|auf der fensterbank|an der klippe|auf den gleisen|(?:oben )?auf dem (?:hochhaus|hochhausdach|parkhausdach))(?! (?:vom|von dem|des) parkhaus|(?: \\S+){0,4} (?:und|um) (?:such|suche|mach|mache|geniess|geniesse|reparier|repariere|fotografier|fotografiere))`,
    ),
    rule(
      'train',
      M,
      'urgent',
      `(?:werfe|werf|werfen|schmeisse|schmeiss|lege|leg|springe|spring|stelle|stell) mich (?:\\S+ ){0,2}(?:vor (?:den|einen|die|eine|nen|n|ne) (?:zug|u bahn|ubahn|s bahn|sbahn|lkw|laster|bus|auto|tram|strassenbahn|ice)|auf die (?:gleise|schienen))|(?:vor (?:den|einen|die|eine|nen|n|ne) (?:zug|u bahn|ubahn|s bahn|sbahn|lkw|laster|bus|auto|tram|strassenbahn|ice)|auf die (?:gleise|schienen)) (?:\\S+ ){0,2}(?:werfen|springen|legen|zu werfen|zu springen|laufen|stellen|schmeissen)`,
    ),
    rule(
      'car-crash',
      M,
      'urgent',
      `(?:mit dem auto|mit meinem auto|mit vollgas|absichtlich) (?:\\S+ ){0,3}(?:gegen|in) (?:einen|eine|den|die|nen|ne|n) (?:baum|wand|mauer|brue?ckenpfeiler|pfeiler|lkw|gegenverkehr|leitplanke)|(?:gegen|in) (?:einen|eine|den|die|nen|ne|n) (?:baum|wand|mauer|brue?ckenpfeiler|pfeiler|gegenverkehr) (?:\\S+ ){0,2}(?:fahren|rasen|zu fahren|steuern)`,
    ),
    rule('veins', M, 'urgent', `(?:die )?pulsadern (?:\\S+ ){0,2}(?:aufschneiden|aufgeschnitten|aufzuschneiden|aufritzen|aufschlitzen)|(?:mir )?die pulsadern`),
    rule(
      'poison',
      M,
      'urgent',
      `mich (?:\\S+ )?(?:vergasen|vergiften|ertrae?nken|zu ertrae?nken|zu vergiften)|(?:grill|kohle|holzkohle) (?:\\S+ ){0,3}(?:im|i am) auto|(?:abgase|auspuff) (?:\\S+ ){0,3}(?:ins auto|in den wagen|einleiten)`,
    ),
    rule(
      'family-gun',
      M,
      'urgent',
      `(?:hat|haben) (?:eine|ein|einen|mehrere|seine|ihre|ne|nen|n|die|das|den) (?:pistole|waffe|waffen|gewehr|gewehre|revolver|knarre|jagdgewehr|flinte|schusswaffe) (?:\\S+ ){0,2}(?:im|i am|in (?:der|dem|seinem|ihrem)|zu hause|daheim|unter)|(?:pistole|waffe|waffen|gewehr|revolver|knarre|schusswaffe|flinte)(?: \\S+){0,5} (?:weiss|weis|weiß) (?:\\S+ )?wo (?:der|die|den) (?:schlue?ssel|code)|ich weiss (?:genau )?wo (?:die|seine|ihre|papas|meines vaters) (?:waffe|pistole|knarre|gewehr)`,
    ),
    rule('pills-needed', M, 'urgent', `wie ?viele? ${PILLS} (?:ich |man )?(?:brae?uchte|bra?uchen wue?rde|nehmen mue?sste)`),
    rule('pills-ready', M, 'imminent', `${PILLS} (?:\\S+ ){0,2}(?:liegen|liegt|stehen|sind) (?:\\S+ )?(?:bereit|neben mir|vor mir|abgezae?hlt|griffbereit)`),
    rule(
      'blade-at-hand',
      M,
      'urgent',
      `(?:messer|klinge|rasierklinge|klingen) (?:\\S+ ){0,2}(?:neben (?:mir|meinem bett)|unter (?:meinem|dem) kissen|in meiner hand|griffbereit)`,
    ),
    rule('pills-counted', M, 'urgent', `${PILLS} (?:\\S+ )?(?:schon |bereits )?(?:gezae?hlt|abgezae?hlt|bereitgelegt|rausgelegt|zurechtgelegt)`),
    rule(
      'pills-stock',
      M,
      'urgent',
      `${NOT_OTHER_TAKER_DE}(?:ganze|volle|mehrere|viele|[2-9]|\\d\\d) (?:packung|packungen|schachtel|schachteln|dose|dosen) ${PILLS}`,
    ),
    rule(
      'blade-just-in-case',
      M,
      'urgent',
      `(?:rasierklinge|klinge|klingen|cutter|tabletten) (?:\\S+ ){0,4}(?:fue?r alle fae?lle|fue?r den notfall|man weiss ja nie)|mich (?:\\S+ ){0,4}(?:ertrae?nken|zu ertrae?nken)`,
    ),
    rule(
      'blade-carried',
      M,
      'urgent',
      `(?:habe|hab|trage) (?:immer |stae?ndig |stets )?(?:eine |die |meine |ne |n |nen )?(?:rasierklinge|klinge|klingen) (?:\\S+ )?(?:in|bei|im|i am) (?:meiner|der|mir|meinem|federmae?ppchen|portemonnaie|geldbeutel|handyhue?lle|nachttisch)`,
    ),
    rule(
      'dose-for',
      M,
      'urgent',
      `dosis (?:\\S+ ){0,3}(?:um (?:nicht mehr aufzuwachen|zu sterben)|zum sterben)|kenne (?:die|eine) (?:toe?dliche |letale )?dosis`,
    ),
    rule('pills-in-hand', M, 'urgent', `${PILLS} (?:\\S+ )?in (?:der|meiner) hand`),
    // — intent
    rule(
      'will-kill',
      I,
      'imminent',
      `(?:ich werde|ich werd|werde|ich mache|ich mach|hab beschlossen|habe beschlossen|habe mich entschieden|hab mich entschieden|bin bereit) ${GAP}${KILL_SELF}`,
    ),
    rule(
      'bring-um-now',
      I,
      'imminent',
      `ich (?:bringe?|bring) mich (?:jetzt|heute|heute nacht|heute abend|morgen|gleich|bald|endlich) (?:${GAP})?um(?! (?:\\d|\\S+ uhr|halb|viertel))`,
    ),
    rule(
      'do-it',
      I,
      'imminent',
      `(?:ich )?(?:werde|werd) es (?:\\S+ ){0,2}tun|(?:ich )?(?:mache|mach|tue|tu) es (?:\\S+ )?(?:heute|heute nacht|heute abend|jetzt|gleich|diesmal|dieses mal|wirklich|endlich)|(?:ich )?(?:ziehe|zieh) (?:es|das) (?:\\S+ )?durch`,
      WEAK,
    ),
    rule(
      'decided',
      I,
      'imminent',
      `(?:meine entscheidung steht|ich habe mich entschieden|hab mich entschieden|es ist beschlossen|ich habe es beschlossen|ich habe beschlossen|hab beschlossen|ich bin entschlossen|es ist entschieden|ist entschieden|mein entschluss steht)(?: (?:fest|endgue?ltig))?$`,
      WEAK,
    ),
    rule('ready-die', I, 'imminent', `(?:bin|ich bin) (?:\\S+ )?bereit (?:zu sterben|zu gehen|fue?r immer zu gehen|es zu tun|es zu beenden)`),
    rule(
      'when-bring-um',
      I,
      'imminent',
      `(?:heute|morgen|jetzt|gleich|bald|heute nacht|heute abend|diese nacht|am wochenende) (?:\\S+ )?(?:bringe?|bring) ich mich (?:\\S+ )?um`,
    ),
    rule('make-end', I, 'imminent', `(?:mache?|mach) (?:\\S+ ){0,2}schluss mit (?:allem|dem leben|meinem leben|der welt)`),
    rule(
      'when-method',
      I,
      'imminent',
      `(?:heute|morgen|jetzt|gleich|bald|heute nacht|heute abend) (?:\\S+ )?(?:springe|werfe|erhae?nge|erschiesse|toe?te|vergifte|ertrae?nke) ich(?: mich)?(?= (?:von|vom|aus|vor|in den|in die)|$)|ich (?:werfe mich|erhae?nge mich|erschiesse mich|toe?te mich) (?:\\S+ ){0,2}(?:heute|morgen|jetzt|gleich|heute nacht|heute abend)|ich springe (?:\\S+ ){0,2}(?:heute|morgen|jetzt|gleich|heute nacht|heute abend) (?:von|vom|aus dem|vor)`,
    ),
    rule('make-end-bare', I, 'imminent', `(?:ich )?(?:mache?|mach) (?:\\S+ )?schluss$`, WEAK),
    rule(
      'when-pills',
      I,
      'imminent',
      `(?:heute?|heut|morgen|jetzt|gleich|heute? nacht|heut nacht|heute? abend|heut abend) (?:\\S+ )?(?:nehme?|nehm|schlucke?|schluck) ich (?:\\S+ ){0,2}(?:alle|die ganze|die ganzen|meine ganzen)`,
    ),
    rule('end-final', I, 'imminent', `(?:mache?|mach) (?:ich )?(?:\\S+ )?(?:endgue?ltig|fue?r immer|ein fue?r alle mal) schluss`),
    rule('do-it-when', I, 'imminent', `(?:ich )?(?:mache|mach|tue|tu|werde) es (?:\\S+ )?(?:sobald|wenn|nachdem)`, WEAK),
    rule('hang-now', I, 'imminent', `^(?:ich )?(?:erhae?nge|erschiesse|vergifte|ertrae?nke) mich$`),
    rule('bring-um-decl', I, 'imminent', `^(?:ich )?(?:bringe?|bring) mich (?:jetzt |heute |gleich |)um$`),
    rule(
      'jump-now',
      I,
      'imminent',
      `(?:ich )?(?:springe|spring) (?:gleich|jetzt|sofort)(?! (?:unter|ins|in den|in die|rein|ein|mal|auf|zu|rue?ber|vorbei|los|an))`,
    ),
    rule(
      'when-minutes',
      I,
      'imminent',
      `in (?:\\S+ ){1,2}(?:minuten|stunden?) (?:(?:nehme|schlucke) ich (?:alle |die |meine |sie )?(?:ganzen |ganze )?(?:${PILLS}|alle|packung)|springe ich (?:von|vom|aus)|bringe ich mich um|erhae?nge ich mich)`,
    ),
    rule('take-them', I, 'imminent', `(?:nehme?|nehm|schlucke?|schluck) (?:ich )?sie (?:jetzt|gleich|sofort|alle)`, WEAK),
    // — plan or preparation
    rule(
      'pills-saved',
      PL,
      'imminent',
      `${PILLS} (?:\\S+ ){0,4}(?:gesammelt|gehortet|gebunkert|zurue?ckgelegt|aufgehoben|angesammelt|gespart|versteckt|zusammen)|(?:sammle|sammel|horte|bunkere|spare) (?:\\S+ ){0,3}${PILLS}(?! (?:\\S+ ){0,3}(?:apotheke|entsorg\\S*|rue?ckgabe|spende\\S*|sammelstelle))|${PILLS} (?:sammle|sammel|horte|bunkere|spare) ich(?! (?:\\S+ ){0,3}(?:fue?r (?:die|den) (?:apotheke|entsorgung|sammelstelle|rue?ckgabe)|zum (?:entsorgen|spenden)))`,
    ),
    rule(
      'pills-saved-m',
      M,
      'urgent',
      `${PILLS} (?:\\S+ ){0,4}(?:gesammelt|gehortet|gebunkert|zurue?ckgelegt|angesammelt|versteckt)|(?:sammle|sammel|horte|bunkere) (?:\\S+ ){0,3}${PILLS}(?! (?:\\S+ ){0,3}(?:apotheke|entsorg\\S*|rue?ckgabe|spende\\S*|sammelstelle))`,
    ),
    rule('pills-enough', PL, 'imminent', `genug ${PILLS}(?! (?:fue?r (?:die|den|eine|einen|zwei|drei|meine|meinen)|bis))`),
    rule('pills-enough-m', M, 'urgent', `genug ${PILLS}(?! (?:fue?r (?:die|den|eine|einen|zwei|drei|meine|meinen)|bis))`),
    rule(
      'letters',
      PL,
      'imminent',
      `(?:abschiedsbrief|abschiedsbriefe|abschiedsnachricht|abschiedsvideo|abschiedsworte)(?! (?:von|meiner oma|meines opas|des|der))|(?:briefe|brief|nachrichten|zettel) (?:\\S+ ){0,4}(?:fue?r danach|fue?r die zeit danach|wenn ich (?:nicht mehr da|tot|weg) bin)`,
    ),
    rule(
      'give-away',
      PL,
      'imminent',
      `(?:meine|alle meine|all meine) (?:sachen|habseligkeiten|besitztue?mer|dinge|wertsachen|spiele|bue?cher|klamotten) (?:\\S+ ){0,3}(?:verschenkt|verschenke|verteilt|verteile|weggegeben|weggeben|vermacht)(?! (?:an (?:das|die|den) (?:rote kreuz|sozialkaufhaus|caritas|tafel|kleiderkammer)|wegen (?:des|dem) umzug|vor dem umzug))|(?:verschenke|verschenkt|verteile|verteilt) (?:\\S+ ){0,2}(?:alle )?meine (?:sachen|habseligkeiten|besitztue?mer|dinge|wertsachen)`,
    ),
    rule(
      'pet-care',
      PL,
      'imminent',
      `(?:wer (?:sich )?(?:kue?mmert|kue?mmern wird|sorgt) (?:sich )?um (?:meine|meinen|mein)|(?:neues zuhause|jemanden) (?:\\S+ ){0,2}fue?r (?:meine|meinen|mein)) (?:katze|katzen|hund|hunde|kinder|tiere|kaninchen|vogel) (?:\\S+ ){0,3}(?:wenn ich (?:nicht mehr da|weg|tot) bin|nach meinem tod|danach)`,
    ),
    rule(
      'affairs',
      PL,
      'imminent',
      `(?:alles|meine angelegenheiten|meine sachen) (?:\\S+ ){0,2}(?:geregelt|geordnet|erledigt|in ordnung gebracht)(?= (?:fue?r danach|bevor ich gehe|fue?r die zeit danach|fue?r meine familie)|$)`,
      WEAK,
    ),
    rule(
      'goodbye',
      PL,
      'imminent',
      `(?:lebt wohl|lebewohl|leb wohl)(?! (?:und bis|bis))|(?:ich )?(?:wollte?|will|mo?e?chte) (?:mich )?(?:\\S+ ){0,3}(?:verabschieden|lebewohl sagen)(?= (?:von allen|von euch|fue?r immer)|$)|(?:habe|hab) mich (?:\\S+ ){0,3}von (?:allen|meiner familie|meinen freunden|euch) verabschiedet|(?:abschied|tschue?ss|auf wiedersehen) fue?r immer|das ist (?:ein|mein) abschied`,
    ),
    rule(
      'last-message',
      PL,
      'imminent',
      `(?:meine|die) letzte nachricht(?! (?:vor dem urlaub|fue?r heute|in dieser gruppe|hier vor|des tages|der woche|vor (?:den|dem|meinem)))`,
      WEAK,
    ),
    rule('wont-see', PL, 'imminent', `(?:ihr|du) (?:werdet|wirst) (?:mich|von mir) (?:\\S+ )?(?:nie wieder|nicht mehr|nimmer) (?:sehen|hoe?ren)`, FIXED),
    rule(
      'not-here',
      PL,
      'imminent',
      `(?:morgen|bald|heute? nacht|heut nacht|heute? abend|heut abend|ab morgen) (?:\\S+ )?(?:bin ich|ich bin) (?:\\S+ )?(?:nicht mehr am leben|weg fue?r immer|tot)(?! (?:(?:im|i am) bue?ro|bei der arbeit|weil|wegen|da ich|(?:im|i am) urlaub))`,
      FIXED,
    ),
    rule(
      'not-here-weak',
      P,
      'concern',
      `(?:morgen|bald|heute? nacht|heut nacht|heute? abend|heut abend|ab morgen) (?:\\S+ )?(?:bin ich|ich bin) (?:\\S+ )?(?:nicht mehr (?:da|hier))(?! (?:(?:im|i am) bue?ro|bei der arbeit|weil|wegen|da ich|(?:im|i am) urlaub))`,
      { negatable: false, weak: true },
    ),
    rule(
      'date-set',
      PL,
      'imminent',
      `(?:habe|hab) (?:\\S+ )?(?:das datum|den tag|den zeitpunkt|den ort|die stelle|die methode|die brue?cke) (?:\\S+ )?(?:festgelegt|ausgesucht|gewae?hlt|bestimmt|geplant)(?! (?:fue?r (?:die|den|das|unsere|unseren|meine|meinen) (?:hochzeit|party|feier|urlaub|umzug|termin|geburtstag)))`,
      WEAK,
    ),
    rule(
      'tonight-night',
      PL,
      'imminent',
      `(?:heute? nacht|heut nacht|heute? abend|heut abend|heute?|heut|morgen) (?:ist es so ?weit|is es so ?weit|ist die nacht|ist der tag|passiert es|mache ich es|mach ich es|tue ich es|tu ich es|ist schluss|ist es vorbei|endet es|ende ich es)`,
      WEAK,
    ),
    rule(
      'last-night',
      PL,
      'imminent',
      `(?:meine|mein) (?:letzte nacht|letzter abend|letzter tag) (?:auf (?:der|dieser) welt|auf erden|am leben|hier auf erden)|(?:ist|wird) (?:meine|mein) (?:letzte nacht|letzter abend|letzter tag)(?! (?:in|(?:im|i am)|bei|hier|vor|mit|zu hause|an|auf|als|arbeitstag|schultag))`,
      WEAK,
    ),
    rule(
      'place-scouted',
      PL,
      'imminent',
      `(?:brue?cke|dach|hochhaus|klippe|stelle|ort|gleise) (?:\\S+ ){0,3}(?:ausgesucht|ausgespae?ht|gefunden|angeschaut|ausgekundschaftet)(?: \\S+){0,3} (?:um zu springen|zum springen|fue?r morgen|fue?r heute|fue?r heute nacht|wo ich)|(?:brue?cke|dach|hochhaus|klippe|gleise) (?:\\S+ ){0,3}ausgekundschaftet`,
    ),
    rule(
      'pet-away',
      PL,
      'imminent',
      `(?:katze|katzen|kater|hund|hunde|tiere|kaninchen|hase|hasen|meerschweinchen|vogel|papagei|wellensittich|hamster) (?:\\S+ ){0,5}(?:abgegeben|weggegeben|gebracht|vermittelt|gegeben|ue?berlassen|geschenkt|verschenkt|dagelassen)${DE_PRACTICAL}`,
      WEAK,
    ),
    rule('gave-all', PL, 'imminent', `alles (?:\\S+ )?(?:verschenkt|weggegeben|verteilt)(?! (?:vor dem|wegen|fue?r den) umzug)`),
    rule(
      'letter-family',
      PL,
      'imminent',
      `(?:brief|briefe|zettel|nachricht|nachrichten) (?:\\S+ ){0,2}(?:fue?r|an) (?:meine eltern|meine familie|meine kinder|meine mutter|meinen vater|meinen mann|meine frau|meinen bruder|meine schwester|meine geschwister|meine freunde|meine beste freundin|meinen besten freund|alle)(?! (?:zum|zu|fue?r den|fue?r die) (?:geburtstag|weihnachten|muttertag|hochzeit|jahrestag))(?: \\S+){0,4} (?:geschrieben|hinterlassen|vorbereitet|hingelegt)`,
    ),
    rule('where-when', PL, 'imminent', `(?:wo|wann|wie) und (?:wo|wann|wie) ich es (?:mache|tue|mach|tu|machen werde|tun werde)`),
    rule('high-enough', PL, 'imminent', `(?:die|das|der) (?:\\S+ )?hoch genug (?:ist|wae?re)|hoch genug (?:um zu springen|zum springen|zum sterben)`),
    rule(
      'letter-each',
      PL,
      'imminent',
      `(?:jedem|jeder|allen|meinen kindern|meinen eltern|meiner familie|meiner mutter|meinem vater) (?:\\S+ ){0,2}(?:einen |je einen )?(?:brief|briefe|abschiedsbrief) (?:geschrieben|hinterlassen)`,
    ),
    rule(
      'care-after',
      PL,
      'imminent',
      `damit (?:meine|mein|meinen) \\S+ (?:\\S+ ){0,2}(?:danach|nach meinem tod|wenn ich weg bin|wenn ich nicht mehr da bin) (?:\\S+ )?(?:versorgt|gut aufgehoben|abgesichert)`,
    ),
    rule(
      'bought-needed',
      PL,
      'imminent',
      `(?:alles|das) (?:\\S+ )?(?:besorgt|gekauft|vorbereitet|bereitgelegt)(?:,)? (?:\\S+ )?was ich (?:dafue?r|zum sterben|dazu) brauche`,
      WEAK,
    ),
    rule(
      'place-to-jump',
      PL,
      'imminent',
      `wo ich (?:\\S+ )?(?:springen|runterspringen|mich runterstue?rzen|mich erhae?ngen|es tun|es machen) (?:werde|will|kann|wue?rde)`,
    ),
    rule(
      'emptied-account',
      PL,
      'imminent',
      `konto (?:\\S+ )?(?:leergeräumt|leergeraeumt|leergerae?umt|aufgelöst|aufgeloest|aufgelo?e?st|gekue?ndigt)(?: \\S+){0,5} (?:gegeben|geschenkt|vermacht|ue?berwiesen)`,
    ),
    // — self-harm described
    rule(
      'ritzen',
      SH,
      'urgent',
      `(?:ich )?(?:ritze|ritz|ritzte|ritzen|geritzt|aufgeritzt|aufritzen)(?! (?:ein|eine|einen|den|die|das|mein|meine|meinen|unsere|unseren|seinen|ihren|ihre|etwas|was|initialen|namen|herz|buchstaben|in den tisch|ins holz|in die bank))|(?:ritzen|ritze|ritz) mich|mich (?:\\S+ ){0,3}(?:geritzt|ritzen|zu ritzen|aufgeritzt)`,
    ),
    rule(
      'cut',
      SH,
      'urgent',
      `(?:ich )?(?:schneide|schneid|schnitt) mich (?:\\S+ ){0,3}(?:wieder|schon wieder|absichtlich|extra|tief|selbst|jeden tag|jeden abend|jede nacht|stae?ndig|tae?glich|regelmae?ssig|heimlich|immer wieder|oft|am arm|an den armen|in den arm|am bein|an den beinen|in die arme|in die beine|am handgelenk|an den handgelenken)(?: geschnitten)?(?! (?:beim|als ich|mit dem (?:messer|papier)))|(?:ich )?(?:habe|hab) mich (?:\\S+ ){0,3}(?:wieder|schon wieder|absichtlich|extra|tief|selbst|jeden tag|oft|am arm|an den armen|in den arm|am bein|an den beinen|in die arme|in die beine|am handgelenk|an den handgelenken) (?:\\S+ ){0,2}(?:geschnitten|geritzt|verletzt|aufgeschnitten)(?! (?:beim|als ich|mit dem (?:messer|papier)))|mich (?:\\S+ ){0,2}(?:selbst|absichtlich) (?:geschnitten|zu schneiden|schneiden)|(?:mir|mich) (?:\\S+ ){0,2}(?:die |in die |meine )?(?:arme|unterarme|beine|handgelenke|oberschenkel|haut) (?:\\S+ )?(?:aufgeschnitten|aufschneiden|geschnitten|zerschnitten|aufgekratzt|zerkratzt)`,
    ),
    rule(
      'svv',
      SH,
      'urgent',
      `(?:svv|selbstverletzung|selbstverletzendes verhalten|selbstverletze|verletze mich selbst|mich selbst (?:\\S+ )?verletzen|mich selbst verletzt|mir selbst (?:\\S+ )?weh (?:tun|getan|zu tun)|mir (?:\\S+ )?wehtun|mir wehzutun|mich (?:\\S+ )?verletzen wollen|mich (?:selbst )?zu verletzen)`,
    ),
    rule(
      'relapse',
      SH,
      'urgent',
      `(?:rue?ckfall|rueckfall|rue?ckfae?llig)(?: \\S+){0,4} (?:geritzt|geschnitten|ritzen|svv|sv|sh|verletzt|klinge|selbstverletzung)|(?:wieder|schon wieder|erneut) (?:angefangen|begonnen) (?:mich )?(?:zu ritzen|zu schneiden|mich zu verletzen|zu verletzen)`,
    ),
    rule(
      'burn',
      SH,
      'urgent',
      `mich (?:\\S+ ){0,3}(?:absichtlich|selbst|mit (?:zigaretten|einer zigarette|dem feuerzeug|feuerzeug)) (?:\\S+ ){0,2}(?:verbrannt|verbrennen|zu verbrennen|verbrenne)|(?:verbrenne|verbrannt) mich (?:\\S+ )?(?:mit|absichtlich|selbst)`,
    ),
    rule(
      'hit-self',
      SH,
      'urgent',
      `(?:schlage?|schlag|schlug) (?:mich|mir) (?:\\S+ ){0,3}(?:selbst|bis es blutet|bis ich blute|blutig|absichtlich|gegen die wand|den kopf|ins gesicht)(?! (?:vor die stirn|an die stirn|(?:\\S+ ){0,3}(?:an|angeschlagen|angehauen|gestossen)$))|(?:ich|hab|habe) (?:\\S+ ){0,2}(?:meinen |den |mit dem )?(?:kopf|faust) (?:\\S+ ){0,2}gegen die wand (?:\\S+ )?(?:geschlagen|schlagen|gehauen|hauen)|(?:schlage|schlag|haue|hau) (?:meinen |den )?(?:kopf|faust) (?:\\S+ )?gegen die wand`,
    ),
    rule(
      'blades',
      SH,
      'urgent',
      `(?:klinge|klingen|rasierklinge|rasierklingen|cutter|teppichmesser) (?:\\S+ ){0,3}(?:versteckt|rausgeholt|rausgebaut|ausgebaut|rausgemacht|rausgebrochen|rausgeschraubt|rausgenommen|besorgt|gekauft|wieder|griffbereit|geholt)(?! (?:fue?r (?:den|die|das) (?:rasierer|bart|basteln|umzug|kartons)))`,
    ),
    rule(
      'wounds',
      SH,
      'urgent',
      `(?:verstecke?|versteck|verdecke?|zeige?) (?:\\S+ ){0,2}(?:meine )?(?:schnitte|wunden|narben an den armen|ritze|ritzwunden)|(?:frische|neue) (?:schnitte|ritzwunden|wunden) (?:am|an den|auf dem|auf den) (?:arm|armen|bein|beinen|handgelenk|oberschenkel)`,
    ),
    rule(
      'bleeding',
      SH,
      'imminent',
      `(?:blutet|blutung|blut)(?:[ \\n]\\S+){0,4}[ \\n](?:hoe?rt|hoert) (?:\\S+ )?(?:nicht|nich|nimmer) (?:mehr )?auf|(?:blutet|blute) (?:\\S+ )?(?:stark|sehr stark|wie verrue?ckt|ue?berall|ohne ende|immer noch)|zu tief (?:geschnitten|geritzt)|(?:hoe?rt|hoert) (?:\\S+ )?(?:nicht|nich|nimmer) (?:mehr )?auf zu bluten|(?:nicht|nich) (?:mehr )?aufhoe?rt zu bluten`,
      FIXED,
    ),
    rule(
      'took-too-many',
      SH,
      'imminent',
      // pills already swallowed: a number, a pack, "alle", "zu viele", "ne handvoll" (not someone else, not a day's dose)
      [
        // "hab vor 2 stunden 20 von meinen antidepressiva genommen", "hab ne handvoll von omas schlaftabletten geschluckt"
        `${NOT_OTHER_TAKER_DE}(?:${DE_MANY}|${DE_FEW}(?=(?: \\S+){0,8} (?:${DE_SWALLOWED})(?! (?:\\S+ ){0,3}(?:${DE_DAY_DOSE}))))(?: (?:oder|bis|und) (?:\\d+|${DE_MANY}))? (?:stue?ck |stk )?(?:(?:von|davon|aus) )?${DE_OWNER}${DE_WORD}${DE_DRUG} (?:\\S+ ){0,4}(?:${DE_SWALLOWED})${DE_COURSE}`,
        // a pack or more: "den ganzen blister ibuprofen geschluckt", "zwei packungen tilidin", "die ganze packung genommen"
        `${NOT_OTHER_TAKER_DE}${DE_PACKS} (?!(?:\\S+ ){0,2}\\S*(?:abfue?hr|vitamin|keks|chips|schoko|gummi|bonbon|eis|zigarett|kondom|nudeln))(?:(?:${DE_OWNER}${DE_WORD}${DE_DRUG}|von (?:\\S+ ){1,2}) )?(?:\\S+ ){0,3}(?:${DE_SWALLOWED})${DE_COURSE}`,
        // all, too many, a handful: "meine ganzen schlaftabletten mit wein runtergespuelt", "viel zu viele von meinen tabletten"
        `${NOT_OTHER_TAKER_DE}${DE_ALL} (?:(?:von|davon|aus) )?${DE_OWNER}${DE_WORD}${DE_DRUG} (?:\\S+ ){0,4}(?:${DE_SWALLOWED})${DE_ROUTINE}`,
        `${NOT_OTHER_TAKER_DE}(?:hab|habe|ich hab|ich habe|hab sie|habe sie|hab die|hab mir) (?:\\S+ ){0,2}(?:alle|allesamt)(?: auf einmal| zusammen| gleichzeitig| davon| von denen)? (?:(?:grad|gerade|grade|jetzt|eben|schon|einfach|mal|auf einmal) )?(?:geschluckt|eingeworfen|runtergeschluckt|reingehauen|reingeworfen|runtergespue?lt)`,
        // a number alone, swallowed: "hab grade 30 geschluckt und warte" (not "ibu 600")
        `${NOT_OTHER_TAKER_DE}(?<!(?:${PILLS}|mg|ml|ibu|ibuprofen|paracetamol|euro|eur|kilo|kg|uhr|um) )${DE_MANY} (?:stue?ck |stk |davon |von denen |von den dingern )?(?:\\S+ ){0,2}(?:geschluckt|eingeworfen|runtergeschluckt|reingehauen|reingeworfen|runtergespue?lt|eingepfiffen)`,
        // named: "ne ueberdosis genommen"
        `(?:ue?berdosis|ueberdosis|od) (?:\\S+ ){0,2}(?:genommen|geschluckt|eingeworfen)`,
        // simple past: "ich schluckte 20 tabletten", "ich nahm die ganze packung"
        `ich (?:schluckte|nahm|warf) (?:\\S+ ){0,2}(?:${DE_MANY}|${DE_ALL}|${DE_PACKS}) (?:\\S+ ){0,2}(?:${DE_DRUG}|ein)`,
      ].join('|'),
    ),
    rule('decided-zu', I, 'imminent', `(?:beschlossen|entschieden|entschlossen|vorgenommen|bereit)[ \\n](?:\\S+ ){0,2}(?:${KILL_SELF}|zu sterben)`),
    rule('hurt-self-plain', SH, 'urgent', `(?:ich )?verletze mich(?! (?:\\S+ )?(?:beim|bei|im|i am|nie|nicht))|mich (?:\\S+ )?selbst verletzt`),
    rule(
      'cut-into',
      SH,
      'urgent',
      `(?:schneide|schnitt|ritze|ritzte) mir (?:\\S+ ){0,2}(?:in die|in den|die) (?:arme|arm|beine|bein|handgelenke|oberschenkel|haut)|mich (?:\\S+ ){0,2}mit (?:einer|der|einem|dem) (?:rasierklinge|klinge|scherbe|cutter|teppichmesser) (?:\\S+ )?(?:geschnitten|geritzt|verletzt|aufgeschnitten)`,
    ),
    rule(
      'bite-blood',
      SH,
      'urgent',
      `(?:beisse|beiss|kratze|kratz|schlage|schlag) mich (?:\\S+ )?(?:blutig|bis es blutet|bis ich blute|wund)|mich (?:selbst )?zu (?:schneiden|ritzen|verbrennen)$`,
    ),
    rule(
      'cut-inverted',
      SH,
      'urgent',
      `(?:habe|hab) ich mich (?:\\S+ ){0,2}(?:wieder|schon wieder|erneut|absichtlich|selbst) (?:\\S+ )?(?:geschnitten|geritzt|verletzt|verbrannt)`,
    ),
    rule('cut-open', SH, 'urgent', `(?:schneide|schneid|ritze) mir (?:\\S+ )?(?:die |meine )?(?:arme|beine|handgelenke|oberschenkel|haut) auf`),
    rule('on-purpose', SH, 'urgent', `(?:mir|mich) (?:\\S+ ){0,2}absichtlich (?:\\S+ ){0,5}(?:verbrannt|geschnitten|verletzt|geritzt|geschlagen)`),
    // — harm to others
    rule(
      'kill-other',
      HO,
      'urgent',
      `(?:ich )?(?:will|werde|werd|mo?e?chte|plane|denke daran|ue?berlege|habe vor|hab vor|muss) (?:\\S+ ){0,2}(?:ihn|sie|dich|euch|jemanden|meinen \\S+|meine \\S+|alle|die alle) (?:\\S+ ){0,3}(?:umbringen|umzubringen|toe?ten|zu toe?ten|abstechen|abzustechen|erschiessen|zu erschiessen|abknallen|abzuknallen|erwue?rgen|zu erwue?rgen|kaltmachen|vergiften|zu vergiften)`,
    ),
    rule(
      'harm-baby',
      HO,
      'urgent',
      `(?:angst|gedanken|drang|lust|vorstellung)[ \\n](?:\\S+ ){0,3}(?:meinem baby|meinem kind|meinen kindern|meiner tochter|meinem sohn|jemandem|anderen|meinem mann|meiner frau) (?:\\S+ ){0,2}(?:etwas (?:anzutun|antun)|weh ?zu ?tun|wehzutun|schaden zuzufue?gen|zu schaden|was anzutun)|(?:werde|will|kae?nnte|koe?nnte) (?:meinem baby|meinem kind|meinen kindern|jemandem) (?:\\S+ )?(?:etwas antun|wehtun|weh tun|was antun)`,
    ),
    rule(
      'harm-child-zu',
      HO,
      'urgent',
      `(?:meinem baby|meinem kind|meinen kindern|meiner tochter|meinem sohn|meinem mann|meiner frau|jemandem) (?:\\S+ )?(?:etwas|was) (?:anzutun|antun|antue)|(?:meinem baby|meinem kind|meinen kindern|meiner tochter|meinem sohn) (?:\\S+ )?weh ?zu ?tun`,
    ),
    rule(
      'threatened',
      DO,
      'urgent',
      `${PARTNER} (?:hat|haben|droht|drohte) (?:mir |mich )?(?:\\S+ )?(?:gedroht|angedroht|mit dem tod gedroht|bedroht)(?! (?:mir |mich |uns )?(?:\\S+ ){0,4}(?:kue?ndigen|kue?ndigung|anzuzeigen|anzeige|rauszuschmeissen|rauszuwerfen|zu verlassen|schluss zu machen|freundschaft|auszuziehen|zu petzen|zu blockieren|zu entfolgen|hausarrest|zu verkaufen|wegzuwerfen|zu loe?schen|auszuschalten|abzuschalten|zu streichen|taschengeld|handy|playstation|wlan|internet|konsole))|${PARTNER} droht mir(?! (?:mit (?:der|einer) (?:kue?ndigung|anzeige|abmahnung|trennung)|(?:\\S+ ){0,3}(?:zu kue?ndigen|anzuzeigen|die freundschaft)))`,
    ),
    rule(
      'weapon-school',
      HO,
      'urgent',
      `(?:waffe|pistole|knarre|messer|gewehr|bombe|sprengstoff) (?:\\S+ ){0,3}(?:mit )?(?:in die schule|in die uni|zur schule|zur arbeit|ins bue?ro|in die firma|in die klasse)(?: \\S+){0,2} (?:nehmen|mitnehmen|bringen|mitbringen|schmuggeln)`,
    ),
    rule(
      'mass',
      HO,
      'urgent',
      `(?:amoklauf|amok laufen|amoklaufen|alle abknallen|alle erschiessen|alle umbringen|in die menge (?:schiessen|fahren|rasen)|blutbad anrichten|massaker)(?! (?:in|(?:im|i am)|an der|an einer|von|bei) (?:den nachrichten|\\S+ schule|\\S+stadt|der zeitung))`,
    ),
    rule(
      'bring-um-other',
      HO,
      'urgent',
      `ich (?:bringe?|bring) (?:ihn|sie|dich|euch|den|die|meinen \\S+|meine \\S+|alle) (?:\\S+ )?um(?! (?:\\d|\\S+ uhr|halb|viertel|den verstand|die ecke|ein|eins|zwei|drei|vier|fue?nf|sechs|sieben|acht|neun|zehn|elf|zwoe?lf|mitternacht))`,
    ),
    rule(
      'shoot-all',
      HO,
      'urgent',
      `auf (?:alle|die leute|menschen|meine kollegen|meine klasse|meine mitschue?ler) (?:\\S+ )?(?:zu )?(?:schiessen|ballern)|(?:schiesse|schiessen|ballere) (?:\\S+ ){0,2}auf alle`,
    ),
    // — danger from others
    rule(
      'partner-hits',
      DO,
      'urgent',
      `${PARTNER} (?:\\S+ ){0,1}(?:schlae?gt|schlug|verpruegelt|verprue?gelt|wue?rgt|wuergt|tritt|vergewaltigt|bedroht|missbraucht|misshandelt|schubst|sperrt|packt|trae?gt|tritt|stalkt|verfolgt|belae?stigt|terrorisiert|erpresst) (?:mich|mir|uns)(?! (?:(?:im|i am)|beim|bei|in|vor) (?:schach|tennis|spiel|kartenspiel|wettrennen|rennen|mario kart|fifa|sport))|${PARTNER} (?:hat|haben) mich (?:\\S+ ){0,5}(?:geschlagen|verpruegelt|verprue?gelt|gewue?rgt|getreten|vergewaltigt|bedroht|missbraucht|misshandelt|geschubst|eingesperrt|angegriffen|zusammengeschlagen|gewuergt)(?! (?:(?:im|i am)|beim|bei|in) (?:schach|tennis|spiel|sport))`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:droht|drohte|gedroht|hat gesagt|sagt|schwoert|schwor|schrieb|schreit|schrie|brue?llt|bruellt|bruellte|brue?llte|ruft|rief)[ \\n](?:\\S+ ){0,3}(?:mich (?:umzubringen|zu toe?ten|abzustechen|fertigzumachen|zu schlagen|zu finden)|er (?:bringt|toe?tet) mich um|mich um(?:zu)?bringen|er bringt mich um|sie bringt mich um|dass (?:er|sie) mich (?:\\S+ )?(?:umbringt|umbringen wird|toe?tet|absticht|erschiesst|erwue?rgt|kaltmacht|fertigmacht|abmurkst)(?! (?:\\S+ ){0,8}(?:haha|hahaha|lol|xd)))`,
    ),
    rule(
      'wants-kill-me',
      DO,
      'urgent',
      `${PARTNER} (?:will|wird|wollte|versucht|hat versucht) (?:mich )?(?:\\S+ ){0,2}(?:umbringen|umzubringen|toe?ten|zu toe?ten|erwue?rgen|zu erwue?rgen|abstechen)`,
    ),
    rule(
      'abused',
      DO,
      'urgent',
      `(?:ich (?:werde|wurde|werd)|(?:werde|wurde|werd) ich) (?:\\S+ ){0,6}(?:geschlagen|verprue?gelt|verpruegelt|misshandelt|vergewaltigt|missbraucht|bedroht|gewue?rgt|eingesperrt|betae?ubt)(?! (?:(?:im|i am)|beim|bei) (?:schach|tennis|spiel|sport))|(?:ich bin|bin) (?:ein )?opfer (?:von )?(?:hae?uslicher gewalt|gewalt)|(?:bei uns|bei mir) (?:zu hause|daheim) gibt es gewalt|(?:erlebe|erleide) (?:\\S+ )?(?:gewalt|missbrauch)`,
    ),
    rule(
      'afraid-home',
      DO,
      'urgent',
      `(?:habe|hab) (?:\\S+ )?angst (?:vor (?:meinem|meiner) (?:mann|freund|partner|partnerin|vater|stiefvater|mutter|ex|frau|freundin)|nach hause zu gehen|um mein leben|dass (?:mein \\S+|meine \\S+) mich (?:\\S+ ){0,3}(?:umbringt|schlae?gt|toe?tet|verprue?gelt|vergewaltigt|wue?rgt|findet)|dass er mich (?:\\S+ ){0,2}(?:umbringt|schlae?gt|toe?tet|findet)|dass sie mich (?:\\S+ )?(?:umbringt|schlae?gt|toe?tet))`,
    ),
    rule(
      'danger-now',
      DO,
      'imminent',
      `${PARTNER} (?:steht|ist|sitzt|wartet|kommt|hat) (?:\\S+ ){0,4}(?:mit (?:einem|einer|dem|der) (?:messer|waffe|pistole|knarre|axt|hammer|baseballschlae?ger))|(?:versucht|will) (?:\\S+ )?(?:die tue?r|die tuer) (?:einzutreten|aufzubrechen|eintreten|aufbrechen)|habe mich (?:\\S+ )?(?:(?:im|i am) bad|(?:im|i am) badezimmer|(?:im|i am) zimmer|in der toilette) eingeschlossen (?:\\S+ ){0,3}(?:er|sie) (?:schlae?gt|schreit|droht|tritt)`,
    ),
    rule(
      'forced',
      DO,
      'urgent',
      `(?:zwingt|zwang|hat mich gezwungen|gezwungen) (?:mich )?(?:\\S+ )?(?:zum|zu) (?:sex|geschlechtsverkehr|sexuellen)|droht mir(?! (?:mit (?:der|einer) (?:kue?ndigung|anzeige|abmahnung)))`,
    ),
    rule(
      'injured-by',
      DO,
      'urgent',
      `(?:hat|haben) mir (?:\\S+ ){0,2}(?:den arm|die nase|die rippe|rippen|den kiefer|zae?hne|die hand|den finger) (?:\\S+ )?gebrochen|(?:wird|ist|war) (?:\\S+ )?gewalttae?tig`,
    ),
    rule(
      'head-wall',
      DO,
      'urgent',
      `${PARTNER} (?:hat|haben) (?:\\S+ )?(?:meinen kopf|mich) (?:\\S+ ){0,2}gegen (?:die|eine) (?:wand|tue?r|mauer) (?:\\S+ )?(?:geschlagen|geknallt|gestossen|geschleudert|geworfen)`,
    ),
    // — eating-disorder risk
    rule(
      'not-eating',
      ED,
      'concern',
      `seit (?:\\S+ ){0,2}(?:tagen|tag|wochen|woche) (?:\\S+ ){0,3}(?:nichts|kaum was|kaum etwas|fast nichts|nix|kaum) (?:mehr )?(?:gegessen|essen|esse|ess|zu mir genommen)|(?:nichts|kaum was|fast nichts|nix) (?:mehr )?(?:gegessen|esse|ess) seit (?:\\S+ ){0,2}(?:tagen|wochen|woche)|(?:esse|ess|ass|isst) seit (?:\\S+ ){0,2}(?:tagen|wochen|woche) (?:\\S+ )?(?:nichts|nix|kaum)`,
      FIXED,
    ),
    rule(
      'purge',
      ED,
      'concern',
      `(?:bringe?|bring) mich (?:\\S+ ){0,3}zum (?:erbrechen|kotzen|brechen|uebergeben|ue?bergeben)|(?:kotze?|kotz|erbreche|erbrech|breche|ue?bergebe? mich|ue?bergeb mich) (?:\\S+ ){0,3}(?:nach dem essen|nach jedem essen|nach jeder mahlzeit|absichtlich|extra|nach den mahlzeiten)|finger in den hals|(?:muss|zwinge? mich|zwing mich) (?:\\S+ ){0,4}(?:zu kotzen|zu erbrechen|mich zu ue?bergeben)`,
    ),
    rule(
      'laxatives',
      ED,
      'concern',
      `(?:nehme|nehm|schlucke|missbrauche|nahm) (?:\\S+ ){0,2}(?:abfue?hrmittel|abfuehrmittel|entwae?sserungstabletten|appetitzue?gler|abnehmpillen)`,
    ),
    rule(
      'food-fear',
      ED,
      'concern',
      `angst (?:vor essen|vor dem essen|vorm essen|vor jeder mahlzeit|zu essen|zuzunehmen|vor kalorien|vorm zunehmen|vor dem zunehmen|dick zu werden)|(?:jedes|jedem|jede) (?:gramm|kilo|kalorie) (?:\\S+ ){0,3}(?:panisch|panik|angst|hasse)|(?:hungere|hungre|hungern) (?:mich )?(?:\\S+ ){0,2}(?:aus|runter|weiter|seit)|(?:ich )?hungere(?! nach)`,
    ),
    rule(
      'ed-named',
      ED,
      'concern',
      `(?:meine|ich habe|hab|habe wieder|rue?ckfall in (?:die|meine)|leide an|bin) (?:\\S+ )?(?:magersucht|bulimie|essstoe?rung|anorexie|magersue?chtig|bulimisch|binge eating|essbrechsucht)|(?:fressattacke|fressanfall|essanfall)(?:n|e)? (?:\\S+ ){0,5}(?:kotzen|erbrechen|abfue?hrmittel|hungern|gekotzt)`,
    ),
    rule(
      'skip-meals',
      ED,
      'concern',
      `(?:lasse|lass) (?:\\S+ )?(?:alle|jede|fast alle) mahlzeiten (?:\\S+ )?(?:aus|ausfallen)|(?:nur|hoe?chstens|maximal|unter) (?:\\S+ ){1,2}(?:kalorien|kcal) (?:am tag|pro tag|tae?glich)|(?:nur noch|hoe?chstens noch) \\d+ (?:kalorien|kcal)|(?:nur|bloss) (?:noch )?(?:einen|ein|eine|1) (?:apfel|joghurt|kaffee|glas wasser|tee|knae?ckebrot) (?:am tag|pro tag)`,
    ),
    rule(
      'medical',
      ED,
      'urgent',
      `(?:essen|esse|ess|gegessen|kalorien|mahlzeit|gekotzt|erbrochen|kotze|hungern|hungere)(?: \\S+){0,8} (?:ohnmae?chtig|umgekippt|zusammengebrochen|kreislauf|herzrasen|schwarz vor (?:den )?augen|brustschmerzen|herzstolpern|blut (?:erbrochen|gekotzt))|(?:ohnmae?chtig|umgekippt|zusammengebrochen|schwarz vor (?:den )?augen|herzrasen|brustschmerzen)(?: \\S+){0,6} (?:nichts|nix|nicht|kaum|kaum was) (?:\\S+ )?(?:gegessen|esse|ess)|(?:ohnmae?chtig|umgekippt|zusammengebrochen)(?: \\S+){0,6} (?:hungern|hungere)|blut (?:erbrochen|gekotzt)`,
    ),
    rule(
      'barely-eat',
      ED,
      'concern',
      `(?:esse|ass) (?:kaum|fast nichts|nichts|nix)(?: noch| mehr)?(?: was| etwas)? seit (?:\\S+ ){0,2}(?:tagen|wochen|woche)`,
      FIXED,
    ),
    rule(
      'purge-all',
      ED,
      'concern',
      `(?:wieder|schon wieder|jeden tag|immer|nach jedem essen) (?:\\S+ )?alles (?:\\S+ )?(?:erbrochen|ausgekotzt|gekotzt|rausgekotzt)`,
    ),
    rule(
      'eat-nothing',
      ED,
      'concern',
      `(?:ich )?(?:esse|ess|iss) (?:fast |so gut wie |fast gar |gar |)(?:nichts|nix|kaum (?:noch )?(?:was|etwas)) mehr|(?:nichts|nix|kaum (?:noch )?(?:was|etwas)) mehr (?:esse|ess)`,
      FIXED,
    ),
    rule(
      'eat-nothing-inv',
      ED,
      'concern',
      `(?:esse|ess) ich (?:\\S+ )?(?:fast |kaum |so gut wie |gar )?(?:nichts|nix)(?! (?:\\S+ )?(?:anderes|ausser|suesses|sue?sses|fleisch|mit))|(?:sport|trainiere|laufe|jogge) (?:\\S+ ){0,3}bis ich (?:fast |beinahe |)(?:umkippe|umkipp|ohnmae?chtig werde|zusammenbreche|zusammenbrech)`,
      FIXED,
    ),
    rule(
      'purge-after',
      ED,
      'concern',
      `(?:und|dann) (?:\\S+ )?(?:erbreche|kotze)(?: ich)?$|(?:erbreche|kotze) (?:\\S+ ){0,2}wenn ich (?:\\S+ ){0,2}(?:esse|gegessen habe)`,
    ),
    rule('purge-everything', ED, 'concern', `(?:ich )?(?:erbreche|kotze) alles(?: was ich esse)?$|behalte nichts (?:bei mir|drin)`),
    // — added families (dev set docs/safety/dev/de.*): phone typing, separable verbs, indirect wording
    rule(
      'wake-no-more',
      P,
      'concern',
      `(?:hoffe|hoffentlich|wue?nsche?|wue?nsch|wue?nschte|bete|wue?rde gerne?|wae?re? (?:so )?schoe?n|will|mo?e?chte)(?: \\S+){0,6} (?:wache?|wach|wachen) (?:\\S+ ){0,3}(?:nicht|nich|nie|nimmer) (?:mehr |wieder |mehr wieder )?auf`,
    ),
    rule(
      'wish-not-here',
      P,
      'concern',
      `(?:wue?nsch\\S*|wollte|hoffe) (?:\\S+ ){0,3}ich (?:\\S+ ){0,2}(?:wae?re?|waer) (?:\\S+ ){0,2}(?:nicht|nich|nie) (?:mehr )?(?:da|hier|am leben|auf der welt|geboren)|ich (?:wae?re?|waer) (?:so )?gerne? (?:einfach )?(?:nicht mehr (?:da|hier|am leben)|tot|fue?r immer weg)`,
      FIXED,
    ),
    rule(
      'better-if-gone',
      P,
      'concern',
      `(?:besser|leichter|einfacher|egal|glue?cklicher|ruhiger) (?:\\S+ ){0,4}wenn (?:ich|es mich) (?:\\S+ ){0,3}(?:weg|tot|gestorben|nie geboren|nicht geboren|nicht mehr (?:da|hier|am leben)|nicht (?:mehr )?(?:gae?be|geben wue?rde|existieren wue?rde|existiere|existieren|da))(?! (?:\\S+ )?(?:von|aus|nach|in|im|i am|auf|bei|zur|zum))|wenn (?:ich|es mich) (?:\\S+ ){0,3}(?:nicht mehr (?:da|hier|am leben)|tot|nicht (?:mehr )?(?:gae?be|geben wue?rde))(?: \\S+){0,6} (?:besser|leichter|egal|auffallen|merken|vermissen|interessieren|juckt|jucken)`,
      FIXED,
    ),
    rule(
      'life-sense',
      P,
      'concern',
      `was (?:hat|macht|soll) (?:das|mein|dieses|so ein) leben (?:ue?berhaupt |eigentlich )?noch (?:fue?r )?(?:einen |nen |n )?sinn|(?:wozu|wofue?r|warum) (?:\\S+ )?noch (?:weiterleben|leben|am leben bleiben|existieren)`,
      FIXED,
    ),
    rule('why-go-on', P, 'concern', `(?:wozu|wofue?r|warum) (?:\\S+ )?noch (?:weitermachen|aufstehen|kae?mpfen|durchhalten)$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'disappear-forever',
      P,
      'concern',
      `(?:verschwinden|disappear|weg sein|einzuschlafen|einschlafen) (?:\\S+ )?(?:fue?r immer|forever|auf ewig|fue?r ewig|endgue?ltig)(?! (?:aus (?:der|dem|seinem|ihrem)|von))`,
    ),
    rule(
      'hopeless',
      P,
      'urgent',
      `(?:alles|das alles) (?:ist|is) (?:so |doch |eh |einfach |nur noch )?(?:sinnlos|hoffnungslos|aussichtslos)$|(?:es|alles|das alles) (?:hat|macht) (?:\\S+ ){0,2}(?:keinen|null) sinn mehr$|(?:es|das) wird (?:\\S+ )?(?:nie|niemals|nie mehr) (?:\\S+ )?besser$`,
      { negatable: false, weak: true },
    ),
    rule('cant-bear', P, 'concern', `(?:ich )?(?:halte?|halt)(?:s| es| das(?: alles)?)? (?:\\S+ )?(?:nicht|nich|nimmer) (?:mehr )?aus$`, {
      negatable: false,
      weak: true,
    }),
    rule('no-worries-soon', P, 'concern', `(?:mue?sst|musst|mue?ssen) (?:ihr|du|sie) (?:euch|dich|sich) (?:\\S+ )?keine sorgen (?:mehr )?(?:um mich )?machen`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'wont-need-soon',
      P,
      'concern',
      `brauche? (?:ich|ichs) (?:\\S+ ){0,2}(?:bald|dann|da wo ich hin ?gehe|wo ich hin ?gehe) (?:eh |ja |doch |wohl )?(?:nicht|nich|nimmer) mehr|brauche? (?:ich|ichs) (?:ja |eh |doch |wohl |sowieso |eh bald |bald |alles |das alles |dann ){1,3}(?:nicht mehr|nich mehr|nimmer|nimma)$|ich brauche? (?:die|den|das|sie|ihn|es|die sachen|das zeug|den kram|das alles|alles) (?:(?:eh|sowieso|ja|bald|dann|eh bald) )?(?:nicht|nich|nimmer) mehr$`,
      { negatable: false, weak: true },
    ),
    rule('can-go-now', P, 'concern', `(?:dann|jetzt|nun|endlich) kann ich (?:\\S+ )?(?:in ruhe |beruhigt |endlich )?(?:gehen|abtreten|loslassen)$`, {
      weak: true,
    }),
    rule(
      'suicidal-thoughts',
      A,
      'urgent',
      `(?<!(?:anzeichen|symptome|umgang|thema|fragen|infos|informationen|hilfe|ursachen|warnsignale|statistik) (?:fue?r|mit|bei|zu|von|ue?ber) (?:\\S+ )?)(?:suizidgedanken|selbstmordgedanken|suizidale gedanken|suizidgedanke|selbstmordgedanke|suizid gedanken|selbstmord gedanken|gedanken an (?:suizid|selbstmord))(?! (?:bei|von) (?:jugendlichen|teenagern|kindern|anderen|menschen|mae?nnern|frauen|schue?lern|patienten))`,
    ),
    rule(
      'end-it-all',
      A,
      'urgent',
      `(?:mache?|mach|setze?|setz|bereite) (?:ich )?(?:jetzt |heute |heut |endlich |einfach |bald |)(?:dem ganzen|allem|dem allen|dem leben|meinem leben|dem ganzen hier|dem ganzen scheiss) (?:jetzt |endlich |heute |)ein ende(?! (?:mit (?:der|dem|den|ihm|ihr)|und (?:trenn|kue?ndig|zieh)))`,
    ),
    rule(
      'through-with-it',
      I,
      'imminent',
      `das mit dem (?:sterben|tod|suizid|selbstmord|umbringen) (?:\\S+ ){0,3}(?:durch|ernst|wahr)|(?:ziehe?|zieh) (?:\\S+ ){0,4}(?:mit dem sterben|den suizid|den selbstmord|meinen plan|es mit dem sterben) (?:\\S+ )?durch`,
    ),
    rule(
      'not-long',
      I,
      'imminent',
      `(?:nicht|nich) mehr lange (?:\\S+ ){0,3}(?:ein problem|eine last|eine belastung|im weg|zur last|am leben|auf (?:dieser|der) welt|unter euch|unter den lebenden)|bald (?:\\S+ )?(?:nicht|nich) mehr (?:\\S+ )?(?:ein problem|eine last|im weg|zur last|am leben|auf (?:dieser|der) welt)`,
      FIXED,
    ),
    rule(
      'rid-of-me',
      PL,
      'imminent',
      `(?:bald|dann|endlich|morgen) (?:\\S+ )?(?:seid|bist|sind) (?:ihr|du|sie|alle) (?:\\S+ )?mich (?:endlich )?los|(?:seid|bist|sind) (?:ihr|du|sie|alle) (?:\\S+ )?(?:bald|endlich|dann) mich los|(?:bin|ich bin) (?:eh |ja |doch |sowieso )?bald weg$`,
      WEAK,
    ),
    rule(
      'lethal-height',
      M,
      'urgent',
      `wie viele stockwerke (?:man|ich) (?:\\S+ )?(?:braucht|brauche|brauch)$|(?:wie hoch|welche hoe?he|wie viele stockwerke|wie tief) (?:\\S+ ){0,5}(?:tot|sterben|stirbt|sicher tot)(?! \\S+ (?:ue?berleben|ue?berlebt))|damit (?:man|ich) (?:\\S+ )?(?:sicher |auch |wirklich |)(?:tot (?:ist|bin)|stirbt|sterbe)`,
    ),
    rule(
      'jump-want',
      M,
      'urgent',
      `(?:\\S*dach|\\S*brue?cke|hochhaus|balkon|klippe|fenster|\\S*gleis|gleisen|\\S*turm|parkhaus|abgrund|gelae?nder|stock|stockwerk|etage)(?: \\S+){0,8} (?:wollte|will|mo?e?chte|wue?rde|werde|dachte|ue?berlegt|ue?berlege|ue?berlegte|gedacht) (?:\\S+ ){0,2}(?:springen|zu springen|runterspringen|runterzuspringen|runterstue?rzen|mich fallen lassen|mich fallen zu lassen|mich runterstue?rzen|mich runterzustue?rzen)(?! (?:in den|ins|in die) (?:pool|wasser|see|meer|fluss|becken))|(?:will|wollte|mo?e?chte|werde) (?:\\S+ ){0,3}(?:runterspringen|mich runterstue?rzen|mich in die tiefe (?:stue?rzen|fallen lassen))`,
    ),
    rule(
      'gun-self',
      M,
      'urgent',
      `(?:sie|die waffe|die pistole|die knarre|das messer|das gewehr|den revolver) (?:\\S+ )?(?:gegen|auf) mich (?:selbst )?(?:zu )?richten|(?:pistole|waffe|knarre|lauf|revolver) (?:\\S+ ){0,2}(?:an|auf|gegen) (?:meinen|den|meine|die) (?:kopf|schlae?fe|brust) (?:zu )?(?:halten|setzen|richten|druecken)`,
    ),
    rule(
      'overdose-easy',
      M,
      'urgent',
      `(?:ne |eine |die |n )?(?:ue?berdosis|ueberdosis) (?:\\S+ ){0,3}(?:wae?re?|waer|am einfachsten|am besten|reicht|fue?r mich)`,
    ),
    rule(
      'pills-with-me',
      M,
      'urgent',
      `${PILLS} (?:\\S+ ){0,5}(?:bei mir|hier bei mir|in meinem zimmer|in meiner tasche|eingesteckt|mitgenommen|eingepackt)`,
      WEAK,
    ),
    rule(
      'means-where',
      M,
      'urgent',
      `wo (?:kann |koe?nnte |krieg |kriege |bekomm |bekomme )?(?:ich|man) (?:\\S+ ){0,3}(?:ein |nen |n |einen |eine |ne )?(?:seil|strick|waffe|pistole|knarre|${PILLS}|rasierklinge|klinge) (?:\\S+ )?(?:herbekomm\\S*|bekomm\\S*|kaufen|kauf|besorgen|besorg|kriegen|krieg)`,
      WEAK,
    ),
    rule(
      'nobody-home',
      PL,
      'imminent',
      `(?:wann|wenn) (?:niemand|keiner|alle) (?:\\S+ )?(?:zu ?hause|daheim|weg|aus dem haus|unterwegs) (?:ist|sind|bin)`,
      WEAK,
    ),
    rule(
      'bought-to',
      PL,
      'imminent',
      `(?:seil|strick|schlinge|${PILLS}|messer|klinge|rasierklinge|waffe|pistole|knarre|kohle|grill) (?:\\S+ ){0,3}(?:gekauft|besorgt|bestellt|geholt|organisiert|gesammelt) (?:\\S+ ){0,2}um (?:mich (?:\\S+ )?(?:aufzuhae?ngen|umzubringen|zu erhae?ngen|zu toe?ten|zu erschiessen|zu vergiften)|mir (?:\\S+ )?das leben zu nehmen|es (?:\\S+ )?zu beenden|zu sterben)`,
    ),
    rule('pills-counted-pl', PL, 'imminent', `${PILLS} (?:\\S+ )?(?:schon |bereits )?(?:gezae?hlt|abgezae?hlt|bereitgelegt|zurechtgelegt|rausgelegt)`),
    rule(
      'will-suffice',
      PL,
      'imminent',
      `(?:das|die|sie|es) (?:\\S+ )?(?:reicht|reichen|wue?rde reichen|sollte reichen|wue?rden reichen|wird reichen) (?:locker |sicher |bestimmt )?(?:fue?r mich|um (?:zu sterben|nicht mehr aufzuwachen))`,
      WEAK,
    ),
    rule('all-prepared', PL, 'imminent', `(?:ich )?(?:hab|habe) (?:schon |jetzt |)alles (?:\\S+ )?(?:vorbereitet|geplant|organisiert|bereitgelegt)`, WEAK),
    rule(
      'gifts',
      PL,
      'imminent',
      `(?:meine|mein|meinen|meiner) (?:\\S+ )?(?:playstation|ps4|ps5|pss|psa|konsole|xbox|switch|handy|laptop|schmuck|gitarre|kette|uhr|lieblings\\S+|kram|klamotten|bue?cher|spiele|ersparnisse|erspartes|geld|sachen) (?:\\S+ ){0,3}(?:geschenkt|verschenkt|vermacht|weggegeben|ue?berlassen|vererbt|ue?berwiesen)(?! bekommen)`,
      WEAK,
    ),
    rule(
      'all-over-soon',
      PL,
      'imminent',
      `(?:bald|morgen|heute? nacht|heut nacht|heute? abend|dann|endlich) (?:\\S+ )?(?:ist|is) (?:es |das )?(?:alles )?(?:endlich )?vorbei$`,
      WEAK,
    ),
    rule(
      'goodbye-all',
      PL,
      'imminent',
      `mich (?:\\S+ ){0,2}von (?:allen|euch|meiner familie|meinen freunden|allen freunden|jedem|allen leuten) (?:\\S+ )?verabschiedet$`,
      WEAK,
    ),
    rule('testament', PL, 'imminent', `(?:mein|ein|das) testament (?:\\S+ )?(?:gemacht|geschrieben|aufgesetzt|fertig)`, WEAK),
    rule(
      'plan-kill',
      PL,
      'imminent',
      `plan(?: \\S+){0,2} (?:wie|wann|wo) ich (?:mich|es) (?:\\S+ ){0,2}(?:umbring\\S*|toe?te|erhae?nge|aufhae?nge|beende|umlege)|plan (?:\\S+ ){0,2}(?:fue?r meinen|zu meinem) (?:tod|suizid|selbstmord)|suizidplan|selbstmordplan`,
    ),
    rule(
      'letters-after',
      PL,
      'imminent',
      `(?:brief|briefe|zettel|nachricht|nachrichten|video|videos) (?:\\S+ ){0,8}(?:fue?r danach|fue?r die zeit danach|fue?r wenn ich (?:nicht mehr (?:da|hier|am leben)|tot|weg) bin|wenn ich (?:nicht mehr (?:da|hier|am leben)|tot) bin|nach meinem tod)`,
    ),
    rule(
      'hit-self-fist',
      SH,
      'urgent',
      `(?:schlage?|schlag|schlug|haue?|hau) (?:mich|mir) (?:\\S+ ){0,4}mit (?:der|meiner) faust (?:\\S+ ){0,2}(?:gegen|an|auf|in)|(?:schlage?|schlag|schlug|haue?|hau|boxe?) (?:mich|mir) (?:\\S+ ){0,6}(?:bis es (?:\\S+ )?(?:weh ?tut|blutet|blau)|bis ich (?:blute|blaue flecken)|bis (?:ich )?nichts mehr fue?hle)`,
    ),
    rule(
      'scratch-blood',
      SH,
      'urgent',
      `(?:kratze?|kratz|beisse?|beiss|ritze?|schneide?|schneid|zwicke?|kneife?|kneif|reisse?|reiss) (?:mich|mir) (?:\\S+ ){0,4}(?:bis es blutet|bis ich blute|bis es (?:richtig )?weh ?tut|blutig)`,
    ),
    rule(
      'cut-times',
      SH,
      'urgent',
      `(?:mich|mir) (?:\\S+ ){0,3}(?:\\d+|paar|ein paar|mehrere|mehrmals|zwei|drei|vier|fue?nf|zehn) ?(?:mal|x) (?:\\S+ )?(?:geschnitten|geritzt)`,
    ),
    rule(
      'sv-back',
      SH,
      'urgent',
      `(?:sv|svv|selbstverletzung|ritzdruck|suchtdruck) (?:\\S+ )?(?:ist|sind|is|kommt|kommen) (?:\\S+ )?(?:wieder|zurue?ck|so stark|stae?rker)|ritzdruck|(?:sv|svv) druck`,
    ),
    rule(
      'hurt-self-2',
      SH,
      'urgent',
      `(?:verletze?|verletz) mich (?:\\S+ )?(?:selbst|selber|absichtlich|wieder|immer wieder|stae?ndig|jeden tag)(?! (?:\\S+ )?(?:beim|bei|i am|im))`,
    ),
    rule(
      'cut-arm',
      SH,
      'urgent',
      `mir (?:\\S+ ){0,2}(?:in den|in die|den|die|ins) (?:arm|arme|unterarm|unterarme|bein|beine|handgelenk|handgelenke|oberschenkel|bauch|huefte|haut) (?:\\S+ ){0,2}(?:geschnitten|geritzt|aufgeschnitten|aufgeritzt)(?! (?:\\S+ ){0,3}(?:als|beim|bei dem|wegen|an (?:der|dem|einer|einem|nem|ner) (?:scherbe|glas|dose|kante|papier|herd|ofen)))`,
    ),
    rule(
      'kill-other-2',
      HO,
      'urgent',
      `(?:ich )?(?:will|werde|werd|mo?e?chte|plane|muss|wue?rde am liebsten) (?:\\S+ ){0,2}${SOMEONE} (?:\\S+ ){0,2}(?:umbringen|umzubringen|toe?ten|zu toe?ten|abstechen|abzustechen|erstechen|zu erstechen|erschiessen|zu erschiessen|abknallen|abzuknallen|erwue?rgen|zu erwue?rgen|kaltmachen|vergiften|zu vergiften|umlegen|killen|totschlagen|totprue?geln)`,
    ),
    rule(
      'harm-someone',
      HO,
      'urgent',
      `(?:will|werde|werd|mo?e?chte|koe?nnte|plane|lust|drang|gedanken|vorstellung|angst)(?: \\S+){0,3} ${SOMEONE} (?:(?!(?:nicht|nich|nie|niemals|kein|keine|nichts)\\b)\\S+ ){0,6}(?:was|etwas|gewalt)(?: schlimmes| boe?ses| furchtbares)? (?:antun|anzutun|antue|zufue?gen|zuzufue?gen)`,
    ),
    rule(
      'kill-fantasy',
      HO,
      'urgent',
      `(?:wie|dass) ich ${SOMEONE} (?:\\S+ )?(?:ersteche|erstech|absteche|abstech|erwue?rge|erwuerg|erschiesse|erschiess|abknalle|abknall|umbringe|toe?te|umlege|kaltmache|vergifte|totschlage|totprue?gle)`,
    ),
    rule(
      'touched',
      DO,
      'urgent',
      `(?:onkel|stiefvater|vater|papa|opa|grossvater|bruder|stiefbruder|cousin|trainer|lehrer|nachbar|chef) (?:\\S+ )?(?:fasst|fasste|beru?e?hrt|begrapscht|befummelt|grapscht|betatscht) mich ${GAP}(?:an|unten|ue?berall|unsittlich|zwischen den beinen|an der brust|gegen meinen willen)|(?:hat|haben) mich (?:\\S+ ){0,3}(?:begrapscht|befummelt|betatscht|unsittlich beru?e?hrt|gegen meinen willen angefasst)|gegen meinen willen (?:\\S+ ){0,3}(?:angefasst|beru?e?hrt|sex|gezwungen)`,
    ),
    rule(
      'keep-secret',
      DO,
      'urgent',
      `(?:soll|darf|sollte) (?:es|das) (?:\\S+ )?(?:keinem|niemandem|niemanden|keinen) (?:\\S+ )?(?:sagen|erzae?hlen|verraten)`,
      {
        negatable: false,
        weak: true,
      },
    ),
    rule(
      'rather-not-exist-2',
      P,
      'concern',
      `(?:am liebsten|lieber|gerne?) (?:wue?rde?|mo?e?chte?) (?:ich )?(?:\\S+ ){0,2}(?:nicht mehr|nich mehr|gar nicht mehr|nie mehr|nimmer) (?:existieren|leben|da sein|aufwachen|hier sein|sein)|(?:wenn|dass) ich (?:doch |bloss |einfach )?nie geboren (?:worden )?(?:wae?re?|waer)`,
      FIXED,
    ),
    rule(
      'nobody-notice',
      P,
      'concern',
      `(?:keiner|niemand|keinen) (?:\\S+ ){0,2}(?:merken|merkt|vermissen|vermisst|auffallen|interessieren|interessiert|kue?mmern|juckt|jucken)(?: \\S+){0,2} wenn ich (?:\\S+ ){0,2}(?:weg|tot|nicht mehr da|sterben|sterbe|verschwinden|verschwinde|gestorben)`,
      FIXED,
    ),
    rule(
      'no-sense-life',
      P,
      'concern',
      `(?:keinen|kein) sinn (?:mehr )?(?:in meinem leben|i am leben|im leben|zu leben|am leben|mehr zu leben|in diesem leben)`,
      FIXED,
    ),
    rule(
      'harm-self-euph',
      A,
      'urgent',
      `(?:mir|mich) (?:selbst |selber )?(?:was|etwas|was schlimmes|etwas schlimmes|was an) (?:\\S+ )?(?:antun|anzutun|antue|zuleide tun)|(?:tue?|tu) mir ${GAP}(?:was|etwas) an`,
    ),
    rule('harm-self-done', SH, 'urgent', `ich (?:\\S+ ){0,3}mir (?:selbst )?(?:was|etwas) (?:\\S+ )?angetan`),
    rule('thought-suicide', A, 'urgent', `(?:an|ue?ber) (?:selbstmord|suizid|den freitod|freitod|suicide) (?:\\S+ )?(?:gedacht|nachgedacht|denken|nachdenken)`),
    rule(
      'tried-before',
      A,
      'urgent',
      `ich (?:\\S+ ){0,3}versucht,? mich (?:selbst )?(?:umzubringen|zu toe?ten|aufzuhae?ngen|zu erhae?ngen|zu vergiften|zu erschiessen)`,
    ),
    rule(
      'lethal-pills',
      M,
      'urgent',
      `(?:welche|wie viele?) (?:\\S+ ){0,2}(?:sind|ist|waere?|wae?ren) (?:\\S+ )?(?:toe?dlich|letal)|(?:${PILLS}|dosis|menge) (?:\\S+ ){0,3}(?:toe?dlich|letal)(?! fue?r (?:hunde|katzen|tiere|kinder))`,
    ),
    rule(
      'hang-sep',
      M,
      'urgent',
      `(?:hae?nge?|haeng|hang) mich (?:\\S+ ){0,3}auf(?= (?:heute|heut|jetzt|gleich|morgen|am|an der|an dem|an nem|an einem|i am|im|auf dem dachboden)|$)`,
    ),
    rule(
      'rope-have',
      M,
      'urgent',
      `(?:hab|habe|besitze|hol|hole|kauf|kaufe) (?:\\S+ ){0,2}(?:einen |nen |n |den )?strick(?! (?:zu )?drehen)(?! (?:\\S+ ){0,3}(?:zelt|boot|schaukel|hae?ngematte|wae?sche|klettern|vergessen|fue?r (?:das|den|die) (?!mich)\\S+))`,
    ),
    rule(
      'blade-to-wrist',
      M,
      'urgent',
      `(?:messer|klinge|rasierklinge|scherbe|cutter) (?:\\S+ ){0,2}(?:an|ans|an mein|an meinen|an die|an meine) (?:handgelenk|handgelenke|pulsader|pulsadern|hals|kehle|arm) (?:\\S+ )?(?:gehalten|halten|gesetzt|setzen|gedrue?ckt)`,
    ),
    rule(
      'pills-before-me',
      M,
      'urgent',
      `(?:packung|packungen|schachtel|dose|alle meine|meine ganzen|die ganzen|\\d\\d+|viele) (?:\\S+ )?${PILLS} (?:\\S+ ){0,3}(?:vor mir|neben mir|griffbereit|bereit|auf dem tisch|auf meinem bett)|(?:\\d\\d+|viele|alle meine|die ganzen|meine ganzen|packungen) (?:\\S+ )?${PILLS} (?:\\S+ ){0,2}(?:hier|bei mir)`,
    ),
    rule(
      'day-i-go',
      PL,
      'imminent',
      `(?:der tag|die nacht|der abend|der moment) (?:an dem|an der|wo|in der) ich (?:\\S+ )?(?:gehe|geh|es tue|es tu|es mache|es mach|abtrete)`,
      WEAK,
    ),
    rule(
      'day-i-die',
      PL,
      'imminent',
      `(?:der tag|die nacht|der abend|der moment) (?:an dem|an der|wo|in der) ich (?:\\S+ )?(?:sterbe|sterb|mich umbringe|mich umbring)`,
    ),
    rule(
      'know-how',
      PL,
      'imminent',
      `(?:weiss|weiß) (?:\\S+ )?(?:jetzt |schon |genau |endlich )?(?:wie|wann|wo) (?:und (?:wann|wo|wie) )?ich es (?:mache|mach|tue|tu|machen werde|tun werde)`,
      WEAK,
    ),
    rule(
      'affairs-after',
      PL,
      'imminent',
      `(?:alles|sachen|papiere|angelegenheiten|finanzen) (?:\\S+ ){0,2}(?:geregelt|geordnet|vorbereitet|organisiert) (?:\\S+ )?fue?r (?:danach|die zeit danach|nach meinem tod|wenn ich (?:nicht mehr da|tot|weg) bin)`,
    ),
    rule(
      'tell-love',
      PL,
      'imminent',
      `(?:sagt|sag|richtet) (?:\\S+ ){0,3}(?:meiner|meinem|meinen) \\S+ (?:\\S+ )?dass ich (?:sie|ihn|euch|die|ihnen) (?:\\S+ )?(?:lieb|liebe)`,
      WEAK,
    ),
    rule(
      'burn-cig',
      SH,
      'urgent',
      `(?:brenne?|brenn|verbrenne?|verbrenn|drue?cke?|drueck) (?:mich|mir) (?:\\S+ ){0,3}(?:mit (?:zigaretten|einer zigarette|der zigarette|dem feuerzeug|feuerzeug|kerzen|der kerze|dem bue?geleisen)|zigaretten auf|zigarette auf)`,
    ),
    rule(
      'stab-him',
      HO,
      'urgent',
      `(?:ich )?(?:stech|steche|knall|knalle|bring|bringe) ${SOMEONE} (?:\\S+ )?(?:ab|um)(?! (?:\\d|\\S+ uhr|halb|viertel|den verstand|die ecke|nach hause|zum|zur|ins|in die|heim|ein|eins|zwei|drei|vier|fue?nf|sechs|sieben|acht|neun|zehn|elf|zwoe?lf|mitternacht))|(?:ich )?(?:mach|mache|leg|lege) (?:ihn|sie|dich|euch|alle|den typen|den kerl|die schlampe|den wichser) (?:\\S+ )?(?:kalt|um)`,
    ),
    rule(
      'die-slang',
      A,
      'urgent',
      `(?:will|mo?e?chte|wue?rde (?:so )?gerne?|werde|werd) ${GAP}(?:den loe?ffel abgeben|ins gras beissen|abkratzen|abnippeln|verrecken)`,
    ),
    rule('want-it-stop', P, 'concern', `(?:will|mo?e?chte|wue?nsche mir) (?:\\S+ ){0,2}dass (?:es|alles|das alles) (?:\\S+ )?(?:endlich )?aufhoe?rt$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'go-jump',
      I,
      'imminent',
      `(?:gehe?|geh|fahre?|fahr|laufe?|lauf) (?:\\S+ ){0,2}(?:zur|zu der|auf die|aufs|auf das|zu den|an die) (?:brue?cke|dach|gleisen|gleise|klippe|hochhaus|bahn|schienen) (?:\\S+ ){0,2}(?:und )?(?:springe?|spring|leg mich|lege mich|werf mich|werfe mich)`,
    ),
    rule(
      'cut-throat',
      HO,
      'urgent',
      `(?:ihm|ihr|dem \\S+|der \\S+|denen) (?:\\S+ )?(?:die kehle|den hals) (?:\\S+ )?(?:durchschneiden|durchzuschneiden|aufschlitzen|aufzuschlitzen)|(?:ihm|ihr) (?:\\S+ )?den schae?del (?:\\S+ )?(?:einschlagen|einzuschlagen)`,
    ),
    rule(
      'life-unbearable',
      P,
      'concern',
      `(?:halte?|halt|ertrage?|ertrag) (?:das|dieses|mein) leben (?:\\S+ )?(?:nicht|nich|nimmer|kaum) (?:mehr )?(?:aus)?`,
      FIXED,
    ),
    rule(
      'why-alive',
      P,
      'concern',
      `warum (?:ich )?(?:\\S+ )?(?:ue?berhaupt |eigentlich )?noch (?:lebe|am leben bin|existiere|hier bin|da bin)|warum (?:lebe|existiere) ich (?:\\S+ ){0,2}noch|warum bin ich (?:\\S+ ){0,2}noch (?:am leben|auf (?:der|dieser) welt)`,
      FIXED,
    ),
    rule('why-still-here', P, 'concern', `warum bin ich (?:ue?berhaupt |eigentlich )?noch (?:hier|da)$`, { negatable: false, weak: true }),
    rule(
      'care-when-gone',
      PL,
      'imminent',
      `(?:kue?mmert|kue?mmern|sorgt|sorgen|versorgt) (?:\\S+ ){0,5}wenn ich (?:nicht mehr (?:da|hier)|tot|weg|gestorben) bin`,
      WEAK,
    ),
    rule('tired-all', P, 'concern', `(?:bin|so) (?:\\S+ )?(?:mue?de|erschoe?pft) von (?:allem|dem ganzen|alldem|allem hier)$`, {
      negatable: false,
      weak: true,
    }),
    rule('no-fear-death', I, 'imminent', `(?:keine|kein) angst (?:mehr )?(?:vorm|vor dem|vor\\S*) (?:sterben|tod)`, { negatable: false, weak: true }),
    rule(
      'how-quick',
      M,
      'urgent',
      `wie ich es (?:\\S+ ){0,3}(?:mache|mach|tue|tu|anstelle) (?:\\S+ ){0,2}(?:dass|damit) es (?:\\S+ )?(?:schnell|nicht weh|nich weh|schmerzlos|sicher klappt)(?! (?:\\S+ )?(?:mit|bei|beim) )`,
    ),
    rule(
      'pills-bought',
      M,
      'urgent',
      `(?:packungen|mehrere packungen|zwei packungen|drei packungen|\\d+ packungen|\\d\\d+) (?:\\S+ )?${PILLS} (?:\\S+ ){0,3}(?:gekauft|besorgt|geholt|bestellt|gehortet)(?! (?:\\S+ ){0,2}(?:im angebot|billiger|gue?nstiger|fue?r (?:die|den|meine|meinen|unsere|unseren|oma|opa|mama|papa|die apotheke)))`,
    ),
    rule(
      'pills-lying',
      M,
      'urgent',
      `${PILLS} (?:\\S+ ){0,2}(?:vor mir|neben mir|auf dem tisch|auf dem bett|auf meinem bett) (?:liegen|liegt|stehen|bereit)`,
      WEAK,
    ),
    rule('dare-not-yet', I, 'imminent', `(?:trau|traue) mich (?:\\S+ )?(?:noch )?(?:nicht|nich)$`, WEAK),
    rule(
      'better-not-here',
      P,
      'concern',
      `(?:besser|leichter) (?:\\S+ ){0,3}(?:ich|es mich) (?:wae?re?|waer|wae?r) (?:\\S+ ){0,2}(?:nicht mehr (?:da|hier|am leben)|tot|nie geboren)|(?:besser|leichter) (?:\\S+ ){0,3}es (?:gae?be|gab) mich (?:\\S+ )?(?:nicht|nich)`,
      FIXED,
    ),
    rule('in-the-way', P, 'concern', `(?:bin|ich bin) (?:\\S+ ){0,3}(?:im weg|zur last)$`, { negatable: false, weak: true }),
    rule('dont-care-wake', P, 'concern', `egal (?:\\S+ ){0,2}ob ich (?:\\S+ ){0,2}(?:aufwache|aufwach|lebe|sterbe|tot bin|ue?berlebe|wieder aufwache)`, FIXED),
    rule(
      'cut-at-arm',
      SH,
      'urgent',
      `(?:rumgeschnitten|rumgeritzt|geschnitten|geritzt|schneide|ritze|ritz|schneid) (?:\\S+ ){0,2}(?:an|in) (?:meinem|meinen|meine|den|die) (?:arm|armen|arme|bein|beinen|handgelenk|handgelenken|oberschenkel|oberschenkeln|haut)(?! (?:\\S+ ){0,3}(?:als|beim|bei dem|wegen|an (?:der|dem|einer|einem|nem|ner) (?:scherbe|glas|dose|kante|papier|herd|ofen)))|(?:arm|arme|beine|bein|handgelenke|oberschenkel|bauch) (?:\\S+ ){0,2}voller (?:schnitte|narben|wunden|ritzer)|(?:narben|schnitte) (?:\\S+ ){0,8}(?:mach|mache) (?:\\S+ )?(?:immer )?neue`,
    ),
    rule('hide-sleeves', SH, 'urgent', `(?:versteck\\S*|verdeck\\S*) (?:\\S+ ){0,3}(?:mit )?(?:langen ae?rmeln|pullis|armbae?ndern)`, WEAK),
    rule('want-hurt-self', SH, 'urgent', `(?:will|mo?e?chte|muss) mich ${GAP}(?:verletzen|ritzen|schneiden|bestrafen)(?! lassen)`),
    rule(
      'burn-lighter',
      SH,
      'urgent',
      `mir (?:\\S+ ){0,3}mit (?:dem|einem|nem) (?:feuerzeug|zigarette|kerze|bue?geleisen) (?:\\S+ ){0,3}(?:verbrannt|verbrennen|angesengt)(?! (?:\\S+ ){0,3}(?:als|beim|bei dem|wegen|an (?:der|dem|einer|einem|nem|ner) (?:scherbe|glas|dose|kante|papier|herd|ofen)))|mir (?:\\S+ ){0,3}mit (?:zigaretten|kerzen|der zigarette|der kerze) (?:\\S+ ){0,3}(?:verbrannt|verbrennen|angesengt)(?! (?:\\S+ ){0,3}(?:als|beim|bei dem|wegen|an (?:der|dem|einer|einem|nem|ner) (?:scherbe|glas|dose|kante|papier|herd|ofen)))`,
    ),
    rule(
      'ed-weight',
      ED,
      'concern',
      `(?:will|muss|mo?e?chte) (?:\\S+ ){0,2}noch weniger (?:wiegen|essen)|(?:wiege?|wieg) (?:\\S+ )?(?:nur noch |nur |)(?:[23]\\d|4[0-5]) ?(?:kilo|kg)(?: \\S+){0,4} (?:noch weniger|abnehmen|zu dick|zu fett|weiter runter)|(?:angefangen|anfangen|begonnen) (?:\\S+ )?zu hungern|(?:nur (?:noch )?(?:wasser|tee|kaffee)(?: und (?:wasser|tee|kaffee))? seit (?:\\S+ ){0,2}(?:tagen|wochen)|seit (?:\\S+ ){0,2}(?:tagen|wochen|woche|tag) nur (?:noch )?(?:wasser|tee|kaffee))(?! (?:\\S+ ){0,3}(?:weil|wegen|da ich|krank|erkae?ltet|magen|grippe|fasten))`,
    ),
    rule(
      'purge-out',
      ED,
      'concern',
      `(?:esse|ess|gegessen|essen)(?: \\S+){0,10} (?:rauskotze?n?|rauskotz|auskotze|rausbreche|wieder erbreche|wieder auskotzen)`,
    ),
    rule(
      'night-visits',
      DO,
      'urgent',
      `(?:stiefvater|vater|papa|onkel|opa|bruder|stiefbruder|cousin|freund (?:meiner|von meiner) mutter|mann (?:meiner|von meiner) mutter) (?:\\S+ )?kommt (?:\\S+ ){0,2}(?:nachts|jede nacht|in der nacht) (?:\\S+ ){0,2}in mein (?:zimmer|bett)(?! (?:\\S+ )?um (?:gute nacht|nach mir|zu schauen|zu gucken))`,
    ),
    rule(
      'hit-me-any',
      DO,
      'urgent',
      `(?:hat|haben) mich (?:(?!(?:nicht|nich|nie|niemals|kein|keine|nimmer|beim|bei|im|i am|in)\\b)\\S+ ){0,3}(?:geschlagen|verpruegelt|verprue?gelt|gewue?rgt|getreten|vergewaltigt|missbraucht|misshandelt|zusammengeschlagen|eingesperrt|angegriffen)(?! (?:\\S+ )?(?:im|i am|beim|bei|in) (?:schach|tennis|spiel|sport|rennen|wettrennen|mario kart|fifa|karten|armdrue?cken))`,
    ),
    rule('locks-me-in', DO, 'urgent', `(?:schliesst|schliest|sperrt|schloss|sperrte) mich (?:\\S+ ){0,3}(?:ein|weg)(?! (?:\\S+ )?(?:zum lernen|zum ue?ben))`),
    rule(
      'knife-at-me',
      DO,
      'urgent',
      `(?:hat|haben|hielt|hae?lt|hae?lt) mir (?:\\S+ ){0,2}(?:ein |das |nen |ne |eine |die |einen )?(?:messer|waffe|pistole|knarre|klinge|schere) (?:\\S+ ){0,2}(?:an|gegen|auf) (?:den|die|meinen|meine|meinem) (?:hals|kehle|kopf|bauch|brust|schlae?fe)|mit (?:einem|dem|ner|nem|einer|der) (?:messer|waffe|pistole|knarre) bedroht`,
    ),
    rule(
      'fear-i-do-it',
      HO,
      'urgent',
      `(?:jemanden|irgendwen|ihn|sie|ihm|ihr) (?:\\S+ ){0,2}(?:umbringen|toe?ten|abstechen|erschlagen|verletzen|was antun|wehtun|weh tun)(?: \\S+){0,5} angst (?:\\S+ ){0,2}dass ich (?:es|das)`,
    ),
    rule(
      'how-kill-other',
      HO,
      'urgent',
      `(?:wie|dass) ich ${SOMEONE} (?:\\S+ )?(?:umbringen|toe?ten|vergiften|erstechen|abstechen|erschiessen|erwue?rgen|umlegen) (?:koe?nnte|kann|werde|wue?rde|soll|sollte)`,
    ),
    rule('sorry-all', PL, 'imminent', `(?:sorry|tut mir leid|es tut mir leid|verzeiht mir|vergebt mir) (?:\\S+ )?fue?r alles`, WEAK),
    rule('love-you-all', PL, 'imminent', `(?:ich )?(?:hab|habe) euch (?:alle )?(?:so )?(?:lieb|gern)$`, WEAK),
    rule('thats-it', PL, 'imminent', `das (?:war ?s|wars|war es) (?:dann )?(?:von mir|mit mir)`, WEAK),
    rule(
      'collapse',
      ED,
      'urgent',
      `(?:umgekippt|umgefallen|ohnmae?chtig geworden|zusammengebrochen|schwarz vor (?:den )?augen|herzrasen|herzstolpern|herz (?:\\S+ )?(?:stolpert|rast|setzt aus)|hae?nde zittern|zittere am ganzen|kreislauf (?:sackt|bricht|spielt))`,
      {
        negatable: false,
        weak: true,
      },
    ),
    rule(
      'purge-weight',
      ED,
      'concern',
      `(?:ue?bergeben|erbrochen|gekotzt|kotze|kotz|kotzen|erbreche|erbrech|ue?bergebe|breche)(?: \\S+){0,8} (?:damit|um) (?:ich )?(?:nicht|nich) (?:\\S+ )?(?:zunehme|zuzunehmen|dick werde|dicker werde)|(?:kotzen|erbrechen|ue?bergeben|ausgekotzt) um nicht zuzunehmen`,
    ),
    rule(
      'pills-spare',
      PL,
      'imminent',
      `${PILLS}(?: \\S+){0,8} (?:spare|spar|sammle|sammel|horte|bunkere|hebe|heb) (?:ich )?(?:sie|die) (?:\\S+ ){0,2}(?:auf|an)|${PILLS} (?:\\S+ ){0,3}(?:aufgespart|aufgehoben|angespart)`,
    ),
    rule(
      'you-were-best',
      P,
      'concern',
      `(?:ihr|du) (?:wart|warst) (?:\\S+ )?(?:die besten|der beste|die beste|so gut zu mir|immer fue?r mich da|alles fue?r mich)(?! (?:\\S+ )?(?:kollegen|kolleginnen|kollege|kollegin|nachbarn|mitbewohner\\S*|lehrer\\S*|trainer\\S*|gastgeber\\S*|schue?ler|team|chef\\S*|mitschue?ler|klasse))|(?:ihr|du) (?:\\S+ ){0,2}(?:die besten|der beste|die beste|so gut zu mir|immer fue?r mich da) (?:wart|warst)`,
      { negatable: false, weak: true },
    ),
    rule(
      'letter-lies',
      PL,
      'imminent',
      `(?:der|mein|ein|die|meine) (?:brief|briefe|zettel) (?:liegt|liegen|ist|sind) (?:\\S+ ){0,3}(?:auf dem tisch|auf dem bett|bereit|geschrieben|fertig|auf meinem schreibtisch|auf dem schreibtisch)`,
      WEAK,
    ),
    rule(
      'must-cut',
      SH,
      'urgent',
      `mich (?:selbst )?(?:schneiden|ritzen|verletzen|verbrennen) (?:muss|will|mo?e?chte|werde)|(?:schneide|ritze|verletze|schneid|ritz|verletz) mich (?:\\S+ ){0,3}um (?:\\S+ )?(?:was|etwas|ue?berhaupt was) zu (?:spue?ren|fue?hlen)`,
    ),
    rule(
      'hits-me-inverted',
      DO,
      'urgent',
      `(?:schlae?gt|schlug|verprue?gelt|verpruegelt|tritt|wue?rgt|vergewaltigt|missbraucht|bedroht|verpruegelt) (?:er|sie|mein \\S+|meine \\S+|der \\S+|die \\S+) mich(?! (?:\\S+ )?(?:im|i am|beim|bei|in) (?:\\S+ )?(?:schach|spiel|tennis|uno|rennen|mario kart|fifa|karten))|(?:schlae?gt|schlug) (?:\\S+ )?mich (?:\\S+ ){0,2}mit (?:dem|einem|der|einer) (?:gue?rtel|stock|kochloe?ffel|kabel|faust|flasche|hand|gegenstand|schuh)`,
    ),
    rule(
      'if-i-leave',
      DO,
      'urgent',
      `wenn ich (?:\\S+ ){0,3}(?:verlasse|verlass|gehe|geh|trenne|trenn|ausziehe|anzeige|polizei|erzae?hle|petze) (?:\\S+ ){0,2}(?:bringt|toe?tet|killt|erschiesst|ersticht) (?:er|sie) mich`,
    ),
    rule(
      'stalk',
      DO,
      'urgent',
      `(?:lauert|lauerte) mir (?:\\S+ ){0,3}auf|(?:stalkt|stalked|verfolgt|verfolgte) mich (?:\\S+ ){0,2}(?:seit|ue?berall|stae?ndig|jeden tag|nach hause|bis nach hause)`,
    ),
    rule('one-way-out', P, 'urgent', `(?:sehe|seh|gibt|bleibt|kenne|kenn) (?:\\S+ )?nur (?:noch )?(?:einen|den einen|ein|eine) (?:ausweg|loe?sung)$`),
    rule('life-hell', P, 'concern', `(?:mein|das) leben (?:ist|is) (?:\\S+ )?(?:die )?(?:hoe?lle|ein albtraum|eine qual|nur noch qual)`, { weak: true }),
    rule(
      'last-day-decided',
      PL,
      'imminent',
      `(?:vorgenommen|beschlossen|entschieden) (?:\\S+ )?dass (?:heute|morgen|das|dies) (?:\\S+ )?mein letzter (?:tag|abend)|(?:heute|morgen) (?:ist|wird) (?:\\S+ )?mein letzter tag(?: auf (?:der|dieser) welt| am leben)`,
    ),
    rule(
      'thanks-farewell',
      PL,
      'imminent',
      `(?:wollte|will|mo?e?chte) mich (?:\\S+ ){0,2}bei (?:dir|euch|allen) (?:\\S+ ){0,2}bedanken(?: fue?r alles)?$`,
      WEAK,
    ),
    rule(
      'fronted-self',
      A,
      'urgent',
      `(?:sterben|mich umbringen|umbringen|mich toe?ten|mir das leben nehmen|mich erhae?ngen|mich aufhae?ngen) (?:\\S+ )?(?:will|mo?e?chte|werde|muss|wue?rde) ich(?! (?:\\S+ )?(?:ihn|sie|dich|euch|den|die|das|nicht|nich|nie|niemals|jemanden))|(?:ans|an das|ue?bers) (?:umbringen|sterben|selbstmord|suizid|sich umbringen) (?:\\S+ )?(?:denke?|denk|dachte) ich|ich (?:\\S+ ){0,2}(?:sterben|tot sein|mich umbringen|mir das leben nehmen) (?:will|mo?e?chte)$|ich mich (?:\\S+ ){0,2}(?:umbringen|toe?ten|erhae?ngen) (?:will|werde|mo?e?chte)`,
    ),
    rule(
      'fronted-other',
      HO,
      'urgent',
      `(?:umbringen|toe?ten|abstechen|erschiessen|kaltmachen|abknallen|erwue?rgen|vergiften) (?:will|werde|mo?e?chte|muss) ich (?:ihn|sie|dich|euch|den \\S+|die \\S+|alle|meinen \\S+|meine \\S+)|(?:(?:den|diesen) (?:typen|typ|kerl|wichser|penner|hurensohn|bastard|idioten|spast|arsch|lehrer|chef|ex|stiefvater|vater|bruder|nachbarn)|(?:die|diese) (?:schlampe|bitch|lehrerin|chefin|ex|nachbarin|kuh)) (?:mach|mache|leg|lege|stech|steche|knall|knalle) ich (?:\\S+ )?(?:kalt|um|ab)`,
    ),
    rule(
      'nice-to-be-dead',
      P,
      'concern',
      `(?:wae?re?|waer) (?:\\S+ ){0,3}(?:schoe?n|besser|leichter|einfacher|angenehmer|eine erloe?sung) (?:\\S+ ){0,3}(?:tot zu sein|nicht mehr (?:da|hier|am leben) zu sein|nicht mehr zu existieren|nicht (?:mehr )?aufzuwachen|fue?r immer einzuschlafen|zu sterben)|(?:tot zu sein|nicht mehr (?:da|hier) zu sein|nicht mehr aufzuwachen) (?:\\S+ ){0,2}(?:wae?re?|waer) (?:\\S+ )?(?:schoe?n|besser|eine erloe?sung)`,
      FIXED,
    ),
    rule(
      'rather-dead-2',
      P,
      'concern',
      `(?:wae?re?|waer) (?:\\S+ ){0,2}(?:lieber|am liebsten) (?:\\S+ ){0,2}tot(?! als)|lieber wae?re? ich (?:\\S+ )?tot(?! als)`,
    ),
    rule('happier-without', P, 'concern', `(?:besser|glue?cklicher|leichter|ruhiger|entspannter) (?:dran )?(?:\\S+ ){0,3}ohne mich(?! (?:\\S+ )?zu )`),
    rule(
      'leave-world',
      P,
      'concern',
      `(?:will|mo?e?chte|wue?rde gerne?) (?:\\S+ ){0,3}(?:weg|raus|fort) (?:von|aus) (?:dieser|der) welt|(?:will|mo?e?chte|werde|wue?rde) (?:\\S+ ){0,2}(?:diese|die) welt (?:\\S+ )?verlassen`,
    ),
    rule('rope-bought', M, 'urgent', `(?:strick|schlinge) (?:\\S+ ){0,3}(?:gekauft|besorgt|geholt|gebunden|geknotet|fertig|bereit)`),
    rule('pills-gathered', PL, 'imminent', `(?:gesammelt|gehortet|gebunkert|aufgespart) (?:hab|habe) ich (?:\\S+ ){0,2}${PILLS}`),
    rule(
      'fronted-abuse',
      DO,
      'urgent',
      `(?:verprue?gelt|verpruegelt|geschlagen|gewue?rgt|getreten|vergewaltigt|missbraucht|bedroht|zusammengeschlagen|eingesperrt) (?:hat|haben) (?:er|sie|mein \\S+|meine \\S+|mich)(?: mich)?(?! (?:\\S+ )?(?:im|i am|beim|bei|in) \\S*(?:training|finale|spiel|match|turnier|schach|kampf|sparring|runde|wettkampf))|(?:geschlagen|verprue?gelt|verpruegelt|misshandelt|missbraucht|vergewaltigt) (?:werde|wurde|werd) ich(?! (?:\\S+ )?(?:im|i am|beim|bei|in) \\S*(?:training|finale|spiel|match|turnier|schach|kampf|sparring|runde|wettkampf))|(?:gruen|grun) und blau geschlagen`,
    ),
    rule(
      'fronted-eating',
      ED,
      'concern',
      `gegessen (?:hab|habe) ich seit (?:\\S+ ){0,2}(?:tagen|wochen|tag) (?:\\S+ )?(?:nichts|nix|kaum)|gegessen (?:hab|habe) ich (?:\\S+ )?(?:nichts|nix|kaum) (?:mehr )?seit (?:\\S+ ){0,2}(?:tagen|wochen)|(?:kotzen|erbrechen|brechen) (?:muss|will) ich (?:\\S+ ){0,2}nach (?:jedem|dem|jeder) (?:essen|mahlzeit)`,
    ),
    rule(
      'weapon-along',
      HO,
      'urgent',
      `(?:nehme?|nehm|bringe?|bring) (?:\\S+ ){0,3}(?:waffe|pistole|knarre|gewehr|bombe|sprengstoff) (?:\\S+ ){0,4}mit (?:in die schule|zur schule|zur arbeit|ins bue?ro|in die uni|in die klasse|in die firma)|(?:nehme?|nehm|bringe?|bring) (?:\\S+ ){0,3}messer (?:\\S+ ){0,4}mit (?:in die schule|zur schule|in die klasse)(?! (?:\\S+ ){0,2}(?:zum|fue?r) )`,
    ),
    rule('all-done', PL, 'imminent', `alles (?:ist|is) (?:\\S+ )?(?:erledigt|geregelt|vorbereitet|bereit)$`, WEAK),
    rule(
      'will-i-kill',
      A,
      'urgent',
      `(?:werde?|werd|will|muss|mo?e?chte) ich mich ${GAP}(?:umbringen|umbring|toe?ten|erhae?ngen|aufhae?ngen|erschiessen|vergiften|killen)`,
    ),
    rule(
      'when-i-die',
      PL,
      'imminent',
      `(?:wann|wo|wie) ich (?:\\S+ )?(?:sterbe|sterben werde|mich umbringe|springe|spring)(?! (?:\\S+ )?(?:werde?|wuerde|muss))`,
      WEAK,
    ),
    rule(
      'chosen-place',
      PL,
      'imminent',
      `(?:ausgesucht|entschieden|festgelegt|weiss)(?: \\S+){0,3} (?:von )?(?:welcher|welche|welchem|welches) (?:\\S+ )?(?:\\S*brue?cke|hochhaus|dach|stelle|ort|gleis|zug|methode|tabletten) (?:\\S+ ){0,2}(?:springe|spring|nehme|nehm|werfe|mache|tue|sterbe)`,
    ),
    rule(
      'passwords',
      PL,
      'imminent',
      `(?:passwo?e?rter|pins|zugangsdaten) (?:\\S+ ){0,3}(?:aufgeschrieben|hinterlassen|weitergegeben|gegeben)|(?:damit|falls|fue?r wenn) (?:\\S+ ){0,4}wenn ich (?:nicht mehr (?:da|hier)|tot|weg|gestorben) bin`,
      WEAK,
    ),
    rule(
      'poison-self',
      M,
      'urgent',
      `mir (?:\\S+ ){0,2}(?:gift|rattengift|zyankali|frostschutzmittel|unkrautvernichter) (?:\\S+ ){0,2}(?:besorgt|gekauft|bestellt|geholt)|(?:gift|rattengift|zyankali|frostschutzmittel|bleiche|unkrautvernichter) (?:\\S+ ){0,2}(?:trinken|schlucken|zu trinken|zu schlucken)(?! (?:\\S+ )?(?:lassen|kinder|hund|katze))`,
    ),
    rule(
      'drive-into',
      M,
      'urgent',
      `(?:fahre?|fahr|rase?|ras|steuere?|steuer|lenke?|lenk) (?:\\S+ ){0,3}(?:gegen|in) (?:einen|eine|den|die|nen|ne|n) (?:baum|wand|mauer|brue?ckenpfeiler|pfeiler|lkw|gegenverkehr)`,
    ),
    rule(
      'going-to-bridge',
      PL,
      'imminent',
      `(?:fahre?|fahr|gehe?|geh|laufe?|lauf) (?:jetzt|gleich|heute nacht|nachher|heut nacht) (?:zur|zu der|auf die|aufs|zu den|an die) (?:\\S*brue?cke|gleisen|gleise|klippe|hochhaus|dach|schienen)`,
      WEAK,
    ),
    rule(
      'forced-things',
      DO,
      'urgent',
      `(?:zwingt|zwang|zwingen|gezwungen) mich (?:\\S+ ){0,3}(?:zu|zum) (?:\\S+ )?(?:sachen|dingen|sex) (?:\\S+ ){0,2}die ich (?:nicht|nich) (?:will|wollte|mag)`,
    ),
    rule(
      'fear-he-kills',
      DO,
      'urgent',
      `angst (?:\\S+ ){0,2}(?:er|sie|mein \\S+|meine \\S+) (?:bringt|toe?tet|schlae?gt|ersticht|erschiesst) mich|angst (?:\\S+ ){0,2}(?:er|sie) (?:\\S+ ){0,2}mich (?:\\S+ ){0,3}(?:umbringt|toe?tet|totschlae?gt|ersticht|erschiesst)`,
    ),
    rule('chew-spit', ED, 'concern', `(?:kaue?|kau) (?:\\S+ ){0,3}(?:und )?(?:spucke?|spuck) (?:es|das|alles|sie) (?:\\S+ )?aus`),
    rule(
      'lost-not-eating',
      ED,
      'concern',
      `(?:weil|da|indem) ich (?:\\S+ )?(?:kaum|nichts|nix|fast nichts|so gut wie nichts) (?:mehr )?(?:was |etwas )?(?:esse|ess)|(?:\\d+|zehn|acht|sieben|sechs|fue?nf) (?:kilo|kg) (?:\\S+ ){0,2}abgenommen (?:\\S+ ){0,2}(?:ohne zu essen|durch hungern|weil ich (?:\\S+ )?(?:kaum|nichts|nix))`,
    ),
    rule(
      'self-inflicted',
      SH,
      'urgent',
      `(?:mir|mich) (?:selbst|selber) (?:\\S+ ){0,4}(?:geschlagen|geboxt|gehauen|getreten|gekratzt|gebissen|verbrannt|geschnitten|geritzt|wehgetan|weh getan)(?<!(?:haare|nae?gel|pony|bart|fingernae?gel|spitzen) (?:\\S+ )?(?:geschnitten|gekratzt))`,
    ),
    rule(
      'stab-then',
      HO,
      'urgent',
      `(?:dann|sonst|und) (?:stech|steche|schlag|schlage|schiess|schiesse) ich (?:\\S+ )?zu|(?:stech|steche) ich (?:ihn|sie|dich) ab`,
    ),
    rule(
      'hope-run-over',
      P,
      'concern',
      `(?:hoffe|hoffentlich|bete|wue?nsche? mir|wae?re? schoe?n wenn) (?:\\S+ ){0,2}(?:dass )?mich (?:\\S+ ){0,3}(?:ue?berfae?hrt|ue?berfahren wird|umbringt|erschiesst|toe?tet|erwischt)|(?:hoffe|hoffentlich|bete) (?:\\S+ ){0,3}(?:ue?berfae?hrt|ue?berfahren|erwischt) mich`,
    ),
    rule(
      'life-over',
      P,
      'concern',
      `(?:mein|das) leben (?:ist|is) (?:eh |doch |sowieso |jetzt |)vorbei$|(?:es )?gibt (?:\\S+ )?keinen grund mehr$|(?:hab|habe) genug von allem$|^fue?r immer$`,
      {
        negatable: false,
        weak: true,
      },
    ),
    rule('why-live-inv', P, 'concern', `(?:wozu|warum|wofue?r) (?:lebe|leb) ich (?:\\S+ )?(?:noch|ue?berhaupt|eigentlich)`, FIXED),
    rule('live-or-not', P, 'concern', `ob ich (?:\\S+ )?(?:lebe|am leben bin|weiterlebe) oder (?:nicht|nich|sterbe|tot bin)`, FIXED),
    rule(
      'own-funeral',
      P,
      'concern',
      `(?:meine|meiner) (?:eigene |eigenen )?beerdigung (?:\\S+ ){0,2}(?:vor|vorstellen|planen|plane|denke|denk)|(?:stelle?|stell) (?:\\S+ )?mir (?:\\S+ )?meine (?:eigene )?beerdigung vor`,
    ),
    rule(
      'bleed-out',
      M,
      'urgent',
      `(?:wie lange|wie schnell|bis man|bis ich) (?:\\S+ ){0,4}(?:verblutet|verbluten|verblute)|(?:will|mo?e?chte|werde) (?:\\S+ ){0,2}verbluten`,
    ),
    rule(
      'should-suffice',
      PL,
      'imminent',
      `(?:das|die|sie|es) (?:mue?sste|due?rfte|sollte|wue?rde|wird) (?:\\S+ )?(?:locker |sicher |bestimmt )?reichen$`,
      WEAK,
    ),
    rule('keep-of-me', PL, 'imminent', `damit (?:sie|er|ihr|du) (?:\\S+ )?(?:was|etwas) von mir (?:hat|habt|hast|behae?lt)`, WEAK),
    rule('take-care-bye', PL, 'imminent', `passt (?:gut )?auf euch auf$|pass (?:gut )?auf dich auf$`, WEAK),
    rule(
      'hurt-someone',
      HO,
      'urgent',
      `(?:will|werde|werd|mo?e?chte) (?:\\S+ ){0,2}${SOMEONE} (?:(?!(?:nicht|nich|nie|niemals|kein|keine)\\b)\\S+ ){0,6}(?:richtig |so richtig |)(?:weh ?tun|wehtun|verletzen)$`,
    ),
    rule(
      'relative-touched',
      DO,
      'urgent',
      `(?:onkel|stiefvater|vater|papa|opa|grossvater|bruder|stiefbruder|cousin|trainer|lehrer|nachbar) (?:hat|hatte) mich (?:\\S+ ){0,6}(?:angefasst|beru?e?hrt|ausgezogen)`,
    ),
    rule('last-time', PL, 'imminent', `zum letzten mal (?:\\S+ ){0,4}(?:telefoniert|gesehen|gesprochen|umarmt|geschrieben|angerufen)`, WEAK),
    rule(
      'nobody-needs',
      P,
      'concern',
      `brauch(?:t|e)? (?:\\S+ )?(?:ja |eh |doch )?(?:niemand|keiner) mehr$|angst vor (?:dem )?leben|endlich (?:frieden|ruhe)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'wish-hit',
      P,
      'concern',
      `(?:wue?nschte?|hoffe|hoffentlich|bete) (?:\\S+ ){0,4}(?:auto|lkw|bus|zug|laster|blitz|jemand|wer) (?:\\S+ ){0,2}mich (?:\\S+ ){0,2}(?:erwischt|erwischen|ue?berfae?hrt|ue?berfahren|umbringt|umbringen|toe?tet|trifft|treffen)`,
    ),
    rule(
      'wouldnt-mind-dying',
      P,
      'concern',
      `(?:nichts dagegen|nix dagegen|egal|froh|erleichtert) (?:\\S+ ){0,4}wenn ich (?:\\S+ ){0,2}(?:sterben wue?rde|sterbe|tot wae?re|nicht mehr aufwache|nicht aufwachen wue?rde)|mich (?:wue?rde|wird) (?:eh |doch |sowieso )?(?:keiner|niemand) (?:\\S+ )?vermissen`,
      FIXED,
    ),
    rule(
      'over-soon',
      PL,
      'imminent',
      `(?:bald|morgen|dann) (?:\\S+ )?vorbei sein$|(?:hab|habe) mich (?:\\S+ )?um alles gekue?mmert$|(?:um )?(?:die|meine) (?:eigene )?beerdigung$`,
      WEAK,
    ),
    rule('own-funeral-plan', PL, 'imminent', `meine (?:eigene )?beerdigung (?:\\S+ ){0,2}(?:geplant|organisiert|geregelt|bezahlt|vorbereitet)`),
    rule('letters-all', PL, 'imminent', `(?:schreibe?|schreib) (?:\\S+ )?(?:briefe an alle|letzte briefe|abschiedsnachrichten)`, WEAK),
    rule('cut-blood', SH, 'imminent', `(?:geschnitten|geritzt)(?: \\S+){0,8} (?:ue?berall blut|so viel blut|viel zu viel blut|alles voller blut)`),
    rule(
      'beats-on-me',
      DO,
      'urgent',
      `(?:pruegelt|prue?gelt|schlae?gt|schlug|tritt|haut) (?:\\S+ ){0,2}auf mich ein|(?:sperrt|sperren|schliesst|schliessen) mich (?:\\S+ ){0,2}in (?:mein|das|den|die) (?:zimmer|keller|bad|schrank)|(?:geben|gibt) mir (?:\\S+ )?(?:nichts|nix) zu essen`,
    ),
    rule(
      'pay-list',
      HO,
      'urgent',
      `(?:liste|namen) (?:\\S+ ){0,5}(?:bezahlen sollen|bezahlen werden|dran glauben (?:sollen|werden|muessen)|sterben sollen|leiden sollen)`,
    ),
    rule(
      'get-rid-food',
      ED,
      'concern',
      `nach (?:jedem|jeder) (?:bissen|mahlzeit|essen) (?:\\S+ ){0,4}(?:loswerden|rauskotzen|rausbringen|erbrechen)|(?:gekotzt|erbrochen|ue?bergeben) (?:\\S+ )?(?:mit absicht|absichtlich)|untergewicht (?:\\S+ ){0,6}(?:abnehmen|weniger wiegen|due?nner)`,
    ),
    // — round 2 families: indirect wording (future absence, "das wars", means mentioned in passing, described acts)
    rule(
      'future-absence',
      P,
      'concern',
      `(?:(?:werde|werd) ich|ich (?:werde|werd)) (?:\\S+ ){0,3}(?:nicht mehr|nimmer|nich mehr) (?:am leben|auf (?:dieser|der) welt|unter euch|unter den lebenden) sein|(?:seh|sehe) mich (?:\\S+ ){0,2}(?:nicht|nich|ned) (?:mal |mehr |einmal )?(?:\\S+ ){0,2}(?:(?:im |den |das )?(?:na?e?chste[nms]?|kommende[nms]?) (?:sommer|winter|fruehling|frue?hling|herbst|jahr|monat|weihnachten|geburtstag|silvester)|in (?:\\S+ )?(?:jahren|monaten)|alt werden|ae?lter werden|(?:\\d+|dreissig|vierzig|zwanzig|achtzehn) werden)(?: noch| mehr)?(?: hier| da| leben| am leben| erleben)?$|(?:werde|werd) (?:\\S+ )?(?:nicht|nie|nich) (?:alt|ae?lter|erwachsen) werden|(?:erlebe|erleb|schaffe|schaff) ich (?:\\S+ )?(?:nicht|nich) mehr$|(?:den|das|die) (?:na?e?chste[nms]?) (?:sommer|winter|jahr|weihnachten|geburtstag|silvester) (?:erlebe|erleb|feier|feiere) ich (?:\\S+ )?(?:nicht|nich) mehr`,
      FIXED,
    ),
    rule('future-absence-weak', P, 'concern', `(?:(?:werde|werd) ich|ich (?:werde|werd)) (?:\\S+ ){0,3}(?:nicht mehr|nimmer|nich mehr) (?:da|hier) sein$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'no-future',
      P,
      'concern',
      `(?:hab|habe|ich habe|gibt es|es gibt|sehe|seh) (?:eh |doch |sowieso |einfach |halt |)keine zukunft(?: (?:mehr|fue?r mich))?$|(?:es|das|alles) wird (?:\\S+ )?(?:nie|niemals|nie mehr|nie wieder|nicht mehr) (?:\\S+ )?besser (?:werden)?$|(?:nicht|keine? (?:kraft|energie|nerven|lust) mehr|kein bock mehr) (?:\\S+ ){0,2}noch (?:ein|einen|eine|so ein|so einen) (?:jahr|monat|winter|tag|woche|sommer)(?: so| wie (?:dieses|diesen|diese|das))?$|(?:hab|habe) (?:\\S+ )?(?:lang|lange|genug|so lange) (?:genug )?(?:gekae?mpft|gewartet|durchgehalten)$`,
      { negatable: false, weak: true },
    ),
    rule('thats-it-for-me', P, 'concern', `(?:dann )?(?:wars|war'?s|war es|ist es|is es) (?:das )?(?:dann )?(?:endlich )?(?:mit mir|fue?r mich)$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'sleep-and-gone',
      P,
      'concern',
      `(?:einschlafe?n?|einschlaf|einschlafen wue?rde|einschlafe? ich) (?:\\S+ )?und (?:dann )?(?:das )?(?:wars|war'?s|war es|ist es vorbei|is es vorbei|ist alles vorbei|alles ist vorbei|weg bin|nicht mehr da bin)(?: dann| einfach| endlich)?$`,
      FIXED,
    ),
    rule(
      'dont-mind-hit',
      P,
      'concern',
      `(?:egal|nichts dagegen|nix dagegen|froh|erleichtert|nicht schlimm|gar nicht schlimm) (?:\\S+ ){0,3}(?:wenn|falls) mich (?:\\S+ ){0,3}(?:erwischt|ue?berfae?hrt|umbringt|toe?tet|trifft|mitnimmt|ue?berrollt)`,
      FIXED,
    ),
    rule(
      'think-only-suicide',
      A,
      'urgent',
      `(?:selbstmord|suizid|sterben|der tod|mein tod|mich umbringen) (?:ist )?(?:das einzige|alles|das) (?:\\S+ )?(?:woran|an das|wo ?ran) ich (?:\\S+ )?(?:noch )?(?:denke?|denk)|(?:woran|an was) ich (?:\\S+ )?(?:denke?|denk) (?:ist|sind) (?:selbstmord|suizid|sterben|der tod|mein tod)`,
    ),
    rule(
      'end-all-how',
      A,
      'urgent',
      `(?:wie|ob|dass|wann) (?:ich )?(?:\\S+ ){0,2}(?:allem|dem ganzen|meinem leben|dem leben|dem allem) (?:hier )?ein ende (?:setzen|setze|machen|mache|bereiten|bereite|kann|koennte|soll)`,
    ),
    rule(
      'pills-have',
      M,
      'urgent',
      `(?:schublade|schrank|kiste|tasche|dose|tu?e?te|box|packung|schachtel)n? (?:voller|voll mit|voll) ${PILLS}|${PILLS} (?:\\S+ ){0,5}(?:gefunden|entdeckt|geklaut|mitgenommen|ue?brig|uebrig|von (?:meiner|meinem|der|dem|mama|papa|oma|opa) \\S+|von der op|(?:im|i am) (?:schrank|bad|badezimmer|nachttisch)|in (?:der|meiner) (?:schublade|tasche))|(?:hab|habe) (?:noch |immer noch |jetzt |zuhause |zu hause )?(?:\\S+ ){0,2}${PILLS} (?:von|aus|ue?brig|uebrig|gehortet|zuhause|zu hause)`,
      WEAK,
    ),
    rule(
      'think-of-it',
      P,
      'concern',
      `(?:denk|denke|dachte) (?:\\S+ )?(?:stae?ndig|staendig|dauernd|immer|nur noch|die ganze zeit|oft|jeden tag) (?:\\S+ )?(?:da )?(?:dran|daran)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'look-down',
      M,
      'urgent',
      `(?:\\S*brue?cke|\\S*dach|hochhaus|parkhaus|klippe|gleise?n?|gelae?nder|staudamm)(?: \\S+){0,5} (?:lange|stundenlang|ewig|minutenlang|die ganze zeit|nachts|mitten in der nacht|wieder|schon wieder|allein|alleine|ganz allein|jeden tag|immer wieder) (?:\\S+ ){0,3}(?:nach unten|runter|hinunter|in die tiefe|auf die gleise)(?: \\S+)?(?: (?:geguckt|gucke?|guck|geschaut|schaue?|schau|gestarrt|starre?|starr|gesehen|sehe|seh|geblickt|blicke?|blick))?$|(?:\\S*brue?cke|\\S*dach|hochhaus|parkhaus|klippe|gleise?n?|gelae?nder|staudamm)(?: \\S+){0,5} (?:lange|stundenlang|ewig|minutenlang|die ganze zeit|nachts|mitten in der nacht|wieder|schon wieder|allein|alleine|ganz allein|jeden tag|immer wieder) (?:\\S+ ){0,3}(?:runtergeguckt|runtergeschaut|runtergestarrt|in die tiefe geschaut)$`,
    ),
    rule(
      'look-down-weak',
      M,
      'urgent',
      `(?:\\S*brue?cke|\\S*dach|hochhaus|parkhaus|klippe|gleise?n?|gelae?nder|staudamm)(?: \\S+){0,7} (?:nach unten|runter|hinunter|in die tiefe|ins wasser|auf die gleise|auf die strasse) (?:\\S+ )?(?:geguckt|gucke?|guck|geschaut|schaue?|schau|gestarrt|starre?|starr|gesehen|sehe|seh|geblickt|blicke?|blick)(?! (?:\\S+ ){0,3}(?:aussicht|stadt|panorama|foto|sonnenuntergang|lichter|feuerwerk|schiffe|boote))|(?:\\S*brue?cke|\\S*dach|hochhaus|parkhaus|klippe|gleise?n?|gelae?nder|staudamm)(?: \\S+){0,7} (?:gucke?|guck|schaue?|schau|starre?|starr|blicke?|blick|sehe|seh) (?:\\S+ )?(?:nach unten|runter|hinunter|in die tiefe|auf die gleise)(?! (?:\\S+ ){0,3}(?:aussicht|stadt|panorama|foto|sonnenuntergang|lichter|feuerwerk|schiffe|boote))|(?:\\S*brue?cke|\\S*dach|hochhaus|parkhaus|klippe|gelae?nder)(?: \\S+){0,7} (?:runtergeguckt|runtergeschaut|runtergestarrt|runterguck|runterschau|runterstarr)\\S*`,
      WEAK,
    ),
    rule(
      'nobody-disturb',
      PL,
      'imminent',
      `(?:wo|dort|da) (?:mich )?(?:\\S+ )?(?:keiner|niemand|kein mensch) (?:mich )?(?:\\S+ )?(?:rechtzeitig )?(?:findet|finden kann|stoe?rt|stoe?ren kann|aufhae?lt|aufhalten kann)(?: \\S+)? (?:dabei|rechtzeitig)|(?:stoe?rt|findet|sieht|haelt|hae?lt) mich (?:dort|da) (?:\\S+ )?(?:keiner|niemand|kein mensch) (?:\\S+ )?(?:dabei|rechtzeitig|auf)$|(?:dort|da) (?:stoe?rt|findet|sieht|hae?lt|haelt) mich (?:\\S+ )?(?:keiner|niemand|kein mensch) (?:\\S+ )?(?:dabei|rechtzeitig)|(?:keiner|niemand) (?:\\S+ )?(?:mich )?rechtzeitig (?:findet|finden wird|finden kann)`,
    ),
    rule(
      'no-worries-me',
      P,
      'concern',
      `(?:macht|mach|mache?n sie) (?:euch|dir|sich) (?:\\S+ )?keine sorgen mehr(?: um mich)?$|(?:macht|mach) (?:euch|dir) (?:\\S+ )?(?:bald |dann )?keine sorgen (?:um mich )?mehr$|(?:braucht|brauchst|musst|mue?sst) (?:euch|dich|ihr|du) (?:\\S+ )?(?:bald |dann )?keine sorgen (?:mehr )?um mich (?:\\S+ )?(?:zu )?machen$`,
      { negatable: false, weak: true },
    ),
    rule(
      'last-time-writing',
      PL,
      'imminent',
      `(?:das )?letzte mal(?:,)? (?:dass |das )?ich (?:\\S+ ){0,2}(?:schreibe|schreib|melde|mich melde|poste|online bin|mit euch rede|mit dir rede)|(?:ich )?(?:werde|werd) mich (?:\\S+ )?(?:nicht|nie) mehr melden(?! (?:\\S+ )?(?:bei (?:ihm|ihr|dem|der)))|danke (?:sagen )?fue?r alles$|danke fue?r alles,? (?:was|wirklich)`,
      WEAK,
    ),
    rule(
      'tonight-stop',
      I,
      'imminent',
      `(?:heute? nacht|heut nacht|diese nacht|in dieser nacht) (?:\\S+ )?(?:mache?|mach) ich (?:\\S+ )?(?:endgue?ltig )?schluss$`,
    ),
    rule(
      'pet-new-carer',
      PL,
      'imminent',
      `(?:soll|sollen|muss|mue?ssen|wird|werden|kann) sich (?:\\S+ )?(?:ab jetzt|ab sofort|von jetzt an|in zukunft|fue?r immer|dann|danach|ab heute) (?:\\S+ )?um (?:sie|ihn|es|meine|meinen|mein) (?:\\S+ )?kue?mmern(?! (?:weil|da|solange|wae?hrend|bis) (?!ich (?:\\S+ )?(?:nicht mehr|bald|tot|weg)))`,
      WEAK,
    ),
    rule(
      'pills-hoard',
      PL,
      'imminent',
      `(?:sammle|sammel|bunkere?|bunker|horte|hort) (?:ich )?(?:\\S+ ){0,3}(?:jede |alle |die |meine )?(?:tablette|tabletten|pille|pillen)(?! (?:dosen|dose|schachteln|packungen|verpackungen))(?!(?: \\S+){0,8} (?:zur apotheke|\\S*apotheke|rue?ckgabe|zum (?:entsorgen|wegwerfen)|fue?r (?:ein|das|mein|die) (?:bastel\\S*|projekt|kunst\\S*|entsorgung)))|(?:hebe?|heb|lege?|leg) (?:ich )?(?:\\S+ ){0,3}(?:tablette|tabletten|pille|pillen|${PILLS}) (?:\\S+ ){0,2}(?:auf|zurue?ck|beiseite)(?! (?:dem|den|der|das) (?:tisch|regal|schrank|nachttisch|boden))|(?:jede|jeder|alle) (?:\\S+ )?(?:tablette|pille|tabletten|pillen) (?:\\S+ ){0,3}(?:aufgehoben|aufbewahrt|zurue?ckgelegt|beiseite gelegt|nicht genommen)`,
    ),
    rule('enough-now', PL, 'imminent', `(?:inzwischen|mittlerweile|jetzt|langsam) (?:sind|hab ich|habe ich) (?:es )?(?:\\S+ )?genug(?: zusammen)?$`, WEAK),
    rule(
      'all-ready',
      PL,
      'imminent',
      `(?:hab|habe) (?:schon |bereits |jetzt |endlich )?alles (?:\\S+ )?(?:vorbereitet|bereit|bereitgelegt|organisiert|geplant)$|alles (?:ist )?(?:vorbereitet|bereit)$`,
      WEAK,
    ),
    rule(
      'cigarette-burn',
      SH,
      'urgent',
      `(?:zigarette|zigaretten|kippe|kippen|feuerzeug|bue?geleisen|kerze) (?:\\S+ ){0,3}(?:an|auf) (?:meinem|meiner|meinen|meine|mir|der|dem) (?:\\S+ )?(?:arm|armen|bein|beinen|haut|hand|handgelenk|oberschenkel|bauch|ruecken|rue?cken|unterarm) (?:\\S+ )?(?:aus|ausgedrue?ckt|ausdrue?cken|gehalten|halten)|(?:drue?cke?|drue?ck) (?:\\S+ ){0,2}(?:zigarette|zigaretten|kippe|kippen) (?:\\S+ ){0,2}(?:an|auf) (?:mir|meinem|meiner|meinen|meine) (?:\\S+ )?(?:aus)?`,
    ),
    rule(
      'blade-again',
      SH,
      'urgent',
      `(?:wieder|schon wieder|erneut|nochmal|heimlich) (?:\\S+ ){0,2}(?:die |zur |zu der |meine |ne |eine )?(?:klinge|rasierklinge|klingen|scherbe) (?:\\S+ )?(?:genommen|gegriffen|benutzt|angesetzt|rausgeholt|in der hand)|zur (?:klinge|rasierklinge) gegriffen`,
    ),
    rule(
      'blade-mention',
      SH,
      'urgent',
      `(?:die |meine |ne |eine )?(?:klinge|rasierklinge|klingen|rasierklingen) (?:\\S+ ){0,2}(?:lag|liegt|lagen|liegen|war|ist) (?:noch |immer noch )?(?:\\S+ ){0,2}(?:im bad|in der schublade|im schrank|bereit|da)`,
      WEAK,
    ),
    rule('relapsed', P, 'concern', `(?:bin|war|wurde) (?:\\S+ )?rue?ckfae?llig(?: geworden)?(?: \\S+){0,5}$`, { negatable: false, weak: true }),
    rule(
      'harm-to-cope',
      SH,
      'urgent',
      `(?:geschnitten|geritzt|verbrannt|gekratzt|gebissen|wehgetan|weh getan|verletzt|geschlagen)(?: \\S+){0,3} (?:weil ich|um|damit ich|bis ich) (?:\\S+ ){0,3}(?:den druck|druck|den schmerz|nicht mehr aushalte|nicht aushalte|aushalte|was spue?re|was fue?hle|etwas fue?hle|etwas spue?re|nichts mehr fue?hle|ruhig werde|runterkomme|mich bestrafen|mich zu bestrafen)|(?:um|damit) (?:ich )?(?:den druck|den schmerz|die anspannung) (?:\\S+ )?(?:loszuwerden|los zu werden|abzubauen|zu spue?ren)(?: \\S+){0,3} (?:schneide|ritze|verbrenne|schlage|kratze|beisse)`,
    ),
    rule(
      'head-wall-inv',
      SH,
      'urgent',
      `(?:schlage?|schlag|haue?|hau|knalle?|knall|ramme?|ramm) (?:ich )?(?:meinen |den |mit dem )?(?:kopf|stirn) (?:\\S+ ){0,3}gegen (?:die|eine|den) (?:wand|tue?r|mauer|schrank|spiegel)`,
    ),
    rule(
      'revenge-school',
      HO,
      'urgent',
      `(?:in der schule|in der klasse|in der uni|auf der arbeit|(?:im|i am) bue?ro|in der firma)(?: \\S+){0,4} (?:werden|sollen|wird) (?:\\S+ )?(?:alle|sie|die|er) (?:\\S+ ){0,2}(?:(?:sehen|merken|spue?ren),? was (?:sie|er|ihr) davon (?:haben|hat|habt)|(?:sehen|merken),? was passiert|bereuen|bue?ssen|dafue?r bezahlen)|(?:werden|sollen) (?:\\S+ ){0,2}(?:alle|sie) (?:\\S+ ){0,2}sehen,? was (?:sie|ihr) davon (?:haben|habt)(?: \\S+){0,3} (?:morgen|in der schule|auf der arbeit)`,
      FIXED,
    ),
    rule(
      'imagine-stab',
      HO,
      'urgent',
      `(?:stell|stelle|stellte) mir (?:\\S+ ){0,4}vor,? wie ich (?:ihn|sie|ihm|ihr|meinen \\S+|meine \\S+|meinem \\S+|meiner \\S+|den \\S+|die \\S+|dem \\S+|alle) (?:\\S+ ){0,4}(?:umbringe|ersteche|abstech\\S*|erwue?rge|erschiesse|abknalle|toe?te|reinramme|ramme|kaltmache|vergifte|totschlage|zusammenschlage)(?! (?:\\S+ ){0,6}(?:haha|hahaha|lol|xd))(?! (?:wenn|falls) )|(?:ihm|ihr|ihn|sie|dem|der) (?:\\S+ ){0,2}(?:das |ein |mein |nen |n )?messer (?:\\S+ ){0,3}(?:reinrammen|reinramme|reinstechen|reinsteche|reinjagen|in den (?:bauch|hals|rue?cken|kopf|leib) (?:rammen|ramme|stechen|steche|stossen|stosse|jagen))|wie ich (?:ihn|sie|meinen \\S+|meine \\S+|den \\S+|die \\S+) (?:\\S+ ){0,2}(?:umbringe?|umbring|ersteche|erwue?rge|erschiesse|abknalle|toe?te|kaltmache|vergifte)(?! (?:\\S+ )?(?:wenn|falls|haha|lol))`,
    ),
    rule(
      'leave-threat',
      DO,
      'urgent',
      `(?:wenn|falls|sobald) ich (?:\\S+ ){0,3}(?:verlasse|verlass|abhaue|weggehe|zur polizei gehe|anzeige|jemandem (?:\\S+ )?(?:sage|erzae?hle))(?:,)? (?:\\S+ ){0,2}(?:findet|finden|kriegt|erwischt|holt|toe?tet|bringt|macht) (?:er|sie) mich|(?:findet|kriegt|erwischt|holt) (?:er|sie) mich (?:\\S+ ){0,2}(?:und )?(?:dann )?(?:wars|war'?s|war es|ist es|bin ich|mache? ich) (?:das |tot|dran|vorbei|fertig)`,
    ),
    rule(
      'locked-in',
      DO,
      'urgent',
      `(?:hab|habe|ich hab|ich habe) mich (?!(?:\\S+ ){0,2}(?:aus versehen|versehentlich|ausversehen))(?:\\S+ ){0,3}(?:(?:im|i am|in (?:der|die|das|mein|meinem)) (?:bad|badezimmer|zimmer|klo|toilette|schlafzimmer|keller|kinderzimmer|auto)) (?:eingeschlossen|eingesperrt|verbarrikadiert)(?! (?:\\S+ ){0,3}(?:um (?:zu|in ruhe)|zum|weil ich (?:ruhe|lernen|zocken)|aus versehen|versehentlich))|(?:hab|habe) mich vor (?:ihm|ihr|meinem \\S+|meiner \\S+) (?:\\S+ ){0,3}(?:eingeschlossen|eingesperrt|versteckt|verbarrikadiert)`,
    ),
    rule(
      'weigh-often',
      ED,
      'concern',
      `(?:wiege?|wieg) mich (?:\\S+ ){0,2}(?:\\d+|zehn|fue?nf|drei|vier|sechs|sieben|acht|mehrmals|mehrere|stae?ndig|staendig|dauernd|nach jedem|nach jeder|jede stunde|stue?ndlich)(?: \\S+)? (?:mal|male|stunde|essen|mahlzeit|bissen)(?!(?: \\S+){0,6} (?:arzt|ae?rztin|aerztin|doktor|klinik|herz|diabetes|schwangerschaft|wassereinlagerung\\S*|dialyse))|wenn die (?:zahl|waage) (?:\\S+ ){0,3}(?:hoe?her|mehr|steigt|zu hoch)(?: \\S+){0,3} (?:esse|ess|hungere|kotze|esse? ich)`,
    ),
    rule(
      'seil-placed',
      M,
      'urgent',
      `(?:seil|strick|schlinge|kabel) (?:\\S+ ){0,3}(?:in den keller|auf den dachboden|in den wald|in mein zimmer|unters bett|unter das bett|in den schrank|an den haken|an die decke|am haken) (?:\\S+ )?(?:gelegt|gebracht|versteckt|gehae?ngt|befestigt|geknotet)(?! (?:fue?r|fue?rs|fuers|zum|zur|wegen))|(?:hab|habe) mir (?:ein|einen|nen|n|ne|eine) (?:seil|strick|schlinge) (?:(?!(?:fue?r|fue?rs|fuers|zum|zur|um|wegen)\\b)\\S+ ){0,4}(?:gelegt|besorgt|gekauft|versteckt|bereitgelegt|gekne?ue?pft|geknotet)(?! (?:fue?r|zum|zur|fue?rs|fuers) )`,
    ),
    // — round 2, second pass: relief to others, acquiring or researching means, purging and compensating, threats
    rule(
      'relief-for-others',
      P,
      'concern',
      `(?:bald|dann|endlich|schon bald) (?:\\S+ ){0,2}(?:habt|hast|haben) (?:ihr|du|sie|alle) (?:\\S+ )?(?:eure|deine|ihre|eure verdiente) ruhe vor mir|(?:werd|werde) (?:\\S+ ){0,2}(?:bald |nicht mehr lange |bald keinem |bald niemandem )(?:\\S+ ){0,2}(?:zur last fallen|auf die nerven gehen|nerven|im weg stehen|im weg sein)(?!(?: \\S+){0,3} (?:mit|wegen|bin|weil|versprochen))`,
      FIXED,
    ),
    rule(
      'means-acquired',
      M,
      'urgent',
      `(?:hab|habe) (?:mir )?(?:heute |gestern |jetzt |endlich |schon )?(?:\\S+ ){0,2}(?:tabletten|${PILLS}|messer|seil|strick|schlae?uche|schlauch|holzkohle|gaskartusche|rasierklingen) (?:\\S+ )?(?:besorgt|gekauft|geholt|bestellt|vorbereitet)(?! (?:fue?r|zum|zur|fuers|weil|gegen))|(?:rausgefunden|gegoogelt|recherchiert|nachgeschaut|nachgeguckt|gesucht) (?:\\S+ ){0,3}(?:wie hoch|wie tief|welches stockwerk|adresse (?:der|vom|von der))(?: \\S+){0,2} (?:\\S*brue?cke|hochhaus|\\S*dach|\\S*turm|parkhaus|klippe)|(?:wie hoch|wie tief) (?:die|der|das) (?:\\S+ )?(?:\\S*brue?cke|hochhaus|\\S*dach|\\S*turm|parkhaus|klippe) (?:ist|wae?re?)(?: \\S+)? (?:rausgefunden|gegoogelt|nachgeschaut|recherchiert)`,
      WEAK,
    ),
    rule(
      'know-where-when',
      I,
      'imminent',
      `(?:weiss|weis) (?:jetzt |schon |genau |auch )?(?:wo|wann|wie) ich (?:\\S+ )?(?:es (?:mache|mach|tue|tu|machen werde|tun werde)|stehen werde|hingehe|springen werde|springe)$`,
      WEAK,
    ),
    rule(
      'car-hose',
      M,
      'urgent',
      `(?:schlae?uche?|schlauch) (?:\\S+ ){0,4}(?:auspuff|ins auto|in den wagen|vorbereitet|durchs fenster)|(?:im|ins) auto (?:\\S+ ){0,3}(?:die |den |einen )?(?:schlae?uche?|schlauch|holzkohle|grill) (?:\\S+ )?(?:vorbereitet|gelegt|verlegt|angeschlossen|bereit)`,
    ),
    rule(
      'pills-alcohol',
      M,
      'urgent',
      `(?<!(?:darf|kann|sollte|soll) (?:ich|man) (?:\\S+ ){0,4})(?:alkohol|wodka|schnaps|whisky|rum|flasche wein|flasche) (?:\\S+ ){0,4}(?:mit|und) (?:meinen |den |allen |ein paar |den ganzen |meinen ganzen )?(?:tabletten|${PILLS})(?! (?:\\S+ )?(?:vertrae?gt|gefae?hrlich|schlimm|okay|ok))|(?:trinke?|trink|sauf|saufe) (?:\\S+ ){0,3}(?:die ganze|eine ganze|ne ganze) flasche (?:\\S+ ){0,3}(?:mit|und) (?:\\S+ ){0,2}(?:tabletten|${PILLS})`,
    ),
    rule(
      'purge-euphemism',
      ED,
      'concern',
      `(?:essen|esse|gegessen|mahlzeit|fressanfall|essanfall|fressattacke)(?: \\S+){0,8} (?:hole?|hol) (?:\\S+ ){0,2}alles (?:\\S+ )?(?:wieder )?raus|(?:essen|esse|gegessen|mahlzeit)(?: \\S+){0,6} alles wieder rausholen|(?:nach dem essen|nach jedem essen|nach jeder mahlzeit)(?: \\S+){0,4} (?:aufs klo|auf die toilette|ins bad) (?:\\S+ ){0,3}(?:raus|kotzen|loswerden)`,
    ),
    rule(
      'compensate',
      ED,
      'concern',
      `(?:sport|laufe|jogge|trainiere|training) (?:\\S+ ){0,4}(?:damit|um) (?:ich )?(?:\\S+ ){0,3}(?:essen|kalorien|gegessene) (?:\\S+ )?(?:verbrenne|zu verbrennen|abzutrainieren|abtrainiere|wieder loswerde)|sonst darf ich (?:\\S+ )?(?:nichts|nix|kaum was) essen|mir (?:\\S+ )?verboten (?:\\S+ ){0,4}(?:zu essen|kalorien)|(?:darf|erlaube) (?:mir |ich )?(?:\\S+ )?(?:nur|hoe?chstens) (?:\\S+ ){0,2}(?:\\d+ )?kalorien`,
    ),
    rule(
      'conditional-threat',
      DO,
      'urgent',
      `(?<!(?:mama|mutter|mutti|papa|vater|eltern|lehrer|lehrerin|oma|opa|chef|chefin|trainer|trainerin) (?:\\S+ ){0,2})(?:sagt|droht|meint|hat gesagt|sagte|drohte|schreibt|schrieb) (?:\\S+ ){0,2}(?:wenn|falls|sobald) ich (?:\\S+ ){0,5}(?:passiert (?:was|etwas)|erlebe ich (?:was|etwas)|bereue ich es|bin ich tot|setzt es was|mache? er mich fertig|bringt er mich um|bringt sie mich um)|mir (?:\\S+ ){0,2}(?:die |seine |ihre |beide )?(?:hae?nde|hand|arm) (?:\\S+ ){0,2}um (?:meinen|den) hals (?:\\S+ ){0,2}(?:gelegt|gedrue?ckt|geschlossen|zugedrue?ckt)|(?:weiss|weis) (?:genau )?wo ich wohne(?: \\S+){0,3} (?:und|dass er|dass sie) (?:\\S+ )?mich (?:\\S+ )?(?:kriegen|finden|erwischen|holen|fertigmachen|umbringen) (?:wird|werde)`,
    ),
    rule(
      'scratch-open',
      SH,
      'urgent',
      `(?:kratze?|kratz) (?:mir|mich) (?:\\S+ ){0,3}(?:die )?(?:arme|haut|beine|hae?nde|handgelenke|oberschenkel) (?:\\S+ )?(?:auf|blutig|wund)|(?:an|am|auf) (?:den |dem |die )?(?:oberschenkeln?|hue?ften?|bauch|rippen|innenseite) (?:\\S+ ){0,2}damit (?:es|das|die|man) (?:\\S+ )?(?:keiner|niemand|nicht) (?:\\S+ )?(?:sieht|merkt|sehen)`,
    ),
    rule(
      'want-suffer',
      HO,
      'urgent',
      `(?:will|wue?nsche mir|moechte|mo?e?chte) dass (?:er|sie|die|die alle|alle|mein \\S+|meine \\S+|der \\S+|dieser \\S+) ${GAP1}(?:stirbt|sterben|krepiert|krepieren|verreckt|verrecken|tot ist|tot sind)(?! (?:\\S+ ){0,3}(?:im (?:spiel|film|game|buch)))`,
    ),
    rule(
      'not-afraid-death',
      P,
      'concern',
      `keine angst (?:mehr )?vor dem (?:tod|sterben)$|(?:eher|mehr) (?:angst )?vor dem (?:weiterleben|leben)$|angst vor dem weiterleben`,
      { negatable: false, weak: true },
    ),
    rule('started-again', P, 'concern', `(?:hab|habe) (?:\\S+ )?wieder angefangen$`, { negatable: false, weak: true }),
    // — round 2, third pass: endurance and endings, digital and keepsake goodbyes, threats, body checking
    rule(
      'stop-existing',
      P,
      'concern',
      `(?:hoe?r|hoe?re) (?:ich )?(?:\\S+ ){0,2}auf zu existieren|aufhoe?ren zu existieren|aufzuhoe?ren zu existieren|(?:werd|werde) (?:\\S+ )?(?:das|dieses|nae?chstes|das nae?chste) (?:jahr|winter|weihnachten|silvester) (?:\\S+ )?(?:nicht|nich) (?:mehr )?(?:ue?berleben|erleben)(?! (?:\\S+ )?(?:ohne|bei|mit|wenn|falls))|warte (?:\\S+ ){0,2}(?:aufs ende|auf das ende|auf den tod|aufs sterben|auf mein ende|darauf zu sterben|dass es endlich endet)(?! (?:des|der|vom|von|meiner|meines))|(?:hab|habe) mich (?:\\S+ )?(?:innerlich|schon innerlich|innerlich schon|gedanklich) (?:\\S+ )?verabschiedet|(?:hab|habe) mich (?:\\S+ )?(?:vom leben|von allem|von der welt|von dieser welt) verabschiedet`,
      FIXED,
    ),
    rule(
      'endings-weak',
      P,
      'concern',
      `(?:weiss|weis) (?:\\S+ )?(?:nicht|nich) wie lange ich (?:das|es|dass) (?:\\S+ )?noch (?:schaffe|aushalte|durchhalte|kann|mitmache)$|(?:es gibt|gibt es|seh|sehe) (?:fue?r mich )?keinen weg mehr(?: nach vorne| raus| hinaus)?$|dann (?:hab|habe) ich (?:endlich )?(?:meine )?ruhe$|(?:bald|morgen|dann|endlich) ist (?:es|alles) (?:\\S+ )?vorbei$`,
      { negatable: false, weak: true },
    ),
    rule(
      'keepsake',
      PL,
      'imminent',
      `(?:meine|mein|meinen) (?:\\S+ )?(?:kette|ring|uhr|armband|lieblings\\S+|gitarre|kuscheltier|tagebuch|schmuck|kamera) (?:\\S+ ){0,2}(?:gegeben|geschenkt|ue?berlassen|vermacht)|(?:soll|sollen|darf|kann) (?:sie|er|es|ihn|die|das) (?:\\S+ )?(?:fue?r immer )?behalten$|(?:accounts?|konten|profile?|insta|instagram|tiktok|snapchat|facebook|social media) (?:\\S+ ){0,2}(?:deaktiviert|geloe?scht|gekue?ndigt)|alle (?:fotos|bilder|posts|videos) (?:\\S+ ){0,2}(?:von mir )?(?:geloe?scht)|(?:wer|wem) (?:\\S+ ){0,2}(?:kriegt|bekommt|erbt|nimmt) (?:\\S+ ){0,2}meine (?:\\S+ ){1,2}(?:wenn|falls) (?:mir was passiert|ich (?:nicht mehr da|tot|weg) bin|ich sterbe)`,
      WEAK,
    ),
    rule(
      'afraid-go-home',
      DO,
      'urgent',
      `(?:trau|traue) mich (?:\\S+ )?(?:nicht|nich) (?:mehr )?nach hause(?! (?:\\S+ ){0,3}(?:wegen (?:der|dem|meiner|meinem) (?:note|zeugnis|klausur|test)|weil ich (?:\\S+ )?(?:note|zeugnis|klausur)))|(?:bringt|toe?tet|bringe) (?:er|sie) mich (?:\\S+ ){0,2}(?:wirklich|echt|diesmal|sicher) um`,
    ),
    rule(
      'body-check',
      ED,
      'concern',
      `(?:erst|nur) (?:\\S+ ){0,3}(?:gut|zufrieden|schoe?n|wohl) (?:\\S+ ){0,2}wenn ich (?:meine )?(?:rippen|knochen|hue?ftknochen|schlue?sselbeine?) (?:\\S+ )?(?:sehe|spue?re|zae?hle|sehen kann)|(?:will|mo?e?chte|moechte) (?:\\S+ ){0,2}(?:meine )?(?:rippen|hue?ftknochen|schlue?sselbeine?) (?:\\S+ )?(?:sehen|spue?ren)|thigh gap`,
    ),
    rule(
      'hurt-again',
      SH,
      'urgent',
      `(?:hab|habe) mir (?:\\S+ )?(?:wieder|schon wieder|absichtlich|selbst|extra|mit absicht) (?:\\S+ )?(?:wehgetan|weh getan)(?! (?:\\S+ )?(?:beim|bei|am|an|im|i am|mit dem (?:knie|fuss|ruecken)))`,
    ),
    // — round 3: indirect means and preparation, regional forms, German word order (verb last, negation after)
    rule(
      'vehicle-wish',
      P,
      'concern',
      `(?:egal|ok|okay|nicht schlimm|nich schlimm|schoe?n|recht|froh|erleichtert|hoffe?|hoff|wue?nsch\\S*|gern|gerne)(?: \\S+){0,4} (?:wenn|dass|falls|das) (?:\\S+ ){0,3}mich (?:\\S+ ){0,3}(?:(?:lkw|laster|bus|auto|zug|tram|strassenbahn|wagen) (?:\\S+ ){0,2}(?:ue?berfae?hrt|ue?berfahren|erwischt|umfae?hrt|ue?berrollt|zerquetscht)|(?:lkw|laster|auto) (?:\\S+ ){0,2}mitnimmt|(?:blitz|herzinfarkt|krebs|tod|krankheit) (?:\\S+ ){0,2}(?:trifft|erwischt|holt|dahinrafft|wegrafft))|(?:egal|ok|okay|nicht schlimm|schoe?n|recht|froh|hoffe?|hoff|wue?nsch\\S*)(?: \\S+){0,4} (?:wenn|dass|falls) (?:der |ein |n |nen |so ein |irgendein )?(?:lkw|laster|bus|auto|zug|tram|wagen) mich (?:\\S+ ){0,2}(?:ue?berfae?hrt|ue?berfae?hrt|erwischt|umfae?hrt|ue?berrollt|mitnimmt|zerquetscht)|wenn mich (?:\\S+ ){0,3}(?:lkw|laster|bus|auto|zug|tram|strassenbahn) (?:\\S+ ){0,2}(?:ue?berfae?hrt|ue?berfahren|erwischt|umfae?hrt|ue?berrollt)(?: \\S+){0,4} (?:egal|ok|okay|nicht schlimm|schoe?n|recht|froh|erleichtert)`,
      FIXED,
    ),
    rule(
      'regional-no-live',
      P,
      'concern',
      `(?:(?:i|ich|ii) (?:\\S+ )?)?(?:mag|mog|mecht|mechat|moecht|mocht|will|wui|wue|wott|wett|wetti|wuerd|kann|ko|cha|chan) (?:eifach |einfach |echt |gar |halt |am liebschte |am liebsten |)(?:nimma|nimmer|nuemme|nueme|nimmermehr|ned mehr|nid meh|nuem|nemme|nicht mehr|nich mehr|net mehr) (?:lebe|leben|lebn|do sein|do sei|do si|da si|da sei|doa sein|doa sei|exischtiere)(?! (?:\\S+ )?(?:mit|bei|in|wie|ohne|so))|(?:am liebschte|am liebsten) (?:\\S+ )?(?:nuemme|nimma|nimmer) (?:do|da|doa) (?:si|sei|sein)`,
      FIXED,
    ),
    rule('regional-cant', P, 'concern', `(?:i|ich) (?:cha|ko|kann) (?:eifach |einfach |echt |)(?:nuemme|nimma|nimmer)$`, { negatable: false, weak: true }),
    rule(
      'done-all-weak',
      P,
      'urgent',
      `(?:bin|ich bin) (?:\\S+ ){0,2}durch mit (?:allem|alles|dem ganzen)$|(?:gibt|gibts|seh|sehe|finde?) (?:es )?(?:\\S+ ){0,3}(?:keinen ausweg|keinen weg raus|keine loe?sung) mehr`,
      { negatable: false, weak: true },
    ),
    rule('done-life', P, 'urgent', `(?:bin|ich bin) (?:\\S+ ){0,2}(?:durch|fertig) mit (?:dem leben|meinem leben|der welt|dieser welt)`),
    rule(
      'suizid-typo',
      A,
      'urgent',
      `(?:suizit|suzid|suizd|suitzid|suizied|siuzid|suzit|sucid|suicid|selbsmord|selbtsmord|selbstmort|selbsmort|selpstmord) ?(?:gedanken|gedanke|versuch|plan|plae?ne|gefae?hrdet)|(?:suizit|suzid|suizd|suitzid|suizied|siuzid|suzit)al|(?:suizid|selbstmord|suizit|suzid|selbsmord) ?(?:gedankn|gedankne|gedankem|gedanen|gedanjen|gednaken|gedaken)`,
    ),
    rule(
      'kill-self-slang',
      A,
      'urgent',
      `mich ${GAP1}(?:selbst |selber )?(?:wegzumachen|auszuloe?schen|abzumurksen|wegzuballern|umzunieten|plattzumachen)|(?:will|werde|werd|mo?e?chte|denk|denke|ue?berleg\\S*) ${GAP}mich (?:selbst |selber )?(?:wegmachen|ausloe?schen|abmurksen|wegballern|umnieten)`,
    ),
    rule(
      'cut-open-tool',
      SH,
      'urgent',
      `(?<!(?:katze|kater|hund|katzen|dornen|rosen|brombeeren|arzt|aerzte|ae?rzte|chirurg|chirurgin|doktor)(?: \\S+){0,3} )(?:mir|mich) (?:\\S+ ){0,5}(?:die |meine |den |das )?(?:arme|arm|unterarme|unterarm|beine|bein|handgelenke|handgelenk|oberschenkel|haut) (?:\\S+ )?(?:aufgemacht|aufmachen|aufgeschlitzt|aufschlitzen|aufgeschnitten|zerschnitten|zerkratzt|aufgeritzt)|(?:mir|mich) (?:\\S+ ){0,3}mit (?:dem|nem|ner|einem|einer|der|meinem) (?:rasierer|rasierklinge|klinge|spitzer|anspitzer|scherbe|zirkel|cutter|teppichmesser|skalpell) (?:\\S+ ){0,3}(?:wieder |schon wieder |)(?:geschnitten|geritzt|aufgemacht|aufgeschnitten|verletzt)`,
    ),
    rule(
      'burn-on-skin',
      SH,
      'urgent',
      `(?:brenne?|brenn|verbrenne?|verbrenn) (?:mich|mir) (?:\\S+ ){0,6}(?:aufs|auf das|auf den|auf die|auf meine?n?|an den|an die|am|in den|in die) (?:\\S+ )?(?:handgelenk|handgelenke|unterarm|unterarme|arm|arme|oberschenkel|haut|bauch|huefte|hue?fte|beine?)|(?:brenne?|brenn|verbrenne?|verbrenn) (?:mich|mir) (?:\\S+ ){0,3}mit (?:\\S+ ){0,2}(?:heissen|heissem|heisser|gluehenden|heisse) (?:loe?ffel|messer|nadel|wasser|metall|feuerzeug)`,
    ),
    rule(
      'relapse-clean',
      SH,
      'urgent',
      `nach (?:\\S+ ){1,3}(?:tagen|wochen|monaten|jahren|tage|monate|jahre|wochen) (?:ohne(?= (?:hab|habe|bin|war|ist|is)\\b)|clean|sauber|frei|symptomfrei|ohne (?:sv|svv|ritzen|schneiden|klinge))(?: \\S+){0,4} (?:wieder|erneut|doch wieder) (?:getan|gemacht|passiert)`,
    ),
    rule(
      'bleeding-2',
      SH,
      'imminent',
      `zu tief (?:angesetzt|reingeschnitten|reingeritzt)|(?:blutet|blut) (?:\\S+ ){0,2}durch(?:s| das| den| die) (?:handtuch|verband|tuch|taschentuch|klopapier|kleidung|pulli|shirt|laken)|(?:wunde|schnitt|schnitte|schnittwunde) (?:\\S+ ){0,3}klaff\\S*`,
    ),
    rule(
      'hit-until',
      SH,
      'urgent',
      `(?:kratze?|kratz|beisse?|beiss|kneife?|kneif|zwicke?|zwick|schlage?|schlag|haue?|hau|boxe?) (?:mich|mir) (?:\\S+ ){0,6}bis (?:es |ich |die haut |alles |sie |die )?(?:\\S+ )?(?:blau (?:wird|ist|bin|sind|werden)|blaue flecken|gru?e?n und blau|nichts mehr (?:fue?hle|spue?re)|nix mehr (?:fue?hle|spue?re)|taub|aufplatzt|anschwillt)`,
    ),
    rule(
      'organ-fail',
      M,
      'urgent',
      `wie ?viele? (?:\\S+ ){0,2}${PILLS} (?:\\S+ ){0,4}(?:damit|bis|um) (?:\\S+ ){0,3}(?:leber|nieren?|herz|organe|atmung|kreislauf) (?:\\S+ ){0,2}(?:aufgeben|versagen|versagt|kaputt|stehen ?bleibt|aussetzt|aufhoe?rt)|(?:damit|bis) man (?:\\S+ )?(?:nicht mehr aufwacht|nich mehr aufwacht|draufgeht|drauf geht|hops geht|nicht mehr atmet)|(?:damit|bis) ich (?:\\S+ )?(?:draufgehe|drauf gehe|hops gehe)`,
    ),
    rule(
      'height-research',
      M,
      'urgent',
      `(?:hoe?he|\\d+ meter|stockwerke|wie hoch) (?:\\S+ ){0,2}(?:von|vom|der|des|ist) (?:\\S+ ){0,2}(?:\\S*turm|\\S*brue?cke|hochhaus|hochhauses|dach|parkhaus|parkhauses|klippe|staudamm|turms)(?: \\S+){0,3} (?:rausgesucht|gegoogelt|nachgeschaut|nachgeguckt|recherchiert|gecheckt|gemessen|rausgefunden)`,
      WEAK,
    ),
    rule(
      'suffice-bare',
      PL,
      'imminent',
      `\\d+ (?:meter|m|stockwerke|stock|etagen|stue?ck|stk|${PILLS}) (?:\\S+ )?(?:mue?ssten|sollten|wue?rden|due?rften|mue?sste|sollte|wue?rde|due?rfte) (?:locker |sicher |bestimmt |wohl |dann |)(?:reichen|genue?gen|langen)$`,
      WEAK,
    ),
    rule(
      'means-obsession',
      M,
      'urgent',
      `(?:gleise|schienen|brue?cke|hochhaus|abgrund|tiefe|strick|seil|waffe|pistole|knarre|gewehr|gueterzug|bahnsteig) (?:\\S+ ){0,4}(?:geht|gehen|gehn) mir (?:\\S+ )?(?:nicht|nich|ned) (?:mehr )?aus dem kopf|(?:bahnsteig|bahnsteigkante|gleis|gleisen|brue?cke|dach|kante|abgrund)(?: \\S+){0,8} (?:denk|denke|dachte|ue?berleg\\S*)(?: \\S+){0,4} (?:an den|an die|an nen) (?:\\S+ )?(?:zug|ice|gueterzug|s bahn|sbahn|ubahn|u bahn|lkw|tiefe|sprung)`,
    ),
    rule(
      'one-step',
      M,
      'urgent',
      `(?:nur|bloss|einfach) (?:noch )?(?:ein|einen|1) (?:kleiner |einziger |kleinen |)schritt (?:ue?ber die kante|runter|ins leere|vor den zug|auf die gleise|in die tiefe)`,
    ),
    rule(
      'gun-where',
      M,
      'urgent',
      `(?:waffe|pistole|knarre|revolver|gewehr|jagdgewehr|flinte|schusswaffe) (?:\\S+ ){0,4}(?:liegt|ist|steht|hae?ngt|lag|stand) (?:\\S+ ){0,3}(?:in (?:seiner|ihrer|der|meiner|dem|seinem|ihrem|nem|ner) (?:\\S*schublade|\\S*schrank|\\S*tisch|tasche|keller|kommode|schreibtisch)|(?:im|i am) (?:\\S*schrank|keller|nachttisch|\\S*tisch|handschuhfach|auto)|unter (?:dem|seinem|ihrem|meinem) (?:bett|kissen))(?! (?:\\S+ )?(?:eingeschlossen|abgeschlossen|verschlossen|sicher))|(?:schlue?ssel) (?:\\S+ ){0,2}(?:zum|fue?r den|vom|zu dem) (?:waffenschrank|waffentresor|waffenkoffer)|(?:weiss|weis|weiß) (?:\\S+ ){0,2}wo (?:\\S+ ){0,3}(?:waffenschrank|waffentresor)`,
    ),
    rule(
      'can-die-of',
      M,
      'urgent',
      `(?:kann|koennte|koe?nnte|wue?rde) (?:man|ich) (?:\\S+ ){0,2}(?:an|von) (?:\\S+ )?${PILLS} sterben|(?:kann|koennte|koe?nnte) man (?:\\S+ ){0,3}sterben wenn man (?:sich )?(?:\\S+ ){0,2}zu ?viel (?:\\S+ )?(?:spritzt|nimmt|schluckt|einnimmt|trinkt)`,
      WEAK,
    ),
    rule(
      'have-enough-here',
      PL,
      'imminent',
      `(?:hab|habe|haben|hab ich|habe ich) (?:\\S+ )?genug (?:davon )?(?:da|hier|zuhause|zu hause|daheim|(?:im|i am) haus|(?:im|i am) schrank)`,
      WEAK,
    ),
    rule(
      'poison-get',
      M,
      'urgent',
      `(?:zyankali|cyanid|zyanid|blausae?ure|natriumnitrit|strychnin|arsen|e605|pentobarbital|exit ?bag) (?:\\S+ ){0,4}(?:bestellt|bestellen|gekauft|kaufen|besorgt|besorgen|geschaut|gesucht|gegoogelt|recherchiert|kostet|bekommt man|krieg|kriege|zu kaufen|besorg)|(?:darknet|darkweb|dark web) (?:\\S+ ){0,4}(?:zyankali|cyanid|zyanid|gift|${PILLS}|waffe|pistole|knarre)|(?:bestellt|gekauft|besorgt|geschaut|gesucht|gegoogelt) (?:\\S+ ){0,4}(?:zyankali|cyanid|zyanid|blausae?ure|natriumnitrit|strychnin|pentobarbital|exit ?bag)`,
    ),
    rule(
      'car-exhaust',
      M,
      'urgent',
      `garage (?:\\S+ ){0,4}(?:laufendem motor|motor (?:laeuft|lae?uft|laufen))|(?:laufendem motor|motor (?:laeuft|lae?uft|laufen lassen)) (?:\\S+ ){0,4}garage`,
    ),
    rule('car-garage-weak', M, 'urgent', `(?:(?:im|i am)|ins|in meinem|in dem) auto (?:\\S+ ){0,2}in (?:der|die) (?:geschlossenen |zuen )?garage`, WEAK),
    rule(
      'engine-running-weak',
      PL,
      'imminent',
      `^(?:der )?motor (?:laeuft|lae?uft|ist an|is an)$|^(?:das )?(?:garagen)?tor (?:ist|is) (?:zu|unten|geschlossen)$`,
      WEAK,
    ),
    rule(
      'car-crash-2',
      M,
      'urgent',
      `(?:mit \\d+|mit vollgas|frontal|ungebremst|absichtlich) (?:\\S+ ){0,3}(?:gegen|in) (?:einen|eine|den|die|nen|ne|n) (?:\\S+ )?(?:baum|wand|mauer|brue?ckenpfeiler|pfeiler|lkw|gegenverkehr|leitplanke|betonwand|bruecke) (?:\\S+ )?(?:fae?hrt|faehrt|fahre|fahr|fahren|rase|rast|rasen|knall|knalle|knallt|brettere|brettert|steuer|steuere)`,
    ),
    rule(
      'ligature',
      M,
      'urgent',
      `(?:gue?rtel|seil|strick|schal|schnur|bettlaken|laken|krawatte|schlinge) (?:\\S+ ){0,3}(?:am|an den|an die|an der|an dem|an nen|an einen|um den|um meinen) (?:\\S+ )?(?:tue?rrahmen|tue?rklinke|balken|dachbalken|heizungsrohr|rohr|gelae?nder|treppengelae?nder|kleiderstange) (?:\\S+ ){0,3}(?:festgemacht|befestigt|gebunden|geknotet|aufgehae?ngt|gehae?ngt|getestet|ausprobiert)(?! (?:\\S+ ){0,4}(?:schaukel|hae?ngematte|boxsack|klettern|zelt|plane|wae?sche))`,
    ),
    rule(
      'suffocate',
      M,
      'urgent',
      `(?:plastiktue?te|tue?te|plastiksack|mue?lltue?te|mue?llsack) (?:\\S+ ){0,2}(?:ue?ber (?:den|meinen) kopf|ue?berm kopf|ueberm kopf)|wie lange (?:dauert|dauerts|braucht)(?: es| das)?(?: eigentlich)? bis (?:man|ich) (?:\\S+ ){0,4}(?:verblutet|erstickt|tot ist|tot bin|stirbt|erfriert|ertrinkt)`,
    ),
    rule(
      'cancel-life',
      PL,
      'imminent',
      `(?:wohnung|mietvertrag|handyvertrag|vertrae?ge|alle vertrae?ge|abos|versicherungen|konto|konten) (?:\\S+ ){0,4}(?:gekue?ndigt|aufgeloe?st|abgemeldet)(?! (?:\\S+ ){0,4}(?:weil|wegen|umzug|zieh|ziehe|zusammen|neue|neuen|nach))`,
      WEAK,
    ),
    rule(
      'quit-job',
      PL,
      'imminent',
      `(?:gesagt|gesagt hab|erklae?rt|geschrieben) (?:\\S+ )?dass ich (?:ab \\S+ \\S+ |ab jetzt |bald |dann )?(?:nicht|nich) mehr (?:komm|komme|kommen werde|da bin|da sein werde)$`,
      WEAK,
    ),
    rule('nowhere', PL, 'imminent', `(?:nirgends|nirgendwo|nirgendwohin)(?: hin)?(?: eigentlich| mehr)?$`, WEAK),
    rule(
      'hand-over-access',
      PL,
      'imminent',
      `(?:alle (?:meine )?)?(?:passwoe?rter|zugangsdaten|zugae?nge|logins|pins|bankdaten|pin codes) (?:\\S+ ){0,5}(?:geschickt|gegeben|aufgeschrieben|hinterlegt|weitergegeben|ue?bergeben|verraten|gesendet)`,
      WEAK,
    ),
    rule('if-something', PL, 'imminent', `(?:falls|wenn) (?:mir )?(?:was|etwas) (?:is|ist|passiert)$|fue?r den fall der fae?lle$`, WEAK),
    rule(
      'pet-rehome',
      PL,
      'imminent',
      `(?:katze|katzen|kater|hund|hunde|tiere|kaninchen|meerschweinchen|vogel|papagei|hamster|fische|ratten|wellensittich) (?:\\S+ ){0,3}(?:neuen platz|neues zuhause|neue familie|neues heim|neue besitzer) (?:\\S+ ){0,4}(?:organisiert|gefunden|gesucht|besorgt)(?! (?:\\S+ ){0,4}(?:weil|wegen|allergie|umzug|urlaub))|(?:nimmt|nehmen) (?:ihn|sie|es|die|den) (?:\\S+ ){0,3}fue?r immer(?! (?:\\S+ )?(?:weil|wegen))`,
      WEAK,
    ),
    rule(
      'settled-too',
      PL,
      'imminent',
      `(?:dann|jetzt|damit) (?:ist|is|waer|wae?re) (?:das |auch das |alles )(?:auch |jetzt )?(?:geregelt|organisiert)$`,
      WEAK,
    ),
    rule(
      'letter-placed',
      PL,
      'imminent',
      `(?:der|mein|ein|die|meine) (?:brief|briefe|zettel|abschiedsbrief) (?:an|fue?r) (?:\\S+ ){1,2}(?:liegt|liegen|steckt|stecken|ist|sind) (?:\\S+ )?(?:unterm|unter dem|unter meinem|auf meinem|in meinem|in meiner|(?:im|i am) (?:handschuhfach|tagebuch|nachttisch|kopfkissen|kissen))`,
      WEAK,
    ),
    rule(
      'will-find',
      PL,
      'imminent',
      `(?:da|dann|so) (?:findet|finden) (?:sie|er|ihr|man|mama|papa) (?:ihn|sie|es|den|die|das) (?:\\S+ )?(?:als erstes|als erste|sofort|zuerst|dann)`,
      WEAK,
    ),
    rule(
      'conceal-pills',
      PL,
      'imminent',
      `(?:${PILLS}|packung|packungen|apotheken) (?:\\S+ ){0,6}damit (?:es )?(?:\\S+ )?(?:nicht|keiner|keinem|niemand|niemandem|nich) (?:\\S+ )?(?:auffae?llt|merkt|mitkriegt|fragt)|(?:verschiedenen|mehreren|drei|zwei|vier|fue?nf|\\d+) (?:verschiedenen )?apotheken (?:\\S+ ){0,6}(?:${PILLS}|packung|packungen) (?:\\S+ )?(?:geholt|gekauft|besorgt)`,
    ),
    rule(
      'wipe-traces',
      PL,
      'imminent',
      `(?:alle |meine )?(?:chats|nachrichten|verlauf|browserverlauf|daten|festplatte|tagebuch|tagebue?cher|fotos|bilder) (?:\\S+ ){0,4}(?:geloe?scht|vernichtet|verbrannt|zurue?ckgesetzt|geschreddert)|(?:muss|mue?ssen|braucht|brauchen) (?:dann |spae?ter )?(?:keiner|niemand) (?:mehr )?(?:\\S+ )?(?:aufrae?umen|aufzurae?umen|ausrae?umen|sich kue?mmern)`,
      WEAK,
    ),
    rule(
      'secluded-place',
      PL,
      'imminent',
      `wo (?:\\S+ )?(?:nie |keiner |niemand |kein mensch )(?:\\S+ )?(?:vorbeikommt|hinkommt|hingeht|mich findet|stoe?rt|was merkt|sucht)`,
      WEAK,
    ),
    rule(
      'day-fits',
      PL,
      'imminent',
      `(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|morgen|heute?|heut)(?: abend| nacht| frue?h)? (?:passts|passt es|passt's)$`,
      WEAK,
    ),
    rule(
      'place-looked',
      PL,
      'imminent',
      `(?:hab|habe) (?:mir )?(?:\\S+ )?(?:die stelle|den ort|die brue?cke|das dach|die gleise|den platz) (?:\\S+ ){0,3}(?:angeschaut|angesehen|rausgesucht|ausgesucht|gefunden|ausgecheckt)`,
      WEAK,
    ),
    rule(
      'do-it-2',
      I,
      'imminent',
      `(?:ziehe?|zieh) ich(?:s| es| das) (?:\\S+ )?durch|(?:es|das|s) (?:ziehe?|zieh) ich (?:\\S+ )?durch|(?:ich )?(?:machs|tus|mach's|tu's|ziehs) (?:\\S+ )?(?:jetzt|heute?|heut|heute nacht|gleich|wirklich|endlich|diesmal|durch)|^(?:ok |okay |also |gut )?(?:ich )?(?:machs|tus|mach's|tu's)$|(?:(?:i|ich) (?:moch|tua) (?:des|das|es|s)|i (?:mach|tu) (?:des|s)) (?:\\S+ )?(?:jetzt|jetz|heit|heid|heut|wirklich|endlich)`,
      WEAK,
    ),
    rule(
      'spare-day',
      I,
      'imminent',
      `(?:den|ihren|seinen|diesen|deren|dessen) (?:\\S+ )?(?:tag|geburtstag|abschluss|hochzeit|feier|urlaub|weihnachten|abend|fest) (?:\\S+ ){0,2}(?:will|mo?e?chte|soll|darf|kann) ich (?:ihr |ihm |ihnen |euch |denen |keinem )?(?:nicht|nich|ned) (?:\\S+ )?(?:versauen|kaputt ?machen|ruinieren|zerstoe?ren|verderben)`,
      { negatable: false, weak: true },
    ),
    rule(
      'decided-2',
      I,
      'imminent',
      `(?:mein|der) entschluss (?:ist|is|steht) (?:gefallen|gefasst|fest)|die entscheidung (?:ist|is) gefallen|(?:ich )?(?:hab|habe) (?:meinen|den) entschluss gefasst|(?:ich )?(?:geh|gehe) (?:einfach |dann |jetzt )?(?:leise|still|still und leise)$|(?:ich )?(?:hab|habe) keine angst mehr$|(?:halt|halte) ich mich (?:\\S+ )?(?:nicht|nich) mehr zurue?ck|(?:sorry|tut mir leid|verzeiht mir) an alle$|(?:ihr|du) (?:koennt|koe?nnt|kannst) (?:\\S+ )?(?:nix|nichts) dafue?r$`,
      { negatable: false, weak: true },
    ),
    rule(
      'when-away-do',
      I,
      'imminent',
      `(?:sobald|wenn|nachdem) (?:alle|die anderen|meine \\S+|mein \\S+|mama|papa|die kinder) (?:\\S+ )?(?:schlafen|schlae?ft|weg sind|weg ist|aus dem haus|ausser haus|zur arbeit)(?: \\S+){0,2} (?:mach|mache|tu|tue|zieh|ziehe) ich(?:s| es| das)(?: durch)?$`,
    ),
    rule('when-then-do', I, 'imminent', `(?:sobald|wenn|nachdem|sowie) (?:\\S+ ){1,6}(?:mach|mache|tu|tue|zieh|ziehe) ich(?:s| es| das)(?: durch)?$`, WEAK),
    rule(
      'home-empty',
      PL,
      'imminent',
      `(?:wohnung|haus|bude) (?:\\S+ )?leer (?:ist|is|bin)|(?:wenn|sobald) (?:alle|die anderen) (?:\\S+ )?(?:schlafen|weg sind|ausser haus)`,
      WEAK,
    ),
    rule('know-when', PL, 'imminent', `(?:weiss|weis|weiß) (?:\\S+ )?(?:jetzt |schon |genau |endlich )?(?:wie|wann|wo) und (?:wie|wann|wo)(?= und|$)`, WEAK),
    rule('last-night-i', I, 'imminent', `(?:heute?|heut|heit|des|das) (?:ist|is|isch) (?:meine|mei|mine) letzte (?:nacht|nocht)$`, WEAK),
    rule(
      'thoughts-kill-other',
      HO,
      'urgent',
      `(?:gedanken|drang|lust|vorstellung|fantasien|phantasien|impuls|impulse)(?: \\S+){0,3} (?:${SOMEONE}|meinen \\S+) (?:\\S+ ){0,6}(?:zu ersticken|zu erwue?rgen|umzubringen|zu toe?ten|abzustechen|zu erstechen|zu erschlagen|zu ertrae?nken|zu vergiften|zu erschiessen|totzuschlagen|kaltzumachen)`,
    ),
    rule(
      'poison-other',
      HO,
      'urgent',
      `(?:gift|rattengift|giftstoff|frostschutz\\S*|bleiche|bleichmittel|abflussreiniger|zyankali|arsen|e605|unkrautvernichter|schneckenkorn) (?:\\S+ ){0,3}in (?:den|die|das|seinen|ihren|sein|ihr) (?:\\S+ )?(?:kaffee|tee|essen|getrae?nk|trinken|bier|wein|glas|suppe|flasche|tasse)`,
    ),
    rule(
      'kill-other-inv',
      HO,
      'urgent',
      `(?:mach|mache|leg|lege|stech|steche|knall|knalle) ich (?:ihn|sie|den|die|dich|euch|alle|den typen|den kerl|den \\S+) (?:\\S+ )?(?:kalt|um|ab)(?! (?:\\d|\\S+ uhr|halb|viertel|ein|zum|zur|ins|heim|nach hause))`,
    ),
    rule(
      'revenge-blood',
      HO,
      'urgent',
      `(?:der|er|sie|der typ|der kerl|das schwein|die schlampe|der wichser|die alle|alle|die) (?:soll|sollen) (?:\\S+ )?(?:bluten|krepieren|verrecken|dafue?r sterben)|wo (?:er|sie|der \\S+|die \\S+) (?:wohnt|wohnen|arbeitet|pennt)(?: \\S+){0,3} (?:und dann|dann) (?:\\S+ ){0,2}(?:ist|is|bist) (?:er |sie |der |du )?(?:dran|fae?llig|faellig|tot|geliefert)`,
    ),
    rule(
      'smother',
      HO,
      'urgent',
      `(?:halte?|halt|drue?cke?|drueck|lege?|leg) (?:\\S+ ){0,2}(?:das |ein |nen |n |die )?(?:kissen|kopfkissen|decke|handtuch|plastiktue?te) (?:\\S+ )?(?:ue?ber|auf) (?:das|sein|ihr) (?:gesicht|mund|nase)`,
    ),
    rule(
      'night-visits-2',
      DO,
      'urgent',
      `(?:freund|mann|typ|partner|lebensgefae?hrte) (?:von |meiner |der )?(?:meiner |meine )?(?:mama|mami|mutter|mum|tante|oma|schwester) (?:\\S+ )?kommt (?:\\S+ ){0,2}(?:nachts|jede nacht|in der nacht) (?:\\S+ ){0,2}in mein (?:zimmer|bett)`,
    ),
    rule(
      'hunted',
      DO,
      'urgent',
      `(?:besoffen|betrunken|zugedroe?hnt|wue?tend|ausgerastet|aggressiv)(?: \\S+){0,4} (?:und )?(?:sucht|jagt) mich|(?:verstecke?|versteck) mich (?:\\S+ ){0,2}(?:(?:im|i am)|in der|in dem|unter dem|hinter dem) (?:schrank|bad|badezimmer|klo|toilette|keller|bett) (?:\\S+ )?vor (?:ihm|ihr|meinem|meiner|papa|mama|dem|der)`,
    ),
    rule(
      'stalked',
      DO,
      'urgent',
      `${PARTNER} (?:\\S+ ){0,3}(?:fotos|bilder|videos) (?:\\S+ ){0,2}(?:von|vor) (?:meiner|meinem|unserer) (?:haustue?r|tue?r|wohnung|haus|arbeit|schule|auto|fenster)|(?:lauert|lauerte|lauern) mir (?:\\S+ ){0,5}auf|${PARTNER} (?:steht|stand|wartet) (?:\\S+ ){0,2}(?:jeden tag|dauernd|stae?ndig|nachts|immer wieder) vor (?:meiner|meinem) (?:tue?r|wohnung|haus|arbeit|schule)`,
    ),
    rule(
      'waiting-beat',
      DO,
      'urgent',
      `(?:warten|wartet|lauern|lauert) (?:\\S+ ){0,4}auf mich (?:\\S+ ){0,4}(?:aufs maul|auf die fresse|verprue?geln|zusammenschlagen|zusammenzuschlagen|abstechen|abzustechen|fertigmachen|fertigzumachen|umbringen|abziehen|kloppe|schlae?ge|prue?gel)|(?:haben|hat|ham) (?:\\S+ ){0,2}gesagt (?:sie|er) (?:\\S+ ){0,4}(?:stechen|schlagen|bringen|machen) mich (?:\\S+ )?(?:ab|tot|um|kalt|fertig)`,
    ),
    rule(
      'restrict-day',
      ED,
      'concern',
      `(?:heute?|heut|den ganzen tag|gestern|seit \\S+ tagen) (?:\\S+ )?nur (?:\\S+ )?(?:ne|eine|ein|einen|n|1|nen|halbe|halben) (?:gurke|apfel|banane|karotte|mo?e?hre|reiswaffel|knae?ckebrot|tomate|salatblatt|ei|joghurt|paprika|bruehe|brue?he) (?:und|mit) (?:\\S+ )?(?:black )?(?:kaffee|coffee|tee|wasser|cola zero|cola light|coke zero|pepsi max)(?! (?:\\S+ ){0,3}(?:weil|wegen|keine zeit|krank))`,
    ),
    rule(
      'binge-compensate',
      ED,
      'concern',
      `(?:leergefressen|gefressen|fressanfall|fressattacke|fressflash|fresskick|essattacke|essanfall|heisshungerattacke|binge|reingestopft|reingefressen|gebinged|gebingt|ue?berfressen|vollgefressen|vollgestopft)(?: \\S+){0,6} (?:danach|dann|und dann|zur strafe) (?:\\S+ ){0,4}(?:sport|crosstrainer|laufband|joggen|gejoggt|trainiert|training|abfue?hrmittel|gekotzt|erbrochen|kotzen|rausgekotzt|ausgekotzt|alles rausgekotzt|alles ausgekotzt|hungern|gehungert|workout|\\d+ (?:std|stunden|km))`,
    ),
    rule(
      'bones-fat',
      ED,
      'concern',
      `(?:rippen|knochen|hue?ftknochen|schlue?sselbeine?|wirbel) (?:\\S+ ){0,3}(?:stehen|stechen|stehn|sieht man|sehen) (?:\\S+ )?(?:raus|hervor|durch)(?: \\S+){0,6} (?:zu (?:fett|dick)|fett|dick|abnehmen)|(?:find|finde|fue?hl|fue?hle) mich (?:\\S+ ){0,2}(?:immer noch|trotzdem|noch immer) (?:\\S+ )?zu (?:fett|dick)|(?:zae?hle?|zaehl) (?:\\S+ ){0,2}jede (?:einzelne )?kalorie (?:\\S+ )?(?:sogar|auch)`,
    ),
    rule(
      'laxative-2',
      ED,
      'concern',
      `(?:abfue?hrtee|abfue?hrtees|abfue?hrmittel|abfue?hrtabletten|dulcolax|laxoberal|bisacodyl|glaubersalz|entwae?sserungstabletten|appetitzue?gler|abnehmpillen|fatburner)(?: \\S+){0,3} (?:gekauft|bestellt|besorgt|trinke?|trink|nehme?|nehm|geschluckt|genommen)(?! (?:\\S+ ){0,3}(?:weil|wegen|verstopfung|darmspiegelung|koloskopie|arzt))|damit (?:nix|nichts|das essen) (?:\\S+ )?(?:drin|(?:im|i am) koerper|(?:im|i am) koe?rper|bei mir|(?:im|i am) magen) bleibt`,
    ),
    rule(
      'purge-toilet',
      ED,
      'concern',
      `(?:aufs klo|auf die toilette|ins bad|ins badezimmer|auf toilette)(?: \\S+){0,4} (?:und |um )?(?:\\S+ ){0,3}(?:alles |es |das essen )?(?:wieder )?(?:raus|rauszuholen|auszukotzen|zu kotzen|zu erbrechen|rauskotzen)$|(?:hol|hole|wue?rg|wue?rge) (?:\\S+ )?(?:alles|das essen) (?:\\S+ )?wieder (?:raus|hoch)$`,
    ),
    rule(
      'organ-fail-2',
      M,
      'urgent',
      `(?:ab wie ?viele?n?|wie ?viele?) (?:\\S+ ){0,2}${PILLS}(?: \\S+){0,4} (?:leber|nieren?|herz) (?:\\S+ ){0,2}(?:kaputt|versagt|versagen|aufgeben|aufgibt|stehen ?bleibt)`,
    ),
    rule(
      'how-people-do',
      M,
      'urgent',
      `wie man sich (?:\\S+ )?(?:umbringt|toe?tet|erhae?ngt|aufhae?ngt|das leben nimmt|erschiesst|vergiftet|am besten umbringt)|(?:suizidmethoden|selbstmordmethoden|methoden (?:\\S+ )?(?:um sich|sich|zum) (?:umzubringen|zu toe?ten|sterben))`,
    ),
    rule('take-pills-then', M, 'urgent', `(?:nehm|nehme|schluck|schlucke) ich (?:\\S+ )?(?:die|alle|meine) ${PILLS}$`, WEAK),
    rule(
      'care-from-now',
      PL,
      'imminent',
      `(?:sollen|soll|mue?ssen|muss) sich (?:jetzt |ab jetzt |dann |von jetzt an |ab sofort |fue?r immer )(?:\\S+ )?um (?:ihn|sie|es|ihm|meine|meinen|mein) (?:\\S+ )?kue?mmern(?! (?:\\S+ ){0,4}(?:weil|wegen|da ich|solange|wae?hrend|bis))`,
      WEAK,
    ),
    rule(
      'told-all-love',
      PL,
      'imminent',
      `(?:allen|jedem|meiner familie|meinen freunden|meinen eltern) (?:\\S+ ){0,2}(?:gesagt|geschrieben) (?:\\S+ )?(?:wie|dass) (?:\\S+ ){0,2}(?:ich sie|ich euch|ich ihn|ich die) (?:\\S+ )?(?:lieb|liebe|gern)`,
      WEAK,
    ),
    rule(
      'letters-family',
      PL,
      'imminent',
      `(?:briefe (?:an|fue?r) (?:\\S+ ){1,2}|(?:brief|zettel|abschiedsbrief) (?:an|fue?r) (?:meine familie|meine eltern|meine kinder|alle|euch|meine geschwister) )(?:liegt|liegen|steckt|stecken) (?:\\S+ )?(?:unterm|unter dem|unter meinem|auf dem|auf meinem|(?:im|i am)|in der|in meinem|neben)`,
    ),
    rule('gone-forever', PL, 'imminent', `(?:bin|ich bin) (?:\\S+ ){0,2}weg fue?r immer$|bin (?:dann )?(?:mal )?fue?r immer weg$`, WEAK),
    rule(
      'kill-other-inv-2',
      HO,
      'urgent',
      `(?:schlag|schlage|prue?gel|prue?gle|erschlag|erschlage) ich (?:ihn|sie|den|die|dich|euch|den typen|den kerl|den \\S+) (?:\\S+ )?tot`,
    ),
    rule(
      'armed-at-door',
      DO,
      'urgent',
      `${PARTNER} (?:ist|steht|sitzt|wartet) (?:\\S+ ){0,4}(?:vor (?:meiner|der|unserer) (?:tue?r|wohnung|haustue?r)|in der wohnung|(?:im|i am) flur|draussen|unten|(?:im|i am) haus) (?:\\S+ )?(?:und )?(?:hat|mit) (?:\\S+ )?(?:ein|einem|das|dem|nen|n|sein|seinem|ne|eine|einer) (?:messer|waffe|pistole|knarre|axt|hammer)`,
    ),
    rule(
      'dose-enough',
      M,
      'urgent',
      `(?:welche|wie ?viel|wieviel|wie ?viele?) (?:dosis |menge |mg |milligramm |packungen |stue?ck )?(?:von )?(?:\\S+ )?${PILLS} (?:\\S+ )?(?:reicht|reichen|genue?gt|genug ist|genug sind)$`,
    ),
    rule(
      'pills-stolen',
      M,
      'urgent',
      `${PILLS} (?:\\S+ ){0,4}(?:geklaut|gestohlen|mitgehen lassen|stibitzt|abgezweigt)|(?:klau|klaue|stehle|stehl|klaute) (?:\\S+ ){0,3}${PILLS}`,
    ),
    rule(
      'when-found',
      PL,
      'imminent',
      `(?:bevor|wenn|sobald|falls|damit) (?:sie|man|ihr|jemand|mama|papa|meine \\S+|mein \\S+|die) mich (?:\\S+ )?(?:finden|findet)$|fue?r (?:den|die|diejenige|denjenigen) (?:der|die) mich findet`,
    ),
    rule(
      'this-time',
      PL,
      'imminent',
      `diesmal (?:schaff|schaffe|pack|packe|krieg|kriege) ich (?:es|das|s)$|(?:hab|habe) (?:jetzt |endlich |inzwischen )?genug (?:gesammelt|gehortet|gebunkert|zusammen)$`,
      WEAK,
    ),
    rule('jump-bare', M, 'urgent', `(?:werde|werd|will|muss) (?:\\S+ )?(?:heute|heut|morgen|jetzt|gleich|heute nacht|heut nacht) springen$`, WEAK),
    rule(
      'partner-hits-far',
      DO,
      'urgent',
      `${PARTNER} (?:(?!(?:nicht|nich|nie|niemals|kein|keine|nimmer|beim|bei|(?:im|i am)|sagt|meint)\\b)\\S+ ){2,6}(?:schlae?gt|verprue?gelt|wue?rgt|tritt|vergewaltigt|misshandelt) (?:mich|mir)(?! (?:\\S+ ){0,3}(?:(?:im|i am)|i am|beim|bei|in) (?:schach|\\S*tennis|spiel|\\S*spiel|karten|sport|fussball))`,
    ),
    rule(
      'threat-inverted',
      DO,
      'urgent',
      `(?:gesagt|sagt|droht|gedroht|geschrieben|schreibt|meint|meinte)(?: \\S+){0,6} (?:bringt|toe?tet|erschlae?gt|ersticht|bringen) (?:er|sie|die) mich (?:\\S+ )?(?:um|tot)`,
    ),
    rule(
      'disappointed-alive',
      P,
      'concern',
      `(?:enttae?uscht|traurig|sauer|wue?tend|frustriert) (?:\\S+ ){0,2}dass ich (?:\\S+ )?(?:noch|immer noch|wieder) (?:lebe|da bin|am leben bin|aufgewacht bin|aufwache|aufgewacht)|(?:es|alles|das alles) (?:\\S+ ){0,2}aufhoe?rt (?:\\S+ ){0,2}fue?r immer`,
      FIXED,
    ),
    rule(
      'steer-off',
      M,
      'urgent',
      `(?:brue?cke|gegenverkehr|baum|lkw|abgrund|leitplanke)(?: \\S+){0,8} (?:einmal|kurz|einfach) (?:nach (?:rechts|links)|rue?ber) (?:lenken|ziehen|reissen)`,
    ),
    rule(
      'extortion',
      DO,
      'urgent',
      `(?:erpresst|erpresste|erpressen) mich|(?:nacktbilder|nacktfotos|nudes|intime (?:bilder|fotos|videos)) (?:\\S+ ){0,4}(?:erpresst|droht|drohen|veroe?ffentlichen|verbreiten|posten|geklaut)`,
    ),
    rule(
      'only-foods',
      ED,
      'concern',
      `seit (?:\\S+ ){0,2}(?:tagen|wochen|woche|tag|monaten) (?:\\S+ )?nur (?:noch )?(?:gurken?|ae?pfel|apfel|salat|wasser|tee|kaffee|bruehe|brue?he|reiswaffeln|karotten|knae?ckebrot)(?: und (?:\\S+ )?(?:wasser|tee|kaffee|cola zero|salat|gurken?))?$`,
    ),
    rule(
      'rapid-loss',
      ED,
      'concern',
      `\\d+ ?(?:kilo|kg) (?:in|innerhalb) (?:\\S+ ){0,2}(?:woche|wochen|monat|tagen)(?: \\S+){0,2} abgenommen (?:\\S+ ){0,3}(?:will|muss|mo?e?chte) (?:\\S+ )?(?:noch mehr|weiter|mehr)`,
    ),
    // — threats to the writer's life, told as received: said, written, left in a note
    rule(
      'threat-told',
      DO,
      'urgent',
      [
        // "er hat geschrieben dass ich den morgen nicht erlebe", "er hat mir geschrieben du erlebst weihnachten nicht mehr"
        `${DE_TOLD} (?:\\S+ )?(?:dass |das )?(?:ich|du) (?:\\S+ ){0,4}(?:nicht|nich|ned|nie) (?:mehr )?(?:\\S+ )?(?:erlebe|erlebst|erleben|ue?berlebe|ue?berlebst|ue?berleben)(?: (?:werde|wirst|wue?rde|wue?rdest))?|${DE_TOLD} (?:\\S+ )?(?:dass |das )?(?:ich|du) (?:erlebe|erlebst|ue?berlebe|ue?berlebst|siehst|sehe) (?:\\S+ ){1,3}(?:nicht|nich|ned|nie)(?: mehr)?${DE_NO_JOKE}`,
        // "er hat gesagt heut nacht bin ich dran", "auf dem zettel stand ich bin die naechste", "heute ist es vorbei mit dir"
        `${DE_TOLD} (?:\\S+ )?(?:dass |das )?(?:(?:heute?|heut|morgen|bald|jetzt|demnae?chst|als nae?chste?[rs]?|nae?chstes mal)(?: nacht| abend)? (?:bin ich|bist du) (?:\\S+ )?dran(?! (?:mit|beim|zum|zur|bei|im|in))|(?:ich bin|du bist) (?:\\S+ )?(?:als nae?chste?[rs]?|der nae?chste|die nae?chste)(?: dran)?(?! (?:mit|beim|zum|zur|bei|im|in))|(?:heute?|heut|jetzt|bald|morgen) (?:\\S+ )?ist es vorbei mit (?:dir|mir)|du bist (?:\\S+ )?(?:tot|ein toter mann|eine tote frau|geliefert|fällig|faellig))(?=$| )${DE_NO_JOKE}`,
        // "mein stiefvater hat gesagt er sticht mich ab", "er schrieb dass er mich umbringt", "dass sie mich verschwinden lassen"
        `${DE_TOLD} (?:\\S+ )?(?:dass |das )?(?:er|sie|die|der|seine \\S+|seine leute) (?:\\S+ ){0,2}(?:mich|dich) (?:\\S+ ){0,3}(?:umbringt|umbringen|abstechen|absticht|abknallt|abknallen|erschiesst|erschiessen|erwue?rgt|erwue?rgen|kaltmacht|kaltmachen|toe?tet|toe?ten|verschwinden lae?sst|verschwinden lassen|ins krankenhaus (?:bringt|prue?gelt|schlae?gt)|totschlae?gt|totschlagen|anzue?ndet|begrae?bt|vergrae?bt|ertrae?nkt)${DE_NO_JOKE}|${DE_TOLD} (?:\\S+ )?(?:dass |das )?(?:er|sie) (?:bringt|sticht|knallt|macht|legt|schlae?gt|bringe|steche|knalle) (?:\\S+ )?(?:mich|dich) (?:\\S+ )?(?:um|ab|kalt|tot)(?=$| )${DE_NO_JOKE}`,
        // "er hat gesagt das naechste mal wird schlimmer", "findet mich keiner mehr", "keiner wird dich finden"
        `${DE_TOLD} (?:\\S+ )?(?:dass |das )?(?:das )?nae?chste mal (?:wird es |wirds |ist es |bist du |bin ich |wird das |wuerde es )?(?:\\S+ )?(?:schlimmer|tot|dran|nicht nur|kein (?:blaues auge|spass)|das messer|mit dem messer|dein gesicht|mein gesicht|ernst)|${DE_TOLD} (?:\\S+ ){0,4}(?:findet|finden) (?:mich|dich) (?:\\S+ )?(?:keiner|niemand) (?:mehr)?|${DE_TOLD} (?:\\S+ ){0,2}(?:keiner|niemand) (?:\\S+ ){0,2}(?:mich|dich|meine leiche|deine leiche) (?:\\S+ )?(?:finden|findet)`,
        // his words on their own after a comma: "er hat gesagt, er bringt mich um", "er kennt leute, die mich verschwinden lassen"
        `^(?:und |dann |sonst |aber )?(?:er|sie) (?:bringt|sticht|knallt|macht|legt) mich (?:\\S+ )?(?:um|ab|kalt)(?=$| (?:wenn|falls|sobald|sonst|heute?|heut|morgen|irgendwann))${DE_NO_JOKE}|^dass (?:er|sie|die|der) (?:\\S+ ){0,2}mich (?:\\S+ ){0,3}(?:umbringt|umbringen wird|absticht|abknallt|erschiesst|erwue?rgt|kaltmacht|toe?tet|verschwinden lae?sst|totschlae?gt)${DE_NO_JOKE}|^(?:und )?(?:heute?|heut|jetzt|bald|morgen) (?:\\S+ )?ist es vorbei mit dir$|^(?:dann )?findet (?:mich|dich) (?:\\S+ )?(?:keiner|niemand) mehr$|^(?:die|der) (?:mich|dich) (?:\\S+ ){0,2}(?:verschwinden lassen|verschwinden lae?sst|kaltmachen|kaltmacht|abstechen|absticht|abknallen|abknallt)(?: (?:koe?nnen|wue?rden|werden|wird|kann|koe?nnte))?$`,
        // "dass er die wohnung anzuendet wenn ich drin bin", "er zuendet das haus an mit mir drin"
        `(?:wohnung|haus|bude|auto|zimmer)(?: \\S+){0,3} (?:anzue?ndet|anzue?nden|anzuzue?nden|abfackelt|abfackeln|abzufackeln|abbrennt|abbrennen|abzubrennen|niederbrennt|niederbrennen|niederzubrennen|in brand steckt|in brand zu stecken|in brand setzt)(?: \\S+){0,3} (?:mit mir|mit uns|wenn ich|wae?hrend ich|solange ich)(?: \\S+){0,2} (?:drin|darin|drinnen|schlafe|da bin|zuhause bin)|(?:zue?ndet|fackelt|brennt) (?:\\S+ ){0,3}(?:wohnung|haus|bude) (?:\\S+ )?(?:an|ab|nieder) (?:\\S+ )?(?:mit mir|mit uns) (?:\\S+ )?(?:drin|darin|drinnen)`,
        // received: "ich krieg staendig morddrohungen"
        `(?:krieg|kriege|krieg ich|bekomme|bekomm|bekam|kriegte|erhalte|gekriegt|bekommen|erhalten) (?:\\S+ ){0,3}(?:morddrohungen|morddrohung|todesdrohungen|todesdrohung|drohbriefe|drohbrief|drohnachrichten|drohnachricht|drohanrufe|drohanruf)`,
      ].join('|'),
    ),
    // — pets and belongings handed over for good, and the words that make it final
    rule(
      'handed-over-for-good',
      PL,
      'imminent',
      // "hab meinen hund fuer immer bei meinem bruder gelassen" (not because of a move or an allergy)
      `(?<!(?:wir|wir haben|haben wir|sie haben|er hat|sie hat) (?:\\S+ ){0,3})(?:hab|habe|ich hab|ich habe) (?:\\S+ ){0,3}(?:meinen|meine|mein|meiner|meinem|den|die|das) (?:\\S+ ){0,2}(?:\\S+ ){0,4}(?:fue?r immer|endgue?ltig|fue?r ewig|zum behalten|auf dauer) (?:\\S+ ){0,4}(?:abgegeben|weggegeben|gegeben|gebracht|ue?berlassen|dagelassen|gelassen|geschenkt|vermacht|verschenkt)${DE_PRACTICAL}`,
    ),
    rule(
      'better-off-with-them',
      PL,
      'imminent',
      [
        // "ist besser so"
        `^(?:ist|is|es ist|das ist|wae?re?|waer|war|so ist es) (?:\\S+ )?(?:besser|am besten) so$`,
        // "muss mich nicht mehr um sie kuemmern"
        `muss (?:mich )?(?:\\S+ )?(?:nicht|nich|ned|nie) mehr (?:\\S+ ){0,2}(?:um (?:sie|ihn|es|die|den|das) )?(?:ku?e?mmern|sorgen|fue?ttern|gassi gehen)`,
        // "bei ihr hat er es besser als bei mir"
        `(?:bei (?:ihr|ihm|ihnen|denen|der|dem)|dort|da) (?:\\S+ ){0,2}(?:hat|hae?tte|hats|hat's) (?:er|sie|es) (?:es )?(?:\\S+ )?besser`,
        // "damit sie was von mir hat", "das ihn an mich erinnert"
        `(?:damit|dass) (?:er|sie) (?:\\S+ ){0,3}(?:was|etwas) (?:\\S+ ){0,2}(?:von mir|zur erinnerung|zum erinnern) (?:hat|haben)|(?:das|die|der|was) (?:ihn|sie|euch|dich) (?:\\S+ )?an mich erinnert|zur erinnerung an mich`,
        // "meine katze wohnt jetzt fuer immer bei meiner nachbarin"
        `(?:hund|katze|kater|katzen|hunde|hase|hasen|kaninchen|meerschweinchen|vogel|wellensittich|hamster|tiere|pferd) (?:\\S+ ){0,2}(?:wohnt|lebt|bleibt|ist|sind|wohnen|leben|bleiben) (?:\\S+ )?(?:jetzt |ab jetzt |ab heute |nun )?(?:fue?r immer|endgue?ltig|fue?r ewig) bei${DE_PRACTICAL}`,
      ].join('|'),
      { negatable: false, weak: true },
    ),
    // — holding on until after an event so as not to spoil it, then going: both parts, in one clause or two
    rule(
      'after-the-day',
      PL,
      'imminent',
      // one clause: "ich halt noch durch bis nach weihnachten dann wars das", "nach der hochzeit bin ich weg damit ich ihr den tag nicht versaue"
      `(?:${DE_HOLD})(?: \\S+){0,10} (?:dann|danach|und dann|anschliessend) (?:\\S+ )?${DE_END}|nach ${DE_EVENT}(?: \\S+){0,4} ${DE_GONE}(?: \\S+){0,4} ${DE_NOT_SPOIL}`,
    ),
    rule(
      'after-the-day-parts',
      PL,
      'imminent',
      [
        // holding on for the day: "ich halte nur noch bis nach papas geburtstag durch", "ich warte noch bis nach weihnachten damit ich es ihnen nicht versaue"
        DE_HOLD,
        // not spoiling it for them: "damit ich sie nicht versaue", "ich will ihr den tag nicht kaputt machen"
        DE_NOT_SPOIL,
        // the day, then gone: "nach dem geburtstag von mama bin ich weg", "nach der abifeier zieh ich es durch"
        `nach ${DE_EVENT}(?: \\S+){0,4} ${DE_GONE}(?: (?:fue?r immer|endgue?ltig|fue?r ewig))?$|(?:ich )?(?:bin|mach|mache|zieh|ziehe) (?:ich )?(?:es |das |\\S+s )?(?:weg|durch)? ?nach ${DE_EVENT}(?: durch)?$`,
        // then the end, on its own: "dann ist schluss", "danach ist schluss mit mir", "dann wars das"
        `^(?:aber |und |ja )?(?:dann|danach|anschliessend|hinterher|und dann|ab dann) (?:\\S+ )?${DE_END}$`,
      ].join('|'),
      { negatable: false, weak: true },
    ),
    rule(
      'for-good-alone',
      P,
      'concern',
      // a clause of its own after going: "nach dem geburtstag von mama bin ich weg, fuer immer" (a wish alone: no plan, no level raised)
      `^(?:und |ja )?(?:fue?r immer|endgue?ltig|fue?r ewig|auf nimmerwiedersehen|und komm(?:e)? nicht (?:mehr )?(?:wieder|zurue?ck)|ich komm(?:e)? nicht (?:mehr )?(?:wieder|zurue?ck))$`,
      { negatable: false, weak: true },
    ),
    rule(
      'job-dropped',
      PL,
      'imminent',
      `(?:bei der arbeit|job|stelle|ausbildung|studium) (?:\\S+ )?(?:gekue?ndigt|abgebrochen|hingeschmissen)(?! (?:\\S+ ){0,4}(?:weil|wegen|neue|neuen|ab|fang|anfang|wechsel\\S*))`,
      WEAK,
    ),
    // — eating disorders: amounts and pride, hiding, compensating, laxatives, purging told, body signs, slang
    rule(
      'calorie-day',
      ED,
      'concern',
      `(?:${HEUTE}|gestern|morgen|bisher|insgesamt) (?:nur |erst )?(?:0|null|[1-9]\\d{0,2}) (?:kalorien|kcal|kal)(?! (?:pro|je|in|auf) )|(?:will|muss|moe?chte) (?:ich )?unter (?:die )?[1-9]\\d{2}(?! ?(?:kilo|kg|km|euro|meter|m))(?: kalorien| kcal)?|wenn ich (?:ue?ber|mehr als) (?:die )?[1-9]\\d{2}(?: kalorien| kcal)? (?:komm|komme)|gegessen (?:hab|habe) ich (?:nur |erst )?[1-9]\\d{0,2}(?: kalorien| kcal)?|(?:ausgelassen|weggelassen|gestrichen|ausfallen lassen) (?:\\S+ )?weil ich (?:schon )?bei [1-9]\\d{2}|ziel (?:3\\d|4\\d) ?(?:kg|kilo)|(?:will|muss|moe?chte) (?:\\S+ ){0,2}unter (?:3\\d|4\\d|50) ?(?:kg|kilo)|damit ich unter \\d\\d ?(?:kg|kilo) (?:bleib|bleibe)|(?:heute )?tag (?:\\d+|vier|fue?nf|sechs|sieben|acht|neun|zehn) ohne (?:essen|was zu essen|nahrung)${ED_NOT}|bin (?:bei|an) tag (?:\\d+|fue?nf|sechs|sieben|acht|zehn)(?! (?:der|von|meiner) )|\\d+ tage? streak|(?:faste|fasten|gefastet|nue?chtern|nichts essen|nix essen|hungern)(?: \\S+){0,4} (?:zur|als) strafe|(?:zur|als) strafe (?:\\S+ ){0,3}(?:faste|fasten|nue?chtern|gar nichts|hungern)|jedes (?:gramm|kilo) weniger (?:\\S+ ){0,4}(?:sieg|erfolg|gut)`,
    ),
    rule(
      'restrict-told',
      ED,
      'concern',
      `seit (?:${DE_WEEKDAY}) (?:\\S+ ){0,3}(?:gar )?(?:nichts|nix|kaum was|kaum etwas|fast nichts) (?:mehr )?(?:gegessen|essen|esse|ess)${ED_NOT}|(?:nichts|nix) (?:mehr )?(?:gegessen )?seit (?:${DE_WEEKDAY})${ED_NOT}|(?:iss|ess|esse) seit (?:${DE_WEEKDAY}) (?:\\S+ ){0,2}(?:gar )?(?:nix|nichts) mehr${ED_NOT}|seit (?:${DE_WEEKDAY}) nur (?:noch )?(?:wasser|kaffee|schwarzen? kaffee|tee|cola zero)${ED_NOT}|(?:esse|ess|iss) seit (?:\\S+ )?(?:monaten|wochen) (?:fast nichts|kaum was|kaum etwas|nix|nichts)|(?:nur|bloss) (?:noch )?(?:abends |morgens |mittags )?(?:einen|ein|eine|nen|1) (?:apfel|joghurt|brot|broe?tchen|knae?ckebrot|reiswaffel|magerjoghurt)(?: am tag| pro tag| tae?glich|$)${ED_NOT}|damit (?:der|mein) magen nicht knurrt|damit ich keinen hunger (?:hab|habe|krieg|kriege)|statt zu essen (?:kau|kaue|trink|trinke|rauch)|(?:ess|esse|wird) (?:ich )?am nae?chsten tag (?:gar )?(?:nichts|nix|gefastet)|ess ich den ganzen tag (?:gar )?(?:nichts|nix)|ich will (?:einfach )?nichts mehr in mir haben|(?:abends )?erlaub(?:e)? ich mir (?:einen|ein|eine) (?:magerjoghurt|apfel|joghurt|knae?ckebrot|reiswaffel)|hauptsache due?nn|allein lass ich'?s (?:einfach )?weg|wiege? mich (?:\\S+ ){0,2}(?:zehnmal|dreimal|viermal|fue?nfmal|sechsmal|achtmal|zwanzigmal|x mal|(?:[3-9]|\\d\\d) ?mal) (?:am tag|tae?glich|jeden morgen|pro tag)${ED_NOT}|(?:hab|habe) (?:\\S+ ){0,2}(?:\\d+|drei|vier|fue?nf|sechs|sieben|zehn) tage (?:lang )?(?:nichts|nix) (?:mehr )?gegessen${ED_NOT}|wenig genug (?:esse|ess)|nue?t meh gae?sse`,
      FIXED,
    ),
    rule(
      'restrict-weak',
      ED,
      'concern',
      `(?:hab|habe) ${HEUTE} (?:nix|nichts) gegessen|stolz auf mich|(?:will|moe?chte) (?:\\S+ )?(?:due?nner|dunner) werden?|ob ich (?:was |etwas )?gegessen (?:hab|habe)|(?:wieder|trotzdem) (?:\\S+ )?(?:nix|nichts) gegessen|(?:ich )?kaum (?:noch )?was (?:esse|ess)|den rest (?:schmeiss|werf)(?:e)? ich weg|(?:wieder )?alles reingestopft|(?:\\S+ ){0,2}stunden aufs laufband|jeder bissen \\d+ ?mal kauen|(?:dann )?ausspucken$|vor anderen (?:zu )?essen geht (?:gar )?nicht|panik wenn (?:mir )?(?:jemand|einer) auf (?:den|meinen) teller (?:schaut|guckt)|(?:ich )?trag(?:e)? (?:nur noch )?weite (?:pullis|pullover|klamotten|sachen)|(?:die )?(?:jeans|hose) rutscht endlich|(?:die )?waage zeigt endlich|(?:die )?waage zeigt immer noch zu viel|ist immer noch zu viel|im spiegel seh(?:e)? ich immer noch (?:nur )?(?:speck|fett)|noch (?:\\d|zwei|drei|vier|fue?nf) kilo(?=$| dann| und)|nur noch (?:\\d|zwei|drei|vier|fue?nf)(?: kilo)? ich zieh das durch|ich zieh das durch|wiege? noch (?:3\\d|4\\d) kilo`,
      WEAK,
    ),
    rule(
      'hiding-food',
      ED,
      'concern',
      `(?:schmeiss|schmeisse|werf|werfe|wirf|geb|gebe) (?:\\S+ )?(?:mein|meine|das|die|den) (?:pausenbrot|schulbrot|essen|brotdose|mittagessen|brot|pausensnack|lunch)(?: \\S+){0,7} (?:in den mue?ll|weg|in die tonne|in den eimer|dem hund)|(?:sag|sage) (?:ich )?(?:\\S+ ){0,3}(?:ich hab|ich habe|hab) (?:schon )?(?:bei \\S+|in der mensa|in der schule|in der kantine|unterwegs|auswae?rts) gegessen|(?:gesagt|erzae?hlt) (?:\\S+ )?(?:ich hab|ich habe|hab) (?:schon |in der mensa |in der schule |bei \\S+ )?gegessen|damit (?:meine eltern|mama|meine mutter|mein vater|papa|die|alle|keiner|niemand) (?:denken|denkt|glauben|glaubt|merkt|merken) (?:ich hab|ich habe|dass ich) (?:\\S+ )?gegessen|(?:versteck|verstecke) (?:\\S+ )?(?:essen|sue?ssigkeiten|schokolade|chips|kekse|brot) (?:in|im|unterm|unter)|(?:schieb|schiebe) (?:es|das essen|alles) (?:\\S+ ){0,3}(?:rum|herum)|damit'?s nach mehr aussieht|glaubt (?:ich hab|i hob|ich habe) (?:an |einen |ein )?magen darm|(?:dusche|wasser|wasserhahn|musik) (?:\\S+ )?(?:auf|an) damit (?:keiner|niemand) (?:hoe?rt|hort|was hoe?rt)|den rest (?:schmeiss|werf) ich weg wenn (?:keiner|niemand) (?:guckt|schaut|hinsieht)|ich ess nur noch wenn jemand zuschaut`,
      FIXED,
    ),
    rule(
      'exercise-compensate',
      ED,
      'concern',
      `(?:bis|damit) die kalorien (?:wieder )?weg sind|jede kalorie muss (?:wieder )?(?:runter|weg|raus)|wie viele? (?:stunden|sit ups|km|kilometer|runden|minuten) ich (?:dafue?r |dann )?(?:laufen|brauch|brauche|machen|joggen|radeln) (?:muss)?|(?:brauch|brauche) damit'?s weg is|nach (?:jedem|dem) essen (?:\\S+ ){0,2}(?:\\d+|eine|zwei|drei) (?:sit ups|stunden?|km)|nach jeder mahlzeit (?:fahr|mach|lauf|jogge?|trainier)(?:e)? ich (?:\\S+ ){0,2}(?:eine|zwei|drei|\\d+) (?:stunden?|km)|(?:ein|eine|einen|nen) (?:broe?tchen|apfel|croissant|keks|stue?ck kuchen|riegel|joghurt)(?: \\S+){0,3} (?:\\d+|zehn|zwanzig) (?:km|minuten|stunden) (?:rad|laufen|joggen|radfahren|ergometer|crosstrainer)|(?:gelaufen|gejoggt|sport gemacht|trainiert|geradelt) wegen (?:dem|der|des) (?:milchkaffee|kaffee|essen|kuchen|pizza|croissant|abendessen|frue?hstue?ck|broe?tchen|eis|schokolade)|(?:joggen|laufen|sport|radeln|trainieren) (?:\\S+ ){0,2}weil ich mich (?:so |zu )?(?:fett|dick) (?:gefue?hlt|fue?hle)|(?:sport|laufband|joggen|laufen|training) (?:\\S+ ){0,3}bis mir schlecht (?:war|ist|wird)|(?:fressattacke|fressanfall|essanfall|reingestopft|binge)(?: \\S+){0,8} (?:danach|dann) (?:\\S+ ){0,4}(?:sport|laufband|joggen|laufen|ergometer)|wenn ich (?:mal )?mehr (?:ess|esse)(?: \\S+){0,2} (?:mach|lauf|jogg)e? ich sport|faste ich (?:zur strafe|danach|dann) (?:\\S+ ){0,2}(?:tage|tag)`,
    ),
    rule(
      'laxatives-amount',
      ED,
      'concern',
      `(?:\\d+|acht|zehn|zwanzig|fue?nfzehn|dreissig|vier|fue?nf|sechs|sieben) (?:stue?ck )?(?:abfue?hrtabletten|abfue?hrmittel|abfue?hrpillen|dulcolax|bisacodyl|entwae?sserungstabletten)(?: \\S+){0,2} (?:am tag|pro tag|tae?glich|jeden abend|auf einmal)|(?:nehm|nehme|schluck|schlucke) (?:\\S+ ){0,4}(?:abfue?hrtabletten|abfue?hrtee|abfue?hrpillen|dulcolax|bisacodyl|entwae?sserungstabletten)|(?:nehm|nehme) (?:\\S+ ){2,4}abfue?hrmittel|(?:doppelte|dreifache) menge (?:\\S+ )?abfue?hr\\S*|abfue?hrmittel,? (?:\\S+ )?(?:zehn|\\d+|acht) stue?ck|damit ja nichts drin ?bleibt`,
    ),
    rule(
      'purge-told',
      ED,
      'concern',
      `(?:alles|es) (?:\\S+ ){0,2}(?:wieder )?(?:rausgeholt|rausgebracht|rausholen|rausbringen|rausgekotzt|rausgewue?rgt)${ED_NOT}|(?:danach|dann) alles wieder raus|muss es wieder raus|(?:breche|kotze|erbreche|brech|kotz) (?:\\S+ ){0,3}heimlich|(?:kotz|kotze|breche|brech|erbreche) (?:\\S+ ){0,2}(?:\\d+|zwei|drei|vier|fue?nf|sechs|mehrmals)(?: \\S+)? (?:mal|x) am tag|vom (?:vielen )?(?:brechen|kotzen|erbrechen)|(?:mia|ana) is(?:t)? wieder da|binge session|(?:\\d|drei|vier|fue?nf)x ${HEUTE}`,
      FIXED,
    ),
    rule('purge-blood', ED, 'urgent', `(?:erbrechen|brechen|kotzen|gekotzt|erbrochen|kotz)(?: \\S+){0,6} (?:blut|brustschmerzen)|blut gespuckt`),
    rule('body-signs', ED, 'concern', ED_BODY, { weak: true, oneSignal: true }),
    rule('medical-signs', ED, 'urgent', ED_MEDICAL, { weak: true, negatable: false, oneSignal: true }),
    rule(
      'slang',
      ED,
      'concern',
      `what i eat in a day (?:nix|nichts|nothing)|(?:thinspo|bonespo|meanspo|sweetspo|thinspiration)|(?:ana|mia) buddy|pro ?ana|b ?p (?:heute|gestern|wieder)`,
    ),
  ],
  negationCarry: [
    '(?:nicht|nich|nie|niemals|keine?n?|kein|weit)(?: \\S+){0,4} (?:daran|dran|davon entfernt|entfernt|gedanken|gedanke|absicht|vorhaben|plan|lust|im traum)',
  ],
  negations: oneOf([
    'nie',
    'nich',
    'ned',
    'nix',
    'niemals',
    'nicht',
    'kein',
    'keine',
    'keinen',
    'keinesfalls',
    'auf keinen fall',
    'nimmer',
    'gar nicht',
    'aufgehoe?rt (?:mich|zu)',
    'nicht mehr (?:noe?tig|vor)',
    'nie wieder',
  ]),
  guards: oneOf([
    'erpresst mich (?:\\S+ ){0,4}(?:lol|haha\\S*|xd)',
    '(?:hat|haben) mich (?:\\S+ ){0,3}(?:(?:im|i am|in den|in einen|beim) (?:escape ?room|versteckspiel|spiel)|aus spass|zum spass|aus versehen) (?:\\S+ )?(?:eingesperrt|eingeschlossen|ausgesperrt)',
    '(?:bringt|killt|bringe?|kille?) (?:er |sie |die )?mich (?:\\S+ )?um (?:wenn|falls) (?:(?:\\S+ ){0,8}(?:haha\\S*|lol|xd|hehe)$|ich (?:\\S+ ){0,5}(?:vergesse|vergess|verpasse|verpass|zu spae?t|nicht aufrae?ume|verliere|verlier|kaputt mache))',
    '(?:schlae?gt|schlug|besiegt|schlagen|zerstoe?rt) (?:mich|uns) (?:\\S+ ){0,3}(?:im|i am|beim|bei|in) (?:\\S+ )?(?:schach|\\S*tennis|spiel|\\S*spiel|karten|mario kart|fifa|wettrennen|rennen|badminton|sport|zocken|uno|poker|darts|bowling|billard|quiz|armdrue?cken|fussball|basketball|volleyball|handball)',
    '(?:wenn|falls) (?:\\S+ ){1,6}(?:bring|bringe|erschiess|erschiesse|erhae?ng|erhae?nge|kill|spring|springe) ich mich (?:\\S+ ){0,3}(?:um|weg|runter)?(?= (?:lol|haha|hahaha|xd|ha|hehe|lul))',
    '(?:arzt|aerzte|ae?rzte|ae?rztin|chirurg\\S*|doktor|katze|kater|katzen|hund|dornen|rosen) (?:\\S+ ){0,3}(?:hat|haben) mir (?:\\S+ ){0,3}(?:aufgeschnitten|geschnitten|zerkratzt|gekratzt|verletzt|gebissen)',
    '(?:bei|nach|vor|in) der (?:op|operation)',
    '(?:koe?nnte?|kae?nnte?|koennt) mich (?:\\S+ )?(?:selbst |selber )?(?:erschiessen|ohrfeigen|treten|in den arsch beissen)(?! (?:\\S+ ){0,4}(?:ernst|ernsthaft|wirklich|kein witz|waffe|pistole))',
    '(?:schlae?gt|schlug|tritt|wue?rgt|bedroht|verprue?gelt|hungere|hungre|ritze|ritz|schneide|kotze|erbreche|verletze|verletz|bringe?|bring|toe?te) (?:mich |mir )?(?:selbst |selber )?(?:nicht|nich|ned|nie|niemals)(?! (?:nur|mehr so|mehr nur|bloss|mehr oft))',
    'abschieds(?:brief|mail|nachricht|karte|geschenk)e? (?:\\S+ ){0,2}(?:an|fue?r) (?:meine |die |das |den |unsere |unseren |meinen )?\\S*(?:kolleg|lehrer|trainer|nachbar|chef|schue?ler)\\S*',
    '(?:nachts|mitten in der nacht|so oft|so frue?h|stae?ndig|dauernd|um \\d+(?: uhr)?)(?: \\S+){0,2} (?:nicht|nich) mehr (?:\\S+ )?(?:aufwach\\S*|wach werde)',
    'abschieds(?:brief|mail|nachricht|karte|geschenk)e? (?:\\S+ ){0,2}(?:an|fue?r) (?:meine |die |das |den |unsere |unseren )?(?:kollegen|kolleginnen|kollegin|kollegen und kolleginnen|team|firma|klasse|kunden|chef|chefin|abteilung|schue?ler|mitschue?ler|lehrer|lehrerin|nachbarn|verein)',
    '(?:nichts|nix|kaum|kaum was|fast nichts|wenig) (?:\\S+ ){0,2}gegessen (?:\\S+ ){0,2}(?:weil|wegen|da) (?:\\S+ ){0,3}(?:magen ?darm|grippe|fieber|krank|zahn\\S*|weisheitszae?hne?n?|op|operation|noro\\S*|ue?belkeit|uebelkeit|lebensmittelvergiftung|magenverstimmung|corona|covid|fasten)',
    '(?:wenn|falls) ich (?:\\S+ ){0,4}(?:noch ?mal|nochmal|noch einmal|noch ein einziges mal|noch länger|noch laenger) (?:\\S+ ){0,3}(?:muss|mue?sste|musste) (?:\\S+ ){0,2}(?:spring|springe|stue?rze?|werfe?|bringe?|erschiesse?|erhae?nge?|haeng|hae?nge) (?:ich )?(?:mich )?(?:\\S+ ){0,4}(?:fenster|brue?cke|dach|balkon|um)',
    '(?:spring|springe|stue?rze?) ich (?:mich )?(?:\\S+ )?(?:aus dem fenster|vom dach|von der brue?cke|vom balkon)(?= (?:haha|hah|lol|xd|hahaha|ha))',
    'tot ?(?:lachen|gelacht|lache|lach|gelachte)',
    'lach(?:e|en|t)? mich (?:\\S+ )?tot',
    'zu tode (?:gelangweilt|langweilen|langweile|erschrocken|erschrecken|geschuftet|arbeiten|gearbeitet|geae?rgert|genervt|gefreut|betrunken|verliebt)',
    'langweile (?:mich )?zu tode',
    '(?:sterbe|sterben|sterb|sterbe gleich|stirbt) (?:\\S+ )?vor (?:hunger|durst|langeweile|lachen|hitze|kae?lte|neugier|scham|angst|mue?digkeit|sehnsucht|aufregung|ungeduld)',
    'zeit tot ?(?:schlagen|schlage|geschlagen|zu schlagen|zuschlagen)',
    'zeit totzuschlagen',
    '(?<!(?:gesagt|sagt|sagte|meint|meinte|droht|drohte|gedroht|geschworen|schreibt|schrieb|geschrieben|schreit|schrie|angst|furcht|sicher)(?: \\S+){0,2} )(?:das|es|die \\S+|der \\S+|dieser? \\S+|diese \\S+|mein job|meine arbeit|die arbeit|der stress|die hitze|du|ihr) (?:bringt|bringen|bringst) mich (?:\\S+ )?(?:noch )?(?:um|ins grab)(?! (?:wenn|falls|sobald) ich (?:gehe|geh|ihn verlasse|sie verlasse|es (?:jemandem|wem) sage|zur polizei))',
    '(?:kae?nnte|koe?nnte|koennte) (?:ihn|sie|dich|euch|ihm|ihr|den|die|meinen|meine) (?:\\S+ ){0,2}(?:umbringen|erwue?rgen|toe?ten|killen)(?!(?: \\S+){0,6} (?:angst|ernst|ernsthaft|wirklich|kein witz|im ernst|plan|geplant|messer|waffe))',
    '(?:meine mutter|mein vater|meine eltern|mein chef|meine chefin|mein lehrer|meine frau|mein mann|meine freundin|mein freund) (?:\\S+ )?(?:bringt|wird|wue?rde) mich (?:\\S+ )?(?:umbringen|um)(?: wenn| falls)?',
    '(?:er|sie) (?:bringt|bringen) mich (?:\\S+ )?noch (?:um|ins grab)|(?:er|sie) (?:bringt|bringen) mich (?:\\S+ )?um(?= (?:\\S+ ){0,6}(?:haha\\S*|lol|xd|hehe)(?: |$))',
    'wenn blicke toe?ten koe?nnten',
    'zum sterben (?:schoe?n|langweilig|gut|lecker|mue?de)',
    'sterbenslangweilig|todmue?de|todschick|todsicher|todlangweilig',
    '(?:mich|mir) (?:\\S+ )?(?:die haare|die nae?gel|die fingernae?gel|den pony|die spitzen) (?:\\S+ )?(?:schneiden|geschnitten|abschneiden|abgeschnitten|schneide|schnitt)',
    'haare schneiden|haarschnitt|friseur',
    'beim (?:kochen|schneiden|gemue?seschneiden|rasieren|basteln|heimwerken|zwiebelschneiden|abwaschen)',
    '(?:mich|mir) (?:\\S+ )?(?:am|in den) (?:finger|daumen) geschnitten',
    'geschlagen geben',
    'ins kalte wasser',
    'mit (?:dem|einem|nem|ner|der|einer) (?:kissen|schneeball|ball|handtuch|zeitung|wasserpistole) (?:\\S+ )?(?:geschlagen|beworfen|gehauen)|kissenschlacht',
    '(?:im|i am|beim|bei) (?:\\S+ )?(?:uno|poker|monopoly|kniffel|skat|darts|bowling|billard|\\S+spiel|spiel|zocken|quiz|wettlauf) (?:\\S+ )?(?:geschlagen|besiegt|abgezogen)',
    '(?:im|i am|beim|in) (?:schach|tennis|spiel|karten|kartenspiel|mario kart|fifa|wettrennen|rennen|tischtennis|badminton|armdrue?cken) (?:\\S+ )?(?:geschlagen|besiegt|geschlagen hat)',
    '(?:schlae?gt|schlug|geschlagen) (?:\\S+ )?(?:(?:im|i am)|beim|in) (?:schach|tennis|spiel|karten|mario kart|fifa|wettrennen|rennen|tischtennis|badminton)',
    'schluss machen mit (?:ihm|ihr|meinem freund|meiner freundin|meinem partner|meiner partnerin)',
    'mit (?:ihm|ihr|meinem freund|meiner freundin) schluss (?:machen|gemacht)',
    'intervallfasten|heilfasten|ramadan|fastenzeit',
    'die ganze nacht durch',
    '(?:nicht|nie|niemals|keine (?:absicht|lust|plae?ne)|nicht vor)(?: \\S+){0,3}[ \\n](?:mich|mir) (?:\\S+ ){0,2}(?:umzubringen|zu toe?ten|das leben zu nehmen|zu verletzen|zu ritzen)',
    'totgeschlagen|tot geschlagen die zeit',
    'wasserpistole|spielzeugpistole|klebepistole|heissklebepistole|nerf',
    'ich bin tot(?= (?:lol|haha|xd))',
    'von der brue?cke springen (?:wenn alle|weil alle)',
    '(?:ins|in das) fenster (?:springen|gesprungen)',
    '(?:vor|aus) freude (?:springen|springe|sprang)',
    '(?:kille?|kill|killt) mich (?:\\S+ ){0,2}(?:vor lachen|weg)',
    'lach(?:e|en|t)? mich (?:\\S+ )?(?:kaputt|schlapp|krumm)',
    'beim \\S+ ?schneiden',
    '(?:ritzen|sv|svv|suizid|selbstmord|sterben|mich umbringen|mich (?:zu )?verletzen|mich (?:zu )?ritzen|mir was antun|mir etwas antun) (?:\\S+ ){0,3}(?:kommt|ist|wae?re?|waer) (?:\\S+ ){0,2}(?:nicht|nie|keine) (?:in frage|infrage|eine option|option|mein ding|loe?sung)',
  ]),
  escalators: oneOf([
    '(?:heute?|heut) (?:nacht|abend)',
    'heut',
    '(?<!(?:jeden|jede|guten|heute|heut|am|eines|gestern|den|diesen|einen|dem) )morgen',
    'diese nacht',
    'am wochenende',
    'am (?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)',
    `${PILLS} (?:\\S+ ){0,5}(?:bei mir|hier bei mir|griffbereit|neben mir|vor mir|in der hand|in meiner hand|eingesteckt|mitgenommen)`,
    '(?:messer|waffe|pistole|knarre|axt|baseballschlae?ger|seil|strick|klinge|rasierklinge) (?:\\S+ ){0,2}(?:schon |bereits )?(?:eingepackt|dabei|bei mir|eingesteckt|in der tasche|geladen|gekauft|besorgt)',
    '(?:gerade|grad|grade) (?:jetzt|eben|in der wohnung|vor der tue?r|hier|da|i am haus|im haus|unten|draussen)',
    '(?:ist|is|steht|sitzt|wartet|kommt) (?:\\S+ )?(?:gerade|grad|grade)',
    '(?:verstecke?|versteck) mich (?:gerade |grad |grade )?(?:im|i am|in der|unter|hinter)',
    '(?:steht|stehen|liegt|liegen|ist|sind|hab|habe) (?:\\S+ )?(?:schon|bereits) (?:\\S+ ){0,2}(?:bei mir|hier|bereit|griffbereit|in der garage|(?:im|i am) keller|(?:im|i am) schrank|in meinem zimmer|in meiner tasche)',
    '(?:steht|ist|sitzt|wartet|klingelt|haemmert|hae?mmert|klopft|tritt) (?:\\S+ )?(?:vor (?:meiner|der|unserer|meinem|dem) (?:\\S*tue?r|wohnung|haus|fenster)|auf dem weg (?:hierher|hier ?her|zu mir)|unten im (?:treppenhaus|hausflur|flur|hof)|vor (?:meiner|der|unserer) (?:tue?r|wohnung|haustue?r)|an (?:meiner|der) tue?r)',
    '(?:das|ein|die|eine) (?:seil|strick|messer|waffe|pistole|tabletten) (?:habe|hab) ich (?:schon|bereits)',
    'heute nacht',
    'heute abend',
    'noch heute',
    'jetzt gleich',
    'genau jetzt',
    'gleich jetzt',
    'sofort',
    'in (?:einer|ein paar|zwei) (?:stunde|stunden|minuten)',
    'neben mir',
    'vor mir liegen',
    'in meiner hand',
    'in (?:der|meiner) schublade',
    '(?:habe|hab) (?:schon )?(?:das|ein|mein|die|eine|meine) (?:messer|waffe|pistole|seil|knarre)',
    'griffbereit',
    'hier bei mir',
    'liegt bereit',
    'ist geladen',
    'am rand',
    'auf der brue?cke',
    'heute',
    'jetzt',
  ]),
  resolved: oneOf([
    'mit (?:1\\d|2\\d|anfang (?:20|zwanzig)|fuenfzehn|funfzehn|sechzehn|siebzehn|achtzehn|zwanzig)(?! (?:jahren )?(?:will|kann|bin|habe|hab|mag|muss))|als (?:teenager|jugendliche[r]?|kind|schuler(?:in)?)(?! (?:will|kann|bin|habe|hab))|in der (?:\\d+ )?(?:klasse|schulzeit|pubertat|jugend|reha)|damals|(?:von|im jahr|anno) (?:19\\d\\d|200\\d|201\\d|202[0-3])',
    "(?:das ist|das war|ist|war) (?:lange |schon lange |langst |endlich )?vorbei|seitdem geht'?s? (?:bergauf|besser)|(?:hab'?s?|habe es) (?:da )?rausgeschafft|(?:heute |jetzt )?bin ich (?:da )?raus",
    '(?:nur )?(?:spass|spaß|scherz)$|war nur (?:ein )?(?:spass|scherz)',
    'vor (?:\\S+ ){0,2}jahren',
    'frue?her (?:habe|hab|hatte|war|wollte|dachte|wurde|konnte|ging)',
    '(?:jahre?|monate?) her',
    '(?:die |meine )?(?:therapie|klinik|behandlung) (?:hat|haben) (?:mir )?(?:\\S+ ){0,2}geholfen',
    'mit (?:\\d+|fue?nfzehn|sechzehn|siebzehn|vierzehn|dreizehn) (?:hab|habe|hatte|war|wollte)',
    '(?:hat|hatte|haben) mich frue?her(?! oder)',
    // "ich hab mir früher die Haut verbrannt", "hab mich früher geritzt"
    '(?:hab|habe|hatte) (?:mich |mir )frue?her',
    // "das ist seit zehn Jahren vorbei", "das Kapitel ist zu", "SVV war mein Ding"
    '(?:ist|sind|war) seit (?:\\S+ ){1,2}(?:jahren|monaten) vorbei|das kapitel ist (?:zu|abgeschlossen|geschlossen|vorbei)|war (?:\\S+ )?mein ding',
    // "als ich klein war", "als ich neu in Deutschland war"
    'als ich (?:noch )?(?:klein|jung|junger|juenger|kind|teenager|jugendlich|jugendliche|student|studentin|schuler|schueler|schulerin|schuelerin|neu (?:\\S+ ){1,3})war',
    // A year long past opening the clause: "2019 lag ich nach einem Suizidversuch…", "2018 bin ich gegangen".
    '^(?:19\\d\\d|200\\d|201\\d|202[0-3]) (?:war|lag|bin|hab|habe|hatte|wurde|ist)',
    'als (?:teenager|jugendliche?r?|kind|schue?lerin|schue?ler)',
    'damals',
    'seit (?:\\S+ ){1,2}(?:jahren|monaten) (?:nicht mehr|clean|symptomfrei|frei)',
    'clean seit',
    // "fünf Jahre ohne Selbstverletzung", "zwei Jahre frei vom Ritzen" (not "ohne Essen": going without food is a sign, not a recovery).
    '(?:\\S+ )(?:jahre?|monate?) (?:clean|symptomfrei|rue?ckfallfrei)(?! (?:gewesen|war|waren))|(?:\\S+ )(?:jahre?|monate?|tage?) (?:ohne|frei von|frei vom) (?:(?:jeden|einen|ein) )?(?:selbstverletzung|selbstverletzen|ritzen|svv|rue?ckfall|suizidversuch|klinik|klinikaufenthalt|krise|schneiden)',
    'kein thema mehr',
    'von frue?her',
    'ist (?:lae?ngst |lange |schon lange |zum glue?ck |)vorbei',
    '(?:lange|lae?ngst) (?:her|vorbei)',
    'inzwischen (?:bin|hab|habe|geht|mach|mache|arbeite|lebe)',
    '(?:jetzt|heute|inzwischen|mittlerweile|nun) (?:\\S+ )?(?:gehts|geht es|gehts mir|geht es mir) (?:mir )?(?:\\S+ )?(?:gut|besser|super|wieder gut|prima)',
    'war (?:\\S+ )?mal(?! wieder)',
    'bin (?:seit (?:\\S+ ){1,2}(?:jahren|monaten) )?(?:wieder )?(?:gesund|stabil|clean|symptomfrei)',
    'geht (?:es )?mir (?:seit|inzwischen|mittlerweile|heute) (?:\\S+ )?(?:gut|besser)',
  ]),
  // Scars that are only faint now: "die Narben sind nur noch weiße Striche" (their "nur noch" tells of the healing).
  recovered: ['(?:narben|striche|linien) (?:\\S+ ){0,2}(?:nur noch|kaum noch)|nur noch (?:\\S+ ){0,2}(?:narben|striche|linien)'],
  present: oneOf([
    'schon wieder',
    // "jetzt will ich mich umbringen": now, with the verb of wanting or doing (not "jetzt bin ich gesund").
    '(?:jetzt|nun|heute) (?:will|werde|muss|denke|kann|mag|schneide|ritze|esse|kotze) ich|ich (?:will|werde|muss) (?:mich )?(?:jetzt|heute|nun)',
    'wieder angefangen',
    'rue?ckfall',
    'rueckfall',
    'rue?ckfae?llig',
    '(?:hab|habe|hat|hatte) (?:mich |mir )?(?:heute |gestern |grad |gerade |schon )?wieder',
    'in letzter zeit',
    'seit ein paar (?:tagen|wochen)',
    'seit (?:\\S+ )?(?:tagen|wochen)',
    'gestern',
    'gerade',
    'grad',
    'nur noch',
    'immer noch',
    'momentan',
    'zur ?zeit',
    'derzeit',
    'aktuell',
  ]),
  distance: oneOf([
    '(?:fue?r|in) (?:die|der|das|meine?|meinem|unsere?) (?:pflege)?(?:ausbildung|studium|pruefung|pruefungen|klausur|uni|vorlesung|hausaufgabe)',
    '(?:im|i am|in dem|beim) (?:krimi|tatort|thriller|hoe?rspiel)',
    '(?:referat|hausarbeit|vortrag|prae?sentation|facharbeit|studie|seminar|workshop|podcast|video|buch|roman|serie|song|lied|nachrichten|news|bericht|berichte|artikel|doku|film|beitrag|meldung|meldungen|zeitung|post|posts) (?:\\S+ ){0,2}(?:ue?ber|zu|zum|zur|von|handelt)',
    '(?:in|i am|im) (?:bio|biologie|ethik|psychologie|religion|der schule|der vorlesung|dem seminar|unterricht)',
    '(?:meine|mein|meiner|meinem) (?:beste |bester |kleine |kleiner |grosse |grosser )?(?:freundin|freund|kumpel|schwester|bruder|cousine|cousin|tochter|sohn|mitbewohnerin|mitbewohner|kollegin|kollege|mutter|vater|mama|papa|nachbarin|nachbar) (?:\\S+ )?(?:hat|hatte|ist|war) (?:\\S+ ){0,2}(?:suizidgedanken|selbstmordgedanken|suizidal|suicidal|depressiv|magersue?chtig|bulimisch|essgestoe?rt|eine essstoe?rung|magersucht|bulimie)',
    '(?:er|sie) (?:hat|hatte) (?:\\S+ ){0,2}(?:suizidgedanken|selbstmordgedanken)',
    '(?:jugendliche|menschen|leute|models|patienten|viele|jemand) die sich',
    '(?:er|sie|meine \\S+|mein \\S+|meiner \\S+|meinem \\S+) (?:\\S+ )?(?:hat|hatte|will|wollte|ist|wird) sich (?:\\S+ ){0,3}(?:geritzt|geschnitten|verletzt|umgebracht|umbringen|das leben genommen|ritzen|umzubringen|erhae?ngt|aufgehae?ngt)',
    '(?:eine|die|einen|den) (?:doku|dokumentation|reportage|bericht|film|artikel) (?:ue?ber|zu|zum)',
    '(?:meine|mein) (?:therapeutin|therapeut|psychologin|psychologe) (?:hat|meinte|sagt|schlug)',
    'als (?:ue?bung|uebung|hausaufgabe)',
    '(?:im|i am) (?:film|buch|roman|spiel|videospiel|game|lied|song|artikel|podcast|traum|theaterstue?ck|comic|manga)',
    'in (?:der|einer) (?:serie|folge|geschichte|zeitung|doku|dokumentation|nachrichten)',
    'in den nachrichten',
    'in (?:dem|diesem|meinem|einem|nem) (?:game|spiel|videospiel|film|buch|roman|lied|song|comic|manga|anime|level|theaterstue?ck|gedicht)',
    '(?:level|quest|mission|boss) (?:zu |\\S+ )?(?:schaffen|bestehen|besiegen|abschliessen)',
    '(?:meine|die) (?:figur|spielfigur)',
    '(?:mein|der) (?:charakter|held|protagonist)',
    // The people of a story: "die Hauptfigur schreibt Abschiedsbriefe", "die Heldin springt".
    '(?:die|der|meine|mein|eine|ein) (?:hauptfigur|hauptperson|heldin|protagonistin|romanfigur|nebenfigur|figur im (?:buch|film|roman|spiel))',
    '(?:laut|(?:im|i am)) (?:bericht|zeitungsartikel)',
  ]),
};
