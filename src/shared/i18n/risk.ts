import type { LimitKind } from '../risk/contract';

/**
 * Texts of /risk (the plan form, the 'Hoje' panel) and of the live limit alerts, in Portuguese. Money is formatted
 * by src/shared/format and handed in as text; these functions only build the sentences.
 */
export const riskText = {
  navLabel: 'Risco',
  title: 'Gestão de risco',
  lead: 'Seu plano de cada conta e o seu dia de hoje. O MCTrading avisa quando você se aproxima de um limite — ele nunca impede você de registrar um trade.',
  account: 'Conta',
  accountHint: 'Cada conta tem o seu plano.',
  loadError: 'Não foi possível carregar. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  loading: 'Carregando...',
  calculatorTitle: 'Tamanho da posição',
  calculatorLead: 'Quantos contratos cabem no seu risco por trade, dado o stop.',

  plan: {
    title: 'Plano de risco',
    lead: 'Os limites que você se compromete a seguir nesta conta. Os trades que os quebram ficam marcados.',
    riskValue: 'Risco por trade',
    riskHintPercent: (capital: string, money: string) =>
      `Quanto você aceita perder em um trade: % do capital da conta (${capital}), hoje ${money}.`,
    riskHintNoCapital: 'A conta não tem capital inicial: informe o capital da conta, ou o risco em dinheiro.',
    riskHintMoney: 'Quanto você aceita perder em um trade, em dinheiro. Esse valor é o seu 1R.',
    riskWarning: (percent: string) =>
      `Atenção: arriscar mais de ${percent}% do capital por trade costuma levar a perdas grandes em sequência.`,
    modeLabel: (field: string) => `Unidade de ${field}`,
    percent: '%',
    money: 'R$',
    moneyUsd: 'US$',
    r: 'R',
    /** What a screen reader hears for each unit's segment. */
    spokenPercent: '% do capital',
    spokenMoney: 'em dinheiro',
    spokenR: 'em R (múltiplos de 1R)',
    dailyLossValue: 'Perda máxima do dia',
    dailyLossHint: (money: string) => `Ao perder isto no dia, pare de operar. Equivale a ${money}.`,
    dailyLossHintR: (money: string, r: string) =>
      `Ao perder isto no dia, pare de operar. Em R: ${r} × 1R = ${money}.`,
    dailyGainLock: 'Meta de ganho do dia (opcional)',
    dailyGainLockHint: 'Ao ganhar isto no dia, pare e proteja o resultado. Em branco: sem meta.',
    maxTradesPerDay: 'Máximo de trades por dia',
    maxTradesPerDayHint: 'Trades além deste número no mesmo dia contam como quebra de regra.',
    stopAfterLosses: 'Parar após perdas seguidas',
    stopAfterLossesHint: 'Depois de tantas perdas em sequência, faça uma pausa.',
    cooldownMinutes: 'Pausa após a sequência (minutos)',
    cooldownMinutesHint: 'Por quanto tempo ficar sem operar depois da sequência de perdas. 0: sem pausa.',
    maxContracts: 'Máximo de contratos por ativo',
    maxContractsHint: 'Opcional: o maior número de contratos por trade em cada ativo.',
    maxContractsEmpty: 'Nenhum ativo com limite de contratos.',
    instrument: 'Ativo',
    contracts: 'Contratos',
    addInstrument: 'Adicionar ativo',
    removeInstrument: (symbol: string) => `Remover o limite de ${symbol || 'ativo'}`,
    chooseInstrument: 'Escolha um ativo',
    duplicateInstrument: 'Este ativo já tem um limite',
    submit: 'Salvar plano',
    saving: 'Salvando...',
    saved: 'Plano salvo',
    savedDetail: 'Os trades do dia já foram avaliados com o novo plano.',
    saveError: 'Erro ao salvar o plano',
    saveErrorDetail: 'Não foi possível salvar o plano de risco.',
    requireStop: 'Exigir stop em todo trade',
    requireStopHint:
      'Um trade registrado sem stop conta como quebra de regra. Trades importados de arquivos que não trazem o stop (Profit, MetaTrader 5…) ficam como "stop não informado", sem quebra.',
    /** Shown above the form until the trader saves a plan. */
    notConfirmed:
      'Você ainda não definiu o seu plano: os valores abaixo são só um ponto de partida. Revise e salve para que eles passem a valer.',
  },

  capital: {
    label: 'Capital inicial da conta',
    hint: 'A base do risco em %: 1% de R$ 10.000,00 é R$ 100,00 por trade.',
    submit: 'Salvar capital',
    saving: 'Salvando...',
    saved: 'Capital salvo',
    savedDetail: 'O risco em % e os limites em R já usam o novo capital.',
    saveError: 'Erro ao salvar o capital',
    saveErrorDetail: 'Não foi possível salvar o capital da conta.',
  },

  today: {
    title: 'Hoje',
    titleFor: (account: string) => `Hoje · ${account}`,
    lead: (date: string) => `Seu dia de trading (${date}), no seu fuso horário.`,
    stateLabel: 'Situação do dia',
    empty: 'Nenhum trade hoje',
    emptyLead: 'Os limites abaixo valem a partir do primeiro trade.',
    loadError: 'Não foi possível carregar o seu dia.',
    pnl: 'Resultado do dia',
    lossBar: 'Perda do dia',
    lossBarHint: 'Quanto da perda máxima do dia você já usou.',
    lossBarValue: (loss: string, limit: string) => `${loss} de ${limit}`,
    noLossLimit: 'Sem limite',
    noLossLimitHint: 'Sem capital na conta, um risco em % não vale dinheiro: defina o risco em R$ no plano.',
    gainBar: 'Meta de ganho',
    gainBarHint: 'Quanto da meta de ganho do dia você já alcançou.',
    gainBarValue: (gain: string, lock: string) => `${gain} de ${lock}`,
    trades: 'Trades do dia',
    tradesHint: 'Trades registrados hoje contra o máximo do seu plano.',
    tradesValue: (n: number, cap: number) => `${n} de ${cap}`,
    streak: 'Perdas seguidas',
    streakHint: (n: number) => `A sequência atual de perdas; ao chegar a ${n}, faça uma pausa.`,
    streakValue: (n: number, of: number) => `${n} de ${of}`,
    cooldown: 'Pausa em andamento',
    cooldownHint: 'Tempo que falta para voltar a operar, segundo o seu plano.',
    cooldownNone: 'Sem pausa',
    cooldownNoneHint: 'Nenhuma pausa em andamento.',
    cooldownLabel: (mmss: string) => `Faltam ${mmss}`,
    percentUsed: (n: number) => `${n}% do limite`,
    seePlan: 'Ver o plano de risco',
    /** Until the trader confirms a plan (the setup or /risk): never 'Dentro do plano' against limits not chosen. */
    notSet: 'Plano não definido',
    notSetLead: 'Defina o seu risco por trade e a perda máxima do dia para acompanhar seus limites aqui.',
    setPlan: 'Definir meu plano',
  },

  alerts: {
    limitNames: {
      'daily-loss': 'Limite de perda diária',
      'gain-lock': 'Meta de ganho do dia',
      'trade-cap': 'Limite de trades do dia',
      'loss-streak': 'Perdas seguidas',
    } satisfies Record<LimitKind, string>,
    title: (limit: string, level: number) => `${limit}: ${level}%`,
    reachedTitle: 'Limite atingido — pare por hoje',
    /** Below 100%: what was used, with the figures when known. */
    used: {
      'daily-loss': (level: number, used?: string, limit?: string) =>
        `Você usou ${level}% da perda máxima do dia${used && limit ? ` (${used} de ${limit})` : ''}.`,
      'gain-lock': (level: number, used?: string, limit?: string) =>
        `Você alcançou ${level}% da meta de ganho do dia${used && limit ? ` (${used} de ${limit})` : ''}.`,
      'trade-cap': (level: number, used?: string, limit?: string) =>
        `Você usou ${level}% dos trades do dia${used && limit ? ` (${used} de ${limit})` : ''}.`,
      'loss-streak': (level: number, used?: string, limit?: string) =>
        `Você chegou a ${level}% das perdas seguidas do seu plano${used && limit ? ` (${used} de ${limit})` : ''}.`,
    } satisfies Record<LimitKind, (level: number, used?: string, limit?: string) => string>,
    /** At 100%. */
    reached: {
      'daily-loss': (used?: string, limit?: string) =>
        `Você atingiu a perda máxima do dia${used && limit ? ` (${used} de ${limit})` : ''}.`,
      'gain-lock': (used?: string, limit?: string) =>
        `Você bateu a meta de ganho do dia${used && limit ? ` (${used} de ${limit})` : ''}. Proteja o resultado.`,
      'trade-cap': (used?: string, limit?: string) =>
        `Você fez todos os trades do dia${used && limit ? ` (${used} de ${limit})` : ''}.`,
      'loss-streak': (used?: string, limit?: string) =>
        `Você chegou ao limite de perdas seguidas${used && limit ? ` (${used} de ${limit})` : ''}. Faça uma pausa.`,
    } satisfies Record<LimitKind, (used?: string, limit?: string) => string>,
    inAccount: (description: string, account: string) => `${description} Conta: ${account}.`,
    breathe: 'Pausa para respirar',
  },
};
