import { describe, expect, it } from '@jest/globals';
import { RISK_CATEGORIES } from '@vi/contracts';
import { assessConversation, assessMessage } from '../index.js';
import type { RiskCategory, RiskLevel } from '../types.js';
import { rules } from './de.js';

type Case = [text: string, category: RiskCategory, level: RiskLevel];

/**
 * German phrasings of every category, as people write them (phone typing, missing accents,
 * slang), with the level each must reach; then idioms, sadness, stories and news that must stay
 * quiet. Written by the rules' author: the held-out evaluation set is kept apart from these.
 */
const RISK: Case[] = [
  ['Ich will einfach nicht mehr aufwachen.', 'passive_ideation', 'concern'],
  ['ich möchte einschlafen und nie wieder aufwachen', 'passive_ideation', 'concern'],
  ['ich wäre lieber tot', 'passive_ideation', 'concern'],
  ['ich wünschte, ich wäre tot', 'passive_ideation', 'concern'],
  ['ich will sterben', 'active_ideation', 'urgent'],
  ['ich moechte einfach nur sterben', 'active_ideation', 'urgent'],
  ['ich will nicht mehr leben', 'passive_ideation', 'concern'],
  ['ich hab keinen grund mehr zu leben', 'passive_ideation', 'concern'],
  ['das leben hat keinen sinn mehr', 'passive_ideation', 'concern'],
  ['wozu noch leben', 'passive_ideation', 'concern'],
  ['ich bin so lebensmüde', 'passive_ideation', 'concern'],
  ['alle wären ohne mich besser dran', 'passive_ideation', 'concern'],
  ['ich bin nur eine last für alle', 'passive_ideation', 'concern'],
  ['ich wünschte ich wäre nie geboren', 'passive_ideation', 'concern'],
  ['ich will einfach verschwinden', 'passive_ideation', 'concern'],
  ['ich habe mit dem leben abgeschlossen', 'passive_ideation', 'urgent'],
  ['ich will mich umbringen', 'active_ideation', 'urgent'],
  ['ich denke darüber nach, mich umzubringen', 'active_ideation', 'urgent'],
  ['ich habe suizidgedanken', 'active_ideation', 'urgent'],
  ['ich bin suizidal', 'active_ideation', 'urgent'],
  ['ich will mir das leben nehmen', 'active_ideation', 'urgent'],
  ['ich will mein leben beenden', 'active_ideation', 'urgent'],
  ['ich denke ständig an selbstmord', 'active_ideation', 'urgent'],
  ['ich will es einfach beenden', 'active_ideation', 'urgent'],
  ['ich könnte alle tabletten auf einmal nehmen', 'method_means', 'urgent'],
  ['wie viele schlaftabletten braucht man um zu sterben', 'method_means', 'urgent'],
  ['die waffe liegt in meiner schublade', 'method_means', 'imminent'],
  ['ich will von der brücke springen', 'method_means', 'urgent'],
  ['ich stehe auf dem dach', 'method_means', 'imminent'],
  ['ich werfe mich vor den zug', 'method_means', 'urgent'],
  ['ich hab ein seil gekauft', 'method_means', 'imminent'],
  ['mich aufhängen', 'method_means', 'urgent'],
  ['ich will mir die pulsadern aufschneiden', 'method_means', 'urgent'],
  ['ich werde mich heute umbringen', 'intent', 'imminent'],
  ['ich bringe mich heute nacht um', 'intent', 'imminent'],
  ['ich habe beschlossen, mein leben zu beenden', 'intent', 'imminent'],
  ['ich habe tabletten gesammelt', 'plan_preparation', 'imminent'],
  ['ich habe genug tabletten', 'plan_preparation', 'imminent'],
  ['ich habe abschiedsbriefe geschrieben', 'plan_preparation', 'imminent'],
  ['ich habe meine sachen verschenkt', 'plan_preparation', 'imminent'],
  ['lebt wohl, ihr alle', 'plan_preparation', 'imminent'],
  ['ihr werdet mich nie wieder sehen', 'plan_preparation', 'imminent'],
  ['ich ritze mich wieder', 'self_harm', 'urgent'],
  ['ich hab mich gestern wieder geritzt', 'self_harm', 'urgent'],
  ['ich schneide mich jeden tag', 'self_harm', 'urgent'],
  ['ich verletze mich selbst', 'self_harm', 'urgent'],
  ['ich habe wieder angefangen mich zu ritzen', 'self_harm', 'urgent'],
  ['ich habe mich mit zigaretten verbrannt', 'self_harm', 'urgent'],
  ['es blutet und hört nicht auf', 'self_harm', 'imminent'],
  ['ich habe zu viele tabletten genommen', 'self_harm', 'imminent'],
  ['ich will ihn umbringen', 'harm_to_others', 'urgent'],
  ['ich habe angst, meinem baby etwas anzutun', 'harm_to_others', 'urgent'],
  ['ich werde eine waffe mit in die schule nehmen', 'harm_to_others', 'urgent'],
  ['mein mann schlägt mich', 'danger_from_others', 'urgent'],
  ['er hat mich geschlagen', 'danger_from_others', 'urgent'],
  ['er hat gedroht, mich umzubringen', 'danger_from_others', 'urgent'],
  ['ich habe angst vor meinem mann', 'danger_from_others', 'urgent'],
  ['er steht mit einem messer vor der tür', 'danger_from_others', 'imminent'],
  ['ich werde zu hause geschlagen', 'danger_from_others', 'urgent'],
  ['ich habe seit drei tagen nichts gegessen', 'eating_disorder', 'concern'],
  ['ich bringe mich nach dem essen zum kotzen', 'eating_disorder', 'concern'],
  ['ich nehme abführmittel', 'eating_disorder', 'concern'],
  ['ich habe angst zuzunehmen', 'eating_disorder', 'concern'],
  ['meine magersucht ist zurück', 'eating_disorder', 'concern'],
  ['manchmal wünschte ich, ich würde einfach nicht mehr aufwachen', 'passive_ideation', 'concern'],
  ['Ich möchte nicht mehr da sein', 'passive_ideation', 'concern'],
  ['es wäre besser, wenn es mich nicht gäbe', 'passive_ideation', 'concern'],
  ['ich hab keine lust mehr zu leben', 'passive_ideation', 'concern'],
  ['ich habe keine kraft mehr zu leben', 'passive_ideation', 'concern'],
  ['was soll das leben noch', 'passive_ideation', 'concern'],
  ['ich will nur noch sterben', 'active_ideation', 'urgent'],
  ['ich habe oft gedanken, mich umzubringen', 'active_ideation', 'urgent'],
  ['ich denke an suizid', 'active_ideation', 'urgent'],
  ['ich hab keinen bock mehr, ich will mich umbringen', 'active_ideation', 'urgent'],
  ['ich würde mich am liebsten umbringen', 'active_ideation', 'urgent'],
  ['ich will mich abmurksen', 'active_ideation', 'urgent'],
  ['ich denke daran, mich vor einen zug zu werfen', 'method_means', 'urgent'],
  ['mein vater hat eine pistole im schrank', 'method_means', 'urgent'],
  ['ich könnte einfach vom balkon springen', 'method_means', 'urgent'],
  ['ich weiß, wie viele tabletten ich bräuchte', 'method_means', 'urgent'],
  ['heute nacht bringe ich mich um', 'intent', 'imminent'],
  ['ich mache heute schluss mit allem', 'intent', 'imminent'],
  ['ich habe einen abschiedsbrief an meine eltern geschrieben', 'plan_preparation', 'imminent'],
  ['ich habe schon alles geregelt, die tabletten liegen bereit', 'plan_preparation', 'imminent'],
  ['ich habe meine katze zu meiner schwester gebracht, wenn ich nicht mehr da bin', 'plan_preparation', 'imminent'],
  ['ich hab mir gestern die arme aufgeschnitten', 'self_harm', 'urgent'],
  ['ich verletze mich seit wochen', 'self_harm', 'urgent'],
  ['ich hatte einen rückfall und hab mich geritzt', 'self_harm', 'urgent'],
  ['ich ritz mich', 'self_harm', 'urgent'],
  ['ich werde meinen chef umbringen', 'harm_to_others', 'urgent'],
  ['ich hab lust, ihn abzustechen', 'harm_to_others', 'urgent'],
  ['mein freund würgt mich, wenn er betrunken ist', 'danger_from_others', 'urgent'],
  ['mein vater hat mich verprügelt', 'danger_from_others', 'urgent'],
  ['er hat mich vergewaltigt', 'danger_from_others', 'urgent'],
  ['ich esse seit einer woche fast nichts', 'eating_disorder', 'concern'],
  ['ich kotze nach jedem essen', 'eating_disorder', 'concern'],
  ['ich hungere mich runter', 'eating_disorder', 'concern'],
  ['manchmal wäre ich lieber gar nicht mehr da', 'passive_ideation', 'concern'],
  ['es wäre allen egal, wenn ich sterben würde', 'passive_ideation', 'concern'],
  ['ich will nicht mehr existieren', 'passive_ideation', 'concern'],
  ['ich wünsche mir, dass alles endlich aufhört', 'passive_ideation', 'concern'],
  ['mein leben ist sinnlos', 'passive_ideation', 'concern'],
  ['ich habe überlegt, mir das leben zu nehmen', 'active_ideation', 'urgent'],
  ['suizid geht mir nicht aus dem kopf', 'active_ideation', 'urgent'],
  ['ich will mich selbst töten', 'active_ideation', 'urgent'],
  ['bin suizidgefährdet', 'active_ideation', 'urgent'],
  ['ich hab wieder todesgedanken', 'active_ideation', 'urgent'],
  ['ich will mich erhängen', 'method_means', 'urgent'],
  ['ich hab mir überlegt, vom dach zu springen', 'method_means', 'urgent'],
  ['ich könnte eine überdosis nehmen', 'method_means', 'urgent'],
  ['ich habe ein messer neben meinem bett', 'method_means', 'imminent'],
  ['ich werde mich heute nacht umbringen', 'intent', 'imminent'],
  ['morgen springe ich von der brücke', 'intent', 'imminent'],
  ['ich bin bereit zu sterben', 'intent', 'imminent'],
  ['ich habe abschiedsbriefe für alle geschrieben', 'plan_preparation', 'imminent'],
  ['ich habe alles verschenkt', 'plan_preparation', 'imminent'],
  ['ich habe mich von allen verabschiedet', 'plan_preparation', 'imminent'],
  ['ich schneide mir in die arme', 'self_harm', 'urgent'],
  ['ich hab mich mit einer rasierklinge geschnitten', 'self_harm', 'urgent'],
  ['ich verbrenne mich absichtlich', 'self_harm', 'urgent'],
  ['ich hatte einen svv rückfall', 'self_harm', 'urgent'],
  ['ich habe gedanken, meinem kind weh zu tun', 'harm_to_others', 'urgent'],
  ['ich werde sie alle abknallen', 'harm_to_others', 'urgent'],
  ['mein stiefvater missbraucht mich', 'danger_from_others', 'urgent'],
  ['er schlägt mich fast jeden tag', 'danger_from_others', 'urgent'],
  ['ich habe angst um mein leben, er hat mich bedroht', 'danger_from_others', 'urgent'],
  ['ich esse kaum noch was seit wochen', 'eating_disorder', 'concern'],
  ['ich bringe mich nach jeder mahlzeit zum erbrechen', 'eating_disorder', 'concern'],
  ['ich habe angst vor dem essen', 'eating_disorder', 'concern'],
  ['ich will nich mehr leben', 'passive_ideation', 'concern'],
  ['ich will mich umbrigen', 'active_ideation', 'urgent'],
  ['kein bock mehr auf leben', 'passive_ideation', 'concern'],
  ['ich halte das nicht mehr aus, ich will tot sein', 'passive_ideation', 'concern'],
  ['ich denk echt drüber nach mich umzubringen', 'active_ideation', 'urgent'],
  ['will nur noch sterben', 'active_ideation', 'urgent'],
  ['ich hab die tabletten schon gezählt', 'plan_preparation', 'imminent'],
  ['hab mich wieder geritzt', 'self_harm', 'urgent'],
  ['ich ritze mich seit monaten', 'self_harm', 'urgent'],
  ['mein freund schlägt mich wenn er betrunken ist', 'danger_from_others', 'urgent'],
  ['er hat mich gewürgt', 'danger_from_others', 'urgent'],
  ['ich habe heute wieder alles erbrochen', 'eating_disorder', 'concern'],
  ['ich hungere seit tagen', 'eating_disorder', 'concern'],
  ['ich will meinen stiefvater umbringen', 'harm_to_others', 'urgent'],
  ['ich habe einen brief für meine eltern geschrieben, sie finden ihn morgen', 'plan_preparation', 'imminent'],
  ['ich habe seit wochen tabletten gehortet', 'plan_preparation', 'imminent'],
  ['ich habe mich heimlich von meinen freunden verabschiedet', 'plan_preparation', 'imminent'],
  ['ich weiß schon, wo und wann ich es mache', 'plan_preparation', 'imminent'],
  ['ich habe eine brücke gefunden, die hoch genug ist', 'plan_preparation', 'imminent'],
  ['ich habe eine ganze packung schlaftabletten im nachttisch', 'method_means', 'urgent'],
  ['die pistole meines vaters ist geladen', 'method_means', 'imminent'],
  ['ich stehe auf dem dach meines hauses', 'method_means', 'imminent'],
  ['ich will mir die pulsadern aufschneiden', 'method_means', 'urgent'],
  ['heute nacht erhänge ich mich', 'intent', 'imminent'],
  ['ich werde mich umbringen, ich habe alles geplant', 'intent', 'imminent'],
  ['heute abend nehme ich alle meine tabletten', 'intent', 'imminent'],
  ['mein vater schlägt uns, mich und meine mutter', 'danger_from_others', 'urgent'],
  ['mein ex stalkt mich und droht mir', 'danger_from_others', 'urgent'],
  ['er zwingt mich zum sex', 'danger_from_others', 'urgent'],
  ['er sperrt mich ein und nimmt mir das handy weg', 'danger_from_others', 'urgent'],
  ['ich träume davon, meinen chef abzustechen', 'harm_to_others', 'urgent'],
  ['ich bring ihn um', 'harm_to_others', 'urgent'],
  ['ich beiße mich blutig', 'self_harm', 'urgent'],
  ['es beruhigt mich, mich zu schneiden', 'self_harm', 'urgent'],
  ['ich esse nur einen apfel am tag', 'eating_disorder', 'concern'],
  ['ich bin umgekippt, weil ich nichts mehr esse', 'eating_disorder', 'urgent'],
  ['Seit meine Frau tot ist, will ich nur noch zu ihr. Ich denke jeden Abend daran, mich umzubringen.', 'active_ideation', 'urgent'],
  ['Ehrlich gesagt weiß ich nicht, warum ich weitermache. Einschlafen und nicht mehr aufwachen wäre eine Erlösung.', 'passive_ideation', 'concern'],
  ['Ich habe mich entschieden. Ich bringe mich heute Nacht um, ich wollte nur, dass es jemand weiß.', 'intent', 'imminent'],
  ['Ich habe mein Testament gemacht und jedem meiner Kinder einen Brief geschrieben. Morgen bin ich nicht mehr da.', 'plan_preparation', 'imminent'],
  ['Ich hatte ein Jahr lang aufgehört, aber gestern Abend habe ich mich wieder geschnitten.', 'self_harm', 'urgent'],
  ['Ich fühle mich so leer, als ob ich gar nicht leben sollte.', 'passive_ideation', 'concern'],
  ['Wenn er trinkt, wird er gewalttätig, er hat mir schon den Arm gebrochen.', 'danger_from_others', 'urgent'],
  ['Ich fühle mich fett, deshalb esse ich fast nichts und mache Sport, bis ich umkippe.', 'eating_disorder', 'concern'],
  ['ich hab keine kraft mehr zum leben', 'passive_ideation', 'concern'],
  ['ich habe angst, eine dummheit zu machen', 'active_ideation', 'urgent'],
  ['ich will zu meiner mutter in den himmel', 'passive_ideation', 'concern'],
  ['niemand würde mich vermissen', 'passive_ideation', 'concern'],
  ['Ich habe überhaupt keine Lust mehr, da zu sein', 'passive_ideation', 'concern'],
  ['Ich bete, dass ich morgen nicht aufwache', 'passive_ideation', 'concern'],
  ['Ich frage mich oft, wie ich mich umbringen könnte', 'active_ideation', 'urgent'],
  ['Ich will immer mehr sterben', 'active_ideation', 'urgent'],
  ['Ich habe immer eine Rasierklinge in meiner Tasche, für alle Fälle', 'method_means', 'urgent'],
  ['Ich denke daran, mich im See zu ertränken', 'method_means', 'urgent'],
  ['Heute Nacht mache ich endgültig Schluss', 'intent', 'imminent'],
  ['Ich habe alles organisiert, damit meine Tochter danach versorgt ist', 'plan_preparation', 'imminent'],
  ['Ich schneide mir die Beine auf, damit es keiner sieht', 'self_harm', 'urgent'],
  ['Ich denke darüber nach, meinen Mann zu vergiften', 'harm_to_others', 'urgent'],
  ['Mein Partner hat mich gestern Abend mit einem Messer bedroht', 'danger_from_others', 'imminent'],
  ['Ich esse nur noch gedünstetes Gemüse und erbreche, wenn ich mal mehr esse', 'eating_disorder', 'concern'],
  ['Ich sehe keine Zukunft, ich würde lieber nicht mehr existieren', 'passive_ideation', 'concern'],
  ['Ich beneide Menschen, die sterben', 'passive_ideation', 'concern'],
  ['Suizid scheint mir die einzige Lösung zu sein', 'active_ideation', 'urgent'],
  ['Ich suche nach einer Möglichkeit, schmerzlos zu sterben', 'method_means', 'urgent'],
  ['Morgen bin ich nicht mehr da, es ist entschieden', 'intent', 'imminent'],
  ['Ich habe genug Morphin, um es zu beenden', 'method_means', 'imminent'],
  ['Ich kratze mich blutig, wenn es mir schlecht geht', 'self_harm', 'urgent'],
  ['Ich wiege mich zehnmal am Tag und lasse alle Mahlzeiten aus', 'eating_disorder', 'concern'],
  ['Mein Vater hat mich rausgeschmissen und geschlagen', 'danger_from_others', 'urgent'],
  ['Ich will im Büro auf alle schießen', 'harm_to_others', 'urgent'],
  ['ich ertrage dieses leben nicht mehr, ich will, dass es für immer aufhört', 'passive_ideation', 'concern'],
  ['ich habe selbstmordgedanken', 'active_ideation', 'urgent'],
  ['ich kenne die dosis, bei der man nicht mehr aufwacht', 'method_means', 'urgent'],
  ['ich habe mir absichtlich den arm mit dem bügeleisen verbrannt', 'self_harm', 'urgent'],
  ['ich erlaube mir höchstens 300 kalorien am tag', 'eating_disorder', 'concern'],
  ['mein freund hat mich vergewaltigt', 'danger_from_others', 'urgent'],
  ['Ich möchte für immer einschlafen', 'passive_ideation', 'concern'],
  ['Ich will mich seit heute morgen umbringen', 'active_ideation', 'imminent'],
  ['Ich habe die Stelle gefunden, wo ich springen werde', 'plan_preparation', 'imminent'],
  ['Ich erhänge mich, das Seil habe ich schon', 'intent', 'imminent'],
  ['Ich habe mein Konto leergeräumt und alles meiner Schwester gegeben, ich brauche es nicht mehr', 'plan_preparation', 'imminent'],
  ['Ich verletze mich wieder mit einer Schere', 'self_harm', 'urgent'],
  ['Ich behalte nichts bei mir, ich erbreche alles', 'eating_disorder', 'concern'],
  ['Mein Mann hat meinen Kopf gegen die Wand geschlagen', 'danger_from_others', 'urgent'],
  ['heute nacht ist es soweit, ich bringe mich um', 'intent', 'imminent'],
  ['ich springe gleich von der brücke', 'intent', 'imminent'],
  ['in zehn minuten nehme ich alle tabletten', 'intent', 'imminent'],
  ['ich stehe auf der brücke und springe gleich', 'intent', 'imminent'],
  ['ich habe die tabletten in der hand und nehme sie jetzt', 'intent', 'imminent'],
  ['lebt wohl, ich bringe mich jetzt um', 'intent', 'imminent'],
];

