/** The 7-day trial's texts (ADR 013): the header chip, the banners, the toast and the /continuar page. */
export const trial = {
  /** The quiet chip: the prefix is visually hidden on phones (the header is narrow), read by screen readers. */
  chipPrefix: 'Teste grátis: faltam ',
  daysLeft: (n: number) => (n === 1 ? '1 dia' : `${n} dias`),
  /** The loud banner in the last days. */
  loudTitle: (n: number) => (n <= 1 ? 'Teste grátis: último dia' : `Teste grátis: faltam ${n} dias`),
  loudDetail:
    'Depois disso, sua conta fica só para leitura: seus dados continuam aqui. Use o botão Continuar para seguir registrando.',
  /** The read-only banner, on every signed-in page. */
  readOnlyTitle: 'Seu teste grátis terminou.',
  readOnlyDetail: 'Seus dados continuam aqui: você pode ver e exportar tudo.',
  continue: 'Continuar',
  bannerLabel: 'Teste grátis',
  /** The toast when a write answers 403 TRIAL_EXPIRED. */
  expiredToastTitle: 'Conta só para leitura',
  requestedOn: (date: string) => `Pedido enviado em ${date}`,

  page: {
    title: 'Continuar no MCTrading',
    expiredLead: 'Seu teste grátis terminou.',
    keptTitle: 'Nada foi apagado',
    kept: 'Seus trades, o dashboard e o histórico ficam como estão: veja e exporte tudo em CSV quando quiser.',
    exportLink: 'Ver e exportar meus trades',
    meansTitle: 'O que é continuar',
    means: [
      'Você volta a registrar trades, importar operações e usar o plano de risco e o desafio.',
      'Ao escolher Continuar, avisamos a equipe do MCTrading (e a sua escola, se você tiver uma) e abrimos o WhatsApp do suporte com uma mensagem pronta.',
      'Assim que a sua conta for continuada, tudo volta a funcionar, sem perder nada.',
    ],
    continueHint: 'Abre o WhatsApp do suporte em uma nova aba.',
    requestedDetail: 'A equipe já foi avisada. Se quiser, fale de novo com o suporte pelo WhatsApp.',
    requestFailed: 'Não foi possível registrar o pedido',
    requestFailedDetail: 'O WhatsApp do suporte foi aberto mesmo assim. Tente de novo em instantes.',
    activeTitle: 'Sua conta está ativa',
    activeDetail: 'Você pode registrar e editar seus trades normalmente.',
    trialTitle: 'Você está no teste grátis',
    trialDetail: (n: number) =>
      n <= 1
        ? 'Hoje é o último dia do seu teste grátis. Quando ele terminar, volte aqui para continuar.'
        : `Faltam ${n} dias para o seu teste grátis terminar. Quando ele terminar, volte aqui para continuar.`,
    continuedUntil: (date: string) => `Sua conta está liberada até ${date}.`,
    toDashboard: 'Ir para o dashboard',
    /** The prefilled WhatsApp message: who asks, so support finds the account at once. */
    chatMessage: (name: string, email: string) =>
      `Olá! Sou ${name} (${email}). Meu teste grátis no MCTrading terminou e quero continuar.`,
  },
};
