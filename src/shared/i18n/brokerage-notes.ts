/** Texts of the brokerage notes (/notas, the import, the notes' marks on /impostos and on a trade). */
export const notesText = {
  navLabel: 'Notas de corretagem',
  title: 'Notas de corretagem',
  lead: 'Importe as notas da corretora: os custos e o IRRF do dia passam a ser os da nota, e cada dia é conferido com o seu diário.',
  importSource: 'Notas de corretagem (PDF)',
  sourceLabel: 'O que você vai importar',
  sourceCsv: 'Planilha (CSV)',
  seeNotes: 'Ver notas importadas',
  import: {
    title: 'Importar notas',
    files: 'PDFs das notas ou um ZIP',
    filesHint: 'Escolha vários PDFs de uma vez (um mês de notas, por exemplo) ou um ZIP com eles.',
    account: 'Conta',
    password: 'Senha dos PDFs',
    passwordHint: 'Usada só nesta leitura e nunca guardada. Muitas corretoras usam os dígitos do CPF.',
    passwordNeeded: 'Algum PDF é protegido por senha: informe a senha e envie de novo.',
    keepPdfs: 'Guardar os PDFs (contam no seu espaço de imagens)',
    keepPdfsHint: 'Sem marcar, os PDFs são lidos e descartados: só os valores da nota ficam guardados.',
    submit: 'Importar notas',
    sending: 'Enviando…',
    reading: 'Lendo as notas…',
    chosen: (n: number) => (n === 1 ? '1 arquivo escolhido' : `${n} arquivos escolhidos`),
    noFiles: 'Escolha ao menos um PDF ou ZIP.',
    summary: (r: { imported: number; alreadyImported: number; corrected: number; failed: number }) =>
      [
        // "0 notas importadas" only when nothing else was stored either.
        r.imported || (!r.corrected && !r.alreadyImported)
          ? r.imported === 1
            ? '1 nota importada'
            : `${r.imported} notas importadas`
          : '',
        r.corrected ? (r.corrected === 1 ? '1 nota corrigida' : `${r.corrected} notas corrigidas`) : '',
        r.alreadyImported
          ? r.alreadyImported === 1
            ? '1 já importada'
            : `${r.alreadyImported} já importadas`
          : '',
        r.failed ? (r.failed === 1 ? '1 arquivo com erro' : `${r.failed} arquivos com erro`) : '',
      ]
        .filter(Boolean)
        .join(' · '),
    results: 'Resultado por arquivo',
    status: {
      imported: 'Importada',
      'already-imported': 'Já importada (nada mudou)',
      'partly-imported': 'Em parte já importada',
      corrected: 'Corrigida (nova versão)',
      'password-required': 'Precisa de senha',
      error: 'Não foi lida',
    },
    correctedHint:
      'A corretora reemitiu a nota: os valores e os negócios guardados foram substituídos pelos desta versão, e os custos do dia, recalculados.',
    outcome: { imported: 'nova', 'already-imported': 'já importada', corrected: 'corrigida' },
    notesIn: (numbers: string[]) => `Nota nº ${numbers.join(', ')}`,
  },
  list: {
    month: 'Mês',
    empty: 'Nenhuma nota neste mês.',
    loadError: 'Não foi possível carregar as notas.',
    retry: 'Tentar de novo',
    emptyHint: 'Importe os PDFs da corretora acima.',
    caption: 'Notas do mês',
    number: (n: string) => `Nota nº ${n}`,
    segment: { bmf: 'BM&F', bovespa: 'Bovespa' },
    result: 'Resultado day trade',
    costs: 'Custos',
    irrf: 'IRRF',
    accepted: 'Diferenças aceitas',
    corrected: 'Corrigida',
    warnings: 'Totais não conferem',
    open: 'Ver nota',
    hasPdf: 'PDF guardado',
  },
  detail: {
    back: 'Voltar às notas',
    title: (n: string) => `Nota nº ${n}`,
    loadError: 'Não foi possível carregar a nota.',
    summary: 'Resumo da nota',
    executions: 'Negócios',
    costsTitle: 'Custos',
    costs: {
      brokerageCents: 'Corretagem',
      exchangeFeesCents: 'Emolumentos / taxas BM&F',
      registrationFeeCents: 'Taxa de registro',
      settlementFeeCents: 'Taxa de liquidação',
      issCents: 'ISS',
      operationalFeeCents: 'Taxa operacional',
      otherCostsCents: 'Outros custos',
    },
    totalCosts: 'Total dos custos',
    irrf: 'IRRF day trade',
    netTotal: 'Total líquido da nota',
    reconcile: 'Conferência com o diário',
    agrees: 'O dia confere: todos os negócios estão no diário e o resultado é o mesmo.',
    kinds: {
      matched: 'Confere',
      'missing-in-journal': 'Falta no diário',
      'missing-in-note': 'Não está na nota',
      different: 'Diferente',
    },
    fields: { contracts: 'quantidade', price: 'preço' },
    noteResult: 'Resultado da nota',
    journalResult: 'Resultado bruto do diário',
    difference: 'Diferença',
    open: (qty: string) => `Posição em aberto ao fim do dia: ${qty}`,
    createMissing: 'Criar trades que faltam',
    creating: 'Criando…',
    created: (n: number) =>
      n === 0
        ? 'Nenhum trade faltava.'
        : n === 1
          ? '1 trade criado da nota.'
          : `${n} trades criados da nota.`,
    accept: 'Aceitar diferenças',
    acceptNote: 'Observação (opcional)',
    accepted: 'Diferenças aceitas.',
    acceptedOn: (when: string) => `Diferenças aceitas em ${when}`,
    correctedOn: (when: string) =>
      `A corretora corrigiu esta nota: a versão importada em ${when} substituiu os valores e os negócios da anterior. Os custos do dia foram recalculados e a conferência com o diário é refeita.`,
    delete: 'Excluir nota',
    deleteTitle: 'Excluir esta nota?',
    deleteBody: 'Os custos dos trades deste dia voltam ao custo por contrato das configurações.',
    deleting: 'Excluindo…',
    deleted: 'Nota excluída.',
    pdfTitle: 'PDF da nota',
    pdfKept: (size: string) => `O PDF desta nota está guardado (${size}, conta no seu espaço de imagens).`,
    pdfNotKept: 'O PDF desta nota não foi guardado: só os valores lidos dele.',
    downloadPdf: 'Baixar PDF',
    deletePdf: 'Apagar PDF',
    deletePdfTitle: 'Apagar o PDF desta nota?',
    deletePdfBody:
      'Só o arquivo é apagado e libera espaço de imagens; a nota, seus valores e a conferência continuam.',
    deletingPdf: 'Apagando…',
    pdfDeleted: 'PDF apagado.',
  },
  tax: {
    status: {
      conferido: 'Conferido com notas',
      parcial: 'Parcial',
      estimado: 'Estimado',
    },
    daysWithoutNote: (days: string) => `Dias sem nota: ${days}`,
    importLink: 'Importar notas de corretagem',
    fromBroker: (irrf: string) =>
      `Valores da corretora: o IRRF retido (${irrf}) e os custos vêm das notas de corretagem; o resto é calculado.`,
    partlyFromBroker: (irrf: string, days: string) =>
      `IRRF e custos das notas de corretagem (${irrf}) nos dias com nota; nos dias sem nota (${days}) o IRRF é estimado em 1 %.`,
  },
  trade: {
    costsFromNote: (numbers: string) => `Custos da nota de corretagem nº ${numbers}`,
    costsFromNoteHint: (numbers: string) =>
      `Custos da nota de corretagem nº ${numbers}, rateados por contratos entre os trades do dia: salvar reparte de novo.`,
  },
} as const;
