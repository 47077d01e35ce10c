import { formatInteger } from '../format';

/** Mentors, their feedback on the journal, and the student's side of it. */
export const mentoringValidation = {
  subject: 'Escolha um trade ou um dia.',
  bodyRequired: 'Escreva o comentário.',
  bodyTooLong: (max: number) => `Use no máximo ${formatInteger(max)} caracteres.`,
} as const;

export const feedbackMarkLabels = {
  'good-process': 'Bom processo',
  review: 'Revisar',
} as const;

/** The school admin's 'Mentores' section. */
export const mentorsText = {
  title: 'Mentores',
  lead: 'Mentores leem o diário de quem compartilha Tudo e comentam trades e dias. Não liberam, não continuam contas e não exportam.',
  empty: 'Nenhum mentor ainda.',
  loadError: 'Não foi possível carregar os mentores.',
  retry: 'Tentar de novo',
  nameLabel: 'Nomear mentor entre os alunos',
  namePlaceholder: 'Escolha um aluno',
  name: 'Nomear mentor',
  naming: 'Nomeando…',
  inviteHint: 'Para nomear alguém de fora da escola, use “Convidar por email” e escolha Mentor.',
  named: 'Mentor nomeado',
  namedDetail: (name: string) => `${name} agora é mentor da escola.`,
  remove: 'Remover',
  removing: 'Removendo…',
  removeLabel: (name: string) => `Remover ${name} dos mentores`,
  removeTitle: (name: string) => `Remover ${name}?`,
  removeDescription:
    'A pessoa deixa a escola e perde na hora o acesso aos diários dos alunos. Os comentários ficam com os alunos.',
  removed: 'Mentor removido',
  removedDetail: (name: string) => `${name} não é mais mentor da escola.`,
  actionError: 'Não foi possível concluir',
  actionErrorDetail: 'Tente novamente em instantes.',
} as const;

/** A mentor's (or school admin's) reading of a student's journal. */
export const journalText = {
  eyebrow: 'Diário do aluno',
  back: 'Voltar para a escola',
  readOnly: 'Só leitura: o aluno compartilha Tudo com a escola. Se ele mudar, o diário some daqui na hora.',
  notShared: 'Este aluno não compartilha o diário com a escola.',
  notSharedDetail: 'Só quem escolhe “Tudo” em Configurações → Escola tem o diário visível para mentores.',
  notFound: 'Aluno não encontrado nesta escola.',
  noAccess: 'Só os admins e mentores desta escola leem o diário dos alunos.',
  loadError: 'Não foi possível carregar o diário.',
  retry: 'Tentar de novo',
  loading: 'Carregando o diário…',
  empty: 'Nenhum trade registrado ainda.',
  dayTitle: (day: string) => `Dia ${day}`,
  plan: 'Plano do dia',
  review: 'Revisão do dia',
  noPlan: 'Sem plano escrito.',
  noReview: 'Sem revisão.',
  bias: 'Viés',
  setups: 'Setups',
  maxLoss: 'Perda máxima',
  note: 'Nota',
  wentWell: 'O que foi bem',
  toChange: 'O que mudar',
  notes: 'Notas',
  playbook: 'Playbook',
  screenshots: (n: number) => (n === 1 ? '1 print' : `${formatInteger(n)} prints`),
  ruleBreaks: 'Regras quebradas',
  commentTrade: 'Comentar este trade',
  commentDay: 'Comentar o dia',
  more: 'Trades mais antigos',
  newer: 'Trades mais recentes',
  page: (n: number) => `Página ${formatInteger(n)}`,
} as const;

/** A thread and its form, on both sides. */
export const threadText = {
  answer: 'Sua resposta',
  placeholderMentor: 'O que você viu neste trade ou dia?',
  placeholderStudent: 'Responda ao mentor',
  markLabel: 'Marcar',
  noMark: 'Sem marca',
  send: 'Enviar',
  sending: 'Enviando…',
  sent: 'Comentário enviado',
  replied: 'Resposta enviada',
  error: 'Não foi possível enviar',
  errorDetail: 'Tente novamente em instantes.',
  you: 'Você',
  student: 'Aluno',
  mentor: 'Mentor',
  seen: 'Visto pelo aluno',
} as const;

/** The student's 'Feedback do mentor' page and its nav entry. */
export const feedbackText = {
  navLabel: 'Feedback do mentor',
  title: 'Feedback do mentor',
  lead: 'Comentários dos mentores da sua escola sobre seus trades e dias. As conversas são suas: ficam com você mesmo se sair da escola.',
  empty: 'Nenhum comentário ainda.',
  emptyDetail: 'Quando um mentor comentar um trade ou um dia seu, a conversa aparece aqui.',
  loadError: 'Não foi possível carregar o feedback.',
  retry: 'Tentar de novo',
  loading: 'Carregando…',
  unread: (n: number) => (n === 1 ? '1 novo' : `${formatInteger(n)} novos`),
  unreadLabel: (n: number) => (n === 1 ? '1 comentário novo' : `${formatInteger(n)} comentários novos`),
  aboutDay: (day: string) => `Dia ${day}`,
  aboutTrade: (instrument: string, side: string, day: string) => `${instrument} · ${side} · ${day}`,
  side: { compra: 'Compra', venda: 'Venda' } as Record<string, string>,
  liveTitle: (name: string) => `${name} comentou seu diário`,
  liveDetail: 'Abra Feedback do mentor para ver e responder.',
  open: 'Ver',
} as const;

/** Settings → Escola: who sees what, and the feedback mail switch. */
export const schoolRightsText = {
  title: 'Quem vê o quê na sua escola',
  lead: 'O que cada papel da escola vê de você, pelo que você compartilha agora.',
  roles: { schoolAdmin: 'Admin da escola', mentor: 'Mentor' },
  sees: {
    none: 'Seu nome, email e a situação do seu acesso.',
    summary: 'Seu nome, email, situação do acesso e um resumo: trades, taxa de acerto, resultado e desafio.',
    full: 'Tudo do resumo e o seu diário, só para ler: trades com prints e playbooks, planos e revisões do dia. Pode comentar.',
  },
  mentorSees: {
    none: 'Nada do seu diário.',
    summary: 'Seu resumo, sem o diário.',
    full: 'Seu diário, só para ler, e pode comentar trades e dias.',
  },
  adminActs: 'Também libera e continua seu acesso.',
  classesTitle: 'Turmas',
  feedbackTitle: 'Feedback do mentor',
  feedbackLink: 'Ver as conversas',
  mailLabel: 'Receber por email os comentários dos mentores',
  mailHint: 'Os comentários sempre aparecem no app.',
  mailSaved: 'Preferência salva',
  mailError: 'Não foi possível salvar a preferência',
} as const;
