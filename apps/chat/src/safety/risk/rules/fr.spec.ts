import { describe, expect, it } from '@jest/globals';
import { RISK_CATEGORIES } from '@vi/contracts';
import { assessConversation, assessMessage } from '../index.js';
import type { RiskCategory, RiskLevel } from '../types.js';
import { rules } from './fr.js';

type Case = [text: string, category: RiskCategory, level: RiskLevel];

/**
 * French phrasings of every category, as people write them (phone typing, missing accents,
 * slang), with the level each must reach; then idioms, sadness, stories and news that must stay
 * quiet. Written by the rules' author: the held-out evaluation set is kept apart from these.
 */
const RISK: Case[] = [
  ['Je voudrais ne plus me réveiller.', 'passive_ideation', 'concern'],
  ["j'aimerais m'endormir et ne jamais me réveiller", 'passive_ideation', 'concern'],
  ['jvoudrais juste dormir pour toujours', 'passive_ideation', 'concern'],
  ["Parfois j'aimerais être morte.", 'passive_ideation', 'concern'],
  ["j'ai envie de mourir", 'active_ideation', 'urgent'],
  ['je veux mourrir', 'active_ideation', 'urgent'],
  ['je veut crever', 'active_ideation', 'urgent'],
  ["j'ai envie de disparaître pour toujours", 'passive_ideation', 'concern'],
  ['je ne veux plus vivre', 'passive_ideation', 'concern'],
  ['je veux plus vivre', 'passive_ideation', 'concern'],
  ["je n'ai plus aucune raison de vivre", 'passive_ideation', 'concern'],
  ["j'ai perdu le goût de vivre", 'passive_ideation', 'concern'],
  ['à quoi bon vivre', 'passive_ideation', 'concern'],
  ["ma vie n'a plus de sens", 'passive_ideation', 'concern'],
  ['marre de vivre', 'passive_ideation', 'concern'],
  ['tout le monde serait mieux sans moi', 'passive_ideation', 'concern'],
  ['je suis un fardeau pour ma famille', 'passive_ideation', 'concern'],
  ['personne ne remarquerait si je disparaissais', 'passive_ideation', 'concern'],
  ["j'espère qu'un camion m'écrase", 'passive_ideation', 'concern'],
  ['je suis fatiguée de vivre', 'passive_ideation', 'concern'],
  ["j'aimerais ne jamais être née", 'passive_ideation', 'concern'],
  ['je veux me tuer', 'active_ideation', 'urgent'],
  ['jveux me suicider', 'active_ideation', 'urgent'],
  ['je pense à me suicider', 'active_ideation', 'urgent'],
  ["j'ai des pensées suicidaires", 'active_ideation', 'urgent'],
  ["j'ai encore des idées noires", 'active_ideation', 'urgent'],
  ['je suis suicidaire', 'active_ideation', 'urgent'],
  ["j'ai envie d'en finir", 'active_ideation', 'urgent'],
  ['je pense au suicide tous les jours', 'active_ideation', 'urgent'],
  ["envie de me foutre en l'air", 'active_ideation', 'urgent'],
  ['je pense à mettre fin à mes jours', 'active_ideation', 'urgent'],
  ["j'ai peur de passer à l'acte", 'active_ideation', 'urgent'],
  ['combien de cachets faut-il pour ne pas se réveiller', 'method_means', 'urgent'],
  ['je pourrais avaler toute la boîte de somnifères', 'method_means', 'urgent'],
  ["j'ai un flingue", 'method_means', 'imminent'],
  ['le flingue est dans mon tiroir', 'method_means', 'imminent'],
  ['je pense à sauter du pont', 'method_means', 'urgent'],
  ['me jeter sous un train', 'method_means', 'urgent'],
  ['je pourrais me pendre', 'method_means', 'urgent'],
  ["j'ai acheté une corde", 'method_means', 'urgent'],
  ['je suis au bord du pont', 'method_means', 'imminent'],
  ['quelle est la dose mortelle de paracétamol', 'method_means', 'urgent'],
  ['je vais me tuer', 'intent', 'imminent'],
  ['je vais en finir ce soir', 'intent', 'imminent'],
  ["j'ai décidé de mettre fin à mes jours", 'intent', 'imminent'],
  ['je vais prendre tous mes cachets', 'intent', 'imminent'],
  ['je suis prête à en finir', 'intent', 'imminent'],
  ["j'ai écrit mes lettres d'adieu", 'plan_preparation', 'imminent'],
  ["j'ai mis des cachets de côté", 'plan_preparation', 'imminent'],
  ["j'ai assez de médicaments maintenant", 'plan_preparation', 'imminent'],
  ["j'ai donné toutes mes affaires", 'plan_preparation', 'imminent'],
  ["qui s'occupera de mon chat quand je ne serai plus là", 'plan_preparation', 'imminent'],
  ['je voulais vous dire adieu', 'plan_preparation', 'imminent'],
  ['vous ne me reverrez plus', 'plan_preparation', 'imminent'],
  ["j'ai stocké des somnifères et ce soir c'est le soir", 'plan_preparation', 'imminent'],
  ['je me suis encore scarifiée', 'self_harm', 'urgent'],
  ['jme scarifie', 'self_harm', 'urgent'],
  ['je me coupe les bras', 'self_harm', 'urgent'],
  ["j'ai recommencé à me couper", 'self_harm', 'urgent'],
  ['je me suis coupée avec une lame de rasoir', 'self_harm', 'urgent'],
  ['je me fais du mal', 'self_harm', 'urgent'],
  ['je me brûle avec des cigarettes', 'self_harm', 'urgent'],
  ["je me suis coupée et ça saigne, ça s'arrête pas", 'self_harm', 'imminent'],
  ["j'ai pris trop de cachets", 'self_harm', 'imminent'],
  ["je vais le tuer, j'ai déjà le couteau", 'harm_to_others', 'imminent'],
  ["j'ai envie de tuer mon mari", 'harm_to_others', 'urgent'],
  ["j'ai peur de faire du mal à mon bébé", 'harm_to_others', 'urgent'],
  ['je vais amener une arme au lycée', 'harm_to_others', 'urgent'],
  ['mon mari me frappe', 'danger_from_others', 'urgent'],
  ["il m'a frappée hier soir", 'danger_from_others', 'urgent'],
  ['il a menacé de me tuer', 'danger_from_others', 'urgent'],
  ["j'ai peur de rentrer chez moi", 'danger_from_others', 'urgent'],
  ['je suis battue', 'danger_from_others', 'urgent'],
  ['il est devant ma porte avec un couteau', 'danger_from_others', 'imminent'],
  ["je n'ai pas mangé depuis trois jours", 'eating_disorder', 'concern'],
  ['ça fait 4 jours que je mange rien', 'eating_disorder', 'concern'],
  ['je me fais vomir après chaque repas', 'eating_disorder', 'concern'],
  ["j'ai peur de grossir", 'eating_disorder', 'concern'],
  ['je prends des laxatifs', 'eating_disorder', 'concern'],
  ['ma boulimie est revenue', 'eating_disorder', 'concern'],
  ["Des fois je me dis que ce serait plus simple si je n'étais plus là", 'passive_ideation', 'concern'],
  ["j'aimerais tellement m'endormir pour ne plus jamais me réveiller", 'passive_ideation', 'concern'],
  ["je supporte plus d'être en vie", 'passive_ideation', 'concern'],
  ['Si seulement je pouvais disparaître à jamais', 'passive_ideation', 'concern'],
  ["franchement je vois pas l'intérêt de continuer à vivre", 'passive_ideation', 'concern'],
  ["j'en ai marre de la vie", 'passive_ideation', 'concern'],
  ['je préférerais être morte que de vivre ça', 'passive_ideation', 'concern'],
  ["j'ai envie de crever", 'active_ideation', 'urgent'],
  ["je pense sérieusement à me foutre en l'air", 'active_ideation', 'urgent'],
  ['chui suicidaire depuis des semaines', 'active_ideation', 'urgent'],
  ['je songe à mettre fin à ma vie', 'active_ideation', 'urgent'],
  ["ça m'arrive de penser à me tuer", 'active_ideation', 'urgent'],
  ['jveu mourir', 'active_ideation', 'urgent'],
  ["j'ai des idées suicidaires qui reviennent", 'active_ideation', 'urgent'],
  ["j'ai regardé combien de médicaments il faudrait pour mourir", 'method_means', 'urgent'],
  ['je me vois sauter par la fenêtre', 'method_means', 'urgent'],
  ['je pourrais me jeter sous le métro', 'method_means', 'urgent'],
  ['mon père a un fusil et je sais où il est', 'method_means', 'urgent'],
  ['je pense à me pendre dans le garage', 'method_means', 'urgent'],
  ["je vais me foutre en l'air ce soir", 'intent', 'imminent'],
  ["c'est décidé, je vais me suicider", 'intent', 'imminent'],
  ['demain je me tue', 'intent', 'imminent'],
  ['je vais sauter ce soir', 'intent', 'imminent'],
  ["j'ai écrit une lettre à ma mère pour après ma mort", 'plan_preparation', 'imminent'],
  ["j'ai rédigé mon mot d'adieu", 'plan_preparation', 'imminent'],
  ["ce soir c'est la fin, j'ai tout préparé, les cachets sont prêts", 'plan_preparation', 'imminent'],
  ["j'ai planqué des somnifères depuis un mois", 'plan_preparation', 'imminent'],
  ['adieu tout le monde, merci pour tout', 'plan_preparation', 'imminent'],
  ["j'ai rechuté, je me suis scarifié hier soir", 'self_harm', 'urgent'],
  ['je me taillade les avant-bras', 'self_harm', 'urgent'],
  ['je me mutile depuis des mois', 'self_harm', 'urgent'],
  ["j'ai craqué et je me suis coupée", 'self_harm', 'urgent'],
  ["je me griffe jusqu'au sang", 'self_harm', 'urgent'],
  ['je pense à tuer mon voisin', 'harm_to_others', 'urgent'],
  ['je vais les buter tous', 'harm_to_others', 'urgent'],
  ["mon copain m'a étranglée hier", 'danger_from_others', 'urgent'],
  ['mon père me bat', 'danger_from_others', 'urgent'],
  ["mon ex m'a menacée de mort", 'danger_from_others', 'urgent'],
  ['il me viole', 'danger_from_others', 'urgent'],
  ['je me fais vomir en cachette', 'eating_disorder', 'concern'],
  ['je mange plus depuis une semaine', 'eating_disorder', 'concern'],
  ['je mange rien depuis des jours', 'eating_disorder', 'concern'],
  ["je suis retombée dans l'anorexie", 'eating_disorder', 'concern'],
  ['Parfois je souhaiterais juste ne pas exister', 'passive_ideation', 'concern'],
  ["j'ai l'impression que tout irait mieux si je mourais", 'passive_ideation', 'concern'],
  ["Je n'ai plus goût à la vie", 'passive_ideation', 'concern'],
  ['la mort me paraît une délivrance', 'passive_ideation', 'concern'],
  ["je voudrais que tout s'arrête, pour de bon", 'passive_ideation', 'concern'],
  ["j'aimerais partir et ne jamais revenir, ne plus être là du tout", 'passive_ideation', 'concern'],
  ['je me demande à quoi ça sert de vivre', 'passive_ideation', 'concern'],
  ['je vois pas pourquoi je continuerais à vivre', 'passive_ideation', 'concern'],
  ['chaque matin je suis déçue de me réveiller', 'passive_ideation', 'concern'],
  ["j'ai pensé au suicide hier soir", 'active_ideation', 'urgent'],
  ['je me sens suicidaire', 'active_ideation', 'urgent'],
  ["l'idée de me tuer me traverse souvent l'esprit", 'active_ideation', 'urgent'],
  ['je voudrais en finir une bonne fois pour toutes', 'active_ideation', 'urgent'],
  ['je pense à me supprimer', 'active_ideation', 'urgent'],
  ["je suis à deux doigts de me foutre en l'air", 'active_ideation', 'urgent'],
  ['je regarde les horaires des trains pour me jeter dessous', 'method_means', 'urgent'],
  ['je me demande quelle hauteur il faut pour ne pas survivre', 'method_means', 'urgent'],
  ["j'ai pensé à avaler tous mes anxiolytiques", 'method_means', 'urgent'],
  ["j'ai une corde dans le coffre de ma voiture", 'method_means', 'imminent'],
  ['je pourrais foncer dans un arbre avec ma voiture', 'method_means', 'urgent'],
  ["je vais passer à l'acte ce week-end", 'intent', 'imminent'],
  ['je vais me pendre ce soir', 'intent', 'imminent'],
  ["j'ai pris ma décision, je vais en finir", 'intent', 'imminent'],
  ['je compte me tuer demain', 'intent', 'imminent'],
  ["j'ai fait une liste de qui doit recevoir mes affaires après ma mort", 'plan_preparation', 'imminent'],
  ["j'ai vendu ma guitare et donné mon chat, je n'en aurai plus besoin", 'plan_preparation', 'imminent'],
  ["j'ai écrit des lettres pour mes enfants, pour quand je ne serai plus là", 'plan_preparation', 'imminent'],
  ['je me coupe quand ça va pas', 'self_harm', 'urgent'],
  ["j'ai des entailles sur les cuisses que je me suis faites", 'self_harm', 'urgent'],
  ['je me brûle avec mon briquet pour me calmer', 'self_harm', 'urgent'],
  ["j'ai recommencé la scarification", 'self_harm', 'urgent'],
  ["je me frappe la tête contre les murs jusqu'à saigner", 'self_harm', 'urgent'],
  ['je vais le tuer ce connard', 'harm_to_others', 'urgent'],
  ["j'ai envie d'étrangler ma belle-mère, vraiment", 'harm_to_others', 'urgent'],
  ["j'ai des pensées de faire du mal à mon enfant", 'harm_to_others', 'urgent'],
  ['mon compagnon me bat depuis deux ans', 'danger_from_others', 'urgent'],
  ["il m'a dit qu'il allait me tuer si je partais", 'danger_from_others', 'urgent'],
  ['je subis des violences conjugales', 'danger_from_others', 'urgent'],
  ['mon beau-père me touche la nuit', 'danger_from_others', 'urgent'],
  ['je me force à vomir dès que je mange', 'eating_disorder', 'concern'],
  ["j'ai jeûné quatre jours d'affilée", 'eating_disorder', 'concern'],
  ['je prends des laxatifs pour perdre du poids', 'eating_disorder', 'concern'],
  ["j'ai une peur panique de grossir, je mange presque plus", 'eating_disorder', 'concern'],
  ['g envie de mourir', 'active_ideation', 'urgent'],
  ['chui à bout jveux plus vivre', 'passive_ideation', 'concern'],
  ['jveux mourire', 'active_ideation', 'urgent'],
  ['jpp de cette vie jveux plus exister', 'passive_ideation', 'concern'],
  ['jme sui ouvert les bras hier', 'self_harm', 'urgent'],
  ['jpense a me suicidé', 'active_ideation', 'urgent'],
  ['jai envie de me tuer', 'active_ideation', 'urgent'],
  ['ce serait tellement plus simple de ne plus être là', 'passive_ideation', 'concern'],
  ["je ne vois pas l'intérêt de continuer", 'passive_ideation', 'concern'],
  ["j'ai plus envie de rien, même plus de vivre", 'passive_ideation', 'concern'],
  ["j'ai envie de mettre fin à tout ça", 'passive_ideation', 'concern'],
  ['je vais me jeter du pont cette nuit', 'intent', 'imminent'],
  ["j'ai acheté une corde pour me pendre", 'method_means', 'urgent'],
  ['je me suis ouvert le poignet', 'self_harm', 'urgent'],
  ['mon mec me tape dessus quand il a bu', 'danger_from_others', 'urgent'],
  ["il m'a mis une gifle et m'a poussée dans les escaliers", 'danger_from_others', 'urgent'],
  ['je me fais vomir après avoir mangé', 'eating_disorder', 'concern'],
  ['je mange rien depuis trois jours pour maigrir', 'eating_disorder', 'concern'],
  ["j'ai envie de lui faire du mal, je vais le frapper jusqu'à ce qu'il arrête de respirer", 'harm_to_others', 'urgent'],
  ["J'ai préparé une lettre pour mes parents, ils la trouveront demain", 'plan_preparation', 'imminent'],
  ["j'ai accumulé des médicaments depuis des semaines", 'plan_preparation', 'imminent'],
  ["j'ai fait mes adieux à mes amis sans qu'ils le sachent", 'plan_preparation', 'imminent'],
  ["j'ai tout réglé, mes comptes, mon testament, il ne reste plus qu'à partir", 'plan_preparation', 'imminent'],
  ['Je sais déjà où et quand je vais le faire', 'plan_preparation', 'imminent'],
  ["j'ai trouvé un pont assez haut", 'plan_preparation', 'imminent'],
  ["j'ai une boîte entière de somnifères dans ma table de nuit", 'method_means', 'urgent'],
  ['le pistolet de mon père est chargé', 'method_means', 'imminent'],
  ['je suis sur le toit de mon immeuble', 'method_means', 'urgent'],
  ['je pense à prendre la voiture et à me jeter contre un mur', 'method_means', 'urgent'],
  ["je veux m'ouvrir les veines", 'method_means', 'urgent'],
  ['je vais avaler tous les médicaments de la pharmacie', 'method_means', 'imminent'],
  ['cette nuit je me pends', 'intent', 'imminent'],
  ["je vais me tuer, j'ai tout prévu", 'intent', 'imminent'],
  ['ce soir je prends tous mes cachets', 'intent', 'imminent'],
];

