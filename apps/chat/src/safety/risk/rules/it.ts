import type { LanguageRules, RiskCategory, RiskLevel, RiskRule, RuleOptions } from '../types.js';

/**
 * Italian. Patterns are written against the normalised text: lower case, no accents ("piu",
 * "perche", "c'e"), apostrophes kept ("d'addio", "l'ho"). Phone typing is covered: "x" for
 * "per", "nn" for "non", "cmq", "ke"/"k" for "che" (the normaliser reads "k" as "que"), "nulla"
 * and "niente". The normaliser reads a few Italian words as their Spanish or English look-alikes
 * ("morire" as "morirme", "suicidarmi" as "suicidarme", "suicidi" as "suicide"): both spellings
 * are accepted.
 */

/** "non" as typed. */
const NON = '(?:non|nn|n|nun|nu)';
/** "morire" and its normalised look-alike. */
const MORIRE = '(?:morire+|mrire|moire|morirme|morir|mori|morie|morrire|murire)';
/** Optional words between a verb and what follows. */
const ADV = '(?:(?:solo|soltanto|davvero|proprio|veramente|tanto|cosi|semplicemente|ancora|gia|sempre|spesso|seriamente|quasi|anche|piu) )?';
/** Wish verbs. */
const WANT =
  '(?:voglio|vglio|vogio|vojo|voio|volio|vojio|vogli|voglo|vogio|vogghiu|vogliu|vuoglio|vorrei|vorei|vorrej|vurria|vorria|volevo|voglia di|ho voglia di|desidero|desiderio (?:\\S+ )?di|preferirei|preferisco|sogno di|spero di|mi piacerebbe|avrei voglia di|penso di|pensavo di|bisogno di|mi va di)';
/** Ways of saying "kill myself". */
const KILL_SELF =
  '(?:uccidermi|ammazzarmi|ammazzarme|ammazzamme|ammazzami|uccidemme|accidermi|accideme|suicidarmi|suicidarme|suicidamme|suicidami|sucidarmi|suicdarmi|suiciarmi|suicidarmii|togliermi la vita|impiccarmi|spararmi|buttarmi (?:giu|dal|dalla|da un|da una|sotto)|(?:andare a )?schiantarmi|lanciarmi (?:dal|dalla|da un|nel vuoto|sotto)|gettarmi (?:dal|dalla|da un|sotto|nel vuoto)|farla finita con (?:la vita|tutto|me stess[oa]|il mondo|questa vita)|farla finita(?! con (?:questa|questo|questi|queste|lui|lei|il|la|le|i|gli|lo|quel|quella|sto|sta))|farmi fuori|finirla(?! (?:con|qui|li))|mettere fine alla mia vita|porre fine alla mia vita|porre fine ai miei giorni|avvelenarmi|annegarmi)';
const PILLS =
  '(?:pastiglie|pastiglia|pillole|pillola|farmaci|medicine|medicinali|psicofarmaci|sonniferi|sonnifero|calmanti|tranquillanti|antidepressivi|ansiolitici|benzodiazepine|tachipirin[ae]|paracetamol|paracetamolo|xanax|tavor|lexotan|insulina|morfina|compresse|pasticche|gocce|goccine|valium|rivotril|minias|en|lyrica|zoloft|paroxetina|sertralina|aspirine|aspirina|oki|brufen|moment|antidolorifici|oppioidi|metadone|ossicodone|fentanyl)';
const PARTNER =
  '(?:lui|lei|mio (?:marito|ragazzo|compagno|padre|patrigno|fratello|figlio|zio|ex|capo|vicino|partner)|mia (?:moglie|ragazza|compagna|madre|matrigna|sorella|figlia|zia|ex|capa|vicina|partner)|i miei genitori|il mio ex|la mia ex)';

/** "vivere" with regional and clipped forms ("campa", "vive"). */
const VIVERE = '(?:vivere|vive|campare|campa|esistere)';
/** Pets someone arranges care for. */
const PET =
  "(?:gatto|gatta|gatti|gattino|gattina|cane|cani|cagnolino|cagnolina|criceto|criceti|coniglio|coniglietto|pesci|pesciolini|pesce rosso|pappagallo|tartaruga|canarino|furetto|porcellin\\w* d'? ?india|animali)";
/** Weapons named in threats and plans. */
const WEAPON =
  '(?:coltello|coltellaccio|coltellino|pugnale|pistola|arma|fucile|mazza|mazza da baseball|spranga|forbici|bastone|cintura|cacciavite|martello|ascia|accetta|machete|tirapugni|bottiglia rotta|lama|rasoio|taglierino)';
/** Parts of the body self-harm is done to. */
const BODY =
  '(?:coscia|cosce|braccio|braccia|polso|polsi|pancia|fianco|fianchi|gamba|gambe|pelle|petto|mano|mani|caviglia|caviglie|avambraccio|avambracci|seno|spalla|spalle)';
/** Sharp or burning things used for self-harm. */
const SH_TOOL =
  '(?:lametta|lamette|lama|lame|taglierino|temperino|rasoio|accendino|sigaretta|sigarette|forbici|compasso|ago|aghi|spilla|spillo|vetro|pezzo di vetro|coltello|coltellino|chiave|graffetta|ferro da stiro)';
/** Laughter and joke markers: hyperbole, not a wish to die. */
const LAUGH = '(?:a?(?:ha){2,}h?|(?:ah){2,}h?|(?:eh){2,}|(?:he){2,}|lol|lmao|xd+|rotfl|scherzo|scherzavo|sto scherzando)';
/** "him / her / them" after a verb of killing or hurting ("ucciderlo", "soffocarla", "sparargli"). */
const KILL_OTHER_CL =
  '(?:ucciderl|ammazzarl|soffocarl|strangolarl|strozzarl|avvelenarl|accoltellarl|pugnalarl|sgozzarl|spingerl|affogarl|annegarl|massacrarl|bruciarl|picchiarl|pestarl|eliminarl|farl\\w* fuori)[oaie](?: viv[oaie])?|sparargli|spararle|sparagli|fargli (?:del )?male|farle (?:del )?male|dargli fuoco|darle fuoco';
/** First-person ending, present or future ("mi tolgo di mezzo", "la faccio finita", "m'accido"). */
const SELF_END =
  "(?:mi (?:tolgo|levo|togliero|levero) (?:di mezzo|dal mondo|di torno|la vita)|la (?:faccio|faro) finita(?! con)|mi (?:ammazzo|uccido|suicido|impicco|sparo|ammazzero|uccidero|suicidero|impicchero|buttero)(?! (?:di|dal|dalle|dalla|de|sul|sulla|nel|nella|a) )|(?:m'? ?|me )(?:accido|ammazzo|mmazzo)|me ne (?:vado|andro) (?:per sempre(?! (?:da|dal|dalla|dall|dai|in|a|al|alla|all|con|verso|perche|xke|dopo|appena|quando)(?![a-z]))|da (?:questo|sto) mondo)|(?:la |lo )?(?:chiudo|finisco) (?:qui|li|per sempre|una volta per tutte)$)";
/** Don't stop me / you won't save me. */
const STOPME =
  '(?:(?:non|nn) (?:mi )?(?:salvate|salverete|salverai|salvi|fermate|fermerete|fermerai|fermi|fermatemi|salvatemi)|nessuno (?:mi )?(?:salva|salvera|ferma|fermera|puo (?:fermarmi|salvarmi)|mi puo (?:fermare|salvare)))';
/** Poisons (never medicines: a carer puts drops in a drink). */
const POISON = '(?:veleno|veleno per topi|topicida|candeggina|varechina|antigelo|cianuro|arsenico|diserbante|insetticida|ammoniaca|acido|lumachicida)';
/** Vomiting, with "rimettere" and "rigettare". */
const VOMIT = '(?:vomit\\w*|rimett\\w*|rigett\\w*)';

/** First person, done just now: "ho preso", "ho appena ingoiato", "mi sono presa", "me so calata". */
const TOOK =
  '(?:ho (?:appena |gia |anche |pure |tipo )?(?:preso|ingoiato|inghiottito|trangugiato|mandato giu|buttato giu|calato|sparato)|mi sono (?:appena |gia |anche |pure )?(?:pres[oa]|sparat[oa]|calat[oa]|fatt[oa]|bevut[oa]|ingoiat[oa]|pippat[oa]|inghiottit[oa]|mangiat[oa])|me so (?:pres[oa]|sparat[oa]|calat[oa]|fatt[oa]|magnat[oa]))';
/** A box of something else: "tutta la scatola di biscotti". */
const NOT_FOOD =
  '(?! (?:di|dei|delle|del|della|degli) (?:\\S+ )?(?:biscotti|cioccolatini|cioccolata|cioccolato|caramelle|gelato|pizza|patatine|cereali|merendine|nutella|marmellata|crackers|grissini|fazzoletti|kleenex|salviette|cerotti|preservativi|sigarette|colori|pennarelli|matite|colla|tempera|mascherine|guanti|crocchette|lettiera|pile|viti|chiodi|dentifricio|shampoo|profumo|crema|vino|birra|birre|succo|latte|yogurt|pasta|riso|uova|zucchero|caffe|te|tic tac|mentine|gomme|chewing gum|pasticcini|dolci|torta|popcorn|ovetti|kinder))';
/** What an overdose leaves: the writer going, unable to stand or breathe. */
const GOING = `(?:mi sento (?:svenire|andare via|morire|spegnere)|sto per (?:svenire|morire)|sto svenendo|${NON} (?:mi )?reggo (?:piu )?in piedi|${NON} riesco (?:piu )?a (?:stare in piedi|respirare|tenere gli occhi aperti|muovermi)|${NON} sento piu (?:le gambe|il corpo|le braccia|niente)|sto morendo|sto andando via|mi sto spegnendo|respiro male)`;

/** A day someone else has (a birthday, a wedding, a christening, a funeral), with or without whose it is. */
const EVENT_DAY =
  '(?:compleanno|compleano|matrimonio|battesimo|(?:prima )?comunione|cresima|nascita|parto|festa|anniversario|funerale|diciottesimo|(?:suoi|loro|miei|tuoi) (?:\\d+|diciotto|venti|trenta|quaranta|cinquanta|sessanta|settanta|ottanta|novanta) anni|\\d+ anni)';
const EVENT_OF = ' (?:di|del|della|dello|dei|delle|degli) ?(?:(?:mia|mio|miei|mie|nostro|nostra|nostri|sua|suo|tua|tuo) \\S+|mamma|papa|nonna|nonno)';
/** The day waited for: a family day, or an exam or Christmas said to be someone's. */
const EVENT = `(?:(?:(?:il|la|l'? ?|lo|i|le|gli|mio|mia|suo|sua|loro|nostro|nostra) ?)?(?:${EVENT_DAY}(?:${EVENT_OF})?|(?:laurea|diploma|maturita|esame|esami|saggio|recita|partita|gara|natale|capodanno|pasqua)${EVENT_OF})|che (?:mia|mio) \\S+ si (?:sposi|laurei|diplomi|cresimi))`;
/** Waiting or holding on until it ("aspetto che passi", "resisto fino al", "ho promesso di aspettare"). */
const WAIT =
  "(?:aspetto|aspettero|aspettare|resisto|resistero|resistere|tengo duro|terro duro|tenere duro|tiro avanti|tirero avanti|tirare avanti|reggo|reggero|reggere|arrivo|arrivare|rimango|rimarro|resto|restero) (?:solo |ancora |almeno |giusto )?(?:fino (?:a|al|alla|allo|ai|agli|alle|all'? ?) ?|dopo |che (?:passi|finisca|sia passat[oa]|arrivi|sia fatt[oa]) |la fine (?:del|della|dei|delle|di) |il giorno (?:del|della|di) )?";
/** What a day waited for is not: telling news, a break-up, a move, a job, a holiday. */
const NOT_MUNDANE =
  '(?!.*(?:(?:per|x) (?:dir\\w*|annunciar\\w*|chieder\\w*|lasciarl[oa]|mollarl[oa]|licenziarmi|trasferirmi|parlar\\w*|regalar\\w*|comprar\\w*|organizzar\\w*)|trasfer\\w*|trasloc\\w*|vacanz\\w*|lavoro|lavorare|licenzi\\w*|dimission\\w*|erasmus|estero|londra|viaggio|ferie|casa nuova|appartamento|patente|iscri\\w*))';
/** Then leaving, ending, being free (said after a wait): "poi basta", "dopo chiudo", "poi sparisco". */
const THEN_END = `(?:basta|chiudo|e finita|sara finita|e la fine|finisce tutto|sparisco|scompaio|me ne vado|tolgo il disturbo|saro (?:finalmente )?liber[oa]|mi libero|la chiudo|la faccio finita|stacco(?: la spina| tutto)?|addio|mollo tutto|smetto con tutto|lascio tutto|mi spengo|vado via|(?:lo|la|li) raggiungo|${NON} ci saro piu)(?: per sempre)?$`;
/** After the day, the end: unambiguous even without a wait said. */
const FINAL_END = `(?:la faccio finita|me ne vado (?:per sempre|da questo mondo)|chiudo(?: per sempre| con tutto| con la vita)?$|sparisco(?: per sempre)?$|tolgo il disturbo|mi tolgo di mezzo|smetto con tutto$|stacco la spina$|(?:lo|la|li) raggiungo$|${NON} ci saro piu$)`;

/** Not someone else's act: "mio fratello ha regalato", "ha dato via il suo gatto". */
const NOT_THEM = '(?<!(?:^| )(?:ha|hai|hanno|abbiamo|avete|aveva|avevano|lui|lei) (?:\\S+ )?)';
/** Things one cares about (not old clothes or worn things). */
const BELONGING =
  '(?:chitarra|basso|pianoforte|piano|tastiera|violino|strument[oi]|play(?:station)?|ps[45]|switch|xbox|console|videogiochi|giochi|fumetti|manga|libri|vinili|dischi|gioielli|orologio|bici|bicicletta|skate|collezione|peluche|pupazzi|pc|computer|portatile|macchina fotografica|tablet|carte pokemon|disegni|quaderni|piante|cose|roba|tesori)';
/** Decluttering, selling, lending, a repair, a move or a reason of its own (never a preparation). */
const NOT_DECLUTTER =
  '(?!(?: \\S+){0,3} (?:vinted|subito it|ebay|wallapop|mercatino|caritas|beneficenza|associazione|parrocchia|oratorio|biblioteca))(?!(?: \\S+){0,10} (?:(?:per|x) (?:comprar\\w*|ricomprar\\w*|fare spazio|far spazio|fare posto|pagar\\w*)|comprat\\w*|compro|nuov[oaie]|vecch\\w*|usat[oaie]|rott[oaie]|stann?o (?:piu|stretti|strette|piccoli)|allergic\\w*|allergia|trasfer\\w*|trasloc\\w*|riparar\\w*|aggiustar\\w*|in prestito|prestat\\w*|compleanno|natale|regalo di|durante|vacanz\\w*|(?:per|x) (?:il|un|qualche|due|tre) (?:weekend|fine settimana|giorni|settimane|mese|mesi)|fino a|a casa|in macchina|a scuola|in ufficio|fuori))';

/** A threat said or written by someone: "ha detto che", "mi scrive che", "mi manda messaggi che". */
const THREAT_SAID =
  '(?<!(?:medico|dottore|dottoressa|oncologo|oncologa|cardiologo|veterinario|chirurgo|infermier[ae]|mago|maga|cartomante|prof|professore|professoressa|allenatore|coach)(?: \\S+){0,3} )(?:ha detto|dice|diceva|detto|ha scritto|scrive|scriveva|scritto|mi manda|manda|mandato|giura|ha giurato|giurato|urla|urlava|ha urlato|grida|gridava|ha gridato|minaccia|minacciava|ha minacciato|minacciato|promette|ha promesso|promesso)(?: \\S+){0,3}? (?:che|dicendo che|tipo che) ';

/**
 * Phone typing, applied to every pattern: "x" for "per", "xke"/"xche"/"perke" for "perche" (the normaliser
 * reads "xk" as "porque"), "ke" and "k" for "che" (the normaliser reads "k" as "que").
 */
