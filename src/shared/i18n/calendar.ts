import type { EventCountry, EventImpact, EventKind, EventZone } from '../calendar/contract';
import { calendarValidation } from './validation';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A weekday with its article, as a sentence says it: 'na quarta-feira', 'no sábado' (index: 0 = domingo). */
const WEEKDAYS_WITH_ARTICLE = [
  'no domingo',
  'na segunda-feira',
  'na terça-feira',
  'na quarta-feira',
  'na quinta-feira',
  'na sexta-feira',
  'no sábado',
];

export const IMPACT_LABELS: Record<EventImpact, string> = { alta: 'Alta', media: 'Média', baixa: 'Baixa' };
export const COUNTRY_LABELS: Record<EventCountry, string> = { BR: 'Brasil', US: 'Estados Unidos' };
/** How a published time names its zone: '14:00 ET'. */
export const ZONE_ABBREVIATIONS: Record<EventZone, string> = {
  'America/New_York': 'ET',
  'America/Sao_Paulo': 'BRT',
};
export const ZONE_LABELS: Record<EventZone, string> = {
  'America/Sao_Paulo': 'Horário de Brasília (BRT)',
  'America/New_York': 'Horário de Nova York (ET)',
};
export const EVENT_KIND_LABELS: Record<EventKind, string> = {
  fomc: 'FOMC — decisão de juros',
  'fomc-minutes': 'FOMC — ata',
  copom: 'COPOM — decisão da Selic',
  'copom-minutes': 'COPOM — ata',
  'us-cpi': 'CPI (inflação dos EUA)',
  'us-payroll': 'Payroll',
  'us-pce': 'PCE',
  'us-gdp': 'PIB dos EUA',
  ipca: 'IPCA',
  'ipca-15': 'IPCA-15',
  'br-gdp': 'PIB do Brasil',
  other: 'Outro',
};

