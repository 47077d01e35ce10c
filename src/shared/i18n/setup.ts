/**
 * Texts of the first-run setup (/setup): five short steps after release. The broker's costs are explained
 * in words — never a figure filled in as if it were the trader's.
 */
export const setupText = {
  title: 'Vamos configurar o seu diário',
  lead: 'Cinco passos rápidos para que seus resultados, custos e limites sejam os seus. Você pode pular e voltar depois.',
  stepOf: (n: number, total: number) => `Passo ${n} de ${total}`,
  progressLabel: 'Progresso da configuração',
  skipAll: 'Pular configuração',
  skipStep: 'Pular esta etapa',
  back: 'Voltar',
  next: 'Continuar',
  saving: 'Salvando...',
  loading: 'Carregando...',
  loadError: 'Não foi possível carregar. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  saveError: 'Não foi possível salvar',
  saveErrorDetail: 'Confira os campos e tente novamente.',
  skipError: 'Não foi possível pular a configuração',

  account: {
    title: 'Sua conta',
    lead: 'A conta onde você opera. O capital inicial é a base do risco em %: sem ele, 1% de risco não vale nada.',
    name: 'Nome da conta',
    nameHint: 'Ex.: Conta XP, Clear day trade.',
    currency: 'Moeda',
    brl: 'Real (R$)',
    usd: 'Dólar (US$)',
    capital: 'Capital inicial',
    capitalHint: 'Quanto há na conta para operar. Ex.: 5.000,00.',
  },

  costs: {
    title: 'Ativos e custos por contrato',
    lead: 'Marque os ativos que você opera e informe quanto paga por contrato, ida e volta (compra e venda). Esse valor entra em cada trade novo, para que o resultado e o DARF sejam líquidos.',
    instruments: 'Ativos que você opera',
    costLabel: (symbol: string) => `Custo por contrato de ${symbol} (ida e volta)`,
    costHint: 'Em branco: sem custo padrão. Você pode mudar depois em Configurações.',
    whereTitle: 'Onde encontrar esses valores',
    where: [
      'Corretagem: muitas corretoras não cobram corretagem de minicontratos (WIN, WDO) no day trade; outras cobram um valor fixo por contrato. Confira a tabela de custos da sua corretora.',
      'Emolumentos e taxa de registro (taxas da B3): são cobrados em todo contrato, mesmo com corretagem zero. No day trade costumam ser de centavos por contrato no WIN e um pouco maiores no WDO.',
      'Na nota de corretagem, no resumo financeiro do dia: some a taxa de registro, os emolumentos, a corretagem (ou taxa operacional) e o ISS, e divida pelo número de contratos operados (uma compra e uma venda contam como uma ida e volta).',
    ],
  },

  plan: {
    title: 'Seu plano de risco',
    lead: 'Quanto você aceita perder em um trade e em um dia. O MCTrading avisa quando você se aproxima de um limite — ele nunca impede você de registrar um trade.',
    unit: 'Unidade',
    percent: '%',
    r: 'R',
    oneR: (money: string) => `1R = ${money}`,
    oneRUnknown: 'Informe o capital da conta (passo 1) ou o risco em dinheiro para saber quanto vale 1R.',
    dailyLoss: (money: string) => `Perda máxima do dia: ${money}`,
    moreLater: 'O máximo de trades por dia, as pausas e os limites de contratos ficam em Gestão de risco.',
  },

  timezone: {
    title: 'Seu fuso horário',
    lead: 'O dia de trading, os limites diários e os impostos seguem o fuso em que você opera.',
    label: 'Fuso horário',
  },

  start: {
    title: 'Tudo pronto para começar',
    lead: 'Traga o seu histórico ou registre o trade de hoje.',
    import: 'Importar meu histórico',
    importHint: 'Arquivos do Profit, MetaTrader 5, NinjaTrader, Tradovate ou CSV.',
    firstTrade: 'Registrar meu primeiro trade',
    firstTradeHint: 'Preencha os dados de um trade em poucos campos.',
    dashboard: 'Ir para o painel',
    error: 'Não foi possível concluir a configuração',
  },
};
