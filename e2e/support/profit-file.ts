/**
 * A Profit export (its real header, semicolons, pt-BR numbers) with `n` WIN trades in November of `year`: 100 points
 * each, every third one a loss of 50. Days 3 to 27, a new hour every 25 trades.
 */
export function profitFile(n: number, year: number) {
  const header =
    'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;MEP;MEN;Res. Operação';
  const rows = Array.from({ length: n }, (_, i) => {
    const day = String(3 + (i % 25)).padStart(2, '0');
    const hour = String(9 + Math.floor(i / 25)).padStart(2, '0');
    const exit = i % 3 === 2 ? '124.950,00' : '125.100,00';
    return `WINZ${String(year).slice(2)};${day}/11/${year} ${hour}:15:00;;1;1;C;125.000,00;${exit};;;`;
  });
  return {
    name: `profit-${year}-11.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from([header, ...rows].join('\r\n') + '\r\n', 'utf8'),
  };
}

/** 'R$ 1.234,50' or '-R$ 10,00' → cents, whatever the sign's style. */
export const cents = (text: string) => {
  const match = /(-|−)?\s*R\$\s*([\d.]+,\d{2})/.exec(text.replace(/\u00a0/g, ' '));
  if (!match?.[2]) throw new Error(`no amount in "${text}"`);
  const value = Number(match[2].replace(/\./g, '').replace(',', ''));
  return match[1] ? -value : value;
};