/** Texts of the economic calendar: /calendar, the dashboard's notice and the trades' 'Evento' badge. */
export const calendarText = {
  /** 'Agenda econômica': not 'Calendário', which the dashboard's 'Calendário de resultados' already is. */
  navLabel: 'Agenda econômica',
  title: 'Calendário econômico',
  lead: 'Decisões de juros, inflação e emprego no Brasil e nos EUA, no seu fuso horário.',
  loading: 'Carregando o calendário...',
  loadError: 'Não foi possível carregar o calendário. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',

  views: { label: 'Visualização', month: 'Mês', list: 'Lista' },
  nav: {
    label: 'Navegar entre os meses',
    previous: 'Mês anterior',
    next: 'Próximo mês',
    today: 'Hoje',
  },
  filters: {
    label: 'Filtros do calendário',
    country: 'País',
    allCountries: 'Todos',
    impact: 'Impacto',
    allImpacts: 'Todos',
    clear: 'Limpar filtros',
  },

  today: 'Hoje',
  /** Screen-reader name of a day of the grid: 'quarta-feira, 4 de novembro — 2 eventos'. */
  dayLabel: (day: string, count: number, isToday: boolean) =>
    `${day}${isToday ? ' (hoje)' : ''}${count > 0 ? ` — ${plural(count, 'evento', 'eventos')}` : ' — sem eventos'}`,
  moreInDay: (n: number) => `+${n}`,
  moreInDayLabel: (n: number, day: string) => `Mais ${plural(n, 'evento', 'eventos')} em ${day}`,
  gridHint: 'Use as setas para escolher outro dia.',
  noEventsInDay: 'Nenhum evento neste dia.',
  noEventsInMonth: 'Nenhum evento neste mês.',
  noEventsFiltered: 'Nenhum evento neste mês com estes filtros.',
  allDay: 'Sem horário',
  /** '14:00 ET', the time as published when the trader's zone is another. */
  published: (time: string, zone: EventZone) => `${time} ${ZONE_ABBREVIATIONS[zone]}`,
  publishedLabel: (time: string, zone: EventZone) => `Publicado às ${time} (${ZONE_LABELS[zone]})`,
  /** A published time on another date than the one shown: '21:00 ET de 03/11'. */
  publishedOn: (time: string, zone: EventZone, date: string) =>
    `${time} ${ZONE_ABBREVIATIONS[zone]} de ${date}`,
  impactWord: 'Impacto',
  impact: (impact: EventImpact) => `Impacto ${IMPACT_LABELS[impact].toLowerCase()}`,
  source: 'Fonte',
  sourceLink: (title: string) => `Fonte de ${title} (abre em nova aba)`,
  details: (title: string) => `Detalhes de ${title}`,
  yourZone: (zone: string) => `Horários no seu fuso: ${zone}.`,

  admin: {
    newEvent: 'Novo evento',
    importIcs: 'Importar .ics',
    edit: (title: string) => `Editar ${title}`,
    remove: (title: string) => `Remover ${title}`,
    removeTitle: 'Remover evento?',
    removeDescription: (title: string, date: string) =>
      `${title} (${date}) sai do calendário de todos os traders. Um evento dos dados do app não volta na próxima atualização.`,
    removeConfirm: 'Remover',
    removing: 'Removendo...',
    removed: 'Evento removido',
    removedDetail: (title: string) => `${title} saiu do calendário.`,
    removeError: 'Não foi possível remover o evento',
    removeErrorDetail: 'Tente novamente em instantes.',
    form: {
      createTitle: 'Novo evento',
      editTitle: 'Editar evento',
      description: 'Informe a data e a hora como a fonte publica; o app converte para o fuso de cada trader.',
      submitCreate: 'Adicionar evento',
      submitEdit: 'Salvar alterações',
      saving: 'Salvando...',
      title: 'Título',
      titlePlaceholder: 'Ex.: Decisão do COPOM',
      kind: 'Tipo',
      country: 'País',
      impact: 'Impacto',
      date: 'Data',
      time: 'Hora',
      timeHint: 'Vazio para um evento sem horário.',
      timeZone: 'Fuso da publicação',
      source: 'Fonte',
      sourcePlaceholder: 'https://… ou o nome de quem publica',
      created: 'Evento adicionado',
      createdDetail: (title: string) => `${title} está no calendário.`,
      updated: 'Evento atualizado',
      updatedDetail: (title: string) => `${title} foi atualizado.`,
      error: 'Não foi possível salvar o evento',
      errorDetail: 'Revise os campos e tente novamente.',
    },
    ics: {
      title: 'Importar calendário (.ics)',
      description:
        'Um arquivo .ics (por exemplo, o calendário de divulgações do BLS). Eventos já importados são atualizados, não duplicados.',
      file: 'Arquivo .ics',
      fileHint: 'Até 1 MB.',
      chooseFirst: calendarValidation.icsFile,
      tooLarge: calendarValidation.icsTooLarge,
      readError: 'Não foi possível ler o arquivo.',
      submit: 'Importar',
      importing: 'Importando...',
      close: 'Fechar',
      done: 'Calendário importado',
      doneDetail: (added: number, updated: number) =>
        `${plural(added, 'evento adicionado', 'eventos adicionados')}, ${plural(updated, 'atualizado', 'atualizados')}.`,
      resultTitle: 'Resultado da importação',
      added: (n: number) => plural(n, 'evento adicionado', 'eventos adicionados'),
      updated: (n: number) => plural(n, 'evento atualizado', 'eventos atualizados'),
      skipped: (n: number) => plural(n, 'evento ignorado', 'eventos ignorados'),
      skippedLine: (line: number, reason: string) => `Linha ${line}: ${reason}`,
      error: 'Não foi possível importar o arquivo',
      errorDetail: 'O calendário não foi alterado.',
    },
  },

  eventDays: {
    title: 'Seus resultados em dias de evento',
    lead: 'Dias com um evento de alto impacto (no seu fuso) comparados aos outros dias em que você operou.',
    period: 'Período',
    account: 'Conta',
    allAccounts: 'Todas as contas',
    currency: 'Moeda',
    from: 'De',
    to: 'Até',
    invalidRange: 'A data inicial deve ser anterior ou igual à final.',
    loading: 'Calculando os resultados...',
    loadError: 'Não foi possível calcular os resultados.',
    eventDays: 'Dias com evento de alto impacto',
    otherDays: 'Outros dias',
    pnl: 'Resultado',
    winRate: 'Taxa de acerto',
    trades: 'Trades',
    days: 'Dias operados',
    averageDay: 'Média por dia',
    none: '—',
    nearTitle: `Trades a até 30 minutos de um evento de alto impacto`,
    nearLead: 'Entradas feitas 30 minutos antes ou depois do horário de um evento de alto impacto.',
    nearNone: 'Nenhum trade perto de um evento de alto impacto neste período.',
    empty: 'Nenhum trade neste período.',
  },

  notice: {
    label: 'Eventos de alto impacto',
    /** 'Hoje: Decisão do COPOM às 18:30'. */
    today: (title: string, time: string | null) => `Hoje: ${title}${time ? ` às ${time}` : ''}`,
    /** 'Esta semana: Decisão do FOMC na quarta-feira às 16:00' (weekday: 0 = domingo). */
    week: (title: string, weekday: number, time: string | null) =>
      `Esta semana: ${title} ${WEEKDAYS_WITH_ARTICLE[weekday] ?? ''}${time ? ` às ${time}` : ''}`,
    more: (n: number) => ` e mais ${plural(n, 'evento', 'eventos')}`,
    link: 'Ver calendário',
  },

  nearEvent: {
    badge: 'Evento',
    /** The badge's accessible name and tooltip: 'Perto de um evento: Decisão do FOMC às 16:00'. */
    label: (title: string, time: string) => `Perto de um evento de alto impacto: ${title} às ${time}`,
  },
};
