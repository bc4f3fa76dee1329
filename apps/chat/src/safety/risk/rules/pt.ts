import type { LanguageRules, RiskCategory, RiskLevel, RiskRule, RuleOptions } from '../types.js';

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
  '(?:quero|qro|kero|qero|qeria|keria|kria|quiria|querendo|to querendo|estou querendo|queria|qria|quis|gostaria de|preferia|prefiro|desejo|to com vontade de|estou com vontade de|tenho vontade de|(?:uma )?vontade (?:enorme|imensa|grande|louca|danada|absurda|forte|doida|gigante|tremenda) de|vontade de|sinto vontade de|so penso em|penso em|penco em|pensso em|pemso em|pensu em|pensando em|penssando em|pensei em|precisava|preciso|apetece me|apetecia me|me apetece|gostava de|desejava|tenho desejo de|so quero|so queria|(?:to|estou|tô|ando) (?:afim|a fim) de|afim de)';
/** Ways of saying "kill myself". */
const KILL_SELF =
  '(?:(?:me|m) (?:matar|mata|suicidar|suicida|suicidal|enforcar|jogar (?:da|do|de um|de uma|de cima|na frente|embaixo|no rio|no mar)|atirar (?:da|do|de um|de uma|na frente)|envenenar)|matar me|suicidar me|suicidal me|enforcar me|atirar me (?:da|do|de um|de uma|de cima|para|pra|na frente)|jogar me (?:da|do|de um|de uma|de cima|para|pra|na frente)|envenenar me|tirar (?:a )?(?:minha )?(?:propria )?vida|acabar com (?:a )?(?:minha )?(?:propria )?vida|acabar com tudo(?! (?:isso de|de (?!uma vez|vez)|o que|que))|acabar comigo (?:mesm[oa]|de vez|de uma vez)|dar (?:um )?fim (?:a|em|na|à)? ?(?:a )?(?:minha vida|tudo|mim mesm[oa]|a mim)|dar cabo da (?:minha )?vida|por fim (?:a|na) (?:minha )?vida)';
const PILLS =
  '(?:remedios?|remedinhos?|comprimidos?|pilulas?|pastilhas?|capsulas?|calmantes?|antidepressivos?|tarja preta|rivotril|clonazepam|paracetamol|dipirona|insulina|morfina|soniferos?)';
const PARTNER =
  '(?:ele|ela|eles|meu (?:marido|namorado|companheiro|pai|padrasto|irmao|filho|tio|ex|chefe|vizinho|parceiro)|minha (?:mulher|esposa|namorada|companheira|mae|madrasta|irma|filha|tia|ex|chefe|vizinha|parceira)|meus pais)';
const HOJE = '(?:hoje|hj)';
/** A moment named: "hoje a noite", "amanha de manha", "sexta cedo". */
const WHEN =
  '(?:hoje|hj|amanha|essa noite|esta noite|agora|logo mais|daqui a pouco|sabado|domingo|segunda|terca|quarta|quinta|sexta)(?: (?:a noite|de noite|de manha|cedo|de madrugada|a tarde|mesmo))?';
/** A word that is not a negation (gaps between a subject and its verb: "ele nunca me bateu" is not a risk). */
const W = '(?!(?:nunca|nao|n|naum|nem|jamais) )\\S+ ';
/**
 * People one leaves when a job, a class, a house or a course ends (Portuguese and the Spanish look-alikes): a
 * farewell letter to them is no farewell before death ("carta de despedida pra minha chefe", "para mis compañeros").
 */
const AUDIENCE =
  '(?:colegas?|companheir[oa]s?|companer[oa]s?|chefes?|chefa|jefes?|jefas?|patr[aã]o|patroa|gerentes?|supervisor\\w*|coordenador\\w*|diretor\\w*|orientador\\w*|trabalho|trabajo|emprego|empleo|empresa|escritorio|oficina|firma|equipe|equipa|equipo|time|turma|classe|clase|sala|alunos|alumnos|estudantes|professor\\w*|profes?|profesor\\w*|maestr[oa]s?|vizinh[oa]s|vecin[oa]s|vizinhanca|clientes|estagio|practicas|escola|escuela|colegio|faculdade|facul|universidade|curso|condominio|predio|clube|igreja|(?:galera|pessoal|povo|gente|grupo) d[oa]s? \\S+)';
/** The same leaving, after "me despedi de todos": "do trabalho", "na festa", "no aeroporto". */
const LEAVING =
  '(?:\\S+ )?(?:d[oa]s?|no|na|nos|nas|em|antes da|antes de) (?:\\S+ )?(?:trabalho|escritorio|empresa|firma|estagio|escola|facul\\w*|turma|curso|time|equipe|equipa|predio|condominio|bairro|clube|igreja|grupo|festa|aeroporto|rodoviaria|viagem|mudanca|intercambio|ferias|formatura)';
/** "de novo" as typed. */
const AGAIN = '(?:de novo|d novo|denovo|dnv|dinovo|outra vez|mais uma vez|novamente)';
/**
 * What follows a "não" that negates something else than the risk after it: "nao aguento mais",
 * "nao paro de pensar em", "nao sei o que fazer", "nunca me senti tao mal", "nao tenho coragem de".
 */
const NOT_NEGATING =
  '(?:aguento|aguentava|aguentei|aguentar|aguenta|suporto|suportar|sei|vejo|ha|existe|paro|parei|para|consigo|consegui|durmo|dormi|tenho (?:mais )?(?:ninguem|coragem|forca|forcas|saida|esperanca|animo|paz)|tem (?:mais )?(?:jeito|saida|solucao|como|ninguem|sentido|graca)|faz (?:mais )?sentido|vale|adianta|presto|sirvo|valho|mereco|me (?:aguento|suporto|reconheco|entendo)|tenho ninguem|da mais|quero mais (?:viver|existir|acordar|estar aqui|estar viv[oa]|continuar)|quero (?:viver|existir|acordar|continuar)|aguento mais|me (?:ama|entende|ouve|liga)|ligam|liga|importa|estou bem|to bem|ando bem|posso mais|quero mais nada|tenho mais nada|sai da (?:minha )?cabeca)';

/** Taking or swallowing, said of oneself in the past ("tomei", "engoli", "acabei de tomar"). */
const TOOK = '(?:tomei|engoli|bebi|ingeri|acabei de tomar|acabei de engolir|mandei pra dentro)';
/** Pills as counted: the list above and more names ("20 ibuprofenos", "8 zolpidem"). */
const PILLS_X = `(?:${PILLS}|pastillas?|ibuprofenos?|diazepam|lorazepam|alprazolam|zolpidem|fluoxetina|sertralina|quetiapina|tramadol|ansioliticos?|relaxantes?|antialergicos?|dorflex|neosaldina|drageas?|benzos?)`;
/** More than a dose: five or more, "um monte", a whole box or strip, "todos os meus". */
const MANY_PT =
  '(?:um monte de|uma porrada de|uma pancada de|um punhado de|um bocado de|uma cacetada de|uma penca de|uma carrada de|uma data de|uma mao cheia de|muit[oa]s|mts|mtos|mtas|mt|mto|varios|varias|tod[oa]s(?: [oa]s)?(?: meus| minhas)?|uma caixa (?:inteira |toda )?de|a caixa (?:inteira|toda) de|uma cartela (?:inteira |toda )?de|a cartela (?:inteira|toda) de|um vidro (?:inteiro )?de|o vidro (?:todo|inteiro) de|um frasco (?:inteiro )?de|o frasco (?:todo|inteiro) de|o resto d[oa]s?|o que sobrou d[oa]s?|(?:[5-9]|[1-9]\\d+|cinco|seis|sete|oito|nove|dez|onze|doze|treze|quatorze|catorze|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|dezenove|dezanove|vinte|trinta|quarenta|cinquenta|cem)(?![a-z0-9])(?: d[oa]s?(?: meus| minhas)?)?)';
/** Not a course of treatment, a daily dose or a mistake ("todos os comprimidos do antibiótico como o médico mandou"). */
const NOT_COURSE =
  '(?! (?:\\S+ ){0,6}(?:do antibiotico|dos antibioticos|do tratamento|da receita|como o medico|que o medico|como a medica|que a medica|conforme|certinho|no horario|na hora certa|de hoje|do dia|da manha|da noite|por dia|ao dia|por semana|na semana|no mes|durante|como sempre|de sempre|todo dia|todos os dias|sem querer|por engano|por acidente|sem perceber)(?![a-z]))';

/** Charity, a shelter, adoption: a donation, not a farewell. */
const CHARITY = '(?:caridade|doacao|adocao|igreja|bazar|brecho|ong|abrigo|asilo|orfanato|instituicao|campanha|biblioteca|protetora|feira de adocao)';
/** Not rehoming or giving for a reason of everyday life (allergies, a move, a trip, outgrown clothes). */
const NOT_REHOMED = `(?!(?: \\S+){0,10} (?:alergi\\w*|mudanca|(?:porque|pq|que|ja que) (?:vou|vamos|to|estou|estamos) (?:me )?(?:mudar|morar|viajar|mudando)|apartamento novo|casa nova|${NAO} (?:pode|podem|aceita|aceitam|deixa|deixam) (?:animais|bicho|bichos|cachorro|gato|pets?)|ferias|viagem|enquanto|durante|uns dias|fim de semana|(?:${NAO} )?(?:me )?(?:serve|servem|cabe|cabem) mais|ficou pequen\\w*|ficaram pequen\\w*|pra fazer espaco|desapego)(?![a-z]))`;

/** A family occasion one waits out so as not to spoil it ("o aniversário da minha irmã", "o natal", "o niver dele"). */
const OCCASION_WORD =
  '(?:aniversario|niver|aniver|natal|ano novo|reveillon|casamento|formatura|batizado|batismo|crisma|primeira comunhao|dia das maes|dia dos pais|dia da mae|dia do pai|pascoa|ceia de natal|jantar de natal|almoco de natal|consoada|bodas|parto|nascimento|cha de bebe|debutante|festa de (?:15|quinze) anos|aposentadoria|reforma)';
const OCCASION = `(?:(?:o|a|os|as|meu|minha|seu|sua) )?${OCCASION_WORD}(?: (?:dele|dela|deles|delas|d[oa]s? (?:(?:meu|minha|meus|minhas|nosso|nossa) )?\\S+))?`;
/** Someone else's occasion ("o aniversário da minha mãe", "o niver dele"). */
const THEIR_OCCASION = `(?:(?:o|a|os|as|seu|sua) )?${OCCASION_WORD} (?:dele|dela|deles|delas|d[oa]s? (?:(?:meu|minha|meus|minhas|nosso|nossa) )?\\S+)`;
/** Waiting it out ("vou esperar o natal passar", "só estou à espera que passe", "aguento até"). */
const WAIT_FOR =
  '(?:vou esperar|espero|esperar|to esperando|estou esperando|so to esperando|so estou esperando|(?:so )?(?:to|estou) a espera (?:que|de)|vou aguentar|aguento|aguentar|aguentarei|so aguento|vou segurar|seguro as pontas)(?: ate| que| passar| passe| passem| ate passar| ate depois d[oa]s?| ate que passe| que passe| de que passe)?';
/** Enduring it until then. */
const ENDURE_UNTIL = '(?:vou aguentar|aguento|aguentarei|so aguento|aguentar|vou segurar)(?: ate| ate passar| ate depois d[oa]s?| ate que passe)';
/** So as not to spoil it ("pra não estragar a festa dela"). */
const NOT_SPOIL = `(?:pra|para|pa|p) ${NAO} (?:lhe |lhes |te |vos )?(?:estragar|atrapalhar|arruinar|acabar com|manchar|stragar)(?: (?:a|o|as|os) (?:festa|dia|natal|aniversario|niver|casamento|formatura|ano novo|ceia|momento|viagem|data|alegria|comemoracao|festas))?(?: (?:dela|dele|deles|delas|de ninguem|d[oa]s? (?:minha|meu|meus|minhas) \\S+))?`;
/** After the occasion. */
const AFTER = '(?:depois|dps|logo depois|apos|assim que passar|quando passar|passando|passado|passada)(?: d[oa]s?| de)?';
/** A final going or ending ("vou embora de vez", "acabo com tudo", "sumo pra sempre"). */
const GONE_FOR_GOOD = `(?:(?:vou|vo) embora (?:de vez|pra sempre|para sempre|desse mundo|deste mundo)(?! (?:pra|para|pro|pros|da|do|dessa|desse|desta|deste|daqui|morar|trabalhar|estudar)(?![a-z]))|(?:vou|vo) (?:de vez|pra sempre|para sempre)(?! (?:pra|para|pro|da|do|morar|trabalhar|estudar)(?![a-z]))|(?:sumo|desapareco|parto) (?:de vez|pra sempre|para sempre)|acabo com tudo|acabo com (?:a )?minha vida|termino com tudo|termino tudo|me despeco (?:de vez|pra sempre|para sempre|de todos|da vida)|${NAO} (?:to|estou|estarei|vou estar) mais aqui|ninguem (?:mais )?me ve|me mato|me matar|acabou pra mim)`;
/** The same said loosely ("depois eu vou", "e pronto", "acabo com isso"): a risk only beside the waiting. */
const GONE = `(?:(?:vou|vo) embora|(?:vou|vo)|me vou|acabo com tudo|acabo com isso|acabo com isto|termino tudo|termino|sumo|desapareco|parto|me despeco|pronto|acabou|acabou pra mim|chega|ja era|fico livre|to livre|estou livre|(?:ja )?posso ir|posso partir|(?:vou|vo) em paz|descanso em paz|faco|faço|faco isso|vou fazer|vou fazer isso|${NAO} (?:tem|ha|tenho) mais (?:motivo|razao|porque) (?:pra|para|de) (?:ficar|estar aqui|continuar))(?: (?:de vez|pra sempre|para sempre|em paz|de uma vez))?`;

/** Told or sent a threat (not by a doctor or a teacher): "disse que", "mandou mensagem dizendo que", "fica mandando áudio". */
const SAID =
  '(?<!(?:medico|medica|doutor|doutora|enfermeir[oa]|professor|professora|chefe|patrao|patroa|treinador|treinadora) (?:me )?)(?:(?:me )?(?:disse|diz|dizia|disseram|dizem|falou|fala|falava|falaram|gritou|grita|gritava|jurou|jura|juraram|avisou|avisa|avisaram|escreveu|escreve|garantiu|ameacou|ameaca|ameacava|ameacaram)|(?:(?:ta|esta|tá|fica|vive|ficou|continua) )?(?:me )?(?:dizendo|falando|gritando|jurando|a dizer|a gritar)|(?:me )?(?:mandou|manda|mandaram|mandando|ta mandando|fica mandando|vive mandando|deixou|recebi|recebo) (?:\\S+ )?(?:mensagem|mensagens|msg|msgs|audio|audios|zap|whats|bilhete|recado|carta|sms)(?: (?:de|d[eo] um|do|da) \\S+(?: \\S+)?)? (?:dizendo|falando|a dizer|de)|(?:mensagem|mensagens|msg|msgs|audio|audios|recado) (?:dizendo|falando|a dizer))(?: (?:que|q))?';
/** Not a joke, a game or a trivial matter ("vai me matar se eu pegar o carro dele kkk"). */
const NOT_JOKING =
  '(?! de (?:rir|saudade|saudades|vergonha|susto|raiva|tedio|cansaco|trabalhar|fome|tanto|amor|ciume|curiosidade|desgosto)(?![a-z]))(?!(?: \\S+){0,10} (?:kk\\w*|haha\\w*|hehe\\w*|rsrs\\w*|lol|no jogo|na partida|no free fire|no lol|no game|no uno|no truco|no xadrez|na sinuca|no fifa|no videogame|no video game|no baralho|na queda de braco|no ping pong|na corrida|no domino)(?![a-z])|(?: \\S+){0,10} que$)(?! se (?:eu )?(?:chegar (?:atrasad[oa]|tarde)|atrasar|reprovar|repetir|tirar nota|perder|quebrar|comer|bater (?:o|a|no|na) (?:carro|moto)|ralar|arranhar|estragar|sujar|usar (?:o|a|as|os|meu|minha|seu|sua|dele|dela) |pegar (?:o|a|as|os|meu|minha|seu|sua|dele|dela) |mexer n[oa]s? |contar o final|der spoiler|esquecer|(?:nao|n) (?:for|vier|levar|trouxer|devolver|responder|ligar|aparecer)))';

