import { describe, expect, it } from '@jest/globals';
import { RISK_CATEGORIES } from '@vi/contracts';
import { assessConversation, assessMessage } from '../index.js';
import type { RiskCategory, RiskLevel } from '../types.js';
import { rules } from './pt.js';

type Case = [text: string, category: RiskCategory, level: RiskLevel];

/**
 * Portuguese phrasings of every category, as people write them (phone typing, missing accents,
 * slang), with the level each must reach; then idioms, sadness, stories and news that must stay
 * quiet. Written by the rules' author: the held-out evaluation set is kept apart from these.
 */
const RISK: Case[] = [
  ['queria dormir e não acordar mais', 'passive_ideation', 'concern'],
  ['queria dormir e nunca mais acordar', 'passive_ideation', 'concern'],
  ['não quero acordar amanhã', 'passive_ideation', 'concern'],
  ['queria estar morta', 'passive_ideation', 'concern'],
  ['eu quero morrer', 'active_ideation', 'urgent'],
  ['tô com vontade de morrer', 'active_ideation', 'urgent'],
  ['não quero mais viver', 'passive_ideation', 'concern'],
  ['n aguento mais viver', 'passive_ideation', 'concern'],
  ['não tenho mais motivo pra viver', 'passive_ideation', 'concern'],
  ['a vida não tem sentido', 'passive_ideation', 'concern'],
  ['pra que viver', 'passive_ideation', 'concern'],
  ['cansei de viver', 'passive_ideation', 'concern'],
  ['queria sumir', 'passive_ideation', 'concern'],
  ['todo mundo seria mais feliz sem mim', 'passive_ideation', 'concern'],
  ['sou um peso pra minha família', 'passive_ideation', 'concern'],
  ['queria não ter nascido', 'passive_ideation', 'concern'],
  ['tomara que eu morra', 'passive_ideation', 'concern'],
  ['desisti da vida', 'passive_ideation', 'urgent'],
  ['quero me matar', 'active_ideation', 'urgent'],
  ['penso em me matar todo dia', 'active_ideation', 'urgent'],
  ['tenho pensamentos suicidas', 'active_ideation', 'urgent'],
  ['to pensando em suicídio', 'active_ideation', 'urgent'],
  ['quero tirar minha própria vida', 'active_ideation', 'urgent'],
  ['vontade de me suicidar', 'active_ideation', 'urgent'],
  ['quero acabar com a minha vida', 'active_ideation', 'urgent'],
  ['vou tomar todos os remédios', 'method_means', 'imminent'],
  ['quantos comprimidos pra morrer', 'method_means', 'urgent'],
  ['a arma tá na gaveta', 'method_means', 'imminent'],
  ['pensei em pular da ponte', 'method_means', 'urgent'],
  ['me jogar na frente do trem', 'method_means', 'urgent'],
  ['comprei uma corda', 'method_means', 'urgent'],
  ['quero me enforcar', 'method_means', 'urgent'],
  ['quero cortar os pulsos', 'method_means', 'urgent'],
  ['tomar chumbinho', 'method_means', 'urgent'],
  ['vou acabar com tudo hoje', 'intent', 'imminent'],
  ['vou me matar', 'intent', 'imminent'],
  ['decidi me matar', 'intent', 'imminent'],
  ['hoje eu vou me matar', 'intent', 'imminent'],
  ['escrevi cartas de despedida', 'plan_preparation', 'imminent'],
  ['juntei remédios', 'plan_preparation', 'imminent'],
  ['dei todas as minhas coisas', 'plan_preparation', 'imminent'],
  ['adeus a todos', 'plan_preparation', 'imminent'],
  ['vocês nunca mais vão me ver', 'plan_preparation', 'imminent'],
  ['voltei a me cortar', 'self_harm', 'urgent'],
  ['me cortei de novo', 'self_harm', 'urgent'],
  ['eu me corto', 'self_harm', 'urgent'],
  ['me queimei com cigarro de propósito', 'self_harm', 'urgent'],
  ['cortei meus braços', 'self_harm', 'urgent'],
  ['tomei remédios demais', 'self_harm', 'imminent'],
  ['tá sangrando e não para', 'self_harm', 'imminent'],
  ['vou matar ele', 'harm_to_others', 'urgent'],
  ['quero matar meu marido', 'harm_to_others', 'urgent'],
  ['tenho medo de machucar meu bebê', 'harm_to_others', 'urgent'],
  ['meu marido me bate', 'danger_from_others', 'urgent'],
  ['ele me bateu ontem', 'danger_from_others', 'urgent'],
  ['ele ameaçou me matar', 'danger_from_others', 'urgent'],
  ['tenho medo de voltar pra casa', 'danger_from_others', 'urgent'],
  ['ele tá na porta com uma faca', 'danger_from_others', 'imminent'],
  ['sofro violência doméstica', 'danger_from_others', 'urgent'],
  ['não como há 3 dias', 'eating_disorder', 'concern'],
  ['faz 4 dias que não como', 'eating_disorder', 'concern'],
  ['me forço a vomitar depois de comer', 'eating_disorder', 'concern'],
  ['tomo laxantes', 'eating_disorder', 'concern'],
  ['tenho medo de engordar', 'eating_disorder', 'concern'],
  ['minha bulimia voltou', 'eating_disorder', 'concern'],
  ['às vezes queria dormir e nunca mais acordar', 'passive_ideation', 'concern'],
  ['não aguento mais viver assim, queria morrer', 'active_ideation', 'urgent'],
  ['seria melhor se eu não existisse', 'passive_ideation', 'concern'],
  ['queria sumir do mundo', 'passive_ideation', 'concern'],
  ['minha vida não vale nada', 'passive_ideation', 'concern'],
  ['to pensando em me matar', 'active_ideation', 'urgent'],
  ['tenho vontade de me matar', 'active_ideation', 'urgent'],
  ['quero me suicidar', 'active_ideation', 'urgent'],
  ['penso em tirar minha vida', 'active_ideation', 'urgent'],
  ['quero morrer mano', 'active_ideation', 'urgent'],
  ['pensei em pular do prédio', 'method_means', 'urgent'],
  ['meu pai tem uma arma em casa', 'method_means', 'urgent'],
  ['quero tomar a cartela inteira', 'method_means', 'urgent'],
  ['pensei em me jogar na frente de um carro', 'method_means', 'urgent'],
  ['hoje à noite eu me mato', 'intent', 'imminent'],
  ['vou me jogar da ponte hoje', 'intent', 'imminent'],
  ['já decidi, vou me matar', 'intent', 'imminent'],
  ['deixei um bilhete de despedida pra minha mãe', 'plan_preparation', 'imminent'],
  ['tô juntando comprimidos faz um mês', 'plan_preparation', 'imminent'],
  ['já me despedi de todo mundo', 'plan_preparation', 'imminent'],
  ['me cortei ontem de novo', 'self_harm', 'urgent'],
  ['to me cortando escondida', 'self_harm', 'urgent'],
  ['eu me machuco de propósito', 'self_harm', 'urgent'],
  ['voltei a me automutilar', 'self_harm', 'urgent'],
  ['quero matar meu chefe', 'harm_to_others', 'urgent'],
  ['vou esfaquear ele', 'harm_to_others', 'urgent'],
  ['meu namorado me espancou', 'danger_from_others', 'urgent'],
  ['meu padrasto abusa de mim', 'danger_from_others', 'urgent'],
  ['ele disse que vai me matar', 'danger_from_others', 'urgent'],
  ['fico dias sem comer', 'eating_disorder', 'concern'],
  ['vomito tudo que como', 'eating_disorder', 'concern'],
  ['to com anorexia de novo', 'eating_disorder', 'concern'],
  ['às vezes penso que seria melhor morrer', 'passive_ideation', 'concern'],
  ['não vejo sentido em continuar vivendo', 'passive_ideation', 'concern'],
  ['queria que tudo acabasse', 'passive_ideation', 'concern'],
  ['ninguém ia sentir minha falta se eu morresse', 'passive_ideation', 'concern'],
  ['to cansada de tudo, queria dormir pra sempre', 'passive_ideation', 'concern'],
  ['to com pensamento de suicídio', 'active_ideation', 'urgent'],
  ['penso muito em me matar', 'active_ideation', 'urgent'],
  ['queria me matar', 'active_ideation', 'urgent'],
  ['tô pensando em acabar com tudo', 'active_ideation', 'urgent'],
  ['vou tomar todos os meus remédios de uma vez', 'method_means', 'imminent'],
  ['tem uma ponte perto de casa, penso em pular', 'method_means', 'urgent'],
  ['to pensando em me enforcar', 'method_means', 'urgent'],
  ['tenho uma faca aqui comigo', 'method_means', 'imminent'],
  ['hoje eu acabo com tudo', 'intent', 'imminent'],
  ['vou me matar amanhã', 'intent', 'imminent'],
  ['decidi acabar com tudo', 'intent', 'imminent'],
  ['já escrevi a carta de despedida', 'plan_preparation', 'imminent'],
  ['guardei comprimidos pra quando chegar a hora', 'plan_preparation', 'imminent'],
  ['doei todas as minhas coisas', 'plan_preparation', 'imminent'],
  ['eu me cortei hoje', 'self_harm', 'urgent'],
  ['me corto toda vez que fico ansiosa', 'self_harm', 'urgent'],
  ['tenho cortes nos braços', 'self_harm', 'urgent'],
  ['me queimo com cigarro', 'self_harm', 'urgent'],
  ['tenho vontade de matar meu padrasto', 'harm_to_others', 'urgent'],
  ['vou levar uma arma pra escola', 'harm_to_others', 'urgent'],
  ['meu marido me agride', 'danger_from_others', 'urgent'],
  ['ele me ameaça de morte', 'danger_from_others', 'urgent'],
  ['tenho medo dele, ele me bate', 'danger_from_others', 'urgent'],
  ['fiquei três dias sem comer', 'eating_disorder', 'concern'],
  ['vomito depois de comer', 'eating_disorder', 'concern'],
  ['tomo laxante pra emagrecer', 'eating_disorder', 'concern'],
  ['qro morre', 'active_ideation', 'urgent'],
  ['vo me mata', 'active_ideation', 'imminent'],
  ['n aguento mais vou me mata hoje', 'intent', 'imminent'],
  ['to querendo morrer', 'active_ideation', 'urgent'],
  ['quero me mata', 'active_ideation', 'urgent'],
  ['nao quero mais existir', 'passive_ideation', 'concern'],
  ['penso todo dia em suicidio', 'active_ideation', 'urgent'],
  ['me cortei de novo ontem a noite', 'self_harm', 'urgent'],
  ['ele me bateu e disse que vai me matar', 'danger_from_others', 'urgent'],
  ['to sem comer faz uma semana', 'eating_disorder', 'concern'],
  ['peguei a arma do meu pai', 'method_means', 'imminent'],
  ['escrevi uma carta pros meus pais, eles vão achar amanhã', 'plan_preparation', 'imminent'],
  ['to juntando remédio faz semanas', 'plan_preparation', 'imminent'],
  ['me despedi dos meus amigos sem eles saberem', 'plan_preparation', 'imminent'],
  ['já sei onde e quando vou fazer', 'plan_preparation', 'imminent'],
  ['achei uma ponte alta o suficiente', 'plan_preparation', 'imminent'],
  ['tenho uma caixa inteira de calmantes na gaveta', 'method_means', 'imminent'],
  ['a arma do meu pai tá carregada', 'method_means', 'imminent'],
  ['to em cima do prédio', 'method_means', 'imminent'],
  ['quero cortar meus pulsos', 'method_means', 'urgent'],
  ['hoje à noite eu me enforco', 'intent', 'imminent'],
  ['vou me matar, já planejei tudo', 'intent', 'imminent'],
  ['hoje à noite vou tomar todos os meus remédios', 'intent', 'imminent'],
  ['meu pai bate em mim e na minha mãe', 'danger_from_others', 'urgent'],
  ['meu ex me persegue e me ameaça', 'danger_from_others', 'urgent'],
  ['ele me obriga a transar', 'danger_from_others', 'urgent'],
  ['ele me tranca em casa e pega meu celular', 'danger_from_others', 'urgent'],
  ['sonho em esfaquear meu chefe', 'harm_to_others', 'urgent'],
  ['tenho pensamentos de machucar meu bebê', 'harm_to_others', 'urgent'],
  ['me mordo até sangrar', 'self_harm', 'urgent'],
  ['cortar me acalma', 'self_harm', 'urgent'],
  ['só como uma maçã por dia', 'eating_disorder', 'concern'],
  ['desmaiei porque não como mais', 'eating_disorder', 'urgent'],
  ['Desde que minha esposa morreu só quero ir junto com ela. Penso em me matar toda noite.', 'active_ideation', 'urgent'],
  ['Sinceramente não sei por que continuo. Dormir e não acordar seria um alívio.', 'passive_ideation', 'concern'],
  ['Tomei minha decisão. Vou me matar hoje à noite, só queria que alguém soubesse.', 'intent', 'imminent'],
  ['Fiz meu testamento e escrevi uma carta pra cada um dos meus filhos. Amanhã não vou estar mais aqui.', 'plan_preparation', 'imminent'],
  ['Fazia um ano que eu tinha parado, mas ontem à noite me cortei de novo.', 'self_harm', 'urgent'],
  ['Quando ele bebe fica violento e já quebrou meu braço.', 'danger_from_others', 'urgent'],
  ['Me sinto gorda, então quase não como e faço exercício até desmaiar.', 'eating_disorder', 'concern'],
  ['não tenho mais forças pra viver', 'passive_ideation', 'concern'],
  ['tenho medo de fazer uma besteira', 'active_ideation', 'urgent'],
  ['quero ir ficar com a minha mãe no céu', 'passive_ideation', 'concern'],
  ['ninguém sentiria minha falta', 'passive_ideation', 'concern'],
  ['eu não deveria estar viva', 'passive_ideation', 'concern'],
  ['Não tenho mais vontade nenhuma de estar aqui', 'passive_ideation', 'concern'],
  ['Rezo pra não acordar amanhã', 'passive_ideation', 'concern'],
  ['Fico pensando em como eu poderia me matar', 'active_ideation', 'urgent'],
  ['Guardo uma lâmina na bolsa pra qualquer coisa', 'method_means', 'urgent'],
  ['Penso em me afogar no rio', 'method_means', 'urgent'],
  ['Hoje à noite eu acabo com isso de vez', 'intent', 'imminent'],
  ['Organizei tudo pra minha filha ficar bem depois', 'plan_preparation', 'imminent'],
  ['Faço cortes nas pernas pra ninguém ver', 'self_harm', 'urgent'],
  ['Penso em envenenar meu marido', 'harm_to_others', 'urgent'],
  ['Meu companheiro me ameaçou com uma faca ontem à noite', 'danger_from_others', 'urgent'],
  ['Só como legumes cozidos e vomito quando como demais', 'eating_disorder', 'concern'],
  ['Não vejo futuro, preferia não existir', 'passive_ideation', 'concern'],
  ['Invejo quem morre', 'passive_ideation', 'concern'],
  ['O suicídio parece a única saída', 'active_ideation', 'urgent'],
  ['Procuro um jeito de morrer sem sofrer', 'active_ideation', 'urgent'],
  ['Amanhã não vou estar mais aqui, já está decidido', 'intent', 'imminent'],
  ['Tenho morfina suficiente pra acabar com tudo', 'method_means', 'imminent'],
  ['Me coço até sangrar quando fico mal', 'self_harm', 'urgent'],
  ['Me peso dez vezes por dia e pulo todas as refeições', 'eating_disorder', 'concern'],
  ['Meu pai me expulsou de casa e me bateu', 'danger_from_others', 'urgent'],
  ['Quero atirar em todo mundo no escritório', 'harm_to_others', 'urgent'],
  ['não suporto mais essa vida, só quero que acabe de vez', 'passive_ideation', 'concern'],
  ['tenho ideias suicidas', 'active_ideation', 'urgent'],
  ['sei a dose certa pra não acordar', 'method_means', 'urgent'],
  ['queimei meu braço de propósito com o ferro', 'self_harm', 'urgent'],
  ['me permito no máximo 300 calorias por dia', 'eating_disorder', 'concern'],
  ['meu namorado me estuprou', 'danger_from_others', 'urgent'],
  ['Queria dormir pra sempre', 'passive_ideation', 'concern'],
  ['Tô querendo me matar desde cedo', 'active_ideation', 'urgent'],
  ['Achei o lugar de onde vou pular', 'plan_preparation', 'imminent'],
  ['Vou me enforcar, já tenho a corda', 'intent', 'imminent'],
  ['Esvaziei minha conta e dei tudo pra minha irmã, não vou precisar mais', 'plan_preparation', 'imminent'],
  ['Voltei a me machucar com tesoura', 'self_harm', 'urgent'],
  ['Não seguro nada, vomito tudo que como', 'eating_disorder', 'concern'],
  ['Meu marido bateu minha cabeça na parede', 'danger_from_others', 'urgent'],
  ['é hoje que eu me mato', 'intent', 'imminent'],
  ['vou pular da ponte daqui a uma hora', 'intent', 'imminent'],
  ['daqui a dez minutos tomo tudo', 'intent', 'imminent'],
  ['tô na ponte e vou pular', 'intent', 'imminent'],
  ['tô com os remédios na mão, vou tomar', 'intent', 'imminent'],
  ['adeus, vou me matar', 'intent', 'imminent'],
];

