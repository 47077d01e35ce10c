import { CAPTION_MAX } from '../attachments/limits';
import { PASSKEY_NAME_MAX } from '../security/limits';
import { CONTRACTS_MAX, NOTES_MAX, TAG_MAX_LENGTH, TAGS_MAX } from '../trading/trade-limits';
import {
  CRITERIA_MAX,
  CRITERION_LABEL_MAX,
  PLAYBOOK_DESCRIPTION_MAX,
  PLAYBOOK_INSTRUMENTS_MAX,
  PLAYBOOK_NAME_MAX,
  PLAYBOOK_TIMEFRAME_MAX,
  PLAYBOOKS_MAX,
} from '../playbooks/limits';

/**
 * The validation messages of the zod contracts in src/shared: the client's forms show them under their field and the
 * server answers them as a 400's field errors, so both sides read them from here. A contract names its message
 * (`taxValidation.year`), never writes it.
 */

/** Said by several contracts. */
export const commonValidation = {
  required: 'Campo obrigatório',
  invalidEmail: 'Email inválido',
  invalidPeriod: 'Informe um período válido',
  upTo1000Chars: 'Use até 1.000 caracteres',
} as const;

/** The spec's trade messages (section 5), copied exactly, then ours for what the spec does not cover. */
export const tradeValidation = {
  required: commonValidation.required,
  invalidSymbol: 'Informe um ativo válido',
  invalidEntry: 'Informe um preço de entrada válido',
  invalidExit: 'Informe um preço de saída válido',
  samePrices: 'Preço de entrada e saída não podem ser iguais',
  minContracts: 'Número de contratos deve ser pelo menos 1',
  invalidMep: 'MEP deve ser um valor positivo',
  invalidMen: 'MEN deve ser um valor positivo',
  invalidDate: 'Informe uma data válida',
  invalidTime: 'Informe um horário válido',
  invalidType: 'Selecione Compra ou Venda',
  wholeContracts: 'Número de contratos deve ser um número inteiro',
  tooManyContracts: `Número de contratos deve ser no máximo ${CONTRACTS_MAX.toLocaleString('pt-BR')}`,
  invalidCosts: 'Custos devem ser zero ou um valor positivo',
  invalidStop: 'Informe um preço de stop válido',
  invalidEmotion: 'Selecione uma emoção válida',
  invalidContractMonth: 'Informe um vencimento válido',
  notesTooLong: `As observações devem ter no máximo ${NOTES_MAX} caracteres`,
  tooManyTags: `Use no máximo ${TAGS_MAX} tags`,
  tagTooLong: `Cada tag deve ter no máximo ${TAG_MAX_LENGTH} caracteres`,
  invalidExitDate: 'Informe uma data de saída válida',
  invalidExitTime: 'Informe um horário de saída válido',
  exitDateBeforeEntry: 'A data de saída não pode ser anterior à data de entrada',
  exitTimeBeforeEntry: 'O horário de saída não pode ser anterior ao de entrada no mesmo dia',
  futureDate: 'A data não pode ser depois de hoje: o diário registra trades que já aconteceram',
  futureExitDate: 'A data de saída não pode ser depois de hoje',
} as const;

/** Instruments, trading accounts and the journal's reset. */
export const tradingValidation = {
  invalidTickValue: 'Informe um valor de tick válido',
  invalidTicksPerPoint: 'Informe quantos ticks há em um ponto',
  resetConfirm: 'Digite RESET para confirmar',
} as const;

/** Sign-up, the WhatsApp the gate asks for, and a new password. */
export const accountValidation = {
  whatsappInvalid: 'WhatsApp inválido: Por favor, digite um número válido com DDD e 9 dígitos.',
  whatsappRequired: 'Campo obrigatório: Por favor, preencha o número do WhatsApp.',
  passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
  passwordMismatch: 'As senhas não coincidem',
} as const;

/** The admin area: a trial's days, the app's settings and a school. */
export const adminValidation = {
  daysNumber: 'Informe um número de dias',
  daysWhole: 'Informe um número inteiro de dias',
  extendAtLeastOneDay: 'Informe ao menos 1 dia',
  extendAtMost: 'No máximo 90 dias por vez',
  trialAtLeastOneDay: 'O teste dura ao menos 1 dia',
  trialAtMost: 'O teste dura no máximo 90 dias',
  noSetting: 'Informe ao menos uma configuração',
  schoolName: 'Informe o nome da escola',
  schoolNameTooLong: 'No máximo 120 caracteres',
  slugRequired: 'Informe um identificador',
  slugTooLong: 'No máximo 60 caracteres',
  slugPattern: 'Use letras minúsculas, números e hífens (ex.: escola-do-trader)',
  whatsappInvalid: 'WhatsApp inválido',
  instagramInvalid: 'Instagram inválido: use o @ da escola',
  seatsWhole: 'Informe um número inteiro',
  seatsAtLeastOne: 'Ao menos 1 vaga',
  auditRange: 'A data inicial é depois da final.',
} as const;

