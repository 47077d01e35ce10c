/**
 * Every text of the account screens (/auth, /auth/callback, /access-pending, the signed-in layout, /admin), in
 * Portuguese. Texts the spec quotes are copied character for character; the e2e tests read them from here too,
 * so a change of copy is one edit.
 */

export const productName = 'MCTrading';

export { common } from './common';

export const authPage = {
  title: 'Bem-vindo ao MCTrading',
  subtitle: 'Seu diário de trades e gestão de performance',
  backHome: 'Voltar para o início',
  tabsLabel: 'Entrar ou cadastrar',
  tabLogin: 'Entrar',
  tabSignup: 'Cadastrar',
  or: 'ou',
  email: 'Email',
  emailPlaceholder: 'seu@email.com',
  password: 'Senha',
  passwordPlaceholder: '••••••',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  emailKnown: '✓ Email já cadastrado',
  emailInUse: '⚠️ Email já está em uso',
};

export const loginTab = {
  submit: 'Entrar',
  submitting: 'Entrando...',
  forgot: 'Esqueci minha senha',
  google: 'Entrar com Google',
  biometric: 'Entrar com biometria',
  biometricBusy: 'Aguardando biometria...',
  magicLinkLead: 'Prefere entrar sem senha?',
  magicLink: 'enviar link por email',
  magicLinkSending: 'Enviando link...',
  magicLinkNeedsEmail: 'Digite seu email acima para receber o link de acesso.',
  // /auth?entrar=link, from the mails about blocked password sign-ins (server/mail/templates.ts).
  magicLinkFromMail:
    'Para entrar agora sem senha, digite seu email e escolha "enviar link por email": o link chega em instantes na sua caixa de entrada.',
  resend: 'Reenviar email de confirmação',
  resending: 'Reenviando...',
  instagramTitle: 'Siga o MCTrading no Instagram',
  instagramText: 'Dicas de trading, bastidores e novidades da plataforma toda semana.',
  instagramCta: 'Seguir no Instagram',
  newTabHint: '(abre em uma nova aba)',
};

export const signupTab = {
  google: 'Cadastrar com Google',
  fullName: 'Nome completo',
  fullNamePlaceholder: 'Seu nome',
  whatsapp: 'WhatsApp',
  whatsappPlaceholder: '(11) 98765-4321',
  passwordHint: 'Mínimo de 6 caracteres',
  strength: 'Força da senha',
  submit: 'Criar conta',
  submitting: 'Criando conta...',
  /** Said before 'Criar conta': a person releases new accounts, and the trial starts then. */
  approvalNote:
    'Depois de confirmar seu email, uma pessoa da nossa equipe libera sua conta e você recebe um email avisando. Os 7 dias grátis começam na liberação.',
};

/** The screen that replaces the sign-up form after 'Criar conta': it stays until the visitor moves on. */
export const signupDone = {
  title: 'Confira seu email',
  lead: (email: string) => `Enviamos um link de confirmação para ${email}.`,
  stepsTitle: 'O que acontece agora',
  steps: [
    'Abra o email e use o link dele para confirmar sua conta (confira também o spam).',
    'Depois, uma pessoa da nossa equipe libera seu acesso. Você recebe um email quando isso acontecer.',
    'Os 7 dias grátis começam na liberação: a espera não gasta o seu teste.',
  ],
  resend: 'Reenviar o email',
  resending: 'Reenviando...',
  signIn: 'Já confirmei, quero entrar',
  otherEmail: 'Cadastrar outro email',
};

export const recoveryDialog = {
  title: 'Recuperar Senha',
  description: 'Digite seu email e enviaremos um link para você criar uma nova senha.',
  submit: 'Enviar',
  submitting: 'Enviando...',
  cancel: 'Cancelar',
};

export const resetPage = {
  title: 'Redefinir Senha',
  description: 'Escolha uma nova senha para a sua conta.',
  password: 'Nova Senha',
  confirm: 'Confirmar Nova Senha',
  submit: 'Atualizar Senha',
  submitting: 'Atualizando...',
  mismatch: 'As senhas não coincidem',
  tooShort: 'A senha deve ter pelo menos 6 caracteres',
  missingToken: 'Link de recuperação inválido ou expirado. Solicite um novo em "Esqueci minha senha".',
  redirecting: 'Redirecionando para o login...',
};

