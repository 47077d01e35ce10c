import { formatInteger } from '../format';
import type { AccessStatus } from '../account/access';
import type { SignInMethod } from '../admin/contract';

/** The texts of /admin (the user list, its detail panel and actions) and /admin/settings (ADR 013). */

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);
const count = formatInteger;

export const STATUS_LABELS: Record<AccessStatus, string> = {
  pending: 'Pendente',
  trial: 'Em teste',
  trial_expired: 'Teste encerrado',
  active: 'Ativo',
  revoked: 'Revogado',
};

export const SIGN_IN_METHOD_LABELS: Record<SignInMethod, string> = {
  password: 'Email e senha',
  google: 'Google',
  passkey: 'Biometria (passkey)',
  'magic-link': 'Link por email',
};

export const adminUsersText = {
  title: 'Usuários',
  lead: 'Encontre contas, libere o acesso, acompanhe o teste grátis e continue contas depois dele.',
  search: 'Buscar usuários',
  searchPlaceholder: 'Nome, email ou WhatsApp',
  filters: {
    label: 'Filtros',
    statusLabel: 'Filtrar por status',
    all: 'Todos',
    /** The chips' labels (plural, as a filter reads). */
    status: {
      pending: 'Pendentes',
      trial: 'Em teste',
      trial_expired: 'Teste encerrado',
      active: 'Ativos',
      revoked: 'Revogados',
    } satisfies Record<AccessStatus, string>,
    /** A chip's name with its count, as screen readers say it ('Pendentes (12)'). */
    withCount: (label: string, n: number) => `${label} (${count(n)})`,
    school: 'Escola',
    allSchools: 'Todas',
    noSchool: 'Sem escola',
    sort: 'Ordenar por',
    sorts: {
      created: 'Mais recentes',
      name: 'Nome',
      lastSignIn: 'Último acesso',
      trades: 'Trades',
    },
    clear: 'Limpar filtros',
  },
  listLabel: 'Usuários encontrados',
  totalLabel: (n: number) => `${count(n)} ${plural(n, 'usuário', 'usuários')}`,
  loading: 'Carregando usuários...',
  loadError: 'Não foi possível carregar os usuários.',
  retry: 'Tentar novamente',
  empty: 'Nenhum usuário encontrado.',
  emptyFor: (q: string) => `Nenhum usuário encontrado para “${q}”`,
  emptyFiltered: 'Nenhum usuário com estes filtros.',
  columns: {
    select: 'Selecionar',
    name: 'Nome',
    contact: 'Contato',
    status: 'Status',
    school: 'Escola',
    lastSignIn: 'Último acesso',
    trial: 'Teste',
    trades: 'Trades',
  },
  selectRow: (name: string) => `Selecionar ${name}`,
  selectAllPending: 'Selecionar todos os pendentes desta página',
  openDetail: (name: string) => `Ver detalhes de ${name}`,
  noWhatsapp: 'Sem WhatsApp',
  noSchool: 'Sem escola',
  never: 'Nunca entrou',
  badges: {
    admin: 'Admin',
    schoolAdmin: 'Admin de escola',
    unverified: 'Email não confirmado',
    continueRequested: 'Pediu para continuar',
  },
  trialCell: {
    notStarted: 'Não iniciado',
    until: (day: string) => `até ${day}`,
    ended: (day: string) => `encerrou em ${day}`,
    continuedUntil: (day: string) => `continuada até ${day}`,
    continuedIndefinitely: 'continuada sem término',
  },
  tradeCount: (n: number) => `${count(n)} ${plural(n, 'trade', 'trades')}`,
  pagination: {
    label: 'Paginação',
    previous: 'Anterior',
    next: 'Próxima',
    status: (page: number, pages: number) => `Página ${count(page)} de ${count(pages)}`,
  },
  bulk: {
    release: (n: number) => `Liberar selecionados (${n})`,
    clear: 'Limpar seleção',
    selected: (n: number) => `${count(n)} ${plural(n, 'usuário selecionado', 'usuários selecionados')}`,
    confirmTitle: (n: number) => `Liberar ${n} ${plural(n, 'usuário', 'usuários')}?`,
    confirmDescription: (n: number) =>
      `${n === 1 ? 'O usuário selecionado começa' : `Os ${n} usuários selecionados começam`} o teste grátis agora e ${plural(n, 'recebe', 'recebem')} um email avisando.`,
    confirm: 'Liberar',
    pending: 'Liberando...',
    done: 'Usuários liberados',
    doneDetail: (released: number, skipped: number) =>
      `${count(released)} ${plural(released, 'liberado', 'liberados')}` +
      (skipped > 0
        ? `; ${count(skipped)} ${plural(skipped, 'ignorado', 'ignorados')} (já não estavam pendentes).`
        : '.'),
    error: 'Erro ao liberar usuários',
    errorDetail: 'Não foi possível liberar os usuários selecionados. Tente novamente.',
  },
  detail: {
    title: 'Detalhes do usuário',
    loading: 'Carregando detalhes...',
    loadError: 'Não foi possível carregar os detalhes deste usuário.',
    profile: 'Perfil',
    access: 'Acesso',
    activity: 'Atividade',
    actions: 'Ações',
    fields: {
      email: 'Email',
      whatsapp: 'WhatsApp',
      fullName: 'Nome completo',
      displayName: 'Nome de exibição',
      school: 'Escola',
      timezone: 'Fuso horário',
      signInMethods: 'Formas de entrar',
      lastSignIn: 'Último acesso',
      createdAt: 'Cadastro',
      releasedAt: 'Liberado em',
      trialEnd: 'Último dia do teste',
      continuation: 'Continuação',
      continueRequested: 'Pedido para continuar',
      trades: 'Trades registrados',
      sessions: 'Sessões ativas',
    },
    none: '—',
    noMethods: 'Nenhuma forma de entrar registrada',
    notReleased: 'Ainda não liberado',
    notContinued: 'Não continuada',
    continuedUntil: (day: string) => `Até ${day} (inclusive)`,
    continuedIndefinitely: 'Sem data de término',
    continueRequestedAt: (when: string) => `Pediu para continuar em ${when}`,
    sessions: (n: number) => `${count(n)} ${plural(n, 'sessão ativa', 'sessões ativas')}`,
    adminNote: 'Administradores têm acesso completo: liberar, revogar e o teste não se aplicam.',
    selfNote: 'Esta é a sua conta.',
  },
  actions: {
    release: 'Liberar',
    revoke: 'Revogar',
    extendTrial: 'Estender teste',
    continue: 'Continuar conta',
    endSessions: 'Encerrar sessões',
    working: 'Salvando...',
  },
  release: {
    title: 'Liberar acesso?',
    description: (name: string) =>
      `${name} poderá usar o MCTrading a partir de agora. Na primeira liberação começa o teste grátis; um email avisa a pessoa.`,
    done: 'Acesso liberado!',
    doneDetail: (name: string) => `${name} já pode usar o MCTrading.`,
  },
  revoke: {
    title: 'Revogar acesso?',
    description: (name: string) =>
      `${name} perde o acesso às páginas protegidas na próxima requisição. Os dados dela são mantidos.`,
    done: 'Acesso revogado!',
    doneDetail: (name: string) => `${name} não tem mais acesso ao MCTrading.`,
  },
  extendTrial: {
    title: 'Estender teste',
    description: (name: string) =>
      `Acrescenta dias ao teste grátis de ${name}. Se o teste já acabou, os dias contam a partir de hoje.`,
    days: 'Dias a mais',
    daysHint: 'De 1 a 90 dias.',
    submit: 'Estender teste',
    done: 'Teste estendido!',
    doneDetail: (name: string, days: number) =>
      `O teste de ${name} ganhou ${days} ${plural(days, 'dia', 'dias')}.`,
  },
  continueAccess: {
    title: 'Continuar conta',
    description: (name: string) =>
      `${name} continua usando o MCTrading depois do teste, com acesso completo (leitura e escrita).`,
    modeLabel: 'Por quanto tempo',
    untilDate: 'Até uma data',
    indefinitely: 'Sem data de término',
    until: 'Último dia',
    untilHint: 'A conta fica ativa até o fim deste dia, no fuso do usuário.',
    invalidDay: 'Informe uma data válida',
    pastDay: 'Escolha hoje ou uma data futura',
    submit: 'Continuar conta',
    done: 'Conta continuada!',
    doneUntil: (name: string, day: string) => `${name} tem acesso até ${day}.`,
    doneIndefinitely: (name: string) => `${name} tem acesso sem data de término.`,
  },
  endSessions: {
    title: 'Encerrar sessões?',
    description: (name: string) =>
      `${name} sai de todos os aparelhos e precisa entrar de novo. O acesso e os dados não mudam.`,
    done: 'Sessões encerradas!',
    doneDetail: (name: string) => `${name} precisa entrar de novo em todos os aparelhos.`,
  },
  actionError: 'Erro ao atualizar o usuário',
  actionErrorDetail: 'Não foi possível concluir a ação. Tente novamente.',
};

