import type { LanguageRules, RiskCategory, RiskLevel, RiskRule } from '../types.js';

/**
 * Portuguese (Brazil and Portugal). Patterns are written against the normalised text: lower case,
 * no accents ("nao", "voce", "remedios"), hyphens as spaces ("matar me"). Phone typing is
 * covered: "n"/"naum" for "não", "q" (read as "que"), "pq", "vc", "to"/"tô" for "estou", "ta" for
 * "está", "pra" for "para", "hj" for "hoje", "mt" for "muito". The normaliser may read a few
 * Portuguese words as their Spanish or English look-alikes ("suicidar" as "suicidal",
 * "pastilhas" as "pastillas"): both spellings are accepted.
 */

/** "não" as typed. */
const NAO = '(?:nao|n|naum|nem)';
/** Optional words between a verb and what follows. */
const ADV = '(?:(?:mais|so|muito|mt|mto|tanto|realmente|de verdade|ate|simplesmente|sempre|ainda|de novo|ja|logo|mesmo|tipo|literalmente) )?';
/** Wish verbs. */
const WANT =
  '(?:quero|qro|kero|querendo|to querendo|estou querendo|queria|qria|quis|gostaria de|preferia|prefiro|desejo|to com vontade de|estou com vontade de|tenho vontade de|vontade de|sinto vontade de|so penso em|penso em|pensando em|pensei em|precisava|preciso)';
/** Ways of saying "kill myself". */
const KILL_SELF =
  '(?:me (?:matar|mata|suicidar|suicida|suicidal|enforcar|jogar (?:da|do|de um|de uma|de cima|na frente|embaixo|no rio|no mar)|atirar (?:da|do|de um|de uma|na frente)|envenenar)|matar me|suicidar me|suicidal me|tirar (?:a )?(?:minha )?(?:propria )?vida|acabar com (?:a )?(?:minha )?(?:propria )?vida|acabar com tudo(?! (?:isso de|de|o que|que))|dar (?:um )?fim (?:a|em|na) (?:minha vida|tudo)|dar cabo da (?:minha )?vida|por fim (?:a|na) (?:minha )?vida)';
const PILLS =
  '(?:remedios?|remedinhos?|comprimidos?|pilulas?|pastilhas?|capsulas?|calmantes?|antidepressivos?|tarja preta|rivotril|clonazepam|paracetamol|dipirona|insulina|morfina|soniferos?)';
const PARTNER =
  '(?:ele|ela|eles|meu (?:marido|namorado|companheiro|pai|padrasto|irmao|filho|tio|ex|chefe|vizinho|parceiro)|minha (?:mulher|esposa|namorada|companheira|mae|madrasta|irma|filha|tia|ex|chefe|vizinha|parceira)|meus pais)';
const HOJE = '(?:hoje|hj)';

