/**
 * Texts of the installable app: the web app manifest and the offline page (both written at build time by
 * vite.config.ts from here) and the 'Instalar app' button.
 */
export const pwaText = {
  manifest: {
    name: 'MCTrading',
    shortName: 'MCTrading',
    description:
      'Diário de trades e gestão de performance: dashboard, curva de capital, gestão de risco e relatórios.',
  },
  install: {
    button: 'Instalar app',
    hint: 'Abre o MCTrading em uma janela própria, como um aplicativo.',
  },
  offline: {
    title: 'Sem conexão — MCTrading',
    heading: 'Sem conexão',
    body: 'Não foi possível falar com o servidor: a conexão com a internet caiu ou está instável.',
    whatToDo:
      'Verifique o Wi-Fi ou os dados móveis e tente de novo. Seus trades estão guardados no servidor; nada foi perdido.',
    retry: 'Tentar novamente',
  },
} as const;
