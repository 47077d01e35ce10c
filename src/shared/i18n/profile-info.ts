/** Texts of /profile's 'Dados' tab: names, WhatsApp, email, time zone. Server and client use them. */

/** Field messages shared by the form and the server's schema. */
export const profileMessages = {
  required: 'Campo obrigatório',
  displayNameTooLong: 'Use no máximo 60 caracteres',
  fullNameTooLong: 'Use no máximo 120 caracteres',
  invalidWhatsapp: 'WhatsApp inválido: Por favor, digite um número válido com DDD e 9 dígitos.',
  requiredWhatsapp: 'Campo obrigatório: Por favor, preencha o número do WhatsApp.',
  invalidEmail: 'Email inválido',
};

export const profileInfoText = {
  loadError: 'Não foi possível carregar seus dados. Verifique sua conexão e tente novamente.',
  retry: 'Tentar novamente',
  details: {
    title: 'Seus dados',
    lead: 'Como você aparece no MCTrading e como o suporte fala com você.',
    displayName: 'Nome de exibição',
    displayNameHint: 'Aparece no topo das páginas e na saudação do painel.',
    fullName: 'Nome completo',
    fullNameHint: 'Usado nos relatórios em PDF e pela sua escola.',
    whatsapp: 'WhatsApp',
    whatsappHint: 'Com DDD: (DD) NNNNN-NNNN. É por ele que o suporte fala com você.',
    submit: 'Salvar dados',
    saving: 'Salvando...',
    saved: 'Salvo',
    savedDetail: 'Seus dados foram atualizados.',
    unchanged: 'Nada para salvar',
    unchangedDetail: 'Os dados já estão como você digitou.',
    saveError: 'Não foi possível salvar',
    saveErrorDetail: 'O que você digitou continua no formulário. Tente novamente.',
  },
  email: {
    title: 'Email de acesso',
    lead: 'Usado para entrar, para os links de acesso e para os avisos de segurança.',
    current: 'Email atual',
    newEmail: 'Novo email',
    newEmailHint: 'Enviaremos um link para o novo endereço. O email só muda quando você abrir o link.',
    submit: 'Enviar link de confirmação',
    sending: 'Enviando...',
    sent: 'Link enviado',
    sentDetail: (email: string) =>
      `Abra o link que enviamos para ${email} para confirmar. Até lá, você continua entrando com o email atual.`,
    pending: (email: string) =>
      `Link de confirmação enviado para ${email}. Abra-o para concluir a troca; o endereço atual será avisado.`,
    sendError: 'Não foi possível enviar o link',
    sendErrorDetail: 'Verifique o email e tente novamente.',
    changed: 'Email alterado',
    changedDetail: (email: string) => `Agora você entra com ${email}. Avisamos o endereço antigo.`,
    changeFailed: 'O email não foi alterado',
    changeFailedDetail: 'O link expirou ou já foi usado. Peça um novo link abaixo.',
  },
  /** Settings whose one home is another page: the profile says where and links there. */
  elsewhere: {
    timezoneLead: (zone: string) =>
      `Seu fuso horário é ${zone.replace(/_/g, ' ')}. Ele define o seu "hoje" e fica em Configurações, com os custos e as preferências.`,
    timezoneLeadUnknown: 'Ele define o seu "hoje" e fica em Configurações, com os custos e as preferências.',
    timezoneLink: 'Alterar em Configurações',
    rankingTitle: 'Ranking',
    rankingLead: 'Participar do ranking, o seu apelido e sair dele ficam na página Ranking.',
    rankingLink: 'Abrir o Ranking',
  },
  timezone: {
    title: 'Fuso horário',
    lead: 'Define o seu "hoje": o dia dos trades, os limites diários e o fim do teste grátis. É o mesmo das configurações.',
    label: 'Fuso horário',
    submit: 'Salvar fuso horário',
    saving: 'Salvando...',
    saved: 'Salvo',
    savedDetail: (zone: string) => `Fuso horário: ${zone.replace(/_/g, ' ')}.`,
    saveError: 'Não foi possível salvar o fuso horário',
    saveErrorDetail: 'Tente novamente.',
    loadError: 'Não foi possível carregar o fuso horário.',
    retry: 'Tentar novamente',
  },
};
