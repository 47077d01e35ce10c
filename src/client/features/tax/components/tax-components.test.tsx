import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { taxText } from '@/shared/i18n/tax';
import { taxYearFixture } from '../lib/fixture';
import { MonthStatement } from './month-statement';
import { TaxMonths } from './tax-months';
import { LossCarry, UsdTrades, YearTotals } from './year-summary';

const T = taxText;
// Intl writes a no-break space after 'R$': the words are compared with plain spaces.
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe('the twelve months', () => {
  const tax = taxYearFixture();
  const html = renderToStaticMarkup(<TaxMonths year={2026} months={tax.months} onOpen={() => undefined} />);
  const words = text(html);

  it('lists every month twice: as cards for a phone and as a table for a wide screen', () => {
    expect(html.match(/data-testid="tax-month"/g)).toHaveLength(24);
    expect(html).toContain(`<caption class="sr-only">${T.months.caption(2026)}</caption>`);
  });

  it("shows a profitable month's figures, the tax and the DARF's due date in pt-BR", () => {
    expect(words).toContain('Janeiro · 3 trades');
    expect(words).toContain('R$ 1.500,00');
    expect(words).toContain('R$ 285,00');
    expect(words).toContain('27/02/2026');
  });

  it('shows a losing month as a negative result with no DARF, and the loss used later', () => {
    expect(words).toContain('-R$ 800,00');
    expect(words).toContain(`${T.months.lossUsed} R$ 500,00`);
    expect(words).toContain(T.months.noDarf);
  });

  it('folds a month without trades into one line, with no statement to open', () => {
    expect(words).toContain(`Abril ${T.months.noTrades}`);
    expect(html).not.toContain(T.months.openOf('abril de 2026'));
    expect(html).toContain(T.months.openOf('janeiro de 2026'));
  });
});

describe("a month's worked statement", () => {
  const months = taxYearFixture().months;
  const at = (i: number) => {
    const m = months[i];
    if (!m) throw new Error(`no month ${i}`);
    return m;
  };
  const jan = at(0);
  const mar = at(2);

  it('goes from the result to the DARF: base, rate, IRRF, tax due, code, period, due date and principal', () => {
    const words = text(renderToStaticMarkup(<MonthStatement month={jan} />));
    const S = T.statement;
    expect(words).toContain(S.dayTrade('20%'));
    expect(words).toContain(S.swingTrade('15%'));
    expect(words).toContain(`${S.result} R$ 1.500,00`);
    expect(words).toContain(`${S.base} R$ 1.500,00`);
    expect(words).toContain(`${S.tax} R$ 300,00`);
    expect(words).toContain(`${S.irrfWithheld} R$ 15,00`);
    expect(words).toContain(`${S.irrfUsed} R$ 15,00`);
    expect(words).toContain(`${S.taxDue} R$ 285,00`);
    expect(words).toContain(`${S.darfCode} 6015`);
    expect(words).toContain(`${S.darfPeriod} 31/01/2026`);
    expect(words).toContain(`${S.darfDueDate} 27/02/2026`);
    expect(words).toContain(`${S.darfAmount} R$ 285,00`);
    // January had no swing trade: one line, not ten zeros.
    expect(words).toContain(`${S.swingTrade('15%')} ${S.poolEmpty}`);
  });

  it('shows the losses carried in, used and out per pool, and the IRRF left for later months', () => {
    const words = text(renderToStaticMarkup(<MonthStatement month={mar} />));
    const S = T.statement;
    expect(words).toContain(
      `${S.lossCarriedIn} R$ 800,00 ${S.lossUsed} R$ 500,00 ${S.lossCarriedOut} R$ 300,00`,
    );
    expect(words).toContain(`${S.irrfCarriedOut} R$ 5,00`);
    expect(words).toContain(S.irrfNote);
    expect(words).toContain(S.noDarf);
  });

  it('says when a tax under R$ 10 is carried to the next month instead of paid', () => {
    const small = { ...mar, taxAfterIrrf: 450, smallTaxCarriedOut: 450 };
    const words = text(renderToStaticMarkup(<MonthStatement month={small} />));
    expect(words).toContain(`${T.statement.smallTaxCarriedOut} R$ 4,50`);
    expect(words).toContain(T.statement.noDarfSmall);
  });
});

describe("the year's summary", () => {
  const tax = taxYearFixture();

  it('totals the pools, the IRRF and the tax, and the losses to carry into next year', () => {
    const words = text(
      renderToStaticMarkup(<YearTotals tax={tax} />) + renderToStaticMarkup(<LossCarry tax={tax} />),
    );
    expect(words).toContain(`${T.totals.dayTrade} R$ 1.200,00`);
    expect(words).toContain(`${T.totals.taxDue} R$ 285,00`);
    expect(words).toContain(T.carry.title(2027));
    expect(words).toContain(`${T.carry.dayTrade} R$ 300,00`);
  });

  it('lists the USD trades apart, in dollars, with the yearly-tax note', () => {
    const words = text(renderToStaticMarkup(<UsdTrades tax={tax} />));
    expect(words).toContain('Lei 14.754/2023');
    expect(words).toContain('US$ 125,50');
    expect(words).toContain('Maio 2');
  });
});