function typed(pattern: string): string {
  return pattern
    .replace(/(?<![a-z'\\])perche(?![a-z])/g, '(?:perche|xke|xche|perke|porque)')
    .replace(/(?<![a-z'\\])per(?![a-z])/g, '(?:per|x)')
    .replace(/(?<![a-z'\\])che(?![a-z])/g, '(?:che|ke|que)');
}

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: RuleOptions = {}): RiskRule {
  return { id: `it.${category}.${name}`, category, level, pattern: typed(pattern), ...options };
}

/** One source for a whole list: the engine wraps each source in word boundaries, and one wrapper is much cheaper than many. */
function oneOf(sources: string[]): string[] {
  return [sources.map((source) => `(?:${source})`).join('|')];
}

const FIXED: RuleOptions = { negatable: false };
/** A negation cue does not reach past a second thought joined by "e", "anzi", "tanto" ("nn mangio piu e spero di morire"). */
const NEG_REACH = '(?!(?: \\S+)+ (?:e|ed|anzi|tanto|quindi|pero|percio|allora|poi|cmq|comunque) )';
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

/** Not an illness, a medical fast or a religious one ("influenza", "esami del sangue", "Ramadan"). */
const ED_NOT =
  '(?!(?: \\S+){0,10} (?:influenza|gastro\\S*|covid|febbre|virus|malat\\S*|intossica\\S*|operazione|operano|intervento|esami|analisi|prelievo|ramadan|quaresima|yom kippur|incinta|gravidanza|nausea|chemio\\S*|antibiotic\\S*|medico|dottore|dottoressa|nutrizionista|dietista|sbornia|dentista|emicrania)(?![a-z]))';
const NUM_IT = '(?:\\d+|un|una|due|tre|quattro|cinque|sei|sette|otto|dieci|quindici|venti|trenta|alcuni|alcune|vari|varie)';
const IT_WEEKDAY = "(?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|ieri a colazione|l altro ieri|l'altro ieri)";
/** Body signs of starving (one signal however many: `oneSignal`). */
const ED_BODY =
  "(?:mi cadono i capelli(?: a ciocche)?|perdo i capelli(?: a ciocche)?|(?:ho )?sempre freddo|freddo anche (?:sotto il piumone|d'estate|d estate)|(?:le )?unghie (?:si spezzano|si rompono)|(?:mani|piedi)(?: e (?:mani|piedi))? sempre (?:viola|blu)|(?:non ho|non mi viene) (?:piu )?il ciclo|il ciclo non mi viene|(?:una )?peluria sulle braccia|(?:le )?ghiandole (?:sotto la mascella )?(?:gonfie|si sono gonfiate)|mi si sono gonfiate le ghiandole|(?:i )?denti (?:si stanno sgretolando|sono sensibilissimi)|(?:conto|vedo) le costole)";
/** Medical danger beside starving or purging; one signal however many (`oneSignal`), and not told as anxiety. */
const MEDICAL_SIGN =
  "(?:(?:sono )?svenut[oa]|mi (?:si )?oscura la vista|vedo (?:tutto )?nero|vedevo tutto nero|mi gira (?:tutto|la testa)|(?:il )?cuore (?:mi )?(?:batte strano|va tipo a 40|va a mille|che corre|salta un battito)|salta un battito|(?:3\\d|40) battiti|palpitazioni|fitte al petto|(?:mi fa male|dolore (?:forte )?al) (?:il )?petto|crampi|(?:le )?mani che tremano|sono caduta|(?:c'era|c era|e uscito) (?:del )?sangue)";
const ED_MEDICAL = `${MEDICAL_SIGN}(?!.*(?:ansia|panico|stress|esame|caffeina|attacco di))`;

export const rules: LanguageRules = {
  language: 'it',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?:vorrei|voglio|volevo|spero di|prego di|preferirei|mi piacerebbe|addormentarmi e|dormire e) ${ADV}(?:${NON} (?:svegliarmi|risvegliarmi) (?:piu|mai piu|domani)|${NON} (?:svegliarmi|risvegliarmi)|${NON} (?:svegliarmi|risvegliarmi) mai piu|mai piu svegliarmi)|${NON} voglio piu svegliarmi|${NON} (?:mi )?(?:voglio )?(?:svegliarmi|svegliare) mai piu`,
      FIXED,
    ),
    rule(
      'sleep-forever',
      P,
      'concern',
      `(?:dormire|addormentarmi|sparire|scomparire) (?:(?:e basta|e basta|e non pensarci piu|tranquill[oa]|e basta cosi) )?per sempre(?! (?:a letto|nel letto|fino a))`,
    ),
    rule(
      'be-dead',
      P,
      'concern',
      `(?:vorrei|voglio|preferirei|meglio|volevo|sarebbe meglio) ${ADV}(?:essere|esser|stare) (?:mort[oaie]|sottoterra|sotto terra)(?! (?:di|dal|dalla|dalle))`,
    ),
    rule(
      'wish-die',
      P,
      'concern',
      `(?:io )?${WANT} ${ADV}(?:${NON} esistere piu|${NON} esserci piu|smettere di esistere|andarmene per sempre|lasciare questo mondo)(?! (?:dal|dalla|dalle|di (?:fame|sonno|noia|caldo|freddo|sete|vergogna|paura|invidia|gelosia|risate)|d'? ?(?:amore|invidia)|per (?:te|lui|lei|amore|la patria)))`,
    ),
    rule(
      'want-die',
      A,
      'urgent',
      `(?:io )?${WANT} ${ADV}(?:${MORIRE}|crepare)(?! (?:dal|dalla|dalle|di (?:fame|sonno|noia|caldo|freddo|sete|vergogna|paura|invidia|gelosia|risate)|d'? ?(?:amore|invidia)|per (?:te|lui|lei|amore|la patria)))`,
    ),
    rule(
      'no-live',
      P,
      'concern',
      `${NON} (?:voglio|vorrei|ce la faccio a|riesco a|ho voglia di|ho piu voglia di) ${ADV}(?:piu )?(?:vivere|esistere|essere viv[oa]|andare avanti a vivere|continuare a vivere)(?! (?:cosi|con|qui|li|in|a|senza|lontano|vicino|da|nella|nel|in questo|in questa))`,
      FIXED,
    ),
    rule(
      'no-reason',
      P,
      'concern',
      `(?:nessun|nessuna|senza|${NON} (?:ho|c'? ?e|trovo)(?: piu)?(?: un| una| nessun| nessuna| alcun| alcuna| la| il| le| i)?|perso (?:la|il)) (?:motivo|motivi|ragione|ragioni|voglia|senso|scopo|forza|forze) (?:per |di |x )?(?:continuare (?:sta|questa) vita|vivere|andare avanti|continuare a vivere|esistere|restare in vita|(?:\\S+ ){1,4}e (?:continuare (?:sta|questa|la) vita|andare avanti (?:cosi|con (?:sta|questa) vita)|continuare a vivere))`,
      FIXED,
    ),
    rule(
      'point-living',
      P,
      'concern',
      `(?:che senso ha|a che serve|a cosa serve|perche dovrei|x che|per cosa) (?:continuare a )?(?:vivere|esistere|restare in vita|andare avanti)|(?:la|mia) vita ${NON} ha (?:piu )?(?:senso|valore|significato)`,
      FIXED,
    ),
    rule(
      'better-dead',
      P,
      'concern',
      `(?:sarebbe meglio|meglio|tanto vale|merito di|meriterei di|dovrei) ${ADV}${MORIRE}(?! (?:dal|dalla|dalle|di (?:fame|sonno|noia|caldo|freddo|sete|vergogna|paura)|che))|${NON} merito di vivere|(?:sarebbe )?(?:meglio|piu semplice|piu facile) (?:se (?:io )?)?${NON} (?:esserci|esistere|essere mai nat[oa]|svegliarmi|mi svegliassi|ci fossi)|${MORIRE} ${NON} sarebbe (?:poi )?(?:cosi |tanto )?(?:male|brutto|una tragedia)|(?:la morte|${MORIRE}) sarebbe (?:un sollievo|una liberazione|la soluzione|un regalo)|chiudere gli occhi e ${NON} (?:riaprirli|aprirli|svegliarmi) (?:mai )?piu|andarmene (?:da|di) (?:questo|sto) mondo|${NON} voglio piu (?:stare qui|stare al mondo|esserci)|(?:niente|nulla|nessuno) (?:per|x) (?:cui|il quale) (?:valga la pena )?(?:vivere|andare avanti)`,
      FIXED,
    ),
    rule(
      'tired-life',
      P,
      'concern',
      `(?:stanc[oa]|stufo|stufa|stufat[oa]|esaust[oa]|sfinit[oa]|rott[oa]) (?:di|de) (?:vivere|vive|campare|campa|esistere|esserci|essere viv[oa]|questa vita|sta vita|svegliarmi(?! (?:alle|presto|all'? ?alba|cosi presto|la mattina presto|per|x))|stare al mondo|respirare)`,
    ),
    rule(
      'disappear',
      P,
      'concern',
      `${WANT} ${ADV}(?:sparire|scomparire|svanire|dissolvermi|smettere di esistere)(?! (?:sotto (?:le coperte|il piumone)|a letto|nel letto|in camera|in bagno|dal gruppo|per (?:qualche|un paio|un po|una|un)|in vacanza|dalla faccia della terra per|da (?:qui|questa|questo|lavoro|scuola)|dai social|un attimo|un po|una settimana|un weekend|al mare|in montagna))`,
    ),
    rule(
      'never-born',
      P,
      'concern',
      `(?:vorrei|preferirei|meglio) (?:${NON} essere mai nat[oa]|${NON} essere nat[oa]|essere mort[oa] alla nascita)|(?:magari|se solo) (?:fossi|morissi) (?:mort[oa]|${NON} nat[oa])?`,
      FIXED,
    ),
    rule('better-without', P, 'concern', `(?:meglio|piu felici|piu felice|piu facile|starebbero meglio|starebbe meglio|stanno meglio) senza (?:di )?me`),
    rule(
      'burden',
      P,
      'concern',
      `(?:sono|mi sento) (?:solo |soltanto )?(?:un|una) (?:peso|fardello) (?:per|x) (?:tutti|tutto|la mia famiglia|i miei|gli altri|voi)`,
    ),
    rule(
      'hope-die',
      P,
      'concern',
      `(?:spero|prego) (?:di )?(?:${MORIRE}|che (?:mi )?(?:succeda qualcosa|investa una macchina|prenda un colpo))|se (?:io )?(?:morissi|sparissi)(?: \\S+){0,4} (?:nessuno|a nessuno)|magari morissi`,
    ),
    rule('think-death', P, 'concern', `(?:penso|pensando|pensavo|ci penso) ${ADV}(?:a ${MORIRE}|di ${MORIRE})(?! (?:dal|di (?:fame|sonno|noia)))`),
    rule('think-of-death', P, 'concern', `(?:penso|pensando|pensavo|ci penso) ${ADV}(?:alla morte|alla mia morte)`, WEAK),
    rule(
      'no-way-out',
      P,
      'urgent',
      `${NON} (?:vedo|c'? ?e|trovo|esiste) (?:piu )?(?:nessuna |altra |un'? ?altra |una )?(?:via d'? ?uscita|vie d'? ?uscita|uscita|soluzione|altra soluzione|luce in fondo al tunnel|speranza)(?! (?:per (?:il|la|questo|questa|il problema)|al problema))|senza via d'? ?uscita`,
      { negatable: false, weak: true },
    ),
    rule(
      'done-all',
      P,
      'urgent',
      `(?:ho chiuso|ho finito|ho smesso) con (?:tutto|la vita|il mondo|tutti)(?! (?:il|la|i|le|lo|gli) )|mi arrendo con la vita|mi sono arres[oa] con la vita`,
    ),
    rule(
      'cant-anymore',
      P,
      'concern',
      `${NON} ce la faccio piu (?:a vivere|a vive|ad andare avanti|a andare avanti|con la vita|a esistere|a stare al mondo|a sta al mondo|a stare in questo mondo|a restare in vita)(?! (?:con|in|qui|qua|da|insieme|a casa|lontan\\w*|sott\\w*|cosi lontan\\w*|senza (?:soldi|lavoro|casa|macchina)))`,
      FIXED,
    ),
    rule(
      'if-not-here',
      P,
      'concern',
      `(?:meglio|piu facile|piu felici|piu felice) (?:\\S+ ){0,2}se (?:io )?${NON} (?:ci fossi|esistessi|fossi mai nat[oa]|ci fossi piu)|${NON} ha (?:piu )?senso (?:vivere|continuare a vivere|andare avanti|esistere)`,
      FIXED,
    ),
    rule(
      'not-exist',
      P,
      'concern',
      `${WANT} ${ADV}${NON} (?:esistere|esserci|essere qui|essere viv[oa])(?: piu)?(?! (?:stat[oa]|andat[oa]|a|al|alla|allo|ai|in|quando|li|la|quel|quella|quello|oggi|stasera|domani|per))|se (?:io )?(?:morissi|sparissi|${NON} ci fossi piu)|(?:la mia|la) vita ${NON} vale (?:niente|nulla|la pena|piu niente)`,
      FIXED,
    ),
    rule(
      'nobody-miss',
      P,
      'concern',
      `nessuno (?:\\S+ ){0,2}sentirebbe (?:la )?(?:mia )?mancanza|${NON} mancherei a nessuno|a nessuno mancherei|${NON} (?:dovrei|dovevo|dovessi) (?:essere viv[oa]|esistere|essere qui)|${NON} sarei dovut[oa] nascere`,
      FIXED,
    ),
    rule(
      'no-wish-here',
      P,
      'concern',
      `(?:${NON} (?:ho|trovo|c'? ?e|teng|tengo|sento)(?: piu| chiu)?|senza|(?:ho )?pers[oa]|mi manca|manca|nessuna|zero|poca) (?:\\S+ )?(?:la |una |nessuna )?(?:voglia|forza|forze|motivo|genio) (?:\\S+ )?(?:di|de|e|a) (?:esserci|essere qui|${VIVERE}|esistere|andare avanti)`,
      FIXED,
    ),
    rule(
      'envy-dead',
      P,
      'concern',
      `invidio (?:chi|quelli che|le persone che|chi e gia) (?:muore|muoiono|e mort[oa]|sono morti)|invidio i morti|per (?:${NON} esistere piu|smettere di esistere|${NON} essere mai esistit[oa])`,
      FIXED,
    ),
    rule('want-end', P, 'concern', `(?:voglio|vorrei) (?:solo )?che (?:tutto |la vita )?(?:finisca|finisse|si fermi|termini) per sempre`),
    rule('sleep-eternity', P, 'concern', `(?:addormentarmi|dormire|sparire) per l${"'"}? ?eternita`),
    // — active thoughts
    rule(
      'kill-self',
      A,
      'urgent',
      `(?:${WANT}|(?:penso|pensavo|pensando|ho pensato|sto pensando|ci penso|ci sto pensando) (?:\\S+ ){0,3}(?:a|di)|penso a|pensando a|pensare a|ho pensato di|ho pensato a|sto pensando di|sto pensando a|tentata di|tentato di|paura di|coraggio di|come|modo per|modo di|potrei|dovrei|devo|capace di|quasi|tanto vale|(?:sarebbe |e )?meglio|forse dovrei|e ora di|e arrivato il momento di|${NON} mi resta che|mi resta solo|(?:l'? ?)?idea (?:fissa )?di|il pensiero (?:fisso )?di|pensier[oi] (?:\\S+ ){0,2}(?:di|de)|la tentazione di) ${ADV}${KILL_SELF}`,
    ),
    rule(
      'reflexive',
      A,
      'urgent',
      `mi (?:voglio |vorrei |potrei |devo )?(?:uccidere|ammazzare|suicidare|impiccare|buttare (?:giu|dal|dalla|sotto)|sparare)(?! (?:di|dal|dalle|dalla) (?:lavoro|risate|fatica|studio|ridere))|(?:voglio|vorrei|potrei) (?:suicidarmi|suicidarme)`,
    ),
    rule(
      'suicidal',
      A,
      'urgent',
      `(?:ho|avevo|ho avuto|ho ancora|ho di nuovo|mi vengono|mi tornano|mi tornano i|i miei|sto avendo|faccio|soffro di|avere) (?:\\S+ ){0,2}(?:pensieri|idee|ideazione|istinti|tendenze|impulsi) (?:\\S+ )?(?:suicidi|suicide|suicidari|di suicidio|di morte|di farla finita|di uccidermi|di ammazzarmi)|(?:sono|mi sento|sto diventando) (?:\\S+ )?(?:suicida|suicidale)|(?:penso|pensando|pensato|pensare|valutando|valuto|considerando|considero|contemplando|meditando|medito) (?:\\S+ )?(?:al|il) suicidio`,
    ),
    rule(
      'attempt',
      A,
      'urgent',
      `(?:tentato il suicidio|tentativo di suicidio|ho provato a (?:uccidermi|ammazzarmi|farla finita|togliermi la vita))(?! con (?:lo|la|il|i|le|gli|sto|sta|l'? ?\\S+|quest\\S*|quell\\S*))`,
    ),
    rule(
      'unalive',
      A,
      'urgent',
      `(?:(?:togliermi|levarmi|mi tolgo|mi levo) (?:di torno|di mezzo|dai piedi) (?:per sempre|una volta per tutte)|disvivermi|unalivarmi|unalive|s u i c i d i o|farmi secco|farmi secca|levarmi di mezzo|togliermi di mezzo)`,
    ),
    rule(
      'kill-present',
      A,
      'urgent',
      `(?:io )?(?:mi |m'? ?|me )(?:ammazzo|uccido|suicido|impicco|accido|acciro|mmazzo)(?! (?:di|dal|dalle|dalla|de|a forza di) )`,
    ),
    rule(
      'stupid-thing',
      A,
      'urgent',
      `(?:paura|voglia|tentazione|sul punto|rischio|prima) di fare (?:una |qualche )?(?:cazzata|sciocchezza|stupidaggine|follia|pazzia)(?! (?:al|alla|con|nel|nella|a))`,
    ),
    rule('join-dead', P, 'concern', `(?:raggiungere|ritrovare|andare da) (?:mio|mia|i miei) \\S+ (?:in cielo|lassu|in paradiso|dall'? ?altra parte)`),
    rule(
      'only-solution',
      A,
      'urgent',
      `(?:il suicidio|la morte|${MORIRE}|uccidermi|farla finita) (?:\\S+ ){0,4}(?:l${"'"}? ?unica soluzione|l${"'"}? ?unica via d${"'"}? ?uscita|l${"'"}? ?unica strada|unica soluzione|unica via)|(?:cerco|sto cercando) (?:un )?(?:modo|metodo) (?:per|di) (?:${MORIRE}|uccidermi|ammazzarmi)`,
    ),
    // — method or means
    rule(
      'pills-all',
      M,
      'urgent',
      `(?:prendere|prendo|ingoiare|ingoio|mandare giu|inghiottire|buttare giu) (?:\\S+ )?(?:tutte le|tutti i|tutta la|tutto il|l'? ?intera|un'? ?intera|una scatola di|un flacone di|un sacco di|la scatola di|mezza scatola di) (?:\\S+ )?(?:${PILLS}|scatola|confezione|flacone|boccetta|blister)`,
    ),
    rule(
      'how-many',
      M,
      'urgent',
      `(?:quante|quanti|quanto|quanta) (?:\\S+ ){0,6}(?:per|x) (?:${MORIRE}|${NON} (?:svegliar|risvegliar)(?:mi|si)|${NON} svegliarsi piu|uccider(?:mi|si)|ammazzar(?:mi|si)|suicidar(?:mi|si)|andare in overdose|farla finita)|dose (?:letale|mortale|fatale)`,
    ),
    rule('overdose', M, 'urgent', `(?:andare|vado|farmi|prendermi|fare) (?:un'? ?|una )?(?:overdose|overdosi)|overdose di ${PILLS}`),
    rule(
      'how-to',
      M,
      'urgent',
      `(?:come|modo (?:piu )?(?:veloce|rapido|indolore|sicuro) per|metodo per|il modo migliore per) (?:(?:uccidersi|suicidarsi|ammazzarsi|impiccarsi)|${KILL_SELF}|${MORIRE} senza (?:dolore|soffrire))|${MORIRE} senza (?:dolore|soffrire|sentire niente)`,
    ),
    rule(
      'gun',
      M,
      'urgent',
      `(?:spararmi|mi sparo|mi sparerei|un colpo in testa|(?:farmi saltare|bruciarmi|mi faccio saltare|mi brucio) (?:le|il) (?:cervella|cervello)|piantarmi una pallottola|una pallottola in testa|pistola (?:alla|in) (?:tempia|bocca|testa))`,
    ),
    rule(
      'gun-have',
      M,
      'urgent',
      `(?:ho|tengo|ho preso|ho comprato|ho trovato|ho accesso a|mi (?:sono|so) (?:comprat[oa]|pres[oa]|procurat[oa])) (?:\\S+ )?(?:una|la|na|'na) (?:pistola|arma|rivoltella|arma da fuoco|pistola di mio padre|arma di mio padre|fucile di mio padre)(?! (?:ad acqua|giocattolo|a piombini|softair|per la caccia|per il poligono|di servizio))`,
    ),
    rule(
      'gun-place',
      M,
      'imminent',
      `(?:pistola|arma|rivoltella|fucile)(?: di mio \\S+)? (?:e|sta|sta li|l'? ?ho|ce l'? ?ho) (?:\\S+ ){0,2}(?:nel cassetto|nella borsa|accanto a me|vicino a me|in mano|sotto il cuscino|sul tavolo|davanti a me|carica)`,
    ),
    rule(
      'hang',
      M,
      'urgent',
      `(?:impiccarmi|mi impicco|mi impiccherei|cappio|nodo scorsoio|corda (?:al|intorno al) collo|corda (?:alla|sulla) trave|appendere (?:la|una) corda)`,
    ),
    rule(
      'rope-have',
      M,
      'urgent',
      `(?:ho comprato|ho preso|ho trovato|ho preparato|ho legato|ho) (?:\\S+ )?(?:una|la) corda(?! (?:elastic[ae]|nautic[ae]|da bucato|della chitarra)(?![a-z]))(?! (?:\\S+ )?(?:per|x|da|di) (?:(?:il |la )?bucato|(?:il |la )?portapacchi|(?:il |la )?bici|saltare|stendere|arrampic\\w*|scalare|il bucato|la palestra|la barca|la tenda|il campeggio|il cane|chitarra|violino|roccia|alpinismo|trekking|traino|legare)|della chitarra)`,
    ),
    rule(
      'jump',
      M,
      'urgent',
      `(?:buttarmi|mi butto|mi butterei|lanciarmi|mi lancio|gettarmi|mi getto|saltare|salto|saltare giu|lasciarmi cadere) (?:giu )?(?:dal|dalla|da un|da una|dall'? ?|dai|giu dal|giu dalla|giu da un) (?:\\S+ )?(?:ponte|tetto|finestra|balcone|palazzo|viadotto|scogliera|dirupo|terrazzo|cornicione|piano|grattacielo|precipizio|parcheggio multipiano)|(?:buttarmi|lanciarmi|gettarmi|mi butto|mi lancio) nel vuoto`,
    ),
    // Up on a height, and jumping now, in two clauses ("sono sul ponte, adesso salto"): each is weak alone
    // ("sono sul tetto a sistemare l'antenna"; "adesso salto la cena"); together they pair (engine.ts).
    rule(
      'at-height',
      M,
      'imminent',
      `(?:sono|sto|mi trovo|eccomi) (?:\\S+ )?(?:sul|sulla|in cima al|in cima alla) (?:ponte|tetto|terrazzo|viadotto|cornicione|scogliera|parapetto|ringhiera)`,
      WEAK,
    ),
    rule(
      'jump-now',
      I,
      'imminent',
      `(?:adesso|ora|tra poco|fra poco|stanotte|stasera) (?:mi )?(?:salto|butto|lancio)(?! (?:\\S+ )?(?:la|il|lo|le|i|gli|un|una|in|nel|nella|sul|sulla|a|al|alla|da|dal|con))|(?:salto|mi butto|mi lancio) (?:adesso|ora|tra poco|fra poco|stanotte|stasera)$`,
      WEAK,
    ),
    rule(
      'jump-edge',
      M,
      'imminent',
      `(?:sono|sto|mi trovo|seduta|seduto|in piedi) (?:\\S+ )?(?:sul cornicione|sul parapetto|sulla ringhiera|sul bordo del (?:ponte|tetto|balcone|precipizio)|in cima al (?:ponte|palazzo)|sul tetto del palazzo|sul ponte e|sul tetto (?:del mio palazzo|dell'? ?edificio|del condominio|dell'? ?ospedale))`,
    ),
    rule(
      'train',
      M,
      'urgent',
      `(?:buttarmi|mi butto|gettarmi|mi getto|lanciarmi|mi lancio|sdraiarmi|mi sdraio|mettermi|mi metto|stendermi|mi stendo) (?:\\S+ )?(?:sotto|davanti a) (?:un|il|una|la) (?:treno|metro|metropolitana|camion|tir|macchina|auto|autobus|tram)|(?:sdraiarmi|mettermi|buttarmi|mi butto|mi sdraio|mi metto|stendermi|mi stendo|camminare|cammino|aspettare il treno) (?:sui binari|sulle rotaie)`,
    ),
    rule(
      'car-crash',
      M,
      'urgent',
      `(?:schiantarmi|mi schianto|andare a sbattere|lanciarmi|finire|andare|andarmi|buttarmi|sbattere) (?:\\S+ ){0,3}(?:contro|in|addosso a) (?:un|una|il|la) (?:muro|albero|pilone|camion|guardrail|platano)(?! per sbaglio)`,
    ),
    rule('veins', M, 'urgent', `(?:tagliarmi|mi taglio|mi sono tagliat[oa]|aprirmi) (?:\\S+ )?(?:le vene|i polsi)`),
    rule(
      'poison',
      M,
      'urgent',
      `(?:bere|bevo|ingoiare|ho bevuto) (?:\\S+ )?(?:candeggina|varechina|veleno|topicida|antigelo|acido)|avvelenarmi|(?:gas|monossido) (?:\\S+ ){0,2}(?:in macchina|in auto|chiuso in)`,
    ),
    rule(
      'family-gun',
      M,
      'urgent',
      `(?:mio|mia|i miei) (?:padre|madre|marito|zio|fratello|nonno|patrigno|genitori|vicino) (?:ha|hanno|tiene|tengono|nasconde) (?:una|un|la|il|delle) (?:pistola|arma|armi|fucile|rivoltella)(?: \\S+){0,3} (?:in casa|a casa|nel cassetto|nell'? ?armadio|in camera|so dove)`,
    ),
    rule(
      'pills-ready',
      M,
      'urgent',
      `(?:ho|tengo) (?:\\S+ ){0,2}${PILLS} (?:\\S+ ){0,2}(?:davanti a me|accanto a me|in mano|sul tavolo|qui con me|pronte|contate)`,
    ),
    rule(
      'pills-stock',
      M,
      'urgent',
      `(?:scatola|scatole|confezione|confezioni|flacone|boccetta) (?:intera|intere|piena|piene) di ${PILLS}|(?:diverse|tante|molte) (?:scatole|confezioni) di ${PILLS}`,
    ),
    rule(
      'blade-just-in-case',
      M,
      'urgent',
      `(?:tengo|porto|ho sempre|nascondo) (?:\\S+ ){0,2}(?:lametta|lamette|lama|rasoio|taglierino|pastiglie|pillole) (?:\\S+ ){0,4}(?:non si sa mai|per ogni evenienza|nel caso|in caso)|annegarmi|affogarmi`,
    ),
    rule(
      'blade-carried',
      M,
      'urgent',
      `(?:tengo|porto|ho sempre|nascondo) (?:\\S+ ){0,2}(?:lametta|lamette|lama|rasoio|taglierino) (?:in|nella|nel|con|sotto (?:il|la)) (?:borsa|tasca|zaino|me|camera|materasso|cuscino|letto|astuccio|portafoglio)|ho (?:sempre )?(?:la|una|le|delle) (?:lametta|lamette) (?:in|nella|nel|sotto (?:il|la)) (?:borsa|tasca|zaino|materasso|cuscino|astuccio|portafoglio|cover|custodia)`,
    ),
    rule('dose-for', M, 'urgent', `dose (?:\\S+ ){0,3}per (?:${NON} svegliar(?:si|mi)(?: piu)?|${MORIRE}|farla finita)`),
    // — intent
    rule(
      'will-kill',
      I,
      'imminent',
      `(?:(?:ho deciso|ho scelto|sono pront[oa]|sono decis[oa]|mi preparo|sto per|vado a|adesso vado a|stasera vado a|oggi vado a) (?:di |a )?${ADV}${KILL_SELF}|(?:stanotte|stasera|oggi|domani|adesso|ora|tra poco|fra poco) (?:\\S+ )?(?:mi (?:uccido|ammazzo|suicido|impicco|sparo|butto(?! (?:sul|sulla|sui|sulle|nel|nella|nei|nelle|in|a|al|alla|ai|su|dentro|fuori|addosso|nella mischia)))|la faccio finita(?! con)))`,
    ),
    // "domani lo faccio", "oggi la finisco" are homework as often as anything: only beside other risk
    rule(
      'when-do-it',
      I,
      'imminent',
      `(?:stanotte|stasera|oggi|domani|adesso|tra poco|fra poco) (?:\\S+ )?(?:lo faccio|la finisco|lo faro|la chiudo)(?: (?:davvero|sul serio|per sempre|finalmente))?$`,
      WEAK,
    ),
    rule('will-kill-fut', I, 'imminent', `(?:mi (?:uccidero|ammazzero|suicidero|impicchero|buttero|sparero)|la faro finita|la faccio finita(?! con))`),
    rule(
      'do-it',
      I,
      'imminent',
      `(?:lo faro|lo faccio)(?: (?:stanotte|stasera|oggi|adesso|davvero|sul serio|questa volta|questa notte|tra poco|domani))?$`,
      WEAK,
    ),
    rule(
      'decided',
      I,
      'imminent',
      `(?:(?:ho|aggio|agg|ho gia) deciso|ho preso la (?:mia )?decisione|e deciso|la decisione e presa|ho fatto la mia scelta|la (?:mia )?scelta l'? ?ho fatta)(?:$|(?= (?:stanotte|stasera|oggi|domani|adesso|ora)(?![a-z])))`,
      WEAK,
    ),
    rule('ready-die', I, 'imminent', `(?:sono|mi sento) pront[oa] (?:a |per )(?:${MORIRE}|andarmene per sempre|farla finita|lasciare questo mondo)(?! per)`),
    rule(
      'when-pills',
      I,
      'imminent',
      `(?:stanotte|stasera|oggi|domani|adesso|ora|(?:tra|fra) (?:\\S+ ){1,2}(?:minuti|ore|ora)) (?:\\S+ )?(?:prendo|ingoio|mando giu) (?:tutte|tutti) (?:le mie|i miei|le|i) ${PILLS}`,
    ),
    rule('do-it-when', I, 'imminent', `(?:lo faro|lo faccio) (?:appena|quando|non appena|dopo che)`, WEAK),
    rule('hang-now', I, 'imminent', `(?:io )?mi (?:impicco|sparo|butto giu|avveleno)(?! (?:di|dal|in piscina|nel lavoro|sul divano|a letto))`),
    rule('about-to', I, 'imminent', `sto per (?:buttarmi|lanciarmi|saltare|farlo|farla finita|impiccarmi|spararmi)`),
    rule('take-them', I, 'imminent', `(?:adesso|ora|subito) (?:le|li) (?:prendo|ingoio|mando giu)(?: tutte| tutti)?$`, WEAK),
    rule('kill-decl', I, 'imminent', `^mi (?:uccido|ammazzo|suicido)$`, WEAK),
    // — plan or preparation
    rule(
      'pills-saved',
      PL,
      'imminent',
      `(?:ho messo da parte|metto da parte|sto mettendo da parte|accumulo|nascondo|messo da parte|ho accumulato|accumulato|sto accumulando|ho conservato|ho nascosto|ho raccolto|ho messo via|tengo da parte) (?:\\S+ ){0,3}${PILLS}|${PILLS} (?:\\S+ ){0,3}(?:da parte|nascoste|nascosti|accumulate|accumulati|messe via)`,
    ),
    rule('pills-saved-m', M, 'urgent', `(?:ho messo da parte|ho accumulato|sto accumulando|ho nascosto|ho messo via) (?:\\S+ ){0,3}${PILLS}`),
    rule('pills-enough', PL, 'imminent', `(?:abbastanza|sufficienti) ${PILLS}(?! (?:per (?:il|la|un|una|le|i|tutto|due|tre)))`),
    rule('pills-enough-m', M, 'urgent', `(?:abbastanza|sufficienti) ${PILLS}(?! (?:per (?:il|la|un|una|le|i|tutto|due|tre)))`),
    rule(
      'letters',
      PL,
      'imminent',
      `(?:lettera|lettere|biglietto|biglietti|messaggio|messaggi|video) (?:d'? ?|di )addio(?! (?:al|alla|ai|alle|del|della) (?:collega|colleghi|lavoro|capo|squadra|classe|pensione))|(?:ho scritto|ho lasciato|ho registrato) (?:\\S+ ){0,3}(?:lettere|lettera|biglietti|biglietto|messaggi) (?:\\S+ ){0,3}per quando (?:${NON} ci saro piu|saro mort[oa]|me ne saro andat[oa])`,
    ),
    rule(
      'give-away',
      PL,
      'imminent',
      `(?:ho regalato|regalo|sto regalando|ho dato via|do via|sto dando via|ho distribuito|ho lasciato|ho venduto|ho svenduto) (?:tutte le mie cose|tutto quello che avevo|tutto cio che avevo|tutta la mia roba|tutti i miei oggetti|le mie cose|i miei oggetti|la mia roba|le mie cose piu care|quello che ho|tutto quello che ho|tutto cio che ho)(?! (?:in beneficenza|alla caritas|per il trasloco|prima del trasloco|perche mi trasferisco))`,
    ),
    rule(
      'pet-care',
      PL,
      'imminent',
      `(?:chi si prendera cura|chi si occupera|chi badera|prendetevi cura|prenditi cura) (?:del|della|dei|delle|di) (?:mio|mia|miei|mie)? ?(?:gatto|gatta|gatti|cane|cani|figli|animali|bambini) (?:\\S+ ){0,2}(?:quando ${NON} ci saro piu|quando saro mort[oa]|dopo che me ne saro andat[oa]|se ${NON} ci saro piu|dopo di me)`,
    ),
    rule(
      'goodbye',
      PL,
      'imminent',
      `(?:addio a tutti|addio mondo|addio per sempre|vi saluto per sempre|vi saluto tutti per l'? ?ultima volta|ho salutato (?:tutti|i miei amici|la mia famiglia|i miei)(?! (?:\\S+ ){0,3}(?:perche|prima di|prima della|prima del|cambio|parto|vado in|mi trasferisco|al lavoro|in ufficio|colleghi|compagni))|volevo salutarvi per l'? ?ultima volta|volevo dirvi addio|vi dico addio|ti dico addio|questo e un addio|e un addio)`,
    ),
    rule(
      'last-message',
      PL,
      'imminent',
      `(?:il mio|questo e il mio|e il mio) ultimo messaggio(?! (?:prima delle (?:vacanze|ferie)|di oggi|della giornata|nel gruppo|dell'? ?anno|della settimana))`,
      WEAK,
    ),
    rule(
      'wont-see',
      PL,
      'imminent',
      `${NON} mi (?:troverete|troverai|troveranno|cercate|cercare|cercherete|cercate piu|vedrete|vedrai|vedranno|vedra|sentirete|sentirai|sentiranno|sentira|rivedrete|rivedrai|rivedranno) (?:mai )?piu|${NON} sentirete piu parlare di me`,
      FIXED,
    ),
    rule(
      'not-here',
      PL,
      'imminent',
      `(?:domani|presto|stanotte|stasera|tra poco|fra poco) ${NON} ci saro piu(?! (?:in ufficio|al lavoro|a casa|perche parto|per le ferie|in vacanza))|${NON} ci saro piu (?:domani|dopo stanotte|dopo stasera)`,
      FIXED,
    ),
    rule(
      'date-set',
      PL,
      'imminent',
      `(?:ho scelto|ho fissato|ho deciso) ${ADV}(?:il|la) (?:giorno|data|ora|posto|luogo|modo|metodo|ponte)(?! (?:del|della|dello|per (?:il|la) (?:matrimonio|festa|trasloco|viaggio|vacanza|esame|colloquio|compleanno)))`,
      WEAK,
    ),
    rule(
      'place-scouted',
      PL,
      'imminent',
      `(?:ho scelto|ho trovato|ho visto|sono andat[oa] a vedere) (?:il|un|la|una) (?:ponte|palazzo|tetto|viadotto|posto)(?: \\S+){0,3} (?:da cui buttarmi|per buttarmi|per saltare|per farla finita|abbastanza alto|da cui saltare|dove saltare|da dove buttarmi)`,
    ),
    rule('tonight-night', PL, 'imminent', `(?:stanotte|stasera|oggi|domani) (?:e|sara) (?:la notte|il giorno|la sera|la fine|l'? ?ultima)`, WEAK),
    rule(
      'letter-family',
      PL,
      'imminent',
      `(?:ho (?:gia |appena )?scritto|ho (?:gia )?lasciato|ho (?:gia )?preparato|scrivo|sto scrivendo) (?:\\S+ ){0,2}(?:lettera|lettere|biglietto|biglietti) (?:per|a|ai|alla|al) (?:i miei genitori|miei genitori|la mia famiglia|mia madre|mio padre|i miei figli|mio marito|mia moglie|tutti|ognuno|ciascuno|ciascuno dei miei \\S+|ognuno dei miei \\S+)(?! (?:per|di) (?:il|la) (?:compleanno|natale|festa|matrimonio))`,
    ),
    rule('where-when', PL, 'imminent', `(?:dove|quando|come) e (?:dove|quando|come) (?:lo faro|lo faccio|farlo|mi uccidero|mi ammazzero)`),
    rule(
      'care-after',
      PL,
      'imminent',
      `(?:organizzato|sistemato|preparato) tutto (?:\\S+ ){0,2}(?:perche|cosi che|in modo che) (?:mia|mio|i miei|le mie) \\S+ (?:\\S+ ){0,3}dopo(?! (?:il|la|le|cena|pranzo|scuola|lavoro))`,
    ),
    rule(
      'bought-needed',
      PL,
      'imminent',
      `(?:comprato|preso|preparato|procurato) (?:\\S+ ){0,2}(?:quello che|cio che|tutto quello che) (?:mi )?serve per (?:farlo|farla finita|uccidermi|${MORIRE})`,
      WEAK,
    ),
    rule('place-to-jump', PL, 'imminent', `(?:posto|ponte|palazzo|tetto) (?:da cui|dove|da dove) (?:saltare|buttarmi|lanciarmi|farlo)`),
    rule('emptied-account', PL, 'imminent', `svuotato (?:\\S+ )?conto(?: \\S+){0,5} (?:dato|regalato|trasferito|lasciato)`),
    // — self-harm described
    rule(
      'cut',
      SH,
      'urgent',
      `(?:ho ricominciato|ricomincio|ricominciato|ho ripreso|continuo|ho bisogno di|ho voglia di|voglia di|bisogno di|ho iniziato|sono tornat[oa]) (?:a |di )?${ADV}(?:tagliarmi|ferirmi|farmi del male|bruciarmi|graffiarmi|picchiarmi|colpirmi|autolesionarmi|punirmi)`,
    ),
    rule(
      'cut-self',
      SH,
      'urgent',
      `mi (?:sono |so )?(?:tagliat[oa]|tajat[oa]|taiat[oa]|tagliuzzat[oa]|taglio|tajo|tagliuzzo|tagliavo|ferit[oa]|ferisco|bruciat[oa]|brucio|bruciavo|ustionat[oa]|ustiono|graffiat[oa]|graffio|picchiat[oa]) (?:\\S+ ){0,3}(?:di nuovo|de novo|n'? ?altra volta|ancora|un'? ?altra volta|apposta|di proposito|volontariamente|con (?:la |una |le |un |l'? ?|il |i )(?:lametta|lamette|rasoio|taglierino|sigaretta|sigarette|accendino|forbici)|le braccia|i polsi|le gambe|le cosce|la pancia|i fianchi|il braccio|il polso|sulle braccia|sui polsi|sulle gambe|sulle cosce|fino a sanguinare|fino al sangue|tutti i giorni|ogni sera|ogni giorno)`,
    ),
    rule(
      'cut-plain',
      SH,
      'urgent',
      `(?:io )?mi (?:taglio|ferisco|autolesiono|faccio del male|sono fatt[oa] del male|sono autolesionat[oa])(?! (?:\\S+ )?(?:cucinando|con la carta|affettando|sbucciando|per sbaglio|in cucina|facendo la barba|i capelli|le unghie))`,
    ),
    rule(
      'self-harm-noun',
      SH,
      'urgent',
      `(?:ricaduta|ricaduto|sono ricadut[oa]|ricascat[oa]|ricominciato|ripreso|ancora|di nuovo)(?: \\S+){0,3} (?:nell'? ?|l'? ?|con l'? ?|con i |coi )?(?:autolesionismo|tagli(?! (?:di capelli|ai capelli|dei capelli|al budget|alle spese|del personale|di stipendio))|cutting|sh|self harm|autolesionarmi)|(?:il mio|pratico l'? ?|faccio) autolesionismo`,
    ),
    rule(
      'hit-self',
      SH,
      'urgent',
      `(?:sbatto|ho sbattuto|sbattere) la testa (?:contro il muro|al muro)(?! (?:per (?:la rabbia|la frustrazione)|dalla rabbia))|mi (?:graffio|gratto|mordo|picchio) a sangue|mi (?:prendo a pugni|tiro (?:dei )?pugni|tiro (?:degli )?schiaffi|do (?:dei |i )?pugni|do (?:degli |gli )?schiaffi|picchio|schiaffeggio|mordo|graffio|gratto|strappo i capelli) (?:\\S+ ){0,2}(?:fino|finche|da solo|da sola|apposta|in testa|le gambe|le braccia|la faccia|ogni volta|quando)`,
    ),
    rule(
      'blades',
      SH,
      'urgent',
      `(?:ho nascosto|ho comprato|ho preso|ho ritrovato|tengo) (?:\\S+ )?(?:lamette|lametta|lame|taglierino|rasoio)(?! (?:per (?:la barba|depilarmi|radermi|il lavoro|il bricolage)|nuove))`,
    ),
    rule(
      'hide-wounds',
      SH,
      'urgent',
      `(?:nascondere|nascondo|nascondevo|vedere|vedono|hanno visto) (?:\\S+ )?(?:i miei|i|le mie|le) (?:tagli|ferite|cicatrici sulle braccia|cicatrici sui polsi)`,
    ),
    rule(
      'bleeding',
      SH,
      'imminent',
      `(?:sanguin\\w*|sangue)(?:[ \\n]\\S+){0,4}[ \\n](?:${NON} si ferma|${NON} smette|${NON} si vuole fermare|tantissimo|troppo|senza sosta)|(?:tagliat[oa]|taglio|tagli|ferita|ferite|polso|polsi|braccio) (?:\\S+ )?(?:troppo (?:in )?profond[oa]|troppo a fondo)|(?:taglio|tagli|ferita|ferite|polso|polsi|braccio|braccia|gamba) (?:\\S+ ){0,2}${NON} (?:smette|smettono|si ferma|si fermano|vuole smettere) di sanguinare|${NON} (?:riesco a fermare|si ferma|smette) (?:\\S+ )?(?:il )?sangue|(?:c'? ?e |e )?sangue (?:ovunque|dappertutto|da tutte le parti)|(?:tantissimo|troppo) sangue`,
      FIXED,
    ),
    rule(
      'took-too-many',
      SH,
      'imminent',
      `${TOOK} (?:\\S+ ){0,2}(?:troppe|troppi|tutte le|tutti i|tutta la|tutto il|tt (?:le|i|la|il)|una decina di|una quindicina di|una cinquantina di|meta (?:della |di una |dalla )?(?:scatola|confezione|boccetta|flacone) di|un blister (?:intero )?di|una scatola intera di|un flacone intero di|una confezione intera di|mezzo blister di|mezza boccetta di|un fracco di|una cifra di|un'? ?intera|una scatola di|un flacone di|mezza scatola di|mezzo flacone di|mezza confezione di|una manciata di|un pugno di|un sacco di|un mucchio di|una marea di|un botto di|un bel po di|tantissime|parecchie|un casino di|una ventina di|una trentina di|(?:tipo |circa |quasi )?(?:[1-9]\\d|\\d\\d\\d)(?! gocc)) (?:\\S+ )?(?:${PILLS}|(?:scatola|confezione|flacone|boccetta|boccette|blister|sciroppo|bottiglietta)${NOT_FOOD})(?! (?:\\S+ ){0,3}(?:in (?:\\S+ )?(?:giorni|settimane|mesi|anni)|al giorno|a settimana|al mese|per (?:la|il) (?:febbre|mal|dolore|tosse)|come (?:prescritto|da ricetta|ogni (?:sera|mattina|giorno)|sempre|al solito|tutti i giorni)|della (?:settimana|giornata|sera|mattina)|del (?:mese|giorno|mattino)|di oggi|serali|mattutine|(?:nel|dal) portapillole))|ho (?:fatto|preso) (?:un'? ?|una )?(?:overdose|overdosi)`,
    ),
    rule(
      'cut-when',
      SH,
      'urgent',
      `mi sono (?:tagliat[oa]|ferit[oa]|bruciat[oa]) (?:ieri|ieri sera|stanotte|oggi|stamattina|di nuovo)$|mi (?:brucio|taglio|ferisco) con (?:l${"'"}? ?|la |una |le |un |il |i )(?:accendino|sigarett[ae]|lamett[ae]|rasoio|taglierino|forbici|ferro)`,
    ),
    rule(
      'wounds-full',
      SH,
      'urgent',
      `(?:braccia|polsi|gambe|cosce|pancia|polso|braccio) (?:\\S+ )?(?:pien[ei]|piena|coperte?|ricopert[ei]) di (?:tagli|taglietti|bruciature|ferite)|(?:braccia|polsi|gambe|cosce) (?:\\S+ )?pien[ei] di cicatrici(?: \\S+){0,4} (?:rifatto|di nuovo|stanotte|ieri|fresche)|(?:ci sono |sono )?(?:ricascat[oa]|ricadut[oa]|tornat[oa]|ricominciato|ripreso) (?:\\S+ ){0,2}(?:coi|con i|nei|ai) tagli(?! (?:di capelli|ai capelli|dei capelli|al budget|alle spese|del personale|di stipendio))`,
    ),
    rule(
      'clean-for-a-while',
      SH,
      'urgent',
      `(?:da|sono) (?:un po|tanto|tanto tempo|mesi|settimane|\\S+ (?:mesi|settimane|giorni|anni)) (?:che )?${NON} mi (?:tagli(?:o|avo)|ferisc[oi]|ferivo|brucio|bruciavo|faccio (?:piu )?del male|facevo del male|faccio (?:piu )?male)`,
    ),
    rule('relief', SH, 'urgent', `(?:tagliarmi|ferirmi|bruciarmi|farmi del male) mi (?:calma|aiuta|fa stare meglio|da sollievo)`),
    rule(
      'make-cuts',
      SH,
      'urgent',
      `mi (?:faccio|sono fatt[oa]|facevo) (?:dei |delle |i |le |)(?:tagli|ferite|bruciature|graffi|lividi)(?! (?:\\S+ )?(?:a calcetto|giocando|in palestra|cadendo|per sbaglio))`,
    ),
    // — harm to others
    rule(
      'kill-other',
      HO,
      'urgent',
      `(?:voglio|vorrei|penso di|sto pensando di|ho pensato di|potrei|sto per|ho deciso di|ho voglia di|progetto di|sogno di) ${ADV}(?:(?:uccidere|ammazzare|accoltellare|strangolare|avvelenare|sparare a) (?:mio|mia|i miei|il mio|la mia|qualcuno|tutti)|ucciderlo|ucciderla|ucciderli|ammazzarlo|ammazzarla|ammazzarli|accoltellarlo|accoltellarla|strangolarlo|strangolarla|avvelenarlo|avvelenarla|sparargli|fargli del male|farle del male|uccidere (?:mio|mia|i miei|il mio|la mia|qualcuno|tutti)|ammazzare (?:mio|mia|qualcuno|tutti|il mio|la mia))(?! (?:il tempo|la noia))`,
    ),
    rule(
      'harm-baby',
      HO,
      'urgent',
      `(?:paura|pensieri|voglia|impulso|idea) (?:di |che )(?:fare del male|far male|scuotere|soffocare|annegare|picchiare) (?:al|alla|ai|a) (?:mio|mia|miei)? ?(?:bambino|bambina|figlio|figlia|figli|neonato|neonata|qualcuno|marito|moglie|madre|padre)(?! (?:\\S+ )?(?:quando|mentre|guidando|con la macchina|in macchina|senza volerlo|per sbaglio|con le parole|dicendo|a calcio))`,
    ),
    rule(
      'weapon-school',
      HO,
      'urgent',
      `(?:portare|porto|portero) (?:una|la|un|il) (?:pistola|arma|coltello|fucile|bomba) (?:a|al|in|all'? ?) ?(?:scuola|universita|lavoro|ufficio|classe|liceo)`,
    ),
    rule(
      'mass',
      HO,
      'urgent',
      `(?:sparare a tutti|uccidere tutti|ammazzarli tutti|ucciderli tutti|fare una strage|fare un massacro|far saltare in aria la scuola)`,
    ),
    rule('kill-present', HO, 'urgent', `(?:io )?(?:lo|la|li|le) (?:ammazzo|uccido|accoltello|strangolo)(?! (?:di|dal|dalle) )`),
    // — danger from others
    rule(
      'partner-hits',
      DO,
      'urgent',
      `${PARTNER} (?:\\S+ ){0,3}(?:mi picchia|mi ha picchiat[oa]|mi picchiava|mi mena|mi ha menat[oa]|mi prende a (?:calci|pugni|schiaffi)|mi ha preso a (?:calci|pugni|schiaffi)|mi strangola|mi ha strangolat[oa]|mi violenta|mi ha violentat[oa]|mi ha stuprat[oa]|mi stupra|mi minaccia$|mi ha minacciat[oa]$|mi (?:minaccia|ha minacciat[oa]|minacciava) con (?:un|una|il|la) (?:coltello|pistola|arma|fucile|mazza|forbici|bastone|cintura)|mi (?:rin)?chiude (?:a chiave )?(?:in|nella|nel) (?:casa|cantina|camera|bagno|garage|soffitta|sgabuzzino|stanza|armadio)(?! (?:\\S+ )?(?:per sbaglio|per punizione|in punizione|a studiare|finche ${NON} finisco))|mi ha chius[oa] in casa(?! (?:\\S+ )?(?:per sbaglio|per punizione|in punizione|a studiare|finche ${NON} finisco))|mi mette le mani addosso|mi ha messo le mani addosso|mi mette le mani al collo|abusa di me|ha abusato di me|mi fa del male|mi ha fatto del male|mi perseguita|mi stalka|mi segue ovunque|(?:picchia|mena|meno|prende a botte|massacra) (?:anche )?(?:a )?(?:me|noi)|ci (?:picchia|mena|picchiava|menava|prende a botte|massacra))(?! (?:\\S+ )?(?:a (?:carte|scacchi|tennis|calcio|ping pong|fifa|calcetto)|al gioco|alla play|ai videogiochi|per gioco|per scherzo|con (?:i |il |un )?cuscin\\w*|giocando))`,
    ),
    rule(
      'hits-me',
      DO,
      'urgent',
      `mi (?:ha |hanno )?(?:picchiat[oa]|picchia|picchiano|picchiava|menat[oa]|mena|strangolat[oa]|violentat[oa]|stuprat[oa]|minacciat[oa] di morte|pres[oa] a (?:calci|pugni|schiaffi|cinghiate|bastonate|botte)|prende a (?:calci|pugni|schiaffi|cinghiate|bastonate|botte)|mette le mani addosso|messo le mani addosso|(?:minaccia|ha minacciat[oa]|minacciava|minacciato|minacciata) con (?:un|una|il|la) (?:coltello|pistola|arma|fucile|mazza|forbici|bastone|cintura|martello)|strattona|strattonat[oa]|(?:sbatte|sbattut[oa]|sbatteva|spinge|spint[oa]) (?:\\S+ )?(?:al|contro il|contro la|sul|per) (?:muro|porta|pavimento|terra|scale)|(?:messo|mette|stretto|stringe) le mani (?:al|sul|intorno al) collo|(?:dato|da|danno|tirato|tira|tirano|mollato|molla|dava|tirava) (?:uno |un |una |delle |dei |degli |gli |i |le |tanti |tante |due |tre |qualche |)(?:schiaff\\w*|pugn[oi]|calc[io]|sberl[ae]|ceffon[ei]|cinghiat\\w*|bastonat\\w*|mazzat\\w*|frustat\\w*|botte|cazzott[oi]|sganassoni?|testat[ae])(?! (?:a (?:calcetto|calcio|pallone)|giocando|per sbaglio|sulla spalla))|chiude in casa|ha chius[oa] in casa(?! (?:\\S+ )?(?:per sbaglio|per punizione|in punizione|a studiare|finche ${NON} finisco))|costringe a fare sesso|ha costrett[oa] a fare sesso|obbliga a fare sesso)(?! (?:\\S+ )?(?:a (?:carte|scacchi|tennis|calcio|fifa|calcetto)|al gioco|alla play|ai videogiochi|per gioco|per scherzo|con (?:i |il |un )?cuscin\\w*|giocando))`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:(?:urla|grida|urlava|gridava|sta urlando|sta gridando) che (?:\\S+ ){0,3}mi (?:ammazza|uccide|ammazzera|uccidera|fa fuori|sgozza|accoltella)|minacciat[oa] di morte|minaccia(?:va)? di (?:morte|uccidermi|ammazzarmi|farmi del male|picchiarmi|sfregiarmi)|ha minacciato di (?:uccidermi|ammazzarmi|farmi del male|portarmi via i figli)|(?:ha detto|dice|ha giurato|giura|mi ha scritto|mi scrive|scrive|ha scritto|minaccia|mi manda(?: \\S+){0,2}|mi ha mandato(?: \\S+){0,2})(?: \\S+){0,2}? che (?:se (?:\\S+ ){1,8})?(?:\\S+ ){0,5}mi (?:ammazza|uccide|ammazzera|uccidera|ammazzerebbe|ucciderebbe|fa fuori|fara fuori|ammazza di botte|sfregia|spacca la faccia|spacca la testa|spacchera la faccia|rompe le ossa|fa del male|fara del male|mena|picchia|massacra)|se (?:lo|la|li) (?:lascio|denuncio|mollo|tradisco|lasciassi|denunciassi|mollassi) (?:\\S+ ){0,3}mi (?:ammazza|uccide|ammazzera|uccidera|ammazzerebbe|ucciderebbe|fa fuori|ammazza di botte)|ha giurato che mi (?:ammazza|uccide))`,
    ),
    rule(
      'wants-kill-me',
      DO,
      'urgent',
      `${PARTNER} (?:vuole|vorrebbe|ha provato a|ha cercato di|cerca di) (?:\\S+ )?(?:uccidermi|ammazzarmi|strangolarmi|soffocarmi|accoltellarmi)`,
    ),
    rule(
      'abused',
      DO,
      'urgent',
      `(?:subisco|ho subito|subendo|vittima di) (?:\\S+ )?(?:violenza domestica|violenze|violenza|abusi|maltrattamenti|stupro|botte)|(?:sono|vengo|sono stat[oa]) (?:\\S+ )?(?:picchiat[oa]|maltrattat[oa]|violentat[oa]|stuprat[oa]|abusat[oa]|minacciat[oa] di morte)(?! (?:a (?:carte|scacchi|tennis)))`,
    ),
    rule(
      'afraid-home',
      DO,
      'urgent',
      `(?:ho|avevo) paura (?:di tornare a casa|di tornare da lui|di mio (?:marito|padre|patrigno|ragazzo|compagno)|di mia (?:moglie|madre|ragazza|compagna)|di lui|che mi (?:uccida|ammazzi|picchi)|per la mia vita)`,
    ),
    rule(
      'danger-now',
      DO,
      'imminent',
      `${PARTNER} (?:e|sta) (?:\\S+ ){0,4}con (?:un|una|il|la) (?:coltello|pistola|arma|fucile|mazza|martello|ascia)|(?:sta cercando|cerca|prova) di (?:sfondare|buttare giu|forzare) la porta|mi sono chius[oa] in (?:bagno|camera)(?: \\S+){0,3} (?:lui|lei) (?:urla|picchia|bussa|sfonda|minaccia)`,
    ),
    rule(
      'injured-by',
      DO,
      'urgent',
      `mi (?:ha |hanno )?(?:gia )?(?:rotto|spaccato|fratturato) (?:un|il|la|le|i|una) (?:braccio|naso|costola|costole|denti|dente|mano|dito|mascella)|(?:diventa|e|era) (?:\\S+ )?violent[oa] con me|quando beve diventa violent[oa]`,
    ),
    rule(
      'beaten',
      DO,
      'urgent',
      `(?:alza|alzava|ha alzato|ha (?:gia |di nuovo |ancora )?alzato) (?:di nuovo |ancora |sempre )?le mani (?:su di me|su me|su di noi|su mia|su mio|contro di me|addosso a me)|mi (?:alza|alzava|ha alzato) le mani|(?:riempit[oa]|riempie|riempiva|gonfia|gonfiat[oa]|gonfiava|ricopre|coperto|copert[oa]) di (?:botte|lividi|mazzate|pugni)|mi (?:ha |hanno )?(?:pestat[oa]|massacrat[oa]|massacra|pesta)(?! (?:i piedi|un piede|il piede|la coda|(?:\\S+ ){0,2}(?:all'? ?interrogazione|all'? ?esame|di compiti|di lavoro|di domande|con le domande|di critiche|in partita|a (?:fifa|calcetto|tennis|carte|scacchi|padel))))`,
    ),
    rule('head-wall', DO, 'urgent', `mi (?:ha |hanno )?(?:sbattuto|spinto|spaccato) la testa (?:contro|sul|al) (?:il )?(?:muro|porta|pavimento|tavolo)`),
    // — eating-disorder risk
    rule(
      'not-eating',
      ED,
      'concern',
      `${NON} (?:mangio|ho mangiato|mangio niente|mangio nulla|tocco cibo|ho toccato cibo)(?: (?:niente|nulla|quasi niente|quasi nulla))? (?:da|per) (?:\\S+ ){1,2}(?:giorni|settimane|settimana)|(?:sono|e) (?:\\S+ ){0,2}(?:giorni|settimane) che ${NON} (?:mangio|tocco cibo)|(?:digiuno|a digiuno) (?:da|per) (?:\\S+ ){0,2}(?:giorni|settimane)|${NON} mangio (?:\\S+ )?(?:da|per) giorni`,
      FIXED,
    ),
    rule(
      'purge',
      ED,
      'concern',
      `mi (?:faccio|sono fatt[oa]|costringo a|sforzo di) vomitare|(?:vomito|ho vomitato|vomitare) (?:\\S+ ){0,2}(?:dopo (?:ogni pasto|i pasti|mangiato|aver mangiato|le abbuffate)|apposta|di nascosto|tutto quello che mangio)|(?:le )?dita in gola|mangio (?:\\S+ ){0,3}e (?:poi )?(?:vado a )?vomit(?:o|are)|(?:pro ?ana|pro ?mia|thinspo|meanspo|ana coach|ana buddy)`,
    ),
    rule(
      'laxatives',
      ED,
      'concern',
      `(?:prendo|ho preso|prendendo|abuso di|abusando di|mi sono pres[oa]|mi prendo|mi sono fatt[oa]) (?:\\S+ ){0,3}(?:lassativi|diuretici|pillole dimagranti|soppressori dell'? ?appetito)`,
    ),
    rule(
      'food-fear',
      ED,
      'concern',
      `(?:paura|terrore|panico|fobia) (?:di (?:mangiare|ingrassare|prendere peso|prendere (?:un|qualche) chilo|il cibo)|del cibo|dei carboidrati|delle calorie)|mi sento in colpa (?:ogni volta|quando|se) (?:che )?mangio`,
    ),
    rule(
      'ed-named',
      ED,
      'concern',
      `(?:la mia|ho|soffro di|ricaduta nell'? ?|ricaduta nella|sono ricadut[oa] nell'? ?|sono ricadut[oa] nella|combatto con) (?:\\S+ )?(?:anoressia|bulimia|binge eating|disturbo alimentare|dca)|(?:sono|sto diventando) (?:\\S+ )?(?:anoressica|bulimica|anoressico|bulimico)|(?:abbuffata|abbuffate|abbuffo)(?: \\S+){0,4} (?:vomito|vomitare|lassativi|digiuno)`,
    ),
    rule(
      'skip-meals',
      ED,
      'concern',
      `(?:salto|ho saltato|saltando) (?:tutti i|quasi tutti i|i) pasti|(?:salto|sto saltando) (?:\\S+ ){1,5}(?:da|per) (?:\\S+ )?(?:giorni|settimane|una settimana|un mese)|(?:solo|soltanto|meno di|al massimo) (?:\\S+ ){1,2}(?:calorie|kcal) (?:al giorno|a giorno)|(?:solo|soltanto) (?:una|un) (?:mela|yogurt|caffe|bicchiere d'? ?acqua|cracker) al giorno`,
    ),
    rule(
      'medical',
      ED,
      'urgent',
      `(?:mangiare|mangiato|mangio|cibo|pasti|calorie|vomit\\w*|digiuno|lassativi)(?: \\S+){0,8} (?:svenut[oa]|svengo|svenire|capogiri|giramenti|dolore al petto|cuore (?:che batte|mi batte|batte)|tachicardia|palpitazioni|aritmia|vedo nero|vomitato sangue|vomito sangue)|(?:svenut[oa]|svengo|svenire)(?: \\S+){0,6} (?:${NON} (?:mangio|voglio mangiare|riesco a mangiare|mangiare)|digiuno|fame)|vomit\\w* sangue`,
    ),
    rule(
      'barely-eat',
      ED,
      'concern',
      `${NON} mangio (?:quasi|piu) (?:niente|nulla)|(?:sport|allenarmi|mi alleno|corro|palestra) (?:\\S+ ){0,2}fino a svenire`,
      FIXED,
    ),
    rule('purge-when', ED, 'concern', `vomito (?:quando|se|dopo che|ogni volta che) (?:\\S+ )?(?:esagero|mangio|ho mangiato)`),
    // — added families (phone typing, dialect, indirect wording)
    rule(
      'dialect-kill-self',
      A,
      'urgent',
      `(?:mi|me) ${WANT} ${ADV}(?:ammazza(?:re|ri)?|uccide(?:re)?|accide(?:re)?|suicida(?:re|ri)?|impicca(?:re|ri)?|ammazzà|butta(?:re)? (?:de sotto|di sotto|giu|sotto (?:a |un |al )))(?! (?:di|dal|dalle|dalla) (?:lavoro|fatica|risate|studio|ridere))|(?:voglio|vojo|vorrei|volio|voio) (?:\\S+ )?(?:suicidami|sucidarmi|suicdarmi|ammazzami|ammazzamme|ammazzarme)`,
    ),
    rule(
      'not-worth-living',
      P,
      'concern',
      `${NON} (?:vale|valeva|varrebbe) (?:piu )?la pena (?:di )?(?:vivere|vive|andare avanti|continuare|restare in vita|stare al mondo)|${NON} ne vale (?:piu )?la pena (?:di )?(?:vivere|andare avanti)`,
      FIXED,
    ),
    rule(
      'not-reach',
      P,
      'concern',
      `(?:spero|prego|vorrei) (?:di )?${NON} (?:arrivare|arrivarci|vedere) (?:a |al |alla )?(?:domani|domattina|stasera|sabato|domenica|natale|capodanno|l'? ?alba|la mattina|il mio compleanno|la fine della settimana|l'? ?estate|il prossimo anno)|(?:spero|prego|vorrei) che (?:oggi|questa|sia) (?:\\S+ )?(?:l'? ?ultim[oa]|sia l'? ?ultim[oa])(?: (?:notte|giorno|volta che mi sveglio))?`,
      FIXED,
    ),
    rule(
      'run-over-wish',
      P,
      'concern',
      `(?:magari|spero che|vorrei che|se solo) (?:mi )?(?:investisse|investa|mettesse sotto|metta sotto|prendesse sotto|schiacciasse|cadesse addosso|venisse un infarto|venga un infarto|venisse un tumore|venga un tumore|venisse un colpo)|(?:magari|spero di|vorrei) (?:addormentarmi al volante|uscire di strada|fare un incidente|morire in un incidente|avere un incidente|essere investit[oa]|beccarmi un tumore)`,
    ),
    rule(
      'it-all-ends',
      P,
      'concern',
      `(?:cosi|e cosi|almeno) (?:finisce|finirebbe|finirebbe tutto|sarebbe finito|la smetto) (?:tutto|di soffrire|di stare male)?$`,
      WEAK,
    ),
    rule(
      'tired-all',
      P,
      'concern',
      `(?:stanc[oa]|stuf[oa]|esaust[oa]|sfinit[oa]|nauseat[oa]) di (?:tutto e di tutti|tutto|tutti|me stess[oa]|lottare|combattere|soffrire)`,
      WEAK,
    ),
    rule(
      'leaving-forever',
      P,
      'concern',
      `(?:me ne (?:vado|andro)|andarmene|sparisco) per sempre(?! (?:da|dal|dalla|dall|dai|in|a|al|alla|all|con|verso|perche|xke))`,
      WEAK,
    ),
    rule(
      'no-problem-soon',
      I,
      'imminent',
      `${NON} (?:saro|sarei) piu un (?:problema|peso|fastidio|disturbo) (?:per|x) (?:nessuno|voi|te|la mia famiglia|i miei|tutti)|${NON} (?:dovrete|dovrai|dovranno) piu (?:preoccuparvi|preoccuparti|preoccuparsi|sopportarmi|occuparvi|occuparti) (?:di|per) me|(?:presto|tra poco|fra poco) (?:\\S+ )?(?:sarete|sarai|saranno) liber[ie] di me|(?:presto|tra poco|fra poco) ${NON} (?:vi|ti) (?:daro|darò) piu (?:fastidio|problemi)`,
      FIXED,
    ),
    rule(
      'not-see-date',
      I,
      'imminent',
      `${NON} (?:arrivero|ci arrivero|arrivo) viv[oa] (?:a|al|alla|fino a)|${NON} (?:arrivero|ci arrivero|vedro) (?:a |al |alla |il |l'? ?)?(?:natale|capodanno|il prossimo anno|l'? ?anno prossimo|la prossima settimana|il mio compleanno|l'? ?estate|domani|sabato|domenica|lunedi)`,
      { negatable: false, weak: true },
    ),
    rule(
      'kill-when',
      I,
      'imminent',
      `(?:io )?mi (?:ammazzo|uccido|suicido|impicco|sparo|ammazzero|uccidero) (?:\\S+ )?(?:appena|quando|non appena|dopo che|stanotte|stasera|domani|oggi|adesso|ora|tra poco|fra poco|stavolta)(?! (?:di|dal|dalle|dalla) (?:lavoro|fatica|risate|studio|ridere))`,
    ),
    rule(
      'note-for-when-found',
      PL,
      'imminent',
      `(?:biglietto|lettera|lettere|messaggio|messaggi|video|foglio) (?:\\S+ ){0,6}(?:per quando|per dopo che|da (?:leggere|aprire) (?:quando|dopo che|dopo)) (?:mi (?:trov\\w+|vedranno)|${NON} ci saro piu|saro mort[oa]|me ne saro andat[oa]|sara tutto finito)|quando (?:leggerai|leggerete|leggi|leggete|troverai|troverete|troveranno|vedrai|vedrete|sentirai|sentirete) (?:\\S+ ){0,3}(?:io )?(?:${NON} ci saro piu|saro gia mort[oa]|saro gia lontan[oa] per sempre|sara troppo tardi|sara gia finita)`,
      FIXED,
    ),
    rule(
      'going-to-end',
      PL,
      'imminent',
      `(?:vado|andro|salgo|torno|vado a|vado su) (?:\\S+ ){0,2}(?:al|sul|sulla|sui|alla) (?:ponte|tetto|viadotto|binari|scogliera|cornicione|ferrovia|diga|terrazzo)(?: \\S+){0,4} (?:e (?:la|lo) (?:chiudo|finisco|faccio finita|faccio)|e (?:mi )?(?:butto|lancio|getto)|e (?:salto|basta|addio)|per (?:sempre|l'? ?ultima volta|farla finita|buttarmi|saltare))|(?:la|lo) (?:chiudo|finisco) (?:li|la) (?:per sempre|una volta per tutte)?$`,
    ),
    rule(
      'arranging',
      PL,
      'imminent',
      `(?:ho sistemato|sto sistemando|ho messo in ordine|sto mettendo in ordine) (?:tutto|le mie cose|i miei conti|le mie faccende|le ultime cose)$`,
      WEAK,
    ),
    rule(
      'pet-handover',
      PL,
      'imminent',
      `(?:il mio |la mia )?(?:gatto|gatta|cane|cagnolino|cagnolina|gattino) (?:lo|la) (?:lascio|affido|ho lasciato|ho affidato) a|ho (?:lasciato|affidato) (?:il|la|i|le) (?:mio |mia |miei |mie )?(?:gatto|gatta|cane|cagnolino|cagnolina|gattino|gatti|cani|figli) a`,
      WEAK,
    ),
    rule('passwords', PL, 'imminent', `(?:password|pin|codici) (?:\\S+ ){0,4}(?:scritt[ei]|lasciat[ei]) (?:su|per|a|in)`, WEAK),
    rule('testament', PL, 'imminent', `ho fatto (?:il )?testamento`, WEAK),
    rule(
      'gave-away-not-needed',
      PL,
      'imminent',
      `(?:regalato|dato via|regalando|lasciato|regalo) (?:\\S+ ){0,8}(?:tanto|ormai|perche|xke|visto che|dove vado) (?:a me |io )?${NON} (?:mi )?(?:serviranno|servira|serviranno piu|servira piu) piu|(?:tanto|ormai|dove vado) (?:a me |io )?${NON} (?:mi )?(?:serviranno|servira) piu|tanto (?:tra poco|fra poco|presto|ormai) (?:\\S+ )?${NON} (?:mi )?(?:serve|servira|serviranno|servono|avro bisogno) piu`,
      FIXED,
    ),
    rule(
      'gave-away-weak',
      PL,
      'imminent',
      `(?:regalato|dato via|regalando|lasciato|regalo) (?:\\S+ ){0,8}(?:tanto|ormai) (?:a me |io )?${NON} (?:mi )?(?:servono|serve) piu`,
      { negatable: false, weak: true },
    ),
    rule(
      'means-in-hand',
      M,
      'urgent',
      `(?:ho|tengo|ce l'? ?ho|stringo|sto tenendo) (?:\\S+ ){0,2}(?:la|una|le|il|un|i|tutte le|tutti i) (?:lametta|lamette|lama|rasoio|taglierino|corda|cappio|pistola|rivoltella|${PILLS}) (?:\\S+ ){0,2}(?:in mano|qui con me|accanto a me|vicino a me|davanti a me|sul letto|sul tavolo|pront[ei]|preparat[ei])`,
    ),
    rule(
      'pills-then-take',
      M,
      'urgent',
      `${PILLS} (?:\\S+ ){0,8}(?:le|li) (?:prendo|prendero|ingoio|mando giu|butto giu|piglio|ingoiero) (?:tutte|tutti)|${PILLS} (?:\\S+ ){0,8}(?:le|li|me le|me li) (?:finisco|finiro|prendo tutte|bevo)$|${PILLS} (?:\\S+ ){0,8}(?:prendo|prendero|ingoio|mando giu|butto giu) (?:tutta|tutte|tutti|l'? ?intera) (?:la|le|i|scatola|confezione|flacone|boccetta)`,
    ),
    rule(
      'cut-want',
      SH,
      'urgent',
      `mi (?:faccio|sono fatt[oa]|facevo) male (?:\\S+ ){0,2}(?:apposta|di proposito|volontariamente|da sol[oa]|per punirmi|per sentire qualcosa)|(?:mi taglio|mi tagliuzzo|mi brucio|mi graffio|mi ferisco) (?:\\S+ ){0,2}(?:quando|ogni volta|per sentire|per punirmi|per calmarmi|finche)`,
    ),
    rule(
      'weapon-revenge',
      HO,
      'urgent',
      `(?:coltello|coltellino|pistola|arma|fucile|tirapugni|mazza|machete|cacciavite) (?:\\S+ ){0,3}(?:zaino|tasca|borsa|giubbotto|cartella|cassetto|macchina)(?: \\S+){0,10} (?:gliela (?:faccio|faro) pagare|me la paga|me la pagano|la paghera|la pagheranno|lo sistemo|li sistemo|vedranno|lo faccio fuori|la faccio fuori|li faccio fuori)|(?:gliela (?:faccio|faro) pagare|lo faccio fuori|la faccio fuori|li faccio fuori)(?: \\S+){0,6} (?:col|con il|con un|con una|con la) (?:coltello|pistola|fucile|mazza|arma)`,
    ),
    rule(
      'arson-other',
      HO,
      'urgent',
      `(?:gli|le|vi) (?:do|daro|voglio dare|vorrei dare) fuoco|dar(?:e|gli|le) fuoco (?:a|alla|al|all'? ?) ?(?:casa|macchina|auto|negozio) (?:di|del|della|sua|a)|(?:gli|le) (?:brucio|incendio|voglio bruciare) (?:la casa|la macchina|l'? ?auto|il negozio)`,
    ),
    rule(
      'kill-other-wide',
      HO,
      'urgent',
      `(?:voglio|vorrei|vojo|penso di|sto pensando di|ho pensato di|ho deciso di|voglia (?:matta )?di|sogno di|progetto di|istinto di|impulso di) ${ADV}(?:uccidere|ammazzare|accoltellare|strangolare|avvelenare|soffocare|annegare|affogare|sparare a|massacrare|picchiare a sangue|pestare a sangue|massacrare di botte) (?:mio|mia|miei|mie|quelli|quella|quello|quei|quegli|tutti|tutte|la gente|i miei|le mie|il mio|la mia|lui|lei|loro|qualcuno|chi|il|la|i|gli|le)(?! (?:tempo|noia|zanzar\\w*|mosc\\w*|ragn\\w*|scarafagg\\w*|formic\\w*|topo|topi|boss|drago|zombie|mostr\\w*|personaggio|tempo libero|zero))`,
    ),
    rule(
      'outside-armed',
      DO,
      'imminent',
      `(?:e|sta|sono|stanno) (?:qua |qui |la |li )?(?:fuori|sotto casa|davanti alla porta|alla porta|dietro la porta) (?:\\S+ ){0,3}con (?:un|una|il|la) (?:coltello|pistola|arma|fucile|mazza|martello|ascia|bastone|spranga)|(?:sta |stanno )?(?:sfondando|sfonda|buttando giu|prendendo a calci|forzando) la porta`,
    ),
    rule(
      'abuser-touches',
      DO,
      'urgent',
      `(?:${PARTNER}|mio (?:nonno|cugino|patrigno|allenatore|prof|professore|vicino)|il (?:compagno|ragazzo) di mia madre|un (?:adulto|uomo)) (?:\\S+ )?mi (?:tocca|toccava|ha toccat[oa]|palpa|ha palpat[oa]|molesta|ha molestat[oa]|fa toccare|costringe a toccarl\\w+)(?= (?:e|quando|di notte|la notte|sotto|nelle parti|li|la|dove|in mezzo|le parti|il seno|il sedere|mentre|se)(?![a-z])|$)`,
    ),
    rule(
      'ed-restrict-day',
      ED,
      'concern',
      `(?:mangio|assumo|mi concedo|sto a|max|massimo) (?:\\S+ )?(?:[1-7]\\d\\d|[1-9]\\d) (?:calorie|kcal|cal)(?: al giorno)?|(?:oggi|ieri|tutto il giorno|al giorno|da giorni) (?:solo|soltanto) (?:acqua|caffe|te|tisane|brodo|una mela|uno yogurt|un caffe|una carota)|(?:solo|soltanto) (?:acqua|caffe|tisane|una mela|uno yogurt|un caffe) (?:e (?:\\S+ ){1,2})?(?:oggi|al giorno|tutto il giorno|da giorni)`,
    ),
    rule(
      'forgive-me',
      PL,
      'imminent',
      `(?:perdonatemi|perdonami|scusatemi|scusami|perdonate|scusate) (?:\\S+ ){0,3}(?:per quello che (?:sto per fare|faro|sto facendo|ho deciso)|se me ne vado (?:cosi|per sempre)|ma ${NON} ce la faccio piu a vivere)|(?:sto per fare|faro|sto per commettere) (?:una cosa |qualcosa di )?(?:irreparabile|definitiv[oa])`,
    ),
    rule(
      'farewell-weak',
      PL,
      'imminent',
      `(?:vi|ti) voglio bene(?: a tutti)? (?:addio|per sempre)|(?:grazie (?:di|per) tutto)(?: \\S+){0,3} addio|ricordatevi di me|ricordami (?:cosi|sempre)|addio$`,
      WEAK,
    ),
    rule(
      'last-time',
      PL,
      'imminent',
      `(?:questo e |e )?l'? ?ultim[oa] (?:messaggio|volta che (?:vi |ti )?scrivo|volta che mi sentite|volta che mi senti)`,
      WEAK,
    ),
    rule(
      'pills-here',
      M,
      'urgent',
      `(?:ho|tengo) (?:\\S+ ){0,3}${PILLS} (?:\\S+ ){0,4}(?:qui|qua|in camera|nel cassetto|nel comodino|in borsa|in tasca|con me|nascost[ei])|(?:comprato|preso|procurato) (?:del |il |un |una )?(?:veleno|topicida|candeggina|antigelo|cianuro)`,
      WEAK,
    ),
    rule(
      'fainted',
      ED,
      'urgent',
      `(?:sono (?:quasi )?svenut[oa]|svengo|ho (?:avuto )?(?:un )?mancament[oi]|vedo (?:tutto )?nero|mi gira (?:sempre |spesso )?la testa|(?:ho )?(?:le )?vertigini|giramenti di testa|(?:il )?cuore a mille|tachicardia|palpitazioni)`,
      WEAK,
    ),
    rule(
      'ed-weight',
      ED,
      'concern',
      `peso (?:\\S+ )?(?:[3-4]\\d|2\\d) (?:kg|chili|kili)(?: \\S+){0,4} (?:voglio|devo|vorrei) (?:ancora )?(?:dimagrire|perdere|scendere)|(?:voglio|devo) (?:arrivare a|scendere (?:sotto|a)|pesare) (?:i )?(?:[3-4]\\d|2\\d) (?:kg|chili|kili)`,
    ),
    rule(
      'harm-other-intrusive',
      HO,
      'urgent',
      `(?:${WANT}|ho pensato di|ho paura di|ho l'? ?impulso di|mi viene (?:voglia|da)) (?:fare|far) (?:del )?male (?:a|al|alla|ai|alle) (?:mio|mia|miei|mie|qualcuno|lui|lei|quell[oa]|quelli|tutti|un)(?! (?:\\S+ ){0,2}(?:quando|mentre|guidando|con la macchina|in macchina|senza volerlo|per sbaglio|con le parole|dicendo|a calcio))`,
    ),
    rule(
      'pushed',
      DO,
      'urgent',
      `mi (?:ha |hanno )?(?:spint[oa]|buttat[oa]|scaraventat[oa]|lanciat[oa]) (?:giu )?(?:dalle scale|contro il muro|contro la porta|a terra|per terra|sul pavimento)|mi (?:costringe|obbliga|costringeva|obbligava|ha costrett[oa]|ha obbligat[oa]) a fare (?:cose (?:che ${NON} voglio|brutte|strane|sessuali|sporche)|certe cose)`,
    ),
    rule(
      'clitic-kill-self',
      A,
      'urgent',
      `(?:mi|me) (?:${WANT} |penso di |sto per |devo |posso |potrei |dovrei |vado a |sto pensando di |ho pensato di )${ADV}(?:leva(?:re)?|toglie(?:re)?) (?:di mezzo|de mezzo|dal mondo|da questo mondo|da sto mondo|la vita)|(?:levarmi|togliermi|levarme|toglierme) (?:dal mondo|da questo mondo|da sto mondo)|(?:mi|me) (?:${WANT} |penso di |sto per |potrei |dovrei |vado a )${ADV}(?:tagliare le vene|avvelenare|fare fuori|lanciare (?:dal|dalla|sotto|nel vuoto)|gettare (?:dal|dalla|sotto|nel vuoto)|buttare (?:giu dal|giu dalla|dal|dalla|sotto|da un|da una))`,
    ),
    rule(
      'only-thing-left',
      A,
      'urgent',
      `(?:l'? ?)?unic[ao] (?:cosa|soluzione|via|strada|scelta|uscita) (?:\\S+ ){0,3}(?:e|sarebbe|resta|rimane) (?:${KILL_SELF}|${MORIRE}|il suicidio|farla finita|ammazza\\S*|uccider\\S*)`,
    ),
    rule(
      'how-impersonal',
      M,
      'urgent',
      `(?:come|quanto ci vuole a|modo per) (?:ci si|si) (?:impicca|uccide|ammazza|suicida|taglia le vene|avvelena|toglie la vita)|(?:cercato|cerco|cercando|googlato|letto) (?:\\S+ ){0,3}(?:come (?:ci si |si )?(?:impicca\\S*|uccider\\S*|suicidar\\S*|ammazzar\\S*)|metodi (?:di|per) suicidio|modi per (?:morire|uccidersi|suicidarsi))`,
    ),
    rule(
      'place-thinking',
      M,
      'urgent',
      `(?:ponte|balcone|tetto|finestra|terrazzo|cornicione|viadotto|binari|strapiombo|burrone)(?: \\S+){0,5} (?:pensando|penso|ho pensato|voglia|tentazione|tentat[oa]|pronto|pronta) (?:di |a )?(?:saltare|buttarmi|lanciarmi|gettarmi|farla finita|farlo)|(?:pensando|penso|ho pensato|voglia|tentazione) (?:di |a )?(?:saltare|buttarmi|lanciarmi|gettarmi)(?: giu)? (?:\\S+ ){0,3}(?:ponte|balcone|tetto|finestra|terrazzo|cornicione|viadotto|piano)`,
    ),
    rule(
      'drink-them-all',
      M,
      'urgent',
      `(?:${PILLS}|boccetta|boccette|flacone|scatola|confezione|blister)(?: \\S+){0,8} (?:prenderle|ingoiarle|prenderli|ingoiarli|berla|berle|berlo|mandarle giu|mandarli giu|prendermele|ingoiarmele|prendermeli) (?:tutte|tutti|tutta|tutto|in una volta|insieme)`,
    ),
    rule(
      'better-if-not',
      P,
      'concern',
      `(?:meglio|meglio per tutti) se (?:io )?(?:sparisco|sparissi|muoio|morissi|me ne vado per sempre|${NON} ci sono piu)|(?:era|sarebbe stato|e|sarebbe) meglio se (?:io )?${NON} (?:mi svegliavo|mi fossi svegliat[oa]|nascevo|fossi nat[oa]|c'? ?ero|esistevo|ci fossi|mi risvegliavo)`,
      FIXED,
    ),
    rule('want-it-over', P, 'concern', `(?:voglio|vorrei) (?:solo |soltanto )?che (?:tutto )?(?:finisca|finisse)(?: tutto)?$`, WEAK),
    rule(
      'kill-named-other',
      HO,
      'urgent',
      `(?:giuro che |prima o poi |un giorno |io )(?:lo |la )?(?:ammazzo|uccido|accoltello|strangolo|sgozzo|ammazzero|uccidero) (?:il mio|la mia|mio|mia|i miei|quel|quella|quello|quei|tutti|lui|lei)(?! (?:tempo|noia))|(?:${WANT}|ho pensato di|ho l'? ?impulso di) (?:fare|far) (?:del )?male (?:a|al|alla|ai|alle|agli|allo) (?!(?:me|me stess[oa]|nessuno|schiena|piedi|ginocchio|gambe|testa|stomaco)(?![a-z]))\\S+(?! (?:\\S+ ){0,2}(?:quando|mentre|guidando|per sbaglio|senza volerlo))`,
    ),
    rule(
      'armed-near',
      DO,
      'imminent',
      `(?:e|sta|si trova|aspetta) (?:\\S+ ){0,2}(?:sotto casa|qui fuori|qua fuori|fuori dalla porta|davanti a casa|davanti alla porta|alla porta|sul pianerottolo|in salotto|in cucina)(?: mia)?(?: \\S+){0,3} (?:(?:e |con |ha |e ha )(?:un|una|il|la)|col|e col) (?:coltello|pistola|arma|fucile|mazza|martello|ascia|spranga|bastone)`,
    ),
    rule(
      'grabbed',
      DO,
      'urgent',
      `mi (?:ha |hanno )?(?:pres[oa]|afferrat[oa]|trascinat[oa]|tirat[oa]) per (?:il collo|i capelli|la gola)|ho paura che (?:\\S+ ){0,3}mi (?:faccia del male|faccia male|uccida|ammazzi|picchi|trovi)`,
    ),
    rule(
      'ed-cap',
      ED,
      'concern',
      `${NON} (?:supero|supera|vado oltre|sforo) (?:le |i )?(?:[1-9]\\d\\d|[1-9]\\d) (?:calorie|kcal|cal)|sotto (?:le |i )?(?:[1-7]\\d\\d|[1-9]\\d) (?:calorie|kcal)|(?:grass[oa]|una balena|una vacca|un maiale|enorme|schifo)(?: \\S+){0,4} (?:quindi |e |cosi )?${NON} mangio(?: piu)?`,
      FIXED,
    ),
    rule(
      'dark-thoughts',
      P,
      'concern',
      `(?:ho|mi vengono|mi tornano|faccio|sto facendo|avendo) (?:\\S+ ){0,2}(?:brutti pensieri|pensieri brutti|pensieri neri|pensieri cupi|pensieri strani)`,
      WEAK,
    ),
    rule('end-it-weak', I, 'imminent', `(?:e |per )finirla(?: (?:qui|cosi|per sempre|una volta per tutte))?$`, WEAK),
    rule(
      'stop-breathing',
      P,
      'concern',
      `${WANT} ${ADV}smettere di (?:respirare|vivere|esistere)|(?:sta|questa|la mia) vita (?:finisca|finisse|sia finita) (?:\\S+ )?(?:presto|subito|per sempre)?|(?:prego|chiedo a|supplico) (?:dio|il signore|gesu|la madonna|qualcuno) (?:di (?:portarmi via|prendermi|farmi morire|farmi morire nel sonno)|che mi (?:porti via|prenda con se|faccia morire))|(?:che )?dio mi porti via`,
      FIXED,
    ),
    rule('roman-off-self', A, 'urgent', `(?:mi|me) faccio fu?ori$|(?:mi|me) (?:faccio|so fatt[oa]|sono fatt[oa]) secc[oa]$`),
    rule(
      'height-enough',
      M,
      'urgent',
      `(?:alt[oa]|altezza|piani|metri) (?:\\S+ ){0,6}(?:basterebbe|basta e avanza) (?:per|a) (?:${MORIRE}|${NON} sopravvivere|farla finita|uccidermi|ammazzarmi)|(?:ponte|palazzo|tetto|viadotto|balcone|terrazzo|grattacielo|finestra)(?: \\S+){0,6} (?:abbastanza alt[oa] (?:per|da) (?:${MORIRE}|${NON} sopravvivere|farla finita|uccidermi|ammazzarmi|buttarmi|saltare)|per (?:${MORIRE}|${NON} sopravvivere))`,
    ),
    rule(
      'means-pull',
      M,
      'urgent',
      `(?:${PILLS}|pistola|fucile|corda|lametta|lamette|rasoio|veleno|candeggina|binari)(?: \\S+){0,8} (?:e )?(?:ci penso (?:sempre|spesso|ogni (?:giorno|sera|notte)|di continuo|tutto il tempo)|mi (?:tenta|tentano|chiama|chiamano)|penso a usarl[aeio])`,
    ),
    rule(
      'fumes',
      M,
      'urgent',
      `carbone(?: \\S+){0,6} (?:macchina|auto|bagno|camera|stanza chiusa|chiuso dentro|sigillare)|(?:tubo|gas) di scarico(?: \\S+){0,5} (?:macchina|auto|finestrino|abitacolo|dentro)|(?:nastro|scotch)(?: \\S+){0,5} (?:finestrini|fessure|porte e finestre)`,
    ),
    rule(
      'means-stored',
      M,
      'urgent',
      `(?:corda|cappio|pistola|fucile|${PILLS}|lamette|lametta|veleno) (?:e|sono|sta|stanno|l'? ?ho messa|li ho messi|le ho messe|ho nascosto|e gia|sono gia) (?:\\S+ ){0,2}(?:in garage|in cantina|in soffitta|nel cassetto|in camera|sotto il letto|in macchina|nell'? ?armadio|nel comodino|nello zaino)`,
      WEAK,
    ),
    rule(
      'all-ready',
      PL,
      'imminent',
      `ho (?:gia )?(?:tutto pronto|preparato tutto|pronto tutto)|e tutto pronto$|(?:ho )?cancellato (?:tutti )?(?:i (?:miei )?social|i (?:miei )?profili|tutte le (?:mie )?chat)`,
      WEAK,
    ),
    rule(
      'last-to-each',
      PL,
      'imminent',
      `(?:mandato|scritto|inviato|lasciato) (?:a (?:ognuno|ciascuno|tutti) )?(?:un )?(?:ultimo messaggio|ultimo saluto|messaggio d'? ?addio)(?: (?:a|per) (?:ognuno|ciascuno|tutti))?(?! (?:al|alla|nel) (?:gruppo|nonno|nonna|funerale))|(?:mandato|scritto|inviato) a (?:ognuno|ciascuno) (?:un )?ultimo`,
    ),
    rule(
      'after-me',
      PL,
      'imminent',
      `(?:le mie cose|la mia roba|i miei soldi|il mio gatto|il mio cane|i miei vestiti|la mia camera|le mie robe)(?: \\S+){0,6} quando (?:io )?${NON} ci saro(?: piu)?`,
      FIXED,
    ),
    rule(
      'till-blood',
      SH,
      'urgent',
      `(?:mi (?:sono )?(?:pres[oa]|do|dato|prendo|colpisco|colpit[oa]|picchio|picchiat[oa]|graffio|graffiat[oa]|gratto|grattat[oa]|mordo|mors[oa]|sbatto|sbattut[oa])|testate|pugni|mi strappo|mi sono strappat[oa]|mi pizzico|mi rovino)(?: \\S+){0,5} (?:finche (?:${NON} )?(?:sanguina|sanguino|esce (?:il )?sangue)|fino a (?:farmi )?(?:sanguinare|uscire (?:il )?sangue|far uscire (?:il )?sangue|farmi i lividi|lasciarmi i segni))|(?:mi (?:sono )?(?:pres[oa]|prendo|do)|ho dato) (?:a |delle |)testate (?:contro|al|sul|nel) (?:il )?(?:muro|porta|specchio|pavimento)`,
    ),
    rule(
      'massacre-verb',
      HO,
      'urgent',
      `(?:faccio|faro|farei|voglio fare|vorrei fare) (?:una |un )(?:strage|massacro|carneficina)(?! (?:di|de) )|(?:faccio|faro) saltare in aria (?:la scuola|l'? ?ufficio|tutti)`,
    ),
    rule(
      'intruder',
      DO,
      'imminent',
      `(?:e entrato|sono entrati|e dentro casa|e in casa) (?:\\S+ ){0,3}(?:e )?mi (?:sta cercando|cerca)|sta cercando di entrare|vuole entrare (?:\\S+ )?(?:a tutti i costi|con la forza)`,
      WEAK,
    ),
    rule(
      'hiding',
      DO,
      'imminent',
      `(?:sono|mi sono|sto) (?:chius[oa]|nascost[oa]|barricat[oa]|rifugiat[oa]) (?:a chiave |dentro )?(?:in (?:bagno|camera|cantina|macchina|un armadio|soffitta|garage)|dentro$|a chiave$|sotto il letto|nell'? ?armadio)`,
      WEAK,
    ),
    rule(
      'ed-every-other-day',
      ED,
      'concern',
      `mangio (?:solo )?una volta (?:ogni (?:due|tre|quattro|[2-9]) giorni|a settimana|ogni tanto)|(?:vado|corro|sono andat[oa]|sono cors[oa]|mi sono chius[oa]|mi chiudo) in bagno a (?:vomitare|rimettere|farmi vomitare)|vomit\\w* (?:\\S+ ){0,2}(?:cosi|per|per non) ${NON}? ?(?:ingrass\\w*|prendere peso|assorbire)`,
    ),
    rule(
      'lost-fast',
      ED,
      'concern',
      `(?:ho )?(?:gia )?perso (?:\\S+ )?(?:[5-9]|[1-3]\\d) (?:kg|chili|kili) in (?:\\S+ )?(?:settimana|settimane|mese|giorni|poco tempo)`,
      WEAK,
    ),
    rule(
      'place-and-time',
      PL,
      'imminent',
      `ho (?:gia )?(?:scelto|deciso|fissato) (?:anche )?(?:il (?:posto|luogo) e (?:l'? ?ora|il giorno|la data|il momento|quando)|(?:l'? ?ora|il giorno|la data) e (?:il posto|il luogo|dove))(?! (?:\\S+ )?(?:per|x|del|della|dello|dei|delle|di) )`,
    ),
    rule(
      'afraid-of-self',
      A,
      'urgent',
      `(?:paura di|quello che) (?:\\S+ ){0,2}potrei farmi|paura di (?:farmi del male|farmi qualcosa|fare qualcosa di irreparabile)`,
    ),
    rule('afraid-of-self-weak', P, 'concern', `(?:ho )?paura di me stess[oa]`, WEAK),
    rule(
      'recent-attempt',
      A,
      'urgent',
      `(?:svegliat[oa]|ricoverat[oa]|portat[oa] al pronto soccorso|finit[oa] in ospedale|mi hanno trovat[oa])(?: \\S+){0,6} (?:${PILLS}|overdose|tentativo|tagliat[oa]|impiccarmi|buttat[oa]|farla finita)|lavanda gastrica`,
    ),
    rule(
      'know-how',
      PL,
      'imminent',
      `(?:so|ho pensato a|sto pensando a|ho capito|ho trovato|ho deciso) (?:gia |anche |bene )?(?:come|il modo (?:di|per)|dove|quando) farlo$`,
      WEAK,
    ),
    rule(
      'have-all-needed',
      PL,
      'imminent',
      `ho (?:gia |ormai )?(?:tutto quello|tutto cio|cio|quello) (?:che )?(?:mi )?serve per (?:farlo|farla finita|uccidermi|ammazzarmi|${MORIRE}|andarmene)`,
    ),
    rule(
      'will-and-letters',
      PL,
      'imminent',
      `testamento(?: \\S+){0,3} (?:e )?(?:le |la |una |delle )?(?:lettere|lettera|biglietti|biglietto)|(?:lettere|lettera) (?:e )?(?:il )?testamento`,
    ),
    rule('not-coming-back', PL, 'imminent', `${NON} (?:torno|tornero|ritorno)(?: piu| mai piu)?$|e stato bello conoscer(?:vi|ti)$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'deep-cut',
      SH,
      'imminent',
      `(?:mi sono tagliat[oa]|mi sono fatt[oa] un taglio|il taglio e|i tagli sono) (?:\\S+ ){0,2}(?:profond[oa]|a fondo|profondament\\w*)`,
    ),
    rule(
      'blade-use',
      SH,
      'urgent',
      `(?:uso|usavo|prendo|passo) (?:le |la |il )?(?:lamett[ae]|rasoio|taglierino|lama) (?:\\S+ ){0,2}(?:ogni (?:sera|notte|giorno)|su di me|sulle braccia|sulle gambe|sui polsi|per tagliarmi|di nuovo)`,
    ),
    rule(
      'weapon-for',
      HO,
      'urgent',
      `(?:coltello|pistola|arma|coltellino|tirapugni|mazza|fucile) (?:\\S+ ){0,3}per (?:fargliela pagare|ucciderl\\w|ammazzarl\\w|colpirl\\w|accoltellarl\\w|vendicarmi|sistemarl\\w)`,
    ),
    rule(
      'weigh-compulsive',
      ED,
      'concern',
      `(?:mi peso|pesarmi|mi pesavo|pesandomi|mi peso anche) (?:\\S+ ){0,2}(?:volte al giorno|ogni ora|dopo ogni pasto|dopo ogni cosa che mangio)`,
    ),
    rule(
      'only-thought',
      A,
      'urgent',
      `(?:il suicidio|suicidio|${MORIRE}|uccidermi|ammazzarmi|farla finita)(?: \\S+){0,2} (?:e )?l'? ?unica cosa (?:a cui penso|che (?:voglio|penso|desidero))|penso solo (?:a|al) (?:suicidio|${MORIRE}|uccidermi|ammazzarmi|farla finita)`,
    ),
    rule(
      'clitic-restart-cut',
      SH,
      'urgent',
      `mi (?:sono |so )?(?:ricominciat[oa]|rimess[oa]|tornat[oa]|ripres[oa]|messo|mess[oa]) a (?:tagliare|ferire|bruciare|graffiare|fare del male|picchiare)|mi (?:sono |so )?(?:ustionat[oa]|scottat[oa]) (?:\\S+ ){0,4}(?:apposta|di proposito|volontariamente)`,
    ),
    rule(
      'weapon-then-shoot',
      HO,
      'urgent',
      `(?:prendere|usare|prendo|uso|rubare|rubo) (?:la|il|una|un) (?:pistola|fucile|coltello|arma)(?: \\S+){0,4} (?:e|per) (?:sparare|sparargli|spararle|ucciderl\\w|ammazzarl\\w|accoltellarl\\w)`,
    ),
    rule(
      'others-pills-tonight',
      I,
      'imminent',
      `(?:stanotte|stasera|adesso|tra poco|fra poco)(?: \\S+){0,4} (?:prendo|ingoio|mando giu|mi prendo|mi bevo|bevo) (?:le|i|tutte le|tutti i|la boccetta di|il flacone di) ${PILLS} (?:di|del|della) (?:mia|mio|mio padre|mia madre|mia nonna|mio nonno|\\S+)`,
    ),
    rule(
      'when-all-asleep',
      PL,
      'imminent',
      `quando (?:dormono|sono uscit[ie]|escono|se ne vanno|se ne saranno andati|saranno tutti a letto) tutti|quando tutti (?:dormono|dormiranno|saranno a letto)`,
      WEAK,
    ),
    rule(
      'climbing-up',
      M,
      'urgent',
      `(?:sto salendo|sono salit[oa]|salgo|sto andando) (?:\\S+ )?(?:sul tetto|sul ponte|sul cornicione|in cima al|sul viadotto)(?! (?:\\S+ ){0,4}(?:per|x) )`,
      WEAK,
    ),
    rule(
      'days-only-water',
      ED,
      'concern',
      `(?:sono giorni che|da giorni|da una settimana|da due settimane) (?:\\S+ )?(?:bevo|mangio|prendo) (?:solo|soltanto)`,
    ),
    rule(
      'switch-off',
      P,
      'concern',
      `${WANT} ${ADV}(?:spegnermi|scomparire nel nulla|svanire nel nulla|${NON} sentire piu niente per sempre)|(?:vorrei|spero) che qualcuno mi (?:spegnesse|spenga|staccasse la spina)`,
    ),
    rule('ready-to-go', I, 'imminent', `(?:adesso|ora|ormai) (?:sono pront[oa]|posso andare|posso andarmene)$|sono pront[oa] (?:ad|a) andarmene$`, WEAK),
    rule(
      'made-peace',
      PL,
      'imminent',
      `ho (?:fatto pace|chiesto scusa|chiesto perdono) (?:con|a) tutti|ho detto addio (?:a|al|alla|ai) (?:tutti|mio|mia|miei)`,
      WEAK,
    ),
    rule(
      'if-no-answer',
      PL,
      'imminent',
      `se (?:domani |stanotte |tra poco |stasera )?${NON} (?:rispondo|mi faccio sentire|mi sentite|mi vedete|rispondo piu)(?: \\S+){0,3} (?:sapete|saprete|sai|saprai|capirete|capirai) (?:perche|il motivo|cosa e successo)`,
      FIXED,
    ),
    rule('no-future', P, 'concern', `${NON} (?:vedo|riesco (?:piu )?a vedere|c'? ?e|immagino) (?:piu )?(?:un |nessun |alcun )?futuro(?: (?:per|x) me)?$`, {
      negatable: false,
      weak: true,
    }),
    rule('live-only-for', P, 'concern', `vivo (?:(?:solo|soltanto|ancora) ){1,2}(?:per|x) ${NON} (?:far soffrire|dare un dolore a|dare dolore a)`, FIXED),
    rule(
      'wish-hit',
      P,
      'concern',
      `(?:magari|spero che|vorrei che) (?:un|una|qualche|il|la) \\S+ mi (?:investisse|investa|travolgesse|travolga|uccidesse|uccida|ammazzasse|ammazzi|prendesse in pieno|prenda in pieno|schiacciasse|schiacci|cadesse addosso|cada addosso)`,
    ),
    rule('not-afraid-weak', P, 'concern', `${NON} ho (?:piu )?paura di ${MORIRE}$|(?:anzi |quasi |magari )+ci spero$`, { negatable: false, weak: true }),
    rule('ends-soon', P, 'concern', `tanto (?:tra poco|fra poco|presto) (?:finisce|e finita|finira|sara finita)(?: tutto)?$`, WEAK),
    rule(
      'not-afraid-die',
      P,
      'concern',
      `${NON} ho (?:piu )?paura di ${MORIRE}(?: \\S+){0,2} (?:anzi|quasi|magari)|${NON} (?:sopporto|reggo|tollero) piu (?:di )?(?:respirare|vivere|esistere|essere viv[oa]|svegliarmi|stare al mondo)`,
      FIXED,
    ),
    rule(
      'painless-research',
      M,
      'urgent',
      `(?:informat[oa]|cercato|cerco|letto|ricerche) (?:\\S+ ){0,3}come (?:farlo|fare|farla finita|${MORIRE}) senza (?:sentire )?(?:dolore|soffrire)|(?:farmaci|pillole|dosi|sostanze|veleni|modi|metodi) (?:letali|mortali)`,
    ),
    rule(
      'counted-pills',
      M,
      'urgent',
      `ho contato (?:le|i|tutte le|tutti i) ${PILLS}(?! (?:\\S+ )?(?:per (?:la|il|i|le) (?:settimana|viaggio|giorni|mese)|nel portapillole))`,
    ),
    rule(
      'drown',
      M,
      'urgent',
      `(?:cammino|camminare|entro|entrare|nuoto|nuotare) (?:\\S+ ){0,3}(?:dentro|in mare|nel mare|nel lago|nel fiume|al largo)(?: \\S+){0,3} (?:finche|fino a quando|e ${NON} torno|senza tornare|finche ${NON})`,
    ),
    rule('stop-fighting', P, 'concern', `${NON} (?:lotto|combatto) piu$|mi lascio andare$|(?:ho smesso|smetto) di (?:lottare|combattere)$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'stop-meds-on-purpose',
      A,
      'urgent',
      `(?:smesso|smetto) di (?:prendere|fare) (?:\\S+ ){0,5}(?:apposta|di proposito|cosi muoio|per morire|sperando di morire)`,
    ),
    rule('funeral', P, 'concern', `(?:immagino|penso a|sogno|organizzo) (?:\\S+ )?(?:il mio funerale|la mia morte|come sarebbe senza di me)`, WEAK),
    rule(
      'cant-stop-cutting',
      SH,
      'urgent',
      `${NON} (?:riesco|ce la faccio|posso) (?:piu )?(?:a )?smettere di (?:tagliarmi|ferirmi|bruciarmi|farmi del male|graffiarmi|picchiarmi)`,
      FIXED,
    ),
    rule(
      'punish-self',
      SH,
      'urgent',
      `(?:martellat\\w+|pugni|schiaffi|graffi\\w*|morsi|tagli\\w*|bruciat\\w+|colpi\\w*|picchiat\\w+|testate|lividi|ferit\\w+)(?: \\S+){0,4} (?:per|x) punirmi|punirmi (?:tagliandomi|bruciandomi|picchiandomi|facendomi male|graffiandomi)`,
    ),
    rule(
      'not-found-alive',
      PL,
      'imminent',
      `${NON} mi (?:troverete|troveranno|troverai|trovera|vedrete|vedranno|rivedrete|rivedranno) (?:piu )?viv[oa]`,
      FIXED,
    ),
    rule('decided-how', I, 'imminent', `ho (?:gia )?(?:deciso|scelto|capito) (?:come|dove|quando)$`, WEAK),
    rule(
      'stab-other',
      HO,
      'urgent',
      `(?:gli|le) (?:pianto|infilo|ficco|piantero|infilero) (?:un|il|una) (?:coltello|pugnale|lama|forbice|cacciavite)|(?:gli|le) (?:do|daro) (?:una|delle|due) coltellat\\w+`,
    ),
    rule(
      'partner-armed',
      DO,
      'imminent',
      `${PARTNER}(?: \\S+){0,4} (?:ha preso|ha in mano|impugna|ha tirato fuori|brandisce|mi punta|mi ha puntato|ha afferrato) (?:il|un|la|una) (?:coltello|pistola|fucile|arma|mazza|forbici|martello|coltellaccio)`,
    ),
    rule(
      'still-alive',
      P,
      'concern',
      `(?:delus[oa]|dispiaciut[oa]|arrabbiat[oa]|schifat[oa]) (?:\\S+ )?(?:di|che|perche) (?:essere|sono) ancora viv[oa]|peccato (?:essere|che sono) ancora viv[oa]|purtroppo (?:sono )?ancora viv[oa]|(?:sarebbe bello|che bello sarebbe|sarebbe meglio) (?:addormentar(?:mi|si)|dormire) e ${NON} (?:svegliar|risvegliar)(?:mi|si)`,
      FIXED,
    ),
    rule(
      'take-them-tonight',
      I,
      'imminent',
      `(?:stasera|stanotte|adesso|ora|tra poco|fra poco|oggi) (?:me )?(?:le|li) (?:finisco|prendo tutt[ei]|ingoio tutt[ei]|mando giu tutt[ei]|bevo tutt[ei])$`,
      WEAK,
    ),
    rule('loved-you', PL, 'imminent', `(?:vi|ti) ho voluto (?:tanto |tantissimo )?bene|vi ho amato tanto`, WEAK),
    rule('blast-with-inside', HO, 'urgent', `(?:far saltare|bruciare|dare fuoco a|incendiare)(?: \\S+){0,5} con (?:lui|lei|loro|tutti) dentro`),
    rule(
      'ed-weight-body',
      ED,
      'concern',
      `peso (?:\\S+ )?(?:[2-4]\\d) (?:kg|chili|kili)(?: \\S+){0,4} (?:mi vedo|mi sento) (?:ancora |comunque |sempre )?(?:enorme|grass[oa]|una balena|gigante|una vacca|un maiale)`,
    ),
    rule(
      'bleed-wont-stop',
      SH,
      'imminent',
      `(?:tagli|taglio|ferita|ferite|polso|braccio|avambraccio)(?: \\S+){0,6} (?:e )?${NON} (?:smette|si ferma|smettono|si fermano)(?: di sanguinare)?$`,
      FIXED,
    ),
    // — round 2: broad families for indirect wording
    /** First-person future absence: "quando nn ci saro (piu)", "tanto tra un po nn ci saro", "nn arrivo a natale". */
    rule(
      'future-absence',
      PL,
      'imminent',
      `(?:quando|dopo che|una volta che|il giorno che|per quando) (?:io )?${NON} ci (?:saro|sarei) piu(?! (?:\\S+ ){0,2}(?:in ufficio|al lavoro|a casa|in vacanza|per (?:lavoro|le ferie)|alla|al|a (?:cena|pranzo|scuola))(?![a-z]))|(?:tanto|ormai|presto|tra (?:poco|un po)|fra (?:poco|un po)) (?:io )?${NON} ci saro (?:piu|ancora per molto)`,
    ),
    rule('future-absence-weak', PL, 'imminent', `(?:quando|dopo che|una volta che|il giorno che|per quando) (?:io )?${NON} ci (?:saro|sarei)$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'not-burden-soon',
      P,
      'concern',
      `(?:tra (?:poco|un po)|fra (?:poco|un po)|presto|tanto|ormai|ancora per poco|da domani) (?:\\S+ )?${NON} (?:saro|daro) piu (?:un |una )?(?:peso|problema|fastidio|disturbo|preoccupazione)`,
    ),
    rule(
      'wont-reach',
      P,
      'urgent',
      `(?:tanto|ormai|sicuro|so che|secondo me) ${NON} (?:ci )?(?:arrivo|arrivero|arriverei) (?:viv[oa] )?(?:a|al|all'? ?|alla|ai|alle) (?:estate|natale|capodanno|compleanno|mio compleanno|primavera|inverno|autunno|\\d+ anni|maturita)(?! (?:\\S+ ){0,3}(?:con|coi|col|senza|in tempo|a finire|a dimagrire|pront[oa]|preparat[oa]))|${NON} (?:ci )?(?:arrivo|arrivero) viv[oa] (?:a|al|alla|all'? ?|fino)|${NON} (?:ci )?(?:arrivo|arrivero) (?:a|al|all'? ?|alla) (?:estate|natale|capodanno|compleanno|mio compleanno|primavera|inverno|autunno|\\d+ anni|maturita) (?:fidati|vedrai|credimi|te lo dico io|ne sono sicur[oa]|lo so)$`,
      FIXED,
    ),
    rule(
      'no-future-self',
      P,
      'concern',
      `(?:il|un) futuro (?:per me |x me )?${NON} (?:esiste|c'? ?e|ce l'? ?ho)|${NON} ho (?:piu )?(?:un )?futuro$|${NON} mi (?:vedo|immagino) (?:\\S+ ){0,3}(?:tra|fra) (?:un|\\S+) (?:anno|anni|mese|mesi)|(?:tra|fra) (?:un|\\S+) (?:anno|anni|mese|mesi) (?:io )?${NON} mi (?:vedo|immagino)|${NON} mi (?:vedo|immagino) (?:\\S+ )?(?:da nessuna parte|viv[oa])|(?:ho smesso|smetto) di fare (?:progetti|piani)|${NON} faccio piu (?:progetti|piani)`,
      { negatable: false, weak: true },
    ),
    rule(
      'nobody-would-notice',
      P,
      'concern',
      `(?:se (?:domani |un giorno |stanotte )?(?:io )?(?:${NON} (?:mi svegliassi|ci fossi|esistessi)|sparissi|morissi|me ne andassi))(?: \\S+){0,6} (?:${NON} )?(?:cambierebbe|noterebbe|se ne accorgerebbe|accorgerebbe|importerebbe|piangerebbe|mancherei)|nessuno (?:se ne )?(?:accorgera|accorgerebbe|notera|noterebbe)(?: \\S+){0,2} se ${NON} ci (?:fossi|saro)`,
    ),
    rule(
      'heart-stop',
      P,
      'concern',
      `(?:spero|vorrei|prego|magari|sogno) (?:\\S+ ){0,2}(?:che )?(?:il (?:mio )?cuore|il respiro) (?:\\S+ )?(?:si fermi|si fermasse|smetta|smettesse|si spenga|si spegnesse)|(?:vorrei|spero|${NON} vedo l'? ?ora) che (?:sta|questa|la mia) vita (?:finisca|finisse|termini|sia finita)`,
    ),
    rule(
      'imagine-not-existing',
      P,
      'concern',
      `(?:immagin\\w+|penso|sogno|fantastic\\w+) (?:di )?${NON} (?:esistere|esserci piu|esserci|essere mai nat[oa])(?: \\S+){0,4} (?:sollevat[oa]|meglio|in pace|tranquill[oa]|sollievo|bene)`,
    ),
    rule(
      'stole-means',
      M,
      'urgent',
      `(?:ho rubato|ho preso di nascosto|ho sottratto|ho fregato|ho nascosto) (?:\\S+ ){0,2}(?:${PILLS}|(?:la |una )?(?:pistola|corda|lametta|lamette|rasoio|veleno|candeggina))(?! (?:\\S+ ){0,5}(?:per (?:la|il) (?:barba|festa|gara|poligono|mal|febbre|dolore|ciclo|tosse|testa)))`,
    ),
    rule(
      'nobody-will-notice-weak',
      P,
      'concern',
      `(?:tanto )?nessuno se ne (?:accorgera|accorgerebbe)$|(?:stufo|stufa|stanc[oa]|stufat[oa]) di (?:lottare|combattere|resistere)|${NON} so quanto (?:ancora )?(?:resisto|reggo|ce la faccio)`,
      { negatable: false, weak: true },
    ),
    rule(
      'decided-no-way-back',
      I,
      'imminent',
      `(?:ho (?:gia )?preso|e presa) la (?:mia )?decisione|lo faccio (?:stanotte|stasera|oggi|domani|adesso)(?: \\S+)?$|sto bene cosi finalmente|finalmente (?:ho deciso|sono tranquill[oa]|sono in pace)`,
      { negatable: false, weak: true },
    ),
    rule(
      'farewell-loose-weak',
      PL,
      'imminent',
      `grazie (?:di|per) tutto$|(?:questa e|e|sara) l'? ?ultima volta che (?:vi |ti )?(?:scrivo|sentite|sento|parlo|leggete)$|${NON} (?:mi )?(?:cercate|cercare|cercatemi|venite a cercarmi)(?: (?:domani|piu|stanotte))?$|(?:salutatemi|salutami|dite a) (?:\\S+ ){0,3}(?:che (?:le|gli|vi) (?:voglio|volevo) bene)|(?:ho (?:gia )?(?:tutto (?:organizzato|pronto|preparato|deciso|sistemato)|organizzato tutto|preparato tutto|sistemato tutto))$|quando ${NON} c'? ?e nessuno|(?:ho sistemato|sto sistemando|ho messo in ordine) (?:\\S+ ){0,3}(?:password|conti|documenti|testamento|le mie cose)|ho (?:pagato|saldato|restituito) (?:tutti )?(?:i (?:miei )?debiti|tutto a tutti|i soldi a tutti)|ho chiuso (?:il (?:mio )?conto|i (?:miei )?conti|tutti i conti)(?! (?:\\S+ ){0,3}(?:per|x|e aperto|e ne ho aperto))`,
      { negatable: false, weak: true },
    ),
    rule(
      'gave-away-things-weak',
      PL,
      'imminent',
      `(?:ho regalato|ho dato via|sto regalando|sto dando via|regalo) (?:(?:la mia|il mio|le mie|i miei|tutt\\w+|\\S+) (?:\\S+ ){0,3}e (?:\\S+ ){1,4}|(?:la mia|il mio|le mie|i miei|tutt\\w+) (?:\\S+ ){0,4})(?:a|al|alla|ai|alle) \\S+|(?:a me |tanto )?${NON} (?:mi )?(?:servono|serve|serviranno|servira) piu$|ho (?:gia )?salutato (?:tutti|tutte|i miei|la mia famiglia)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'remove-myself',
      A,
      'urgent',
      `(?:togliere|togliermi|levare|levarmi|tolgo|levo) (?:il disturbo|di mezzo|dai piedi) (?:\\S+ )?(?:per sempre|una volta per tutte|definitivamente)|(?:togliermi|levarmi|tolgo|levo|toglierti|levarti) di mezzo(?: per sempre| una volta per tutte)?$|(?:chiudere|chiudo|chiudero|chiudiamo) (?:tutto|con tutto|la partita|baracca|bottega) (?:per sempre|una volta per tutte|definitivamente)`,
    ),
    rule(
      'clitic-kill-self-verb',
      A,
      'urgent',
      `mi (?:voglio|vorrei|volevo|vojo|devo|sto per|vado a|potrei) (?:\\S+ )?(?:a?m?mazz?are|uccidere|suicidare|impiccare|ammazza|buttare (?:giu|sotto|dal|dalla)|lanciare (?:dal|dalla|sotto|nel vuoto))`,
    ),
    rule(
      'height-check',
      M,
      'urgent',
      `(?:informat[oa]|cercato|guardato|controllato|calcolato|misurato|chiesto) (?:\\S+ ){0,4}(?:quanto e alt[oa]|quale piano|abbastanza alt[oa]|alto abbastanza|l'? ?altezza (?:del|della|di)) (?:\\S+ )?(?:ponte|palazzo|tetto|viadotto|piano|finestra|balcone|terrazzo|$)(?! (?:\\S+ ){0,3}per )|(?:ponte|tetto|palazzo|viadotto|binari|balcone|finestra|terrazzo)(?: \\S+){0,8} (?:mi chiedo|penso|calcolo|immagino|chissa) (?:quanto ci (?:vorrebbe|metterei)|se basterebbe|se farebbe male|quanto (?:e|sia) alt[oa])`,
    ),
    rule(
      'self-harm-redo',
      SH,
      'urgent',
      `(?:mi sono (?:ri)?fatt[oa] (?:\\S+ )?(?:tagli|taglietti|bruciature|graffi)|(?:rifatt[oa]|rifaccio|rifare) (?:\\S+ )?(?:i tagli|tagli|le bruciature))(?! (?:\\S+ )?(?:capelli|frangia|barba|punte|scalati|di capelli))|(?:lametta|lamette|taglierino|lama|temperino|accendino|sigaretta|forbici)(?: \\S+){0,4} (?:sulle? (?:cosce|coscia|braccia|polsi|pancia|fianchi|pelle)|sul (?:braccio|polso|fianco|petto)|sui (?:polsi|fianchi))(?! (?:\\S+ ){0,3}(?:per sbaglio|per errore|senza volerlo))|(?:sulle? (?:cosce|braccia|polsi|pancia)|sul (?:braccio|polso))(?: \\S+){0,3} (?:con|col) (?:la |il |l'? ?)?(?:lametta|lamette|taglierino|lama|temperino|accendino|sigaretta)(?! (?:\\S+ ){0,3}(?:per sbaglio|per errore|senza volerlo))`,
    ),
    rule(
      'hide-marks',
      SH,
      'urgent',
      `(?:maniche lunghe|felpa|braccialetti|polsini|cerotti)(?: \\S+){0,6} (?:cosi|per|x) (?:${NON} )?(?:nessuno (?:vede|veda|vedra|nota)|nascondere|coprire|${NON} si (?:vedano|vedono)|${NON} (?:vedano|vedono))(?: \\S+){0,2} (?:i tagli|le cicatrici|i segni|le ferite|le bruciature|cosa mi faccio|quello che mi faccio|cosa mi sono fatt[oa])|(?:cosa|quello che) mi faccio (?:di notte|quando sto male|in bagno|da sol[oa])`,
    ),
    rule(
      'stalk-armed',
      HO,
      'urgent',
      `(?:so|ho scoperto|conosco|ho capito) (?:a che ora|dove|quando|che strada) (?:\\S+ ){0,6}(?:e )?(?:ho|tengo|porto|prendo|prendero|ho preso|ho gia|ho gia preso|ho comprato|ho gia comprato) (?:il|un|la|una) (?:coltello|pistola|arma|mazza|fucile|tirapugni|spranga)`,
    ),
    rule('make-pay', HO, 'urgent', `(?:stasera|stanotte|oggi|domani) (?:me )?(?:la paga|la paghera|gliela faccio pagare|gliela faro pagare)`, { weak: true }),
    rule(
      'partner-conditional-threat',
      DO,
      'urgent',
      `(?:ragazzo|marito|compagno|fidanzato|ex|ragazza|moglie|compagna|fidanzata|patrigno|padre)(?: \\S+){0,3} (?:mi )?(?:minaccia|ha minacciato|minacciato) (?:\\S+ )?(?:che )?se (?:lo |la |l'? ?)?(?:lascio|mollo|denuncio|parlo|lo dico|esco|vado via|me ne vado)|(?:mi )?(?:ha detto|dice|ha scritto|scrive|giura|ha giurato|urla) (?:\\S+ )?(?:che )?se (?:lo |la |l'? ?)?(?:lascio|mollo|denuncio|tradisco|parlo|lo dico a qualcuno|esco|vado via|me ne vado)(?: \\S+){0,4} (?:${NON} (?:ci )?(?:arrivo|arrivero|vivo|vedo)|mi (?:ammazza|ammazzera|uccide|uccidera|sfregia|trova|spacca|rovina|fa del male|fara del male|picchia|mena)|(?:me )?la (?:paghero|pago|fa pagare|fara pagare)|(?:si )?(?:ammazza|uccide) (?:me|anche me|i miei|mia madre|mio figlio|mia figlia))|(?:mi )?(?:ha detto|dice|scrive|ha scritto|minaccia|ha minacciato)(?: \\S+){0,3} che (?:sa dove (?:abito|abitano|vivo|vivono|lavoro|lavorano|vado a scuola)|(?:me )?la paghero|me la fara pagare|mi fara del male|mi ammazza|mi ammazzera|mi uccide|mi uccidera|mi sfregia|mi rovina la faccia)`,
    ),
    rule(
      'at-door-raging',
      DO,
      'imminent',
      `(?:e |sta )?(?:fuori dalla porta|dietro la porta|sul pianerottolo|sotto casa|davanti a casa) (?:che|a) (?:urla|grida|minaccia|mi minaccia|prende a calci|tira calci|spacca|urlare|gridare|sfonda)|(?:ha (?:gia )?|sta )(?:rott\\w+|sfondat\\w+|spaccat\\w+|sfondando|rompendo|spaccando) (?:il vetro|i vetri|la porta|la finestra)(?: \\S+){0,3} (?:ho paura|aiuto|mi sono chius[oa])|(?:aiuto|ho paura)(?: \\S+){0,8} (?:e entrat[oa] in casa|mi sta cercando|sta entrando|sta cercando di entrare|sono chius[oa] (?:in|a chiave))`,
    ),
    rule(
      'ed-days-fasting',
      ED,
      'concern',
      `(?:sono|da) (?:\\S+ )?(?:giorni|settimane) (?:che )?(?:${NON} mangio|${NON} tocco cibo|bevo solo|mangio solo(?! (?:pizza|pasta|schifezz\\w+|cioccolat\\w+|dolci|patatine|panini|hamburger|kebab|sushi|merendine|nutella|gelato|carne|junk|fritti))|salto (?:i|tutti i) pasti)|(?:se|quando|dopo che|ogni volta che) mangio(?: \\S+){0,3} mi (?:sento|faccio) (?:in colpa|sporc[oa]|grass[oa]|schifo|una balena)`,
    ),
    rule(
      'ed-compensate',
      ED,
      'concern',
      `calori\\w*(?: \\S+){0,8} mi (?:punisco|castigo)|mi punisco (?:\\S+ ){0,4}(?:corsa|correndo|digiun\\w+|${NON} mangiando|saltando|vomitando|esercizi|addominali)|(?:se|quando) (?:supero|sgarro|mangio troppo|mangio qualcosa)(?: \\S+){0,4} (?:mi punisco|vomito|mi faccio vomitare|digiuno|${NON} mangio (?:per|x))`,
    ),
    rule(
      'wont-be-around-long',
      P,
      'urgent',
      `${NON} ci (?:saro|sarei) (?:ancora )?(?:a lungo|per molto|ancora per molto|per tanto|tanto a lungo)(?! (?:\\S+ ){0,2}(?:in|a|al|alla|qui|qua|da|nel|nella|con)(?![a-z]))|(?:sarete|sarai|saranno|sara) (?:finalmente )?liber[oaie] (?:\\S+ )?da me|${NON} (?:ci sara|avro) (?:piu )?un domani (?:per|x) me`,
    ),
    rule(
      'never-better-for-me',
      P,
      'concern',
      `(?:niente|nulla|le cose|la mia vita|la situazione) (?:${NON} )?(?:migliorera|cambiera|cambieranno|andra meglio|andranno meglio|si sistemera|si sistemeranno) mai (?:per|x) me|(?:per|x) me ${NON} (?:migliorera|cambiera|andra meglio) mai`,
      FIXED,
    ),
    rule(
      'hopeless-future-weak',
      P,
      'concern',
      `(?:niente|nulla|le cose) (?:${NON} )?(?:migliorera|cambiera|cambieranno|andra meglio|andranno meglio) mai$|(?:e )?inutile sperare$|${NON} c'? ?e (?:piu )?(?:speranza|via d'? ?uscita)(?: (?:per|x) me)?$|tanto (?:finira|finisce|sara finita) (?:presto|tra poco|fra poco)|manca poco(?: ormai)?$|ci penso (?:sempre|spesso|ogni giorno|di continuo|tutto il giorno)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'last-things-weak',
      PL,
      'imminent',
      `(?:e|sara|questa e) l'? ?ultim[ao] (?:sera|notte|volta|giornata|giorno) che (?:passo|vedo|sento|faccio|scrivo|sono|vi vedo|vi sento)(?: qui| a casa| con voi| qua)?$|(?:l'? ?)?ultim[ao] (?:lettera|messaggio|post|biglietto|saluto)$|(?:scusatemi|perdonatemi|scusami|perdonami) (?:per|di) tutto$|vi lascio (?:il mio|la mia|i miei|le mie) \\S+$|(?:trattatel[oaie]|curatel[oaie]) bene$|prendetevi cura di (?:lui|lei|loro)$`,
      { negatable: false, weak: true },
    ),
    rule('last-letter', PL, 'imminent', `(?:scrivendo|scritto|scrivo|lasciato|lascio) (?:anche )?l'? ?ultima lettera$`),
    rule(
      'means-nearby-weak',
      M,
      'urgent',
      `(?:ho|tengo) (?:gia )?(?:le|i|tutte le|tutti i|abbastanza) ${PILLS}$|(?:il ponte|i binari|la ferrovia|il viadotto|la scogliera|il fiume) (?:e|sono|passa|passano) (?:\\S+ ){0,4}(?:da casa mia|vicin[oi]|qui vicino|sotto casa)`,
      { negatable: false, weak: true },
    ),
    rule(
      'restarted-hurting',
      SH,
      'urgent',
      `(?:ho |sto )?(?:ricominciato|ripreso|ricominciando|riprendendo) a (?:tagliarmi|ferirmi|bruciarmi|graffiarmi|farmi male|farmi del male|picchiarmi)`,
    ),
    rule(
      'want-him-dead',
      HO,
      'urgent',
      `(?:lo|la|li|le) (?:voglio|vorrei|volevo) vedere mort[oaie]|(?:voglio|vorrei) vederl[oaie] mort[oaie]|(?:lo|la) (?:voglio|vorrei) mort[oa]$`,
    ),
    rule('decided-leave-forever', A, 'urgent', `(?:ho deciso|sto per|e ora|e il momento|ho scelto) di andarmene per sempre$`),
    rule(
      'means-hidden',
      M,
      'urgent',
      `(?:corda|cappio|pistola|veleno|lamette|lametta|${PILLS}) (?:l'? ?ho|le ho|li ho|la ho) (?:gia )?(?:nascost[oaie]|mess[oaie] da parte|tenut[oaie] da parte)`,
    ),
    rule(
      'ed-hide-skip',
      ED,
      'concern',
      `(?:nascondo|ho nascosto|butto|ho buttato|butto via|ho buttato via) (?:\\S+ ){0,2}(?:il cibo|il pranzo|la cena|la merenda|il panino|da mangiare|la colazione)(?: \\S+){0,4} (?:cosi|per|x) ${NON} (?:mangio|mangiarlo|mangiarla|mangiare|devo mangiare)|${NON} (?:mangio|tocco cibo) (?:niente |nulla )?da (?:ieri|\\S+ giorni|giorni|una settimana|due giorni|tre giorni)(?: \\S+){0,3} (?:e )?(?:mi gira|svengo|sto per svenire|mi sento svenire|tremo|ho le vertigini)`,
      FIXED,
    ),
    rule(
      'sh-to-bleed',
      SH,
      'urgent',
      `mi (?:scarnifico|graffio|gratto|mordo|strappo|pizzico|tagliuzzo) (?:\\S+ ){0,3}(?:fino a (?:farl[aeio] |farmi )?sanguinare|a sangue|fino al sangue)|(?:segni|tagli|cicatrici|bruciature)(?: \\S+){0,6} (?:ne ho fatt[io] altr[ie]|ne ho fatt[io] (?:di )?nuov[ie]|ne faccio altr[ie])`,
    ),
    rule(
      'overdose-count',
      SH,
      'imminent',
      `(?:ho|mi sono) (?:appena |gia |anche |pure )?(?:preso|pres[oa]|ingoiato|ingoiat[oa]|mandato giu|bevuto|calato|calat[oa]|fatt[oa]|sparat[oa]|bevut[oa]) (?:tipo |circa |quasi |almeno |piu di )?(?:[5-9]|[1-9]\\d|cinque|sei|sette|otto|nove|dieci|dodici|quindici|venti|trenta|quaranta|cinquanta|una (?:decina|quindicina|ventina|trentina|quarantina|cinquantina)|una scatola|mezza scatola|tutta la scatola|tutto il flacone|un flacone|un blister|un intero blister|mezzo flacone) (?!gocc)(?:\\S+ )?(?:di )?(?!gocc)(?:${PILLS}|pastiglie|pillole)(?! (?:\\S+ ){0,4}(?:per (?:la|il) (?:febbre|mal|dolore|tosse|ciclo|settimana|mese)|come (?:prescritto|da ricetta)|prescritt|in (?:\\S+ )?(?:giorni|settimane|mesi|anni)|al giorno|a settimana|al mese|(?:in|nell'? ?|durante (?:l'? ?|la |il )?)(?:un |una |la |il )?(?:mese|settimana|anno|cura|terapia)))`,
    ),
    rule(
      'weapon-on-me',
      DO,
      'urgent',
      `mi (?:ha |hanno )?(?:puntat[oa]|punta|puntano|messo|mette|tenut[oa]|tiene) (?:un |il |una |la |le )?(?:coltello|pistola|lama|forbici|arma|fucile|coltellaccio) (?:alla gola|alla testa|alla tempia|addosso|al collo|in faccia|alla pancia|al petto)`,
    ),
    rule(
      'threatened-beating',
      DO,
      'urgent',
      `(?:ha detto|hanno detto|dice|dicono|scrive|scrivono|ha scritto|hanno scritto|mi minacciano|mi minaccia) (?:\\S+ )?che (?:se (?:\\S+ ){1,5})?(?:mi (?:massacra|massacrano|massacrera|massacreranno|fanno fuori|fa fuori|spaccano la faccia|spacca la faccia|fanno del male|fara del male|faranno del male|ammazzano di botte|aspettano fuori)|prima o poi mi (?:trova|trovera|troveranno|trovano|becca|prende|ammazza|uccide|fa fuori))`,
    ),
    rule(
      'plot-harm',
      HO,
      'urgent',
      `(?:pensato|penso|pensando|sto pensando|studiando|studio) (?:a |bene )?come (?:far(?:e)? del male|fargli del male|farle del male|ucciderl\\w|ammazzarl\\w|fargliela pagare|fargli male|farle male)`,
    ),
    rule('not-worth-weak', P, 'concern', `${NON} (?:ne )?vale (?:piu )?la pena$|(?:e )?tutto inutile$|sarebbe (?:un attimo|un secondo)$`, {
      negatable: false,
      weak: true,
    }),
    rule(
      'wiping-traces-weak',
      PL,
      'imminent',
      `messagg\\w+ programmat\\w+|ho cancellato (?:tutti )?(?:i (?:miei )?social|il (?:mio )?profilo|tutte le (?:mie )?(?:foto|chat))|salutat[oa] (?:\\S+ ){0,3}uno per uno`,
      { negatable: false, weak: true },
    ),
    rule(
      'research-how-long',
      M,
      'urgent',
      `(?:informat[oa]|cercato|letto|chiesto|googlato|cerco|mi informo) (?:\\S+ ){0,3}(?:quanto ci vuole|quanto tempo ci vuole|quanto serve|come si fa|quanto fa male|quanto dura) (?:a |ad |per )?(?:annegare|soffocare|dissanguarsi|impiccarsi|${MORIRE}|morire dissanguat[oa]|andarsene)`,
    ),
    rule(
      'thinking-of-place-weak',
      M,
      'urgent',
      `(?:penso|pensare|pensando|continuo a pensare) (?:sempre |spesso |solo )?(?:al treno|ai binari|al ponte|al vuoto|al cornicione|al tetto|al viadotto)(?! (?:di|del|dell'? ?|della|dei|per|x|da|\\d)(?![a-z]))`,
      { negatable: false, weak: true },
    ),
    rule(
      'means-here',
      M,
      'imminent',
      `ho (?:la|le|il|un|una|i) (?:lametta|lamette|corda|cappio|pistola) (?:qui|qua|con me|in mano|accanto|vicino)(?! (?:\\S+ ){0,2}(?:per|x) (?:la barba|il mal|la febbre|il dolore|sicurezza|il lavoro))`,
    ),
    // — round 3: families for the kinds of miss the third blind set showed
    /** Unsure to be alive at a date, indifferent to an accident: "nn so se ci sono ancora a giugno", "se mi investono pazienza". */
    rule(
      'alive-by-then',
      P,
      'concern',
      `${NON} so (?:\\S+ ){0,2}se (?:ci )?(?:sono|saro|ci sono|ci saro|arrivo|arrivero|ci arrivo) (?:ancora|viv[oa]|ancora viv[oa]) (?:a|fino a|fino al|al|alla|all'? ?|per|tra|fra|il|l'? ?|la|quest\\w*|sto|sta|ad)(?: \\S+)?|chissa se (?:ci )?(?:saro|sarei|arrivo|arrivero) (?:ancora )?(?:viv[oa]|qui|a|al|alla|tra|fra)`,
      FIXED,
    ),
    rule(
      'die-whatever',
      P,
      'concern',
      `se (?:mi )?(?:prende|prendesse|investe|investisse|mette sotto|mettesse sotto|becca|beccasse|travolge|travolgesse|ammazza|uccide) (?:\\S+ ){0,3}(?:pazienza|amen|tanto meglio|meglio cosi|meglio|chissenefrega|chi se ne frega|fa niente|poco male|pace)$|se (?:\\S+ )?(?:muoio|moro|crepo|ci resto|ci rimango|${NON} mi sveglio(?: piu)?|ci lascio la pelle) (?:\\S+ ){0,2}(?:pazienza|amen|tanto meglio|meglio cosi|chissenefrega|chi se ne frega|fa niente|poco male|pace|meglio)$|${NON} guardo piu (?:\\S+ ){0,2}quando attraverso|attraverso (?:\\S+ ){0,3}senza guardare (?:\\S+ ){0,2}(?:apposta|sperando)`,
      FIXED,
    ),
    rule(
      'ask-god',
      P,
      'concern',
      `(?:ho chiesto|chiedo|chiederei|prego|ho pregato|supplico|imploro) (?:a )?(?:dio|il signore|gesu|la madonna|qualcuno|l'? ?universo|il cielo) (?:\\S+ )?(?:di|che) (?:${NON} (?:farmi|lasciarmi) (?:arrivare|svegliare|risvegliare|vedere)|${NON} mi (?:faccia|lasci) (?:arrivare|svegliare|vedere)|portarmi via|prendermi|chiamarmi|farmi addormentare per sempre|mi porti via|mi prenda|mi chiami)|(?:prego|spero|chiedo|sogno) (?:\\S+ )?che (?:dio|il signore|gesu|la madonna|qualcuno|la morte) (?:\\S+ )?mi (?:porti via|prenda|chiami|faccia morire|venga a prendere)`,
      FIXED,
    ),
    rule('almost-nothing-weak', P, 'concern', `(?:basterebbe|basta|ci vorrebbe) (?:un attimo|un secondo|un passo|un salto|poco|niente|un niente|un momento)$`, {
      negatable: false,
      weak: true,
    }),
    rule('think-for-me-weak', P, 'concern', `ci penso (?:per me|su di me|troppo|sempre piu spesso|ogni (?:giorno|notte|sera))$|mi manca solo il coraggio$`, {
      negatable: false,
      weak: true,
    }),
    // — active: Roman and southern clitics, "sto a pensa de famme fori"
    rule(
      'regional-off-self',
      A,
      'urgent',
      `(?:famme|fammi|farme|me faccio|mi faccio) fu?ori(?: (?:co|con|col|coi|cor|da solo|da sola|stanotte|stasera|domani|sul serio|davvero|prima o poi)(?![a-z])|$)|(?:sto a|stavo a) pensa(?:re)? (?:de|di) (?:famme|farme|farmi|ammazzamme|ammazzarme|ammazzarmi|uccidemme|levamme|levarme|toglieme|buttamme|finilla|falla finita)|(?:me|mi) (?:vojo|voglio|vorrei) (?:leva|toglie|ammazza|butta)(?:re)? (?:de|di|da|dar) (?:mezzo|torno|sto monno|sto mondo|sotto)`,
    ),
    /** A self-ending with a time, an event or a "before/after": intent. */
    rule(
      'end-with-time',
      I,
      'imminent',
      `(?:dopo|prima (?:di|del|della|dello|dei|delle)|appena (?:passa|finisce|finiscono|e passato|e finito)|entro) (?:\\S+ ){0,5}${SELF_END}|(?:stanotte|stasera|domani|sabato|domenica|lunedi|martedi|mercoledi|giovedi|venerdi|a natale|a capodanno|questo weekend|sto weekend|il \\d+) (?:\\S+ )?${SELF_END}`,
    ),
    rule('self-end', A, 'urgent', `(?:io )?${SELF_END}`),
    rule(
      'leave-world',
      I,
      'imminent',
      `me ne (?:vado|andro|sto andando) (?:da|di) (?:questo|sto|'sto) mondo|(?:lascio|lascero) (?:questo|sto) mondo|(?:vado|andro|me ne vado) (?:a raggiungere|da) (?:mio|mia|i miei) \\S+ (?:in cielo|lassu|in paradiso)`,
    ),
    /** Decisions and "don't stop me" (weak alone: two of them, or beside other risk). */
    rule(
      'stop-me-weak',
      I,
      'imminent',
      `${STOPME}(?: (?:stavolta|questa volta|sta volta|ormai|piu))?$|${NON} (?:ditemi|dirmi|provate a|provare a|cercate di|cercare di|venite a) (?:niente|nulla|fermarmi|convincermi|salvarmi|dissuadermi|cercarmi)$|(?:ormai )?(?:e|sara) una decisione(?: presa)?$|${NON} e piu (?:solo )?(?:un pensiero|un'? ?idea|una fantasia)$|^entro (?:stanotte|stasera|domani|lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|fine settimana|la settimana|fine mese)$|^(?:stanotte|stasera)$|vado a farlo$|ho (?:preso|fatto) la (?:mia )?scelta$`,
      { negatable: false, weak: true },
    ),
    rule(
      'stop-me-strong',
      I,
      'imminent',
      `(?:stavolta|questa volta|sta volta|ormai) (?:\\S+ ){0,2}${STOPME}(?! (?:\\S+ )?(?:la|il|le|i|lo|gli|un|una|dal|dalla|dai|da|partita|file|foto|dati))|(?:appena|dopo che|quando) (?:finisco|chiudo|mando|invio|ho finito|ho mandato|ho scritto|smetto)(?: di scrivere| di scriverti| di scrivervi| (?:sto|questo|il|l'? ?ultimo) messaggio| (?:la |sta |questa )?chat)(?: \\S+){0,2} (?:vado a farlo|lo faccio|lo faro|la faccio finita|mi butto|me ne vado|vado)$`,
    ),
    // — method and means
    rule(
      'lethal-dose',
      M,
      'urgent',
      `(?:dose|dosi|quantita|quanto|quanta|quante|quanti|mg|milligrammi|grammi|compresse|pastiglie|pillole) (?:\\S+ ){0,4}(?:e|sono|sia|siano|diventa|diventano|risulta|sarebbe|sarebbero) (?:letale|letali|mortale|mortali|fatale|fatali)|(?:letale|mortale|fatale) (?:per|x) (?:una|uno|me|una persona|qualcuno) (?:di|che pesa) \\d+|(?:${PILLS}|farmaco|farmaci|veleno|modo|modi|metodo|metodi|sostanza|sostanze) (?:\\S+ ){0,3}(?:piu |meno )?(?:indolore|indolori|letale|letali)(?! (?:per (?:la|il|i|le|un|una) (?:depilazione|tatuaggio|tatuaggi|piercing|ceretta|parto|dente|denti|cane|gatto|topi|zanzare)))`,
    ),
    rule(
      'ligature-test',
      M,
      'imminent',
      `(?:cintura|cinghia|sciarpa|cavo|lenzuol\\w+|cappio|laccio|corda)(?: \\S+){0,10} (?:regge|reggere|reggerebbe|tiene|terrebbe|sostiene|sosterrebbe) (?:\\S+ ){0,3}(?:il mio peso|attaccapanni|trave|gancio|lampadario|maniglia|soffione|tubo|soffitto|\\d+ (?:kg|chili))|(?:trave|gancio|attaccapanni|lampadario|maniglia|soffione|tubo della doccia)(?: \\S+){0,3} (?:regge|reggerebbe|terrebbe|tiene) (?:il mio peso|\\d+ (?:kg|chili))|(?:provato|testato|controllato|verificato|vedere) se (?:\\S+ ){0,3}(?:regge|tiene) (?:il mio peso)`,
    ),
    rule(
      'train-times',
      M,
      'urgent',
      `(?:studiando|studiato|studio|guardato|guardando|controllato|segnato|imparato|so|conosco) (?:\\S+ ){0,2}(?:gli |l'? ?)?(?:orari\\w*|a che ora passa(?:no)?|quando passa(?:no)?) (?:\\S+ ){0,3}(?:treni|treno|merci|frecciaross\\w*|intercity|alta velocita)(?: \\S+){0,5} (?:${NON} si ferma(?:no)?|${NON} (?:fa|fanno) (?:la )?fermata|passa(?:no)? (?:senza fermarsi|dritt\\w*|a tutta velocita|veloci\\w*))`,
    ),
    rule(
      'look-down-weak',
      M,
      'urgent',
      `(?:vado|salgo|torno|sto|mi siedo|resto|passo) (?:sempre |spesso |ogni (?:sera|notte|giorno) )?(?:\\S+ ){0,2}(?:sul|al|sulla|alla|in cima al|in cima alla) (?:ponte|viadotto|tetto|cornicione|terrazzo|scogliera|balcone|ringhiera|parapetto|diga|ultimo piano)(?: \\S+){0,4} (?:a )?(?:guardare|guardo|fissare|fisso) (?:giu|di sotto|il vuoto|l'? ?acqua|i binari|in basso)|(?:e|sono) (?:altissim[oa]|alt[oa] abbastanza|abbastanza alt[oa])$`,
      { negatable: false, weak: true },
    ),
    rule(
      'gun-stored-weak',
      M,
      'urgent',
      `(?:tiene|tengono|ha|hanno|tengo|ho|c'? ?e) (?:\\S+ ){0,2}(?:la |il |una |un )?(?:pistola|fucile|arma|armi|rivoltella|doppietta)(?: \\S+){0,3} (?:in garage|in cantina|in soffitta|nell'? ?armadio|nella cassaforte|nell'? ?armadietto|in camera|nel cassetto|in casa)|so dove (?:sta|stanno|e|sono|tiene|tengono) (?:\\S+ ){0,2}(?:la chiave|le chiavi|la combinazione|il codice|le munizioni|i proiettili|la pistola|il fucile)`,
      { negatable: false, weak: true },
    ),
    rule(
      'on-height-now',
      M,
      'imminent',
      `(?:sono|sto|mi trovo) (?:\\S+ ){0,2}(?:sul|in cima al|in cima alla|sulla) (?:ponte|viadotto|tetto|cornicione|terrazzo|scogliera|ringhiera|parapetto|diga)(?: \\S+){0,2} (?:adesso|ora|in questo momento|proprio ora|rn)$`,
    ),
    // — plan and preparation
    rule(
      'when-found',
      PL,
      'imminent',
      `(?:per |da usare |da mettere )?(?:quando|dopo che|il giorno che) mi (?:troveranno|troverete|troverai|trovera|avranno trovat[oa])|(?:vestit[oi]|abito) (?:\\S+ ){0,3}(?:per il mio funerale|per la bara|per quando mi)|(?:ho scelto|ho deciso|scelgo) (?:\\S+ ){0,3}(?:la musica|le canzoni|i fiori|la bara|il vestito) (?:\\S+ ){0,2}(?:per )?(?:il mio funerale)`,
    ),
    rule(
      'wont-write-weak',
      PL,
      'imminent',
      `${NON} (?:vi|ti) (?:scrivero|sentirete|sentirai|leggerete|leggerai|disturbero|rompero) (?:\\S+ )?piu|(?:volevo|voglio|ci tenevo a) (?:solo )?(?:dirti|dirvi|dire) grazie(?: (?:di|per) tutto)?$|sei stat[oa] (?:l'? ?unic[oa]|la sola|il solo) (?:che|a) |(?:ricordarsi|ricordati|ricordatevi|ricordarti|ricordarvi|ricordare) di me$|${NON} (?:dimenticatevi|dimenticarti|dimenticarvi) di me$`,
      { negatable: false, weak: true },
    ),
    rule(
      'lease-weak',
      PL,
      'imminent',
      `(?:ho )?disdett\\w* (?:\\S+ ){0,3}(?:affitto|contratto|casa|abbonament\\w+|utenze|assicurazione|telefono|palestra|conto)(?! (?:\\S+ ){0,3}(?:perche|xke|visto che|dato che|per|x|che) )|${NON} (?:ho cercato|cerco) (?:un'? ?|una )?altra casa|${NON} (?:mi )?(?:serve|servira|servono|serviranno) piu (?:niente|nulla|a niente)|(?:parto|vado via) (?:\\S+ )?(?:ma|e) ${NON} (?:torno|tornero)(?! (?:\\S+ )?(?:prima|per|a|al|alla|fino|entro|stasera|domani|presto|tardi|in))`,
      { negatable: false, weak: true },
    ),
    rule(
      'pet-arranged-weak',
      PL,
      'imminent',
      `(?:chiesto|chiedo|detto|dico|scritto|scrivo) (?:\\S+ ){0,4}(?:se (?:puo|potete|puoi|potra) |di )?(?:tenere|prendere|prendersi cura|occuparsi|badare|adottare|tenersi) (?:\\S+ )?(?:il mio|la mia|i miei|le mie|del mio|della mia|dei miei|al mio|alla mia) ${PET}(?! (?:\\S+ ){0,3}(?:mentre|durante|per (?:il|la|le|qualche|un|una|due|tre)|quando (?:sono|saro) (?:via|in|fuori)|fino a))`,
      { negatable: false, weak: true },
    ),
    rule(
      'pet-after',
      PL,
      'imminent',
      `(?:cosa|come|che) (?:fare|fa) (?:\\S+ ){0,2}(?:col|con il|con la|coi|con i|del|della|dei) (?:mio |mia |miei |mie )?${PET} (?:dopo|quando ${NON} ci saro(?: piu)?|dopo di me)$`,
    ),
    rule(
      'alone-window-weak',
      PL,
      'imminent',
      `(?:la )?casa (?:e|sara|resta|rimane) (?:libera|vuota)(?: \\S+)?(?: e| quindi|$)|(?:calcolato|studiato|segnato|controllato|so) (?:\\S+ ){0,2}(?:quando|a che ora) (?:\\S+ ){0,4}(?:fa il turno|fanno il turno|(?:e|sono) di turno|esce|escono|dormono|va via|vanno via|partono|nn c'? ?e nessuno)|nessuno mi (?:ferma|fermera|puo fermare|trova|trovera)$`,
      { negatable: false, weak: true },
    ),
    // — self-harm described
    rule(
      'blade-again',
      SH,
      'urgent',
      `(?:riusat[oa]|ripres[oa] in mano|ritirat[oa] fuori|ritirato fuori|rimess[oa] mano a|tirato fuori di nuovo) (?:\\S+ )?(?:la |le |il |i |una |un )?(?:lama|lametta|lamette|rasoio|taglierino|temperino|lame)(?! (?:\\S+ ){0,3}(?:per (?:aprire|tagliare|scartare|il lavoro|lavoro|i pacchi|la carta|il cartone|la barba|radermi|depilarmi)))|(?:smontat[oa]|smonto|smontare|aperto|apro|rotto|rompo) (?:\\S+ )?(?:il |un |i )?temperin[oi]|(?:la |le )?(?:lama|lame|lametta|lamette) del temperino`,
    ),
    rule(
      'carved',
      SH,
      'urgent',
      `mi (?:sono |so )?(?:incis[oa]|inciso|incido|scritt[oa]|scritto|scrivo|graffiat[oa]|tagliat[oa]|fatt[oa]) (?:\\S+ ){0,4}(?:sulla|sul|sulle|sui|nella|nel) ${BODY}(?: \\S+){0,2} (?:con|col) (?:il |la |l'? ?|un |una |le |i )?${SH_TOOL}|(?:incis[oa]|inciso|incido) (?:\\S+ ){0,4}(?:sulla|sul|sulle|sui) ${BODY}`,
    ),
    rule(
      'cutting-again',
      SH,
      'urgent',
      `cutting (?:again|di nuovo|ancora)|(?:sh|self harm|selfharm) (?:again|di nuovo)|(?:relapse|ricaduta|ricadut[oa])(?: \\S+){0,3} (?:sh|self harm|cutting|tagli|lametta|autolesionismo)`,
    ),
    // — harm to others
    rule(
      'kill-other-easy',
      HO,
      'urgent',
      `(?:facile|semplice|bello|giusto|basterebbe poco|potrei|vorrei|voglio|penso di|penso a|pensato di|pensare di|immagino di|sogno di|fantastico su come|come potrei|voglia di|impulso di) (?:\\S+ ){0,3}(?:${KILL_OTHER_CL})(?! (?:\\S+ )?(?:a (?:fifa|fortnite|cod|carte|scacchi)|nel gioco|ahah\\w*|lol))`,
    ),
    rule(
      'revenge-idiom',
      HO,
      'urgent',
      `(?:gli|le|li) (?:faccio|faro|voglio far|devo far) fare la fine (?:che (?:si )?merita|che (?:si )?meritano|del topo|che ha fatto)|(?:lo|la|li|le) (?:faccio|faro) (?:a pezzi|fuori|secc[oa]|sparire)(?! (?:\\S+ )?(?:a (?:fifa|fortnite|carte|scacchi|tennis|padel|calcetto)|al gioco|nel gioco|in partita))|(?:quello|quella|quelli|lui|lei|quel (?:bastardo|stronzo|pezzo di merda|porco|maiale)|quella (?:stronza|troia|puttana)) (?:lo |la |li )?(?:sistemo|sistemero|elimino|eliminero) (?:una volta per tutte|per sempre|definitivamente)`,
    ),
    rule(
      'poison-other',
      HO,
      'imminent',
      `(?:(?:messo|metto|mettere|versato|verso|versare|sciolto|sciolgo|sciogliere) (?:\\S+ ){0,2}${POISON}(?: \\S+){0,3}|${POISON}(?: \\S+){0,6} (?:da mettere|da versare|da sciogliere|metterl[oaie]|versarl[oaie]|metto|verso|sciolgo|mettero|versero)(?: \\S+){0,3}) (?:nel|nella|nei|nelle|nell'? ?) ?(?:caffe|bicchiere|piatto|cibo|bevanda|bottiglia|cena|pranzo|minestra|te|acqua|vino|birra|drink|borraccia|tazza) (?:di|del|della|dei|delle|a|al|alla|ai|per)(?![a-z])`,
    ),
    rule(
      'kill-other-verbs',
      HO,
      'urgent',
      `(?:voglio|vorrei|vojo|penso di|sto pensando di|ho pensato di|ho deciso di|voglia (?:matta )?di|sogno di|progetto di|impulso di) (?:\\S+ )?(?:bruciare viv[oaie]|dare fuoco a|sgozzare|pugnalare|decapitare|squartare|torturare|spingere (?:giu|sotto)|sfregiare|gambizzare) (?:mio|mia|miei|mie|quel|quell[oaei]|quei|quegli|tutti|il mio|la mia|i miei|le mie|lui|lei|loro|qualcuno|la|il|i|gli|le)(?! (?:tempo|noia|zanzar\\w*|mosc\\w*|ragn\\w*|legna|foglie|sterpaglie|erbacce|calorie|grassi|arrosto|pane|torta))`,
    ),
    rule(
      'weapon-to-place',
      HO,
      'urgent',
      `(?:a|al|in|all'? ?) ?(?:scuola|lavoro|ufficio|classe|liceo|universita|palestra)(?: \\S+){0,2} (?:porto|portero|mi porto) (?:\\S+ )?(?:una|la|un|il) (?:pistola|arma|coltello|fucile|bomba|mazza|coltellino|tirapugni|machete|spranga)`,
    ),
    // — danger from others
    rule(
      'threat-reported',
      DO,
      'urgent',
      `(?:ha detto|hanno detto|dice|dicono|scrive|ha scritto|hanno scritto|mi scrive|mi ha scritto|urla|ha urlato|urlava|grida|gridava|giura|ha giurato|minaccia|ha minacciato|mi manda) (?:\\S+ ){0,2}(?:che )?(?:se (?:\\S+ ){1,5})?(?:mi (?:rompe|rompera|spacca|spacchera|apre|taglia|sfregia|brucia) (?:le gambe|la faccia|la testa|le ossa|il collo|le braccia|i denti)|mi (?:ammazza|ammazzera|uccide|uccidera|fa fuori|fara fuori|massacra|massacrera|sgozza|accoltella|strozza|strangola|fa sparire|fa a pezzi|butta giu|brucia viv[oa])(?! (?:di (?!botte|mazzate|legnate)|de |dal |dalla |dalle |a forza di |ahah|lol))|mi ammazza di (?:botte|mazzate|legnate)|(?:ti|te) (?:ammazzo|uccido|faccio fuori|sgozzo|ammazzero|uccidero|massacro|ammazzo di botte|spacco la faccia|rompo le gambe|faccio a pezzi))`,
    ),
    rule(
      'threat-with-weapon',
      DO,
      'urgent',
      `mi (?:minaccia|ha minacciat[oa]|minacciava|insegue|ha inseguit[oa]|rincorre|ha rincors[oa]|aggredisce|ha aggredit[oa]) (?:\\S+ ){0,2}(?:con (?:un |una |il |la |lo |l'? ?)|col |coi )${WEAPON}`,
    ),
    rule(
      'crash-together',
      DO,
      'urgent',
      `(?:urla|dice|minaccia|ha detto|urlando|dicendo|gridando|minacciando|giura|grida) (?:\\S+ ){0,2}che (?:ci )?(?:schiantiamo|ammazziamo|moriamo|uccidiamo|facciamo fuori|buttiamo giu|ammazza tutti e due|uccide tutti e due) (?:insieme|tutti e due|tutti|entrambi)`,
    ),
    rule(
      'hiding-with-child',
      DO,
      'imminent',
      `mi sono (?:chius[oa]|barricat[oa]|nascost[oa]|rifugiat[oa]) (?:\\S+ ){0,3}(?:col|con (?:il|la|i|le|mio|mia|miei|mie)) (?:bimb\\w+|bambin\\w+|figli\\w*|piccol\\w+|neonat\\w+|pupo|pupa)`,
    ),
    rule(
      'pounding-door-weak',
      DO,
      'imminent',
      `(?:sta|stanno) (?:picchiando|battendo|colpendo|prendendo a (?:calci|pugni|spallate)|tirando calci|dando pugni|cercando di (?:sfondare|aprire|forzare)) (?:\\S+ )?(?:sulla|alla|contro la|la) porta`,
      WEAK,
    ),
    // — eating
    rule(
      'ed-tiny-day',
      ED,
      'concern',
      `(?:oggi|ieri|tutto il giorno|in tutto il giorno|da ieri|da stamattina) (?:solo |soltanto |ho mangiato (?:solo )?)?(?:\\d+|un|una|uno|mezz[oa]|due|tre|quattro|cinque) (?:mandorl\\w+|cracker|gallett\\w+|foglie? d\\S* insalata|acini|noci|fett\\w+ d\\S* mela|grissin\\w+|chicchi|biscott\\w+|carot\\w+)(?: e (?:un|una|uno|\\S+) (?:caffe|te|tisana|acqua|bicchiere d\\S* acqua|coca zero|sigarett\\w+|mela|yogurt))?$|(?:domani|da domani|stavolta|la prossima settimana) (?:\\S+ )?(?:provo|proviamo|provero|si prova|tento|vado) (?:con |a )?(?:niente|nulla|zero|solo acqua|digiuno|a digiuno|0 calorie|zero calorie)$`,
    ),
    rule(
      'ed-throw-food',
      ED,
      'concern',
      `(?:butto|ho buttato|buttato|nascondo|ho nascosto|getto|ho gettato|do al cane|ho dato al cane) (?:via )?(?:\\S+ ){0,2}(?:il pranzo|la merenda|la cena|la colazione|il panino|il cibo|da mangiare|i pasti)(?: \\S+){0,5} (?:anche oggi|ogni giorno|tutti i giorni|di nascosto|senza che|di nuovo|ancora una volta|come sempre)`,
    ),
    rule(
      'ed-bones',
      ED,
      'concern',
      `(?:mi si vedono|si vedono|vedo|sento|mi sento|tocco) (?:\\S+ )?(?:le )?(?:costole|ossa|clavicole|zigomi|vertebre|ossa del bacino)(?: \\S+){0,4} (?:ma|e) (?:\\S+ )?(?:${NON} basta|ancora (?:grass\\w+|troppo|${NON} basta)|voglio (?:di piu|dimagrire|perdere|vederle)|${NON} e abbastanza)|mangio solo (?:quando|se) (?:\\S+ ){0,2}(?:${NON} posso farne a meno|sto per svenire|mi obbligano|sono costrett\\w+|mi costringono|svengo|${NON} ce la faccio piu)`,
    ),
    rule(
      'ed-purge-wide',
      ED,
      'concern',
      `(?:rimetto|rimettere|rigetto|rigettare|ho rimesso|ho rigettato) (?:\\S+ ){0,2}(?:apposta|di proposito|di nascosto|dopo (?:ogni pasto|i pasti|mangiato|aver mangiato|cena|pranzo)|tutto quello che mangio)`,
    ),
    rule(
      'ed-medical-wide',
      ED,
      'urgent',
      `(?:${VOMIT}|lassativi|digiun\\w*|abbuff\\w*|${NON} mangio)(?: \\S+){0,10} (?:salta(?:no)? (?:i |dei )?battiti|battito (?:irregolare|strano)|extrasistoli|crampi (?:fortissimi|forti|terribili)|svenut[oa]|sangue nelle feci|${NON} (?:riesco|riuscivo) a stare in piedi)`,
    ),
    // — round 3b: families from a second self-written probe
    rule(
      'pills-bought-secretly',
      PL,
      'imminent',
      `(?:comprat[oa]|pres[oa]|procurat[oa]|rubat[oa]|ordinat[oa]) (?:\\S+ ){0,3}${PILLS}(?: \\S+){0,6} (?:in (?:due|tre|quattro|piu|diverse|varie) farmacie|di nascosto|cosi (?:${NON}|nessuno) (?:se ne accorg\\w+|lo sa|sospetta|sospettano|mi fanno domande)|senza ricetta (?:apposta|cosi))`,
    ),
    rule(
      'electrocution',
      M,
      'urgent',
      `(?:vasca|bagno)(?: \\S+){0,6} (?:phon|fon|asciugacapelli|tostapane|piastra|stufetta)(?! (?:\\S+ )?(?:per (?:asciugare|i capelli)))|(?:phon|fon|asciugacapelli|tostapane|stufetta) (?:\\S+ ){0,3}(?:nella vasca|in acqua|nell'? ?acqua)`,
    ),
    rule(
      'blade-at-wrists',
      M,
      'imminent',
      `(?:coltello|lametta|lama|rasoio|taglierino|forbici|vetro|coltellino) (?:\\S+ ){0,2}in mano(?: \\S+){0,5} (?:le braccia|i polsi|il polso|le vene|il braccio|sul lavandino|in bagno|nella vasca)|(?:i polsi|le braccia|il polso) (?:\\S+ ){0,4}(?:coltello|lametta|lama|rasoio|taglierino) in mano`,
    ),
    rule(
      'poison-time',
      M,
      'urgent',
      `quanto (?:ci )?(?:mette|mettono|impiega|impiegano|vuole) (?:\\S+ ){0,3}(?:gas|monossido|veleno|topicida|candeggina|farmaco|farmaci|${PILLS}|overdose) (?:a fare effetto|ad agire|a uccidere|per morire|a ${MORIRE})`,
    ),
    rule(
      'only-means-missing-weak',
      M,
      'urgent',
      `mi (?:manca|mancano) (?:solo|soltanto|ancora) (?:la |le |il |i |una |un )?(?:${PILLS}|corda|pistola|lametta|lamette|veleno|coraggio di farlo)`,
      { negatable: false, weak: true },
    ),
    rule(
      'returned-things-weak',
      PL,
      'imminent',
      `(?:ho )?restituit[oaie] (?:\\S+ ){0,3}(?:chiavi|libri|cose|soldi|vestiti|tutto)|(?:scritto|fatto|preparato) (?:il )?(?:mio )?testamento`,
      { negatable: false, weak: true },
    ),
    rule(
      'pet-given-forever',
      PL,
      'imminent',
      `(?:dato|regalato|affidato|lasciato) (?:via )?(?:il|la|i|le) (?:mio |mia |miei |mie )?${PET} (?:\\S+ ){0,3}per sempre`,
    ),
    rule(
      'close-all-when-weak',
      I,
      'imminent',
      `(?:chiudo|chiudero|la chiudo|la finisco|finisco tutto|chiudo con tutto) (?:tutto )?(?:stanotte|stasera|oggi|domani|adesso)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'wont-see-birthday',
      I,
      'imminent',
      `${NON} (?:vedrete|vedrai|vedranno|festeggerete|festeggerai|festeggeranno) (?:il )?(?:mio )?(?:prossimo )?(?:compleanno|natale|capodanno|diploma|laurea|\\d+ anni)`,
      FIXED,
    ),
    rule(
      'injured-by-blows',
      DO,
      'urgent',
      `mi (?:ha|hanno) (?:rotto|spaccato|incrinato|fratturato|lussato) (?:\\S+ ){0,2}(?:costol\\w+|naso|braccio|dent\\w+|labbro|zigomo|polso|dita|mascella|timpano|testa) (?:a (?:calci|pugni|schiaffi|botte|testate|cinghiate|bastonate)|picchiandomi|con (?:un|una|il|la) (?:pugno|calcio|schiaffo|${WEAPON}))|${PARTNER} (?:\\S+ ){0,3}mi ha (?:rotto|spaccato|incrinato|fratturato) (?:\\S+ ){0,2}(?:costol\\w+|naso|braccio|dent\\w+|labbro|zigomo|polso|dita|mascella|timpano)`,
    ),
    rule(
      'held-down',
      DO,
      'urgent',
      `(?:mi (?:ha|hanno) (?:tenut[oa] giu|schiacciat[oa]|bloccat[oa] a terra|stretto (?:il collo|la gola)|premuto (?:il cuscino|la faccia|la mano))|mi teneva giu|mi tiene giu)(?: \\S+){0,5} (?:${NON} (?:riuscivo|riesco|potevo|posso) (?:piu )?a respirare|soffocavo|senza (?:poter )?respirare)`,
    ),
    rule(
      'image-abuse',
      DO,
      'urgent',
      `(?:pubblicat\\w+|diffus\\w+|mandat\\w+ a tutti|girat\\w+|postat\\w+|minaccia di pubblicare|vuole pubblicare) (?:\\S+ ){0,2}(?:le )?mie foto (?:nud\\w+|intim\\w+|private|senza vestiti)|(?:dice|ha detto|minaccia) (?:\\S+ )?che mi (?:rovina|rovinera) (?:la vita|la reputazione)`,
    ),
    rule(
      'ed-lose-more',
      ED,
      'concern',
      `pers[oa] (?:\\S+ )?\\d+ (?:kg|chili|kili)(?: \\S+){0,6} (?:voglio|devo|vorrei) (?:perderne|perdere|scendere) (?:altri|ancora)|(?:conto|mi conto|contare|segno) (?:\\S+ )?(?:le )?calorie (?:anche )?(?:del|della|dei|delle|di) (?:chewing gum|gomm\\w+|acqua|caffe|te|sigarett\\w+|dentifricio|medicine|vitamine|caramell\\w+)`,
    ),
    rule(
      'run-over-other',
      HO,
      'urgent',
      `(?:investire|investirl[oaie]|mettere sotto|metterl[oaie] sotto|tirare sotto|tirarl[oaie] sotto|schiacciare|schiacciarl[oaie]) (?:\\S+ ){0,3}(?:con la macchina|con l'? ?auto|con il furgone|col furgone|col motorino|con lo scooter|in macchina)`,
    ),
    rule(
      'wont-wake-tomorrow',
      PL,
      'imminent',
      `(?:domani|domattina|stanotte) (?:\\S+ )?${NON} mi (?:svegliero|risvegliero)(?: piu| mai piu)?$|${NON} mi (?:svegliero|risvegliero) (?:mai )?piu$`,
      FIXED,
    ),
    // — an overdose already taken, told now ("ho preso tutta la scatola di tachipirina", "ho ingoiato 15 pastiglie poco fa")
    rule(
      'took-and-going',
      SH,
      'imminent',
      `${TOOK} (?:\\S+ ){0,2}(?:delle|le|i|dei|degli|mie|miei|sue|suoi|quelle|quei|parecchie|un po di) (?:\\S+ )?${PILLS}(?: \\S+){0,6} (?:e |ora |adesso |e ora |e adesso |ma )?${GOING}`,
    ),
    // — waiting until after someone's day so as not to spoil it, then leaving ("aspetto che passi il compleanno di mia madre, poi basta")
    rule(
      'wait-day-then-end',
      PL,
      'imminent',
      `${WAIT}${EVENT}(?: \\S+){0,8}? (?:e |ma )?(?:poi|dopo|dopodiche|a quel punto|finito quello|passato quello)(?: pero)? ${THEN_END}${NOT_MUNDANE}`,
    ),
    rule('after-day-end', PL, 'imminent', `dopo ${EVENT}(?: \\S+){0,3}? ${FINAL_END}${NOT_MUNDANE}`),
    rule(
      'wait-for-day',
      PL,
      'imminent',
      `${WAIT}${EVENT}${NOT_MUNDANE}|^(?:e |ma )?dopo ${EVENT}(?: (?:lunedi|martedi|mercoledi|giovedi|venerdi|sabato|domenica|domani|prossimo|prossima))?$`,
      WEAK,
    ),
    rule(
      'not-spoil-day',
      PL,
      'imminent',
      `(?:per|di) ${NON} (?:rovinar|guastar|roviname)\\w*(?: (?:la|il|i|le|lo|l'? ?|sua|suo|loro) ?(?:${EVENT_DAY}|festa|giornata|natale|matrimonio|serata|momento))?$|${NON} (?:voglio|vorrei|posso) (?:rovinar|guastar)\\w* (?:la |il |i |le |lo |l'? ?|sua |suo |loro )?(?:${EVENT_DAY}|festa|giornata|natale|matrimonio|serata|momento)`,
      { negatable: false, weak: true },
    ),
    rule('then-gone', PL, 'imminent', `(?:^(?:e |ma )?|e )(?:poi|dopo|dopodiche|a quel punto)(?: pero)? ${THEN_END}`, WEAK),
    // — giving away pets or cherished things with finality ("ho regalato la mia chitarra e i fumetti, tanto nn mi servono piu")
    rule(
      'gave-treasured',
      PL,
      'imminent',
      `${NOT_THEM}(?:regalat[oaie]|regalo|sto regalando|dat[oaie] via|do via|sto dando via|cedut[oaie]|dat[oaie](?= (?:\\S+ ){0,3}?(?:la mia|il mio|le mie|i miei|tutti i miei|tutte le mie) )) (?:\\S+ ){0,3}?(?:la mia|il mio|le mie|i miei|tutti i miei|tutte le mie|la|il|le|i|lo|gli|l'? ?) ?(?!(?:sua|suo|sue|suoi|loro|vecch\\w*|usat\\w*|rott\\w*) )(?:\\S+ )?(?:${BELONGING}|${PET})${NOT_DECLUTTER}`,
      WEAK,
    ),
    rule(
      'better-off-with-them',
      PL,
      'imminent',
      `^(?:e |ma |tanto |almeno )?(?:e|sara|era) meglio cosi$|(?:la )?dove vado (?:io )?${NON} (?:mi )?(?:serve|servono|serviranno|servira)|${NON} mi (?:serviranno|servira)$|almeno (?:lui|lei|loro) (?:stara|staranno) bene(?: quando ${NON} ci saro(?: piu)?)?$|(?:lui|lei|loro) (?:pensa|pensano|crede|credono) che sia (?:solo )?per (?:le vacanze|una vacanza|qualche giorno|un weekend|un viaggio)|^(?:e |ma )?(?:era|e stata|e stato) la cosa piu (?:difficile|dura)$|il resto sara (?:facile|piu facile|semplice)|(?:gli|le|ho) (?:ho )?detto che (?:e|sia) (?:solo )?per (?:qualche giorno|le vacanze|una vacanza|un weekend|un viaggio|poco)|in realta (?:e|sara) per sempre`,
      WEAK,
    ),
    rule(
      'pet-given-to',
      PL,
      'imminent',
      `${NOT_THEM}(?:dato|regalato|ceduto|portato) (?:via )?(?:il|la|i|le) (?:mio |mia |miei |mie )?${PET} (?:a|al|alla|ai|alle|da) \\S+${NOT_DECLUTTER}`,
      WEAK,
    ),
    // — threats against the writer's life, described ("ha detto che mi brucia la casa con me dentro", "mi scrive che nn arrivo a domani")
    rule(
      'burn-me-inside',
      DO,
      'urgent',
      `(?:brucia|brucera|bruciare|bruciato|dare fuoco a|da fuoco a|dara fuoco a|dato fuoco a|incendia|incendiare|incendiera)\\w* (?:\\S+ ){0,4}con me dentro|${THREAT_SAID}(?:\\S+ ){0,3}?mi (?:da|dara|darebbe|dava) fuoco`,
      FIXED,
    ),
    rule(
      'told-wont-live',
      DO,
      'urgent',
      `${THREAT_SAID}(?:\\S+ ){0,3}?(?:io )?${NON} (?:ci )?(?:arrivo|arrivero|arriverei|vedo|vedro|vedrei|passo|passero|supero|superero) (?:a |al |alla )?(?:domani|domattina|stanotte|la notte|natale|il weekend|la fine della settimana|i miei \\S+ anni|il mio compleanno|sabato|domenica)|${THREAT_SAID}(?:\\S+ ){0,3}?(?:io )?${NON} mi (?:sveglio|svegliero|risveglio|risvegliero) piu|${THREAT_SAID}(?:io )?sono (?:una |un )?(?:donna |uomo |ragazza |ragazzo )?mort[oa]$|${THREAT_SAID}(?:me la|me le) (?:fa|fara|faranno|fanno|farebbe) pagare con la vita|${THREAT_SAID}(?:\\S+ ){0,3}?(?:finisco|finiro|finirei|faccio la fine) (?:sotto terra|sottoterra|al cimitero|in un fosso|in una cassa|nel fiume|a pezzi|in obitorio|in una bara|dentro una bara)|${THREAT_SAID}(?:\\S+ ){0,3}?mi (?:butta|buttera|butterebbe|getta|gettera|lancia|lancera) (?:giu )?(?:dal|dalla|dalle|dallo|dai|sotto) (?:\\S+ )?(?:balcone|finestra|scale|ponte|terrazzo|tetto|macchina|treno)|${THREAT_SAID}(?:\\S+ ){0,3}?mi (?:viene|verra|vengono) a (?:prendere|cercare|trovare) (?:e|per) (?:mi )?(?:ammazza|uccide|ammazzarmi|uccidermi|farmi fuori|fa fuori|sgozza|sgozzarmi|accoltella)|(?:la prossima volta|stavolta|questa volta) ${NON} ti (?:manco|manchero|sbaglio)`,
      FIXED,
    ),
    // — disturbi alimentari: quantità e orgoglio, nascondere, compensare, lassativi, vomito raccontato, corpo, gergo
    rule(
      'calorie-day',
      ED,
      'concern',
      `(?:oggi|ieri|domani|solo|sto a|ne faccio|io ne faccio|punto a|meno di) (?:\\S+ )?(?:0|zero|[1-9]\\d{0,2})(?: (?:calorie|kcal|kal|cal|al giorno))(?! (?:di |per porzione|ogni))|(?:oggi|domani) (?:solo )?(?:0|zero)$|(?:supero|superare|sforo|sopra) (?:le )?[1-9]\\d{2}(?! ?(?:kg|chili|km|euro|m))(?: calorie| kcal| al giorno)?|(?:ero (?:gia )?a) [1-9]\\d{2}|obiettivo (?:3\\d|4\\d) ?(?:kg|chili)|(?:entrare|entro) nella (?:3[0-9]|40)(?! anni)|(?:quinto|sesto|settimo|quarto|terzo|decimo) giorno di digiuno${ED_NOT}|(?:sono al |al )?day (?:\\d+) senza (?:niente|mangiare|cibo)|digiuno totale|(?:challenge|sfide?) di digiuno|(?:conto|contare) le masticazioni|(?:\\d+) per boccone`,
    ),
    rule(
      'restrict-told',
      ED,
      'concern',
      `(?:da|dal|dalla) ${IT_WEEKDAY} (?:\\S+ ){0,2}(?:solo )?(?:acqua|caffe)(?: e (?:acqua|caffe))?${ED_NOT}|(?:non mangio|nn mangio|non mangiavo|nn mangiavo|niente) (?:\\S+ )?da ${IT_WEEKDAY}${ED_NOT}|(?:l'ultima|l ultima) cosa che ho mangiato (?:era|e stata) (?:ieri|l'altro ieri|due giorni fa)|(?:sono|e) (?:\\S+ )?(?:tre|quattro|cinque|sei|\\d+) giorni che (?:vado avanti|tiro avanti|vivo) (?:\\S+ )?(?:a|con|di) (?:acqua|caffe)|(?:e|è) una settimana che non mangio|mangio (?:quasi niente|pochissimo|pochissimo|niente) da (?:settimane|mesi|giorni)|mangio (?:solo )?una volta al giorno${ED_NOT}|(?:bevo|bere) (?:\\S+ ){0,6}per non (?:avere|sentire) (?:la )?fame|(?:come|x) non sentire la fame|(?:la sera )?mi concedo (?:uno|una|un) (?:yogurt|mela|biscotto|cracker|frutto)|(?:pranzo saltato|ho saltato il pranzo) (?:\\S+ ){0,2}(?:cena saltata|perche ero (?:gia )?a)|(?:ma|pero) non voglio mangiare (?:lo stesso|comunque)|non riesco a mangiare$|tornare a mangiare (?:\\S+ ){0,3}manco mort[oa]|(?:se|quando) (?:la bilancia|il peso) (?:\\S+ ){0,3}(?:segna|sale)(?: \\S+){0,6} (?:non mangio|salto (?:la cena|il pranzo|i pasti))|se sale (?:anche )?di (?:un etto|\\d+ grammi)|(?:il giorno dopo|quel giorno) non mangio(?: niente)?|se non so i grammi non mangio|(?:poi )?per (?:due|tre|\\d+) giorni niente|(?:io )?ne faccio [1-9]\\d{2}(?! ?(?:euro|km|passi|metri|m))|(?:i carboidrati|il cibo|mangiare|la pasta|il pane) mi fa(?:nno)? paura|tre mandorle|mezza mela$|solo cose bianche|(?:e|è) digiuno di penitenza ma|(?:mi peso|peso) (?:appena sveglia|prima di pranzo|dopo la doccia)(?: \\S+){0,4} (?:prima di|dopo)`,
      FIXED,
    ),
    rule(
      'hiding-food',
      ED,
      'concern',
      `(?:nascondo|nascondevo|ho nascosto) (?:la |il |i |le |lo )?(?:pasta|cibo|pranzo|panino|merendine|dolci|carne|pane|merenda)(?: \\S+)? (?:nel|nello|nella|nei|sotto|in|nell'|nell) ?(?:tovagliolo|tovaglioli|zaino|tasca|tasche|letto|armadio|manica)|(?:le|li) nascondo sotto il letto|(?:butto|buttato|getto) (?:\\S+ ){0,2}(?:nel|nella|nel|in) (?:water|cestino|spazzatura|pattumiera)|(?:panino|pranzo|merenda) lo butto|(?:il resto )?lo butto quando nessuno (?:guarda|vede)|(?:dico|ho detto|dire) (?:\\S+ ){0,3}che (?:ho|avevo) (?:gia )?mangiato|(?:pensano|pensa|crede|credono) che (?:io )?(?:mangi|abbia mangiato|ho mangiato)|(?:cosi )?sembra che (?:ho|abbia) mangiato|lo sposto nel piatto|(?:apro|accendo) (?:il rubinetto|l'acqua|la doccia|la musica) (?:\\S+ ){0,2}(?:nessuno|non) (?:sente|senta)|mi (?:ha|hanno) chiesto se avevo mangiato|metto maglioni larghi|profilo segreto (?:\\S+ ){0,3}(?:digiuno|ana|pro ana)`,
      FIXED,
    ),
    rule(
      'exercise-compensate',
      ED,
      'concern',
      `(?:corsa|corro|correre|corso|cyclette|tapis roulant|addominali|palestra|passi|cardio|camminata|km)(?: \\S+){0,8} (?:per|finche non ho) (?:bruciar(?:la|lo|li|e tutto)|bruciato (?:quel poco|tutto|quello)|smaltirl[oa]|compensare)|(?:un|una) (?:biscotto|mela|cornetto|fetta|yogurt|merendina)(?: \\S+)? (?:\\d+) (?:minuti|ore) di (?:cyclette|corsa|tapis|cardio)|dopo ogni pasto (?:faccio|corro) (?:\\S+ ){0,2}(?:cyclette|corsa|tapis|cardio|addominali|ora|ore)|se (?:sgarro|salto un allenamento)(?: \\S+){0,4} (?:corro|faccio|non mangio)|(?:mi sento in colpa e faccio|e faccio) (?:due|tre|\\d+) ore di (?:cardio|corsa|cyclette|palestra)|(?:sgarro|abbuffata)(?: \\S+){0,6} (?:digiuno totale|corsa|due ore)|palestra due volte al giorno`,
    ),
    rule(
      'laxatives-amount',
      ED,
      'concern',
      `(?:lassativi|tisane lassative|dulcolax|diuretici)(?: \\S+){0,6} (?:tre volte al giorno|quantita assurde|per vedere la bilancia|non bastano piu)|(?:ho ordinato|ordino|compro) (?:dei |i )?(?:diuretici|lassativi|dulcolax)(?: \\S+){0,2} (?:online|su internet|e tisane)|(?:\\d+|tre|quattro|cinque|sei|dieci|venti) (?:lassativi|dulcolax|pastiglie lassative)|per vedere la bilancia scendere`,
    ),
    rule(
      'purge-told',
      ED,
      'concern',
      `(?:mangiato|mangio|abbuffata|binge)(?: \\S+){0,8} (?:e )?poi (?:ho )?(?:vomitato|purgato|tutto fuori)|(?:ho )?vomitato dopo (?:cena|pranzo|ogni pasto|mangiato)(?: \\S+){0,2} anche|ormai viene (?:quasi )?da solo|vomito (?:tutti i giorni|da (?:un anno|due anni|mesi|anni))${ED_NOT}|(?:quando|se) vomito troppe volte|a forza di vomitare|(?:andare|vado|corro) in bagno a (?:tirarla|tirarlo|buttarla) fuori|(?:e )?(?:se non posso|altrimenti) vomito|(?:mastico e sputo|masticare e sputare)|(?:ho )?purgato`,
      FIXED,
    ),
    rule(
      'purge-medical',
      ED,
      'urgent',
      `(?:vomitando|vomitato|vomitare|vomito|mi facevo vomitare)(?: \\S+){0,6} (?:c'era|c era|e uscito) (?:del )?sangue|(?:dopo aver vomitato|quando vomito)(?: \\S+){0,6} (?:dolore (?:forte )?al petto|crampi|il cuore che corre)`,
    ),
    rule(
      'thin-drive',
      ED,
      'concern',
      `(?:mi vedo|vedo) ancora (?:enorme|grassa|grasso)|la pancia la vedo ancora|i still feel fat|(?:devo )?perdere altri (?:\\d|due|tre|quattro) (?:kg|chili)|ho perso altri (?:\\d|due|tre) (?:kg|chili)|la bilancia dice ancora troppo|(?:sono|sto) (?:troppo )?(?:magra )?ma (?:io )?mi vedo ancora|voglio scendere ancora|ne mancano (?:\\d|due|tre|quattro)|non mollo|peso (?:3\\d) chili|(?:4\\d|3\\d) chili per (?:un metro|1)|ho perso (?:\\d+|dieci|dodici) chili in (?:\\S+ )?(?:mesi|settimane)|mi sento (?:fortissima|leggera)`,
      WEAK,
    ),
    rule('body-signs', ED, 'concern', ED_BODY, { weak: true, oneSignal: true }),
    rule('medical-signs', ED, 'urgent', ED_MEDICAL, { weak: true, negatable: false, oneSignal: true }),
    rule('slang', ED, 'concern', `(?:tips|consigli|trucchi) per ana|(?:thinspo|bonespo|meanspo|sweetspo|thinspiration)|(?:ana|mia) buddy|ho fatto binge`),
  ],
  negations: oneOf([
    // "nn so quanto resisto prima di fare una cazzata": "I don't know" negates nothing after it
    // "allora niente, è che…", "e niente": "niente" as a spoken filler negates nothing after it
    `(?:mai|non|nn|nun|mica|manco|nessun|nessuna|nessuno|(?<!(?:allora|vabbe|insomma|cmq|e) )niente(?! (?:e che|cioe|allora|insomma|comunque|cmq|boh|ok)(?![a-z])))(?! so (?:quanto|se|come|perche|cosa|quando)(?![a-z]))${NEG_REACH}`,
    'per niente',
    'neanche',
    'nemmeno',
    'neppure',
    'ho smesso di',
    'smesso di',
    'senza voglia di',
  ]),
  guards: oneOf([
    `(?:${MORIRE}|muoio|muori|muore|morendo|morto|morta|morti|morte|morivo|morirei) (?:\\S+ )?(?:dal|dalle|dalla|di|de) (?:ridere|risate|risa|fame|sonno|caldo|freddo|noia|sete|vergogna|paura|invidia|gelosia|curiosita|stanchezza|nostalgia|voglia|imbarazzo)`,
    'da morire',
    'mi (?:do|darei|sono dat[oa]) (?:\\S+ )?(?:pugni|schiaffi|botte|testate) (?:\\S+ ){0,2}(?:per quanto|tanto) sono (?:scem[oa]|stupid[oa]|idiota|cretin[oa]|distratt[oa]|rincoglionit[oa])',
    '(?:tagli|taglio|taglietto) (?:\\S+ )?(?:di |ai |alla |della )?(?:capelli|frangia|barba|punte)',
    '(?:lametta|lamette|rasoio|rasoi) (?:\\S+ ){0,2}(?:sulle gambe|sulle ascelle|per depilarmi|per la barba|sul viso|sulla barba|sull?e? inguine)',
    'stanc[oa] mort[oa]',
    'mort[oa] di (?:fame|sonno)',
    'un morto di fame',
    '(?:mi fa|mi fai|mi fanno|mi ha fatto) (?:\\S+ )?morire',
    'ammazza(?:re|ndo|to)? il tempo',
    'uccide(?:re|ndo)? il tempo',
    'ammazzare la noia',
    'mi (?:ammazzo|uccido|sto ammazzando|sto uccidendo|ammazzerei) (?:di|dal|dalle|dalla) (?:lavoro|fatica|risate|studio|ridere|palestra|allenamento)',
    '(?:questo|questa|sto|sta|il) (?:\\S+ )?(?:lavoro|caldo|stress|traffico|esame|capo|prof|professore|studio) mi (?:uccide|ammazza|sta uccidendo|sta ammazzando)',
    '(?:mia madre|mio padre|i miei|mia moglie|mio marito|il capo|la prof|il prof|mia sorella|mio fratello) (?:\\S+ )?mi (?:ammazza|uccide|ammazzera|uccidera)(?: se| quando)?',
    '(?:se|quando) (?:lo|la) (?:becco|prendo|trovo) (?:lo|la) (?:ammazzo|uccido)',
    '(?<!(?:scritto|scrive|scriveva|detto|dice|diceva|urla|urlato|urlava|grida|gridato|gridava|minaccia|minacciato|minacciava|messaggio|messaggi|manda|mandato|giura|giurato) (?:che )?)(?:ti|vi) (?:ammazzo|uccido)(?: (?:se|haha|ahah|ahahah|lol))?',
    '(?:tagliarmi|tagliato|tagliata|taglio|tagliare|tagliati|tagliate) (?:i |le )?(?:capelli|unghie|frangia|barba|punte)',
    'mi sono (?:tagliat[oa]|bruciat[oa]) (?:\\S+ ){0,3}(?:il dito|un dito|la lingua|la mano|cucinando|con la carta|affettando|sbucciando|facendo la barba|in cucina|col forno|con il forno|con la pentola)',
    '(?:tagliare|taglio) (?:la |il |le |i )?(?:cipolla|cipolle|pane|carne|verdure|carta)',
    'digiuno intermittente|quaresima|ramadan',
    'sparire dalla faccia della terra (?:per la vergogna|dalla vergogna)',
    'sparire (?:per la vergogna|dalla vergogna)',
    'pistola (?:ad acqua|giocattolo|a piombini|softair|per la colla|della colla)',
    '(?:salto|saltare|saltato) (?:di gioia|la corda|con la corda|col paracadute|in piscina|dal trampolino|il pranzo|la cena|la colazione)',
    'farla finita con (?:questa|questo|questi|queste|lui|lei|il|la|le|i|gli|lo|quel|quella|sto|sta) ',
    'me la faccio sotto',
    // hyperbole with a laugh: "sto capo mi fa venire voglia di impiccarmi ahah", "mi butterei da un ponte piuttosto che rivederlo lol"
    `(?:mi|me|ci) (?:fa\\w*|fai|hanno fatto|ha fatto) venire (?:la )?voglia di (?:\\S+ ){1,6}${LAUGH}`,
    `${LAUGH}(?: \\S+){0,5} (?:mi|me|ci) (?:fa\\w*|fai|hanno fatto|ha fatto) venire (?:la )?voglia di(?: \\S+){1,5}`,
    `(?:mi (?:butterei|ammazzerei|impiccherei|sparerei|ucciderei|lancerei|suiciderei)|preferirei (?:morire|crepare))(?: \\S+){0,8} ${LAUGH}`,
    // "se sbaglio ancora la ricetta mi sparo": a mishap, then the idiom
    '(?:se|quando) (?:sbaglio|devo|dovessi|mi tocca|rifaccio|rivedo|risento|ricapita|succede (?:ancora|di nuovo)|ribecco|sento ancora|vedo ancora|ribeccare)(?: \\S+){0,8} mi sparo',
    // "mi ammazza di pasta", "ci uccide di compiti": overfeeding, overworking
    '(?:mi|ci|ti) (?:ammazza|uccide|ammazzera|uccidera|ammazzano|uccidono|ammazzeranno) (?:di|de|a forza di) (?!botte|mazzate|legnate|pugni|calci|schiaffi|coltellate)\\S+',
    '(?:mi (?:butto|butterei|lancio|getto)|buttarmi) (?:\\S+ ){0,4}(?:di|dalle|dalla|dal) (?:risate|ridere|gioia|felicita)',
    // "starebbero meglio se nn ci fossi io a rompere le scatole": being there doing something
    `se (?:io )?${NON} ci fossi (?:io )?(?:a|ad) \\S+`,
    // someone's threat laughed off in the same clause ("mia sorella dice che mi ammazza se le prendo la felpa ahah")
    `(?:(?:che|ke) )?mi (?:ammazza|uccide|ammazzera|uccidera|fa fuori|fara fuori|massacra|massacrera|sgozza|sfregia|spacca)(?: \\S+){0,8} ${LAUGH}`,
    'ahah\\w*|haha\\w*',
    // "stasera mi sparo tutta la serie", "mi sparo un caffe": spararsi = binge on something
    "mi (?:sparo|sparero|sparavo|sono sparat[oa]|sparerei) (?:tutta|tutto|tutte|tutti|una|un|uno|la|il|le|i|gli|lo|dei|delle|degli|due|tre|quattro|na|n'|st[aoei]|quest\\S*|quell\\S*|mezz\\S*|almeno)(?! (?:\\S+ )?(?:colpo|pallottola|proiettile|pistolettata|fucilata|revolverata))",
    // hyperbole of boredom: "mi sparerei a vedere sta partita", "roba da spararsi"
    '(?:mi sparerei|mi sparo) (?:piuttosto|pur di|a (?:vedere|sentire|ascoltare|guardare|stare|fare|lavorare|studiare|rivedere)|se (?:devo|dovessi))',
    "(?:c'? ?e|roba|cose|cosa|film|partita|lezione) da spararsi",
    '(?:corda|corde) (?:\\S+ ){0,2}(?:per|x|da|di) (?:l\\W? ?)?(?:arrampic\\w*|scalare|saltare|stendere|il bucato|la palestra|la barca|la tenda|il campeggio|roccia|alpinismo|trekking|traino|legare|chitarra|violino)',
    "(?<!se (?:lo |la |l'? ?)?(?:lascio|mollo|denuncio|tradisco) (?:non|nn|n) (?:ci )?)(?:arrivo|arrivare|arrivarci|arrivero) a fine mese",
  ]),
  escalators: oneOf([
    'stanotte',
    'stasera',
    'questa notte',
    'questa sera',
    'adesso',
    'subito',
    'tra poco',
    'fra poco',
    'in questo momento',
    'in mano',
    'accanto a me',
    'vicino a me',
    'nel cassetto',
    "(?:ho gia|ho) (?:il|un|la|una|mio|mia|l'? ?) ?(?:coltello|pistola|arma|fucile|corda)",
    '(?:ho|ho gia|tengo) (?:\\S+ )?(?:preso|pronto|pronta|impugnato) (?:il|un|la|una) (?:coltello|pistola|arma|fucile)',
    "(?:ce l|l)'? ?ho (?:qui|qua|in mano|con me)",
    'qui con me',
    'davanti a me',
    'oggi',
    '(?:e|sta|stanno|e gia|sono gia) (?:qui |qua |li |gia |proprio )?(?:sotto casa(?: mia)?|qui sotto|qua sotto|fuori dalla porta|davanti alla porta|dietro la porta|sul pianerottolo|davanti a casa(?: mia)?|nel cortile|sotto il portone|al portone)',
    'sta (?:salendo|venendo (?:qui|qua|da me)|arrivando (?:qui|qua|da me))',
    "(?:ne ho|ce l'? ?ho|le ho|li ho|l'? ?ho) (?:gia )?(?:\\S+ ){0,3}(?:in camera|in borsa|nel comodino|nello zaino|in tasca|in macchina)",
    '(?:ho|ho gia|tengo) (?:la|il|un|una) (?:mazza|spranga|tirapugni|machete|ascia|coltellaccio|cacciavite|bastone|coltello|pistola)(?: \\S+){0,2} (?:in macchina|nello zaino|in tasca|in borsa|pronto|pronta)',
    '(?:porto|portero|mi porto) (?:\\S+ )?(?:il|un|la|una) (?:coltello|pistola|arma|fucile|mazza|spranga|tirapugni|machete)',
    '(?:sono|siamo) (?:in macchina|in auto) con (?:lui|lei|mio \\S+|mia \\S+|il mio \\S+|la mia \\S+)',
  ]),
  resolved: oneOf([
    "(?:a (?:1\\d|2\\d|quindici|sedici|diciassette|diciotto|diciannove) anni|a vent'? ?anni|da (?:piccol[oaie]|bambin[oaie]|ragazzin[oaie]|adolescente)|al liceo|alle (?:superiori|medie)|all'? ?universita) (?:io )?(?:mi |ci |ti |lo |la |le |li )?[a-z]+(?:avo|evo|ivo|ero|ava|eva|iva|avamo|evamo)|(?:nel|era il|nell'? ?anno) (?:19\\d\\d|200\\d|201\\d|202[0-3])|durante (?:il |la |l'? ?)?(?:lockdown|liceo|divorzio|universita|adolescenza)",
    "(?:ormai |adesso |ora )?e passato(?! (?:un|una|un'|il|la|troppo|tanto|poco))|ho smesso(?! di)|ho fatto (?:la )?pace con (?:il passato|quel periodo|quella parte|tutto quello|quello che)|da allora mai piu|(?:che|ke) (?:non|nn) mi (?:faccio (?:piu )?del male|taglio|ferisco|brucio)",
    "(?:l'? ?ho|lo ho|l ho|la ho|li ho) (?:gia )?denunciat[oa]",
    '(?:ora|adesso|oggi) (?:vivo|abito|sto) lontan[oa]',
    '(?:ora|adesso|oggi) sono al sicuro',
    '(?:sto )?scherz(?:o|ando|avo)|(?:era|e) (?:solo )?uno scherzo',
    '(?:\\S+ ){1,2}anni fa',
    'anni fa',
    'quando ero (?:adolescente|piccol[oa]|ragazzin[oa]|giovane|al liceo|alle medie)',
    'da ragazz[oa]',
    // An age or a school long past, and a life rebuilt since: "a vent'anni", "alle superiori ho…", "ora sono risposata".
    "(?<!ho )a (?:1\\d|2\\d|quindici|sedici|diciassette|diciotto|diciannove|vent[a-z]*|trent[a-z]*) ?'? ?anni(?! (?:gia |ancora |io )?(?:sono|ho|mi sento|voglio|vorrei|non|sto|penso))|(?:al liceo|alle superiori|alle medie|all'? ?universita) (?:ho|avevo|ero) |mi ricordo (?:ancora )?(?:quando|di quando)|col tempo (?:si e |e )?(?:calmat[oa]|passat[oa]|sparit[oa])|(?:ora|adesso|oggi) sono (?:risposat[oa]|sposat[oa]|serena|sereno)",
    'ormai e passato',
    'acqua passata',
    'sto bene (?:ora|adesso|da anni|da tempo)',
    'un tempo',
    '(?:da|sono) (?:un po|tanto|tanto tempo|mesi|settimane|\\S+ (?:mesi|settimane|giorni|anni)) (?:che )?(?:non|nn) mi',
    'in passato',
    '(?:ora|adesso|oggi) (?:non|nn) piu',
    'ne sono (?:uscit[oa]|fuori)',
    'pulit[oa] da',
    'da (?:piccol[oa]|bambin[oa]|ragazzin[oa]|adolescente)',
    'grazie (?:alla|a) (?:terapia|psicologa|psicologo|cure)',
    'da (?:\\S+ ){1,2}anni (?:non|nn)',
    '(?:tanto|molto|parecchio) tempo fa',
    '(?:ora|adesso|oggi) (?:\\S+ ){0,4}sto (?:molto |tanto |decisamente |davvero |proprio )?(?:meglio|bene)',
    'ho ritrovato (?:la voglia di vivere|la serenita|me stess[oa]|la pace)',
    '(?:ora|adesso|oggi) (?:sono|vado) in (?:terapia|cura)',
    'sono guarit[oa]',
    '(?<!da quando )avevo (?:\\S+ )?anni',
    'nel (?:19\\d\\d|200\\d|201\\d)',
    '(?:oggi|ora|adesso) sono felice',
  ]),
  // Telling it or rereading an old trace of it yesterday: "l'ho raccontato alla terapeuta ieri", "l'ho riletto ieri".
  recovered: ['(?:raccontato|detto|letto|riletto|trovato|ritrovato)(?: \\S+){0,4} ieri'],
  present: oneOf([
    '(?:non|nn|mica) (?:e|sto|era|sto mica|e mica) (?:uno |solo |affatto |per niente )?scherz\\w*',
    'sul serio',
    'di nuovo',
    'de novo',
    'ancora adesso',
    'ancora oggi',
    'tuttora',
    'da quando ero',
    'ricominciato(?! da (?:zero|capo))',
    'ricomincio',
    'ricaduta(?! (?:\\S+ ){0,3}nel (?:19|20)\\d\\d)',
    'ricaduto',
    'ultimamente',
    'ieri',
    'in questi giorni',
    'questa settimana',
    'stanotte',
    'stasera',
  ]),
  distance: oneOf([
    '(?:la mia|il mio) (?:psicologa|psicologo|terapeuta|psichiatra) mi (?:ha )?(?:chiesto|consigliato|suggerito|detto)',
    '(?:come|un) esercizio',
    "(?:nel|in un|nell' ?|in questo) (?:film|libro|romanzo|gioco|videogioco|sogno|episodio|anime|manga|fumetto|articolo|telegiornale|tg|podcast|video)",
    '(?:nella|in una|in questa) (?:serie|storia|canzone|notizia|fiction|puntata)',
    '(?:il mio|il|quel) personaggio',
    'al (?:tg|telegiornale)',
    'sul giornale',
    '(?:sto scrivendo|scrivo|ho scritto|sto leggendo|ho letto|sto rileggendo|ho visto|sto guardando) (?:\\S+ ){0,2}(?:un|una|il|la|uno) (?:racconto|storia|romanzo|fanfiction|fanfic|sceneggiatura|poesia|tema|copione|libro|film|serie|fumetto|manga|podcast)',
    '(?:il|la|lo) (?:protagonista|cattivo|cattiva|antagonista|eroe|eroina|paladino)',
    'campagna di (?:d d|dnd|dungeons)|gioco di ruolo',
    "(?:se|quando) (?:qualcuno|una persona|un amico|un'? ?amica|un ragazzo|una ragazza|un figlio|una figlia|un paziente|una paziente) (?:\\S+ )?(?:sta pensando|pensa|vuole|parla|dice|ha|scrive)",
    'come (?:si )?(?:riconosce|capisce|aiuta|riconoscere|capire|aiutare)',
    '(?:la|il) (?:prof|professor\\w*|insegnante|docente|maestr[oa]) (?:\\S+ ){0,3}(?:ha |ci ha |mi ha )?(?:spiegato|spiega|insegnato|detto|parlato)',
  ]),
};
