/**
 * Why an automatic item of a challenge day is not done, in Portuguese: the short reason the day's checklist shows
 * beside the item (built on the server with the day's evaluation, src/shared/discipline/evaluate-day.ts).
 */
const ofTrades = (n: number, total: number) => (total === 1 ? 'O trade' : `${n} de ${total} trades`);

export const checkDetails = {
  noPlan: 'Nenhum plano do dia escrito',
  planAfterTrade: 'O plano foi escrito depois do primeiro trade',
  noStop: (n: number, total: number) => `${ofTrades(n, total)} sem stop`,
  riskAbove: (n: number, total: number) => `${ofTrades(n, total)} com risco ou contratos acima do plano`,
  afterLossLimit: (n: number, total: number) => `${ofTrades(n, total)} após o limite de perda`,
  overCap: (n: number, total: number) => `${ofTrades(n, total)} acima do limite de trades ou durante a pausa`,
  notJournaled: (n: number, total: number) =>
    `${ofTrades(n, total)} sem emoção ou sem nota de 20+ caracteres`,
} as const;
