import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMOTIONS } from '@/shared/trading/emotions';
import { buildDashboard, buildDashboardOfColumns, columnsOf } from '@/shared/trading/metrics';
import { parseMetricLine } from './trade-rows';
import { decimalAt, metricColumns } from './metric-columns';

/** A decimal as PostgreSQL prints a numeric (and a few forms it never prints, which go to Number). */
const decimalArb = fc.oneof(
  fc
    .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 17n }), fc.integer({ min: 0, max: 10 }))
    .map(([negative, digits, scale]) => {
      const text = digits.toString().padStart(scale + 1, '0');
      const whole = scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text;
      return negative ? `-${whole}` : whole;
    }),
  fc.constantFrom(
    '',
    '-',
    '.',
    '.5',
    '1.',
    '-0',
    '-0.00',
    '1e5',
    ' 7',
    'NaN',
    '0.1',
    '123456789012345.6',
    '9007199254740993',
    '0.000000000000000000000001',
    '1.0000000000000000000000005',
  ),
);

describe('decimalAt', () => {
  it('is Number of the slice, to the bit (−0 and NaN included)', () => {
    fc.assert(
      fc.property(decimalArb, fc.string({ maxLength: 3 }), (decimal, around) => {
        const text = `${around}|${decimal}|${around}`;
        const codes = Uint16Array.from({ length: text.length }, (_, k) => text.charCodeAt(k));
        const from = around.length + 1;
        expect(decimalAt(codes, from, from + decimal.length, text, 0)).toStrictEqual(Number(decimal));
        // The same field read from a chunk that starts after the text's first character.
        expect(decimalAt(codes.subarray(1), from - 1, from - 1 + decimal.length, text, 1)).toStrictEqual(
          Number(decimal),
        );
      }),
      { numRuns: 2_000 },
    );
  });
});

const money = (cents: number) => (cents < 0 ? '-' : '') + (Math.abs(cents) / 100).toFixed(2);

/** One line of `metricLines` as PostgreSQL writes it (and a few it never writes: odd sides, currencies, emotions). */
const lineArb = fc
  .record({
    epoch: fc.oneof(
      fc.integer({ min: 1_500_000_000, max: 1_900_000_000 }).map(String),
      fc.integer({ min: 1_500_000_000_000, max: 1_900_000_000_000 }).map((ms) => String(ms / 1000)),
    ),
    day: fc.integer({ min: 0, max: 20 }),
    time: fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
        .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00`),
      fc.constantFrom('', '9', '24:00:00'),
    ),
    instrument: fc.constantFrom('WIN', 'WDO', 'ES', 'WINFUT', 'PETR4'),
    side: fc.constantFrom('compra', 'venda', 'venda', 'outro'),
    currency: fc.constantFrom('BRL', 'BRL', 'USD', 'EUR'),
    pnl: fc.integer({ min: -5_000_000, max: 5_000_000 }).map(money),
    costs: fc.integer({ min: 0, max: 10_000 }).map(money),
    diff: fc.oneof(decimalArb, fc.constant('0.00000000')),
    mep: fc.oneof(fc.constant(''), decimalArb),
    men: fc.oneof(fc.constant(''), decimalArb),
    risk: fc.oneof(fc.constant(''), fc.constant('0.0000000000000000'), decimalArb),
    broke: fc.constantFrom('0', '1'),
    emotion: fc.constantFrom('', 'euforico|x', 'nenhuma', ...EMOTIONS),
  })
  .map((r) =>
    [
      r.epoch,
      new Date(Date.UTC(2019, 1, 10 + r.day)).toISOString().slice(0, 10),
      r.time,
      r.instrument,
      r.side,
      r.currency,
      r.pnl,
      r.costs,
      r.diff,
      r.mep,
      r.men,
      r.risk,
      r.broke,
      r.emotion,
    ].join('|'),
  );

const linesArb = fc.array(lineArb, { maxLength: 120 });

describe('metricColumns', () => {
  it('gives the columns of the trades parseMetricLine reads from the same lines', () => {
    fc.assert(
      fc.property(linesArb, (lines) => {
        const text = lines.length ? lines.join('\n') : null;
        expect(metricColumns(text)).toStrictEqual(columnsOf(lines.map(parseMetricLine)));
      }),
      { numRuns: 500 },
    );
  });

  it('builds the same dashboard as the trades parsed line by line', () => {
    fc.assert(
      fc.property(linesArb, fc.constantFrom('BRL' as const, 'USD' as const), (lines, currency) => {
        const opts = { currency, startingCapital: 1_000_000, breakevenTolerance: 100, maxEquityPoints: 20 };
        const trades = lines.map(parseMetricLine);
        expect(buildDashboardOfColumns(metricColumns(lines.join('\n')), opts)).toStrictEqual(
          buildDashboard(trades, opts),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('reads texts longer than a chunk, and a line longer than a chunk', () => {
    const lines = fc.sample(lineArb, { numRuns: 3_000, seed: 15 });
    // A line of ~70,000 characters (an emotion no one would type, but a text the server could get).
    lines.splice(1_234, 0, `${lines[0] as string}${'x'.repeat(70_000)}`);
    const text = lines.join('\n');
    expect(text.length).toBeGreaterThan(3 * 65_536);
    expect(metricColumns(text)).toStrictEqual(columnsOf(lines.map(parseMetricLine)));
  });

  it('tells apart more instruments than it compares in place (a string and a lookup for the others)', () => {
    fc.assert(
      fc.property(
        fc.array(lineArb, { minLength: 40, maxLength: 120 }),
        fc.array(fc.integer({ min: 0, max: 39 }), { minLength: 40, maxLength: 120 }),
        (lines, picks) => {
          const renamed = lines.map((line, k) => {
            const fields = line.split('|');
            fields[3] = `I${picks[k % picks.length] as number}`;
            return fields.join('|');
          });
          expect(metricColumns(renamed.join('\n'))).toStrictEqual(columnsOf(renamed.map(parseMetricLine)));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('reads no line from no text', () => {
    expect(metricColumns(null).length).toBe(0);
    expect(metricColumns('').length).toBe(0);
  });
});
