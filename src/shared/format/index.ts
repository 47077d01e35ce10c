/**
 * The one home of pt-BR formats (money, numbers, percent, ratio, dates), read by the client, the server, the PDFs
 * and the CSV writers alike.
 */
export * from './dates';
export * from './money';
export * from './numbers';
export * from './csv';
