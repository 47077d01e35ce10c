/**
 * Every text of the public landing page (`/`), in Portuguese. Texts the spec quotes are copied exactly; the e2e
 * test reads them from here too, so a change of copy is one edit.
 */

export const landing = {
  productName: 'MCTrading',
  skipToContent: 'Pular para o conteúdo',
  header: {
    navLabel: 'Principal',
    login: 'Entrar',
  },
  hero: {
    eyebrow: 'Diário de trades inteligente',
    title: 'O que é o MCTrading?',
    lead: 'O MCTrading é o seu diário de trades inteligente: registre cada operação, acompanhe métricas honestas e controle risco e emoções em um só lugar — para operar com método, e não no impulso.',
    primary: 'Experimente Grátis por 7 dias',
    secondary: 'Fale Conosco',
    secondaryHint: '(abre o WhatsApp em uma nova aba)',
    highlights: [
      '7 dias grátis a partir da liberação',
      'Computador, tablet e celular',
      'Suporte especializado',
    ],
    /**
     * The platforms whose files the import reads (src/shared/trading/imports: FORMAT_LABELS; a unit test keeps the
     * two in step). A WIN/WDO trader's first question is "importa do Profit?": answered above the fold.
     */
    importsLead: 'Importe seu histórico de',
    platforms: ['Profit', 'MetaTrader 5', 'NinjaTrader 8', 'Tradovate', 'CSV'],
    platformsLabel: 'Plataformas de onde você importa seus trades',
  },
  carousel: {
    title: 'Conheça a plataforma por dentro',
    label: 'Telas do MCTrading',
    roleDescription: 'carrossel',
    slideRoleDescription: 'slide',
    cta: 'Ver em ação',
    previous: 'Slide anterior',
    next: 'Próximo slide',
    goTo: (n: number, title: string) => `Ir para o slide ${n}: ${title}`,
    position: (n: number, total: number) => `${n} de ${total}`,
    dotsLabel: 'Escolher slide',
    keyboardHint: 'Use as setas do teclado para navegar entre os slides.',
    slides: [
      {
        id: 'dashboard',
        title: 'Dashboard Completo',
        description:
          'P&L total, taxa de acerto, fator de lucro, pay-off e drawdown máximo em uma única tela, com a curva de capital atualizada a cada trade.',
        alt: 'Tela Dashboard do MCTrading: cartões de métricas, curva de capital em alta e a lista dos últimos trades.',
      },
      {
        id: 'analises',
        title: 'Análises Avançadas',
        description:
          'Descubra em quais dias, horários e ativos você realmente ganha dinheiro — e onde está deixando resultado na mesa.',
        alt: 'Tela Relatórios do MCTrading: resumo do período, resultado por dia da semana, por horário e por emoção.',
      },
      {
        id: 'desenvolvimento',
        title: 'Desenvolvimento Pessoal',
        description:
          'Relacione emoções e resultados, acompanhe o desafio de 21 dias de disciplina e use a pausa para respirar antes de agir no impulso.',
        alt: 'Tela Desafio de 21 dias do MCTrading: os 21 dias da semana 2, a lista de hoje e os dias cumpridos.',
      },
      {
        id: 'gamificacao',
        title: 'Gamificação Completa',
        description:
          'Ganhe XP por seguir o plano, suba de nível, desbloqueie conquistas, bata metas e compare sua evolução no ranking.',
        alt: 'Tela Gamificação do MCTrading: nível 12, barra de XP, conquistas, meta do mês e histórico de XP.',
      },
    ],
  },
  audience: {
    title: 'Para quem é o MCTrading?',
    lead: 'Do primeiro trade à mesa profissional: a plataforma acompanha cada etapa da sua jornada.',
    items: [
      {
        title: 'Iniciantes',
        text: 'Comece com o pé direito: crie o hábito de registrar cada operação e aprenda com os próprios números desde o primeiro dia.',
      },
      {
        title: 'Traders profissionais',
        text: 'Tenha um controle rigoroso de resultados, risco e consistência, com métricas no nível que a sua operação exige.',
      },
      {
        title: 'Focados em estatística',
        text: 'Expectativa matemática, fator de lucro, pay-off e drawdown calculados automaticamente, sem planilhas.',
      },
      {
        title: 'Quem busca controle total',
        text: 'Cada trade, cada emoção e cada real em risco registrados e organizados em um só lugar.',
      },
      {
        title: 'Traders disciplinados',
        text: 'Transforme o plano de trade em rotina com o desafio de 21 dias e acompanhe sua disciplina semana a semana.',
      },
      {
        title: 'Com metas profissionais',
        text: 'Defina metas, acompanhe sua evolução em relatórios e saiba exatamente quanto falta para chegar lá.',
      },
    ],
  },
  reality: {
    stat: '90%',
    title: 'A dura realidade do mercado',
    text: 'Cerca de 90% dos traders perdem dinheiro. Na maioria das vezes, não é falta de estratégia: é falta de registro, de gestão de risco e de controle emocional.',
    closing:
      'Os 10% que permanecem no jogo tratam o trading como um negócio: medem tudo, revisam cada erro e seguem o plano. O MCTrading foi feito para colocar você nesse grupo.',
    points: ['Operar sem registrar', 'Arriscar demais em um único trade', 'Deixar a emoção decidir'],
    pointsLabel: 'Os erros mais comuns',
  },
  quote: {
    title: 'Palavra de quem entende',
    text: 'Os melhores traders acreditam, sem sombra de dúvida, que qualquer coisa pode acontecer.',
    author: 'Mark Douglas',
    source: 'autor de “Trading in the Zone”',
    starsLabel: '5 de 5 estrelas',
  },
  features: {
    title: 'Tudo o que você precisa para evoluir',
    lead: 'Recursos pensados por traders, para traders.',
    items: [
      'Dashboard completo com as métricas que importam',
      'Registro de trades e importação do Profit, MetaTrader 5, NinjaTrader, Tradovate ou CSV',
      'Análise de performance detalhada',
      'Curva de capital em tempo real',
      'Gestão de risco avançada',
      'Análise emocional dos trades',
      'Gamificação com níveis, XP, conquistas e metas',
      'Ranking entre traders',
      'Distribuição dos trades',
      'Relatórios de evolução',
      'Controle de disciplina com o desafio de 21 dias',
      'Suporte técnico especializado',
    ],
  },
  faq: {
    title: 'Perguntas frequentes',
    items: [
      {
        q: 'Como funciona o período de teste grátis?',
        a: 'Você cria sua conta e confirma seu email; depois, uma pessoa da nossa equipe libera o seu acesso e você recebe um email avisando. Os 7 dias grátis começam na liberação (a espera não gasta o teste), sem pagar nada. Ao final do período, você decide se quer continuar.',
      },
      {
        q: 'Preciso instalar algum programa?',
        a: 'Não. O MCTrading funciona direto no navegador do computador, notebook, tablet ou celular — basta entrar com a sua conta.',
      },
      {
        q: 'Serve para qual mercado e quais ativos?',
        a: 'Você pode registrar operações de mini índice, mini dólar e contratos internacionais como NQ e ES, entre outros ativos. O P&L é calculado pelo valor do tick de cada ativo. Seu histórico entra de uma vez pela importação de arquivos do Profit, MetaTrader 5, NinjaTrader 8, Tradovate ou de qualquer planilha em CSV.',
      },
      {
        q: 'Como a análise emocional me ajuda?',
        a: 'Em cada trade você registra como estava se sentindo. Com o tempo, o MCTrading mostra quais emoções acompanham seus melhores e seus piores resultados.',
      },
      {
        q: 'O que é o desafio de 21 dias?',
        a: 'É um programa de disciplina: durante 21 dias você se compromete a seguir o seu plano de trade e acompanha o progresso semana a semana.',
      },
      {
        q: 'Meus dados ficam seguros?',
        a: 'Sim. Seus registros são privados e protegidos por login. No ranking aparecem apenas a sua posição e a sua pontuação, nunca os detalhes das suas operações.',
      },
    ],
  },
  cta: {
    title: 'Pronto para operar com método?',
    text: 'Crie sua conta em menos de um minuto. Assim que nossa equipe liberar o acesso, você tem 7 dias grátis para conhecer todos os recursos.',
    primary: 'Comece Agora - 7 dias Grátis',
    secondary: 'Já tenho conta - Entrar',
  },
  support: {
    title: 'Ainda tem dúvidas?',
    text: 'Fale com a nossa equipe pelo WhatsApp. Respondemos rapidinho.',
    button: 'Conversar no WhatsApp',
  },
  footer: {
    tagline: 'Diário de trades e gestão de performance.',
    rights: (year: number) => `© ${year} MCTrading. Todos os direitos reservados.`,
    disclaimer:
      'Operar no mercado financeiro envolve riscos. Resultados passados não garantem resultados futuros. O MCTrading é uma ferramenta de registro e análise e não faz recomendações de investimento.',
    linksLabel: 'Rodapé',
    login: 'Entrar',
    contact: 'Fale Conosco',
    privacy: 'Privacidade',
  },
  newTab: '(abre em uma nova aba)',
} as const;