const HARD_NEGATIVES: string[] = [
  'morri de rir',
  'tô morrendo de fome',
  'vamos matar a saudade',
  'vou cortar o cabelo',
  'cortei o cabelo ontem',
  'matei aula hoje',
  'minha mãe vai me matar',
  'esse calor tá me matando',
  'estou triste porque terminei o namoro',
  'no filme o personagem se mata',
  'eu nunca me mataria',
  'não quero morrer',
  'há muitos anos eu me cortava, hoje estou bem',
  'me cortei cozinhando',
  'to estressada com a faculdade',
  'vou sumir por uns dias de férias',
  'faço jejum intermitente',
  'me bate uma tristeza às vezes',
  'vou pular de alegria',
  'quero morrer de rir com esse filme',
  'tô morta de cansaço',
  'meu avô morreu e estou muito triste',
  'na novela a personagem se matou',
  'vou cortar as unhas',
  'minha chefe vai me matar se eu me atrasar',
  'morri de vergonha na apresentação',
  'nunca pensei em me matar',
  'hoje matei a saudade da minha mãe',
  'esse trânsito me mata',
  'estou cansada do trabalho',
  'li uma notícia sobre suicídio',
  'estou muito triste com a morte da minha avó',
  'hoje o trabalho foi puxado',
  'vou cortar o cabelo amanhã',
  'minha mãe me mata se eu chegar tarde',
  'o personagem do jogo morreu',
  'morro de medo de barata',
  'matei a fome com um lanche',
  'nunca me machucaria',
  'vou pular essa parte da aula',
  'tomei o remédio que o médico passou',
  'tô morto de cansaço',
  'tô morrendo de rir',
  'me matei de estudar pra prova',
  'quase morri de susto',
  'meu celular morreu',
  'matei uma barata',
  'terminei com meu namorado e to triste',
  'hoje foi um dia horrível no trabalho',
  'vou acabar com tudo isso de procrastinar',
  'minha planta morreu',
  'Como funciona o CVV?',
  'Minha amiga está com pensamentos suicidas, como posso ajudar?',
  'O jornal falou de um homem que se matou',
  'No filme o herói morre no final',
  'Peguei o trem para o trabalho hoje',
  'Subi no telhado pra consertar a antena',
  'Tomo meus remédios todas as noites como o médico mandou',
  'Comprei uma corda de pular pra academia',
  'Me cortei fazendo a barba',
  'Não almocei hoje porque tive reunião',
  'Estou de dieta e contando calorias',
  'Meu pai é caçador e tem uma espingarda',
  'Há cinco anos eu me cortava, hoje estou bem',
  'Eu não quero morrer de jeito nenhum',
  'hoje à noite tem festa na casa da julia',
  'decidi mudar de emprego',
  'doei meus livros velhos pra biblioteca',
  'ri tanto que quase morri',
  'meu chefe vai me matar, esqueci o relatório',
  'li uma matéria sobre anorexia',
  'estou estressada mas tá tudo bem',
  'boa noite, vou dormir',
  'violência doméstica é um problema sério segundo a reportagem',
  'quero tanto aquele bolo, daria a vida por ele',
  'meu pai me deu um tapinha no ombro de brincadeira',
  'machuquei as costas correndo',
  'mordi a língua',
  'como uma maçã por dia pra saúde',
  'Estou triste desde o término mas meus amigos me ajudam muito.',
  'O filme era tão longo que achei que ia morrer de tédio.',
  'Meu gato caiu da varanda mas está bem.',
  'Queria sumir uma semana pra praia.',
  'Não consigo dormir, penso demais no trabalho',
  'Meu namorado terminou comigo e choro toda noite',
  'Me sinto inútil no trabalho, meu chefe me critica o tempo todo',
  'Tenho crises de ansiedade no metrô',
  'Minha mãe está doente e tenho medo de perdê-la',
  'Brigo o tempo todo com minha irmã',
  'Ninguém me entende',
  'Bebo demais no fim de semana',
  'Odeio meu corpo agora',
  'Estou exausta, trabalho demais',
  'Reprovei na prova',
  'Quero largar tudo e ir morar na Austrália',
  'parei de fumar faz uma semana',
  'meu notebook morreu',
  'cortei relações com meu pai',
  'maratonei séries até morrer esse fim de semana',
  'vou me jogar de cabeça nesse projeto',
  'to morta de saudade de você',
  'tenho medo de fazer besteira na entrevista',
  'Sonhei que caía de um penhasco, foi angustiante',
  'O gato do vizinho foi atropelado, que triste',
  'Meu irmão me irrita, vou matar ele kkkk',
  'Me cortei com uma folha de papel',
  'Não estou com fome hoje',
  'me coço porque tenho alergia',
  'estou com tanta fome que comeria um boi',
  'o suicídio do meu tio há dez anos me marcou muito',
  'não suporto mais minha colega de quarto',
  'já comprei tudo que preciso pro bolo',
  'Vi uma reportagem sobre violência doméstica',
  'Ninguém ia perceber se eu saísse mais cedo',
  'sei a dose máxima de dipirona',
  'invejo quem está de férias',
  'semana que vem não vou estar mais aqui, vou me mudar',
  'me queimei passando roupa',
  'fiz jejum pro exame de sangue',
  'quero que esse barulho acabe de vez',
  'a música fala de alguém que quer morrer',
  'Achei o lugar onde vamos fazer o piquenique',
];

