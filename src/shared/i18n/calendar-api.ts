/** Messages of the economic calendar's API: range checks, the .ics import's reasons. */
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
    /** A repetition rule more often than daily (ical.js would expand it occurrence by occurrence). */
    subDaily: (where: string, rule: string) =>
      `${where} se repete mais de uma vez por dia (${rule}); só são aceitas repetições diárias ou mais espaçadas.`,
    zoneWhere: (tzid: string) => `o fuso horário ${tzid}`,
    eventWhere: (line: number) => `o evento da linha ${line}`,
    /** `thousands`: the cap, in thousands of changes. */
    tooManyChanges: (thousands: number) =>
      `os fusos horários do arquivo têm mudanças de horário demais (mais de ${thousands} mil).`,
    /** The parse stopped at the worker pool's time or memory limit. */
    tooHeavy:
      'o arquivo é complexo demais para ler a tempo (regras de repetição demais ou complicadas). Simplifique os fusos horários ou divida o arquivo.',
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
