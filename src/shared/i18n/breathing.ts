/** The breathing pause (4-7-8): the header button, the guided dialog and the offers after a trade. */
export const breathing = {
  open: 'Pausa para respirar',
  /** The header button's visible text on a phone (its name stays 'Pausa para respirar'). */
  openShort: 'Respirar',
  title: 'Pausa para respirar',
  intro:
    'Respiração 4-7-8: inspire pelo nariz por 4 segundos, segure o ar por 7 e expire pela boca por 8. Alguns ciclos acalmam antes da próxima decisão.',
  cyclesLabel: 'Ciclos',
  cyclesHint: (seconds: number) => `Cada ciclo dura ${seconds} segundos.`,
  /** '4 ciclos (1 min 16 s)': the whole pause, so the trader knows what they commit to. */
  cyclesOption: (n: number, cycleSeconds: number) => {
    const total = n * cycleSeconds;
    const min = Math.floor(total / 60);
    const sec = total % 60;
    const duration = min === 0 ? `${sec} s` : sec === 0 ? `${min} min` : `${min} min ${sec} s`;
    return `${n} ciclos (${duration})`;
  },
  start: 'Começar',
  ready: 'Escolha os ciclos e toque em Começar.',
  stop: 'Encerrar',
  phases: { inhale: 'Inspire', hold: 'Segure', exhale: 'Expire' },
  /** The count said each second: one to eight (the longest phase). */
  numbers: ['um', 'dois', 'três', 'quatro', 'cinco', 'seis', 'sete', 'oito'],
  cycle: (cycle: number, cycles: number) => `Ciclo ${cycle} de ${cycles}`,
  secondOf: (second: number, seconds: number) => `${second} de ${seconds} segundos`,
  announce: (phase: string, cycle: number, cycles: number) => `${phase}. Ciclo ${cycle} de ${cycles}.`,
  doneTitle: 'Pausa concluída',
  doneLine: 'Respire normalmente por um instante. Decida o próximo passo com calma.',
  close: 'Fechar',
  saveFailed: 'Não foi possível registrar a pausa',
  saveFailedDetail: 'A pausa foi feita, mas não ficou registrada no desafio.',
  offerTitle: 'Que tal uma pausa?',
  offerEmotion: 'Você registrou uma emoção difícil. Respirar um minuto ajuda a voltar ao plano.',
  offerLossStreak: 'Dois prejuízos seguidos hoje. Respire antes da próxima operação.',
  offerAction: 'Respirar',
};