export const callbackPage = {
  finishing: 'Finalizando seu acesso...',
};

export const passkeyOffer = {
  title: 'Entrar com biometria?',
  description:
    'Configure a biometria deste aparelho (digital, rosto ou PIN) para entrar sem digitar a senha da próxima vez. Sua senha não fica guardada no aparelho.',
  accept: 'Sim, configurar',
  decline: 'Agora não',
  busy: 'Configurando...',
};

export const whatsappPrompt = {
  title: 'Adicione seu WhatsApp',
  description: 'Usamos seu WhatsApp para suporte e avisos importantes sobre a sua conta.',
  label: 'WhatsApp',
  submit: 'Salvar',
  submitting: 'Salvando...',
  skip: 'Pular',
};

export const completionModal = {
  title: 'Complete seu perfil',
  description: 'Para continuar usando o MCTrading, informe seu número de WhatsApp com DDD.',
  label: 'WhatsApp',
  submit: 'Continuar',
  submitting: 'Salvando...',
};

export const accessPending = {
  title: 'Acesso Pendente',
  status: 'Sua conta foi criada e está aguardando a liberação de um administrador.',
  nextStepsTitle: 'Próximos passos',
  nextSteps: [
    'Uma pessoa da nossa equipe libera as contas novas. Você recebe um email quando o seu acesso for liberado.',
    'Os 7 dias grátis começam na liberação: a espera não gasta o seu teste.',
    'Se quiser agilizar, fale com o administrador pelo WhatsApp.',
  ],
  /** Under the buttons: the page asks the server by itself (every ~10 s while it is on screen). */
  watching: 'Esta página segue sozinha assim que o acesso for liberado.',
  contact: 'Falar com o administrador',
  accountTitle: 'Sua conta',
  name: 'Nome',
  email: 'Email',
  check: 'Verificar acesso',
  checking: 'Verificando...',
  signOut: 'Sair da Conta',
  signingOut: 'Saindo...',
};

export const layout = {
  navLabel: 'Menu principal',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  /** The phone's bottom bar: its button that opens every section. */
  more: 'Mais',
  /** The phone's bottom bar (the most used pages and 'Novo trade'). */
  bottomBarLabel: 'Atalhos',
  signOut: 'Sair',
  adminSection: 'Administração',
  /** The sections of the menu (the desktop sidebar and the phone's 'Mais'). */
  sections: {
    journal: 'Diário',
    analysis: 'Análises',
    discipline: 'Plano e disciplina',
    progress: 'Evolução',
    account: 'Conta',
  },
  items: {
    dashboard: 'Início',
    profile: 'Perfil',
    gamification: 'Gamificação',
    ranking: 'Ranking',
    challenge: 'Desafio 21 dias',
    admin: 'Usuários',
    adminPermissions: 'Permissões',
    adminSchools: 'Escolas',
    schoolAdmin: 'Escola',
  },
};

export const forbiddenPage = {
  title: 'Acesso negado',
  code: '403',
  lead: 'Esta área é exclusiva para administradores.',
  back: 'Ir para o dashboard',
};

/** The retry button of the access check (the admin pages have their own catalogues: admin-users.ts...). */
export const adminPage = {
  retry: 'Tentar novamente',
} as const;

