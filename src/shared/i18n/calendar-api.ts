/** Messages of the economic calendar's API (issue 13): range checks, the .ics import's reasons. */
export const calendarApiMessages = {
  rangeOrder: 'A data final deve ser igual ou posterior à inicial.',
  rangeTooLong: (maxDays: number) => `Escolha um período de até ${maxDays} dias.`,
  ics: {
    notCalendar: 'o arquivo não começa com BEGIN:VCALENDAR.',
    unreadable: (detail: string) => `não foi possível ler o arquivo (${detail}).`,
    noEvents: 'o arquivo não tem nenhum evento (VEVENT).',
    empty: 'o arquivo está vazio.',
    nul: 'o arquivo contém um caractere inválido (o caractere nulo).',
    badDate: (line: number) => `a data do evento na linha ${line} não é válida.`,
    tooMany: (max: number) => `o arquivo tem mais de ${max} eventos.`,
    // Reasons an event is left out (the file is still imported).
    noUid: 'Evento sem UID: não há como atualizá-lo numa próxima importação.',
    noStart: 'Evento sem data de início (DTSTART).',
    noSummary: 'Evento sem título (SUMMARY).',
    past: 'Evento já passou.',
    outOfRange: 'Data fora do intervalo aceito (2000 a 2100).',
    removed: 'Evento removido por um administrador: não foi importado de novo.',
    unknownZone: (zone: string) => `Fuso horário desconhecido (${zone}): evento ignorado.`,
  },
} as const;
