/** Texts of a trade's own page (/trades/:tradeId): its facts, rule breaks, note, playbook and images. */
export const tradeDetailText = {
  back: 'Voltar aos trades',
  title: (instrument: string, side: string) => `${instrument} · ${side}`,
  lead: (date: string, time: string) => `Trade de ${date} às ${time}`,
  loading: 'Carregando o trade...',
  loadError: 'Não foi possível carregar este trade.',
  retry: 'Tentar novamente',
  notFound: 'Trade não encontrado',
  notFoundLead: 'Ele pode ter sido excluído, ou o endereço está incompleto.',
  edit: 'Editar',
  delete: 'Excluir',
  /** From a list row or the dashboard: the link to this page. */
  openLabel: (trade: string) => `Abrir a página do trade ${trade}`,

  factsTitle: 'Operação',
  result: 'Resultado (P&L)',
  exitDay: 'Saída',
  noValue: '—',
  noStop: 'Sem stop',

  ruleBreaksTitle: 'Quebras de regra',
  ruleBreaksNone: 'Nenhuma regra do seu plano foi quebrada neste trade.',
  breakNote: 'Nota sobre a quebra',

  notesTitle: 'Observações',
  notesNone: 'Nenhuma observação registrada.',

  playbookTitle: 'Playbook',
  playbookNone: 'Nenhum playbook escolhido para este trade.',
  criteriaTitle: 'Critérios de entrada',
  criterionMet: 'presente',
  criterionMissing: 'ausente',
  criterionRequired: 'obrigatório',
  criteriaLoading: 'Carregando os critérios...',
  criteriaError: 'Não foi possível carregar os critérios deste playbook.',
  criteriaNone: 'Este playbook não tem critérios.',
  criteriaCount: (met: number, total: number) => `${met} de ${total} presentes`,
} as const;
