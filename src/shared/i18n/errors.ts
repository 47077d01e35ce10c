import type { ImageRejection } from '../attachments/image-rejections';
import { IMPORT_ERRORS } from '../trading/imports/errors';
import { imageRejectionMessages } from './attachments';
import { settingsMessages, tradeCountText } from './settings';
import { TWO_FACTOR_SIGN_IN_ATTEMPTS } from '../security/limits';

/**
 * Every error code the API answers, with its Portuguese message: the one catalogue (ADR 011). The server's
 * `ApiError` takes its text from here by code, so a code means one thing everywhere; the client may name a code
 * without copying its text. A message that depends on the case is a function of named parameters.
 */
export const errorMessages = {
  // Requests refused before any route reads them (src/server/http/request-guards.ts).
  INVALID_INPUT: 'Dados inválidos. Verifique os campos destacados.',
  INVALID_CHARACTERS:
    'Os dados enviados contêm um caractere inválido (o caractere nulo). Remova-o e tente de novo.',
  CROSS_SITE_REQUEST: 'Pedido recusado: ele não veio do site do MCTrading.',
  BODY_TOO_DEEP:
    'Os dados enviados têm níveis demais (listas ou objetos uns dentro dos outros). Envie-os mais simples.',
  UNSUPPORTED_MEDIA_TYPE: (p: { expected: 'json' | 'multipart' | 'calendar' }) =>
    ({
      json: 'Formato de envio não aceito: envie os dados como JSON (application/json).',
      multipart: 'Formato de envio não aceito: envie o arquivo como multipart/form-data.',
      calendar: 'Formato de envio não aceito: envie o arquivo .ics como text/calendar.',
    })[p.expected],
  PAYLOAD_TOO_LARGE: (p: { maxMb: number }) => `Os dados enviados passam do limite de ${p.maxMb} MB.`,
  NOT_FOUND: 'Rota não encontrada.',
  INTERNAL: 'Erro interno. Tente novamente em instantes.',

  // Heavy work in the worker pool (src/server/cpu-pool, ADR 027): a task past its time or memory limit is stopped.
  REPORT_TOO_LARGE: (p: { granularity: 'month' | 'week' }) =>
    p.granularity === 'week'
      ? 'O relatório ficou grande demais para gerar a tempo. Escolha um período menor ou a visão Mensal.'
      : 'O relatório ficou grande demais para gerar a tempo. Escolha um período menor.',
  TAX_PDF_TOO_LARGE:
    'O demonstrativo deste mês ficou grande demais para gerar a tempo. Tente de novo em instantes; se continuar, fale com o suporte.',
  /** Every worker busy and the queue full, or the task waited its whole time limit for a worker. */
  SERVER_BUSY: 'O servidor está ocupado gerando outros arquivos. Tente de novo em alguns instantes.',
  /** The task's worker ended (or could not start) twice, for no limit of the task's own. */
  HEAVY_TASK_FAILED:
    'Não foi possível gerar o arquivo: o processo que o gerava parou. Tente de novo em alguns instantes.',
  /** The client went away while its task waited or ran; nobody reads this answer (status 499, as nginx logs it). */
  REQUEST_CANCELLED: 'O pedido foi cancelado antes de terminar.',

  // Access.
  UNAUTHENTICATED: 'Faça login para continuar.',
  ACCESS_PENDING: 'Acesso pendente: Seu acesso está sendo analisado. Entre em contato com o administrador.',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  RATE_LIMITED: 'Muitas tentativas. Aguarde um pouco e tente novamente.',
  TRIAL_EXPIRED:
    'Seu teste grátis terminou. Seus dados continuam aqui para ver e exportar; para voltar a registrar, use o botão Continuar.',
  /** POST /api/me/continue-request outside the read-only state: what the account is instead. */
  CONTINUE_NOT_NEEDED: (p: { status: 'pending' | 'revoked' | 'trial' | 'active' }) =>
    ({
      pending: 'Seu acesso ainda não foi liberado: o pedido para continuar vale depois do teste grátis.',
      revoked: 'Seu acesso foi revogado. Fale com o suporte para entender o motivo.',
      trial: 'Seu teste grátis ainda não terminou: continue usando o MCTrading normalmente.',
      active: 'Seu acesso já está ativo: não é preciso pedir para continuar.',
    })[p.status],

  // Administration.
  USER_NOT_FOUND: 'Usuário não encontrado.',
  SELF_REVOKE: 'Você não pode revogar o próprio acesso.',
  ADMIN_REVOKE: 'O acesso de um administrador não pode ser revogado.',
  LAST_ADMIN: 'Você é o último administrador: conceda o papel a outra pessoa antes de deixá-lo.',
  BOOTSTRAP_ADMIN:
    'Este administrador é definido em ADMIN_EMAILS no servidor: o papel não pode ser removido pelo app.',
  NOT_PENDING: 'Este usuário não está aguardando liberação.',
  NOT_RELEASED: 'Libere o acesso deste usuário antes de estender o teste ou continuar a conta.',
  SCHOOL_ADMIN_REVOKE:
    'Este usuário administra uma escola: remova o papel de administrador da escola antes de revogar o acesso.',
  SELF_ADMIN_REVOKE:
    'Você não pode remover o seu próprio papel de administrador: peça a outro administrador que o faça.',
  /** /api/admin/* while the "two-factor for admins" setting is on and this admin has not enrolled. */
  ADMIN_TWO_FACTOR_REQUIRED:
    'A área administrativa exige a verificação em duas etapas. Ative-a em Perfil › Segurança para continuar.',
  /** Turning that setting on without two-factor on one's own account would lock oneself out at once. */
  TWO_FACTOR_REQUIRED_FIRST:
    'Ative a verificação em duas etapas na sua conta antes de exigi-la dos administradores.',

  // Two-factor and passkeys (better-auth's routes, checked by our hooks in src/server/auth/security-guards.ts).
  TWO_FACTOR_CODE_REQUIRED: 'Digite o código do app autenticador ou um código de recuperação.',
  INVALID_TWO_FACTOR_CODE: 'Código inválido. Confira o código e tente novamente.',
  // The sign-in's second-factor step after its last wrong code (server/auth/two-factor-attempts.ts).
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: `Você errou o código ${TWO_FACTOR_SIGN_IN_ATTEMPTS} vezes. Por segurança, esta tentativa de entrar foi encerrada: comece de novo.`,
  PASSKEY_NAME_INVALID: 'Dê à biometria um nome de 1 a 60 caracteres.',

  // Schools (ADR 013).
  SCHOOL_NOT_FOUND: 'Escola não encontrada.',
  SCHOOL_SLUG_TAKEN: 'Já existe uma escola com este identificador.',
  SCHOOL_ARCHIVED: 'Esta escola está arquivada e não aceita novos alunos.',
  SCHOOL_FULL: 'A escola não tem vagas livres. Peça a um administrador para aumentar o limite de vagas.',
  STUDENT_NOT_FOUND: 'Aluno não encontrado nesta escola.',
  NOT_IN_SCHOOL: 'Você não faz parte de uma escola.',
  INVITE_NOT_FOUND: 'Convite não encontrado. Peça um novo link à sua escola.',
  INVITE_EXPIRED: 'Este convite expirou ou já foi usado. Peça um novo à sua escola.',
  INVITE_EMAIL_MISMATCH:
    'Este convite foi enviado para outro email. Entre com o email que recebeu o convite.',
  // Mentors and their feedback.
  ALREADY_SCHOOL_ADMIN:
    'Esta pessoa já administra a escola: ela já vê e comenta o que os alunos compartilham.',
  MENTOR_NOT_FOUND: 'Mentor não encontrado nesta escola.',
  NOT_SHARED: 'Este aluno não compartilha o diário com a escola.',
  FEEDBACK_SUBJECT_NOT_FOUND: 'Trade não encontrado no diário deste aluno.',
  THREAD_NOT_FOUND: 'Conversa não encontrada.',
  // Classes and their challenges.
  CLASS_NOT_FOUND: 'Turma não encontrada.',
  CLASS_NAME_TAKEN: 'Já existe uma turma com este nome nesta escola.',
  CLASS_ARCHIVED: 'Esta turma está arquivada.',
  CLASS_INVITE_NOT_FOUND: 'Convite de turma não encontrado.',
  NOT_IN_CLASS: 'Você não participa desta turma.',
  CLASS_CHALLENGE_ACTIVE: 'Esta turma já tem um desafio em andamento.',
  CLASS_CHALLENGE_NOT_FOUND: 'Esta turma não tem um desafio em andamento.',
  NOT_IN_CLASS_CHALLENGE: 'Você não está no desafio desta turma.',

  // Profile.
  EMAIL_TAKEN: 'Este email já está em uso por outra conta. Use outro endereço.',
  EMAIL_UNCHANGED: 'Este já é o email da sua conta.',

  // Ranking (ADR 014).
  NICKNAME_TAKEN: 'Este apelido já está em uso. Escolha outro.',

  // Trading accounts.
  ACCOUNT_NOT_FOUND: 'Conta não encontrada',
  ACCOUNT_NAME_TAKEN: 'Você já tem uma conta com este nome',
  DEFAULT_ACCOUNT: 'A conta padrão não pode ser excluída. Defina outra conta como padrão antes de excluí-la.',
  ACCOUNT_HAS_TRADES: (p: { tradeCount: number }) =>
    `Esta conta tem ${p.tradeCount} trade(s). Confirme para excluí-la junto com seus trades.`,

  // Instruments.
  INSTRUMENT_NOT_FOUND: 'Ativo não encontrado',
  BUILT_IN_INSTRUMENT: 'Os ativos padrão não podem ser criados, alterados nem excluídos',
  BUILT_IN_SYMBOL: settingsMessages.builtInSymbol,
  INSTRUMENT_EXISTS: 'Você já cadastrou um ativo com este símbolo',
  INSTRUMENT_IN_USE: (p: { tradeCount: number; action: 'delete' | 'rename' }) =>
    p.action === 'delete'
      ? `Este ativo é usado em ${tradeCountText(p.tradeCount)}. Exclua esses trades antes de excluir o ativo.`
      : `Este ativo é usado em ${tradeCountText(p.tradeCount)}: o símbolo não pode mudar.`,

  // Trades.
  TRADE_NOT_FOUND: 'Trade não encontrado',

  // Imports.
  IMPORT_NOT_FOUND: 'Importação não encontrada',
  FILE_MISSING: 'Selecione um arquivo CSV para importar',
  FILE_TOO_LARGE: (p: { maxMb: number }) => `${IMPORT_ERRORS.tooLarge}: máximo ${p.maxMb} MB`,
  INVALID_TIMEZONE: 'Fuso horário inválido',
  /** The importer's own message (IMPORT_ERRORS), which names what is wrong with the file. */
  INVALID_FILE: (p: { detail: string }) => p.detail,

  // Brokerage notes (src/server/features/brokerage-notes).
  BROKERAGE_NOTE_NOT_FOUND: 'Nota de corretagem não encontrada.',
  NOTE_FILES_MISSING: 'Escolha um ou mais PDFs de notas de corretagem (ou um ZIP com eles).',
  NOTE_FILES_TOO_LARGE: (p: { maxMb: number }) => `Arquivos grandes demais: máximo ${p.maxMb} MB por envio.`,
  NOTE_TOO_HEAVY: 'Este PDF demorou demais para ser lido: envie as notas em arquivos separados.',
  NOTE_PDF_NOT_FOUND: 'O PDF desta nota não foi guardado.',

  // Chart screenshots on trades (src/server/features/attachments).
  ATTACHMENT_NOT_FOUND: 'Imagem não encontrada.',
  ATTACHMENT_FILE_MISSING: 'Escolha uma imagem (PNG, JPEG ou WebP) para anexar.',
  /** The image check's reason (src/server/images), which says what is wrong with the file (also sent as `reason`). */
  ATTACHMENT_INVALID: (p: { reason: ImageRejection }) => imageRejectionMessages[p.reason],
  ATTACHMENTS_PER_TRADE: (p: { max: number }) =>
    `Este trade já tem ${p.max} imagens, o máximo. Exclua uma antes de anexar outra.`,
  ATTACHMENT_QUOTA_EXCEEDED: (p: { limitMb: number; usedMb: number }) =>
    `Seu espaço para imagens acabou: você usa ${p.usedMb} MB de ${p.limitMb} MB. Exclua imagens antigas para anexar novas.`,
  ATTACHMENT_ORDER_INVALID: 'A nova ordem deve listar cada imagem deste trade uma vez.',

  // Playbooks (src/server/features/playbooks).
  PLAYBOOK_NOT_FOUND: 'Playbook não encontrado.',
  PLAYBOOK_ORDER_INVALID: 'A nova ordem deve listar cada playbook uma vez.',

  // Daily routine and the 21-day challenge.
  DAY_IN_FUTURE: 'Este dia ainda não chegou: escolha hoje ou um dia anterior.',
  CHALLENGE_NOT_FOUND: 'Nenhum desafio em andamento.',
  CHALLENGE_ACTIVE: 'Você já tem um desafio em andamento. Conclua-o ou desista dele antes de começar outro.',
  CHALLENGE_START_OUT_OF_RANGE: 'Escolha um início entre 6 dias atrás e 30 dias à frente.',
  CHALLENGE_DAY_OUT_OF_RANGE: 'Este dia não faz parte do desafio em andamento.',
  CHALLENGE_RULE_NOT_FOUND: 'Regra não encontrada neste desafio.',
  WEEK_NOT_OVER: 'A revisão da semana abre no 7º dia da semana.',
  WEEK_IN_FUTURE: 'Esta semana ainda não começou: escolha a semana atual ou uma anterior.',
  UNSUBSCRIBE_LINK_INVALID: 'Este link para parar de receber o email não é válido.',

  // Gamification: goals.
  GOAL_EXISTS: 'Você já tem uma meta deste tipo neste período.',
  GOAL_LIMIT: (p: { max: number }) =>
    `Você já tem ${p.max} metas em andamento. Exclua uma antes de criar outra.`,
  GOAL_NOT_FOUND: 'Meta não encontrada.',

  // Economic calendar.
  CALENDAR_ADMIN_ONLY: 'Só administradores podem alterar o calendário econômico.',
  EVENT_NOT_FOUND: 'Evento não encontrado.',
  /** A malformed .ics file: nothing of it is written. */
  ICS_INVALID: (p: { detail: string }) => `Arquivo .ics inválido: ${p.detail} Nada foi importado.`,

  // Account security: password, linked Google, sessions.
  PASSWORD_ALREADY_SET: 'Sua conta já tem uma senha. Para trocá-la, informe a senha atual.',
  SESSION_NOT_FRESH: 'Por segurança, saia e entre de novo antes desta alteração.',
  LAST_WAY_IN:
    'O Google é a sua única forma de entrar: crie uma senha ou cadastre a biometria antes de desvinculá-lo.',
  LAST_PASSKEY:
    'Esta biometria é a sua única forma de entrar: crie uma senha ou vincule o Google antes de removê-la.',
  PASSWORD_NOT_REMOVABLE: 'A senha não pode ser removida da conta. Para trocá-la, use "Atualizar Senha".',
  SESSION_NOT_FOUND: 'Sessão não encontrada: ela pode já ter sido encerrada.',
  CURRENT_SESSION: 'Esta é a sessão deste aparelho: para encerrá-la, use "Sair".',

  // Privacy (LGPD): deleting one's own account.
  ACCOUNT_DELETE_EMAIL_MISMATCH: 'O email digitado não é o email desta conta.',
  ACCOUNT_DELETE_PASSWORD_REQUIRED: 'Digite sua senha para confirmar a exclusão.',
  ACCOUNT_DELETE_WRONG_PASSWORD: 'Senha incorreta.',
  ACCOUNT_DELETE_REAUTH:
    'Por segurança, entre de novo (com biometria ou Google) e exclua a conta nos 5 minutos seguintes.',
  ACCOUNT_DELETE_LAST_ADMIN:
    'Você é o último administrador do MCTrading: conceda o papel a outra pessoa antes de excluir sua conta.',
  ACCOUNT_DELETE_BOOTSTRAP_ADMIN:
    'Esta conta é administradora pela configuração do servidor (ADMIN_EMAILS): peça para tirar o seu email de lá antes de excluí-la.',
} as const;

