import type { LanguageRules, RiskCategory, RiskLevel, RiskRule } from '../types.js';

/**
 * German. Patterns are written against the normalised text: lower case, umlauts without their
 * dots ("mochte", "toten", "brucke") and, as people type without them, with a trailing e too
 * ("moechte", "toeten", "bruecke"): hence the `ue?`, `oe?`, `ae?`; "ß" is "ss". Word order moves
 * the verb to the end ("ich will mich heute umbringen"), so a few words may stand between the
 * parts (`GAP`), never a negation. Comma clauses are read one at a time by the engine, so
 * infinitives with "zu" ("mich umzubringen") match on their own.
 */

/** One to three words between the parts of a phrase, none of them a negation. */
const GAP = '(?:(?!(?:nicht|nich|nie|niemals|kein|keine|keinen|nimmer)\\b)\\S+ ){0,3}';
const GAP1 = '(?:(?!(?:nicht|nie|niemals|kein|keine|keinen|nimmer)\\b)\\S+ )?';
/** Wish and will. */
const WANT = '(?:will|wollte|moe?chte|mag|wue?rde (?:so )?gern|wue?nsche mir|wue?nschte|hoffe|sehne mich danach)';
const PILLS =
  '(?:tabletten|pillen|medikamente|schlaftabletten|schmerztabletten|tabs|paracetamol|ibuprofen|antidepressiva|beruhigungsmittel|benzos|insulin|opiate|morphin|tilidin|tramadol)';
const KILL_SELF = `(?:mich ${GAP}(?:selbst |selber )?(?:umbringen|umbrigen|umbingen|umzubringen|toe?ten|zu toe?ten|erhae?ngen|aufhae?ngen|aufzuhae?ngen|zu erhae?ngen|erschiesse?n|zu erschiessen|vergiften|zu vergiften|umlegen|kaltmachen|abmurksen|unaliven)|mir (?:selbst )?das leben (?:nehmen|zu nehmen)|selbstmord (?:begehen|zu begehen|machen|zu machen)|suizid (?:begehen|zu begehen|machen)|(?:mein|meinem) leben (?:beenden|zu beenden|ein ende (?:setzen|machen|zu setzen))|(?:mit )?(?:allem|dem leben|meinem leben) schluss (?:machen|zu machen)|es (?:endlich |einfach )?beenden|alles beenden|es zu beenden|alles zu beenden)`;
const PARTNER =
  '(?:er|sie|mein (?:mann|freund|partner|vater|stiefvater|bruder|sohn|onkel|ex|exmann|exfreund|chef|nachbar|mitbewohner)|meine (?:frau|freundin|partnerin|mutter|stiefmutter|schwester|tochter|tante|ex|exfrau|exfreundin|chefin|nachbarin|mitbewohnerin)|meine eltern)';