/** The economic calendar's event form. */
export const calendarValidation = {
  titleTooShort: 'Use pelo menos 3 caracteres',
  titleTooLong: 'Use no máximo 120 caracteres',
  country: 'Escolha o país',
  impact: 'Escolha o impacto',
  date: 'Informe a data',
  time: 'Use o formato HH:mm',
  sourceTooLong: 'Use no máximo 300 caracteres',
  icsFile: 'Escolha um arquivo .ics.',
  icsTooLarge: 'O arquivo passa de 1 MB.',
} as const;

/** The daily plan and review, the 21-day challenge, the weekly review and the breathing pause. */
export const disciplineValidation = {
  maxLoss: 'Informe uma perda máxima maior que zero',
  bias: 'Escolha o viés do dia',
  setupsTooLong: 'Use até 500 caracteres',
  startDate: 'Informe a data de início',
  ruleRequired: 'Escreva a regra',
  ruleTooLong: 'Use até 120 caracteres',
  tooManyRules: (max: number) => `Até ${max} regras próprias`,
  confirmGiveUp: 'Confirme para desistir do desafio',
  cycles: 'Informe de 1 a 20 ciclos',
  breathingSource: 'Origem da pausa inválida',
} as const;

/** Goals, the XP history's paging and the ranking's nickname. */
export const gamificationValidation = {
  number: 'Informe um número',
  wholeNumber: 'Use um número inteiro',
  positiveNumber: 'Use um número positivo',
  goalKind: 'Escolha o tipo de meta',
  goalPeriod: 'Escolha a semana ou o mês',
  targetAtLeastOne: 'A meta precisa ser pelo menos 1',
  targetAtMost: 'Use no máximo 100',
  tradesPerDayAtLeastOne: 'Pelo menos 1 trade por dia',
  tradesPerDayAtMost: 'Use no máximo 20',
  tradesPerDayRequired: 'Informe o máximo de trades por dia',
  weekDays: 'Uma semana tem 7 dias',
  monthDays: 'Um mês tem no máximo 31 dias',
  oneChallenge: 'Conclua 1 desafio',
  nicknameRequired: 'Escolha um apelido',
  nicknameTooShort: 'Use pelo menos 3 caracteres',
  nicknameTooLong: 'Use no máximo 20 caracteres',
  nicknameIsEmail: 'O apelido não pode ser um e-mail',
  nicknameCharacters: 'Use letras, números, ponto, hífen ou sublinhado (sem espaços)',
  nicknameReserved: 'Este apelido é reservado',
} as const;

/** The risk plan. */
export const riskValidation = {
  riskPerTrade: 'Informe um risco por trade maior que zero',
  dailyLoss: 'Informe um limite de perda diária maior que zero',
  gainLock: 'Informe uma meta de ganho maior que zero',
  tradesPerDay: 'Informe de 1 a 100 trades por dia',
  lossStreak: 'Informe de 1 a 20 perdas seguidas',
  cooldown: 'Informe de 0 a 600 minutos',
  contracts: 'Informe de 1 a 10.000 contratos',
} as const;

/** The day-trade tax's year and month. */
export const taxValidation = {
  year: 'Informe o ano',
  yearFrom: 'Informe um ano a partir de 2000',
  yearTo: 'Informe um ano até 2100',
  month: 'Informe o mês',
  monthRange: 'Mês de 1 a 12',
} as const;

/** Deleting one's own account. */
export const privacyValidation = {
  accountEmail: 'Digite o email da conta.',
} as const;

/** The chart screenshots' caption. */
export const attachmentValidation = {
  captionTooLong: `A legenda deve ter no máximo ${CAPTION_MAX} caracteres`,
} as const;

/** Playbooks and their criteria. */
export const playbookValidation = {
  nameRequired: 'Dê um nome ao playbook',
  nameTooLong: `Use até ${PLAYBOOK_NAME_MAX} caracteres`,
  nameTaken: 'Você já tem um playbook com este nome',
  descriptionTooLong: `Use até ${PLAYBOOK_DESCRIPTION_MAX} caracteres`,
  timeframeTooLong: `Use até ${PLAYBOOK_TIMEFRAME_MAX} caracteres`,
  tooManyInstruments: `Escolha até ${PLAYBOOK_INSTRUMENTS_MAX} ativos`,
  criterionRequired: 'Descreva o critério',
  criterionTooLong: `Use até ${CRITERION_LABEL_MAX} caracteres`,
  tooManyCriteria: `Use até ${CRITERIA_MAX} critérios`,
  duplicateCriterion: 'Este critério já está na lista',
  tooManyPlaybooks: `Você chegou ao limite de ${PLAYBOOKS_MAX} playbooks: arquive ou exclua algum`,
  unknownPlaybook: 'Playbook não encontrado',
  archivedPlaybook: 'Este playbook está arquivado: reative-o para usá-lo em novos trades',
  criteriaWithoutPlaybook: 'Escolha o playbook antes de marcar os critérios',
  unknownCriterion: 'Um dos critérios marcados não pertence a este playbook',
} as const;

/** Two-factor codes and the passkeys' names ('Biometria'). */
export const securityValidation = {
  codeFormat: 'Digite os 6 dígitos do app.',
  recoveryFormat: 'Digite o código como foi entregue (ex.: AbCdE-12345).',
  passkeyName: `Use de 1 a ${PASSKEY_NAME_MAX} caracteres.`,
} as const;
