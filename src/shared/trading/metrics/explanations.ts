import type { ExcursionRow, Metrics } from '../dashboard-contract';

/**
 * The metrics that have an explanation: all of `Metrics` but the currency and the "infinite" flag, and the
 * per-instrument averages of MEP/MEN (`ExcursionRow`).
 */
export type ExplainedMetric =
  | Exclude<keyof Metrics, 'currency' | 'profitFactorInfinite'>
  | Extract<keyof ExcursionRow, 'averageMep' | 'averageMen' | 'averageLoserMen'>;

/**
 * One short pt-BR sentence per metric, with its formula, for the cards' tooltips. The same definitions, with every
 * edge case, are in docs/metrics.md — change both together.
 */
export const METRIC_EXPLANATIONS: Record<ExplainedMetric, string> = {
  totalTrades: 'Quantidade de trades do período, na moeda exibida.',
  winners: 'Trades com P&L líquido acima da tolerância de empate.',
  losers: 'Trades com P&L líquido abaixo de menos a tolerância de empate.',
  breakevens: 'Trades de empate: |P&L líquido| ≤ tolerância de empate (padrão R$ 0,00).',
  totalPnl: 'Soma do P&L líquido (já descontados os custos) de todos os trades do período.',
  grossProfit: 'Lucro bruto: soma do P&L líquido dos trades vencedores.',
  grossLoss: 'Prejuízo bruto: soma do P&L líquido dos trades perdedores (valor negativo).',
  totalCosts: 'Soma dos custos (corretagem, emolumentos, taxas) de todos os trades.',
  winRate: 'Taxa de acerto = vencedores ÷ (vencedores + perdedores). Empates ficam fora da conta. Meta: 60%.',
  profitFactor:
    'Fator de lucro = lucro bruto ÷ |prejuízo bruto|. Acima de 1,25 é excelente; sem perdas, é infinito (∞).',
  expectancy:
    'Expectativa = P&L líquido total ÷ número de trades: quanto cada trade rende, em média (empates incluídos).',
  averageWin: 'Ganho médio = lucro bruto ÷ número de trades vencedores.',
  averageLoss: 'Perda média = prejuízo bruto ÷ número de trades perdedores (valor negativo).',
  payoff: 'Pay-off = ganho médio ÷ |perda média|. Acima de 1,0 é bom; acima de 1,5, excelente.',
  currentStreak:
    'Sequência atual: ganhos (+) ou perdas (−) seguidos até o último trade. Um empate zera a sequência.',
  longestWinStreak: 'Maior número de trades vencedores seguidos (um empate interrompe a sequência).',
  longestLossStreak: 'Maior número de trades perdedores seguidos (um empate interrompe a sequência).',
  maxDrawdown:
    'Drawdown máximo = maior queda do P&L acumulado abaixo do seu pico anterior (o pico começa em 0).',
  maxDrawdownPct:
    'Drawdown máximo % = maior (pico − vale) ÷ pico, com pico e vale somados ao capital inicial da conta.',
  largestWin: 'Maior P&L líquido entre os trades vencedores.',
  largestLoss: 'Maior perda: o P&L líquido mais negativo entre os trades perdedores.',
  averageMep:
    'MEP médio, por ativo: média da máxima excursão positiva (em pontos) dos trades do ativo que a registraram.',
  averageMen:
    'MEN médio, por ativo: média da máxima excursão negativa (em pontos) dos trades do ativo que a registraram.',
  mepEfficiency:
    'Eficiência = média, nos vencedores com MEP, de pontos realizados ÷ MEP: quanto do movimento a favor foi capturado.',
  menTaken:
    'MEN aproveitado = média, nos perdedores com MEN, de |pontos realizados| ÷ MEN: quanto do movimento contra foi sofrido.',
  averageLoserMen:
    'MEN médio dos perdedores, por ativo: até onde, em pontos, o preço foi contra antes da saída.',
  averageR:
    'R médio = média de P&L ÷ risco nos trades com stop, sendo risco = |entrada − stop| × valor do ponto × contratos.',
  rTrades: 'Quantidade de trades com stop registrado (a base do R médio).',
};

/** The dashboard's figures beyond `Metrics` (R distribution, "Custo da indisciplina"); same rule: docs/metrics.md. */
export const SECTION_EXPLANATIONS = {
  rDistribution:
    'Quantos trades terminaram em cada faixa de R (P&L ÷ risco). Só entram os trades com stop; os sem stop ficam de fora.',
  rExcluded: 'Trades sem stop registrado (ou com stop no preço de entrada): sem risco definido, não têm R.',
  discipline:
    'Curva de P&L acumulado com todos os trades e sem os trades que quebraram uma regra do plano de risco. A diferença é o P&L desses trades.',
} as const;