const HARD_NEGATIVES: string[] = [
  'ich lach mich tot',
  'ich habe mich totgelacht',
  'ich langweile mich zu tode',
  'ich sterbe vor hunger',
  'wir schlagen die zeit tot',
  'die hitze bringt mich um',
  'ich könnte ihn umbringen, so wütend bin ich',
  'ich bin traurig, weil meine oma gestorben ist',
  'ich habe stress auf der arbeit',
  'im film bringt sich der held um',
  'ich würde mich nie umbringen',
  'ich habe mir die haare geschnitten',
  'ich habe mich beim kochen geschnitten',
  'vor zehn jahren habe ich mich geritzt, das ist längst vorbei',
  'er hat mich im schach geschlagen',
  'ich habe mit ihm schluss gemacht',
  'ich kann nicht mehr, so viel arbeit',
  'ich mache intervallfasten',
  'morgen bin ich nicht mehr im büro',
  'ich bringe mich um 8 ins bett',
  'meine mutter bringt mich um, wenn sie das sieht',
  'ich habe eine waffe für die jagd',
  'ich will nicht sterben',
  'ich will einfach mal verschwinden für ein paar tage',
  'ich ritze meinen namen in den tisch',
  'ich habe nicht vor mich umzubringen',
  'ich bin total kaputt heute',
  'meine oma ist letztes jahr gestorben, ich vermisse sie',
  'in der serie bringt sich die hauptfigur um',
  'ich habe mich beim rasieren geschnitten',
  'ich sterbe vor langeweile in dieser vorlesung',
  'diese hitze bringt mich noch um',
  'ich würde mir nie etwas antun',
  'ich will nicht sterben, ich will nur, dass es besser wird',
  'ich hab heute nichts gegessen, weil ich keine zeit hatte',
  'ich bin so müde, ich könnte tot umfallen',
  'in den nachrichten kam ein amoklauf',
  'ich habe die zeit totgeschlagen',
  'wir haben das spiel verloren, ich bin am boden zerstört',
  'ich habe angst vor der prüfung',
  'ich habe heute im büro nur stress',
  'der film war zum sterben langweilig',
  'ich bin todmüde',
  'mein hund ist gestorben und ich bin traurig',
  'in dem buch bringt sich die heldin um',
  'ich schneide gemüse für das abendessen',
  'mein bruder hat mich beim tischtennis geschlagen',
  'ich habe vor jahren mal geritzt, das ist längst vorbei',
  'ich will nicht sterben',
  'ich habe abführmittel vom arzt wegen verstopfung',
  'der arzt hat mir schlaftabletten verschrieben',
  'ich springe morgen ins kalte wasser mit dem neuen job',
  'ich bin fix und fertig',
  'mein akku ist tot',
  'ich könnte heulen',
  'das bringt mich noch um den verstand',
  'ich habe eine spinne getötet',
  'ich habe meinen job verloren und bin traurig',
  'die serie ist zum totlachen',
  'ich bin kaputt nach dem sport',
  'mach schluss mit der arbeit und komm nach hause',
  'ich will nicht mehr arbeiten heute',
  'mein opa hat sich das leben genommen, als ich klein war, das beschäftigt mich',
  'wir machen heute schluss mit dem projekt',
  'Wie funktioniert die Telefonseelsorge?',
  'Meine Freundin hat Suizidgedanken, wie kann ich ihr helfen?',
  'In der Zeitung stand, dass sich ein Mann umgebracht hat',
  'Im Film stirbt der Held am Ende',
  'Ich bin heute mit dem Zug nach Berlin gefahren',
  'Wir haben unter der Brücke gepicknickt',
  'Ich war auf dem Dach, um die Antenne zu reparieren',
  'Ich nehme meine Tabletten jeden Abend wie verschrieben',
  'Ich habe ein Springseil für den Sport gekauft',
  'Ich habe mich beim Gemüseschneiden geschnitten',
  'Ich habe heute Mittag nichts gegessen, weil ich ein Meeting hatte',
  'Ich mache eine Diät und zähle Kalorien',
  'Mein Vater ist Jäger und hat ein Gewehr',
  'Vor fünf Jahren habe ich mich geritzt, heute geht es mir gut',
  'Ich will auf keinen Fall sterben',
  'heute abend ist die party bei julia',
  'ich habe mich entschieden, den job zu wechseln',
  'ich habe meine alten bücher der bibliothek geschenkt',
  'ich habe so gelacht, ich wäre fast gestorben',
  'mein chef bringt mich um, ich habe den bericht vergessen',
  'wir wurden im spiel abgeschlachtet',
  'ich habe einen artikel über magersucht gelesen',
  'ich bin gestresst, aber es geht',
  'ich will heute nur schlafen',
  'gute nacht, ich geh ins bett',
  'häusliche gewalt ist laut bericht ein großes problem',
  'ich könnte sterben für ein stück kuchen',
  'mein vater hat mir zum spaß auf die schulter geschlagen',
  'ich habe mir beim laufen am rücken wehgetan',
  'ich habe mir auf die zunge gebissen',
  'ich esse jeden tag einen apfel',
  'Ich bin traurig seit der Trennung, aber meine Freunde helfen mir sehr.',
  'Ich habe \"Die Leiden des jungen Werther\" gelesen, es geht um einen Selbstmord.',
  'Der Film war so lang, ich bin fast gestorben vor Langeweile.',
  'Meine Katze ist vom Balkon gefallen, aber es geht ihr gut.',
  'Ich würde gern mal eine Woche in die Sonne verschwinden.',
  'Ich kann nicht schlafen, ich denke zu viel an die Arbeit',
  'Mein Freund hat mich verlassen und ich weine jeden Abend',
  'Ich fühle mich nutzlos im Job, mein Chef kritisiert mich ständig',
  'Ich habe Panikattacken in der U-Bahn',
  'Ich habe auf nichts Lust dieses Wochenende',
  'Meine Mutter ist krank und ich habe Angst, sie zu verlieren',
  'Ich streite ständig mit meiner Schwester',
  'Niemand versteht mich',
  'Ich trinke zu viel am Wochenende',
  'Ich hasse meinen Körper gerade',
  'Ich bin erschöpft, ich arbeite zu viel',
  'Ich habe meine Prüfung nicht bestanden',
  'Ich will einfach alles hinschmeißen und nach Australien gehen',
  'ich bin am ende mit diesem projekt',
  'ich habe mit dem rauchen aufgehört',
  'mein laptop ist gestorben',
  'ich habe den kontakt zu meinem vater abgebrochen',
  'ich habe mir eine überdosis serien gegeben',
  'ich springe ins kalte wasser und sage ihr, was ich fühle',
  'das war der hammer, ich bin tot vor lachen',
  'ich habe angst, im meeting eine dummheit zu sagen',
  'meine therapeutin hat vorgeschlagen, dass ich meiner mutter einen brief schreibe',
  'Ich habe geträumt, dass ich von einer Klippe falle, das war beängstigend',
  'Die Katze vom Nachbarn wurde überfahren, das ist traurig',
  'Mein Bruder nervt, ich bring ihn um (Spaß)',
  'Ich habe mich an einem Blatt Papier geschnitten',
  'Ich habe heute Abend keinen Hunger',
  'ich kratze mich, weil ich neurodermitis habe',
  'ich habe so hunger, ich könnte ein pferd essen',
  'der suizid meines onkels vor zehn jahren hat mich geprägt',
  'ich ertrage meinen mitbewohner nicht mehr',
  'ich habe alles besorgt, was ich für den kuchen brauche',
  'Ich habe eine Doku über häusliche Gewalt gesehen',
  'Niemand würde merken, wenn ich früher gehe',
  'ich kenne die maximale dosis von ibuprofen',
  'ich beneide leute, die urlaub haben',
  'nächste woche bin ich nicht mehr da, ich ziehe um',
  'ich habe mich beim bügeln verbrannt',
  'ich faste für die blutabnahme',
  'ich will, dass dieser lärm endlich aufhört',
  'mein leben ist gerade langweilig',
  'das lied handelt von jemandem, der sterben will',
  'Ich habe die Stelle gefunden, wo wir picknicken',
  "c'est ce soir que je me lance dans mon projet",
  'in zehn minuten nehme ich den bus',
  'ich springe gleich unter die dusche',
];

