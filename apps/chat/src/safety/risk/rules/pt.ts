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
const ADV = '(?:(?:mais|so|muito|mt|mto|tanto|realmente|de verdade|ate|simplesmente|sempre|ainda|de novo|ja|logo|mesmo|tipo|literalmente|e|msm|memo) )?';
/** Wish verbs. */
const WANT =
  '(?:quero|qro|kero|qero|qeria|keria|kria|quiria|querendo|to querendo|estou querendo|queria|qria|quis|gostaria de|preferia|prefiro|desejo|to com vontade de|estou com vontade de|tenho vontade de|vontade de|sinto vontade de|so penso em|penso em|pensando em|pensei em|precisava|preciso|apetece me|apetecia me|me apetece|gostava de|desejava|tenho desejo de|so quero|so queria|(?:to|estou|tô|ando) (?:afim|a fim) de|afim de)';
/** Ways of saying "kill myself". */
const KILL_SELF =
  '(?:(?:me|m) (?:matar|mata|suicidar|suicida|suicidal|enforcar|jogar (?:da|do|de um|de uma|de cima|na frente|embaixo|no rio|no mar)|atirar (?:da|do|de um|de uma|na frente)|envenenar)|matar me|suicidar me|suicidal me|enforcar me|atirar me (?:da|do|de um|de uma|de cima|para|pra|na frente)|jogar me (?:da|do|de um|de uma|de cima|para|pra|na frente)|envenenar me|tirar (?:a )?(?:minha )?(?:propria )?vida|acabar com (?:a )?(?:minha )?(?:propria )?vida|acabar com tudo(?! (?:isso de|de (?!uma vez|vez)|o que|que))|acabar comigo (?:mesm[oa]|de vez|de uma vez)|dar (?:um )?fim (?:a|em|na|à)? ?(?:a )?(?:minha vida|tudo|mim mesm[oa]|a mim)|dar cabo da (?:minha )?vida|por fim (?:a|na) (?:minha )?vida)';
const PILLS =
  '(?:remedios?|remedinhos?|comprimidos?|pilulas?|pastilhas?|capsulas?|calmantes?|antidepressivos?|tarja preta|rivotril|clonazepam|paracetamol|dipirona|insulina|morfina|soniferos?)';
const PARTNER =
  '(?:ele|ela|eles|meu (?:marido|namorado|companheiro|pai|padrasto|irmao|filho|tio|ex|chefe|vizinho|parceiro)|minha (?:mulher|esposa|namorada|companheira|mae|madrasta|irma|filha|tia|ex|chefe|vizinha|parceira)|meus pais)';
const HOJE = '(?:hoje|hj)';
/** "de novo" as typed. */
const AGAIN = '(?:de novo|d novo|denovo|dnv|dinovo|outra vez|mais uma vez|novamente)';
/**
 * What follows a "não" that negates something else than the risk after it: "nao aguento mais",
 * "nao paro de pensar em", "nao sei o que fazer", "nunca me senti tao mal", "nao tenho coragem de".
 */
