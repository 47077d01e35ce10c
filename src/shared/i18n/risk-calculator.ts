/**
 * Texts of the position-size calculator (the /risk section and the compact dialog of the trade form), in
 * Portuguese. The e2e tests read them from here.
 */

const contractsWord = (n: number) => (n === 1 ? '1 contrato' : `${n} contratos`);

export const riskCalculatorText = {
  title: 'Calculadora de tamanho da posição',
  lead: 'Quantos contratos o seu stop permite sem passar do risco por trade.',
  openButton: 'Calcular tamanho da posição',
  dialogDescription:
    'Os valores do trade já vêm preenchidos. Ajuste o risco e o stop para ver quantos contratos usar.',
  loading: 'Carregando a calculadora...',
  loadError: 'Não foi possível carregar os ativos. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',

  inputsLabel: 'Dados do cálculo',
  riskMode: 'Risco em',
  riskModeMoney: 'Dinheiro',
  riskModePercent: '% do capital',
  risk: 'Risco por trade',
  riskHintPlan: 'Vem do seu plano de risco.',
  riskHintFallback: 'Plano de risco indisponível: 1% do capital da conta.',
  riskHintNoCapital:
    'A conta não tem capital inicial: informe o risco em dinheiro, ou o capital para usar %.',
  riskAsMoney: (money: string) => `Equivale a ${money} por trade.`,
  riskAboveWarn: (percent: string) => `Acima de ${percent}% do capital: mais do que o recomendado por trade.`,
  capital: 'Capital da conta',
  capitalHint: 'Base do risco em %: o capital inicial da conta.',
  instrument: 'Ativo',
  pointValueHint: (point: string, tick: string, ticksPerPoint: string) =>
    `Valor do ponto: ${point} (tick de ${tick} × ${ticksPerPoint} tick por ponto).`,
  stop: 'Distância do stop (pontos)',
  stopHint: 'Quantos pontos entre a entrada e o stop.',
  cost: 'Custo por contrato',
  costHint: 'Corretagem e taxas de ida e volta de um contrato (padrão das suas configurações).',
  entry: 'Preço de entrada (opcional)',
  entryHint: 'Para ver o preço de cada alvo.',
  side: 'Lado',
  buy: 'Compra',
  sell: 'Venda',
  currencyMismatch: (account: string, instrument: string) =>
    `A conta está em ${account} e o ativo é cotado em ${instrument}: confira se o risco está na moeda do ativo.`,

  resultsLabel: 'Resultado',
  pending: 'Preencha o risco e a distância do stop para ver o tamanho da posição.',
  contracts: 'Tamanho da posição',
  contractsUnit: (n: number) => (n === 1 ? 'contrato' : 'contratos'),
  contractsExplain: 'O maior número de contratos cujo risco cabe no seu risco por trade.',
  summary: (contracts: number, risk: string) => `${contractsWord(contracts)}, risco real de ${risk}.`,
  realRisk: 'Risco real',
  realRiskExplain: 'O que você perde se o stop for atingido com esses contratos.',
  realRiskPercent: (percent: string) => `${percent}% do capital`,
  perContract: 'Risco por contrato',
  perContractExplain: 'Stop em pontos × valor do ponto + custo por contrato.',
  tooWide: 'Stop largo demais para 1 contrato com este risco',
  tooWideDetail: (perContract: string, risk: string) =>
    `Um contrato arrisca ${perContract}, mais que o risco de ${risk}. Aproxime o stop ou aumente o risco.`,

  overPlanMax: (max: number, symbol: string) =>
    `Acima do máximo do seu plano: ${contractsWord(max)} de ${symbol}. Registrar mais conta como quebra de regra.`,
  targets: 'Alvos',
  targetsCaption: 'Alvos de 1R, 2R e 3R em pontos e preço',
  target: 'Alvo',
  targetPoints: 'Pontos',
  targetPrice: 'Preço',
  targetExplain: {
    1: 'Ganha o mesmo que arrisca.',
    2: 'Ganha o dobro do risco.',
    3: 'Ganha o triplo do risco.',
  } as Record<1 | 2 | 3, string>,
  targetsNoPrice: 'Informe a entrada e o lado para ver os preços.',

  applyContracts: (n: number) => `Usar ${contractsWord(n)}`,
  used: (n: number) => `${contractsWord(n)} no trade.`,

  errors: {
    notNumber: 'Informe um número, como 1.234,50',
    risk: 'Informe um risco maior que zero',
    capital: 'Informe o capital da conta para calcular o risco em %',
    capitalNegative: 'O capital não pode ser negativo',
    stop: 'Informe uma distância de stop maior que zero',
    cost: 'O custo não pode ser negativo',
    entry: 'Informe um preço de entrada maior que zero',
    instrument: 'Escolha um ativo',
    pointValue: 'Este ativo não tem valor de ponto. Ajuste o tick em Configurações.',
  },
};