const HARD_NEGATIVES: string[] = [
  'je suis mort de rire',
  'je meurs de faim',
  'on va tuer le temps au café',
  'ce boulot me tue',
  'je suis triste depuis que mon chat est mort',
  'je suis stressée par mes examens',
  'dans le film, le héros veut se suicider',
  "j'ai tué le boss final dans le jeu",
  'je ne me ferais jamais de mal',
  'je ne suis pas suicidaire, juste fatiguée',
  'je me suis coupé les cheveux',
  'je me suis coupée en cuisinant',
  'je vais me faire couper les cheveux',
  "ma mère va me tuer si je rate l'examen",
  "j'ai pas envie de mourir",
  'il y a des années je me scarifiais, mais ça va depuis longtemps',
  "c'est décidé, on part à Rome",
  "j'ai fini tout le travail",
  "il m'a battu aux échecs",
  'ça me tape sur les nerfs',
  "je voudrais disparaître sous terre tellement j'avais honte",
  'je fais un régime pour manger plus sain',
  "le suicide chez les jeunes augmente selon l'article",
  "j'ai fait mon dernier jour au bureau",
  "c'est mon dernier message avant les vacances",
  'je vais le faire demain, promis',
  "j'en ai marre de ce boulot",
  "je n'en peux plus de ce bruit",
  'je me suis brûlée la langue avec le café',
  "j'ai un pistolet à eau",
  'je vais sauter le petit déjeuner',
  'je suis crevée après cette journée',
  "ce film m'a tuée, trop drôle",
  "j'ai eu une journée horrible, je suis épuisée",
  "mon grand-père est mort l'an dernier et il me manque",
  'dans la série, elle se suicide à la fin',
  'je viens de finir un livre sur le suicide de Van Gogh',
  'je me suis coupé en épluchant des pommes de terre',
  "il m'a frappé au visage dans le jeu vidéo, j'ai perdu",
  'je me tue au travail en ce moment',
  "j'ai tellement faim, je meurs",
  'je vais tuer ce niveau du jeu',
  "je n'ai jamais eu envie de mourir",
  'je ne vais pas me tuer, rassure-toi',
  "j'ai assez de médicaments pour la semaine",
  "j'ai donné mes vieux vêtements à une association",
  "j'ai écrit une lettre d'adieu à mon collègue qui part à la retraite",
  "ça me saoule ce boulot, j'en peux plus",
  'je me sens seule ces temps-ci',
  "les infos parlent d'un homme qui a sauté d'un pont",
  "ma copine m'a battue au tennis",
  "j'ai raté mon bus, je suis dégoûtée",
  "cette série est à mourir d'ennui",
  'je me suis fait tuer trois fois dans la partie',
  "le héros du roman se jette d'un pont à la fin",
  'un documentaire sur les violences conjugales passait hier',
  "j'ai coupé les légumes pour la soupe",
  'je voudrais disparaître sous ma couette tout le week-end',
  'mon chien est mort, je suis triste mais ça va aller',
  "j'ai fait un régime et j'ai perdu trois kilos",
  "le médecin m'a prescrit des somnifères pour dormir",
  'je suis allée au stand de tir avec mon club',
  "ça fait longtemps que je ne me scarifie plus, j'en suis fière",
  'je ne veux pas mourir, je veux juste aller mieux',
  'je vais le faire demain, promis, le ménage',
  "j'ai tué l'ambiance avec ma blague",
  "le boss final m'a tuée",
  'je me suis cogné la tête contre la porte du placard',
  "ma sœur m'a frappée avec un oreiller, on rigolait",
  "je suis crevé, j'ai trop bossé",
  'je pars en vacances, vous ne me reverrez pas avant lundi',
  'je suis mort de fatigue',
  'tu me tues avec tes blagues',
  "c'est mortel ce son",
  'je vais craquer si ce projet continue',
  "j'ai envie de disparaître de ce groupe whatsapp",
  "j'ai tué une araignée",
  'mon téléphone est mort',
  "je meurs d'envie d'aller à la plage",
  'je me suis fait couper les cheveux trop court',
  "j'ai perdu mon travail et je suis triste",
  'je pleure beaucoup depuis la rupture',
  'je suis fatiguée de cette semaine',
  "ma mère m'a grondée hier",
  "j'ai regardé un film sur un tueur en série",
  "on s'est battus aux oreillers avec mon frère",
  'je voudrais partir en voyage loin de tout',
  'je ne suis pas en danger, juste stressée',
  "j'ai fini mes devoirs, je vais dormir",
  "Comment fonctionnent les lignes d'écoute pour la prévention du suicide ?",
  "Mon amie m'a dit qu'elle avait des idées noires, comment l'aider ?",
  "Le journal parle d'un adolescent qui s'est suicidé",
  'Dans Roméo et Juliette, ils meurent à la fin',
  "J'ai pris le train pour Lyon ce matin",
  'On a pique-niqué sous le pont',
  "Je suis monté sur le toit pour réparer l'antenne",
  'Je prends mes médicaments tous les soirs comme prévu',
  "J'ai acheté une corde à sauter pour le sport",
  "J'ai un couteau de cuisine tout neuf",
  'Je me suis coupé en faisant la cuisine hier',
  "Je n'ai pas mangé ce midi parce que j'avais une réunion",
  'Je fais le ramadan donc je jeûne la journée',
  'Je suis au régime, je compte les calories',
  'Mon père chasse, il a un fusil de chasse',
  "Il y a cinq ans je me suis scarifiée, aujourd'hui je vais bien",
  "Je ne veux surtout pas mourir, j'aime la vie",
  "Je n'ai aucune envie de me faire du mal",
  "ce soir c'est la fête chez Julie",
  "j'ai décidé de changer de travail",
  "j'ai donné mes vieux livres à la bibliothèque",
  'je dis adieu à mon ancien appartement',
  "mon grand-père est décédé, je pense souvent à la mort ces temps-ci, c'est normal ?",
  "j'ai tellement ri que j'ai failli mourir",
  'je vais te tuer si tu manges mon dessert haha',
  'je veux tuer ce moustique',
  "mon chef va me tuer, j'ai oublié le rapport",
  "on s'est fait massacrer au match",
  'le personnage se pend dans le dernier épisode',
  "j'ai lu un article sur l'anorexie chez les mannequins",
  'je suis stressée mais ça va',
  "j'ai envie de dormir toute la journée",
  'je vais me coucher, bonne nuit',
  "il m'a frappée par sa gentillesse",
  'les violences conjugales sont un fléau selon le reportage',
];