const CONVERSATIONS: Array<[name: string, turns: string[], category: RiskCategory, level: RiskLevel]> = [
  ['pills saved, then "hoje é o dia"', ['juntei remédios', 'o dia foi longo', 'hoje é o dia'], 'plan_preparation', 'imminent'],
  ['a wish to die, then "vou fazer isso hoje"', ['eu quero morrer', 'vou fazer isso hoje'], 'intent', 'imminent'],
  ['a gun at home, then a short "hoje à noite"', ['meu pai tem uma arma em casa', 'hoje à noite'], 'method_means', 'imminent'],
  ['no way out, then giving up on life', ['não vejo saída', 'desisti da vida'], 'passive_ideation', 'urgent'],
  ['a decision, then the method', ['minha decisão está tomada', 'vou pular da ponte'], 'intent', 'imminent'],
];

/** Ambiguous phrases: risk only beside another one. */
const WEAK_ALONE: string[] = ['vou fazer isso hoje', 'minha decisão está tomada', 'hoje é o dia', 'não vejo saída', 'essa é minha última mensagem'];

describe('Portuguese rules: risk', () => {
  it.each(RISK)('%s → %s (%s)', (text, category, level) => {
    const result = assessMessage(text);
    expect(result.categories).toContain(category);
    expect(result.level).toBe(level);
  });
});

describe('Portuguese rules: hard negatives stay quiet', () => {
  it.each(HARD_NEGATIVES)('%s', (text) => {
    const result = assessMessage(text);
    expect({ text, level: result.level, matched: result.matched }).toEqual({ text, level: null, matched: [] });
  });
});

describe('Portuguese rules: conversations', () => {
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
  'Não aguento mais, eu quero morrer e não vejo saída nenhuma',
  'Estou com pensamentos suicidas de novo e tenho medo de fazer isso hoje',
  'Meu marido me bate e eu tenho medo de voltar pra casa',
];

describe('Portuguese rules: the answer is in Portuguese', () => {
  it.each(IN_LANGUAGE)('%s', (text) => {
    expect(assessMessage(text).language).toBe('pt');
  });
});

describe('Portuguese rules: well formed', () => {
  it('has unique ids in the form pt.<category>.<name>', () => {
    const ids = rules.rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules.rules) expect(rule.id).toMatch(new RegExp(`^pt\\.${rule.category}\\.[a-z0-9-]+$`));
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