export const adminSettingsText = {
  title: 'Configurações',
  lead: 'Ajustes que valem para todo o MCTrading.',
  trial: {
    title: 'Teste grátis',
    lead: 'Quantos dias dura o teste grátis, contados a partir do dia em que o acesso é liberado (o dia da liberação é o primeiro).',
    days: 'Duração do teste (dias)',
    hint: 'Vale para os testes que começarem depois da mudança. Quem já está em teste mantém a data de término atual.',
    submit: 'Salvar',
    saving: 'Salvando...',
    saved: 'Salvo',
    savedToast: 'Configuração salva!',
    savedToastDetail: (days: number) =>
      `Os próximos testes grátis duram ${days} ${plural(days, 'dia', 'dias')}.`,
    saveError: 'Erro ao salvar',
    saveErrorDetail: 'Não foi possível salvar a configuração. Tente novamente.',
  },
  twoFactor: {
    title: 'Verificação em duas etapas',
    lead: 'Administradores veem os dados de todos os traders: exija deles um código do app autenticador além da senha.',
    label: 'Exigir verificação em duas etapas dos administradores',
    hint: 'Um administrador sem ela é levado a Perfil › Segurança para ativá-la antes de usar a área administrativa.',
    enrolFirst: 'Ativar na minha conta',
    submit: 'Salvar',
    saving: 'Salvando...',
    saved: 'Salvo',
    savedToast: 'Configuração salva!',
    savedOn: 'A área administrativa agora exige a verificação em duas etapas.',
    savedOff: 'A área administrativa não exige mais a verificação em duas etapas.',
    saveError: 'Erro ao salvar',
    saveErrorDetail: 'Não foi possível salvar a configuração. Tente novamente.',
  },
  /** Toast when an admin without two-factor is sent from the admin area to enrol. */
  twoFactorRequired: 'Verificação em duas etapas necessária',
  loading: 'Carregando configurações...',
  loadError: 'Não foi possível carregar as configurações.',
  retry: 'Tentar novamente',
};
