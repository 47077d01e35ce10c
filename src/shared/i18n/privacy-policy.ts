/** The /privacidade page (LGPD): what is stored, why, for how long, how to export and delete, who to ask. */
export const privacyPolicy = {
  title: 'Política de privacidade',
  updated: 'Atualizada em novembro de 2026.',
  intro:
    'O MCTrading é um diário de trades. Para funcionar, ele guarda o que você registra e alguns dados da sua conta. Esta página explica, em linguagem simples, o que guardamos, por que, por quanto tempo e como você leva ou apaga tudo, como garante a Lei Geral de Proteção de Dados (LGPD, Lei 13.709/2018).',
  back: 'Voltar ao início',
  contentsLabel: 'Nesta página',
  sections: [
    {
      id: 'o-que-guardamos',
      title: 'O que guardamos',
      items: [
        'Conta: nome, nome de exibição, email, WhatsApp, fuso horário e, se você usar, o vínculo com o Google. A senha é guardada só como um resumo criptográfico (hash), nunca como texto.',
        'Segurança: as sessões abertas (aparelho, navegador, endereço IP e quando foram usadas), as biometrias cadastradas (passkeys: só a chave pública) e, se ativada, a verificação em duas etapas.',
        'O que você registra: contas de trading, trades (preços, resultado, emoção, notas, tags), importações de arquivos (e as linhas recusadas), ativos próprios, custos e configurações.',
        'Disciplina: plano de risco, alertas de limite, plano e revisão do dia, desafio de 21 dias, pausas de respiração.',
        'Gamificação: XP, nível, conquistas, metas e, só se você escolher participar, o apelido e a pontuação no ranking.',
        'Escola: a escola de que você participa e o que escolheu compartilhar com ela; convites enviados ou recebidos.',
        'Registros de administração: quando um administrador ou admin de escola faz algo na sua conta (liberar o acesso, estender o teste), isso fica registrado.',
        'Emails enviados a você (confirmação, links de acesso, avisos de segurança), até serem entregues.',
      ],
    },
    {
      id: 'por-que',
      title: 'Por que guardamos',
      items: [
        'Para prestar o serviço que você pediu: registrar e analisar seus trades, calcular métricas, relatórios e impostos (execução de contrato).',
        'Para proteger a sua conta: sessões, limites de tentativas, avisos de segurança e o registro das ações de administradores (legítimo interesse e segurança).',
        'Para falar com você sobre a conta: liberação de acesso, fim do teste grátis, avisos de segurança.',
        'O ranking e o que a escola vê dependem da sua escolha, e você pode mudar de ideia a qualquer momento (consentimento).',
        'Não vendemos seus dados, não os usamos para publicidade e não fazemos recomendações de investimento.',
      ],
    },
    {
      id: 'com-quem',
      title: 'Quem vê os seus dados',
      items: [
        'Você.',
        'Os administradores do MCTrading, para liberar acessos e dar suporte.',
        'A sua escola, se você participar de uma, só no nível que você escolher (nada, um resumo ou também os últimos trades).',
        'Os outros traders, só se você entrar no ranking: veem o seu apelido e a sua pontuação, nunca seus trades.',
        'O serviço de email que entrega as nossas mensagens, e o Google quando você escolhe entrar com ele.',
      ],
    },
    {
      id: 'por-quanto-tempo',
      title: 'Por quanto tempo',
      items: [
        'Enquanto a sua conta existir. Nada é apagado pelo fim do teste grátis: a conta fica só para leitura.',
        'Sessões expiram em 30 dias sem uso; links de acesso e de redefinição de senha, em minutos; contadores de tentativas, em até uma hora.',
        'Quando você exclui a conta, tudo isso é apagado na hora, de uma vez. Nos registros de ações de administradores em que você aparece, a ação continua registrada (ela também diz respeito a outras pessoas), mas sem o seu nome, email ou identificador.',
        'Ficam só os emails que avisam da exclusão (para você e para os administradores), como registro de que o seu pedido foi atendido.',
      ],
    },
    {
      id: 'seus-direitos',
      title: 'Seus direitos e como exercê-los',
      items: [
        'Ver e levar seus dados (acesso e portabilidade): em Perfil → Privacidade → "Baixar meus dados" você recebe um arquivo .zip com tudo o que guardamos, em JSON, e os trades também em planilha CSV, que pode ser importada de novo.',
        'Corrigir: em Perfil → Dados você muda nome, WhatsApp, email e fuso horário; os trades você edita na lista de trades.',
        'Apagar: em Perfil → Privacidade → "Excluir minha conta". Pedimos que digite o seu email e confirme quem é você (senha, biometria ou Google). A exclusão não pode ser desfeita.',
        'Revogar escolhas: sair do ranking e mudar o que a escola vê, a qualquer momento, no Perfil.',
        'Tirar dúvidas ou reclamar: fale com a gente (abaixo). Você também pode procurar a Autoridade Nacional de Proteção de Dados (ANPD).',
      ],
    },
  ],
  contactTitle: 'Fale com a gente',
  contactText:
    'Para qualquer pedido sobre os seus dados, ou se algo aqui não estiver claro, fale com o suporte do MCTrading pelo WhatsApp.',
  contactLink: 'Falar com o suporte no WhatsApp',
  newTab: '(abre em uma nova aba)',
} as const;