interface Options {
  negatable?: false;
  weak?: true;
}

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: Options = {}): RiskRule {
  return { id: `de.${category}.${name}`, category, level, pattern, ...options };
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
  language: 'de',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?:nicht mehr|nie mehr|nie wieder|nimmer|niemals wieder|einfach nicht|morgen nicht) ${GAP1}(?:aufwachen|aufwache|aufzuwachen|wach werden|aufwacht)`,
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
      `ich (?:wae?re|waer) (?:doch |lieber |besser |einfach |am liebsten |)tot(?! (?:gewesen|vor|umgefallen))|(?:wae?re|waer|wae?r) ${GAP1}(?:lieber|besser|einfach|am liebsten|doch) tot|(?:lieber|besser|am liebsten) tot(?! als)|tot sein (?:will|mo?e?chte|wollen|mochte)|(?:will|mo?e?chte|wue?nschte?)(?: mir)?,? (?:ich )?(?:waere?|wae?r|sein) ${GAP1}tot`,
    ),
    rule(
      'wish-die',
      P,
      'concern',
      `(?:ich )?${WANT} ${GAP}(?:tot sein|nicht mehr (?:leben|sein|da sein|existieren|hier sein)|den tod)(?! (?:fue?r|vor|wenn ich))`,
    ),
    rule('want-die', A, 'urgent', `(?:ich )?${WANT} ${GAP}sterben(?! (?:fue?r|vor|wenn ich))`),
    rule('want-die-plain', A, 'urgent', `(?:ich )?(?:will|mo?e?chte|moechte|wue?rde gerne?) (?:einfach |nur |einfach nur |so gerne |)sterben`),
    rule(
      'no-live',
      P,
      'concern',
      `(?:will|mo?e?chte|kann|wollte|mag) ${GAP1}(?:nicht mehr|nich mehr|net mehr|nimmer) (?:leben|weiterleben|existieren|da sein|hier sein|am leben sein)(?! (?:mit|bei|in|hier|so|wie|ohne|neben|zusammen))`,
      FIXED,
    ),
    rule('want-not-anymore', P, 'concern', `ich (?:will|kann|mag) (?:einfach |echt |wirklich |)(?:nicht|nimmer) mehr$`, { negatable: false, weak: true }),
    rule(
      'no-reason',
      P,
      'concern',
      `(?:kein|keinen|keine|ohne) (?:\\S+ )?(?:grund|sinn|lust|bock|kraft|motivation|hoffnung) (?:mehr )?(?:zu leben|zum leben|(?:im|i am) leben|am leben|auf leben|auf das leben|weiterzuleben|zu existieren)`,
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
      `(?:ohne mich (?:\\S+ ){0,3}(?:besser|gluecklicher|glue?cklicher|leichter)|(?:besser|glue?cklicher) dran ohne mich|besser ohne mich)`,
    ),
    rule(
      'burden',
      P,
      'concern',
      `(?:bin|ich bin) (?:nur |doch nur |allen |fue?r alle |)(?:eine )?(?:last|belastung) fue?r (?:alle|jeden|meine|euch|die)|falle (?:allen|jedem|meiner familie) (?:nur )?zur last`,
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
    rule('when-gone', P, 'concern', `wenn ich (?:nicht mehr (?:da|hier|am leben)|tot|fue?r immer weg) bin`, FIXED),
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
    // — active thoughts
    rule('kill-self', A, 'urgent', `(?:${WANT}|werde|wue?rde|denke|dachte|plane|ue?berlege|kae?mpfe|will|muss|sollte|koe?nnte|wie) ${GAP}${KILL_SELF}`),
    rule(
      'kill-self-zu',
      A,
      'urgent',
      `(?<!(?:droht|drohte|gedroht|drohen|versucht|versuchte|angeku?e?ndigt|geschworen|gesagt)[ \\n](?:\\S+ ){0,2})mich (?:selbst |selber )?(?:umzubringen|zu toe?ten|zu erhae?ngen|aufzuhae?ngen|zu erschiessen)|mir (?:selbst )?das leben zu nehmen|selbstmord zu begehen|(?:mein|meinem) leben zu beenden`,
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
      `(?:bin|ich bin|fue?hle mich|wieder|sehr|total|akut) (?:\\S+ )?(?:suizidal|suicidal|suizidgefae?hrdet|selbstmordgefae?hrdet)|(?:habe|hab|hatte|habe wieder|hab wieder|meine|wieder|staendige|stae?ndig|starke|oft) (?:\\S+ )?(?:suizidgedanken|selbstmordgedanken|suizidale gedanken|todesgedanken|suizidgedanke)`,
    ),
    rule(
      'think-suicide',
      A,
      'urgent',
      `(?:denke|dachte|nachdenken|ue?berlege|ue?berlegt) (?:\\S+ ){0,3}(?:an |ue?ber |ans? )?(?:selbstmord|suizid|den freitod|freitod)`,
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
      `wie ?viele? (?:\\S+ ){0,3}(?:braucht man|muss man|brauche ich|muss ich) (?:\\S+ ){0,3}(?:um zu sterben|zum sterben|um nicht mehr aufzuwachen|damit man stirbt|damit ich sterbe|tot)|(?:toe?dliche|letale) (?:dosis|menge)`,
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
      `(?:ich )?(?:habe|hab|hatte|besitze|kaufe|kaufte|gekauft|besorgt|besorge|habe zugang zu) (?:\\S+ )?(?:eine|ne|die|einen|den) (?:waffe|pistole|knarre|revolver|schusswaffe|gewehr meines vaters|pistole meines vaters|waffe meines vaters)(?! (?:fue?r (?:die|den) (?:jagd|schiessstand|sport|verein|dienst|arbeit)|(?:im|i am) (?:verein|schiessstand)|als (?:jae?ger|polizist)|spielzeug))`,
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
      `(?:mich (?:\\S+ ){0,2}(?:aufhae?ngen|erhae?ngen|aufzuhae?ngen|zu erhae?ngen)|schlinge (?:\\S+ ){0,3}(?:gekne?ue?pft|geknotet|geknuepft|gebunden|um den hals|am balken|bereit|hae?ngt)|(?:strick|seil) (?:\\S+ ){0,3}(?:am balken|an der decke|um den hals|um meinen hals|fue?r mich)|(?:strick|seil|schlinge) (?:gekauft|besorgt))`,
    ),
    rule(
      'jump',
      M,
      'urgent',
      `(?:springen|springe|spring|sprang|runterspringen|runterzuspringen|herunterspringen|stue?rzen|stue?rze|werfen|werfe|fallen lassen|zu springen) (?:\\S+ ){0,3}(?:von der|von einer|vom|von dem|aus dem|in die) (?:\\S+ )?(?:brue?cke|dach|hochhaus|fenster|balkon|klippe|turm|parkhaus|tiefe|felsen|staudamm|aussichtsplattform)|(?:von der|von einer|vom|aus dem) (?:\\S+ )?(?:brue?cke|dach|hochhaus|fenster|balkon|klippe|turm|parkhaus) (?:\\S+ ){0,2}(?:springen|springe|stue?rzen|zu springen|runterspringen|werfen)`,
    ),
    rule(
      'jump-edge',
      M,
      'imminent',
      `(?:stehe|steh|sitze|sitz|bin) (?:\\S+ ){0,2}(?:auf der brue?cke|auf dem dach|am rand (?:vom|des|der) (?:dach|daches|brue?cke|klippe|hochhaus)|auf dem gelae?nder|am abgrund|auf der fensterbank|an der klippe|auf den gleisen)`,
    ),
    rule(
      'train',
      M,
      'urgent',
      `(?:werfe|werf|werfen|schmeisse|schmeiss|lege|leg|springe|spring|stelle|stell) mich (?:\\S+ ){0,2}(?:vor (?:den|einen|die|eine) (?:zug|u bahn|ubahn|s bahn|sbahn|lkw|laster|bus|auto|tram|strassenbahn|ice)|auf die (?:gleise|schienen))|(?:vor (?:den|einen|die|eine|einen) (?:zug|u bahn|ubahn|s bahn|sbahn|lkw|laster|bus|auto|tram|strassenbahn|ice)|auf die (?:gleise|schienen)) (?:\\S+ ){0,2}(?:werfen|springen|legen|zu werfen|zu springen|laufen|stellen|schmeissen)`,
    ),
    rule(
      'car-crash',
      M,
      'urgent',
      `(?:mit dem auto|mit meinem auto|mit vollgas|absichtlich) (?:\\S+ ){0,3}(?:gegen|in) (?:einen|eine|den|die) (?:baum|wand|mauer|brue?ckenpfeiler|pfeiler|lkw|gegenverkehr|leitplanke)|(?:gegen|in) (?:einen|eine|den|die) (?:baum|wand|mauer|brue?ckenpfeiler|pfeiler|gegenverkehr) (?:\\S+ ){0,2}(?:fahren|rasen|zu fahren|steuern)`,
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
      `(?:hat|haben) (?:eine|ein|einen|mehrere|seine|ihre) (?:pistole|waffe|waffen|gewehr|gewehre|revolver|knarre) (?:\\S+ ){0,2}(?:im|i am|in (?:der|dem|seinem|ihrem)|zu hause|daheim|unter)|ich weiss (?:genau )?wo (?:die|seine|ihre|papas|meines vaters) (?:waffe|pistole|knarre|gewehr)`,
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
    rule('pills-stock', M, 'urgent', `(?:ganze|volle|mehrere|viele) (?:packung|packungen|schachtel|schachteln|dose|dosen) ${PILLS}`),
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
      `(?:habe|hab|trage) (?:immer |stae?ndig |stets )?(?:eine |die |meine )?(?:rasierklinge|klinge|klingen) (?:\\S+ )?(?:in|bei) (?:meiner|der|mir|meinem)`,
    ),
    rule(
      'dose-for',
      M,
      'urgent',
      `dosis (?:\\S+ ){0,3}(?:um (?:nicht mehr aufzuwachen|zu sterben)|zum sterben)|kenne (?:die|eine) (?:toe?dliche |letale )?dosis`,
    ),
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
      `(?:heute|morgen|jetzt|gleich|heute nacht|heute abend) (?:\\S+ )?(?:nehme|schlucke) ich (?:\\S+ ){0,2}(?:alle|die ganze|die ganzen|meine ganzen)`,
    ),
    rule('end-final', I, 'imminent', `(?:mache?|mach) (?:ich )?(?:\\S+ )?(?:endgue?ltig|fue?r immer|ein fue?r alle mal) schluss`),
    rule('do-it-when', I, 'imminent', `(?:ich )?(?:mache|mach|tue|tu|werde) es (?:\\S+ )?(?:sobald|wenn|nachdem)`, WEAK),
    // — plan or preparation
    rule(
      'pills-saved',
      PL,
      'imminent',
      `${PILLS} (?:\\S+ ){0,4}(?:gesammelt|gehortet|gebunkert|zurue?ckgelegt|aufgehoben|angesammelt|gespart|versteckt|zusammen)|(?:sammle|sammel|horte|bunkere|spare) (?:\\S+ ){0,3}${PILLS}`,
    ),
    rule(
      'pills-saved-m',
      M,
      'urgent',
      `${PILLS} (?:\\S+ ){0,4}(?:gesammelt|gehortet|gebunkert|zurue?ckgelegt|angesammelt|versteckt)|(?:sammle|sammel|horte|bunkere) (?:\\S+ ){0,3}${PILLS}`,
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
      `(?:alles|meine angelegenheiten|meine sachen) (?:\\S+ ){0,2}(?:geregelt|geordnet|in ordnung gebracht)(?= (?:fue?r danach|bevor ich gehe|fue?r die zeit danach|fue?r meine familie)|$)`,
      WEAK,
    ),
    rule(
      'goodbye',
      PL,
      'imminent',
      `(?:lebt wohl|lebewohl|leb wohl)(?! (?:und bis|bis))|(?:ich )?(?:wollte|will|mo?e?chte) (?:mich )?(?:\\S+ ){0,2}(?:verabschieden|lebewohl sagen)(?= (?:von allen|von euch|fue?r immer)|$)|(?:habe|hab) mich (?:\\S+ ){0,2}von (?:allen|meiner familie|meinen freunden|euch) verabschiedet|(?:abschied|tschue?ss|auf wiedersehen) fue?r immer|das ist (?:ein|mein) abschied`,
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
      `(?:morgen|bald|heute nacht|heute abend|ab morgen) (?:\\S+ )?(?:bin ich|ich bin) (?:\\S+ )?(?:nicht mehr (?:da|hier|am leben)|weg fue?r immer|tot)(?! (?:(?:im|i am) bue?ro|bei der arbeit|weil|wegen|da ich|(?:im|i am) urlaub))`,
      FIXED,
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
      `(?:heute nacht|heute abend|heute|morgen) (?:ist es so ?weit|ist die nacht|ist der tag|passiert es|mache ich es|mach ich es|tue ich es|tu ich es|ist schluss|ist es vorbei|endet es|ende ich es)`,
      WEAK,
    ),
    rule(
      'last-night',
      PL,
      'imminent',
      `(?:meine|mein) (?:letzte nacht|letzter abend|letzter tag) (?:auf (?:der|dieser) welt|auf erden|am leben|hier auf erden)|(?:ist|wird) (?:meine|mein) (?:letzte nacht|letzter abend)(?! (?:in|(?:im|i am)|bei|hier|vor|mit|zu hause))`,
      WEAK,
    ),
    rule(
      'place-scouted',
      PL,
      'imminent',
      `(?:brue?cke|dach|hochhaus|klippe|stelle|ort|gleise) (?:\\S+ ){0,3}(?:ausgesucht|ausgespae?ht|gefunden|angeschaut|ausgekundschaftet)(?: \\S+){0,3} (?:um zu springen|zum springen|fue?r morgen|fue?r heute|fue?r heute nacht|wo ich)|(?:brue?cke|dach|hochhaus|klippe|gleise) (?:\\S+ ){0,3}ausgekundschaftet`,
    ),
    rule('pet-away', PL, 'imminent', `(?:katze|katzen|hund|hunde|tiere) (?:\\S+ ){0,3}(?:abgegeben|weggegeben|gebracht|vermittelt)`, WEAK),
    rule('gave-all', PL, 'imminent', `alles (?:\\S+ )?(?:verschenkt|weggegeben|verteilt)(?! (?:vor dem|wegen|fue?r den) umzug)`),
    rule(
      'letter-family',
      PL,
      'imminent',
      `(?:brief|briefe|zettel|nachricht|nachrichten) (?:\\S+ ){0,2}(?:fue?r|an) (?:meine eltern|meine familie|meine kinder|meine mutter|meinen vater|meinen mann|meine frau|alle)(?! (?:zum|zu|fue?r den|fue?r die) (?:geburtstag|weihnachten|muttertag|hochzeit|jahrestag))(?: \\S+){0,2} (?:geschrieben|hinterlassen|vorbereitet|hingelegt)`,
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
      `(?:ich )?(?:schneide|schneid|schnitt|habe|hab) mich (?:\\S+ ){0,3}(?:wieder|schon wieder|absichtlich|extra|tief|selbst|jeden tag|oft|am arm|an den armen|in den arm|am bein|an den beinen|in die arme|in die beine|am handgelenk|an den handgelenken)(?: geschnitten)?(?! (?:beim|als ich|mit dem (?:messer|papier)))|mich (?:\\S+ ){0,2}(?:selbst|absichtlich) (?:geschnitten|zu schneiden|schneiden)|(?:mir|mich) (?:\\S+ ){0,2}(?:die |in die |meine )?(?:arme|beine|handgelenke|oberschenkel) (?:\\S+ )?(?:aufgeschnitten|aufschneiden|geschnitten|zerschnitten|aufgekratzt)`,
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
      `(?:rue?ckfall|rueckfall|rue?ckfae?llig)(?: \\S+){0,4} (?:geritzt|geschnitten|ritzen|svv|verletzt|klinge)|(?:wieder|schon wieder|erneut) (?:angefangen|begonnen) (?:mich )?(?:zu ritzen|zu schneiden|mich zu verletzen|zu verletzen)`,
    ),
    rule(
      'burn',
      SH,
      'urgent',
      `mich (?:\\S+ ){0,3}(?:absichtlich|selbst|mit (?:zigaretten|einer zigarette|dem feuerzeug|feuerzeug)) (?:\\S+ )?(?:verbrannt|verbrennen|zu verbrennen|verbrenne)|(?:verbrenne|verbrannt) mich (?:\\S+ )?(?:mit|absichtlich|selbst)`,
    ),
    rule(
      'hit-self',
      SH,
      'urgent',
      `(?:schlage?|schlag|schlug) (?:mich|mir) (?:\\S+ ){0,3}(?:selbst|bis es blutet|bis ich blute|blutig|absichtlich|gegen die wand|den kopf|ins gesicht)(?! (?:vor die stirn|an die stirn))|(?:kopf|faust) (?:\\S+ ){0,2}gegen die wand (?:\\S+ )?(?:geschlagen|schlagen|gehauen|hauen)`,
    ),
    rule(
      'blades',
      SH,
      'urgent',
      `(?:klinge|klingen|rasierklinge|rasierklingen|cutter|teppichmesser) (?:\\S+ ){0,3}(?:versteckt|rausgeholt|rausgenommen|besorgt|gekauft|wieder|griffbereit|geholt)(?! (?:fue?r (?:den|die|das) (?:rasierer|bart|basteln|umzug|kartons)))`,
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
      `(?:blutet|blutung|blut)(?:[ \\n]\\S+){0,4}[ \\n](?:hoe?rt|hoert) (?:\\S+ )?(?:nicht|nimmer) (?:mehr )?auf|(?:blutet|blute) (?:\\S+ )?(?:stark|sehr stark|wie verrue?ckt|ue?berall|ohne ende|immer noch)|zu tief (?:geschnitten|geritzt)`,
      FIXED,
    ),
    rule(
      'took-too-many',
      SH,
      'imminent',
      `(?:zu viele|die ganze packung|alle meine|alle|die ganzen|eine ganze packung) ${PILLS}? ?(?:\\S+ ){0,2}(?:genommen|geschluckt|eingeworfen|eingenommen)|(?:ue?berdosis|ueberdosis) (?:genommen|geschluckt)`,
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
      `(?:ich )?(?:will|werde|werd|mo?e?chte|plane|denke daran|ue?berlege|habe vor|hab vor|muss) (?:\\S+ ){0,2}(?:ihn|sie|dich|euch|jemanden|meinen \\S+|meine \\S+|alle|die alle) (?:\\S+ ){0,2}(?:umbringen|umzubringen|toe?ten|zu toe?ten|abstechen|abzustechen|erschiessen|zu erschiessen|abknallen|abzuknallen|erwue?rgen|zu erwue?rgen|kaltmachen|vergiften|zu vergiften)`,
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
      `(?:meinem baby|meinem kind|meinen kindern|meiner tochter|meinem sohn|meinem mann|meiner frau|jemandem) (?:\\S+ )?(?:etwas|was) (?:anzutun|antun)|(?:meinem baby|meinem kind|meinen kindern|meiner tochter|meinem sohn) (?:\\S+ )?weh ?zu ?tun`,
    ),
    rule(
      'threatened',
      DO,
      'urgent',
      `${PARTNER} (?:hat|haben|droht|drohte) (?:mir |mich )?(?:\\S+ )?(?:gedroht|angedroht|mit dem tod gedroht|bedroht)|${PARTNER} droht mir`,
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
      `ich (?:bringe?|bring) (?:ihn|sie|dich|euch|den|die|meinen \\S+|meine \\S+|alle) (?:\\S+ )?um(?! (?:\\d|\\S+ uhr|halb|viertel|den verstand|die ecke))`,
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
      `${PARTNER} (?:\\S+ ){0,1}(?:schlae?gt|schlug|verpruegelt|verprue?gelt|wue?rgt|wuergt|tritt|vergewaltigt|bedroht|missbraucht|misshandelt|schubst|sperrt|packt|trae?gt|tritt|stalkt|verfolgt|belae?stigt|terrorisiert|erpresst) (?:mich|mir|uns)(?! (?:(?:im|i am)|beim|bei|in|vor) (?:schach|tennis|spiel|kartenspiel|wettrennen|rennen|mario kart|fifa|sport))|${PARTNER} (?:hat|haben) mich (?:\\S+ ){0,3}(?:geschlagen|verpruegelt|verprue?gelt|gewue?rgt|getreten|vergewaltigt|bedroht|missbraucht|misshandelt|geschubst|eingesperrt|angegriffen|zusammengeschlagen|gewuergt)(?! (?:(?:im|i am)|beim|bei|in) (?:schach|tennis|spiel|sport))`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:droht|drohte|gedroht|hat gesagt|sagt|schwoert|schwor|schrieb)[ \\n](?:\\S+ ){0,3}(?:mich (?:umzubringen|zu toe?ten|abzustechen|fertigzumachen|zu schlagen|zu finden)|er (?:bringt|toe?tet) mich um|mich um(?:zu)?bringen|er bringt mich um|sie bringt mich um)`,
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
      `(?:ich (?:werde|wurde)|(?:werde|wurde) ich) (?:\\S+ ){0,3}(?:geschlagen|verprue?gelt|verpruegelt|misshandelt|vergewaltigt|missbraucht|bedroht|gewue?rgt|eingesperrt)(?! (?:(?:im|i am)|beim|bei) (?:schach|tennis|spiel|sport))|(?:ich bin|bin) (?:ein )?opfer (?:von )?(?:hae?uslicher gewalt|gewalt)|(?:bei uns|bei mir) (?:zu hause|daheim) gibt es gewalt|(?:erlebe|erleide) (?:\\S+ )?(?:gewalt|missbrauch)`,
    ),
    rule(
      'afraid-home',
      DO,
      'urgent',
      `(?:habe|hab) (?:\\S+ )?angst (?:vor (?:meinem|meiner) (?:mann|freund|partner|partnerin|vater|stiefvater|mutter|ex|frau|freundin)|nach hause zu gehen|um mein leben|dass er mich (?:\\S+ )?(?:umbringt|schlae?gt|toe?tet|findet)|dass sie mich (?:\\S+ )?(?:umbringt|schlae?gt|toe?tet))`,
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
    // — eating-disorder risk
    rule(
      'not-eating',
      ED,
      'concern',
      `seit (?:\\S+ ){1,2}(?:tagen|tag|wochen|woche) (?:\\S+ ){0,3}(?:nichts|kaum was|kaum etwas|fast nichts|nix) (?:mehr )?(?:gegessen|essen|esse|zu mir genommen)|(?:nichts|kaum was|fast nichts|nix) (?:mehr )?(?:gegessen|esse) seit (?:\\S+ ){1,2}(?:tagen|wochen|woche)|(?:esse|ass) seit (?:\\S+ ){1,2}(?:tagen|wochen|woche) (?:\\S+ )?(?:nichts|nix|kaum)`,
      FIXED,
    ),
    rule(
      'purge',
      ED,
      'concern',
      `(?:bringe?|bring) mich (?:\\S+ ){0,3}zum (?:erbrechen|kotzen|brechen|uebergeben|ue?bergeben)|(?:kotze|erbreche|breche|ue?bergebe mich) (?:\\S+ ){0,3}(?:nach dem essen|nach jedem essen|nach jeder mahlzeit|absichtlich|extra|nach den mahlzeiten)|finger in den hals|(?:muss|zwinge mich) (?:\\S+ )?(?:zu kotzen|zu erbrechen)`,
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
      `angst (?:vor dem essen|vorm essen|zu essen|zuzunehmen|vor kalorien|dick zu werden)|(?:hungere|hungre|hungern) (?:mich )?(?:\\S+ ){0,2}(?:aus|runter|weiter|seit)|(?:ich )?hungere(?! nach)`,
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
      `(?:lasse|lass) (?:\\S+ )?(?:alle|jede|fast alle) mahlzeiten (?:\\S+ )?(?:aus|ausfallen)|(?:nur|hoe?chstens|maximal|unter) (?:\\S+ ){1,2}(?:kalorien|kcal) (?:am tag|pro tag|tae?glich)|(?:nur|bloss) (?:einen|ein|eine) (?:apfel|joghurt|kaffee|glas wasser|tee|knae?ckebrot) (?:am tag|pro tag)`,
    ),
    rule(
      'medical',
      ED,
      'urgent',
      `(?:essen|gegessen|kalorien|mahlzeit|gekotzt|erbrochen|kotze|hungern|hungere)(?: \\S+){0,8} (?:ohnmae?chtig|umgekippt|zusammengebrochen|kreislauf|herzrasen|brustschmerzen|herzstolpern|blut (?:erbrochen|gekotzt))|(?:ohnmae?chtig|umgekippt|zusammengebrochen)(?: \\S+){0,6} (?:nichts gegessen|nix gegessen|nicht gegessen|hungern)|blut (?:erbrochen|gekotzt)`,
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
      `(?:ich )?esse (?:nichts|nix|kaum (?:noch )?(?:was|etwas)) mehr|(?:nichts|nix|kaum (?:noch )?(?:was|etwas)) mehr esse`,
      FIXED,
    ),
    rule(
      'eat-nothing-inv',
      ED,
      'concern',
      `esse ich (?:fast |kaum |so gut wie )?(?:nichts|nix)|(?:sport|trainiere|laufe|jogge) (?:\\S+ ){0,3}bis ich (?:umkippe|ohnmae?chtig werde|zusammenbreche)`,
      FIXED,
    ),
    rule(
      'purge-after',
      ED,
      'concern',
      `(?:und|dann) (?:\\S+ )?(?:erbreche|kotze)(?: ich)?$|(?:erbreche|kotze) (?:\\S+ ){0,2}wenn ich (?:\\S+ ){0,2}(?:esse|gegessen habe)`,
    ),
  ],
  negations: oneOf([
    'nie',
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
    'tot ?(?:lachen|gelacht|lache|lach|gelachte)',
    'lach(?:e|en|t)? mich (?:\\S+ )?tot',
    'zu tode (?:gelangweilt|langweilen|langweile|erschrocken|erschrecken|geschuftet|arbeiten|gearbeitet|geae?rgert|genervt|gefreut|betrunken|verliebt)',
    'langweile (?:mich )?zu tode',
    '(?:sterbe|sterben|sterb|sterbe gleich|stirbt) (?:\\S+ )?vor (?:hunger|durst|langeweile|lachen|hitze|kae?lte|neugier|scham|angst|mue?digkeit|sehnsucht|aufregung|ungeduld)',
    'zeit tot ?(?:schlagen|schlage|geschlagen|zu schlagen|zuschlagen)',
    'zeit totzuschlagen',
    '(?:das|es|die \\S+|der \\S+|dieser? \\S+|diese \\S+|mein job|meine arbeit|die arbeit|der stress|die hitze|du|ihr|er|sie) (?:bringt|bringen|bringst) mich (?:\\S+ )?(?:noch )?(?:um|ins grab)',
    '(?:kae?nnte|koe?nnte|koennte) (?:ihn|sie|dich|euch|ihm|ihr|den|die|meinen|meine) (?:\\S+ ){0,2}(?:umbringen|erwue?rgen|toe?ten|killen)',
    '(?:meine mutter|mein vater|meine eltern|mein chef|meine chefin|mein lehrer|meine frau|mein mann|meine freundin|mein freund) (?:\\S+ )?(?:bringt|wird|wue?rde) mich (?:\\S+ )?(?:umbringen|um)(?: wenn| falls)?',
    'wenn blicke toe?ten koe?nnten',
    'zum sterben (?:schoe?n|langweilig|gut|lecker|mue?de)',
    'sterbenslangweilig|todmue?de|todschick|todsicher|todlangweilig',
    '(?:mich|mir) (?:\\S+ )?(?:die haare|die nae?gel|die fingernae?gel|den pony|die spitzen) (?:\\S+ )?(?:schneiden|geschnitten|abschneiden|abgeschnitten|schneide|schnitt)',
    'haare schneiden|haarschnitt|friseur',
    'beim (?:kochen|schneiden|gemue?seschneiden|rasieren|basteln|heimwerken|zwiebelschneiden|abwaschen)',
    '(?:mich|mir) (?:\\S+ )?(?:am|in den) (?:finger|daumen) geschnitten',
    'geschlagen geben',
    'ins kalte wasser',
    '(?<=(?:droht|drohte|gedroht|drohen|angedroht|geschworen|versucht|versuchte)[ \\n](?:\\S+ ){0,2})mich',
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
  ]),
  escalators: oneOf([
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
    '(?:nur )?(?:spass|spaß|scherz)$|war nur (?:ein )?(?:spass|scherz)',
    'vor (?:\\S+ ){1,2}jahren',
    'frue?her (?:habe|hab|hatte|war)',
    'als (?:teenager|jugendliche?r?|kind|schue?lerin|schue?ler)',
    'damals',
    'seit (?:\\S+ ){1,2}(?:jahren|monaten) (?:nicht mehr|clean|symptomfrei|frei)',
    'clean seit',
    'ist (?:lae?ngst )?vorbei',
    'geht (?:es )?mir (?:seit|inzwischen|mittlerweile|heute) (?:\\S+ )?(?:gut|besser)',
  ]),
  present: oneOf(['schon wieder', 'wieder angefangen', 'rue?ckfall', 'rueckfall', 'in letzter zeit', 'seit ein paar (?:tagen|wochen)', 'gestern', 'gerade']),
  distance: oneOf([
    '(?:eine|die|einen|den) (?:doku|dokumentation|reportage|bericht|film|artikel) (?:ue?ber|zu|zum)',
    '(?:meine|mein) (?:therapeutin|therapeut|psychologin|psychologe) (?:hat|meinte|sagt|schlug)',
    'als (?:ue?bung|uebung|hausaufgabe)',
    '(?:im|i am) (?:film|buch|roman|spiel|videospiel|game|lied|song|artikel|podcast|traum|theaterstue?ck|comic|manga)',
    'in (?:der|einer) (?:serie|folge|geschichte|zeitung|doku|dokumentation|nachrichten)',
    'in den nachrichten',
    '(?:meine|die) (?:figur|spielfigur)',
    '(?:mein|der) (?:charakter|held|protagonist)',
    '(?:laut|(?:im|i am)) (?:bericht|zeitungsartikel)',
  ]),
};