const CONVERSATIONS: Array<[name: string, turns: string[], category: RiskCategory, level: RiskLevel]> = [
  [
    'pills put aside, then "ce soir c\'est le soir"',
    ["j'ai mis des cachets de côté", 'bof, la journée a été longue', "ce soir c'est le soir"],
    'plan_preparation',
    'imminent',
  ],
  ['a wish to die, then "cette fois je vais le faire"', ['je veux mourir', 'cette fois je vais le faire'], 'intent', 'imminent'],
  ['a gun at home, then a short "ce soir"', ["mon père a un fusil et je sais où il est, je pourrais l'utiliser", 'ce soir'], 'method_means', 'imminent'],
  ['no way out, then done with everything', ["je ne vois plus d'issue", "j'en ai fini avec tout"], 'passive_ideation', 'urgent'],
  ['a cut, then bleeding that will not stop', ['je me suis encore scarifiée', "ça s'arrête pas"], 'self_harm', 'imminent'],
];

/** Ambiguous phrases: risk only beside another one. */
const WEAK_ALONE: string[] = ['cette fois je vais le faire', "c'est décidé", "ce soir c'est le soir", "je ne vois pas d'issue", "ça s'arrête pas"];

describe('French rules: risk', () => {
  it.each(RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });
});

describe('French rules: hard negatives stay quiet', () => {
  it.each(HARD_NEGATIVES)('%s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

describe('French rules: conversations', () => {
  it.each(CONVERSATIONS)('%s', (_name, turns, category, level) => {
    const result = assessConversation(turns);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });

  it.each(WEAK_ALONE)('"%s" alone is no risk', (text) => {
    expect(assessMessage(text).level).toBeNull();
  });
});

const IN_LANGUAGE: string[] = [
  "Je n'en peux plus, je veux mourir et je ne vois pas comment continuer",
  "J'ai encore des pensées suicidaires et j'ai peur de passer à l'acte ce soir",
  "Mon mari me frappe et j'ai peur de rentrer chez moi",
];

describe('French rules: the answer is in French', () => {
  it.each(IN_LANGUAGE)('%s', (text) => {
    expect(assessMessage(text).language).toBe('fr');
  });
});

describe('French rules: well formed', () => {
  it('has unique ids in the form fr.<category>.<name>', () => {
    const ids = rules.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules.rules) expect(rule.id).toMatch(new RegExp(`^fr\\.${rule.category}\\.[a-z0-9-]+$`));
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
