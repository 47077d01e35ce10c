/**
 * Texts of the PDFs generated on the server: the evolution report and a month's tax statement. Money,
 * dates and ratios are formatted by src/server/features/pdf/format.ts (pt-BR, '−' for negatives, dd/mm/aaaa).
 */
import { TAX_DISCLAIMER } from '../tax/disclaimer';

export const pdfText = {
  product: 'MCTrading',
  generatedAt: (when: string) => `Gerado em ${when}`,
  page: (page: number, total: number) => `Página ${page} de ${total}`,
  none: '—',
  infinite: '∞',

  report: {
    title: 'Relatório de evolução',
    documentTitle: (from: string) => `Relatório MCTrading — ${from}`,
    trader: 'Trader',
    period: 'Período',
    allPeriod: 'Todo o período',
    account: 'Conta',
    allAccounts: 'Todas as contas',
    // The app's words (the dashboard's 'Ativo' filter, its 'Pay-off' card), not a glossary's.
    instrument: 'Ativo',
    allInstruments: 'Todos os ativos',
    currency: 'Moeda',
    currencies: { BRL: 'Real (R$)', USD: 'Dólar (US$)' } as Record<'BRL' | 'USD', string>,
    granularityLabel: 'Agrupamento',
    granularity: { month: 'Mês a mês', week: 'Semana a semana' } as Record<'month' | 'week', string>,
    empty: 'Nenhum trade no período escolhido.',

    summaryTitle: 'Resumo do período',
    summaryColumns: {
      metric: 'Métrica',
      current: 'Período',
      previous: 'Período anterior',
      change: 'Variação',
    },
    previousRange: (range: string) => `Período anterior: ${range}.`,
    noPrevious: 'Sem período anterior para comparar.',
    metrics: {
      netPnl: 'Resultado líquido',
      trades: 'Trades',
      winRate: 'Taxa de acerto',
      profitFactor: 'Fator de lucro',
      expectancy: 'Expectativa por trade',
      payoff: 'Pay-off',
      averageR: 'R médio',
      maxDrawdown: 'Drawdown máximo',
      costs: 'Custos',
      tradingDays: 'Dias operados',
      ruleBreaks: 'Quebras de regra',
      challengeDays: 'Dias do desafio (aprovados / reprovados)',
    },
    /** Says where ≥ and ≤ sit in the definitions (the fonts must render both). */
    definitions:
      'Taxa de acerto = ganhos ÷ (ganhos + perdas); trades com |resultado| ≤ a tolerância de empate ficam à parte. ' +
      'Fator de lucro = lucro bruto ÷ |prejuízo bruto| (≥ 1 quando o período ganha mais do que perde; ∞ sem perdas). ' +
      'Valores líquidos de custos.',

    equityTitle: 'Curva de capital e drawdown',
    equityLegend: 'Resultado acumulado',
    drawdownLegend: 'Drawdown (queda abaixo do pico)',
    equityTrades: (count: number, trades: string) =>
      `Eixo horizontal: ${count === 1 ? 'o trade' : `${trades} trades na ordem em que foram feitos`}.`,
    equityDownsampled: (shown: string, total: string) =>
      `Curva reduzida a ${shown} pontos de ${total} trades (picos e vales preservados).`,

    cutsTitle: { month: 'Mês a mês', week: 'Semana a semana' } as Record<'month' | 'week', string>,
    cutsNote: 'Abaixo de cada valor, a variação em relação ao mês ou semana anterior.',
    cutColumns: {
      cut: 'Período',
      trades: 'Trades',
      netPnl: 'Resultado',
      winRate: 'Acerto',
      profitFactor: 'Fator',
      expectancy: 'Expectativa',
      payoff: 'Pay-off',
      averageR: 'R médio',
      maxDrawdown: 'DD máx.',
      ruleBreaks: 'Quebras',
      challenge: 'Desafio',
    },
    week: (n: string) => `Sem. ${n}`,

    emotionsTitle: 'Emoções',
    emotionColumns: {
      emotion: 'Emoção',
      trades: 'Trades',
      winRate: 'Acerto',
      total: 'Resultado',
      average: 'Média por trade',
    },
    groupSuffix: '(grupo)',

    daysTitle: 'Melhores e piores dias',
    bestDays: 'Melhores dias',
    worstDays: 'Piores dias',
    dayColumns: { date: 'Data', trades: 'Trades', pnl: 'Resultado' },

    breakdownsTitle: 'Por ativo, dia da semana, horário e tag',
    breakdowns: {
      byInstrument: 'Ativo',
      byWeekday: 'Dia da semana',
      byHour: 'Horário',
      byTag: 'Tag',
    },
    bucketColumns: { trades: 'Trades', winRate: 'Acerto', pnl: 'Resultado' },
    noTags: 'Nenhum trade com tag no período.',
    hour: (h: string) => `${h}h`,

    playbooksTitle: 'Por playbook',
    playbookColumns: {
      playbook: 'Playbook',
      trades: 'Trades',
      winRate: 'Acerto',
      expectancy: 'Expectativa',
      payoff: 'Pay-off',
      profitFactor: 'Fator',
      pnl: 'Resultado',
    },
    noPlaybook: 'Sem playbook',
    smallSample: 'amostra pequena',
    playbooksNote:
      'Com menos de 20 trades, a linha é marcada "amostra pequena": os números ainda não são um achado.',
  },

  tax: {
    title: 'Imposto de renda — day trade',
    documentTitle: (month: string) => `Apuração MCTrading — ${month}`,
    trader: 'Trader',
    month: 'Mês de apuração',
    notice: TAX_DISCLAIMER,

    statementTitle: 'Demonstrativo do mês',
    pools: { dayTrade: 'Day trade', swingTrade: 'Swing trade' },
    rows: {
      trades: 'Operações encerradas',
      gains: 'Ganhos',
      losses: 'Perdas',
      result: 'Resultado líquido do mês',
      lossCarriedIn: 'Prejuízo a compensar (meses anteriores)',
      lossUsed: 'Prejuízo compensado',
      base: 'Base de cálculo',
      rate: 'Alíquota',
      tax: 'Imposto',
      lossCarriedOut: 'Prejuízo a compensar nos próximos meses',
    },

    irrfTitle: 'IRRF (imposto retido na fonte)',
    irrfRows: {
      withheld: 'Retido no mês',
      carriedIn: 'Saldo de meses anteriores',
      used: 'Deduzido do imposto',
      carriedOut: 'Saldo para os próximos meses',
    },

    dueTitle: 'Imposto a pagar',
    dueRows: {
      taxBeforeIrrf: 'Imposto dos dois tipos de operação',
      irrfUsed: 'IRRF deduzido',
      taxAfterIrrf: 'Imposto após o IRRF',
      smallTaxCarriedIn: 'Imposto abaixo de R$ 10,00 de meses anteriores',
      taxDue: 'Imposto devido no mês',
      smallTaxCarriedOut: 'Imposto abaixo de R$ 10,00 levado ao próximo mês',
    },
    minimumRule:
      'O DARF só é pago quando o total é ≥ R$ 10,00; abaixo disso, o valor soma-se ao do mês seguinte.',

    darfTitle: 'DARF',
    darf: {
      name: 'Nome',
      code: 'Código da receita',
      periodEnd: 'Período de apuração',
      dueDate: 'Data de vencimento',
      amount: 'Valor do principal',
      total: 'Valor total',
      finesNote: 'Pago após o vencimento, o DARF tem multa e juros (calcule no Sicalc da Receita Federal).',
    },
    noDarf: 'Nenhum DARF a pagar neste mês.',
    noDarfSmall: (amount: string) =>
      `O imposto de ${amount} fica abaixo de R$ 10,00 e é levado ao próximo mês.`,

    usd: (trades: string, result: string) =>
      `${trades} trades em dólar neste mês, resultado ${result}: tributados na declaração anual ` +
      '(Lei 14.754/2023), sem DARF mensal. Não entram neste cálculo.',
    excluded: (count: string) =>
      `${count} trades em reais de instrumentos fora da B3 ficaram fora do cálculo deste ano.`,
  },
};