const NOT_NEGATING =
  '(?:aguento|aguentava|aguentei|aguentar|aguenta|suporto|suportar|sei|vejo|ha|existe|paro|parei|para|consigo|consegui|durmo|dormi|tenho (?:mais )?(?:ninguem|coragem|forca|forcas|saida|esperanca|animo|paz)|tem (?:mais )?(?:jeito|saida|solucao|como|ninguem|sentido|graca)|faz (?:mais )?sentido|vale|adianta|presto|sirvo|valho|mereco|me (?:aguento|suporto|reconheco|entendo)|tenho ninguem|da mais|quero mais (?:viver|existir|acordar|estar aqui|estar viv[oa]|continuar)|quero (?:viver|existir|acordar|continuar)|aguento mais|me (?:ama|entende|ouve|liga)|ligam|liga|importa|estou bem|to bem|ando bem|posso mais|quero mais nada|tenho mais nada|sai da (?:minha )?cabeca)';

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
      `(?:eu )?${WANT} ${ADV}(?:morrer|morrir|morre|morer|mori|morrermos)(?! (?:de (?:rir|fome|sono|saudade|vergonha|calor|frio|medo|tedio|amor|inveja)|por (?:voce|vc|ele|ela|amor|isso)))`,
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
      `${WANT} ${ADV}(?:sumir|desaparecer|evaporar|deixar de existir)(?! (?:um pouco|uns dias|por uns|por um|por alguns|por umas|de ferias|daqui|do trabalho|dessa festa|dessa reuniao|do mapa por|do grupo|das redes|um tempo|por um tempo|uma semana|um fim de semana|pra praia|pro campo|pra (?:algum|outro) lugar|(?:pra|para|pro|pros|pras) (?!sempre)|(?:numa|num|no|na|nas|nos|em) (?!\\S*ceu)))`,
    ),
    rule(
      'never-born',
      P,
      'concern',
      `(?:queria|preferia|melhor|gostaria de|gostava de|gostaria|quem me dera|qria) (?:${NAO} ter nascido|nunca ter nascido|ter morrido)`,
      FIXED,
    ),
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
      `(?:tomara|espero|rezo pra|rezo para|peco a deus|queria|quero|torco pra|torcendo pra|torco para) (?:que )?(?:eu )?(?:morra|morrer|nao acorde|${NAO} acordar|(?:um|uma) (?:carro|caminhao|onibus|trem|bala|raio|moto|carreta) me (?:atropele|atropelasse|pegue|pegasse|mate|matasse|acerte|acertasse))|se (?:um|uma) (?:carro|caminhao|onibus|trem|bala|raio|moto|carreta|meteoro) me (?:atropelasse|pegasse|matasse|acertasse)|se eu (?:morresse|sumisse|desaparecesse)(?: \\S+){0,4} (?:ninguem|nenhum|ninguém)`,
    ),
    rule('think-death', P, 'concern', `(?:penso|pensando|pensei|pensar|pensado|pensava|penssando|fico pensando|a pensar) ${ADV}(?:em morrer|em sumir)(?! de)`),
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
      `(?:tenho|tive|to com|estou com|ando com|ando tendo|tenho tido|meus|voltaram|voltou|me vem|me vêm|eu com) (?:\\S+ ){0,2}(?:pensamentos?|ideias?|ideacao|ideacoes|tendencias?|pensamento) (?:\\S+ )?(?:suicidas?|suisidas?|de suicidio|de suisidio|de me matar|de morrer)|(?:pensando|penssando|pensano|penso|pensei|pensar|pensado|pensava|cogitando|cogito|cogitei|penso muito|penso sempre) (?:\\S+ ){0,3}(?:em |no )?(?:suicidio|suicido|suicide|suisidio|suicidiu|suissidio|me suicidar|me suicidal|me matar|matar me|suicidar me)|(?:sou|to|estou|me sinto|ando|fiquei) (?:muito |meio |bem )?suicidas?`,
    ),
    rule('reflexive', A, 'urgent', `me (?:suicidar|suicidal|suicido|suicidei)|(?:suicidar|suicidal) me`),
    rule('attempt', A, 'urgent', `(?:tentativa de suicidio|tentei (?:o )?suicidio|tentei me matar|tentei tirar minha vida)`),
    rule(
      'unalive',
      A,
      'urgent',
      `(?:me desvivo|me desviver|desviver|me unalive|me auto eliminar|me auto destruir|auto exterminio|autoexterminio|se matar e a unica|me apagar)`,
    ),
    // Not Spanish "me mata/mató de la risa", nor "ese gol me mató" (a thing, not the writer, does it).
    rule(
      'kill-present',
      A,
      'urgent',
      `(?<!(?:ese|esa|el|la|mi|tu|su|este|esta) [a-z]+ |no )(?:eu )?me (?:mato|suicido|enforco)(?! de (?:rir|trabalhar|estudar|la risa|risa|trabajar))`,
    ),
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
      `(?:tomar|tomo|engolir|engulo|tomaria) (?:\\S+ )?(?:todos os|todas as|todo o|toda a|a caixa inteira|a caixa toda|a cartela inteira|a cartela toda|a caixa|a cartela|o vidro|um monte de|uma caixa de|varias cartelas de)(?: (?:\\S+ )?(?:${PILLS}|caixa|cartela|vidro|frasco))?|(?:tomar|engolir|tomo|engulo) (?:os|as) (?:\\S+ )?${PILLS} (?:todos|todas)|(?:tomar|engolir) (?:a|uma) embalagem (?:toda|inteira|de)`,
    ),
    rule(
      'how-many',
      M,
      'urgent',
      `(?:quantos|quantas|quanto|quanta|qual a quantidade de|qual dose de) (?:\\S+ ){0,3}(?:pra|para) (?:morrer|morrir|${NAO} acordar|me matar|matar|ter overdose)|dose (?:letal|fatal|mortal)`,
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
      `(?:tenho|peguei|comprei|arrumei|consegui|achei) (?:\\S+ )?(?:uma|a) (?:arma|pistola|revolver|espingarda|arma do meu pai|arma de fogo|garrucha|trezoitao|38)(?! (?:de (?:agua|brinquedo|paintball|pressao|airsoft|gel|nerf|chumbinho|espoleta|fogo ficticia)|pra (?:caca|o clube|o trabalho|airsoft)|no clube|registrada pro clube))`,
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
      `(?:comprei|peguei|arrumei|tenho|achei|amarrei|preparei|to com|estou com|tô com|escondi|guardei) (?:\\S+ )?(?:uma|a) corda(?! (?:\\S+ )?(?:de (?:pular|violao|guitarra|varal|escalada|rapel|alpinismo|barco|nylon pro)|(?:pra|para|pro) (?:pular|varal|o varal|escalada|escalar|rapel|acampar|acampamento|trilha|o barco|barco|amarrar|a rede|rede|treinar|treino|crossfit|academia|o cachorro|a mudanca|mudanca|montanha|o pneu|a academia)|bamba|nova (?:de|pra|para)))`,
    ),
    rule(
      'jump',
      M,
      'urgent',
      `(?:pular|pulo|pulei|me jogar|me jogo|me atirar|me atiro|me lancar|saltar|salto|atirar me|atiro me|jogar me|lancar me|me deixar cair) (?:\\S+ ){0,2}(?:da|do|de um|de uma|pela|no|na) (?:\\S+ )?(?:ponte|predio|viaduto|janela|telhado|laje|sacada|varanda|penhasco|precipicio|terraco|andar|passarela|edificio|prédio)|(?:pular|pulo|me jogar|me jogo|me atirar) (?:no vazio|la de cima|daqui de cima|lá de cima)`,
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
      `(?:me jogar|me jogo|me deitar|me atirar|pular|me atiro) (?:\\S+ ){0,2}(?:na frente|a frente|embaixo|debaixo) (?:de um|do|da|de uma) (?:trem|comboio|metro|onibus|autocarro|caminhao|camiao|carro|carreta|moto)|(?:me jogar|deitar|me deitar|atirar me|me atirar|jogar me) (?:nos|no|na|para a|pra) (?:trilhos|trilho|linha do comboio|linha do trem|linha)`,
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
      `(?:meu|minha|meus) (?:pai|mae|marido|tio|irmao|avo|padrasto|pais|vizinho) (?:tem|guarda|esconde|deixa) (?:uma|um|a|o|umas) (?:arma|armas|pistola|revolver|espingarda|38)(?: \\S+){0,3} (?:em casa|no armario|na gaveta|no guarda roupa|no cofre|eu sei onde)|sei onde (?:\\S+ ){0,3}(?:guarda|guardam|esconde|escondem|deixa|deixam|fica|ficam|tem) (?:a|as|o|os|uma) (?:arma|armas|pistola|revolver|espingarda|38|municao|balas)`,
    ),
    rule(
      'pills-ready',
      M,
      'urgent',
      `(?:tenho|to com|estou com) (?:\\S+ ){0,2}${PILLS} (?:\\S+ ){0,2}(?:na minha frente|do meu lado|na mao|aqui comigo|separados|contados)`,
    ),
    rule(
      'jump-bare',
      M,
      'urgent',
      `(?:penso|pensei|pensando|pensar|vontade de|quero|queria|apetece me) (?:em )?(?:pular|saltar|me jogar|me atirar|atirar me|jogar me)$`,
    ),
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
      `(?:eu )?(?:vou|vo|irei|decidi|resolvi|(?:ja )?tomei a decisao de|(?:decidi|resolvi) que (?:vou|vo)|to decidid[oa] a|estou decidid[oa] a|to pront[oa] pra|estou pront[oa] para|to indo|estou indo|hoje eu vou|vou mesmo) ${ADV}(?:${KILL_SELF}|tomar (?:tudo|todos os (?:meus )?${PILLS}|todas as (?:minhas )?${PILLS}|a caixa|a cartela|(?:os|as) (?:\\S+ )?${PILLS} (?:todos|todas))|pular(?= (?:${HOJE}|agora|amanha|essa noite|esta noite)|$))`,
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
      `(?:${HOJE}|amanha|essa noite|esta noite) (?:e|vai ser|sera) (?:(?:o dia|a noite|o fim)(?! (?:d[aeo]s?|em|que|pra|para|de|mais|perfeit[oa]|cert[oa]|ideal|grande|especial)(?: |$))|minha ultima)|(?:${HOJE}|amanha|essa noite) (?:eu )?(?:acabo com tudo|dou um fim|termino tudo|me mato)`,
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
      `(?:juntei|juntando|guardei|guardando|acumulei|acumulando|estoquei|escondi|separei|juntar|guardar|acumular) (?:\\S+ ){0,3}${PILLS}|${PILLS} (?:\\S+ ){0,4}(?:guardados|guardadas|juntados|juntadas|escondidos|escondidas|acumulados|separados)`,
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
      `(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens|video) de despedida(?! (?:pro|para o|pra) (?:colega|chefe|trabalho|time|equipe))|(?:escrevi|deixei|gravei|preparei) (?:\\S+ ){0,3}(?:cartas?|bilhetes?|mensagens?) (?:\\S+ ){0,3}(?:pra quando eu (?:nao|n) estiver|pra depois que eu|para depois|pra depois(?! (?:da|do|de)))|(?:pra|para) quando (?:me )?(?:encontrarem|acharem|eu (?:me )?for|eu partir|eu morrer|eu (?:ja )?(?:nao|n) (?:estiver|existir))`,
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
      `(?:amanha|${HOJE} a noite|essa noite|esta noite|em breve|logo|daqui a pouco)(?: cedo)? (?:eu )?(?:ja )?${NAO} (?:vou )?(?:estar|estarei|to|tô|vou estar|estou) mais (?:aqui|vivo|viva|nesse mundo|neste mundo|entre voces|entre vcs)|(?:amanha|${HOJE} a noite|essa noite|esta noite|em breve|logo|daqui a pouco)(?: cedo)? (?:eu )?ja ${NAO} (?:vou )?(?:estar|estarei|to|vou estar|estou) (?:aqui|viv[oa]|nesse mundo|neste mundo|entre voces|entre vcs)(?! (?:no trabalho|na empresa|no escritorio|porque vou|pq vou|de ferias))`,
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
      `(?:me despedi|ja me despedi|me despedindo|despedi me|despedindo me|ja me despedi) (?:de|dos|das|da|do) (?:todos|todo mundo|voces|vcs|minha familia|meus amigos|minhas amigas|meus pais)`,
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
      `(?:voltei a|volto a|comecei a|recomecei a|continuo a|continuo|to|estou|ando|tenho vontade de|vontade de|preciso|precisei) ${ADV}(?:me cortar|me cortando|me machucar|me machucando|me ferir|me ferindo|me mutilar|me mutilando|me queimar|me queimando|me bater|me arranhar|me automutilar|me automutilando|me punir|cortar me|ferir me|magoar me|mutilar me|automutilar me|queimar me|bater me)|me (?:cortei|corto|cortava|machuquei|machuco|firo|feri|mutilo|mutilei|automutilo|automutilei|queimei|queimo|arranhei|arranho) ${ADV}(?:(?:ontem|hoje|hj|anteontem|essa semana|esses dias|a noite|de noite) )?(?:de novo|denovo|outra vez|mais uma vez|de proposito|escondid[oa]|com (?:uma |a |o |um )?(?:gilete|lamina|estilete|navalha|cigarro|isqueiro|tesoura)|nos? (?:bracos?|pulsos?|pernas?|coxas?|barriga)|todo dia|todos os dias|sempre que|quando fico|pra aliviar|para aliviar|pra sentir|ate sangrar|${AGAIN})`,
    ),
    rule(
      'cut-plain',
      SH,
      'urgent',
      // Not Spanish "no me corto" (Portuguese writes "não me").
      `(?<!no )(?:eu )?me (?:corto|mutilo|automutilo|machuco)(?! (?:\\S+ )?(?:fazendo|cozinhando|com papel|descascando|picando|sem querer|na cozinha))`,
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
      `(?:recai|recaida|voltei|voltou|continuo|ainda)(?: \\S+){0,3} (?:automutilacao|auto mutilacao|autolesao|auto lesao|cutting)|(?:faco|pratico) (?:automutilacao|autolesao)|(?:faco|fiz|fazer|faço) (?:me )?mal a mim (?:mesm[oa]|propri[oa])|faco me mal`,
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
      `(?:sangr\\w*|sangue)(?:[ \\n]\\S+){0,4}[ \\n](?:${NAO} para|${NAO} parou|${NAO} quer parar|${NAO} para de sair|sem parar|muito)|cortei (?:\\S+ )?(?:fundo|muito fundo) demais|me cortei (?:muito |mt |bem |tao |mais )?fundo|${NAO} (?:para|parou|quer parar|consigo (?:fazer )?parar|consigo estancar|estanca) (?:de )?sangrar|(?:muito|bem|mt) fundo dessa vez`,
      FIXED,
    ),
    rule(
      'took-too-many',
      SH,
      'imminent',
      `(?:tomei|engoli|bebi) (?:\\S+ ){0,2}(?:${PILLS} demais|demais de ${PILLS}|muitos ${PILLS}|todos os ${PILLS}|todas as ${PILLS}|a caixa (?:toda|inteira)|a cartela (?:toda|inteira)|o vidro todo|uma caixa inteira|uma cartela inteira)|(?:tive|tomei) uma overdose|(?:tomei|engoli) (?:os|as) (?:\\S+ )?${PILLS} (?:todos|todas)|(?:tomei|engoli) (?:a|uma) embalagem (?:toda|inteira)`,
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
      `(?:faco|fiz|fazia|fazendo|fazer) (?:mais )?(?:uns |alguns |umas |um |uma )?(?:cortes?|queimaduras?|marcas|riscos)(?: \\S+)? (?:nos|nas|no|na|em) (?:meus |minhas |meu |minha )?(?:bracos?|pernas?|coxas?|pulsos?|barriga|pele)(?! (?:sem querer|na cozinha))|(?:pulsos?|bracos?|pernas?|coxas?|barriga) (?:\\S+ )?(?:cheios?|cheias?|cobert[oa]s?|marcad[oa]s?|cortad[oa]s?) (?:de|por) (?:cortes|cicatrizes|queimaduras|marcas)`,
    ),
    rule(
      'on-purpose',
      SH,
      'urgent',
      `(?:queimei|cortei|machuquei|feri|arranhei) (?:o |a |meu |minha |meus |minhas )?(?:braco|bracos|perna|pernas|mao|pulso|coxa|coxas|pele|barriga)(?: \\S+){0,3} de proposito|(?:queimei|queimo|queimava|cortei|corto|risquei|risco|marquei|marco) (?:o |a |meu |minha |meus |minhas |os |as )?(?:braco|bracos|perna|pernas|pulso|pulsos|coxa|coxas|pele|barriga) com (?:o |a |um |uma )?(?:isqueiro|cigarro|gilete|lamina|estilete|navalha|ferro|tesoura|caco|faca|agulha|vela)`,
    ),
    // — harm to others
    rule(
      'kill-other',
      HO,
      'urgent',
      `(?:vou|vo|quero|queria|penso em|pensando em|planejo|planejando|vontade de|capaz de|tenho vontade de|to com vontade de|sonho em|sonhando em|fantasio em|apetece me|apetecia me|a pensar em) ${ADV}(?:matar|mata|esfaquear|enforcar|envenenar|estrangular|esganar|espancar|furar|dar um tiro n) (?:ele|ela|eles|elas|lo|la|los|las|o meu|a minha|meu|minha|meus|minhas|alguem|todo mundo|todos|esse|essa|aquele|aquela)(?! (?:tempo|saudade|fome|sede|aula))`,
    ),
    rule('kill-other-clitic', HO, 'urgent', `(?:vou|vo|quero|queria) (?:\\S+ )?(?:mata lo|mata la|mata los|mata las|matar ele|matar ela)`),
    rule(
      'harm-baby',
      HO,
      'urgent',
      `(?:medo|vontade|pensamentos?|ideias?|impulsos?|penso|pensando|pensei|fico pensando) (?:de|em) (?:machucar|fazer mal (?:a|ao|pro|pra)|sacudir|sufocar|afogar|jogar|bater (?:no|na|em)) (?:o |a )?(?:meu |minha )?(?:bebe|nenem|bebezinho|filho|filha|filhos|alguem|marido|mulher|mae|pai|outras pessoas|ele|ela)`,
    ),
    rule(
      'weapon-school',
      HO,
      'imminent',
      `(?:levar|trazer|levo|vou levar) (?:uma|a|minha|um|o) (?:arma|pistola|revolver|faca|bomba|38|oitao)(?: d[oa] (?:meu|minha) \\S+)? (?:pra|para|na|no|a) (?:escola|faculdade|trabalho|firma|sala|colegio|aula)`,
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
      `${PARTNER} (?:\\S+ )?(?:me bate|me bateu|me batia|me espanca|me espancou|me agride|me agrediu|me estuprou|me estupra|me violentou|me enforcou|me esganou|me sufocou|me empurrou|me chutou|me deu um soco|me deu um tapa|me tranca|me trancou|me machuca|me machucou|me ameaca|me ameacou|me forca|me forcou|abusa de mim|abusou de mim|me persegue|me perseguiu|me stalkeia|me vigia|me obriga|me obrigou|bate em mim|batia em mim|bateu em mim|bate me|bateu me|batia me|espanca me|espancou me|agride me|agrediu me|ameaca me|ameacou me|empurra me|empurrou me|viola me|violou me|fecha me|fechou me|tranca me|trancou me)(?! (?:no (?:jogo|xadrez|video game)|de leve|sem querer))`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:ameacou|ameaca|ameacando|(?:disse|diz|falou|fala|gritou|grita|gritando|gritava|jurou|jura|avisou|escreveu|mandou mensagem dizendo|manda mensagem dizendo) (?:\\S+ )?(?:que|q) (?:\\S+ )?(?:vai|ia|vem|voltaria|volta)|prometeu) (?:\\S+ )?(?:me matar|matar me|me bater|acabar comigo|me machucar|me pegar|sumir com os (?:meus )?filhos|me furar|me esfaquear)`,
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
      `${NAO} (?:como|comi|comia|to comendo|estou comendo|consigo comer|como nada) (?:\\S+ ){0,2}(?:ha|faz|tem|desde) (?:\\S+ ){0,2}(?:dias|semanas|semana)|(?:faz|tem|ha) (?:\\S+ ){1,2}(?:dias|semanas|semana) (?:que )?(?:eu )?${NAO} (?:como|comi|to comendo|estou comendo|como nada)|(?:fico|fiquei|to|estou|passei) (?:\\S+ ){0,2}(?:dias|semanas) sem comer|sem comer (?:ha|faz) (?:\\S+ ){1,2}(?:dias|semanas|semana)`,
      FIXED,
    ),
    rule(
      'purge',
      ED,
      'concern',
      `(?:me forco|me forcei|me obrigo|forcar|forco) (?:a |)(?:vomitar|vomito)|(?:vomito|vomitei|vomitar|provoco vomito|provocar vomito) (?:\\S+ ){0,2}(?:depois de comer|depois das refeicoes|depois de cada refeicao|de proposito|tudo que como|tudo o que como|pra nao engordar|escondid[oa])|dedo na garganta|(?:provoco|provoquei|provocar|provocando|induzo|induzi|induzir|forco|forcei) (?:o )?vomito|(?:vomito|vomitei|vomitar|vomitando) (?:\\S+ ){0,2}(?:depois|dps|apos|logo apos|sempre que|toda vez que) (?:de |das |da |que |a |eu )?(?:\\S+ )?(?:comer|como|comi|refeic\\w*|janta|jantar|almoco|almocar|lanche)`,
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
      `(?:comer|comi|como|comendo|comida|refeicao|calorias|vomit\\w*|jejum|laxantes?|fome)(?: \\S+){0,8} (?:desmaiei|desmaiado|desmaiada|desmaiando|desmaio|tontura|dor no peito|coracao acelerado|coracao disparado|vomitei sangue|vomitando sangue)|(?:desmaiei|desmaio|desmaiando)(?: \\S+){0,6} (?:sem comer|de fome|nao como|n como|nao comi)|vomit\\w* sangue`,
      FIXED,
    ),
    rule('barely-eat', ED, 'concern', `quase ${NAO} como|${NAO} como quase nada|(?:exercicio|academia|corro|treino) (?:\\S+ ){0,2}ate desmaiar`, FIXED),
    rule('purge-when', ED, 'concern', `vomito (?:quando|se|depois que|sempre que) (?:eu )?(?:como|exagero|belisco|como demais)`),
    rule('calorie-cap', ED, 'concern', `(?:me permito|me limito a|no maximo|so como) (?:\\S+ ){0,3}(?:calorias|kcal)`),
    // — families added with the pt dev set (docs/safety/dev/pt.*)
    rule(
      'indifferent-death',
      P,
      'concern',
      `(?:tanto faz|foda se|${NAO} ligo|${NAO} me importo|nem ligo|pouco me importa|que se foda|tanto me faz) (?:\\S+ ){0,2}se eu (?:morrer|morresse|viver ou morrer|morrer ou viver|acordar|sumir|nao acordar|n acordar)`,
      FIXED,
    ),
    rule(
      'cant-take-living',
      P,
      'urgent',
      `${NAO} (?:aguento|suporto|consigo) (?:mais )?(?:viver (?:assim|desse jeito|dessa forma|essa vida|esta vida)|essa vida|esta vida|(?:isso|isto|tudo)$|(?:isso|isto) tudo$|nada$)|(?:cansad[oa]|cansei|farto|farta|exaust[oa]) (?:de|da) (?:tudo|tudo isso|tudo isto|tudo e de todos|lutar|tentar)$|(?:ja )?deu (?:pra|para) mim|(?:acho (?:que|q) )?(?:eu )?(?:ja )?(?:desisti|cansei)$`,
      { negatable: false, weak: true },
    ),
    rule(
      'gone-soon',
      I,
      'imminent',
      `${NAO} (?:vou|vo) (?:ser|dar) (?:mais )?(?:um )?(?:problema|peso|fardo|estorvo|trabalho|incomodo) (?:\\S+ ){0,2}(?:por muito tempo|por mt tempo|por mais tempo|por muito mais tempo|nunca mais|depois de hoje|depois de amanha)|(?:vao|vai) (?:se )?(?:livrar|ficar livres?) de mim (?:pra sempre|para sempre|de vez)|(?:em breve|logo logo|logo|daqui a pouco) (?:\\S+ ){0,2}(?:vao|vai) (?:se )?(?:livrar|ficar livres?) de mim`,
      FIXED,
    ),
    rule('rid-of-me', I, 'imminent', `(?:vao|vai) (?:se )?(?:livrar|ficar livres?) de mim`, WEAK),
    rule(
      'last-night',
      PL,
      'imminent',
      `(?:essa|esta|hoje|hj) (?:e|vai ser|sera) (?:a )?(?:minha|meu) (?:ultima noite|ultimo dia)(?! (?:em|no|na|aqui|de ferias|de trabalho|antes|com|nesse|neste|nessa|nesta|como|do|da))`,
    ),
    rule('took-decision', I, 'imminent', `(?:ja )?(?:tomei|tenho) (?:a |minha )?decisao(?: tomada)?$`, WEAK),
    rule(
      'goodbye-you',
      PL,
      'imminent',
      `(?:so )?(?:vim|venho|queria|quero|passei|passando|to passando) (?:so )?(?:pra |para )?(?:te |lhe )?(?:me despedir|despedir me|dizer adeus)(?: de (?:vc|voce|ti|voces|vcs|todos|todo mundo))?(?! (?:d[oa]s? )?(?:trabalho|turma|estagio|colegas|escola|grupo|ferias|verao|cidade|pessoal))|cuid(?:a|e|em|ar) (?:bem )?de quem fica|(?:obrigad[oa]|valeu) por tudo (?:e )?adeus|adeus (?:e )?obrigad[oa] por tudo`,
    ),
    rule('thanks-all', PL, 'imminent', `(?:obrigad[oa]|valeu|agradeco) por tudo(?: \\S+){0,3}$|^adeus$`, WEAK),
    rule(
      'when-where',
      PL,
      'imminent',
      `(?:ja )?(?:sei|decidi|escolhi|tenho) (?:o )?(?:onde|quando|como|dia|lugar|hora) e (?:o )?(?:onde|quando|como|dia|lugar|hora)$|(?:tenho|ta|esta|ja tenho|deixei) tudo (?:planejado|planeado|preparado|pronto|organizado|arrumado)(?! (?:pra|para) (?:a |o )?(?:viagem|festa|mudanca|casamento|prova|aniversario|ferias|entrevista))`,
      WEAK,
    ),
    rule(
      'place-time',
      M,
      'urgent',
      `(?:madrugada|a noite|de noite|amanha|${HOJE}|sabado|domingo|segunda|terca|quarta|quinta|sexta) (?:\\S+ ){0,2}(?:na|da|pra|para a|no|do) (?:ponte|linha do trem|viaduto|passarela|trilhos|predio|terraco|telhado)|(?:na|da) (?:ponte|linha do trem|viaduto|passarela) (?:\\S+ ){0,2}(?:de madrugada|a noite|amanha|${HOJE})`,
      WEAK,
    ),
    rule('tonight-ends', I, 'imminent', `(?:${HOJE}|amanha|essa noite|esta noite)(?: a noite)? (?:tudo )?(?:acaba|termina|se acaba)(?: tudo)?$`, WEAK),
    rule(
      'affairs-handed',
      PL,
      'imminent',
      `deixei (?:\\S+ ){0,2}(?:senhas?|a senha) (?:\\S+ ){0,3}(?:pra|para|com) (?:a |o )?(?:minha|meu) \\S+|(?:fiz|escrevi|deixei) (?:o )?(?:meu )?testamento|(?:paguei|quitei) (?:todas )?(?:as )?(?:minhas )?(?:contas|dividas) (?:\\S+ ){0,2}(?:deixei|escrevi|dei)`,
      WEAK,
    ),
    rule(
      'care-for-them',
      PL,
      'imminent',
      `cuid(?:em|a|e) (?:bem )?d[oa]s? (?:minha|meu|minhas|meus) (?:mae|pai|filh[oa]s?|gat[oa]s?|cachorr[oa]s?|irma|irmao|vo|avo|familia|bichos?)$`,
      WEAK,
    ),
    rule(
      'no-more-here',
      P,
      'concern',
      `${NAO} (?:quero|aguento|consigo) mais (?:estar|ficar) (?:aqui|neste mundo|nesse mundo|viv[oa])(?! (?:\\S+ )?(?:nesse|nessa|neste|nesta|no|na|em|com|sem|a trabalhar|trabalhando))`,
      FIXED,
    ),
    rule(
      'last-day',
      I,
      'imminent',
      `${NAO} passo (?:de|desta|dessa|deste|desse) (?:${HOJE}|noite|semana|esta noite|essa noite|madrugada|fim de semana|mes)`,
      FIXED,
    ),
    rule(
      'on-the-edge',
      M,
      'urgent',
      `(?:to|estou|tô) (?:aqui )?(?:na|em cima da|no alto da|no|na beira da) (?:ponte|viaduto|telhado|terraco|cobertura|linha do trem|linha do comboio|falesia|arriba)`,
      WEAK,
    ),
    rule(
      'alone-home',
      PL,
      'imminent',
      `(?:ninguem|ngm) (?:vai estar|vai ta|vai tar|estara|vai ficar) em casa|(?:vou|vo) (?:estar|ficar) (?:sozinh[oa]|so) em casa (?:\\S+ ){0,2}(?:${HOJE}|amanha|a noite|essa noite|esta noite|o fim de semana|no fim de semana)`,
      WEAK,
    ),
    rule(
      'end-it-all',
      P,
      'concern',
      `(?:quero|queria|preciso|vou|vo) (?:dar (?:um )?fim|por (?:um )?fim|acabar) (?:a |em |n)?(?:isso|isto|nisso|nisto|a isto|a isso|com isso|com isto|com tudo) tudo(?: de (?:uma )?vez)?$|(?:quero|queria|preciso|vou|vo) (?:dar (?:um )?fim|por (?:um )?fim) (?:a |em |n)?(?:tudo|nisso|nisto)$`,
    ),
    rule(
      'blade-use',
      SH,
      'urgent',
      `(?:uso|usei|usava|passo|passei|pego|peguei) (?:a |uma |o |um )?(?:gilete|lamina|estilete|navalha|caco de vidro|apontador) (?:\\S+ ){0,3}(?:pra aliviar|para aliviar|no braco|nos bracos|na perna|nas pernas|no pulso|nos pulsos|na coxa|nas coxas|na pele|em mim|pra sentir|pra me)`,
    ),
    rule(
      'knife-waiting',
      HO,
      'urgent',
      `(?:faca|arma|pistola|revolver|facao|canivete|taco)(?: \\S+){0,3} (?:e )?(?:vou|vo) (?:esperar|atras|pra cima|pegar|furar|matar|acertar)(?: \\S+)? (?:ele|ela|dele|dela|esse|essa|aquele|aquela|meu|minha|o meu|a minha)`,
    ),
    rule(
      'beat-until',
      HO,
      'urgent',
      `(?:bater|espancar|socar|esganar|enforcar|chutar|quebrar a cara|partir a cara|esmurrar|sufocar|esfaquear) (?:\\S+ ){0,4}ate (?:ele|ela|eles|elas) (?:${NAO} se mexer|morrer|parar de respirar|desmaiar)|(?:bater|espancar|socar|esganar|quebrar a cara|partir a cara|esmurrar) (?:\\S+ ){0,3}ate (?:matar|morrer)`,
    ),
    rule(
      'door-attack',
      DO,
      'imminent',
      `(?:esmurrando|chutando|socando|forcando|arrombando|derrubando|quebrando) (?:a|na) porta|batendo na porta (?:\\S+ ){0,5}(?:gritando|ameacando|berrando|xingando)`,
    ),
    rule(
      'how-think',
      A,
      'urgent',
      `(?:penso|pensando|pensei|pensar|pensado|pesquisei|pesquisando|pesquiso|procurei|procurando|vendo|vi) (?:\\S+ ){0,2}(?:em |sobre )?(?:como|formas de|jeitos de|maneiras de|metodos de|o melhor jeito de) (?:\\S+ )?(?:morrer|me matar|matar me|me suicidar|acabar com (?:tudo|a minha vida|minha vida)|fazer isso sem dor)|(?:morrer|me matar|suicidio) e (?:em |no )?como (?:fazer isso|fazer|faria|seria)`,
    ),
    rule(
      'starve',
      ED,
      'concern',
      `(?:passo|passei|passando|passar|to passando|estou passando) fome (?:\\S+ ){0,3}(?:de proposito|emagrecer|perder peso|${NAO} engordar|ficar magr[oa]|secar)|sem comer(?: \\S+){0,6} (?:gord[oa]|engordar|emagrecer|perder peso|calorias)|(?:me sinto|me acho|sou|to|estou) (?:muito |mt |tao )?(?:gord[oa]|enorme|uma baleia)(?: \\S+){0,4} (?:sem comer|vomit\\w*|${NAO} como)`,
      FIXED,
    ),
  ],
  // "não" as typed ("nao", "n", "naum", "ñ" → "n"), but not where the word negates something else and a risk
  // follows in the same breath ("n aguento mais quero morrer", "nao paro de pensar em me matar").
  negations: oneOf([
    `(?:nao|n|naum|nem|nunca)(?! ${NOT_NEGATING}(?![a-z]))`,
    'jamais',
    // Italian "nn/non" before a word Portuguese rules also read ("nn penso al suicidio").
    'non',
    'nn',
    'nenhum',
    'nenhuma',
    'de jeito nenhum',
    'de forma nenhuma',
    'nem pensar',
    'nem morta',
    'nem morto',
    'parei de',
    'deixei de',
    'sem vontade de',
  ]),
  guards: oneOf([
    '(?:morrer|morrendo|morri|morro|morta|morto|mortos|mortas|morria|morreu) (?:\\S+ )?de (?:rir|rindo|fome|sono|saudade|saudades|vergonha|medo|calor|frio|tedio|cansaco|inveja|ciume|curiosidade|amor|sede|preguica|vontade|ansiedade|tesao)',
    'morrendo de',
    'matar (?:a |as )?(?:saudade|saudades|fome|sede|tempo|o tempo|aula|aulas|a aula|a vontade|a curiosidade|a charada|o trabalho|o servico)',
    'matei (?:a |as )?(?:saudade|saudades|aula|aulas|a fome|a sede|o tempo|a charada)',
    'matando (?:a |as )?(?:saudade|saudades|aula|aulas|o tempo|a fome)',
    'mata (?:a )?(?:saudade|fome|sede|o tempo)',
    '(?:isso|esse \\S+|essa \\S+|o trabalho|meu chefe|minha chefe|o calor|esse calor|voce|vc|ele|ela) (?:me )?(?:mata|matou|esta me matando|ta me matando|vai me matar)',
    'me (?:mata|matou|matando) de (?:rir|vergonha|trabalhar|susto|raiva|tedio|cansaco)',
    '(?:me )?(?:matar|mato|matando|matei|matava|mataria|mata) (?:me )?de (?:trabalhar|trabalho|estudar|estudo|rir|correr|treinar|treino|academia|tanto)',
    'matar (?:\\S+ ){0,2}(?:baratas?|moscas?|mosquitos?|formigas?|aranhas?|pernilongos?|muricocas?|ratos?|insetos?|piolhos?|cupins?|lesmas?|carrapatos?|pulgas?|vespas?|marimbondos?|bactérias?|bacterias|germes)',
    '(?:matar|matei|mato|matamos) (?:essa|a|aquela|esta) (?:questao|prova|charada|garrafa|cerveja|pizza|conversa|serie|temporada|partida|fase|missao)',
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
    'arma de (?:agua|brinquedo|pressao|paintball|airsoft|gel|nerf|espoleta)',
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
    // Laughter is not "over": "quero morrer haha" still gets help (and this list applies to every language).
    '(?:matar|mato|mata|bater|esganar) (?:\\S+ ){0,2}que$',
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
    '(?:faz|ha) (?:muito|mt|mto|bastante) tempo',
    'aos \\d+ anos',
    'quando (?:eu )?tinha \\d+',
    '(?:hoje|agora|hj)(?: em dia)? (?:eu )?(?:to|estou|sou|vivo) (?:muito |bem )?(?:feliz|bem|segura|seguro|longe del[ea]|outra pessoa|recuperad[oa]|limp[oa]|curad[oa])',
    '(?:to|estou) (?:recuperad[oa]|limp[oa]|curad[oa]) ha',
  ]),
  present: oneOf([
    'de novo',
    'd novo',
    'dnv',
    'novamente',
    'denovo',
    'outra vez',
    'voltei a',
    'recai',
    'recaida',
    'ultimamente',
    'ontem',
    'esses dias',
    'essa semana',
  ]),
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