export type ErrorCode = keyof typeof errorMessages;

/** The parameters a code's message needs (undefined for a fixed message). */
export type ErrorParams<C extends ErrorCode> = (typeof errorMessages)[C] extends (p: infer P) => string
  ? P
  : undefined;

export function errorMessage<C extends ErrorCode>(code: C, params?: ErrorParams<C>): string {
  const entry: string | ((p: never) => string) = errorMessages[code];
  return typeof entry === 'function' ? entry(params as never) : entry;
}

/** Messages the server puts under a field (`fieldErrors`), beside the ones the shared schemas carry. */
export const fieldErrorMessages = {
  invalidCharacters: 'Remova o caractere inválido deste campo.',
  invalidCapital: 'Informe um capital inicial válido',
  defaultAccountOnly: 'Para trocar a conta padrão, defina outra conta como padrão',
  tickValue: 'O valor do tick deve ser maior que zero, com até 12 dígitos e 8 casas decimais',
  ticksPerPoint: 'Os ticks por ponto devem ser maiores que zero, com até 12 dígitos e 8 casas decimais',
  invalidSymbol: 'Informe um ativo válido',
  invalidExportFormat: 'Formato de exportação inválido',
  invalidFileName: 'O nome do arquivo contém um caractere inválido. Renomeie o arquivo e envie de novo.',
  invalidMaxLoss: 'Informe uma perda máxima maior que zero, com até 16 dígitos',
  invalidDay: 'Informe uma data válida',
  continueUntilPast: 'Escolha hoje ou uma data futura (no fuso horário do usuário).',
} as const;