function rule(name: string, category: RiskCategory, level: RiskLevel, pattern: string, options: RuleOptions = {}): RiskRule {
  return { id: `pt.${category}.${name}`, category, level, pattern, ...options };
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

/** Not an illness, a medical fast or a religious one ("virose", "exame de sangue", "Ramadã"). */
const ED_NOT =
  '(?!(?: \\S+){0,10} (?:virose|gripe|covid|doente|virus|gastro\\S*|intoxica\\S*|cirurgia|operad[oa]|operacao|exame|analises|ramada|ramadan|quaresma|gravida|gravidez|enjoo|quimio\\S*|antibiotic\\S*|medic[oa]|nutri|nutricionista|ressaca|dentista|enxaqueca)(?![a-z]))';
const NUM_PT = '(?:\\d+|um|uma|dois|duas|tres|quatro|cinco|seis|sete|oito|dez|quinze|vinte|trinta|varios|varias|uns|umas)';
/** Body signs of starving (one signal however many: `oneSignal`). */
const ED_BODY =
  '(?:(?:meu )?cabelo (?:ta |esta |tá )?(?:caindo|saindo|a cair)(?: (?:aos|em) tufos?)?|sai muito cabelo na escova|(?:minha )?menstruacao (?:parou|sumiu|nao vem)|(?:deixei de ter|nao tenho) (?:a )?menstruacao|(?:maos|pes|dedos|unhas)(?: e (?:pes|maos))? (?:\\S+ )?(?:ficam |ficando |tao ficando |estao )?(?:roxos|roxas|azuis)|fico roxa por qualquer coisa|(?:so|sempre com|muito) frio|de casaco em pleno verao|(?:vejo|conto) (?:as )?costelas)';
/** Medical danger beside starving or purging; one signal however many (`oneSignal`), and not told as anxiety. */
const MEDICAL_SIGN =
  '(?:desmaiei|desmaio|quase desmaiei|(?:a )?vista (?:escurece|escureceu|apaga|embacada)|ver tudo preto|vejo tudo preto|(?:o )?coracao (?:a falhar|falhando|aos saltos|disparado|batendo (?:muito )?devagar|acelerado)|(?:dor|pressao|aperto) no peito|caibras|caimbras|(?:nao me consigo|nao consigo) (?:por|ficar) de pe|pernas bambas|tonta|tonto|caiu na rua|cai na rua|imc (?:de )?1[0-6](?!\\d))';
const ED_MEDICAL = `${MEDICAL_SIGN}(?!.*(?:ansiedade|panico|estresse|stress|nervos|prova(?![a-z])|cafeina|crise de))`;

export const rules: LanguageRules = {
  language: 'pt',
  rules: [
    // — passive wish to be dead
    rule(
      'not-wake',
      P,
      'concern',
      `(?<!medo de )(?:durmo|durma|dormisse|dormia|deito|deitasse) e ${NAO} (?:acordo|acorde|acordasse|acordava) (?:mais|nunca mais)|(?:dormir|deitar|apagar) (?:e|pra|para) (?:${NAO} (?:acordar|acorda) mais|nunca mais (?:acordar|acorda)|${NAO} acordar|${NAO} acordar nunca mais|${NAO} mais acordar)`,
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
      `(?:eu )?${WANT} ${ADV}(?:sumir (?:pra|para) sempre|deixar de existir|${NAO} existir mais|${NAO} existir|${NAO} estar mais aqui|partir desse mundo|partir deste mundo|ir embora (?:desse|deste|do) mundo)(?! (?:de (?:rir|fome|sono|saudade|vergonha|calor|frio|medo|tedio|amor|inveja)|por (?:voce|vc|ele|ela|amor|isso)))`,
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
      `(?:sem|${NAO} tenho|${NAO} tem|nenhum|nenhuma|perdi (?:a|o)) (?:mais )?(?:\\S+ )?(?:motivos?|razao|razoes|vontade|sentido|porque|forcas?) (?:pra|para|de) (?:viver|continuar vivendo|continuar vivo|continuar viva|seguir em frente|existir)` +
        `|${NAO} (?:vejo|encontro|acho|tenho|ha) (?:mais )?(?:nenhum |nenhuma |qualquer )?(?:motivos?|razao|razoes|sentido)(?: nenhum| nenhuma| algum| alguma)? (?:pra|para|de) (?:ca andar|andar ca|andar por ca|continuar ca|estar ca|andar neste mundo|andar nesse mundo|continuar neste mundo|continuar nesse mundo)`,
      FIXED,
    ),
    rule(
      'point-living',
      P,
      'concern',
      `(?:pra que|para que|pq|porque|por que|qual o sentido de|qual e o sentido de|de que adianta|qual a graca de) (?:continuar |eu )?(?:viver|vivendo|existir|estar vivo|estar viva|continuar vivendo)|(?:a|minha) vida ${NAO} (?:tem|faz) (?:mais )?(?:sentido|graca|valor)|vida sem sentido`,
      FIXED,
    ),
    rule(
      'tired-life',
      P,
      'concern',
      `(?:cansad[oa]|cansei|exaust[oa]|farto|farta) (?:de|da) (?:viver|vida|existir|estar viv[oa]|acordar|ca andar|andar ca|andar por ca|estar ca)`,
    ),
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
      `(?:seria|era|e) melhor (?:eu )?(?:morrer|estar mort[oa]|sumir|${NAO} existir|${NAO} estar aqui|ir embora (?:desse|deste|do) mundo|partir (?:desse|deste) mundo)|(?:queria|quero|espero|tomara) que (?:tudo|minha vida|a vida|isso tudo) (?:acabasse|acabe|terminasse|termine|chegasse ao fim)|(?:dormir|apagar|descansar) (?:pra|para) sempre`,
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
      `(?:ninguem|ngm) (?:\\S+ ){0,2}(?:sentiria|ia sentir|vai sentir|sentira) (?:a )?(?:minha )?falta(?! (?:da|do|das|dos|dessa|desse|dessas|desses|desta|deste|disso|daquele|daquela|de (?!mim)))|${NAO} (?:faria|faço|faco) falta (?:pra|para|a) ninguem|(?:eu )?${NAO} (?:deveria|devia) (?:estar viv[oa]|existir|ter nascido)`,
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
      `(?:tenho|tive|to com|estou com|ando com|ando tendo|tenho tido|meus|voltaram|voltou|me vem|me vêm|eu com) (?:\\S+ ){0,2}(?:pensamentos?|ideias?|ideacao|ideacoes|tendencias?|pensamento) (?:\\S+ )?(?:suicidas?|suisidas?|de suicidio|de suisidio|de me matar|de morrer)|(?<!(?:alguem|qualcuno|ele|ela|eles|elas|ninguem|amig[oa]|filh[oa]|irma|irmao|pessoa|gente) (?:\\S+ )?)(?:pensando|penssando|pensano|penso|pensei|pensar|pensado|pensava|cogitando|cogito|cogitei|penso muito|penso sempre) (?:\\S+ ){0,3}(?:em |no )?(?:suicidio|suicido|suicide|suisidio|suicidiu|suissidio|me suicidar|me suicidal|me matar|matar me|suicidar me)|(?:sou|to|estou|me sinto|ando|fiquei) (?:muito |meio |bem )?suicidas?`,
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
      `(?<!(?:ese|esa|el|la|mi|tu|su|este|esta) [a-z]+ |no )(?:eu )?me (?:mato|suicido|enforco)(?! de (?:rir|la risa|risa|tanto|tanta|[a-z]+(?:ar|er|ir)(?![a-z])))`,
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
      `(?:tenho|peguei|comprei|arrumei|consegui|achei|descolei) (?:\\S+ )?(?:uma|a|um|o) (?:arma|pistola|revolver|espingarda|arma do meu pai|arma de fogo|garrucha|trezoitao|38|oitao|cano|berro)(?! (?:de (?:agua|brinquedo|paintball|pressao|airsoft|gel|nerf|chumbinho|espoleta|fogo ficticia)|pra (?:caca|o clube|o trabalho|airsoft)|no clube|registrada pro clube))`,
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
      `(?:me enforcar|me enforco|me enforque|n[oó] de forca|forca pronta|corda (?:no|em volta do) pescoco(?! (?:\\S+ )?(?:com|por causa|de|d[oa]s?|desse|dessa|nesse|nessa|no trabalho|na facul\\w*|financeir\\w*|ate o fim do mes))|corda (?:na|no) (?:viga|teto|caibro|ventilador))`,
    ),
    rule(
      // the rope already hung or tied up ("a corda já está pendurada"), not a clothesline or a climb
      'rope-set',
      M,
      'imminent',
      `(?:a|uma) corda (?:ja )?(?:esta|ta|ficou) (?:\\S+ )?(?:pendurada|amarrada|presa|pronta|armada)(?! (?:\\S+ )?(?:no varal|pro varal|para o varal|na barraca|pra barraca|no barco|pra escalada|para a escalada|no mastro|pra rede|para a rede))`,
    ),
    rule(
      'rope-have',
      M,
      'urgent',
      `(?:comprei|peguei|arrumei|tenho|achei|amarrei|preparei|to com|estou com|tô com|escondi|guardei) (?:\\S+ )?(?:uma|a) corda(?! (?:\\S+ )?(?:de (?:pular|violao|guitarra|varal|escalada|rapel|alpinismo|barco|nylon pro)|(?:pra|para|pro) (?:pular|varal|o varal|escalada|escalar|rapel|acampar|acampamento|trilha|o barco|barco|amarrar|a rede|rede|treinar|treino|crossfit|academia|o cachorro|a mudanca|mudanca|montanha|o pneu|a academia)|bamba|no pescoco (?:\\S+ )?(?:com|por causa|de|d[oa]s?|desse|dessa|nesse|nessa)|nova(?! (?:\\S+ ){0,3}(?:pra|para) (?:me|mim|acabar|isso))))`,
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
      `(?<!(?:medo|receio|pavor|cuidado|perigo) (?:de|pra nao|para nao|de nao) )(?:jogar|bater|enfiar|lancar|jogo|bato|meter|meto|atirar|atiro|enfio) (?:o |meu |o meu |a |minha |a minha )?(?:carro|mota|moto) (?:\\S+ )?(?:contra|num|numa|no|na|em|debaixo de|debaixo d[oa]|embaixo de|embaixo d[oa]|pra debaixo de|para debaixo de|de frente (?:com|contra|para|pra)) (?:\\S+ )?(?:muro|poste|arvore|parede|caminhao|camiao|carreta|autocarro|onibus|trem|comboio|ribanceira|barranco|precipicio|pilastra|rio|represa|barragem|falesia)(?! sem querer)`,
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
      `(?:meu|minha|meus) (?:pai|mae|marido|tio|irmao|avo|padrasto|pais|vizinho) (?:tem|guarda|esconde|deixa) (?:uma|um|a|o|umas) (?:arma|armas|pistola|revolver|espingarda|38)(?! de caca| esportiva| de pressao)(?: \\S+){0,3} (?:em casa|no armario|na gaveta|no guarda roupa|eu sei onde)|sei onde (?:\\S+ ){0,3}(?:guarda|guardam|esconde|escondem|deixa|deixam|fica|ficam|tem) (?:a|as|o|os|uma) (?:arma|armas|pistola|revolver|espingarda|38|municao|balas)`,
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
      `(?:faca|lamina|gilete|navalha|arma|corda|remedios|comprimidos) (?:\\S+ )?(?:aqui comigo|na minha mao|do meu lado|na minha frente)|(?:arma|pistola|revolver|espingarda|cacadeira)(?! de (?:airsoft|agua|brinquedo|paintball|pressao|gel|nerf|espoleta))(?: d[oa] (?:meu|minha) \\S+)? (?:\\S+ )?(?:na mao|na minha mao|apontada pra mim|na minha cabeca|carregada aqui)|(?:lamina|gilete|navalha|estilete) (?:\\S+ )?na mao(?! (?:dele|dela|do|da)|(?: \\S+){0,6} (?:barba|depil\\w*|pra fazer|fazendo|cortando|trabalh\\w*|artesanato))`,
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
      `(?:ja decidi|eu decidi|to decidid[oa]|estou decidid[oa]|minha decisao (?:ta|esta) tomada|ja ta decidido|esta decidido|(?:ja )?(?:ta|esta|tá) (?:decidido|resolvido)(?: na minha cabeca)?)$`,
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
      `${WHEN} (?:eu )?me (?:mato|suicido|enforco|jogo(?= (?:da|do|de um|de uma|pela|na frente|embaixo|debaixo|no rio|no mar|nos trilhos|na linha)|$))(?! (?:\\S+ )?de (?:cabeca|rir|tanto|tanta|[a-z]+(?:ar|er|ir)(?![a-z])))|(?:eu )?me (?:mato|suicido|enforco) (?:${HOJE}|amanha|essa noite|esta noite|agora)`,
    ),
    rule(
      'end-all-when',
      I,
      'imminent',
      `${WHEN} (?:eu )?(?:acabo com tudo|acabo com a minha vida|acabo com minha vida|tiro a minha vida|dou um fim em tudo|dou fim a minha vida|dou um fim a minha vida|ponho fim a minha vida)(?! (?:isso |isto )?(?:d[aeo]s?|desse|dessa|deste|desta) )`,
    ),
    rule(
      'end-this-when',
      I,
      'imminent',
      `${WHEN} (?:eu )?(?:acabo|termino) com (?:isso|isto|tudo isso|tudo isto|isso tudo|isto tudo|tudo|a minha vida) (?:de vez|pra sempre|para sempre|de uma vez)(?! (?:d[aeo]s?|desse|dessa|deste|desta) )`,
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
      `(?:juntei|juntando|guardei|guardando|acumulei|acumulando|estoquei|escondi|separei|juntar|guardar|acumular) (?:\\S+ ){0,3}${PILLS}(?! (?:\\S+ ){0,4}(?:da semana|do dia|no porta|na caixinha|nos horarios|por horario|por dia|de cada dia|pra viagem|da viagem)| (?:\\S+ ){0,6}(?:vencid\\w*|velhos|descart\\w*|pra doar|pra devolver|farmacia|posto de saude|ubs))|${PILLS} (?:\\S+ ){0,4}(?:guardados|guardadas|juntados|juntadas|escondidos|escondidas|acumulados|separados)`,
    ),
    rule(
      'pills-saved-m',
      M,
      'urgent',
      `(?:juntei|juntando|guardei|guardando|acumulei|acumulando|estoquei|escondi|separei) (?:\\S+ ){0,3}${PILLS}(?! (?:\\S+ ){0,4}(?:da semana|do dia|no porta|na caixinha|nos horarios|por horario|por dia|de cada dia|pra viagem|da viagem)| (?:\\S+ ){0,6}(?:vencid\\w*|velhos|descart\\w*|pra doar|pra devolver|farmacia|posto de saude|ubs))`,
    ),
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
      `(?:carta|cartas|bilhete|bilhetes|mensagem|mensagens|video|videos|audio) de despedida(?! (?:pro|para o|pra|para a|para|ao|a|aos|as|pros|pras) (?:meu |minha |meus |minhas |nosso |nossa )?(?:amig[oa]s? (?:que|do intercambio)|colega de \\S+)| (?:\\S+ )?(?:pro|pros|pra|pras|para|ao|aos|a|as|do|da|dos|das|de|no|na|em|com|al|en|por) (?:(?:o|a|os|as|el|la|los|las|meu|minha|meus|minhas|mi|mis|nosso|nossa|nossos|nossas|nuestr[oa]s?|tod[oa]s? [oa]s?|toda a|todo o|a minha|o meu|os meus|as minhas) )?(?:\\S+ )?${AUDIENCE})|(?:escrevi|deixei|gravei|preparei|fiz) (?:\\S+ ){0,3}(?:cartas?|bilhetes?|mensagens?|audios?|videos?|recados?|gravac\\w*) (?:\\S+ ){0,3}(?:(?:pra )?(?:quando|qnd|qdo|qd) eu (?:ja )?(?:nao|n) (?:estiver|existir|tiver)(?! (?:\\S+ )?(?:em casa|no trabalho|na empresa|de ferias|viajando|online|disponivel|por perto|presente|aqui (?:no|na|em)|em \\S+|no \\S+|na \\S+))|pra depois que eu|para depois|pra depois(?! (?:da|do|de)))|(?:pra|para) quando (?:me )?(?:encontrarem|acharem|eu (?:me )?for|eu partir|eu morrer|eu (?:ja )?(?:nao|n) (?:estiver|existir))`,
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
      `(?:adeus (?:a todos|pessoal|galera|mundo|familia|pra sempre|para sempre)|(?:vim|venho|quero|queria) (?:me )?despedir(?: \\S+){0,2} (?:de todos|de voces|de vcs|pra sempre)|(?:me despedi|ja me despedi) de (?:todos|todo mundo|voces|vcs|minha familia)(?! ${LEAVING})|essa e (?:minha|a minha) despedida|isso e um adeus|e um adeus)`,
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
      `(?:me despedi|ja me despedi|me despedindo|despedi me|despedindo me|ja me despedi) (?:de|dos|das|da|do) (?:todos|todo mundo|voces|vcs|minha familia|meus amigos|minhas amigas|meus pais)(?! ${LEAVING})`,
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
      `(?:voltei a|volto a|comecei a|recomecei a|continuo a|continuo|to|estou|ando|tenho vontade de|vontade de|preciso|precisei) ${ADV}(?:me cortar|me cortando|me machucar|me machucando|me ferir|me ferindo|me mutilar|me mutilando|me queimar|me queimando|me bater|me arranhar|me automutilar|me automutilando|me punir|cortar me|ferir me|magoar me|mutilar me|automutilar me|queimar me|bater me)|me (?:cortei|corto|cortava|machuquei|machuco|firo|feri|mutilo|mutilei|automutilo|automutilei|queimei|queimo|arranhei|arranho|risquei|risco|riscava|rasguei|rasgo|furei|furo|espetei|espeto) ${ADV}(?:(?:ontem|hoje|hj|anteontem|essa semana|esses dias|a noite|de noite) )?(?:de novo|denovo|outra vez|mais uma vez|de proposito|escondid[oa]|com (?:uma |a |o |um )?(?:gilete|lamina|estilete|navalha|cigarro|isqueiro|tesoura|agulha|caco|compasso|apontador)|nos? (?:bracos?|pulsos?|pernas?|coxas?|barriga)|todo dia|todos os dias|sempre que|quando fico|pra aliviar|para aliviar|pra sentir|ate sangrar|${AGAIN})`,
    ),
    rule(
      'cut-plain',
      SH,
      'urgent',
      // Not Spanish "no me corto" (Portuguese writes "não me").
      `(?<!(?:no|se) )(?:eu )?me (?:corto|mutilo|automutilo|machuco)(?! (?:el|la|los|las) (?:pelo|cabello|flequillo|barba|unas|puntas|dedo|bigote))(?! (?:\\S+ )?(?:fazendo|cozinhando|com papel|descascando|picando|sem querer|na cozinha))`,
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
      `(?:sangr\\w*|sangue)(?:[ \\n]\\S+){0,4}[ \\n](?:${NAO} para|${NAO} parou|${NAO} quer parar|${NAO} para de sair|sem parar|muito|mt|mto|demais|bastante|horrores|pra caramba)|cortei (?:\\S+ )?(?:fundo|muito fundo) demais|me cortei (?:muito |mt |bem |tao |mais )?fundo|${NAO} (?:para|parou|quer parar|consigo (?:fazer )?parar|consigo estancar|estanca) (?:de )?sangrar|(?:muito|bem|mt) fundo dessa vez|(?:jorrando|jorra|esguichando|esguicha|escorrendo|pingando) (?:muito )?sangue|sangue (?:\\S+ )?(?:jorrando|esguichando|por todo (?:o )?lado|pra todo lado|em todo lado)`,
      FIXED,
    ),
    rule(
      'took-too-many',
      SH,
      'imminent',
      `(?:(?:tomei|engoli|bebi) (?:\\S+ ){0,2}(?:${PILLS} demais|demais de ${PILLS}|muitos ${PILLS}|todos os ${PILLS}|todas as ${PILLS}|a caixa (?:toda|inteira)|a cartela (?:toda|inteira)|o vidro todo|uma caixa inteira|uma cartela inteira)|(?:tive|tomei) uma overdose|(?:tomei|engoli) (?:os|as) (?:\\S+ )?${PILLS} (?:todos|todas)|(?:tomei|engoli) (?:a|uma) embalagem (?:toda|inteira))${NOT_COURSE}`,
    ),
    rule(
      'took-quantity',
      SH,
      'imminent',
      `(?<!(?:que|q) )${TOOK} (?:agora |agr |ja |hoje |hj |tipo |sei la |uns |umas |mais de |quase |uns? \\S+ de )?${MANY_PT} (?:(?!(?:mg|ml|mcg|g|gotas|gts|litros?|copos?|garrafas?|xicaras?)(?![a-z]))\\S+ )?${PILLS_X}${NOT_COURSE}|(?<!(?:que|q) )${TOOK} (?:(?:uns|umas|os|as|meus|minhas|mais|muitos|muitas|mt|mts) ){0,2}${PILLS_X}(?: (?:d[oa]s?|pra|para) \\S+(?: \\S+)?)? (?:demais|a mais|alem da conta|de uma vez so|tod[oa]s(?: de uma vez)?|do que (?:devia|podia|deveria|o normal|o recomendado))(?=$| (?:agora|e|hoje|hj|faz|ha|de proposito))${NOT_COURSE}|(?<!(?:que|q) )${TOOK} mais ${PILLS_X} (?:do que|que) (?:devia|podia|deveria|o normal|o recomendado|o medico mandou)|${TOOK} (?:a cartela (?:toda|inteira)|uma cartela inteira|o vidro todo|o frasco todo|a caixa (?:toda|inteira))(?: d[oa] (?!(?:agua|suco|leite|cafe|cha|cerveja|vinho|vodka|cachaca|refrigerante|refri|iogurte|cereal|bolacha|biscoito|chocolate)(?![a-z]))\\S+)?(?=$| (?:agora|de uma vez|e|hoje|hj|faz|ha|de proposito))`,
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
      `${PARTNER} (?:${W})?(?:me bate|me bateu|me batia|me espanca|me espancou|me agride|me agrediu|me estuprou|me estupra|me violentou|me enforcou|me esganou|me sufocou|me empurrou|me chutou|me deu um soco|me deu um tapa|me tranca|me trancou|me machuca|me machucou|me ameaca|me ameacou|me forca|me forcou|abusa de mim|abusou de mim|me persegue|me perseguiu|me stalkeia|me vigia|me obriga|me obrigou|bate em mim|batia em mim|bateu em mim|bate me|bateu me|batia me|espanca me|espancou me|agride me|agrediu me|ameaca me|ameacou me|empurra me|empurrou me|viola me|violou me|fecha me|fechou me|tranca me|trancou me|(?:me (?:da|dava|deu)|da me|dava me|deu me) (?:uma |um |uns |umas )?(?:estalos?|porrada|pancada|tareias?|chapadas?|bofetadas?|murros?|socos?|pontapes?|surras?|sovas?|tapas?|cintadas?|chineladas?)|me deu uma (?:surra|sova|tareia|coca|pisa)|me deu (?:porrada|pancada|uns tapas|uns socos|um murro|um pontape|um chute|uma facada|uma bofetada|um estalo)|me encheu de (?:porrada|pancada|tapa|soco)|(?:ta|esta|anda|vive|fica|tá) (?:a )?me (?:seguindo|perseguindo|vigiando|stalkeando|ameacando|rondando|batendo)|anda a (?:perseguir|seguir|ameacar) me)(?! (?:no (?:jogo|xadrez|video game|futebol|fifa|truco|uno|tenis|game|baralho|domino|ping pong)|na (?:sinuca|corrida|partida|queda de braco|prova)|de leve|sem querer|nas redes|no insta\\w*|no twitter|no tiktok))`,
    ),
    rule(
      'threat-kill',
      DO,
      'urgent',
      `(?:ameacou|ameaca|ameacando|(?:disse|diz|falou|fala|gritou|grita|gritando|gritava|jurou|jura|avisou|escreveu|mandou mensagem dizendo|manda mensagem dizendo) (?:\\S+ )?(?:que|q) (?:\\S+ )?(?:vai|ia|vem|voltaria|volta)|prometeu) (?:\\S+ )?(?:me matar|matar me|me bater|acabar comigo|me machucar|me pegar(?=$| (?:de jeito|de porrada|na porrada|na saida|la fora|e me|sozinh[oa]))|sumir com os (?:meus )?filhos|me furar|me esfaquear)${NOT_JOKING}`,
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
      'threat-told',
      DO,
      'urgent',
      `${SAID} (?:\\S+ ){0,2}(?:vai|vao|ia|iam|vem|quer|querem|volta|voltaria|promete|prometeu|jura|jurou) (?:\\S+ )?(?:tacar|botar|por|meter|atear|colocar|jogar) fogo (?:na|no|em) (?:minha |meu |nossa |nosso |a |o )?(?:casa|carro|ap|apartamento|quarto|barraco|moto|predio) (?:\\S+ ){0,2}(?:comigo|com a gente|com os meninos|com as criancas|com os meus filhos|com meus filhos|com a minha filha|com o meu filho) (?:dentro|junto)|${SAID} (?:\\S+ ){0,2}(?:vai|vao|ia|iam|vem|quer|querem|volta|voltaria|promete|prometeu|jura|jurou) (?:\\S+ )?(?:me (?:matar|esfaquear|furar|queimar|enforcar|estrangular|esganar|afogar|degolar|picar|sumir|desaparecer|enterrar|dar um tiro|dar uns tiros|dar um balaco|meter bala|encher de bala|meter a faca|jogar acido|desfigurar|quebrar (?:toda|todo|inteira|inteiro)|arrebentar|espancar|atropelar|sequestrar|estuprar|apagar|tacar fogo|botar fogo|por fogo)|acabar comigo|dar cabo de mim|sumir comigo|tacar fogo em mim|botar fogo em mim)${NOT_JOKING}|${SAID} (?:\\S+ ){0,2}(?:${NAO} (?:passo|vou passar) (?:de|desta|dessa) (?:hoje|hj|amanha|essa noite|esta noite|semana|sexta|sabado|domingo)|${NAO} (?:chego|vou chegar|amanheco|vou amanhecer|vejo|vou ver) (?:a |ate |o dia de )?(?:amanha|sexta|sabado|domingo|segunda|o natal)|${NAO} (?:saio|vou sair|sai|vai sair) (?:daqui |dessa casa |de casa )?viv[oa]|(?:to|estou|tou|ta) com os dias contados)(?! sem | se (?:eu )?${NAO} (?:terminar|entregar|acabar|estudar))|${SAID} (?:\\S+ ){0,2}(?:me|te) (?:vai|vao|ia|iam) (?:matar|esfaquear|furar|queimar|enforcar|estrangular|afogar|degolar|enterrar|arrebentar|espancar|desfigurar)${NOT_JOKING}|${SAID} (?:\\S+ ){0,6}ninguem (?:mais )?(?:vai|ia|iria) (?:me|te) (?:encontrar|achar|ver)(?: (?:nunca mais|mais|viv[oa]))?(?=$| (?:se|quando|e|ouviu|entendeu)(?![a-z]))|${SAID} (?:na |da |para a |pra )?proxima vez (?:sou eu|e eu|e comigo|e em mim|(?:ele |ela )?${NAO} (?:vai|vou) errar|(?:ele |ela )?${NAO} erra)(?=$| (?:e|ouviu|entendeu)(?![a-z]))|${SAID} (?:hoje|hj|essa noite|esta noite|amanha|ainda hoje|logo) (?:ele |ela )?(?:me mata|acaba comigo|me arrebenta|me fura|me apaga|me enterra)${NOT_JOKING}|${SAID} (?:\\S+ ){0,10}(?:e )?(?:eu )?te (?:mato|furo|queimo|enterro|apago|arrebento|esfaqueio)(?=$| (?:se|ouviu|entendeu|sua|seu|viu))${NOT_JOKING}|(?:me )?(?:ameacou|ameaca|ameacava) (?:de )?(?:por|colocar|botar|meter|misturar) veneno (?:na|no) (?:minha|meu) (?:comida|bebida|cafe|agua|cha|prato|suco)|${SAID} se (?:eu )?(?:\\S+ ){1,8}(?:ele |ela )?(?:me mata|me arrebenta|me fura|me queima|me enforca|acaba comigo|some comigo|me apaga|me enterra)${NOT_JOKING}|(?:me )?(?:ameacou|ameaca|ameacava) (?:de )?(?:me (?:tacar fogo|botar fogo|por fogo|atear fogo|queimar|esfaquear|furar|dar um tiro|jogar acido|desfigurar|enterrar|matar)(?: viv[oa])?|(?:tacar|botar|por|atear) fogo (?:em mim|(?:na|no) (?:minha |meu )?(?:casa|carro|ap|apartamento|quarto) (?:\\S+ ){0,2}comigo dentro))${NOT_JOKING}`,
    ),
    rule(
      'danger-now',
      DO,
      'imminent',
      `${PARTNER} (?:ta|esta|tá|ficou|chegou|voltou|veio) (?:\\S+ ){0,4}com (?:uma|a|um) (?:faca|arma|revolver|pistola|faco|machado|martelo)|(?:tentando|tenta|quer) (?:arrombar|derrubar|quebrar) a porta|me tranquei no (?:banheiro|quarto)(?: \\S+){0,3} (?:ele|ela) (?:ta|esta) (?:batendo|gritando|quebrando|ameacando)|(?:to|estou|tô|fiquei) (?:trancad[oa]|escondid[oa]) (?:\\S+ ){0,3}(?:e |enquanto )?(?:ele|ela|meu (?:marido|namorado|companheiro|pai|padrasto|ex|tio)|minha (?:mulher|namorada|companheira|mae|madrasta|ex)) (?:ta|esta|tá) (?:\\S+ )?(?:gritando|quebrando|ameacando|socando|chutando|tentando entrar|me procurando|esmurrando)(?! (?:\\S+ ){0,3}(?:pra eu sair|que$|kk\\w*|haha\\w*))`,
    ),
    rule(
      'injured-by',
      DO,
      'urgent',
      `(?:quebrou|quebra|quebrava) (?:o |a )?(?:meu|minha|meus) (?:braco|nariz|costela|costelas|dente|dentes|mao|dedo|queixo)|(?:ele|ela) (?:fica|ficou|e|eh) (?:muito )?(?:violent[oa]|agressiv[oa])(?: comigo)?`,
    ),
    rule(
      'and-hit-me',
      DO,
      'urgent',
      `(?:e|depois|ele|ela) me (?:bateu|espancou|agrediu|estuprou|esganou|bate|espanca|agride|surra|enforca|estupra)(?! (?:\\S+ )?(?:no|na) (?:jogo|xadrez|fifa|truco|videogame|video game|corrida|sinuca))`,
      FIXED,
    ),
    rule('head-wall', DO, 'urgent', `${PARTNER} (?:${W})?(?:bateu|bate|jogou|empurrou) (?:a )?minha cabeca (?:na|contra a) parede`),
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
      `(?:me forco|me forcei|me obrigo|forcar|forco|me forcando|forcando me|me obrigando|obrigando me) (?:a |)(?:vomitar|vomito)|(?:vomito|vomitei|vomitar|provoco vomito|provocar vomito) (?:\\S+ ){0,2}(?:depois de comer|depois das refeicoes|depois de cada refeicao|de proposito|tudo que como|tudo o que como|pra nao engordar|escondid[oa])|dedo na garganta|(?:provoco|provoquei|provocar|provocando|induzo|induzi|induzir|forco|forcei) (?:o )?vomito|(?:vomito|vomitei|vomitar|vomitando) (?:\\S+ ){0,2}(?:depois|dps|apos|logo apos|sempre que|toda vez que) (?:de |das |da |que |a |eu )?(?:\\S+ )?(?:comer|como|comi|refeic\\w*|janta|jantar|almoco|almocar|lanche)`,
    ),
    rule(
      'laxatives',
      ED,
      'concern',
      `(?:tomo|tomei|tomando|abuso de|abusando de|uso|usei|usando|bebo|bebendo) (?:\\S+ )?(?:cha )?(?:laxantes?|diureticos?|inibidor(?:es)? de apetite|remedio pra emagrecer|remedios pra emagrecer)(?! (?:\\S+ ){0,5}(?:receit\\w*|medic[oa]s?|cardiologista|nefro\\w*|exame|colonoscopia|prisao de ventre|intestino|pra pressao|pro incha\\w*|pro coracao))`,
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
      `(?:comer|comi|como|comendo|comida|refeicao|calorias|vomit\\w*|jejum|laxantes?|diureticos?|emagrecer|inibidor\\w*|fome)(?: \\S+){0,8} (?:desmaiei|desmaiado|desmaiada|desmaiando|desmaio|tontura|dor no peito|coracao (?:\\S+ )?(?:acelerado|disparado|disparando|acelera|dispara|falhando)|vomitei sangue|vomitando sangue)|(?:desmaiei|desmaio|desmaiando)(?: \\S+){0,6} (?:sem comer|de fome|nao como|n como|nao comi)|vomit\\w* sangue|vomit\\w* (?:\\S+ ){0,2}(?:ate sair sangue|ate sangrar|com sangue)`,
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
      `(?:ja )?(?:sei|decidi|escolhi|tenho) (?:o )?(?:onde|quando|como|dia|lugar|hora) e (?:o )?(?:onde|quando|como|dia|lugar|hora)$|(?:tenho|ta|esta|ja tenho|deixei|ja deixei) tudo (?:planejado|planeado|preparado|pronto|organizado|arrumado|tratado|resolvido|acertado|em ordem)(?! (?:pra|para) (?:a |o )?(?:viagem|festa|mudanca|casamento|prova|aniversario|ferias|entrevista))`,
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
      `(?<!(?:disse|diz|falou|fala|dizendo|falando|jurou|jura|garantiu|avisou|gritou|ameacou|ameaca|acha|achando|escreveu) (?:que |q )?(?:eu |voce |vc )?)${NAO} passo (?:de|desta|dessa|deste|desse) (?:${HOJE}|noite|semana|esta noite|essa noite|madrugada|fim de semana|mes)(?! sem | se )|(?:de (?:hoje|hj|amanha)|desta noite|dessa noite|dessa semana|desta semana|desse mes|deste mes|desse fim de semana|dessa madrugada) (?:eu )?(?:ja )?${NAO} passo$`,
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
      `(?:faca|arma|pistola|revolver|facao|canivete|taco|38|oitao|trezoitao)(?: \\S+){0,8} (?:e )?(?:\\S+ )?(?:eu )?(?:vou|vo) (?:esperar|atras|pra cima|pegar|furar|matar|acertar|apagar)(?: \\S+)? (?:ele|ela|dele|dela|deles|esse|essa|aquele|aquela|meu|minha|o meu|a minha)`,
    ),
    rule(
      'beat-until',
      HO,
      'urgent',
      `(?:bater|espancar|socar|esganar|enforcar|chutar|quebrar a cara|partir a cara|esmurrar|sufocar|esfaquear|quebrar|arrebentar|moer|surrar|encher) (?:\\S+ ){0,4}ate (?:ele |ela |eles |elas )?(?:${NAO} se mexer|${NAO} (?:se )?levantar mais|${NAO} respirar|${NAO} acordar|morrer|parar de respirar|desmaiar|apagar)|(?:bater|espancar|socar|esganar|quebrar a cara|partir a cara|esmurrar) (?:\\S+ ){0,3}ate (?:matar|morrer)`,
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
    // — round 2: indirect families (perfect/progressive thinking verbs, non-existence, future absence, arrangements,
    //   scouting means, threats and control by a partner, purging and restriction described without the ED words)
    rule(
      'think-perfect',
      A,
      'urgent',
      `(?:tenho|tinha|ando|andei|to|estou|tô|venho|vivo|fico|passo o dia) (?:\\S+ ){0,2}(?:pensado|pensando|considerando|cogitando|ponderando|imaginando|planejando|a pensar|a considerar) (?:\\S+ ){0,2}(?:em |sobre |a |no )?(?:${KILL_SELF}|suicid(?:io|ar|ar me)|deixar de existir|parar de existir|${NAO} existir mais|sumir (?:de vez|pra sempre|para sempre|desse mundo|deste mundo))|(?:considero|considerei|cogito|cogitei|pondero|ponderei) (?:\\S+ ){0,2}(?:${KILL_SELF}|o suicidio|suicidar)|(?:so |sempre |muito |mt )?(?:penso|pensei|pensava|pensando|penso muito) (?:\\S+ )?(?:em|no|sobre) (?:suicidio|suicidar|me suicidar|deixar de existir|parar de existir)`,
    ),
    rule(
      'suicidal-thoughts',
      A,
      'urgent',
      `(?:tenho|to|estou|tô|ando|venho|tive|tenho tido|voltei a ter|comecei a ter|volto a ter|estou a ter|ando a ter|to tendo|estou tendo|os meus|meus|sinto|lutando contra|luto contra|com esses|esses) (?:\\S+ ){0,2}(?:pensamentos?|ideias?|ideacao|impulsos?) (?:suicidas?|de suicidio|sobre suicidio|de me matar|de tirar a (?:minha )?(?:propria )?vida|de acabar com a (?:minha )?vida)|a (?:ideia|vontade|voz) de (?:me matar|morrer|me suicidar|suicidio|acabar com tudo|sumir de vez) ${NAO} (?:sai|para|passa|me larga|me deixa)`,
    ),
    rule(
      'stop-existing',
      P,
      'concern',
      `(?:seria|era|ia ser|e|sera) (?:\\S+ ){0,2}(?:mais facil|melhor|um alivio|mais simples|mais justo) (?:\\S+ ){0,2}(?:parar de existir|deixar de existir|${NAO} existir|sumir de vez|${NAO} estar mais aqui|desaparecer de vez|${NAO} ter nascido)|(?:quero|queria|so quero|so queria|vontade de|preferia) (?:\\S+ )?(?:parar de existir|deixar de existir|desaparecer do mundo|desaparecer pra sempre)|se eu ${NAO} (?:acordasse(?! (?:tarde|cedo|atrasad[oa]|com))|existisse|estivesse (?:mais )?aqui|tivesse (?:mais )?aqui|tivesse nascido|tivesse mais viv[oa]|estivesse viv[oa]) (?:\\S+ ){0,4}(?:seria|ia ser|era|iam ficar|ia ficar|ficaria|ficariam) (?:\\S+ )?(?:um alivio|melhor|mais facil|mais felizes?|em paz|aliviad[oa]s?)|(?:ia|iam|vai|vao|ficaria|ficariam) (?:ficar )?(?:muito |bem )?(?:melhor|melhores|mais felizes?|em paz) (?:\\S+ )?se eu ${NAO} (?:existisse|estivesse|tivesse|fosse viv[oa])`,
      FIXED,
    ),
    rule(
      'no-future',
      P,
      'concern',
      `${NAO} (?:vejo|tenho|tem|enxergo|existe|ha) (?:nenhum |mais |qualquer |um )?futuro (?:nenhum )?(?:pra|para) mim(?! (?:\\S+ ){0,2}(?:nessa|nesse|neste|nesta|na|no|aqui|em|com|nisso|naquela|naquele))|(?:o )?(?:ano que vem|proximo ano|futuro|semana que vem) (?:\\S+ )?${NAO} (?:existe|vai existir|vai chegar) (?:pra mim|na minha cabeca|pra eu)`,
      FIXED,
    ),
    rule(
      'point-go-on',
      P,
      'concern',
      `qual (?:e )?(?:o|é o) sentido (?:de |em )?(?:continuar|viver|seguir vivendo|continuar viv[oa]|existir|acordar todo dia|levantar todo dia)(?: (?:vivo|viva|vivendo|aqui|existindo|tentando|lutando|assim))?(?! (?:\\S+ )?(?:no|na|nesse|nessa|neste|nesta|com|o|a|os|as|esse|essa|este|esta|isso|um|uma|estudando|trabalhando|insistindo|namorando|pagando|indo|fazendo))`,
    ),
    rule(
      'future-absence',
      I,
      'imminent',
      `(?<!(?:semana|mes|ano|semestre) que vem |(?:a partir|depois) d[eoa] \\S+ |(?:a partir|depois) de \\S+ \\S+ )(?:eu )?${NAO} (?:vou|vo) mais (?:estar|ta|tar|ficar|existir) (?:aqui|por aqui|viv[oa]|nesse mundo|neste mundo|entre voces|entre vcs|com voces)|(?<!(?:semana|mes|ano|semestre) que vem |(?:a partir|depois) d[eoa] \\S+ |(?:a partir|depois) de \\S+ \\S+ )(?:eu )?${NAO} (?:vou|vo) (?:estar|ta|tar) mais (?:aqui|por aqui|viv[oa]|nesse mundo|neste mundo|entre voces|entre vcs|com voces)(?! (?:\\S+ ){0,3}(?:porque|pq|vou viajar|vou mudar|vou morar|de ferias|no trabalho|na empresa|nessa empresa|nesse emprego|nessa escola|nessa cidade|nesse pais|nesta empresa))|(?:eu )?(?:ja )?${NAO} (?:vou|vo) (?:estar|ta|tar|chegar) viv[oa] (?:ate|no|na|pro|pra|em)|${NAO} (?:vai|vao) (?:ter|existir|haver) mais (?:eu|euzinho)$`,
      FIXED,
    ),
    rule(
      'last-time-you',
      I,
      'imminent',
      `(?:a )?ultima vez (?:que|q) (?:a gente (?:se )?(?:conversa|fala|ve)|nos (?:falamos|vemos|conversamos)|(?:eu )?(?:falo|converso) (?:contigo|com voce|com vc|com voces|com vcs))(?! (?:\\S+ ){0,2}(?:sobre|de|disso|nisso|antes|ate|por|nesse|nessa|neste|nesta|aqui|no|na|este|esse|essa|esta))|(?:a )?ultima vez (?:que|q) (?:voces|vcs|vc|voce|tu|alguem|ninguem|o mundo|todo mundo) (?:\\S+ )?(?:vao |vai |vão |vais )?(?:me ve|me ver|me veem|me verao|me viram|me viu|me viram viv[oa]|ouvir falar de mim|ouvem falar de mim|vao ouvir de mim|falar comigo|fala comigo|falam comigo|ter noticias? minhas|recebem noticias|ler algo meu|ouvir a minha voz|ouvir minha voz)(?! (?:\\S+ )?(?:de|com|assim|nesse|nessa|neste|nesta|aqui|na|no|sem|antes|ate|por|em))|(?:voces|vcs|vc|voce|ninguem|tu) ${NAO} (?:vai|vao|vais) mais (?:me ver|ouvir falar de mim|ter noticias? minhas|ouvir a minha voz|ouvir minha voz)(?! (?:\\S+ ){0,2}(?:no|na|nos|nas|aqui|nesse|nessa|neste|nesta|por aqui|de|com|porque|pq|ate|tao|assim|chorando|triste))`,
    ),
    rule(
      'nobody-remember',
      P,
      'concern',
      `(?:ninguem|ngm) (?:\\S+ ){0,2}(?:vai|ia|vao) (?:nem )?(?:se )?(?:lembrar|lembrar de mim|sentir falta|notar|perceber) (?:de mim|que eu existi|que eu (?:sumi|morri|fui)|quando eu (?:for|sumir|morrer|partir)|a minha falta|minha falta)`,
    ),
    rule(
      'wont-need',
      PL,
      'imminent',
      `(?:eu )?(?:ja )?${NAO} (?:vou|vo) (?:mais )?precisar (?:mais )?(?:disso|deles|delas|dele|dela|de nada|de mais nada|nada disso|das minhas coisas)(?! (?:(?:no|na|nos|nas|em|durante|la|ate|por|nessa|nesse|neste|nesta|enquanto|esse|essa|este|esta|pro|pra|para|agora|ainda)(?![a-z])|(?:\\S+ ){0,3}(?:porque|pq|depois que|quando (?:eu )?(?:mudar|for morar|viajar|me formar)|na nova|no novo|la fora|na mudanca)))|(?:eu )?(?:ja )?${NAO} (?:vou|vo) (?:mais )?precisar(?: mais)?(?: mesmo| msm| nao)?$|(?:ele|ela|eles|elas) (?:vai|vao) cuidar (?:dele|dela|deles|delas) (?:bem )?melhor (?:do )?que eu$|(?:e )?(?:eu )?(?:ja )?${NAO} (?:vou|vo) (?:mais )?(?:estar|ta|tar) (?:mais )?(?:aqui|ca)(?: (?:pra|para) (?:cuidar|ver))?(?: dele| dela| deles| delas)?$`,
      { negatable: false, weak: true },
    ),
    rule(
      'gave-own',
      PL,
      'imminent',
      `(?:dei|doei|deixei|passei|entreguei|to dando|estou dando|vou dar|dando|doando) (?:o |a |os |as )?(?:meu|minha|meus|minhas) (?:\\S+ ){0,8}(?:pra|para|pro|pros|a|ao|aos|as) (?!(?:\\S+ ){0,2}${CHARITY}(?![a-z]))\\S+${NOT_REHOMED}|(?:ja )?(?:vendi|to vendendo|estou vendendo|vendendo|doei) (?:o |a |os |as )?(?:meu|minha|meus|minhas) \\S+(?! (?:\\S+ ){0,2}${CHARITY}(?![a-z]))${NOT_REHOMED}`,
      WEAK,
    ),
    rule(
      'affairs-passwords',
      PL,
      'imminent',
      `(?:deixei|passei|anotei|escrevi|mandei|entreguei|deixo|vou deixar) (?:\\S+ ){0,2}(?:senhas?|a senha|as senhas|os dados|os acessos) (?:do|da|dos|das|de) (?:banco|bancos|conta|contas|celular|cartao|cartoes|email|redes|instagram|tudo|seguro)|(?:paguei|quitei|acertei) (?:todas |tudo )?(?:as |minhas |as minhas )?(?:contas|dividas|pendencias)(?! d[oe] (?:mes|luz|agua|casa))|(?:arrumei|organizei|deixei) (?:todas |tudo )?(?:as )?(?:minhas coisas|meu quarto todo|tudo (?:arrumado|organizado|em ordem|resolvido|pronto))|(?:ele|ela|eles|elas|voces|vcs|minha familia) (?:vai|vao) precisar (?:disso |delas |dela |dele |deles )?(?:depois|quando eu (?:for|nao estiver|partir))|(?:escrevi|deixei|fiz) (?:uma |umas )?(?:cartas?|bilhetes?) (?:pra|para|pro|pros|pras|a|ao|aos|as) (?:minha |meu |meus |minhas )?(?:mae|pai|familia|irm\\w+|filh\\w+|namorad\\w+|mulher|marido|pais|avo|amigos)`,
      WEAK,
    ),
    rule(
      'alone-when',
      PL,
      'imminent',
      `quando (?:todo mundo|todos|minha familia|meus pais|minha mae|meu pai|eles|ela|ele) (?:\\S+ )?(?:viajar|viajarem|sair|sairem|for embora|forem embora|dormir|dormirem|for trabalhar|forem trabalhar) (?:eu )?(?:fico|vou ficar|estarei|to|estou) sozinh[oa]`,
      WEAK,
    ),
    rule(
      'ends-when',
      I,
      'imminent',
      `(?:${HOJE}|amanha|essa noite|esta noite|${HOJE} a noite|daqui a pouco|em breve|logo logo) (?:tudo )?(?:isso )?(?:acaba|termina|se acaba|chega ao fim)(?! (?:\\S+ ){0,2}(?:a aula|as aulas|a prova|as ferias|a promocao|o prazo|a serie|a temporada|o jogo|o campeonato|as inscric\\w*|o curso|o contrato|o evento|o festival))|(?:tudo )?(?:acaba|termina) (?:${HOJE}|amanha|essa noite|esta noite)(?! (?:\\S+ ){0,2}(?:aula|prova|ferias|promocao|prazo|serie|temporada|jogo|campeonato|inscric\\w*|curso|contrato|evento|festival|o expediente))|(?:vou|vo) fazer isso (?:\\S+ ){0,1}(?:${HOJE}|amanha|essa noite|esta noite|de madrugada|a noite)|(?:cansei de|chega de|${NAO} vou mais) adiar`,
      WEAK,
    ),
    rule(
      'pills-would-do',
      M,
      'urgent',
      `${PILLS} (?:\\S+ ){0,4}(?:seriam|seria|serao|bastam|bastariam|bastaria|dariam|daria) (?:suficientes?|o suficiente|conta|pra acabar|para acabar)(?! (?:pra|para) (?:a dor|dor|dormir|a febre|febre|a semana|o mes|o tratamento|a viagem))|${PILLS} (?:\\S+ ){0,4}(?:bastariam|bastaria|bastam|dariam conta|resolveriam|resolveria)$|(?:qual|quais|que) ${PILLS} (?:\\S+ )?(?:mata|matam|e (?:mais )?letal|sao letais|e fatal|sao fatais|mata mais rapido)`,
    ),
    rule(
      'high-place',
      M,
      'urgent',
      `(?:qual|quais|que|algum|alguma|procurando|procurei|procuro|vendo|a ver|descobri|achei) (?:o |a |um |uma )?(?:predio|predios|edificio|ponte|pontes|viaduto|andar|lugar|torre|prédio|falesia|penhasco|varanda) (?:\\S+ ){0,4}(?:(?:mais|bem) alt[oa]s?(?! d[oa] (?:mundo|brasil|pais|europa|america|planeta|portugal))|acesso (?:ao|a) (?:terraco|cobertura|telhado)|da pra subir|sem grade|sem grades|sem protecao|alto o suficiente|ninguem (?:vai )?(?:ve|ver|vigia))`,
    ),
    rule(
      'gun-and-key',
      M,
      'urgent',
      `(?:arma|armas|pistola|revolver|espingarda|cacadeira|carabina|38) (?:\\S+ ){0,8}(?:e )?(?:eu )?sei onde (?:\\S+ ){0,2}(?:fica|ficam|esta|estao|ta|tao|guarda\\w*|esconde\\w*) (?:a chave|as chaves|a municao|as balas|os cartuchos|o cofre|ela|o segredo)|(?:meu|minha|meus) (?:pai|mae|marido|tio|irmao|avo|padrasto|pais|vizinho) (?:tem|guarda|esconde|deixa) (?:uma|um|a|o) (?:cacadeira|carabina|caçadeira) (?:\\S+ ){0,3}(?:em casa|no armario|na gaveta|eu sei onde)`,
    ),
    rule(
      'swear-kill',
      HO,
      'urgent',
      `(?:dou|dar|vou dar|dava|meto|meter|vou meter|espeto|enfio) lhe (?:um tiro|uns tiros|um balazio|uma bala|uma facada|umas facadas|um tiro nos cornos|com uma faca)(?! (?:\\S+ ){0,4}(?:kkk\\w*|haha\\w*|rsrs\\w*|que$))|(?:eu ia|eu iria|ainda vou|um dia (?:eu )?vou|juro (?:por deus )?(?:que|q) vou) (?:\\S+ )?(?:matar|esfaquear|enforcar|esganar|estrangular) (?:aquele|aquela|esse|essa|ele|ela|o meu|a minha|meu|minha)(?! (?:\\S+ )?de (?:rir|susto|vergonha|cocegas|abraco|beijo))|(?:juro (?:por deus )?(?:que|q)|que eu|um dia eu|ainda|eu) (?:\\S+ )?(?:mato|esfaqueio|enforco|estrangulo|esgano|furo|apago|meto uma bala n\\w*|dou um tiro n\\w*) (?:ele|ela|eles|elas|esse \\S+|essa \\S+|aquele \\S+|aquela \\S+|aquele|aquela|o meu \\S+|a minha \\S+|meu \\S+|minha \\S+|todo mundo|todos)(?! (?:\\S+ ){0,4}(?:kkk\\w*|haha\\w*|rsrs\\w*|de (?:rir|susto|vergonha|cocegas|abraco|beijo)|se (?:\\S+ )?(?:contar|der) (?:o final|spoiler)))`,
    ),
    rule(
      'go-with-weapon',
      HO,
      'imminent',
      `(?:vou|vo|to indo|estou indo|indo) (?:la|ali|atras d\\w+|ate (?:a casa|o trabalho|a escola)|na casa d\\w+|pra casa d\\w+|para casa d\\w+|no trabalho d\\w+|encontrar (?:ele|ela|esse|essa|aquele|aquela)|pegar (?:ele|ela|esse|essa|aquele|aquela)) (?:\\S+ ){0,2}com (?:a|uma|o|um|minha|meu) (?:faca|arma|pistola|revolver|facao|taco|canivete|machado|martelo|barra de ferro)`,
    ),
    rule(
      'almost-killed',
      HO,
      'urgent',
      `(?:eu )?quase (?:matei|enforquei|estrangulei|esganei|esfaqueei|afoguei|sufoquei) (?:\\S+ )?(?:ele|ela|o meu \\S+|a minha \\S+|meu \\S+|minha \\S+|esse \\S+|essa \\S+|aquele \\S+|aquela \\S+)(?! (?:\\S+ )?(?:de susto|de rir|de vergonha|de raiva|de cocegas|de abraco|de tanto))`,
    ),
    rule(
      'hurt-wish',
      HO,
      'concern',
      `(?:quero|queria|tenho vontade de|to com vontade de|estou com vontade de|vontade de|sinto vontade de|penso em|pensando em|planejo|vou) (?:\\S+ )?(?:machucar|espancar|ferir|esfaquear|agredir|estrangular|sufocar|envenenar) (?:ele|ela|eles|elas|o meu \\S+|a minha \\S+|meu \\S+|minha \\S+|alguem|todo mundo|esse \\S+|essa \\S+|aquele \\S+|aquela \\S+)`,
    ),
    rule(
      'threat-if',
      DO,
      'imminent',
      `${PARTNER} (?:${W}){0,5}(?:disse|diz|falou|fala|jurou|jura|ameacou|ameaca|avisou|garantiu) (?:que |q )?(?:\\S+ ){0,6}(?:me mata|me matava|me mataria|mata (?:os|as|meus|minhas|nossos|nossas) (?:criancas|filhos|filhas|bebe)|mata as criancas|acaba comigo|some comigo|me arrebenta|me quebra toda|me quebra todo)(?! (?:\\S+ ){0,6}(?:kkk\\w*|haha\\w*|rsrs\\w*|spoiler|o final|final da|do filme|da serie|no uno|no truco|no xadrez|na sinuca|no fifa|no jogo|no videogame|no baralho|na corrida|no domino|na partida))|${PARTNER} (?:${W})?(?:disse|diz|falou|fala|jurou|jura|ameacou|ameaca|avisou|garantiu) (?:que |q )?se eu (?:\\S+ ){0,2}(?:for embora|sair de casa|largar ele|largar ela|deixar ele|deixar ela|terminar|me separar|denunciar|chamar a policia|fugir|pedir ajuda|contar (?:pra|para|a) (?:alguem|ninguem|policia|minha mae|minha familia))|(?:se eu|caso eu) (?:\\S+ ){0,2}(?:for embora|sair de casa|largar ele|largar ela|deixar ele|deixar ela|terminar|me separar|denunciar|chamar a policia|fugir|pedir ajuda|contar (?:pra|para|a) (?:alguem|ninguem|policia|minha mae|minha familia)) (?:\\S+ ){0,2}(?:ele|ela) (?:\\S+ )?(?:me mata|vai me matar|me matar|acaba comigo|mata os meus filhos|mata as criancas|some comigo|vai sumir comigo)`,
    ),
    rule(
      'control',
      DO,
      'urgent',
      `${PARTNER} (?:${W})?(?:tranca|trancou|me tranca|me trancou|me prende|me prendeu|esconde|escondeu|quebrou|quebra|tomou|toma|pega|pegou|confisca|confiscou) (?:\\S+ ){0,2}(?:a porta|em casa|no quarto|meu celular|o meu celular|meu telefone|o meu telefone|meus documentos|meu dinheiro|as chaves)(?: \\S+){0,5} (?:pra|para) (?:eu )?${NAO} (?:pedir ajuda|ligar|sair|fugir|falar com ninguem|contar|chamar)|(?:meu|o meu) (?:marido|namorado|companheiro|ex)(?: \\S+)? ${NAO} me deixa (?:sair|ver (?:ninguem|a minha familia|minha familia|meus amigos)|falar com ninguem|trabalhar|ter celular|usar o celular)|(?:minha|a minha) (?:mulher|esposa|namorada|companheira|ex)(?: \\S+)? ${NAO} me deixa (?:sair|ver (?:ninguem|a minha familia|minha familia|meus amigos)|falar com ninguem|trabalhar)`,
      FIXED,
    ),
    rule(
      'night-room',
      DO,
      'urgent',
      `(?:meu|minha|o|a) (?:padrasto|madrasta|tio|tia|primo|prima|avo|vizinho|pai|irmao|cunhado|treinador|professor|namorado da minha mae) (?:\\S+ )?(?:entra|entrava|vem|vinha|aparece|aparecia|deita|deitava) (?:\\S+ )?(?:no meu quarto|na minha cama|no quarto|comigo na cama) (?:\\S+ ){0,2}(?:de noite|a noite|de madrugada|quando (?:todo mundo|minha mae|a minha mae|ninguem|eles) (?:\\S+ )?(?:dorme|sai|esta|ta|dormem|saem)|quando (?:eu )?(?:to|estou|fico) sozinh[oa])(?! (?:\\S+ ){0,2}(?:pra|para) (?:dar boa noite|ver se|me cobrir|apagar|fechar|pegar))`,
    ),
    rule(
      'water-only',
      ED,
      'concern',
      `(?:ha|faz|tem) (?:\\S+ ){1,2}(?:dias|semanas) (?:que )?(?:eu )?(?:so|apenas|somente) (?:bebo|tomo|como|to bebendo|estou bebendo|to comendo) (?:agua|cafe|cafe preto|cha|gelo|alface|chiclete)(?! (?:\\S+ ){0,5}(?:por causa d|porque|pq|gastrite|medic[oa]|exame|cirurgia|dieta liquida|virose|dor de dente|enjoo|dengue|gripe|covid|infeccao|estomago))|(?:so|apenas|somente) (?:bebo|tomo|to bebendo|estou bebendo|to tomando) (?:agua|cafe preto|cha) (?:ha|faz|tem|desde) (?:\\S+ ){0,2}(?:dias|semanas)|(?:ver|quero ver|pra ver|para ver) (?:o )?(?:ponteiro|numero|peso)? ?(?:da )?balanca (?:descer|baixar|cair|diminuir)|(?:quero|queria|preciso|vou) (?:ficar|ser) (?:so|pele e) osso|(?:como|comendo|comi|ingiro|consumo|comer|to comendo) (?:\\S+ ){0,2}(?:menos de |no maximo |so |apenas )?[1-9]\\d{0,2} (?:calorias|kcal|cal)(?: por dia| ao dia| diarias)?`,
    ),
    rule(
      'purge-after',
      ED,
      'urgent',
      `(?:depois|dps|apos) (?:de |da |do |das |dos )?(?:cada |toda |todas as |qualquer )?(?:refeic\\w*|comer|comida|almoco|janta\\w*|lanche|pequeno almoco|cafe da manha)(?: \\S+){0,6} (?:ponho|boto|pus|botei|coloco|coloquei|jogo|joguei) (?:tudo|a comida|o que comi|tudo o que comi|tudo que comi) (?:pra |para )?fora|(?:ponho|boto|pus|botei|coloco|coloquei) (?:tudo|a comida|o que comi|tudo o que comi|tudo que comi) (?:pra |para )?fora (?:\\S+ ){0,3}(?:depois|dps|apos) (?:de |da |do )?(?:cada |toda )?(?:refeic\\w*|comer|comida|almoco|janta\\w*)`,
    ),
    rule(
      'marks-deeper',
      SH,
      'urgent',
      `(?:marcas|cortes|cicatrizes|feridas|queimaduras|riscos) (?:\\S+ ){0,4}(?:cada vez (?:mais )?(?:fund|profund|maior)\\w*|mais (?:fund|profund)\\w* (?:que|do que|a cada|toda))`,
    ),
    rule(
      'cut-body',
      SH,
      'urgent',
      `(?:cortei|corto|cortava|risquei|risco|arranhei|arranho|queimei|queimo|queimava) (?:o |a |os |as |meu |minha |meus |minhas )?(?:braco|bracos|pulso|pulsos|coxa|coxas|barriga|antebraco|antebracos|pele)(?! (?:\\S+ ){0,3}(?:sem querer|na queda|no forno|no fogao|na panela|no ferro|com oleo|caindo|jogando|na bicicleta|de bicicleta|no acidente|na cozinha|fazendo|cozinhando|no sol|na praia|pegando sol|de sol|no arame|no vidro|na grade|no prego|na porta|na lata|(?:no|na|com) (?:\\S+ )?(?:escapamento|moto|chapa|frigideira|vapor|churrasqueira|lareira|aquecedor|radiador|motor|chaleira|agua quente|cafe|cha|sopa|ferro de passar|forno|fogao|panela|lampada|cortador|maquina)))`,
    ),
    rule(
      'rest-forever',
      P,
      'concern',
      `(?:descansar|dormir|apagar|sumir|desaparecer) (?:\\S+ ){0,4}(?:de vez|pra sempre|para sempre|eternamente|e nunca mais voltar)(?! (?:\\S+ )?(?:d[oa]s? (?:redes|grupo|instagram|whatsapp|trabalho|escola|faculdade|face|twitter|tiktok)|desse (?:grupo|trabalho|emprego)))`,
    ),
    rule(
      'worry-no-more',
      I,
      'imminent',
      `(?:depois de (?:hoje|hj|amanha|essa noite)|a partir de (?:hoje|hj|amanha)|amanha|em breve|logo logo|daqui a pouco) (?:\\S+ ){0,2}(?:ninguem|voces|vcs|vc|voce|minha familia|eles) (?:\\S+ ){0,2}(?:vai|vao|precisa|precisam|vai precisar|vao precisar|vai ter que|vao ter que) (?:mais )?(?:precisar |ter que )?(?:se )?(?:preocupar (?:mais )?comigo|aguentar (?:mais )?comigo|lidar (?:mais )?comigo|me aguentar|me suportar|lidar com os meus problemas|lidar com os meus dramas)|(?:ninguem|voces|vcs) (?:mais )?(?:vai|vao) (?:precisar )?(?:se )?preocupar (?:mais )?comigo (?:nunca mais|depois de hoje|pra sempre|para sempre)`,
    ),
    rule(
      'sorry-for-all',
      P,
      'concern',
      `(?:me )?desculpem? (?:me )?por tudo|(?:me )?perdoem? (?:me )?por tudo|(?:e|vai ser|sera|é) melhor assim(?: pra todo mundo| pra todos| pra voces| para todos)?$|(?:nada|nao) (?:mais )?faz (?:mais )?diferenca(?: nenhuma)?$`,
      WEAK,
    ),
    rule(
      'pain-ends',
      I,
      'imminent',
      `(?:essa|a minha|minha|toda essa|a) (?:dor|sofrimento|tristeza|agonia|angustia) (?:\\S+ )?(?:vai|vao|vão) (?:acabar|terminar|passar|chegar ao fim) (?:logo|em breve|hoje|hj|amanha|daqui a pouco|de vez|pra sempre)|(?:ja )?(?:resolvi|decidi|sei|escolhi|planejei) (?:como|quando|onde) (?:vou fazer|fazer|vai ser)?$|ja (?:resolvi|decidi|escolhi|planejei) como$|(?:ta|esta|ja ta|ja esta|tá) (?:\\S+ )?(?:fazendo|comecando a fazer) efeito`,
      WEAK,
    ),
    rule(
      'pharmacy-hopping',
      M,
      'urgent',
      `(?:comprando|comprei|compro|fui comprar|comprar|juntando) (?:\\S+ ){0,4}(?:em|de|nas) (?:varias|diferentes|outras) farmacias|(?:varias|diferentes) farmacias (?:\\S+ ){0,3}(?:comprar|comprando|pra comprar)|farmacia (?:de|em) (?:varias|diferentes|outras) (?:cidades|bairros|lugares)`,
    ),
    rule(
      'swallowed-all',
      M,
      'urgent',
      `(?:ja )?(?:engoli|tomei|bebi) (?:tudo|todos|todas|a cartela (?:toda|inteira)|o frasco (?:todo|inteiro)|a caixa (?:toda|inteira))(?! (?:\\S+ )?(?:de agua|de suco|de cafe|do copo|da garrafa|da lata|do prato|de leite))`,
      WEAK,
    ),
    rule(
      'hidden-means',
      SH,
      'urgent',
      `(?:tenho|guardo|guardei|deixo|mantenho|ando com|carrego) (?:uma |umas |a |as |o |os |um |uns )?(?:laminas?|giletes?|estiletes?|navalhas?|lamina de apontador)(?: \\S+)? escondid[oa]s?|escondi (?:uma |umas |a |as |o |os |um )?(?:laminas?|giletes?|estiletes?|navalhas?)`,
    ),
    rule(
      'hidden-pills',
      M,
      'urgent',
      `(?:tenho|guardo|guardei|deixo|mantenho|escondi) (?:uma |umas |a |as |o |os |um |uns )?(?:\\S+ )?${PILLS}(?: \\S+){0,2} escondid[oa]s?|escondi (?:uma |umas |a |as |o |os |um |uns )?(?:\\S+ )?${PILLS}`,
    ),
    rule(
      'until-bleed',
      SH,
      'urgent',
      `(?:me )?(?:arranco|arrancava|arranquei|puxo|puxava|mordo|mordia|belisco|beliscava|cutuco|arranho|arranhava|soco|socava|bato|batia|espremo) (?:\\S+ ){0,4}ate (?:os dedos |a mao |o braco |a pele |o punho |a cabeca )?(?:sangrar|sair sangue|inchar|incharem|ficar (?:roxo|roxa|roxos|roxas|em carne viva|ferid[oa])|abrir (?:ferida|feridas)|fazer ferida|ficar marca)`,
    ),
    rule(
      'hide-food',
      ED,
      'concern',
      `escond\\w* (?:a |as )?(?:comida|comidas|refeicao) (?:\\S+ ){0,4}(?:guardanapo|bolso|lixo|(?:pra|para) (?:ninguem|minha mae|meu pai|eles|ela|ele|meus pais) (?:ver|achar|pensar|perceber))|finjo que (?:comi|como|to comendo|estou comendo|ja comi)|(?:me )?peso (?:\\S+ ){0,2}(?:\\d+|duas|tres|quatro|cinco|varias|mil) (?:vezes|x) (?:por|ao|no|todo) dia|(?:se|quando) (?:\\S+ )?(?:subir|aumentar|ganho|ganhar|engordar|engordo|sobe) (?:\\S+ ){0,3}(?:eu )?(?:${NAO} como|fico sem comer|vomito|passo fome|paro de comer|me puno|nao janto|nao almoco)`,
    ),
    rule(
      'leak-threat',
      DO,
      'urgent',
      `(?:ameaca|ameacou|ameacando|vai|disse que vai|falou que vai|quer) (?:\\S+ )?(?:espalhar|divulgar|vazar|postar|mandar|publicar) (?:\\S+ ){0,2}(?:minhas fotos|meus nudes|fotos minhas|meus videos|videos meus|fotos intimas|videos intimos|nudes)`,
    ),
    rule(
      'if-had-gun',
      HO,
      'concern',
      `se eu tivesse (?:uma|um) (?:arma|revolver|pistola|metralhadora|fuzil) (?:\\S+ ){0,3}(?:matava|resolvia|acabava|atirava|mataria|acabaria|dava um tiro|metia bala|fuzilava)`,
    ),
    rule(
      'not-see-alive',
      P,
      'concern',
      `${NAO} me (?:vejo|imagino|enxergo) (?:mais )?viv[oa]|(?:meu|o meu) tempo (?:aqui |nesse mundo |neste mundo |na terra |de vida )?(?:ta|esta|tá) (?:acabando|chegando ao fim|no fim|contado)|(?:to|estou|sou|me sinto|sinto que to|sinto que estou|sinto que sou) (?:\\S+ )?(?:sobrando|a mais|demais|um estorvo|um erro) (?:nesse|neste|no) mundo|(?:queria|quero|tomara|rezo pra|rezo para|espero) (?:que )?(?:alguem|algo|um carro|um onibus|um caminhao|um raio|deus|uma doenca) (?:\\S+ )?(?:acabasse com a (?:minha )?vida|me matasse|me levasse|me atropelasse|acabe com a (?:minha )?vida|me mate|me leve|tirasse a minha vida)`,
      FIXED,
    ),
    rule(
      'waiting-courage',
      I,
      'urgent',
      `(?:esperando|aguardando|espero) (?:\\S+ )?(?:a )?coragem(?: (?:chegar|vir|aparecer))?$|so (?:me )?falta (?:a )?coragem$|sei (?:exatamente |bem )?(?:o que|como) vou fazer e (?:quando|onde|como)$`,
    ),
    rule(
      'ready-but',
      PL,
      'imminent',
      `(?:ja )?tenho tudo (?:o )?que (?:eu )?(?:preciso|precisava)(?! (?:pra|para|no|na))|(?:so )?falta (?:o|a) (?:momento|dia|hora|ocasiao) cert[oa]|(?:vou deixar|deixei|deixo) (?:\\S+ ){0,2}(?:celular|telefone|notebook|computador) desbloqueado|(?:a |uma |minha )?carta (?:\\S+ )?(?:em cima da cama|no travesseiro|em cima da mesa|na mesa da cozinha|na gaveta(?: \\S+){0,2}|na escrivaninha|debaixo d[oa] \\S+)$|(?:ja )?sei (?:exatamente )?(?:o que|como|quando|onde) vou fazer$`,
      WEAK,
    ),
    rule(
      'staring-means',
      M,
      'urgent',
      `(?:fiquei|fico|passei|passo|to|estou|tô|ando) (?:\\S+ ){0,2}(?:olhando|encarando|a olhar) (?:pra |para |a )?(?:a |o |os |as )?(?:linha do trem|linha do comboio|trilhos|linha do metro|ponte|rio|janela|remedios|comprimidos|faca|corda|lamina|pra baixo|para baixo)`,
      WEAK,
    ),
    rule(
      'rope-weight',
      M,
      'urgent',
      `(?:corda|viga|gancho|cinto|lencol|varao|suporte do teto|ventilador de teto) (?:\\S+ ){0,2}(?:aguenta|aguentaria|suporta|suportaria|segura|seguraria) (?:o )?(?:meu peso|peso(?! d))|(?:fio|cabo|extensao|cinto|lencol|cadarco|gravata|cachecol|lenco|toalha|varao|gancho|suporte do teto|ventilador de teto|cano do chuveiro)(?: d[oa] \\S+)? (?:\\S+ ){0,2}(?:aguenta|aguentaria|suporta|suportaria|segura|seguraria|aguentava) (?:o )?peso de (?:uma pessoa|um adulto|alguem|um corpo|\\d+ ?(?:kg|quilos))`,
    ),
    rule(
      'pet-forever',
      PL,
      'imminent',
      `(?:pedi|peco|pedindo) (?:pra|para|a) (?:\\S+ ){0,2}cuidar (?:\\S+ ){0,3}(?:pra sempre|para sempre|quando eu (?:${NAO} estiver|for|partir|morrer))`,
    ),
    rule(
      'relapse-blade',
      SH,
      'urgent',
      `(?:voltei a|volto a|comecei a|continuo a|recomecei a) (?:usar|pegar) (?:a |as |uma |o )?(?:laminas?|giletes?|estilete|navalha)`,
    ),
    rule(
      'stab-him',
      HO,
      'urgent',
      `(?:enfio|enfiar|meto|meter|cravo|cravar|dou|dar|vou dar|vou enfiar) (?:a|uma) (?:faca|facada|peixeira|tesoura|tesourada) (?:nele|nela|neles|n[oa] \\S+|em (?:alguem|todos|todo mundo))|(?:vou|acho que vou|posso) acabar (?:machucando|matando|ferindo|esfaqueando) (?:alguem|ele|ela|meu \\S+|minha \\S+)`,
    ),
    rule(
      'stalk',
      DO,
      'urgent',
      `(?:vai vir|vem|vai) atras de mim(?! (?:\\S+ )?(?:pra (?:pedir desculpa|conversar|voltar)|no trabalho pra))|(?:disse|falou|ameacou|avisou|mandou mensagem dizendo|dizendo|a dizer) (?:\\S+ ){0,2}(?:que )?(?:ja )?(?:sabe|descobriu|achou) onde (?:eu )?(?:moro|trabalho|estudo)`,
    ),
    rule(
      'abuse-acts',
      DO,
      'urgent',
      `${PARTNER} (?:${W})?me (?:queima com|queimou com|queimava com|enforca|enforcou|sufoca|sufocou|estrangula|estrangulou|afoga|afogou|espanca|espancou|tranca no|prende no|obriga a (?:fazer coisas|ter relacoes|transar|fazer sexo|ficar com)|obrigou a (?:fazer coisas|ter relacoes|transar|fazer sexo|ficar com)|forca a (?:fazer coisas|transar|fazer sexo)|forcou a (?:fazer coisas|transar|fazer sexo))(?! (?:\\S+ )?de brincadeira)`,
    ),
    rule(
      'ed-guilt',
      ED,
      'concern',
      `me sinto (?:\\S+ )?(?:nojent[oa]|culpad[oa]|suj[oa]|gord[oa]|horrivel|um lixo|um monstro) (?:\\S+ )?(?:quando|sempre que|toda vez que|depois que|depois de) (?:eu )?(?:como|comer|comi)|(?:como|comi|comendo) escondid[oa] (?:\\S+ ){0,6}(?:vomito|vomitei|culpad[oa]|ponho pra fora|boto pra fora)|(?:se|quando) (?:\\S+ )?(?:passar|passo|passa) de \\d+ (?:\\S+ ){0,2}(?:eu )?(?:corro|treino|malho|vomito|${NAO} como|${NAO} janto|${NAO} almoco|pulo (?:a |o )?(?:janta|jantar|almoco)|fico sem comer|passo fome|me puno)|(?:tomando|tomo|tomei) (?:\\S+ )?(?:diureticos?|laxantes?|inibidor de apetite|remedios? pra emagrecer)(?: \\S+){0,2} escondid[oa]`,
    ),
    rule(
      'free-of-me',
      I,
      'imminent',
      `(?:logo|em breve|daqui a pouco|finalmente|logo logo) (?:\\S+ ){0,2}(?:vao|vai) (?:ficar livres?|se livrar)(?: de mim)?$|(?:agora )?(?:posso|vou poder|ja posso) (?:ir|partir|descansar|morrer) em paz`,
    ),
    rule(
      'if-gone-nobody',
      P,
      'concern',
      `se eu (?:sumir|sumisse|morrer|morresse|desaparecer|desaparecesse|me matar|me matasse) (?:\\S+ ){0,2}(?:ninguem|ngm) (?:\\S+ )?(?:vai|ia|iria|vai nem|ia nem) (?:nem )?(?:notar|perceber|ligar|sentir|se importar|chorar|ligaria|notaria)`,
    ),
    rule(
      'height-research',
      M,
      'urgent',
      `(?:pesquisei|pesquisando|pesquiso|calculei|medi|procurei|vi) (?:\\S+ ){0,2}(?:altura|profundidade) (?:d[oa] )?(?:ponte|predio|viaduto|rio|penhasco|andar|janela|terraco|falesia|barragem)(?! (?:\\S+ ){0,4}(?:trabalho|escola|facul\\w*|prova|aula|foto|projeto|engenharia|fisica|curiosidade))`,
    ),
    rule(
      'took-many',
      M,
      'imminent',
      `(?:(?:tomei|engoli|tomando|to tomando) (?:uns |umas |mais de |quase |tipo )?(?:[2-9]\\d|\\d{3}|vinte|trinta|quarenta|cinquenta|cem|todos os|todas as|a caixa (?:toda|inteira)?|a cartela (?:toda|inteira)?|o vidro|o frasco)(?![a-z0-9]) ?(?:(?!(?:mg|ml|mcg|g|gotas|gts)(?![a-z]))\\S+ )?${PILLS}(?! (?:\\S+ ){0,3}(?:no tratamento|durante|por semana|por mes|no mes|na semana|em \\d+ dias)))${NOT_COURSE}`,
    ),
    rule(
      'car-into',
      A,
      'urgent',
      `(?:${WANT}|vontade e|minha vontade e) (?:\\S+ ){0,4}(?:jogar|bater|arremessar|enfiar|lancar) (?:o |meu |o meu |a |minha |a minha )?(?:carro |moto |mota )?(?:\\S+ )?(?:contra|num|numa|em um|em uma|debaixo de|de frente com) (?:\\S+ )?(?:muro|poste|arvore|caminhao|ribanceira|parede|pilar|penhasco|precipicio|barranco|onibus|carreta)`,
    ),
    rule(
      'beaten-with',
      DO,
      'urgent',
      `${PARTNER} (?:${W}){0,4}me (?:bate|batia|bateu|surra|surrou|surrava|espanca|espancava) (?:com (?:o|a|um|uma) (?:cinto|fio|vara|chinelo|cabo|pau|mangueira|ferro|fivela)|ate (?:sangrar|desmaiar|ficar roxo|ficar roxa|eu desmaiar))`,
    ),
    rule(
      'fast-punish',
      ED,
      'concern',
      `(?:jejuo|jejuei|fico em jejum|faco jejum|fico sem comer|passo fome) (?:\\S+ ){0,2}(?:dois|tres|quatro|cinco|[2-9]) dias|(?:jejuo|jejuei|fico sem comer|faco jejum|passo fome|nao como) (?:\\S+ ){0,3}(?:pra compensar|de castigo|como castigo|pra me punir|pra me castigar)`,
    ),
    rule(
      'courage-to',
      I,
      'urgent',
      `(?:juntando|criando|tomando|reunindo|buscando|procurando|ganhando) (?:a |mais )?coragem (?:pra|para|de) (?:pular|me jogar|me matar|fazer isso|acabar com tudo|me cortar|tomar (?:os|todos os|tudo)|ir ate o fim)(?! (?:de paraquedas|de bungee|na piscina|no mar|de asa delta|do trampolim))`,
    ),
    rule(
      'cant-anymore',
      P,
      'concern',
      `${NAO} (?:consigo|aguento|suporto|dou conta) mais$|(?:ja )?pedi (?:desculpas?|perdao) (?:pra|a|para) (?:todo mundo|todos|todas as pessoas)$|(?:${HOJE}|amanha|essa noite|esta noite|agora) (?:eu )?(?:vou|vo) acabar com isso(?: de vez)?$`,
      { negatable: false, weak: true },
    ),
    rule(
      'last-period',
      I,
      'imminent',
      `(?:essa|esta) (?:vai ser|sera|e) (?:a )?(?:minha )?ultima (?:semana|noite|sexta|manha)(?! (?:\\S+ ){0,2}(?:de|d[oa]|no|na|em|aqui|com|antes|nessa|nesse|como|sem|do ano|do mes))`,
    ),
    rule(
      'know-after',
      PL,
      'imminent',
      `(?:tudo )?o que (?:eu )?quero que (?:voces |vcs |eles |ela |ele )?saibam? (?:depois|quando eu (?:for|${NAO} estiver|partir|morrer))|se (?:\\S+ )?eu ${NAO} (?:acordar|aparecer|responder|voltar) (?:\\S+ ){0,2}(?:foi|e|sera) porque eu (?:quis|escolhi|decidi)`,
    ),
    rule(
      'said-goodbye',
      PL,
      'imminent',
      `(?:ja )?me despedi (?:d[oa] (?:meu |minha )?(?:cachorr[oa]|gat[oa]|familia|mae|pai|irm\\w+|filh\\w+|avo|quarto)|de todo mundo|de todos)(?! (?:\\S+ ){0,3}(?:antes da viagem|viagem|mudanca|porque vou|pq vou|no aeroporto|na rodoviaria|na festa)| ${LEAVING})|(?:minhas cinzas|meu enterro|meu funeral|meu velorio|minha lapide|meu caixao) (?:\\S+ ){0,3}(?:sejam|seja|quero|queria|vai ser|deve ser|jogad\\w*)|${NAO} (?:tem|ha) mais volta$|ninguem (?:vai|pode|consegue) me (?:impedir|parar|segurar)(?! de)`,
      WEAK,
    ),
    rule(
      'did-myself',
      SH,
      'urgent',
      `(?:marcas|cortes|cicatrizes|queimaduras|feridas|hematomas|roxos) (?:\\S+ ){0,2}que eu (?:mesm[oa] )?(?:fiz|faco|me fiz|causei|me faco)|(?:queria|quero|preciso|mereco) (?:me )?(?:fazer sofrer|me fazer sofrer|me punir|me castigar|sentir dor fisica)`,
    ),
    rule(
      'see-dead',
      HO,
      'concern',
      `(?:sonho em|queria|quero|adoraria|sonho com o dia de) (?:ver|deixar) (?:\\S+ ){0,2}(?:mort[oa]s?|sangrando|no caixao|enterrad[oa]s?)(?! (?:\\S+ )?(?:de (?:rir|cansaco|vergonha|fome|sono)|no filme|na serie))`,
    ),
    rule(
      'days-not-gain',
      ED,
      'concern',
      `(?:fiquei|passei|to|estou|ando|fico) (?:\\S+ ){0,3}(?:dias|dia inteiro|semana) (?:\\S+ ){0,5}(?:pra|para) (?:${NAO} engordar|emagrecer|perder peso|secar|ficar magr[oa])`,
    ),
    rule(
      'burden-go',
      P,
      'concern',
      `seria melhor (?:se )?eu (?:ir|partir|sumir|desaparecer|${NAO} estar)$|(?:so )?(?:to|estou|sou) (?:so )?(?:atrapalhando|estragando) a vida de (?:todo mundo|todos|voces|vcs|minha familia)`,
      WEAK,
    ),
    rule(
      'weapon-they-see',
      HO,
      'imminent',
      `(?:faca|arma|canivete|revolver|pistola|facao) (?:\\S+ ){0,2}(?:na|no) (?:minha |meu )?(?:mochila|bolsa|bolso|carro)(?: \\S+){0,3} (?:amanha|hoje|hj|depois|segunda|na saida) (?:ele|ela|eles|elas|voces|vcs|todo mundo|aquele \\S+|aquela \\S+) (?:vai|vao) (?:ver|pagar|aprender)`,
    ),
    // — round 3: families seen missing in phone-typed messages (a prayer to be taken, one's own funeral, burns
    //   with a cigarette, a wound that will not close, charcoal and a sealed room, a lease ended, a pet handed
    //   over, "after her birthday", accounts deleted, money left for the funeral, leaving this world,
    //   poison in someone's food, a partner following or beating, chewing and spitting, exercise to burn it off)
    rule(
      'god-take-me',
      P,
      'concern',
      `(?:peco|pedi|pedindo|rezo|rezei|rezando|oro|orei|imploro|implorei|implorando|suplico) (?:\\S+ )?(?:a|pra|para|ao|por) (?:deus|jesus|o universo|nossa senhora|o ceu)(?: \\S+){0,2} (?:(?:pra|para|que) )?(?:me levar|me leve|me levasse|me buscar|me busque|me buscasse|me tirar (?:desse mundo|deste mundo)|me tire (?:desse mundo|deste mundo)|me tirasse (?:desse mundo|deste mundo))|(?:que )?deus me (?:leve|levasse|leva) (?:\\S+ )?(?:logo|embora|dormindo|de uma vez|desse mundo|deste mundo)|(?:deus|jesus) me (?:leva|leve|busca|busque) (?:logo|de uma vez|embora|por favor|pfv|pfvr)`,
    ),
    rule(
      'own-funeral',
      P,
      'concern',
      `(?:imagino|imaginando|imaginei|imaginar|penso|pensando|pensei|planejo|planejando|planejei|sonho com|visualizo) (?:\\S+ ){0,2}(?:o |no |com o |com a |a |na )?(?:meu|minha) (?:proprio |propria )?(?:velorio|enterro|funeral|caixao|tumulo|lapide|cremacao)`,
    ),
    rule(
      'cigarette-burn',
      SH,
      'urgent',
      `(?:apaguei|apago|apagava|apagar|apagando|encostei|encosto|encostava) (?:o |um |uns |os |a |uma )?(?:cigarros?|bitucas?|beatas?|isqueiro quente|ferro quente|colher quente) (?:\\S+ )?(?:em mim|(?:no|na|nos|nas) (?:meu |minha |meus |minhas )?(?:braco|bracos|pulso|pulsos|mao|maos|perna|pernas|coxa|coxas|pele|barriga|peito|pescoco|dedo|dedos|antebraco|ombro))`,
    ),
    rule(
      'wound-open',
      SH,
      'imminent',
      `(?:o |um |esse |meu )?corte (?:que|q) (?:eu )?(?:me )?fiz (?:\\S+ ){0,4}(?:abriu|abriu de novo|${NAO} fecha|${NAO} fechou|${NAO} para de sangrar|infeccionou|ta infeccionado|esta infeccionado|ta aberto|esta aberto)`,
      FIXED,
    ),
    rule(
      'go-deep',
      M,
      'urgent',
      `(?:ir|cortar|enfiar|passar|afundar|ir mais) (?:mais |bem |bem mais |mt |muito )?fundo (?:\\S+ ){0,2}(?:no|nos|na|nas) (?:meu |minha |meus |minhas )?(?:pulso|pulsos|braco|bracos|veia|veias|perna|pernas|coxa|coxas|pescoco|garganta)`,
    ),
    rule(
      'train-timing',
      PL,
      'imminent',
      `(?:o )?(?:proximo|ultimo) (?:trem|comboio|metro) (?:\\S+ )?(?:passa|chega|vem|sai) (?:em|daqui a|as) (?:\\S+ )?(?:min|mins|minutos?|\\d+h\\d*|\\d+)$`,
      WEAK,
    ),
    rule(
      'think-place',
      M,
      'urgent',
      `(?:fico|ando|to|estou|vivo|so) (?:\\S+ )?(?:pensando|a pensar|penso) (?:\\S+ )?(?:na|no|naquela|naquele|nessa|nesse) (?:ponte|viaduto|predio|linha do trem|linha do comboio|trilhos|terraco|precipicio|penhasco|falesia|barragem|represa|passarela)(?! (?:\\S+ ){0,3}(?:que caiu|nova|do projeto|da obra|da prova|pro trabalho))`,
      WEAK,
    ),
    rule(
      'high-enough-bare',
      PL,
      'imminent',
      `(?:e|eh|seria|sera|parece|deve ser|ta|esta) (?:bem |mais que |mais do que )?alt[oa] o suficiente$|altura (?:\\S+ )?suficiente (?:pra|para) (?:morrer|${NAO} sobreviver|acabar com tudo)`,
      WEAK,
    ),
    rule(
      'poison-research',
      M,
      'urgent',
      `(?:veneno|chumbinho|raticida|mata rato|soda caustica|agua sanitaria|pesticida|agrotoxico|inseticida|formicida|cianeto|arsenico|herbicida) (?:\\S+ ){0,3}(?:mata (?:gente|uma pessoa|pessoas|humanos?|alguem|um adulto|rapido)|e letal|e fatal|(?:pra|para) (?:matar|morrer) (?:uma pessoa|gente|alguem|um adulto|um humano))|(?:quanto|quanta|qual quantidade) (?:\\S+ ){0,2}(?:veneno|chumbinho|raticida|soda caustica|agua sanitaria|pesticida|agrotoxico|cianeto) (?:\\S+ ){0,3}(?:(?:precisa|precisaria|seria preciso)(?: (?:pra|para) (?:morrer|matar (?:uma pessoa|alguem|gente|um adulto)))?$|mata (?:uma pessoa|alguem|gente|um adulto)|pra morrer|para morrer|e letal)`,
    ),
    rule(
      'charcoal-sealed',
      PL,
      'imminent',
      `(?:carvao|churrasqueira|braseiro|fogareiro|gas) (?:\\S+ ){0,6}(?:vedar|fechar bem|tampar|lacrar|selar) (?:\\S+ ){0,2}(?:banheiro|quarto|porta|portas|janela|janelas|carro|frestas|garagem)|(?:vedar|vedei|vedando|lacrar|lacrei) (?:\\S+ ){0,2}(?:banheiro|quarto|carro|janelas|portas|frestas|garagem) (?:\\S+ ){0,4}(?:carvao|gas|fogareiro|braseiro)|(?:mangueira|cano) (?:\\S+ ){0,3}(?:no |do )?escapamento|carro ligado (?:\\S+ ){0,3}garagem fechada`,
    ),
    rule(
      'no-home-needed',
      PL,
      'imminent',
      `(?:eu )?(?:ja )?${NAO} (?:vou|vo) (?:mais precisar|precisar mais) (?:de )?(?:um |uma )?(?:lugar|casa|quarto|apartamento|ap|teto) (?:pra|para) (?:morar|viver)(?! (?:\\S+ ){0,4}(?:porque|pq|vou morar|vou mudar|vou me mudar|com (?:meu|minha|a|o)|na casa d))`,
      FIXED,
    ),
    rule(
      'if-happens-to-me',
      PL,
      'imminent',
      `(?:se|caso|quando) (?:\\S+ )?(?:acontecer|aconteca) (?:alguma coisa|algo|qualquer coisa) comigo(?! (?:\\S+ ){0,3}(?:na|durante a|nessa|na minha|no meu|no|durante o) (?:viagem|cirurgia|operacao|parto|trilha|voo|estrada|intercambio|mergulho|salto))`,
      WEAK,
    ),
    rule(
      'pet-handover',
      PL,
      'imminent',
      `(?:combinei|acertei|deixei combinado|pedi|falei|conversei) (?:com|pra|para|a) (?:\\S+ ){0,3}(?:pra |para |que )?(?:ela |ele )?(?:ficar com|fica com|adotar|adote|cuidar d\\w*|cuide d\\w*) (?:(?:\\S+ )?(?:meu|minha|meus|minhas|o|a) (?:\\S+ )?(?:gat[oa]s?|cachorr[oa]s?|cao|caes|cadela|bichos?|pets?|animais|plantas|filh[oa]s?)|(?:o|a) [a-z]+$)(?! (?:\\S+ ){0,4}(?:ferias|viagem|viajar|fim de semana|feriado|semana que vem|enquanto|durante|uns dias|alguns dias|\\d+ dias))`,
      WEAK,
    ),
    rule(
      'after-event',
      PL,
      'imminent',
      `(?:depois|dps|logo depois|apos|assim que passar|quando passar|passando) (?:d[oa]s? |de )?(?:\\S+ ){0,2}(?:aniversario|niver|natal|ano novo|casamento|formatura|dia das maes|dia dos pais|festa|batizado) (?:\\S+ ){0,5}(?:eu )?(?:faco|faço|vou fazer|faco isso|vou fazer isso|acabo com tudo|termino tudo|acabo com isso|acabo com isto|vou|vou embora|sumo|desapareco|parto|ja posso ir|posso ir|ja era)$|(?:${NAO} quero|${NAO} posso|${NAO} queria) (?:estragar|atrapalhar|arruinar) (?:o |a )?(?:festa|aniversario|niver|natal|casamento|formatura|ano novo|dia|viagem|ceia|festas)(?: dela| dele| delas| deles| da minha \\S+| do meu \\S+| de ninguem)?$|${WAIT_FOR} (?:${THEIR_OCCASION}|${OCCASION} (?:por|pra|pela|pelo|pelos|pelas) (?:ela|ele|eles|elas|minha|meu|minhas|meus) ?\\S*)(?: passar)?(?=$| ${NOT_SPOIL}$)|so (?:to|estou|tou) (?:esperando|a espera(?: de| que)?)(?: (?:passar|passe|que passe))? ${OCCASION}(?: passar)?$|(?:${WAIT_FOR} (?:${OCCASION}) (?:passar )?)?${NOT_SPOIL}$|^(?:e )?(?:depois|dps|ai|entao|depois disso|dps disso|e depois|passando isso|depois que passar|passado isso) (?:eu )?(?:ja )?${GONE}$|(?:^|entao |ai |e )(?:eu )?(?:espero|vou esperar|aguento|vou aguentar) (?:(?:isso|ele|ela|tudo) )?(?:passar|acabar|terminar) (?:e )?(?:depois|dps|ai|entao) (?:eu )?(?:ja )?${GONE}$|${NAO} quero que (?:\\S+ ){0,3}(?:fiquem|fique|figuem) com (?:essa|esta|uma|a) (?:memoria|lembranca|recordacao)(?: d[oa] ${OCCASION_WORD})?$`,
      WEAK,
    ),
    rule(
      'wait-event',
      PL,
      'imminent',
      `${AFTER} (?:\\S+ ){0,2}${OCCASION_WORD}(?: (?:dele|dela|deles|delas|d[oa]s? (?:(?:meu|minha|meus|minhas|nosso|nossa) )?\\S+))?(?: (?:\\S+ ){0,3})? ?(?:eu )?(?:ja )?${GONE_FOR_GOOD}|${ENDURE_UNTIL} ${THEIR_OCCASION}(?: passar)?(?: ${NOT_SPOIL})? (?:e )?(?:depois|dps|ai|entao|depois disso) (?:eu )?(?:ja )?${GONE}$|${WAIT_FOR} ${OCCASION}(?: passar)? ${NOT_SPOIL} (?:e )?(?:depois|dps|ai|entao|depois disso) (?:eu )?(?:ja )?${GONE}$|${WAIT_FOR} ${THEIR_OCCASION}(?: passar)? (?:e )?(?:depois|dps|ai|entao|depois disso) (?:eu )?(?:ja )?(?:${GONE_FOR_GOOD}|pronto|acabou|ja era|chega)$`,
    ),
    rule(
      'deleted-accounts',
      PL,
      'imminent',
      `(?:apaguei|deletei|exclui|desativei|encerrei|cancelei) (?:\\S+ )?(?:todas as |as |minhas |as minhas |todos os |os |meus )?(?:redes|redes sociais|contas|perfis|insta|instagram|facebook|face|tiktok|twitter)(?! (?:\\S+ ){0,4}(?:pra focar|pra estudar|por um tempo|uns dias|detox|ansiedade|do ex|do meu ex|dele|dela))`,
      WEAK,
    ),
    rule(
      'thanked-all',
      PL,
      'imminent',
      `(?:agradecendo|agradeci|agradecer) (?:a |pra )?(?:todo mundo |todos |cada um )?por tudo$|(?:mandei|enviei|escrevi) (?:\\S+ )?(?:msg|mensagem|mensagens) (?:pra|para|a) (?:todo mundo|todos|cada um) (?:agradecendo|me despedindo|pedindo desculpa|pedindo perdao)(?! (?:\\S+ )?(?:os|as|pel[oa]s?|a presenca|o carinho|o convite|a ajuda|o presente|os presentes))`,
      WEAK,
    ),
    rule(
      'life-insurance',
      PL,
      'imminent',
      `seguro de vida (?:\\S+ ){0,2}(?:em nome d[oa] (?:minha|meu)|no nome d[oa] (?:minha|meu)|beneficiari\\w*)|(?:mudei|atualizei|troquei) (?:\\S+ ){0,2}beneficiari\\w*`,
      WEAK,
    ),
    rule(
      'after-gone',
      PL,
      'imminent',
      `(?:gravei|escrevi|deixei|preparei|fiz|guardei|separei) (?:\\S+ ){0,6}(?:quando|qnd|qdo|qd) eu (?:ja )?${NAO} (?:estiver|existir|tiver) (?:mais )?(?:aqui|viv[oa]|entre voces|nesse mundo|neste mundo)(?! (?:\\S+ )?(?:na|no|nessa|nesse|nesta|neste|em|de ferias|viajando))|(?:quando|qnd|qdo|qd) eu (?:ja )?${NAO} (?:estiver|existir) mais (?:aqui|viv[oa]|entre voces|nesse mundo|neste mundo)(?:$| (?:cuid\\w*|lembr\\w*|saibam|${NAO} (?:chorem|fiquem)|fiquem bem|sejam felizes|me perdoem|perdoem me))`,
      FIXED,
    ),
    rule(
      'funeral-money',
      PL,
      'imminent',
      `(?:deixei|guardei|separei|juntei|deixo|vou deixar|dinheiro) (?:\\S+ ){0,6}(?:pra|para) (?:a |o )?(?:minha|meu|eles|ela|ele|minha familia|voces|vcs) (?:\\S+ )?(?:pagar|pagarem|cobrir|custear|bancar) (?:o |a )?(?:meu |minha )?(?:enterro|funeral|velorio|cremacao|caixao)(?! d[oa]s? )|(?:paguei|contratei|comprei|escolhi) (?:o |a |um |uma )?(?:meu |minha )?(?:plano funerario|jazigo|caixao|cova|lugar no cemiterio)(?! (?:\\S+ ){0,3}(?:d[oa] (?:vo|avo|pai|mae|tio|tia|sogr\\w*)|pros meus pais|pra minha mae|pro meu pai))`,
    ),
    rule(
      'secluded',
      PL,
      'imminent',
      `(?:ninguem|ngm) (?:vai|iria|vai conseguir|vai poder|consegue) (?:me )?(?:achar|encontrar|impedir|atrapalhar|interromper|chegar a tempo)(?: (?:la|ali|a tempo))?$|(?:ninguem|ngm) (?:vai|passa|aparece|vai estar) (?:la|ali|por la|por ali) (?:durante a semana|de madrugada|a noite|de noite|essa hora|nesse horario|a essa hora)`,
      WEAK,
    ),
    rule(
      'leave-world',
      I,
      'imminent',
      `(?:eu )?(?:vou|vo|irei|to indo|estou indo|decidi|resolvi) (?:\\S+ )?(?:embora|partir|sair|me despedir) (?:desse|deste) mundo|(?:eu )?(?:vou|vo|irei|to indo|estou indo|decidi|resolvi) (?:\\S+ )?(?:embora|partir) do mundo(?! d)`,
    ),
    rule(
      'end-their-life',
      HO,
      'urgent',
      `(?:eu )?(?:acabo|vou acabar|acabaria|ia acabar|quero acabar|vontade de acabar|tiro|vou tirar|tiraria|quero tirar|vontade de tirar|eu tirava|eu acabava) (?:com )?a vida (?:dele|dela|deles|delas|desse \\S+|dessa \\S+|daquele \\S+|daquela \\S+|daquele|daquela|do meu \\S+|da minha \\S+)(?! (?:\\S+ ){0,4}(?:no tribunal|na justica|processo|nas redes|na internet|financeir\\w*|no jogo|de vergonha|kkk\\w*|haha\\w*|que$))`,
    ),
    rule(
      'poison-other',
      HO,
      'urgent',
      `(?:por|pôr|colocar|coloco|botar|boto|meter|meto|jogar|misturar|misturo|pingar|dar|dou) (?:\\S+ )?(?:veneno|chumbinho|raticida|mata rato|soda caustica|agua sanitaria|cianeto|arsenico) (?:\\S+ ){0,2}(?:no|na|nos|nas) (?:\\S+ )?(?:cafe|comida|bebida|agua|suco|cha|prato|marmita|copo|cerveja|janta|almoco|sopa) (?:dele|dela|deles|delas|daquel\\w*|d[oa] (?!(?:\\S+ )?(?:ratos?|baratas?|formigas?|pragas?|cachorro|gato|peixe|planta))\\S+)`,
    ),
    rule(
      'beaten-by',
      DO,
      'urgent',
      `(?:levei|levo|levava|tomei|tomo|tomava) (?:\\S+ )?(?:uma |umas |uns )?(?:surra|sova|tareia|porrada|pancada|tapas?|socos?|murros?|chutes?|pontapes?|cintadas?|chineladas?) (?:\\S+ )?(?:d[oa] (?:meu|minha) (?:marido|namorado|companheiro|pai|padrasto|mae|madrasta|irmao|tio|ex|mulher|namorada|esposa|companheira|avo|primo)|dele|dela)(?! (?:\\S+ ){0,3}(?:no jogo|no fifa|no xadrez|no truco|no videogame|no video game|no futebol|na sinuca))|(?:apanho|apanhei|apanhava|apanhando|apanhar) (?:\\S+ )?(?:d[oa] (?:meu|minha) (?:marido|namorado|companheiro|pai|padrasto|mae|madrasta|irmao|tio|ex|mulher|namorada|esposa|companheira)|dele|dela|em casa)(?! (?:\\S+ ){0,3}(?:no jogo|no fifa|no xadrez|no truco|no videogame|no video game|no futebol|na sinuca|de novo no))`,
    ),
    rule(
      'guilt-little-food',
      ED,
      'concern',
      `(?:so|apenas|somente|hoje so|hj so) (?:comi|como|comer|bebi) (?:\\S+ ){0,3}(?:e )?(?:ja )?(?:me sinto|to me sentindo|estou me sentindo|fico|me senti|ja me sinto) (?:\\S+ )?(?:culpad[oa]|gord[oa]|nojent[oa]|enorme|horrivel|um lixo|uma baleia|inchad[oa])`,
    ),
    rule(
      'chew-spit',
      ED,
      'concern',
      `(?:mastigo|mastigar|mastigava|mastiguei|mastigando) (?:\\S+ ){0,3}(?:e )?(?:cuspo|cuspir|cuspia|cuspi|cuspindo|jogo fora|ponho fora)|(?:cuspo|cuspi|cuspir) (?:a |toda a )?comida (?:\\S+ ){0,2}(?:pra|para) (?:${NAO} engordar|${NAO} absorver|emagrecer)`,
    ),
    rule(
      'burn-it-off',
      ED,
      'concern',
      `(?:depois|dps|apos) (?:de )?(?:qualquer coisa|tudo|cada coisa|cada refeicao|toda refeicao|qualquer refeicao|cada mordida|cada garfada)(?: (?:que|q))?(?: eu)?(?: como| comer| comi| coma)? (?:\\S+ ){0,2}(?:pra|para) (?:queimar|compensar|gastar|eliminar)|(?:\\d+|duas|tres|quatro|cinco|seis) ?(?:h|horas) (?:\\S+ ){0,2}(?:de )?(?:esteira|academia|treino|exercicio|corrida|bike|bicicleta|abdominais) (?:\\S+ ){0,4}(?:pra|para) (?:queimar|compensar|gastar) (?:tudo|o que (?:eu )?comi|as calorias|cada caloria)`,
    ),
    rule('pro-ana', ED, 'concern', `pro (?:ana|mia)|proana|promia|thinspo|thinspiration|bonespo|meanspo|ana e mia`),
    // — round 3b: PT-PT and phone forms foreseen beyond the set (throwing oneself into a river, pills laid out,
    //   a pet left for good, "dar cabo dele", a knife sharpened for someone, a low weight still "fat", a life
    //   said to be over, being run over as a wish, cancelled plans and contracts)
    rule(
      'throw-into',
      M,
      'urgent',
      `(?:me (?:atirar|atiro|lancar|lanco)|atirar me|atiro me|lancar me|lanco me) (?:\\S+ )?(?:ao|a|para o|para a|pro|pra|no|na|nos|nas) (?:rio|tejo|douro|mondego|mar|oceano|poco|abismo|vazio|precipicio|represa|barragem|lagoa)|(?:me (?:atirar|atiro|jogar|jogo|lancar|deitar)|atirar me|atiro me|jogar me) (?:\\S+ )?(?:a|para a|pra|na|nos|para os|pros) (?:linha|linha do comboio|linha do trem|linha do metro|trilhos|carris)`,
    ),
    rule(
      'pills-laid-out',
      M,
      'urgent',
      `${PILLS} (?:\\S+ )?(?:estao|tao|ta|esta|ficam|ficaram|separados|separadas|contados|contadas|alinhados) (?:\\S+ )?(?:na mesinha|na mesa de cabeceira|na cabeceira|do lado da cama|ao lado da cama|na minha frente|em cima da cama|em cima da mesa|na minha mao|contados|separados)$`,
      WEAK,
    ),
    rule(
      'pet-left-for-good',
      PL,
      'imminent',
      `(?:deixei|dei|entreguei|passei|doei) (?:o |a |os |as |meu |minha |meus |minhas )?(?:gat[oa]s?|cachorr[oa]s?|cao|caes|cadela|bichos?|pets?|animais|passaros?|periquito|coelho|hamster|tartaruga) (?:\\S+ ){0,4}(?:pra sempre|para sempre|de vez|definitivamente)(?! (?:\\S+ ){0,4}(?:porque|pq|vou morar|vou mudar|alergi\\w*|nao posso|n posso|nao tenho espaco|mudanca))`,
    ),
    rule(
      'finish-him',
      HO,
      'urgent',
      `(?:vou|vo|quero|queria|apetece me|vontade de|um dia|ainda vou|juro que vou|eu) (?:\\S+ )?dar cabo (?:dele|dela|deles|delas|desse (?:gajo|tipo|cara|desgracad\\w*|cabrao|filho da puta)|daquele (?:gajo|tipo|cara|desgracad\\w*|cabrao|filho da puta)|da vida (?:dele|dela))(?! (?:\\S+ ){0,4}(?:kkk\\w*|haha\\w*|rsrs\\w*|que$|no jogo|na discussao))`,
    ),
    rule(
      'weapon-for-him',
      HO,
      'urgent',
      `(?:faca|arma|pistola|revolver|facao|canivete|taco|barra de ferro|machado|38|oitao|peixeira)(?: \\S+){0,3} (?:pra|para) (?:\\S+ )?(?:pegar|furar|matar|acertar|esfaquear|apagar|picar|sangrar|usar n\\w*|resolver com) (?:ele|ela|eles|elas|esse \\S+|essa \\S+|aquele \\S+|aquela \\S+|aquele|aquela|o meu \\S+|a minha \\S+|meu \\S+|minha \\S+)`,
    ),
    rule(
      'bullet-in',
      HO,
      'urgent',
      `(?:enfiava|enfiaria|metia|meteria|dava|daria|vou dar|vou meter|vou enfiar|enfio|meto|quero meter|quero dar|queria meter|queria dar) (?:uma bala|um tiro|uns tiros|bala|chumbo|uma facada|umas facadas) (?:\\S+ )?(?:na cabeca d\\w+|na cara d\\w+|no peito d\\w+|nele|nela|neles|nelas)(?! (?:\\S+ ){0,4}(?:kkk\\w*|haha\\w*|rsrs\\w*|que$|no jogo|no gta|no cs|no free fire))`,
    ),
    rule(
      'low-weight-fat',
      ED,
      'concern',
      `(?:to com|estou com|peso|pesando|cheguei a|cheguei nos|tenho) (?:3\\d|2\\d|4[0-2]) ?(?:kg|kgs|quilos)(?: \\S+){0,3} (?:e )?(?:ainda|mesmo assim|msm assim|continuo)? ?(?:me acho|me sinto|to|estou|sou|me vejo) (?:muito |mt |tao )?(?:gord[oa]|enorme|uma baleia|pesad[oa])`,
    ),
    rule(
      'life-over',
      P,
      'concern',
      `(?:a )?minha vida acabou$|acabou (?:a )?minha vida$|(?:nada|isso|a vida) ${NAO} tem mais sentido(?: nenhum)?$|${NAO} tem mais sentido nenhum$`,
      WEAK,
    ),
    rule(
      'wish-run-over',
      P,
      'concern',
      `(?:queria|quero|tomara|espero|rezo pra|torco pra|so queria) (?:que )?(?:eu )?(?:ser|fosse|seja|for) (?:atropelad[oa]|baleado|baleada|assassinad[oa]|esfaquead[oa])(?! (?:\\S+ ){0,5}(?:dinheiro|beijos|amor|chocolate|felicidade|sorte|que$|kkk\\w*|haha\\w*))`,
    ),
    rule(
      'unnoticed',
      PL,
      'imminent',
      `(?:planejando|planejei|planejo|pensando|pensei|sei|descobri|pesquisando|pesquisei) (?:em )?como (?:fazer|fazer isso|vou fazer|vou fazer isso) sem (?:ninguem|ngm) (?:perceber|ver|saber|desconfiar|notar|impedir)(?! (?:\\S+ )?(?:que|q))$`,
    ),
    rule(
      'cancelled-things',
      PL,
      'imminent',
      `(?:cancelei|encerrei|rescindi|tranquei|desisti d[oa]) (?:\\S+ )?(?:meu |minha |o |a |os |as |meus |minhas )?(?:plano de saude|plano do celular|plano|academia|ginasio|celular|telemovel|contrato|assinaturas?|seguro|matricula|faculdade|curso|conta do banco|conta bancaria|aluguel|arrendamento|consultas?|terapia)(?! (?:\\S+ ){0,4}(?:porque|pq|mudei|vou mudar|achei|caro|outro|outra|novo|nova))`,
      WEAK,
    ),
    // — transtornos alimentares: quantidades e orgulho, esconder, compensar, laxantes, purga descrita, corpo, gírias
    rule(
      'calorie-day',
      ED,
      'concern',
      `^(?:0|zero) (?:calorias|kcal)$|(?:hoje|hj|ontem|amanha|meta de hoje|foram|so|apenas|comi) (?:\\S+ )?(?:0|zero|[1-9]\\d{0,2}) (?:calorias|kcal|cal)(?! (?:de |por porcao|a cada))|(?:abaixo d[aoe]s?|menos de|nao passar de|no maximo) (?:${NUM_PT} )?[1-9]\\d{1,2}(?! ?(?:kg|quilos|km|reais|euros|m))(?: calorias| kcal| por dia)?|[1-9]\\d{2} (?:calorias|kcal) por dia no maximo|(?:se|quando) (?:a conta )?passa(?:r)? de [1-9]\\d{2}|(?:chegar|ficar|chego) (?:nos|aos|em|a) (?:3\\d|4\\d) ?(?:kg|quilos)?(?= antes| ate|$)|(?:to|tô|estou) (?:nos|com) (?:3\\d) ?(?:kg|quilos)|(?:jejum|sem comer|sem nada)(?: \\S+){0,2} (?:d[eo] )?(?:3[6-9]|[4-9]\\d|1\\d\\d) ?h(?:oras)?|(?:3[6-9]|[4-9]\\d|1\\d\\d) ?h(?:oras)? (?:sem nada|sem comer|de jejum)|(?:outro|mais um) jejum de (?:\\d+) ?(?:h|horas|dias)|dia (?:\\d+|quatro|cinco|seis|sete) (?:de nf|de jejum|sem comer)${ED_NOT}|dieta do ar|(?:conto|contando) (?:as )?garfadas|(?:nao|n) (?:consigo|posso) parar de contar calorias`,
    ),
    rule(
      'restrict-told',
      ED,
      'concern',
      `(?:vivo|vivendo|sobrevivo) (?:\\S+ )?(?:de|a base de) (?:cafe|agua|cha|energetico)(?: e (?:cafe|agua|cha|energetico))?${ED_NOT}|(?:estou|to|tô|ta|fiquei|passo|passei|ja vou|vou) (?:\\S+ ){0,2}(?:${NUM_PT} )?(?:dias|semanas|semana|dia|mes) (?:so |apenas )?(?:com|a base de|a) (?:agua|cafe|cha)(?: (?:e|com) (?:\\S+ )?(?:agua|cafe|cha(?: verde)?))?${ED_NOT}|(?:nao|n) (?:como|comi|comer) (?:\\S+ )?(?:a|ha|faz) (?:${NUM_PT}) (?:dias|semanas)${ED_NOT}|(?:nao|n) (?:come|como) (?:ha|a) (?:${NUM_PT}) dias|sem comer (?:ate|desde) (?:segunda|terca|quarta|quinta|sexta|sabado|domingo)|so tinha tomado um cafe (?:o dia inteiro|no dia todo|em todo o dia)|(?:e|é) a unica coisa (?:q|que) me veem (?:tomar|comer)|(?:nao|n) (?:como|comer) (?:nada )?antes das (?:\\d+h?|seis|sete|oito)|(?:n|nao) consigo comer (?:nada|nd) sem (?:sentir )?culpa|(?:mais )?uma semana so com agua|me peso antes e depois de (?:cada refeicao|comer)|(?:se|quando) (?:a balanca )?subi(?:u|r) (?:\\d+|cem) gramas|(?:nao|n) voltei a comer (?:normal|direito) desde|(?:sem comer|nao como) (?:como deve ser|direito) (?:ha|a|faz) (?:semanas|meses|umas? \\S+ semanas)|(?:enganar|matar|tirar) a fome|(?:encher a barriga|pra nao sentir fome|para nao sentir fome|ate a fome passar)|(?:jantei|comi|almocei) (?:so )?uma maca e (?:vomitei|pus pra fora|botei pra fora)|(?:ja )?nem sinto mais fome|(?:skip|pulo|pular) (?:as )?refeicoes do dia seguinte|fico de castigo sem comer|(?:digo|dizendo|falo) que e por deus mas|no fundo e pra emagrecer|faco jejum (?:muito )?alem do que`,
      FIXED,
    ),
    rule(
      'hiding-food',
      ED,
      'concern',
      `(?:escondo|escondi|escondendo) (?:o |a |meu |minha )?(?:lanche|comida|marmita|sanduiche|pao)(?: \\S+)? (?:no|na|nos|nas|em) (?:guardanapo|guardanapos|bolso|bolsos|manga|mochila)|(?:dou|dei|dando) (?:a |minha |o |meu )?(?:marmita|comida|lanche|almoco) (?:pro|para o|ao|pra) (?:cachorro|cao|gato)|(?:mando|mandei) foto do prato vazio|(?:joguei|jogo|jogar|deito|deitei) (?:o |a |meu |minha )?(?:marmitex|marmita|lanche|comida|almoco|sanduiche)(?: \\S+)? (?:fora|no lixo)|(?:espalho|espalhar) (?:\\S+ )?pelo prato|pra parecer que (?:eu )?comi|para parecer que (?:eu )?comi|ninguem repara que deixei|(?:digo|disse|falo|falei) (?:em casa |pra minha mae |a minha mae )?que (?:ja )?(?:jantei|almocei|comi) (?:na|no|em|fora)|(?:acha|pensa|acham|pensam) que (?:eu )?(?:como|ja comi)(?= |$)|(?:acha|pensa) que (?:e|é) (?:dieta|virose)|(?:como normal|fingi que comi|finjo que como|so fingi) (?:\\S+ ){0,3}(?:pra|para) (?:ninguem desconfiar|ninguem ver)|(?:so )?fingi e joguei|(?:ligo|abro|deixo) (?:o |a )?(?:secador|chuveiro|torneira|musica) (?:\\S+ )?(?:pra|para) (?:ninguem|nao) (?:ouvir|escutar)|vomitar sem fazer barulho|(?:esteira|academia|treino) escondid[oa]|(?:menti|mentir) (?:que era|q era) refluxo|o dentista perguntou e eu menti`,
      FIXED,
    ),
    rule(
      'exercise-compensate',
      ED,
      'concern',
      `(?:esteira|correr|corro|corri|correndo|treino|treinar|academia|bike|polichinelo|polichinelos|abdominais|caminhada|spinning|km)(?: \\S+){0,8} (?:pra|para|ate) (?:compensar|queimar (?:tudo|o que comi|o que eu comi)|zerar)|(?:\\d+|uma|duas|tres) ?h(?:oras?)? de (?:esteira|corrida|bike|academia|treino) (?:pra|para|por) cada (?:coisa|refeicao|garfada)|(?:depois|dps) tenho que fazer (?:\\S+ ){0,3}(?:esteira|academia|corrida|treino)|(?:quando|se|sempre que|toda vez que) (?:eu )?como (?:\\S+ ){0,18}(?:tenho que|preciso) (?:sair pra )?(?:correr|treinar|queimar)|(?:passo|passei) (?:\\S+ ){0,3}(?:a base de agua|sem comer) (?:\\S+ ){0,2}pra compensar|(?:compenso|compensar) (?:c|com) jejum|(?:passei a tarde|passo a tarde) a correr`,
    ),
    rule(
      'laxatives-amount',
      ED,
      'concern',
      `(?:[3-9]|[1-9]\\d|tres|quatro|cinco|seis|oito|dez|quinze|vinte) (?:comprimidos (?:de )?)?(?:laxantes?|lacto purga|lactopurga|dulcolax|diureticos?)(?: \\S+){0,2} (?:por dia|por vez|de uma vez|depois)|(?:tomando|tomo|tomei|tomar|a tomar) (?:\\S+ )?(?:lacto purga|lactopurga|dulcolax|cha laxante|laxante|laxantes|diuretico|diureticos) (?:\\S+ ){0,3}(?:pra|para) (?:emagrecer|perder peso|secar|nao engordar|compensar)|(?:tomando|tomo|a tomar) (?:\\S+ )?(?:lacto purga|lactopurga|dulcolax|cha laxante|laxantes) todo dia|(?:ja )?(?:to|tô|estou) em (?:\\d+|cinco|seis|oito|dez) comprimidos|a correr e a tomar cha laxante`,
    ),
    rule(
      'purge-told',
      ED,
      'concern',
      `(?:vou|fui|ir|vou logo|corro)(?: diret[ou])? (?:no|ao|pro|pra) (?:banheiro|casa de banho|wc) (?:\\S+ ){0,2}(?:e )?(?:vomit\\S*|botar pra fora|por pra fora|pôr fora|coloco pra fora|boto pra fora|purgar)${ED_NOT}|(?:botei|boto|coloco|coloquei|pus|ponho) (?:tudo )?pra fora|tenho de por fora|(?:preciso|vou|tenho que) purgar|(?:depois )?purguei|(?:depois de|apos) (?:cada|toda) refeicao (?:vou|corro) (?:\\S+ ){0,2}(?:vomitar|banheiro)|(?:comi|como)(?: \\S+){0,3} e vou logo a casa de banho|(?:sem sentir culpa|de culpa) (?:\\S+ )?(?:ai|dai|entao) vomito|(?:como|comi) (?:\\S+ )?vomito (?:\\S+ )?como outra vez|vomito (?:varias|\\d+|tres|quatro|cinco) vezes (?:ao|por) dia${ED_NOT}|de tanto vomitar|(?:se|quando) (?:nao consigo|nao der) (?:\\S+ )?(?:eu )?vomito|(?:vomitei|vomito) porque (?:ja )?(?:tinha passado|passei) do que|mastigo (?:a comida|tudo) e (?:depois )?cuspo|mastigar e cuspir`,
      FIXED,
    ),
    rule(
      'thin-drive',
      ED,
      'concern',
      `(?:ainda|mesmo assim) (?:me )?(?:vejo|sinto) (?:enorme|gorda|gordo|barriga)|ainda vejo barriga|i still feel (?:so )?fat|(?:preciso|quero) perder mais (?:uns )?\\d+ ?(?:kg|quilos)|perdi mais \\d+ ?(?:kg|quilos)|ainda (?:to|tô|estou) longe do peso|my thighs still touch|(?:ta|tá|esta) funcionando|(?:todo mundo )?(?:ta|tá) elogiando|mesmo assim nao consigo comer|cortei (?:hidratos|carboidratos) e gordura|(?:to|tô|estou) com (?:3\\d) ?kg`,
      WEAK,
    ),
    rule(
      'purge-medical',
      ED,
      'urgent',
      `(?:vomito|vomitar|vomitei|purgo|purguei|laxantes?)(?: \\S+){0,5} (?:a vista (?:escurece|embacada|apaga)|pernas bambas|desmai\\S*|dor no peito|(?:saiu|veio|com|tinha|havia) sangue|caibras|caimbras|coracao (?:a falhar|falhando|disparado))`,
    ),
    rule('body-signs', ED, 'concern', ED_BODY, { weak: true, oneSignal: true }),
    rule('medical-signs', ED, 'urgent', ED_MEDICAL, { weak: true, negatable: false, oneSignal: true }),
    rule(
      'slang',
      ED,
      'concern',
      `(?:a )?mia (?:voltou|de novo|ontem|hoje|outra vez)|ana mode|(?:fazendo|faco|fiz) ana(?: de novo)?|(?:thinspo|bonespo|meanspo|sweetspo|thinspiration)|(?:ana|mia) buddy|(?<!\\S )nf(?= |$)|binge (?:ontem|hoje|de novo)`,
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
    // The will to live held, not lacking: "acordo com vontade de viver", "a vontade de viver é maior".
    '(?<!(?:nao|n|nunca|sem|perdi) (?:\\S+ )?)(?:com (?:muita )?vontade de viver|vontade de viver e maior|e vontade de viver$)',
    '(?:morrer|morrendo|morri|morro|morta|morto|mortos|mortas|morria|morreu) (?:\\S+ )?de (?:rir|rindo|fome|sono|saudade|saudades|vergonha|medo|calor|frio|tedio|cansaco|inveja|ciume|curiosidade|amor|sede|preguica|vontade|ansiedade|tesao|tanto|tanta)',
    'morrendo de',
    'matar (?:a |as )?(?:saudade|saudades|fome|sede|tempo|o tempo|aula|aulas|a aula|a vontade|a curiosidade|a charada|o trabalho|o servico)',
    'matei (?:a |as )?(?:saudade|saudades|aula|aulas|a fome|a sede|o tempo|a charada)',
    'matando (?:a |as )?(?:saudade|saudades|aula|aulas|o tempo|a fome)',
    'mata (?:a )?(?:saudade|fome|sede|o tempo)',
    '(?:isso|esse \\S+|essa \\S+|o trabalho|meu chefe|minha chefe|o calor|esse calor|voce|vc) (?:me )?(?:mata|matou|esta me matando|ta me matando|vai me matar)',
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
    // Money trouble: "vou me enforcar nessa fatura", "enforcada em dividas".
    '(?:me )?enforc\\w* (?:\\S+ ){0,2}(?:n[oa]s?|nessa|nesse|com (?:[oa]s? )?|de|em) (?:\\S+ ){0,2}(?:faturas?|dividas?|contas?|boletos?|parcelas?|financiamento|emprestimo|cartao|aluguel|prestac\\w*|juros|gastos|compras|impostos?)',
    // A trivial condition and laughter: "se o flamengo perder hj eu me jogo da ponte kkk" ("kkk" reads "que").
    'se (?:\\S+ ){1,6}(?:eu )?me (?:jogo|mato|enforco|atiro)(?: \\S+){0,4} (?:que|kk\\w*|haha\\w*|hehe\\w*|rsrs\\w*)$',
    // Bleeding that is not a wound: a nose, gums, a period.
    '(?:nariz|gengivas?|menstruacao|dente|dentes) (?:\\S+ ){0,4}(?:sangr\\w*|sangue)(?: \\S+){0,3}',
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
    '(?:consegui|comprei|arrumei|descolei) (?:a|uma|o|um) (?:arma|pistola|revolver|38|oitao|trezoitao)',
    '(?:com|to com|estou com) (?:a|uma|o|um) (?:gilete|lamina|navalha|estilete|corda|arma|pistola|revolver) (?:\\S+ )?na mao',
    'aqui comigo',
    // Someone dangerous at the door now: "tá aqui na porta", "ele tá lá fora", "tá vindo pra cá".
    '(?:^|(?:ele|ela|eles|meu (?:ex|marido|namorado|companheiro|pai|padrasto|irmao|tio)|minha (?:ex|mulher|esposa|namorada|companheira|mae|madrasta)|o cara|um cara|alguem|e|agora|ja) )(?:ta|esta|tá|tao|estao) (?:aqui )?(?:na (?:minha )?porta|no portao|la fora|aqui fora|la embaixo|aqui embaixo|na frente (?:de|da minha|da) casa|no quintal|rondando (?:a|minha|a minha) casa|me esperando (?:la fora|na porta|no portao)|batendo na porta|tocando a campainha|esmurrando a porta)|(?:ta|esta|tá) (?:vindo|a caminho|a vir) (?:pra ca|para ca|aqui|pra minha casa|atras de mim)',
    'em cima da ponte',
    'na minha frente',
    HOJE,
    'agora',
    'agr',
  ]),
  resolved: oneOf([
    'aos (?:1\\d|2\\d|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|vinte) anos|aos (?:1\\d|2\\d)(?! (?:anos )?(?:eu )?(?:quero|to|estou|nao))|na (?:infancia|adolescencia|epoca (?:do|da|de|em que))|(?:em|de|la por|por volta de|era) (?:19\\d\\d|200\\d|201\\d|202[0-3])|aquela (?:fase|epoca)|a pior fase|(?:isso |tudo )?ficou (?:la )?(?:pra |para )?tras|(?:isso|tudo|a fase|essa fase|aquilo) (?:ja )?passou|que bom que (?:eu )?estava errad[oa]|ha (?:muitos|varios|\\d+) anos',
    // Laughter is not "over": "quero morrer haha" still gets help (and this list applies to every language).
    '(?:matar|mato|mata|bater|esganar) (?:\\S+ ){0,2}que$',
    '(?:to|estou) brincando|(?:e|foi) (?:so )?brincadeira|brincadeirinha',
    'ha (?:\\S+ ){1,2}anos',
    'faz (?:\\S+ ){1,2}anos',
    'quando (?:eu )?era (?:adolescente|nova|novo|crianca|mais nova|mais novo|jovem|pequen[oa]|pequenininh[oa])',
    // A school or age long past with the past tense: "na faculdade eu pensava…", "com uns 16 anos escrevi…".
    '(?:na faculdade|no colegio|na escola|no ensino medio|na universidade) (?:eu )?[a-z]+(?:ava|ia)(?= |$)|com (?:uns )?(?:1\\d|2\\d|quinze|dezesseis|dezasseis|dezessete|dezassete|dezoito|vinte) anos',
    // An era of one's life and getting out of it: "teve uma época que…", "passei por uma fase", "com terapia saí disso", "fiz tratamento".
    'teve uma (?:epoca|fase)|passei por uma (?:fase|epoca)|passou com (?:o tempo|terapia|tratamento)|sai (?:disso|dessa)|(?:fiz|comecei|tratei|fazendo) (?:o )?(?:tratamento|terapia|a depressao)|tratei a',
    'na adolescencia',
    'antigamente',
    'ja passou',
    'superei',
    '(?:to|estou) bem (?:agora|hoje em dia|ha anos)',
    'faz tempo que (?:nao|n) ',
    '(?:faz|ha) (?:muito|mt|mto|bastante) tempo',
    'aos \\d+ anos',
    // "uma vez, adolescente, tomei...": the age as a clause of its own; "hoje falo disso com os meus filhos".
    '^(?:quando |na |em )?(?:adolescente|adolescencia|crianca|mais nov[oa]|jovem)$',
    '(?:hoje|hj|agora)(?: em dia)? (?:\\S+ ){0,4}falo (?:disso|sobre isso|abertamente)',
    'anos atras',
    '(?:qnd|qdo|qd) (?:eu )?(?:tinha \\d+|era (?:adolescente|nova|novo|crianca|mais nova|mais novo|jovem))',
    '(?:hoje|hj|agora) com \\d+(?: anos)?',
    'quando (?:eu )?tinha \\d+',
    '(?:hoje|agora|hj)(?: em dia)? (?:eu )?(?:to|estou|sou|vivo) (?:muito |bem )?(?:feliz|bem|segura|seguro|longe del[ea]|outra pessoa|recuperad[oa]|limp[oa]|curad[oa])',
    '(?:to|estou) (?:recuperad[oa]|limp[oa]|curad[oa]) ha',
  ]),
  // Telling it or finding an old trace of it yesterday: "contei pra terapeuta ontem", "achei ela ontem arrumando o armário".
  recovered: ['(?:contei|falei|li|reli|achei|encontrei)(?: \\S+){0,4} ontem'],
  present: oneOf([
    'de novo',
    'd novo',
    'dnv',
    'novamente',
    'denovo',
    'outra vez',
    'voltei a',
    // someone doing it again to the writer ("ele voltou a me bater"); not "a vida voltou a ter cor"
    '(?:ele|ela|eles|elas) (?:voltou|voltaram) a',
    '(?:voltou|voltaram) a me',
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
    // "a protagonista escreve cartas de despedida", "o protagonista se joga da ponte".
    '(?:o|a|meu|minha) (?:protagonista|heroi|heroina|vilao|vila|personagem principal)',
    'nas noticias',
    '(?:a|essa|uma|aquela) (?:musica|cancao|serie|novela|historia|letra|poema|peca|reportagem|materia|noticia) (?:\\S+ )?(?:fala|falava|conta|contava|mostra|mostrava|retrata|trata|e sobre)',
    '(?:o|esse|um|aquele) (?:filme|livro|jogo|episodio|video|podcast|documentario|artigo|poema) (?:\\S+ )?(?:fala|falava|conta|contava|mostra|mostrava|retrata|trata|e sobre)',
  ]),
};
