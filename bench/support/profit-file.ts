/** The import benches' input, with no side effects (the parse-equality test reads it too). */

const pad = (n: number) => String(n).padStart(2, '0');
/** 125.100,00 — Profit's pt-BR number with thousands dots and a decimal comma. */
const brl = (n: number) => {
  const [int = '0', frac = '00'] = n.toFixed(2).split('.');
  return `${int.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${frac}`;
};

/**
 * A deterministic Profit "Relatório de Performance": preamble, header variant 1, WIN and WDO day trades spread
 * over business hours of ~2 years, a few [R] rollovers. Encoded as cp1252 (every character here is latin-1).
 */
export function profitFile(rows: number): Uint8Array {
  const lines = [
    'Conta: 123456',
    'Titular: João da Silva Conceição',
    'Data Inicial: 02/01/2025',
    'Data Final: 30/12/2026',
    '',
    'Ativo;Abertura;Fechamento;Qtd Compra;Qtd Venda;Lado;Preço Compra;Preço Venda;Preço de Mercado;MEP;MEN;Res. Operação;Res. Operação (%);Drawdown;Total',
  ];
  let total = 0;
  for (let i = 0; i < rows; i += 1) {
    const win = i % 3 !== 2;
    const day = new Date(Date.UTC(2025, 0, 2) + Math.floor(i / 150) * 86_400_000);
    const date = `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
    const minute = 9 * 60 + (i % 150) * 3;
    const open = `${date} ${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:${pad(i % 60)}`;
    const close = `${date} ${pad(Math.floor((minute + 2) / 60))}:${pad((minute + 2) % 60)}:${pad((i * 7) % 60)}`;
    const qty = 1 + (i % 5);
    const buy = win ? 120_000 + ((i * 35) % 10_000) : 5_000 + ((i * 3) % 400) / 2;
    const move = win ? (((i * 13) % 61) - 30) * 5 : (((i * 7) % 21) - 10) / 2 || 0.5;
    const sell = buy + (move || (win ? 5 : 0.5));
    const side = i % 2 ? 'C' : 'V';
    const pnl = (side === 'C' ? sell - buy : buy - sell) * qty * (win ? 0.2 : 10);
    total += pnl;
    const symbol = win ? 'WINZ25' : 'WDOF26';
    const prefix = i % 5000 === 4999 ? '[R] ' : '';
    lines.push(
      `${prefix}${symbol};${open};${close};${qty};${qty};${side};${brl(buy)};${brl(sell)};${brl(sell)};${brl(Math.abs(move) * 2)};${brl(-Math.abs(move))};R$ ${brl(pnl)};0,01;0,00;R$ ${brl(total)}`,
    );
  }
  return new Uint8Array(Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'));
}