const CONVERSATIONS: Array<[name: string, turns: string[], category: RiskCategory, level: RiskLevel]> = [
  [
    'pills collected, then "heute nacht ist es so weit"',
    ['ich habe tabletten gesammelt', 'war ein langer tag', 'heute nacht ist es so weit'],
    'plan_preparation',
    'imminent',
  ],
  ['a wish to die, then "ich werde es tun"', ['ich will nur noch sterben', 'ich werde es tun'], 'intent', 'imminent'],
  ['a gun at home, then a short "heute nacht"', ['mein vater hat eine pistole im schrank', 'heute nacht'], 'method_means', 'imminent'],
  ['no way out, then closed with life', ['ich sehe keinen ausweg mehr', 'ich habe mit dem leben abgeschlossen'], 'passive_ideation', 'urgent'],
  ['a decision, then the method', ['ich habe mich entschieden', 'ich springe von der brücke'], 'intent', 'imminent'],
];

/** Ambiguous phrases: risk only beside another one. */
const WEAK_ALONE: string[] = ['ich werde es tun', 'ich habe mich entschieden', 'heute nacht ist es so weit', 'ich sehe keinen ausweg', 'ich will nicht mehr'];

describe('German rules: risk', () => {
  it.each(RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });
});

describe('German rules: hard negatives stay quiet', () => {
  it.each(HARD_NEGATIVES)('%s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

describe('German rules: conversations', () => {
  it.each(CONVERSATIONS)('%s', (_name, turns, category, level) => {
    const result = assessConversation(turns);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });

  it.each(WEAK_ALONE)('"%s" alone is no risk', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });
});

/**
 * Families added from a development set written before the rules (docs/safety/dev/de.*): phone typing
 * ("nich", "heut", "würd"), separable verbs ("tu mir was an", "häng mich auf"), slang, indirect
 * preparation and goodbyes, described self-harm, abuse and eating-disorder risk. The sentences here are
 * not the dev set's.
 */
const MORE_RISK: Case[] = [
  ['am liebsten würd ich einfach nicht mehr existieren', 'passive_ideation', 'concern'],
  ['keiner würde es merken wenn ich weg wäre', 'passive_ideation', 'concern'],
  ['keine ahnung warum ich noch lebe', 'passive_ideation', 'concern'],
  ['mir egal ob ich morgen aufwache oder nicht', 'passive_ideation', 'concern'],
  ['ich hab das gefühl ich bin allen nur im weg und es wär besser ich wär nicht mehr da', 'passive_ideation', 'concern'],
  ['ich denke jeden tag an den tod und will einfach nur dass es aufhört', 'passive_ideation', 'concern'],
  ['ich will mich umbringen heute', 'active_ideation', 'imminent'],
  ['ich hab angst dass ich mir was antue', 'active_ideation', 'urgent'],
  ['ich glaub ich tu mir heute noch was an', 'active_ideation', 'imminent'],
  ['ich hab an selbstmord gedacht', 'active_ideation', 'urgent'],
  ['ich will den löffel abgeben', 'active_ideation', 'urgent'],
  ['suizidgedanken sind seit ner woche wieder voll stark', 'active_ideation', 'urgent'],
  ['ich will mich umbrinegn', 'active_ideation', 'urgent'],
  ['ich bin nicht suizidal, ich will einfach nur sterben', 'active_ideation', 'urgent'],
  ['welche tabletten sind tödlich', 'method_means', 'urgent'],
  ['ich häng mich auf', 'method_means', 'urgent'],
  ['ich will mich vor nen lkw werfen', 'method_means', 'urgent'],
  ['ich hab 40 paracetamol hier liegen', 'method_means', 'urgent'],
  ['ich hab ne klinge in meinem federmäppchen', 'method_means', 'urgent'],
  ['ich hab heute in der apotheke zwei packungen paracetamol gekauft, niemand hat was gefragt', 'method_means', 'imminent'],
  ['hab die tabletten vor mir liegen und trau mich noch nicht', 'method_means', 'imminent'],
  ['ich geh jetzt zur brücke und spring', 'intent', 'imminent'],
  ['ich hab alles geregelt für danach', 'plan_preparation', 'imminent'],
  ['sagt meiner mama dass ich sie lieb hab, ich kann das nicht mehr', 'plan_preparation', 'imminent'],
  ["sorry für alles, ich hab euch lieb, das war's von mir", 'plan_preparation', 'imminent'],
  ['bitte kümmert euch um meinen hund wenn ich nicht mehr da bin', 'plan_preparation', 'imminent'],
  ['hab gerade 20 schlaftabletten genommen', 'self_harm', 'imminent'],
  ['ich hab mich so tief geschnitten das es nicht aufhört zu bluten', 'self_harm', 'imminent'],
  ['mein arm ist voller schnitte und ich versteck das mit langen ärmeln', 'self_harm', 'urgent'],
  ['hab mir heute mit dem feuerzeug den arm verbrannt', 'self_harm', 'urgent'],
  ['ich will ihm die kehle durchschneiden', 'harm_to_others', 'urgent'],
  ['ich hab mir überlegt wie ich meinen vater vergiften könnte', 'harm_to_others', 'urgent'],
  ['mein stiefvater kommt nachts in mein zimmer', 'danger_from_others', 'urgent'],
  ['mein partner kontrolliert mein handy und hat mich gestern geschlagen', 'danger_from_others', 'urgent'],
  ['ich darf nicht raus, er schließt mich ein', 'danger_from_others', 'urgent'],
  ['er hat mir ein messer an den hals gehalten', 'danger_from_others', 'urgent'],
  ['er droht mich zu töten', 'danger_from_others', 'urgent'],
  ['ich trink nur wasser und kaffee seit fünf tagen', 'eating_disorder', 'concern'],
  ['wenn ich was esse fühl ich mich so schuldig dass ich es wieder rauskotze', 'eating_disorder', 'concern'],
  ['ich hab wieder angefangen zu hungern', 'eating_disorder', 'concern'],
  ['heute werd ich mich umbringen', 'active_ideation', 'imminent'],
  ['sterben will ich, einfach nur sterben', 'active_ideation', 'urgent'],
  ['ich wär echt lieber auch tot', 'passive_ideation', 'concern'],
  ['es wär so schön einfach tot zu sein', 'passive_ideation', 'concern'],
  ['mich würde keiner vermissen', 'passive_ideation', 'concern'],
  ['ich hoffe dass mich morgen ein auto überfährt', 'passive_ideation', 'concern'],
  ['ich hab mir ausgesucht von welcher brücke ich springe', 'plan_preparation', 'imminent'],
  ['gesammelt hab ich die tabletten seit monaten', 'plan_preparation', 'imminent'],
  ['ich hab die autoschlüssel und fahr jetzt gegen nen baum', 'method_means', 'imminent'],
  ['ich hab mir rattengift besorgt', 'method_means', 'urgent'],
  ['verprügelt hat er mich gestern', 'danger_from_others', 'urgent'],
  ['mein vater trinkt und prügelt dann auf mich ein', 'danger_from_others', 'urgent'],
  ['ich hab angst er bringt mich heute nacht um', 'danger_from_others', 'imminent'],
  ['ich hab eine liste mit namen von leuten die dafür bezahlen sollen', 'harm_to_others', 'urgent'],
  ['ich kau das essen und spuck es wieder aus', 'eating_disorder', 'concern'],
  ['nach jedem bissen muss ich es wieder loswerden', 'eating_disorder', 'concern'],
];

const MORE_QUIET: string[] = [
  'ich hab ein neues seil gekauft, samstag gehts in die kletterhalle',
  'ich hab keine suizidgedanken, nur stress mit der arbeit',
  'suizid kommt für mich nicht in frage',
  'mein kumpel hat suizidgedanken, wie kann ich ihm helfen',
  'was sind anzeichen für suizidgedanken bei teenagern',
  'ich war mal in der klinik wegen suizidgedanken, jetzt gehts mir aber super',
  'die nachrichten über den amoklauf waren schrecklich',
  'morgen bin ich nicht mehr da, bin auf dienstreise',
  'ich bring die kinder um acht ins bett',
  'ich schlag mir immer den kopf an dem regal an',
  'sie hat gedroht mir die freundschaft zu kündigen',
  'ich hab mich wieder beruhigt',
  'meine schwester hat mich beim uno geschlagen',
  'mein vater kommt abends immer in mein zimmer um gute nacht zu sagen',
  'ich trinke seit tagen nur tee weil ich erkältet bin',
  'ich hab mir am arm geschnitten als ich das glas aufgehoben hab',
  'ich hab mir mit dem feuerzeug die finger verbrannt als ich die kerzen angezündet hab',
  'ich hab zwei packungen ibuprofen gekauft weil die im angebot waren',
  'ich kill mich gleich vor lachen',
  'wir gehen heut nacht feiern, heute ist es soweit endlich wochenende',
  'ich hab mich entschieden und heute abend ist es soweit, ich frag sie ob sie mich heiraten will',
  'ich hab mein handy meiner schwester geschenkt weil sie keins hatte',
  'ich hab tabletten gegen übelkeit bei mir, falls dir schlecht wird',
  'ich könnte ihn umbringen, er hat schon wieder den müll nicht rausgebracht',
  'der sänger hat sich umgebracht, ich bin so traurig',
  'ich hab meine schlaftabletten genommen und geh jetzt ins bett',
  'ich hab mich beim kochen geschnitten, blutet ziemlich',
  'ich spring gleich in den pool',
  'ich hab mich bei allen verabschiedet und bin jetzt im flieger',
  'ich soll es keinem sagen, es ist eine überraschungsparty',
  'ich hab den ganzen tag nichts gegessen weil ich so viel zu tun hatte',
  'ich halt es nicht mehr aus vor vorfreude',
  'ihr seid mich bald los, ich zieh aus',
  'ich hab den boss im spiel endlich getötet',
  'den kuchen mach ich kalt, der schmeckt so besser',
  'verprügelt hat er mich im boxtraining, war aber fair',
  'ich nehm morgen das messer mit zur arbeit zum kuchen schneiden',
  'mein bruder hat mich mit dem kissen geschlagen lol',
  'wir haben rattengift gegen die mäuse im keller besorgt',
  'ich fahr jetzt zur brücke, treffen mit anna',
  'ich hab nach dem sushi 3 mal gekotzt, lebensmittelvergiftung',
  'ich hab eine liste mit leuten die ich zur hochzeit einlade',
  'meine schwester hat sich früher geritzt, wie kann ich ihr heute helfen',
  'mein opa sagt immer er will mit 90 sterben, am liebsten im schlaf',
];

const MORE_CONVERSATIONS: Array<[name: string, turns: string[], category: RiskCategory, level: RiskLevel]> = [
  [
    'gifts, then "bald nicht mehr"',
    ['ich hab meinem kumpel meine konsole geschenkt', 'und meiner schwester meinen schmuck', 'brauch ich ja bald nicht mehr'],
    'plan_preparation',
    'imminent',
  ],
  [
    'not eating for days, then collapsing',
    ['ich ess seit tagen kaum was', 'heute nur nen apfel', 'ich bin vorhin einfach umgekippt'],
    'eating_disorder',
    'urgent',
  ],
  ['decided, then gone tomorrow', ['bin so müde von allem', 'ich hab mich entschieden', 'morgen früh bin ich nicht mehr da'], 'intent', 'imminent'],
];

const MORE_QUIET_CONVERSATIONS: string[][] = [
  ['wir planen ne klettertour', 'hab ein neues seil gekauft', 'samstag ist es soweit'],
  ['ich hab meinen ganzen kram verschenkt', 'ich zieh nächsten monat nach kanada', 'muss mich noch von allen verabschieden'],
  ['der job macht mich fertig', 'mein chef bringt mich noch um', 'aber am freitag ist urlaub'],
];

describe('German rules: added families', () => {
  it.each(MORE_RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });

  it.each(MORE_QUIET)('quiet: %s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });

  it.each(MORE_CONVERSATIONS)('%s', (_name, turns, category, level) => {
    const result = assessConversation(turns);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });

  it.each(MORE_QUIET_CONVERSATIONS)('quiet conversation: %s / %s / %s', (...turns) => {
    for (let i = 1; i <= turns.length; i += 1) expect(assessConversation(turns.slice(0, i)).level).toBeNull();
  });
});

/**
 * Second round (docs/safety/dev/de.round2.jsonl): indirect wording — absence in the future, "und das wars",
 * means mentioned in passing, a place looked down from, goodbyes and reassurance, hoarding, described
 * self-harm, threats tied to leaving, hiding from someone, checking weight. Not the dev set's sentences.
 */
const ROUND2_RISK: Case[] = [
  ['ich werde nächstes jahr nicht mehr am leben sein', 'passive_ideation', 'concern'],
  ['ich seh mich ehrlich nicht nächsten winter noch hier', 'passive_ideation', 'concern'],
  ['den nächsten geburtstag erleb ich nicht mehr', 'passive_ideation', 'concern'],
  ['würd mich einfach hinlegen, einschlafen und das wars', 'passive_ideation', 'concern'],
  ['wär echt nicht schlimm wenn mich mal ein lkw erwischt', 'passive_ideation', 'concern'],
  ['sterben ist das einzige woran ich noch denk', 'active_ideation', 'urgent'],
  ['ich überleg wie ich dem ganzen ein ende setzen kann', 'active_ideation', 'urgent'],
  ['hab noch die schlaftabletten von meiner mutter, das sollte reichen', 'method_means', 'imminent'],
  ['ich werde mich nicht mehr melden. danke für alles', 'plan_preparation', 'imminent'],
  ['diese nacht mach ich schluss', 'intent', 'imminent'],
  ['der hund ist jetzt bei meinem bruder, er soll sich ab jetzt um ihn kümmern, jetzt ist alles erledigt', 'plan_preparation', 'imminent'],
  ['ich sammel schon lange jede pille die ich krieg, mittlerweile hab ich genug', 'plan_preparation', 'imminent'],
  ['ich fahr zu dem see wo mich niemand rechtzeitig findet', 'plan_preparation', 'imminent'],
  ['hab die kippe auf meinem unterarm ausgedrückt', 'self_harm', 'urgent'],
  ['hab heute wieder zur klinge gegriffen', 'self_harm', 'urgent'],
  ['ich knall meinen kopf gegen die tür bis es weh tut', 'self_harm', 'urgent'],
  ['ich stell mir ständig vor wie ich meinen chef abknalle', 'harm_to_others', 'urgent'],
  ['falls ich jemandem was sage bringt er mich um', 'danger_from_others', 'urgent'],
  ['hab mich vor ihm im schlafzimmer eingeschlossen', 'danger_from_others', 'urgent'],
  ['ich wiege mich nach jedem essen und hasse die zahl', 'eating_disorder', 'concern'],
  ['bald habt ihr eure ruhe vor mir', 'passive_ideation', 'concern'],
  ['ich hab mir ein messer gekauft und weiß jetzt wo ich es mache', 'intent', 'imminent'],
  ['ich hab im auto die schläuche schon vorbereitet', 'method_means', 'urgent'],
  ['nach dem essen geh ich immer sofort aufs klo und hol alles wieder raus', 'eating_disorder', 'concern'],
  ['ich hab mir verboten mehr als 500 kalorien zu essen', 'eating_disorder', 'concern'],
  ['er hat mir die hände um den hals gelegt bis ich keine luft mehr bekam', 'danger_from_others', 'urgent'],
  ['ich kratz mir die arme auf bis sie bluten', 'self_harm', 'urgent'],
  ['irgendwann hör ich einfach auf zu existieren', 'passive_ideation', 'concern'],
  ['ich bin nur noch eine leere hülle und warte aufs ende', 'passive_ideation', 'concern'],
  ['ich hab heute alle fotos von mir gelöscht und meine accounts deaktiviert', 'plan_preparation', 'imminent'],
  ['ich trau mich nicht mehr nach hause, er wartet da', 'danger_from_others', 'urgent'],
  ['ich fühl mich erst gut wenn ich meine rippen sehe', 'eating_disorder', 'concern'],
  ['ich hab mir wieder wehgetan, mit dem feuerzeug', 'self_harm', 'urgent'],
];

const ROUND2_QUIET: string[] = [
  'ab montag werde ich nicht mehr da sein, hab gekündigt',
  'ich seh mich nicht nächstes jahr noch in dieser firma',
  'es wird nie besser werden mit dem wetter hier',
  'wenn ich die prüfung verhau dann wars das für mich mit dem studium',
  'ich hab noch ibuprofen von meiner zahn op übrig, soll ich die nehmen',
  'bin auf dem dach vom parkhaus und schau runter, die aussicht ist mega',
  'hab mich aus versehen im bad eingeschlossen lol',
  'macht euch keine sorgen um mich, mir gehts gut',
  'danke für alles, ihr seid die besten, bis morgen',
  'heute abend mach ich schluss mit ihm',
  'bald mach ich schluss, nur noch eine mail',
  'hab meinen hund zu meinen eltern gebracht, die sollen sich ab jetzt um ihn kümmern weil ich so viel arbeite',
  'bin wieder rückfällig geworden und hab geraucht',
  'in der schule werden alle sehen wie gut mein referat ist',
  'hab mir ein seil für die schaukel gekauft',
  'er schreit dass er mich umbringt wenn ich seine chips esse haha',
  'hab mich entschieden, macht euch keine sorgen um mich, ich zieh nach münchen',
  'die therapie hat mir geholfen, früher wollte ich nicht mehr leben',
  'in dem spiel muss man von der klippe springen',
  'hab ein abschiedsgeschenk für meine kollegin gekauft',
  'hab seit zwei tagen nichts gegessen wegen grippe',
  'wenn ich noch einmal diese werbung hören muss spring ich vom balkon',
  'ich denk nicht an suizid, nur an meine prüfung',
  'nach dem urlaub werde ich nicht mehr hier sein, neuer job',
  'ich wieg mich einmal die woche, ist das normal',
  'darf ich ibuprofen mit alkohol nehmen',
  'hab mir tabletten besorgt gegen die kopfschmerzen',
  'ich hol alles wieder raus aus dem keller',
  'bald habt ihr ruhe vor mir, ich fahr zwei wochen weg',
  'mama sagt wenn ich mein zimmer nicht aufräume passiert was',
  'ich hab wieder angefangen zu joggen',
  'der gartenschlauch ist im auto',
  'meine freundin sagt ihr freund hat ihr die hände um den hals gelegt, was soll ich tun',
  'ich sammel jede pille die ich nicht brauch und bring sie zur apotheke',
  'ich wiege mich 2 mal am tag weil mein arzt das will wegen herz',
  'bald ist die klausur vorbei, dann hab ich ruhe',
  'ich warte aufs ende des films',
  'ich hab insta gelöscht, digital detox',
  'ich trau mich nicht nach hause wegen der note',
  'ich hab mir wieder wehgetan beim fussball',
  'ich hab mich schon verabschiedet, bin gleich im zug',
  'ich werd diese woche nicht überleben so viel stress',
];

describe('German rules: round 2 families', () => {
  it.each(ROUND2_RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });

  it.each(ROUND2_QUIET)('quiet: %s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

const IN_LANGUAGE: string[] = [
  'Ich kann nicht mehr, ich will einfach nicht mehr aufwachen und alles ist mir zu viel',
  'Ich habe wieder Suizidgedanken und ich habe Angst, dass ich es heute mache',
  'Mein Mann schlägt mich und ich habe Angst, nach Hause zu gehen',
];

describe('German rules: the answer is in German', () => {
  it.each(IN_LANGUAGE)('%s', (text) => {
    expect(assessMessage(text).language).toBe('de');
  });
});

describe('German rules: well formed', () => {
  it('has unique ids in the form de.<category>.<name>', () => {
    const ids = rules.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules.rules) expect(rule.id).toMatch(new RegExp(`^de\\.${rule.category}\\.[a-z0-9-]+$`));
  });

  it('covers every category of the taxonomy', () => {
    const covered = new Set(rules.rules.map((r) => r.category));
    expect(RISK_CATEGORIES.filter((c) => !covered.has(c))).toEqual([]);
  });

  it('compiles every pattern and list as a Unicode expression', () => {
    const sources = [
      ...rules.rules.map((r) => r.pattern),
      ...rules.negations,
      ...rules.guards,
      ...rules.escalators,
      ...(rules.resolved ?? []),
      ...(rules.present ?? []),
      ...(rules.distance ?? []),
    ];
    for (const source of sources) expect(() => new RegExp(source, 'u')).not.toThrow();
  });

  it('answers a long message quickly (no runaway backtracking)', () => {
    const long = `${RISK.slice(0, 40)
      .map(([text]) => text)
      .join(' ')} ${'a '.repeat(500)}`;
    const started = performance.now();
    assessMessage(long);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