interface Options {
  negatable?: false;
  weak?: true;
}

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: Options = {}): RiskRule {
  return { id: `pt.${category}.${name}`, category, level, pattern, ...options };
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
  language: 'pt',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?:dormir|deitar|apagar) (?:e|pra|para) (?:${NAO} (?:acordar|acorda) mais|nunca mais (?:acordar|acorda)|${NAO} acordar|${NAO} acordar nunca mais|${NAO} mais acordar)`,
      FIXED,
    ),
    rule(
      'not-wake-wish',
      P,
      'concern',
      `(?:queria|quero|qria|gostaria de|espero|tomara que eu|prefiro|preferia|rezo pra|rezo para) ${ADV}(?:${NAO} (?:mais )?acordar|nunca mais acordar|${NAO} acordar (?:mais|amanha|nunca mais))|${NAO} (?:quero|queria) (?:mais )?acordar (?:amanha|nunca mais|mais)`,
      FIXED,
    ),
    rule(
      'be-dead',
      P,
      'concern',
      `(?:queria|quero|preferia|prefiro|gostaria de|melhor) ${ADV}(?:estar|ta|tar|ser|ficar) (?:mort[oa]s?|debaixo da terra|enterrad[oa])`,
    ),
    rule(
      'wish-die',
      P,
      'concern',
      `(?:eu )?${WANT} ${ADV}(?:sumir (?:pra|para) sempre|deixar de existir|${NAO} existir mais|${NAO} existir|${NAO} estar mais aqui|partir desse mundo|partir deste mundo)(?! (?:de (?:rir|fome|sono|saudade|vergonha|calor|frio|medo|tedio|amor|inveja)|por (?:voce|vc|ele|ela|amor|isso)))`,
    ),
    rule(
      'want-die',
      A,
      'urgent',
      `(?:eu )?${WANT} ${ADV}(?:morrer|morrir|morre|morrermos)(?! (?:de (?:rir|fome|sono|saudade|vergonha|calor|frio|medo|tedio|amor|inveja)|por (?:voce|vc|ele|ela|amor|isso)))`,
    ),
    rule(
      'no-live',
      P,
      'concern',
      `${NAO} (?:quero|qro|kero|queria|aguento|aguento mais|consigo|tenho vontade de|tenho mais vontade de) ${ADV}(?:viver|estar viv[oa]|continuar vivend?o?|continuar viv[oa]|existir|seguir vivendo)(?! (?:assim|com|aqui|la|nessa|nesta|nesse|neste|sem|longe|perto|em|no|na|com ele|com ela|desse jeito|dessa forma))`,
      FIXED,
    ),
    rule(
      'no-reason',
      P,
      'concern',
      `(?:sem|${NAO} tenho|${NAO} tem|nenhum|nenhuma|perdi (?:a|o)) (?:mais )?(?:\\S+ )?(?:motivos?|razao|razoes|vontade|sentido|porque|forcas?) (?:pra|para|de) (?:viver|continuar vivendo|continuar vivo|continuar viva|seguir em frente|existir)`,
      FIXED,
    ),
    rule(
      'point-living',
      P,
      'concern',
      `(?:pra que|para que|pq|porque|por que|qual o sentido de|qual e o sentido de|de que adianta|qual a graca de) (?:continuar |eu )?(?:viver|vivendo|existir|estar vivo|estar viva|continuar vivendo)|(?:a|minha) vida ${NAO} (?:tem|faz) (?:mais )?(?:sentido|graca|valor)|vida sem sentido`,
      FIXED,
    ),
    rule('tired-life', P, 'concern', `(?:cansad[oa]|cansei|exaust[oa]|farto|farta) (?:de|da) (?:viver|vida|existir|estar viv[oa]|acordar)`),
    rule(
      'disappear',
      P,
      'concern',
      `${WANT} ${ADV}(?:sumir|desaparecer|evaporar|deixar de existir)(?! (?:um pouco|uns dias|por uns|por um|por alguns|por umas|de ferias|daqui|do trabalho|dessa festa|dessa reuniao|do mapa por|do grupo|das redes|um tempo|por um tempo|uma semana|um fim de semana|pra praia|pro campo|pra (?:algum|outro) lugar))`,
    ),
    rule('never-born', P, 'concern', `(?:queria|preferia|melhor|gostaria de) (?:${NAO} ter nascido|nunca ter nascido|ter morrido)`, FIXED),
    rule(
      'better-without',
      P,
      'concern',
      `(?:melhor|melhores|mais felizes|mais feliz|mais facil|melhor ainda|bem melhor) sem mim|sem mim (?:\\S+ ){0,3}(?:melhor|mais felizes|mais feliz|mais facil)`,
    ),
    rule('burden', P, 'concern', `(?:sou|to sendo|estou sendo|me sinto) (?:so |apenas )?(?:um|uma) (?:peso|fardo|estorvo) (?:pra|para|na vida)`),
    rule(
      'hope-die',
      P,
      'concern',
      `(?:tomara|espero|rezo pra|rezo para|peco a deus) (?:que )?(?:eu )?(?:morra|morrer|nao acorde|${NAO} acordar|um (?:carro|caminhao|onibus|trem) me (?:atropele|pegue|mate))|se eu (?:morresse|sumisse|desaparecesse)(?: \\S+){0,4} (?:ninguem|nenhum|ninguém)`,
    ),
    rule('think-death', P, 'concern', `(?:penso|pensando|pensei|fico pensando) ${ADV}(?:em morrer|em sumir)(?! de)`),
    rule('think-of-death', P, 'concern', `(?:penso|pensando|pensei|fico pensando) ${ADV}(?:na morte|na minha morte)`, WEAK),
    rule(
      'no-way-out',
      P,
      'urgent',
      `${NAO} (?:vejo|tem|ha|existe|encontro|acho) (?:mais )?(?:\\S+ )?(?:saida|outra saida|solucao|outra solucao|luz no fim do tunel|esperanca)(?! (?:pra|para|pro) (?:o|a|esse|essa|isso|meu|minha)| (?:alem de|a nao ser) (?:pedir|vender|sair|largar|mudar))|sem saida`,
      { negatable: false, weak: true },
    ),
    rule(
      'gave-up',
      P,
      'urgent',
      `(?:desisti|desistindo|vou desistir|quero desistir) (?:da vida|de viver|de tudo|de mim)(?! (?:isso|de tentar|desse|dessa))|acabou pra mim|(?:cheguei|chegou) no (?:meu )?limite(?: \\S+){0,3} (?:vida|viver)`,
    ),
    rule(
      'if-not-exist',
      P,
      'concern',
      `(?:melhor|mais facil|mais feliz|mais felizes) (?:\\S+ ){0,2}se eu (?:${NAO} existisse|${NAO} estivesse (?:mais )?aqui|${NAO} tivesse nascido|sumisse|morresse|desaparecesse)|(?:minha|a) vida ${NAO} vale (?:nada|a pena|mais nada|mais a pena)`,
      FIXED,
    ),
    rule(
      'better-die',
      P,
      'concern',
      `(?:seria|era|e) melhor (?:eu )?(?:morrer|estar mort[oa]|sumir|${NAO} existir|${NAO} estar aqui)|(?:queria|quero|espero|tomara) que (?:tudo|minha vida|a vida|isso tudo) (?:acabasse|acabe|terminasse|termine|chegasse ao fim)|(?:dormir|apagar|descansar) (?:pra|para) sempre`,
    ),
    rule(
      'no-sense',
      P,
      'concern',
      `${NAO} (?:vejo|tem|encontro|acho) (?:mais )?sentido (?:em|de|pra) (?:viver|continuar vivendo|continuar viv[oa]|continuar|existir|estar viv[oa])|(?:ninguem|nenhum) (?:\\S+ ){0,4}se eu (?:morresse|sumisse|desaparecesse|${NAO} estivesse aqui)`,
      FIXED,
    ),
    rule(
      'nobody-miss',
      P,
      'concern',
      `(?:ninguem|ngm) (?:\\S+ ){0,2}(?:sentiria|ia sentir|vai sentir|sentira) (?:a )?(?:minha )?falta|${NAO} (?:faria|faço|faco) falta (?:pra|para|a) ninguem|(?:eu )?${NAO} (?:deveria|devia) (?:estar viv[oa]|existir|ter nascido)`,
      FIXED,
    ),
    rule(
      'no-wish-here',
      P,
      'concern',
      `(?:vontade|forca|forcas|motivo|animo) (?:nenhuma |nenhum )?(?:de|pra|para) (?:estar aqui|estar viv[oa]|viver|existir|continuar vivendo)`,
      FIXED,
    ),
    rule(
      'envy-dead',
      P,
      'concern',
      `invejo (?:quem|os que|as pessoas que|quem ja) (?:morre|morreu|morrem|esta mort[oa]|morreram)|invejo os mortos|(?:pra|para) (?:${NAO} existir mais|deixar de existir|nunca ter existido)`,
      FIXED,
    ),
    rule('want-end', P, 'concern', `(?:quero|queria) que (?:tudo |isso |a vida |isso tudo )?(?:acabe|termine|acabasse) (?:de vez|pra sempre|para sempre)`),
    // — active thoughts
    rule(
      'kill-self',
      A,
      'urgent',
      `(?:${WANT}|vou|vo|vou acabar|to pensando em|estou pensando em|pensar em|medo de|coragem de|coragem pra|como|jeito de|forma de|capaz de|tentei|tentar|tento|quase) ${ADV}${KILL_SELF}`,
    ),
    rule(
      'suicide-word',
      A,
      'urgent',
      `(?:tenho|tive|to com|estou com|ando com|ando tendo|tenho tido|meus|voltaram|voltou|me vem|me vêm|eu com) (?:\\S+ ){0,2}(?:pensamentos?|ideias?|ideacao|ideacoes|tendencias?|pensamento) (?:\\S+ )?(?:suicidas?|de suicidio|de me matar|de morrer)|(?:pensando|penso|pensei|pensar|cogitando|cogito|penso muito|penso sempre) (?:\\S+ ){0,3}(?:em |no )?(?:suicidio|me suicidar|me suicidal|me matar)|(?:sou|to|estou|me sinto|ando|fiquei) (?:muito |meio |bem )?suicidas?`,
    ),
    rule('reflexive', A, 'urgent', `me (?:suicidar|suicidal|suicido|suicidei)|(?:suicidar|suicidal) me`),
    rule('attempt', A, 'urgent', `(?:tentativa de suicidio|tentei (?:o )?suicidio|tentei me matar|tentei tirar minha vida)`),
    rule(
      'unalive',
      A,
      'urgent',
      `(?:me desvivo|me desviver|desviver|me unalive|me auto eliminar|me auto destruir|auto exterminio|autoexterminio|se matar e a unica|me apagar)`,
    ),
    rule('kill-present', A, 'urgent', `(?:eu )?me (?:mato|suicido|enforco)(?! de (?:rir|trabalhar|estudar))`),
    rule(
      'stupid-thing',
      A,
      'urgent',
      `(?:medo|vontade|perto|prestes|a ponto) de fazer (?:uma |alguma )?(?:besteira|bobagem|merda|loucura)(?! (?:no|na|com|de))`,
    ),
    rule(
      'join-dead',
      P,
      'concern',
      `(?:encontrar|ficar com|ir ficar com|ir pra junto d[oa]|ir junto com) (?:o |a )?(?:meu|minha|meus) \\S+ (?:no ceu|la em cima|do outro lado)|sumir de vez(?! d[oa]s? (?:grupo|rede|redes|instagram))`,
    ),
    rule('how-could', A, 'urgent', `como (?:eu )?(?:poderia|posso|podia|conseguiria|iria|vou) ${KILL_SELF}`),
    rule(
      'only-solution',
      A,
      'urgent',
      `(?:o suicidio|a morte|morrer|me matar) (?:\\S+ ){0,4}(?:unica saida|unica solucao|unica opcao|unico jeito)|(?:procuro|procurando|busco) (?:um |uma )?(?:jeito|forma|maneira) de (?:morrer|me matar|me suicidar)`,
    ),
    // — method or means
    rule(
      'pills-all',
      M,
      'urgent',
      `(?:tomar|tomo|engolir|engulo|tomaria) (?:\\S+ )?(?:todos os|todas as|todo o|toda a|a caixa inteira|a caixa toda|a cartela inteira|a cartela toda|a caixa|a cartela|o vidro|um monte de|uma caixa de|varias cartelas de)(?: (?:\\S+ )?(?:${PILLS}|caixa|cartela|vidro|frasco))?`,
    ),
    rule(
      'how-many',
      M,
      'urgent',
      `(?:quantos|quantas|qual a quantidade de|qual dose de) (?:\\S+ ){0,3}(?:pra|para) (?:morrer|morrir|${NAO} acordar|me matar|matar|ter overdose)|dose (?:letal|fatal|mortal)`,
    ),
    rule('overdose', M, 'urgent', `(?:tomar|ter|ter uma|tomar uma|fazer uma|vou ter|quero ter) overdose|overdose de ${PILLS}`),
    rule(
      'how-to',
      M,
      'urgent',
      `(?:como|melhor jeito de|jeito mais rapido de|forma de|maneira de|metodo pra|metodo para) (?:me |se )?(?:matar|suicidar|suicidal|enforcar|morrer sem dor|morrer rapido)|morrer sem (?:dor|sofrer|sentir nada)`,
    ),
    rule(
      'gun',
      M,
      'urgent',
      `(?:me dar um tiro|dar um tiro (?:em mim|na (?:minha )?cabeca)|estourar (?:os )?meus miolos|atirar em mim (?:mesm[oa])?|arma na (?:minha )?(?:cabeca|boca))`,
    ),
    rule(
      'gun-have',
      M,
      'urgent',
      `(?:tenho|peguei|comprei|arrumei|consegui|achei) (?:\\S+ )?(?:uma|a) (?:arma|pistola|revolver|espingarda|arma do meu pai|arma de fogo|garrucha|trezoitao|38)(?! (?:de (?:agua|brinquedo|paintball|pressao)|pra (?:caca|o clube|o trabalho)|no clube))`,
    ),
    rule(
      'gun-place',
      M,
      'imminent',
      `(?:arma|pistola|revolver|espingarda)(?: do meu \\S+)? (?:ta|esta|fica|carregada) (?:\\S+ ){0,2}(?:na (?:minha )?gaveta|do meu lado|ao meu lado|na minha mao|embaixo do travesseiro|na minha frente|aqui comigo|na mochila|em cima da mesa|carregada)`,
    ),
    rule(
      'hang',
      M,
      'urgent',
      `(?:me enforcar|me enforco|me enforque|n[oó] de forca|forca pronta|corda (?:no|em volta do) pescoco|corda (?:na|no) (?:viga|teto|caibro|ventilador))`,
    ),
    rule(
      'rope-have',
      M,
      'urgent',
      `(?:comprei|peguei|arrumei|tenho|achei|amarrei|preparei) (?:\\S+ )?(?:uma|a) corda(?! (?:de (?:pular|violao|guitarra|varal)|pra (?:pular|varal|o varal|escalada)|bamba))`,
    ),
    rule(
      'jump',
      M,
      'urgent',
      `(?:pular|pulo|pulei|me jogar|me jogo|me atirar|me atiro|me lancar|saltar|me deixar cair) (?:\\S+ ){0,2}(?:da|do|de um|de uma|pela|no|na) (?:\\S+ )?(?:ponte|predio|viaduto|janela|telhado|laje|sacada|varanda|penhasco|precipicio|terraco|andar|passarela|edificio|prédio)|(?:pular|pulo|me jogar|me jogo|me atirar) (?:no vazio|la de cima|daqui de cima|lá de cima)`,
    ),
    rule(
      'jump-edge',
      M,
      'imminent',
      `(?:to|estou|tô|fiquei|subi|sentad[oa]|em pe) (?:\\S+ )?(?:em cima do predio|no alto do predio|no topo do predio|em cima do viaduto|em cima da ponte|na beira (?:da|do) (?:ponte|predio|penhasco|laje|janela|telhado)|no parapeito|na mureta|no telhado do predio|no alto do predio|na borda)`,
    ),
    rule(
      'train',
      M,
      'urgent',
      `(?:me jogar|me jogo|me deitar|me atirar|pular|me atiro) (?:\\S+ ){0,2}(?:na frente|embaixo|debaixo) (?:de um|do|da|de uma) (?:trem|metro|onibus|caminhao|carro|carreta|moto)|(?:me jogar|deitar|me deitar) (?:nos|no) (?:trilhos|trilho)`,
    ),
    rule(
      'car-crash',
      M,
      'urgent',
      `(?:jogar|bater|enfiar|lancar|jogo|bato|meter) (?:o|meu) carro (?:\\S+ )?(?:contra|num|numa|no|na|em) (?:\\S+ )?(?:muro|poste|arvore|parede|caminhao|ribanceira|barranco|precipicio|pilastra)(?! sem querer)`,
    ),
    rule('wrists', M, 'urgent', `(?:cortar|corto|cortei|abrir|abri|rasgar) (?:os |meus |o |meu )?(?:pulsos?|punhos?|veias)`),
    rule(
      'poison',
      M,
      'urgent',
      `(?:tomar|tomei|beber|bebi|engolir) (?:\\S+ )?(?:veneno|chumbinho|agua sanitaria|soda caustica|raticida|mata rato|desinfetante|alvejante)|me envenenar`,
    ),
    rule(
      'family-gun',
      M,
      'urgent',
      `(?:meu|minha|meus) (?:pai|mae|marido|tio|irmao|avo|padrasto|pais|vizinho) (?:tem|guarda|esconde|deixa) (?:uma|um|a|o|umas) (?:arma|armas|pistola|revolver|espingarda|38)(?: \\S+){0,3} (?:em casa|no armario|na gaveta|no guarda roupa|no cofre|eu sei onde)`,
    ),
    rule(
      'pills-ready',
      M,
      'urgent',
      `(?:tenho|to com|estou com) (?:\\S+ ){0,2}${PILLS} (?:\\S+ ){0,2}(?:na minha frente|do meu lado|na mao|aqui comigo|separados|contados)`,
    ),
    rule('jump-bare', M, 'urgent', `(?:penso|pensei|pensando|vontade de|quero|queria) (?:em )?pular$`),
    rule(
      'blade-at-hand',
      M,
      'urgent',
      `(?:faca|lamina|gilete|navalha|arma|corda|remedios|comprimidos) (?:\\S+ )?(?:aqui comigo|na minha mao|do meu lado|na minha frente)`,
    ),
    rule(
      'pills-stock',
      M,
      'urgent',
      `(?:caixa|cartela|vidro|frasco)s? (?:inteira|inteiro|cheia|cheio) de ${PILLS}|(?:varias|muitas) (?:caixas|cartelas) de ${PILLS}`,
    ),
    rule(
      'blade-just-in-case',
      M,
      'urgent',
      `(?:guardo|carrego|levo|tenho sempre) (?:\\S+ ){0,2}(?:lamina|gilete|navalha|estilete|remedios|comprimidos) (?:\\S+ ){0,4}(?:pra qualquer coisa|por via das duvidas|caso precise|pro caso)|me afogar|me afogo`,
    ),
    rule('dose-for', M, 'urgent', `dose (?:\\S+ ){0,3}(?:pra|para) (?:${NAO} acordar|morrer|acabar com tudo)`),
    // — intent
    rule(
      'will-kill',
      I,
      'imminent',
      `(?:eu )?(?:vou|vo|irei|decidi|resolvi|to decidid[oa] a|estou decidid[oa] a|to pront[oa] pra|estou pront[oa] para|to indo|estou indo|hoje eu vou|vou mesmo) ${ADV}(?:${KILL_SELF}|tomar (?:tudo|todos os (?:meus )?${PILLS}|todas as (?:minhas )?${PILLS}|a caixa|a cartela)|pular(?= (?:${HOJE}|agora|amanha|essa noite|esta noite)|$))`,
    ),
    rule('end-all-today', I, 'imminent', `(?:vou|vo|irei) (?:\\S+ )?acabar com tudo(?: \\S+){0,2} (?:${HOJE}|agora|essa noite|esta noite|amanha)`),
    rule(
      'do-it',
      I,
      'imminent',
      `(?:vou|vo) fazer (?:isso|aquilo)? ?(?:${HOJE}|agora|essa noite|esta noite|de verdade|dessa vez|desta vez|mesmo)(?: a noite)?`,
      WEAK,
    ),
    rule(
      'decided',
      I,
      'imminent',
      `(?:ja decidi|eu decidi|to decidid[oa]|estou decidid[oa]|minha decisao (?:ta|esta) tomada|ja ta decidido|esta decidido)$`,
      WEAK,
    ),
    rule(
      'decided-die',
      I,
      'imminent',
      `(?:decidi|resolvi|to decidid[oa] a|estou decidid[oa] a|to pront[oa] pra|estou pront[oa] para) (?:morrer|partir (?:pra|para) sempre|ir embora (?:desse|deste) mundo|acabar com tudo)`,
    ),
    rule(
      'today-day',
      I,
      'imminent',
      `(?:${HOJE}|amanha|essa noite|esta noite) (?:e|vai ser|sera) (?:o dia|a noite|o fim|minha ultima)|(?:${HOJE}|amanha|essa noite) (?:eu )?(?:acabo com tudo|dou um fim|termino tudo|me mato)`,
      WEAK,
    ),
    rule(
      'when-kill',
      I,
      'imminent',
      `(?:${HOJE}|amanha|essa noite|esta noite|agora|logo mais|daqui a pouco)(?: a noite)? (?:eu )?me (?:mato|suicido|enforco|jogo)|(?:eu )?me (?:mato|suicido|enforco) (?:${HOJE}|amanha|essa noite|esta noite|agora)`,
    ),
    rule(
      'end-all-when',
      I,
      'imminent',
      `(?:${HOJE}|amanha|essa noite|esta noite|agora) (?:eu )?(?:acabo com tudo|acabo com a minha vida|dou um fim em tudo|dou fim a minha vida)`,
    ),
    rule(
      'end-this-when',
      I,
      'imminent',
      `(?:${HOJE}|amanha|essa noite|esta noite|agora)(?: a noite)? (?:eu )?(?:acabo|termino) com (?:isso|tudo isso|a minha vida) (?:de vez|pra sempre|para sempre)`,
    ),
    rule('do-it-when', I, 'imminent', `(?:vou|vo) fazer (?:isso |isto )?(?:assim que|quando|logo que|depois que)`, WEAK),
    rule(
      'going-method',
      I,
      'imminent',
      `(?:vou|vo|irei) (?:\\S+ )?(?:pular|me jogar|me atirar) (?:(?:da|do|de um|de uma|pela) (?:\\S+ )?(?:ponte|predio|viaduto|janela|telhado|laje|sacada|varanda|penhasco|andar|terraco)|na frente (?:do|de um|da|de uma) (?:trem|metro|onibus|caminhao|carro))|(?:e|eh) (?:${HOJE}|amanha|essa noite|agora) que (?:eu )?me (?:mato|suicido|enforco|jogo)|daqui a (?:\\S+ ){1,2}(?:minutos?|horas?) (?:eu )?(?:tomo (?:tudo|todos|todas|os remedios|os comprimidos|a caixa)|pulo(?= (?:da|do)|$)|me mato|me jogo|acabo com tudo)`,
    ),
    rule('take-them', I, 'imminent', `(?:vou|vo) (?:tomar|engolir)(?: eles| elas| todos| todas| tudo)?$`, WEAK),
    // — plan or preparation
    rule(
      'pills-saved',
      PL,
      'imminent',
      `(?:juntei|juntando|guardei|guardando|acumulei|acumulando|estoquei|escondi|separei|juntar|guardar|acumular) (?:\\S+ ){0,3}${PILLS}|${PILLS} (?:\\S+ ){0,3}(?:guardados|guardadas|juntados|juntadas|escondidos|escondidas|acumulados|separados)`,
    ),
    rule('pills-saved-m', M, 'urgent', `(?:juntei|juntando|guardei|guardando|acumulei|acumulando|estoquei|escondi|separei) (?:\\S+ ){0,3}${PILLS}`),
    rule(
      'pills-enough',
      PL,
      'imminent',
      `(?:${PILLS} suficientes?|suficientes? ${PILLS}|${PILLS} (?:\\S+ )?o suficiente)(?! (?:pra|para) (?:a viagem|o mes|a semana|o tratamento|dois|tres|uns))`,
    ),
    rule(
      'pills-enough-m',
      M,
      'urgent',
      `(?:${PILLS} suficientes?|suficientes? ${PILLS}|${PILLS} (?:\\S+ )?o suficiente)(?! (?:pra|para) (?:a viagem|o mes|a semana|o tratamento|dois|tres|uns))`,
    ),
    rule(
      'letters',
      PL,
      'imminent',
      `(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens|video) de despedida(?! (?:pro|para o|pra) (?:colega|chefe|trabalho|time|equipe))|(?:escrevi|deixei|gravei|preparei) (?:\\S+ ){0,3}(?:cartas?|bilhetes?|mensagens?) (?:\\S+ ){0,3}(?:pra quando eu (?:nao|n) estiver|pra depois que eu|para depois|pra depois(?! (?:da|do|de)))`,
    ),
    rule(
      'give-away',
      PL,
      'imminent',
      `(?:dei|doei|distribui|to dando|estou dando|to doando|estou doando|dando|doando) (?:todas |tudo |)(?:as |)(?:minhas coisas|meus pertences|tudo o que (?:eu )?tenho|tudo que (?:eu )?tenho|minhas roupas todas)(?! (?:pra (?:caridade|igreja|doacao|mudanca)|porque vou mudar|antes da mudanca|antes de mudar))`,
    ),
    rule(
      'pet-care',
      PL,
      'imminent',
      `(?:quem vai cuidar|cuida|cuidem|cuidar) (?:d[oa]s? )?(?:meu|minha|meus|minhas) (?:gato|gata|gatos|cachorro|cachorra|cachorros|filhos|bichos|animais|pets) (?:\\S+ ){0,2}(?:quando eu (?:nao|n) estiver mais aqui|quando eu (?:me )?for|quando eu morrer|depois que eu (?:for|morrer|partir)|se eu (?:nao|n) estiver mais aqui)`,
    ),
    rule(
      'goodbye',
      PL,
      'imminent',
      `(?:adeus (?:a todos|pessoal|galera|mundo|familia|pra sempre|para sempre)|(?:vim|venho|quero|queria) (?:me )?despedir(?: \\S+){0,2} (?:de todos|de voces|de vcs|pra sempre)|(?:me despedi|ja me despedi) de (?:todos|todo mundo|voces|vcs|minha familia)|essa e (?:minha|a minha) despedida|isso e um adeus|e um adeus)`,
    ),
    rule(
      'last-message',
      PL,
      'imminent',
      `(?:minha|a minha|essa e (?:a )?minha) ultima mensagem(?! (?:do dia|de hoje|antes das ferias|aqui no grupo|do ano|da semana))`,
      WEAK,
    ),
    rule(
      'wont-see',
      PL,
      'imminent',
      `(?:voces|vcs|vc|voce|ninguem) (?:nunca mais )?(?:vai|vao|vão) (?:me ver|ouvir falar de mim) (?:nunca )?mais|nunca mais (?:vao|vai) me ver`,
      FIXED,
    ),
    rule(
      'not-here',
      PL,
      'imminent',
      `(?:amanha|${HOJE} a noite|essa noite|em breve|logo) (?:eu )?${NAO} (?:vou )?(?:estar|estarei|to|tô|vou estar) mais (?:aqui|vivo|viva|nesse mundo|neste mundo)(?! (?:no trabalho|na empresa|no escritorio|porque vou|pq vou|de ferias))`,
      FIXED,
    ),
    rule(
      'date-set',
      PL,
      'imminent',
      `(?:ja )?(?:escolhi|marquei|defini|decidi) (?:o|a) (?:dia|data|hora|lugar|jeito|metodo|ponte|predio)(?! (?:d[oa] (?:casamento|festa|viagem|reuniao|consulta|mudanca|aniversario|entrevista|prova)|pra (?:viajar|festa|mudanca|a festa|o casamento)))`,
      WEAK,
    ),
    rule(
      'place-scouted',
      PL,
      'imminent',
      `(?:ja )?(?:escolhi|achei|encontrei|fui ver|olhei) (?:a|o|uma|um) (?:ponte|predio|viaduto|lugar|penhasco)(?: \\S+){0,3} (?:pra pular|para pular|de onde pular|pra fazer isso|pra acabar com tudo|pra me jogar|alto o suficiente)`,
    ),
    rule(
      'letter-family',
      PL,
      'imminent',
      `(?:escrevi|deixei|preparei|escrevendo) (?:\\S+ ){0,2}(?:carta|cartas|bilhete|bilhetes) (?:\\S+ )?(?:pros|pra|para|aos|a|pro) (?:meus pais|minha familia|minha mae|meu pai|meus filhos|meu marido|minha esposa|minha mulher|todos|cada um)(?! (?:de|no|pelo|pro) (?:aniversario|natal|dia das maes|dia dos pais|casamento))`,
    ),
    rule(
      'farewells',
      PL,
      'imminent',
      `(?:me despedi|ja me despedi|me despedindo) (?:de|dos|das|da|do) (?:todos|todo mundo|voces|vcs|minha familia|meus amigos|minhas amigas|meus pais)`,
    ),
    rule('where-when', PL, 'imminent', `(?:onde|quando|como) e (?:onde|quando|como) (?:eu )?(?:vou|vo) (?:fazer|fazer isso|me matar)`),
    rule(
      'high-enough',
      PL,
      'imminent',
      `(?:ponte|predio|viaduto|lugar|janela) (?:\\S+ )?(?:alt[oa] o suficiente|bem alt[oa] pra|alt[oa] pra (?:morrer|pular))`,
    ),
    rule(
      'care-after',
      PL,
      'imminent',
      `(?:organizei|deixei tudo|arrumei tudo|planejei|preparei tudo) (?:\\S+ ){0,2}(?:pra|para) (?:o |a )?(?:minha|meu|meus|minhas) \\S+ (?:\\S+ ){0,3}depois(?! d[aeo])`,
    ),
    rule(
      'bought-needed',
      PL,
      'imminent',
      `(?:comprei|arrumei|peguei|separei) (?:tudo )?(?:o )?que (?:eu )?preciso (?:pra|para) (?:fazer isso|me matar|acabar com tudo|morrer)`,
      WEAK,
    ),
    rule(
      'place-to-jump',
      PL,
      'imminent',
      `(?:lugar|ponte|predio|viaduto) (?:\\S+ )?(?:de onde|onde|da onde) (?:eu )?(?:vou|vo|posso) (?:pular|me jogar|me enforcar|fazer isso)`,
    ),
    rule('emptied-account', PL, 'imminent', `esvaziei (?:\\S+ )?conta(?: \\S+){0,4} (?:dei|doei|transferi|passei)`),
    // — self-harm described
    rule(
      'cut',
      SH,
      'urgent',
      `(?:voltei a|volto a|comecei a|recomecei a|continuo a|continuo|to|estou|ando|tenho vontade de|vontade de|preciso|precisei) ${ADV}(?:me cortar|me cortando|me machucar|me machucando|me ferir|me ferindo|me mutilar|me mutilando|me queimar|me queimando|me bater|me arranhar|me automutilar|me automutilando|me punir)|me (?:cortei|corto|cortava|machuquei|machuco|firo|feri|mutilo|mutilei|automutilo|automutilei|queimei|queimo|arranhei|arranho) ${ADV}(?:(?:ontem|hoje|hj|anteontem|essa semana|esses dias|a noite|de noite) )?(?:de novo|denovo|outra vez|mais uma vez|de proposito|escondid[oa]|com (?:uma |a |o |um )?(?:gilete|lamina|estilete|navalha|cigarro|isqueiro|tesoura)|nos? (?:bracos?|pulsos?|pernas?|coxas?|barriga)|todo dia|todos os dias|sempre que|quando fico|pra aliviar|para aliviar|pra sentir|ate sangrar)`,
    ),
    rule(
      'cut-plain',
      SH,
      'urgent',
      `(?:eu )?me (?:corto|mutilo|automutilo|machuco)(?! (?:\\S+ )?(?:fazendo|cozinhando|com papel|descascando|picando|sem querer|na cozinha))`,
    ),
    rule(
      'cut-object',
      SH,
      'urgent',
      `cortei (?:\\S+ )?(?:meus|os|minhas|as) (?:bracos|pulsos|pernas|coxas)|cortes? (?:\\S+ )?(?:nos|no|nas|na) (?:meus |minhas )?(?:bracos|braco|pulsos|pulso|pernas|coxas)`,
    ),
    rule(
      'self-harm-noun',
      SH,
      'urgent',
      `(?:recai|recaida|voltei|voltou|continuo|ainda)(?: \\S+){0,3} (?:automutilacao|auto mutilacao|cutting)|(?:faco|pratico) automutilacao`,
    ),
    rule(
      'hit-self',
      SH,
      'urgent',
      `(?:bato|bati|batendo) (?:a|minha) cabeca (?:na|contra a) parede(?! de raiva de)|me (?:bato|bati|soco|soquei|mordo|mordi|arranho|arranhei|belisco|coco|cocei|coço) (?:\\S+ ){0,2}(?:ate|de proposito|com forca|sangrar)`,
    ),
    rule(
      'blades',
      SH,
      'urgent',
      `(?:escondi|guardei|comprei|peguei|achei|separei) (?:\\S+ )?(?:gilete|giletes|laminas?|estilete|navalha)(?! (?:pra (?:barba|depilar|fazer a barba|o trabalho|artesanato)|de barbear nova))`,
    ),
    rule(
      'hide-wounds',
      SH,
      'urgent',
      `(?:esconder|escondo|esconde|escondendo|ver|verem|viram) (?:\\S+ )?(?:meus|os|minhas|as) (?:cortes|cicatrizes (?:nos|dos) (?:bracos|pulsos))`,
    ),
    rule(
      'bleeding',
      SH,
      'imminent',
      `(?:sangr\\w*|sangue)(?:[ \\n]\\S+){0,4}[ \\n](?:${NAO} para|${NAO} parou|${NAO} quer parar|${NAO} para de sair|sem parar|muito)|cortei (?:\\S+ )?(?:fundo|muito fundo) demais|(?:muito|bem|mt) fundo dessa vez`,
      FIXED,
    ),
    rule(
      'took-too-many',
      SH,
      'imminent',
      `(?:tomei|engoli|bebi) (?:\\S+ ){0,2}(?:${PILLS} demais|demais de ${PILLS}|muitos ${PILLS}|todos os ${PILLS}|todas as ${PILLS}|a caixa (?:toda|inteira)|a cartela (?:toda|inteira)|o vidro todo|uma caixa inteira|uma cartela inteira)|(?:tive|tomei) uma overdose`,
    ),
    rule('cut-when', SH, 'urgent', `me (?:cortei|machuquei|queimei|mutilei) (?:ontem|hoje|hj|anteontem|de novo|essa noite|a noite|de noite)$`),
    rule(
      'relief',
      SH,
      'urgent',
      `(?:me )?(?:cortar|machucar|queimar)(?: me)? (?:me )?(?:acalma|alivia|ajuda)|(?:alivia|acalma) (?:me )?(?:cortar|machucar)(?: me)?`,
    ),
    rule(
      'make-cuts',
      SH,
      'urgent',
      `(?:faco|fiz|fazia) (?:uns |alguns )?(?:cortes|queimaduras|marcas) (?:nos|nas|no|na|em) (?:meus |minhas )?(?:bracos|pernas|coxas|pulsos|barriga|braco|perna)`,
    ),
    rule(
      'on-purpose',
      SH,
      'urgent',
      `(?:queimei|cortei|machuquei|feri|arranhei) (?:o |a |meu |minha |meus |minhas )?(?:braco|bracos|perna|pernas|mao|pulso|coxa|coxas|pele|barriga) de proposito`,
    ),
    // — harm to others
    rule(
      'kill-other',
      HO,
      'urgent',
      `(?:vou|vo|quero|queria|penso em|pensando em|planejo|planejando|vontade de|capaz de|tenho vontade de|to com vontade de|sonho em|sonhando em|fantasio em) ${ADV}(?:matar|mata|esfaquear|enforcar|envenenar|estrangular|dar um tiro n) (?:ele|ela|eles|elas|lo|la|los|las|o meu|a minha|meu|minha|meus|minhas|alguem|todo mundo|todos|esse|essa|aquele|aquela)(?! (?:tempo|saudade|fome|sede|aula))`,
    ),
    rule('kill-other-clitic', HO, 'urgent', `(?:vou|vo|quero|queria) (?:\\S+ )?(?:mata lo|mata la|mata los|mata las|matar ele|matar ela)`),
    rule(
      'harm-baby',
      HO,
      'urgent',
      `(?:medo|vontade|pensamentos?|ideia) de (?:machucar|fazer mal (?:a|ao|pro|pra)|sacudir|sufocar|afogar|bater (?:no|na|em)) (?:o |a )?(?:meu bebe|minha bebe|meu filho|minha filha|meus filhos|alguem|meu marido|minha mulher|minha mae|meu pai|outras pessoas|ele|ela)`,
    ),
    rule(
      'weapon-school',
      HO,
      'urgent',
      `(?:levar|trazer|levo|vou levar) (?:uma|a|minha|um) (?:arma|pistola|revolver|faca|bomba) (?:pra|para|na|no) (?:escola|faculdade|trabalho|firma|sala|colegio|aula)`,
    ),
    rule(
      'mass',
      HO,
      'urgent',
      `(?:matar todo mundo|matar todos|massacre na|fazer um massacre|atirar (?:em|na) (?:todo mundo|multidao|galera)|explodir a (?:escola|faculdade|firma))`,
    ),
    // — danger from others
    rule(
      'partner-hits',
      DO,
      'urgent',
      `${PARTNER} (?:\\S+ )?(?:me bate|me bateu|me batia|me espanca|me espancou|me agride|me agrediu|me estuprou|me estupra|me violentou|me enforcou|me esganou|me sufocou|me empurrou|me chutou|me deu um soco|me deu um tapa|me tranca|me trancou|me machuca|me machucou|me ameaca|me ameacou|me forca|me forcou|abusa de mim|abusou de mim|me persegue|me perseguiu|me stalkeia|me vigia|me obriga|me obrigou|bate em mim|batia em mim|bateu em mim)(?! (?:no (?:jogo|xadrez|video game)|de leve|sem querer))`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:ameacou|ameaca|ameacando|disse que (?:vai|ia)|falou que (?:vai|ia)|jurou que (?:vai|ia)|prometeu) (?:\\S+ )?(?:me matar|me bater|acabar comigo|me machucar|me pegar|sumir com os (?:meus )?filhos|me furar|me esfaquear)`,
    ),
    rule(
      'wants-kill-me',
      DO,
      'urgent',
      `${PARTNER} (?:quer|vai|tentou|ta tentando|esta tentando) (?:\\S+ )?(?:me matar|me enforcar|me esfaquear|me afogar|me machucar)`,
    ),
    rule(
      'abused',
      DO,
      'urgent',
      `(?:sofro|sofri|sofrendo|vitima de) (?:\\S+ )?(?:violencia domestica|violencia|abuso|abusos|agressao|agressoes|estupro|maus tratos)|(?:to|estou|fui|sou) (?:sendo )?(?:agredid[oa]|espancad[oa]|estuprad[oa]|abusad[oa]|ameacad[oa] de morte|violentad[oa])`,
    ),
    rule(
      'afraid-home',
      DO,
      'urgent',
      `(?:tenho|to com|estou com) medo (?:de voltar pra casa|de voltar para casa|de ir pra casa|do meu (?:marido|namorado|pai|padrasto|ex|companheiro)|da minha (?:mulher|namorada|mae|madrasta|ex)|dele|dela|de morrer na mao dele|que ele me mate|que ele me bata|pela minha vida)`,
    ),
    rule(
      'danger-now',
      DO,
      'imminent',
      `${PARTNER} (?:ta|esta|tá|ficou|chegou|voltou|veio) (?:\\S+ ){0,4}com (?:uma|a|um) (?:faca|arma|revolver|pistola|faco|machado|martelo)|(?:tentando|tenta|quer) (?:arrombar|derrubar|quebrar) a porta|me tranquei no (?:banheiro|quarto)(?: \\S+){0,3} (?:ele|ela) (?:ta|esta) (?:batendo|gritando|quebrando|ameacando)`,
    ),
    rule(
      'injured-by',
      DO,
      'urgent',
      `(?:quebrou|quebra|quebrava) (?:o |a )?(?:meu|minha|meus) (?:braco|nariz|costela|costelas|dente|dentes|mao|dedo|queixo)|(?:ele|ela) (?:fica|ficou|e|eh) (?:muito )?(?:violent[oa]|agressiv[oa])(?: comigo)?`,
    ),
    rule('and-hit-me', DO, 'urgent', `(?:e|depois|ele|ela) me (?:bateu|espancou|agrediu|estuprou|esganou)`),
    rule('head-wall', DO, 'urgent', `${PARTNER} (?:\\S+ )?(?:bateu|bate|jogou|empurrou) (?:a )?minha cabeca (?:na|contra a) parede`),
    // — eating-disorder risk
    rule(
      'not-eating',
      ED,
      'concern',
      `${NAO} (?:como|comi|comia|to comendo|estou comendo|consigo comer|como nada) (?:\\S+ ){0,2}(?:ha|faz|tem|desde) (?:\\S+ ){1,2}(?:dias|semanas|semana)|(?:faz|tem|ha) (?:\\S+ ){1,2}(?:dias|semanas|semana) (?:que )?(?:eu )?${NAO} (?:como|comi|to comendo|estou comendo|como nada)|(?:fico|fiquei|to|estou|passei) (?:\\S+ ){0,2}(?:dias|semanas) sem comer|sem comer (?:ha|faz) (?:\\S+ ){1,2}(?:dias|semanas|semana)`,
      FIXED,
    ),
    rule(
      'purge',
      ED,
      'concern',
      `(?:me forco|me forcei|me obrigo|forcar|forco) (?:a |)(?:vomitar|vomito)|(?:vomito|vomitei|vomitar|provoco vomito|provocar vomito) (?:\\S+ ){0,2}(?:depois de comer|depois das refeicoes|depois de cada refeicao|de proposito|tudo que como|tudo o que como|pra nao engordar|escondid[oa])|dedo na garganta`,
    ),
    rule(
      'laxatives',
      ED,
      'concern',
      `(?:tomo|tomei|tomando|abuso de|abusando de) (?:\\S+ )?(?:laxantes?|diureticos?|inibidor(?:es)? de apetite|remedio pra emagrecer|remedios pra emagrecer)`,
    ),
    rule(
      'food-fear',
      ED,
      'concern',
      `(?:medo|pavor|terror|panico) de (?:comer|engordar|ganhar peso|ganhar um quilo|comida)|(?:culpa|nojo de mim) (?:toda vez|sempre) que (?:eu )?como`,
    ),
    rule(
      'ed-named',
      ED,
      'concern',
      `(?:minha|tenho|sofro de|voltei a ter|recai na|to com|estou com|recaida da|recaida na) (?:\\S+ )?(?:anorexia|bulimia|compulsao alimentar|transtorno alimentar|tca)|(?:sou|to|estou) (?:\\S+ )?(?:anorexica|bulimica|anorexico|bulimico)|(?:compulsao|compulsoes|como tudo) (?:\\S+ ){0,4}(?:depois|e) (?:\\S+ )?(?:vomito|vomitei|laxante|jejum)`,
    ),
    rule(
      'skip-meals',
      ED,
      'concern',
      `(?:pulo|pulei|pulando) (?:todas as|quase todas as|as) refeicoes|(?:so|somente|apenas) (?:\\S+ ){1,2}(?:calorias|kcal) por dia|menos de (?:\\S+ ){1,2}(?:calorias|kcal)|(?:so|somente|apenas) (?:como |comi |como so )?(?:uma|um) (?:maca|iogurte|cafe|copo d agua|fruta|bolacha) por dia`,
    ),
    rule(
      'medical',
      ED,
      'urgent',
      `(?:comer|comi|comida|refeicao|calorias|vomit\\w*|jejum|laxantes?)(?: \\S+){0,8} (?:desmaiei|desmaiando|desmaio|tontura|dor no peito|coracao acelerado|coracao disparado|vomitei sangue|vomitando sangue)|(?:desmaiei|desmaio|desmaiando)(?: \\S+){0,6} (?:sem comer|de fome|nao como|n como|nao comi)|vomit\\w* sangue`,
    ),
    rule('barely-eat', ED, 'concern', `quase ${NAO} como|${NAO} como quase nada|(?:exercicio|academia|corro|treino) (?:\\S+ ){0,2}ate desmaiar`, FIXED),
    rule('purge-when', ED, 'concern', `vomito (?:quando|se|depois que|sempre que) (?:eu )?(?:como|exagero|belisco|como demais)`),
    rule('calorie-cap', ED, 'concern', `(?:me permito|me limito a|no maximo|so como) (?:\\S+ ){0,3}(?:calorias|kcal)`),
  ],
  negations: oneOf(['nunca', 'jamais', 'nao', 'naum', 'nem', 'nenhum', 'nenhuma', 'de jeito nenhum', 'parei de', 'deixei de', 'sem vontade de']),
  guards: oneOf([
    '(?:morrer|morrendo|morri|morro|morta|morto|mortos|mortas|morria|morreu) (?:\\S+ )?de (?:rir|rindo|fome|sono|saudade|saudades|vergonha|medo|calor|frio|tedio|cansaco|inveja|ciume|curiosidade|amor|sede|preguica|vontade|ansiedade|tesao)',
    'morrendo de',
    'matar (?:a |as )?(?:saudade|saudades|fome|sede|tempo|o tempo|aula|aulas|a aula|a vontade|a curiosidade|a charada|o trabalho|o servico)',
    'matei (?:a |as )?(?:saudade|saudades|aula|aulas|a fome|a sede|o tempo|a charada)',
    'matando (?:a |as )?(?:saudade|saudades|aula|aulas|o tempo|a fome)',
    'mata (?:a )?(?:saudade|fome|sede|o tempo)',
    '(?:isso|esse \\S+|essa \\S+|o trabalho|meu chefe|minha chefe|o calor|esse calor|voce|vc|ele|ela) (?:me )?(?:mata|matou|esta me matando|ta me matando|vai me matar)',
    'me (?:mata|matou|matando) de (?:rir|vergonha|trabalhar|susto|raiva|tedio|cansaco)',
    'me matar de (?:trabalhar|estudar|rir|correr|treinar)',
    '(?:minha mae|meu pai|meus pais|minha chefe|meu chefe|minha mulher|meu marido|minha namorada|meu namorado|o professor|a professora) (?:\\S+ )?(?:vai|vao|ia) me matar',
    '(?:vou|vo) (?:te|lhe) matar(?: (?:se|que|haha|rsrs|kkk|hahaha))?',
    '(?:cortar|cortei|corto|cortou|corta|cortando) (?:o |meu |a |minha |as |os |meus |minhas )?(?:cabelo|cabelos|franja|unha|unhas|barba|pontas)',
    'me cortei (?:\\S+ )?(?:fazendo|cozinhando|com papel|descascando|picando|no papel|com a faca de cozinha|fazendo a barba|me depilando|na cozinha)',
    '(?:cortar|cortei|corto) (?:a |o )?(?:cebola|carne|pao|legumes|papel|dedo)',
    'me bate (?:uma|aquela|um|aquele) (?:tristeza|saudade|vontade|fome|sono|preguica|ansiedade|bad|desanimo|medo)',
    'bate papo',
    '(?:me )?(?:jogar|jogo|joguei|atirar|atiro) de cabeca',
    'jejum intermitente|jejum religioso|quaresma|ramadan',
    'sumir do mapa por',
    '(?:pular|pulei|pulo) (?:de alegria|corda|carnaval|de paraquedas|de bungee|de bungee jump|na piscina|o muro|a cerca|etapa|a etapa|uma etapa)',
    'arma de (?:agua|brinquedo|pressao|paintball)',
    'pistola de (?:agua|cola|pintura)',
    'morro de \\S+',
    'rsrs',
    'vai dar um tiro no pe|tiro no pe',
  ]),
  escalators: oneOf([
    `${HOJE} a noite`,
    'esta noite',
    'essa noite',
    'agora mesmo',
    'ja ja',
    'daqui a pouco',
    'neste momento',
    'nesse momento',
    'na minha mao',
    'do meu lado',
    'ao meu lado',
    'na (?:minha )?gaveta',
    '(?:ja )?(?:tenho|peguei|to com|estou com) (?:a|uma|o|um|minha|meu) (?:faca|arma|pistola|revolver|corda)',
    'aqui comigo',
    'em cima da ponte',
    'na minha frente',
    HOJE,
    'agora',
    'agr',
  ]),
  resolved: oneOf([
    '(?:matar|mato|mata|bater|esganar) (?:\\S+ ){0,2}que$|rsrs|haha\\w*|hehe\\w*',
    '(?:to|estou) brincando|(?:e|foi) (?:so )?brincadeira|brincadeirinha',
    'ha (?:\\S+ ){1,2}anos',
    'faz (?:\\S+ ){1,2}anos',
    'quando (?:eu )?era (?:adolescente|nova|novo|crianca|mais nova|mais novo|jovem)',
    'na adolescencia',
    'antigamente',
    'ja passou',
    'superei',
    '(?:to|estou) bem (?:agora|hoje em dia|ha anos)',
    'faz tempo que (?:nao|n) ',
  ]),
  present: oneOf(['de novo', 'denovo', 'outra vez', 'voltei a', 'recai', 'recaida', 'ultimamente', 'ontem', 'esses dias', 'essa semana']),
  distance: oneOf([
    '(?:minha|meu) (?:psicologa|psicologo|terapeuta|psiquiatra) (?:me )?(?:pediu|sugeriu|mandou|disse)',
    '(?:como|um) exercicio',
    '(?:no|num) (?:filme|livro|jogo|game|sonho|episodio|anime|desenho|romance|conto|video|podcast|artigo|jornal|noticiario)',
    '(?:na|numa) (?:serie|novela|historia|musica|cancao|noticia|reportagem|materia|peca)',
    '(?:meu|o|esse) personagem',
    '(?:minha|a) personagem',
    'nas noticias',
  ]),
};