/** Toast titles and details of spec section 8, copied exactly. */
export const toasts = {
  signupError: 'Erro no cadastro',
  loginError: 'Erro no login',
  googleError: 'Erro no login com Google',
  magicLinkError: 'Erro ao enviar Magic Link',
  signOutError: 'Erro ao sair',
  emailError: 'Erro ao enviar email',
  resendError: 'Erro ao reenviar confirmação',
  updatePasswordError: 'Erro ao atualizar senha',
  callbackError: 'Erro na autenticação',
  saveError: 'Erro ao salvar',
  passkeyMissing: 'Credenciais não encontradas',
  passkeyError: 'Erro na biometria',
  accessPending: 'Acesso pendente',

  login: {
    invalidCredentials: 'Email ou senha incorretos',
    emailNotConfirmed: 'Email não confirmado. Verifique sua caixa de entrada.',
    userNotFound: 'Usuário não encontrado. Verifique o email digitado.',
    other: 'Erro ao fazer login. Tente novamente.',
    /** Added to a 429's message on the password form: the way in that no limit on passwords closes. */
    rateLimitedWayIn: 'Para entrar agora, use "enviar link por email".',
  },
  recovery: {
    sendFailed:
      'Não foi possível enviar o email de recuperação. Tente novamente ou entre em contato com o suporte.',
    userNotFound: 'Email não encontrado no sistema.',
    other: 'Erro ao processar solicitação. Tente novamente.',
  },
  signup: {
    userExists: 'Este email já está cadastrado. Entre com sua senha ou recupere o acesso.',
    invalidEmail: 'Email inválido.',
    passwordTooShort: 'A senha deve ter pelo menos 6 caracteres',
    other: 'Não foi possível criar sua conta. Tente novamente.',
  },
  googleNotConfigured: 'Login com Google não está configurado',
  googleNotConfiguredDetail: 'Use seu email e senha ou receba um link de acesso por email.',
  genericDetail: 'Algo deu errado. Tente novamente.',
  saveWhatsappDetail: 'Não foi possível salvar seu WhatsApp. Tente novamente.',
  passkeyMissingDetail: 'Faça login normalmente primeiro para configurar a biometria.',
  passkeyErrorDetail: 'Não foi possível fazer login com biometria. Tente o login normal.',
  passkeySetupError: 'Não foi possível configurar a biometria',
  passkeySetupErrorDetail: 'Você pode tentar de novo no próximo login.',
  accessPendingDetail: 'Seu acesso está sendo analisado. Entre em contato com o administrador.',
  callbackErrorDetail: 'Não foi possível concluir o acesso. Tente entrar novamente.',

  signupSuccess: 'Cadastro realizado!',
  signupSuccessDetail: 'Verifique seu email para confirmar a conta',
  accountCreated: 'Conta criada!',
  magicLinkSent: 'Magic Link enviado!',
  magicLinkSentDetail: 'Verifique seu email e clique no link para entrar.',
  emailSent: 'Email enviado!',
  emailSentDetail: 'Verifique sua caixa de entrada para redefinir sua senha.',
  resendSent: 'Confirmação reenviada!',
  resendSentDetail: 'Verifique sua caixa de entrada.',
  passwordUpdated: 'Senha atualizada!',
  passwordUpdatedDetail: 'Entre com a sua nova senha.',
  whatsappAdded: 'WhatsApp adicionado!',
  whatsappAddedDetail: 'Obrigado! Seu número foi salvo.',
  profileCompleted: 'Perfil completado!',
  profileCompletedDetail: 'Tudo certo, bom trading!',
  passkeyConfigured: 'Biometria configurada!',
  passkeyConfiguredDetail: 'Da próxima vez, entre com a biometria deste aparelho.',
  loginSuccess: 'Login realizado com sucesso!',
  loginSuccessDetail: 'Bem-vindo de volta.',
  /** The first time a released user enters the app (src/shared/account/greeting.ts): not "de volta". */
  loginSuccessFirstDetail: 'Bem-vindo ao MCTrading.',
};

/** The toast area (sonner), read by screen readers: its region (followed by its hotkey) and each close button. */
export const toaster = {
  region: 'Notificações',
  close: 'Fechar notificação',
};

/** Spec sections 5–6: validation texts. */
export const validation = {
  whatsappInvalid: 'WhatsApp inválido: Por favor, digite um número válido com DDD e 9 dígitos.',
  whatsappRequired: 'Campo obrigatório: Por favor, preencha o número do WhatsApp.',
  passwordMin: 'A senha deve ter pelo menos 6 caracteres',
  passwordsDiffer: 'As senhas não coincidem',
};
