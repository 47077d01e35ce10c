/**
 * Texts of R-multiples and rule breaks as the trader sees them: the dashboard's average-R card, R distribution and
 * "Custo da indisciplina", and the rule-break badge, filter and note on /trades. The rules' own names are
 * RULE_BREAK_LABELS (src/shared/risk/contract.ts). Money and numbers are formatted by the caller.
 */
const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

export const rMultipleText = {
  card: {
    label: 'R médio',
    /** The value: '1,25 R'. */
    value: (r: string) => `${r} R`,
    sub: (withStop: number) => `Em ${withStop} ${plural(withStop, 'trade com stop', 'trades com stop')}`,
    noneWithStop: 'Nenhum trade com stop no período',
  },
  excluded: (n: number) =>
    n === 0
      ? 'Todos os trades têm stop'
      : `${n} ${plural(n, 'trade sem stop ficou de fora', 'trades sem stop ficaram de fora')}`,
  distribution: {
    title: 'Distribuição de R',
    lead: 'Quantos trades terminaram em cada faixa de R (resultado ÷ risco até o stop).',
    infoLabel: 'Como é calculado: distribuição de R',
    /** Bin names: '< −2', '−2 a −1', …, '≥ 3' (with a real minus sign). */
    bin: (from: number | null, to: number | null) => {
      const n = (v: number) => (v < 0 ? `−${-v}` : String(v));
      if (from === null && to !== null) return `< ${n(to)}`;
      if (to === null && from !== null) return `≥ ${n(from)}`;
      return `${n(from ?? 0)} a ${n(to ?? 0)}`;
    },
    binSummary: (bin: string, count: number) => `${bin} R: ${count} ${plural(count, 'trade', 'trades')}`,
    axis: 'R',
    none: 'Nenhum trade com stop no período: registre o stop para ver seus resultados em R.',
  },
};

export const disciplineText = {
  title: 'Custo da indisciplina',
  lead: 'Seu resultado com todos os trades e sem os trades que quebraram uma regra do seu plano de risco.',
  infoLabel: 'Como é calculado: custo da indisciplina',
  /** brokenPnl < 0 */
  cost: (amount: string) => `As quebras de regra custaram ${amount}`,
  /** brokenPnl > 0 */
  gain: (amount: string) => `As quebras de regra renderam ${amount} — ainda assim fora do plano`,
  /** brokenPnl = 0 */
  even: 'As quebras de regra não mudaram o resultado — ainda assim fora do plano',
  broken: (n: number, total: number) =>
    `${n} de ${total} ${plural(total, 'trade', 'trades')} ${plural(n, 'quebrou', 'quebraram')} ao menos uma regra`,
  seeTrades: 'Ver trades com quebra',
  all: 'Com todos os trades',
  clean: 'Sem as quebras de regra',
  finalAll: (amount: string) => `Resultado com todos: ${amount}`,
  finalClean: (amount: string) => `Sem as quebras: ${amount}`,
  summary: (all: string, clean: string, n: number) =>
    `Gráfico de duas linhas ao longo de ${n} ${plural(n, 'trade', 'trades')}: com todos os trades o resultado final é ${all}; sem os trades que quebraram regra seria ${clean}.`,
  downsampled: (shown: number, total: number) => `${shown} de ${total} pontos exibidos`,
  empty: 'Nenhum trade quebrou uma regra do seu plano neste período. Continue assim!',
};

export const ruleBreakText = {
  /** The compact badge: the rule's name when one, 'N regras' when more. */
  badge: (n: number) => `${n} ${plural(n, 'regra', 'regras')}`,
  badgeLabel: (rules: string) => `Quebra de regra: ${rules}. Ver detalhes e nota`,
  popoverTitle: 'Regras quebradas neste trade',
  noteLabel: 'Nota sobre a quebra',
  noNote: 'Sem nota.',
  addNote: 'Adicionar nota',
  editNote: 'Editar nota',
  dialogTitle: 'Nota sobre a quebra de regra',
  dialogDescription: 'O que aconteceu? Escrever ajuda a não repetir.',
  notePlaceholder: 'Ex.: entrei sem stop porque o mercado disparou.',
  save: 'Salvar nota',
  saving: 'Salvando...',
  saved: 'Nota salva',
  saveError: 'Não foi possível salvar a nota',
  saveErrorDetail: 'Confira o texto e tente novamente.',
  filter: 'Quebra de regra',
  filterAll: 'Todas',
  filterAny: 'Com qualquer quebra',
  /** An imported trade whose file could not carry a stop: unknown, not missing (no rule break). */
  stopUnknown: 'Stop não informado',
  stopUnknownHint:
    'O arquivo importado não traz o stop: este trade não conta como quebra de regra e fica fora do R. Edite o trade para informar o stop.',
};
