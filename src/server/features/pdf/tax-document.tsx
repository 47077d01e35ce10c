import { Document, Page, Text, View } from '@react-pdf/renderer';
import type { TaxMonthDto, TaxPoolMonth, TaxYearDto } from '@/shared/tax/contract';
import { pdfText } from '@/shared/i18n/pdf';
import { date, integer, money, monthName, rate } from './format';
import { Footer, RunningHeader, Section, Table, toneOf, type Column, type Tone } from './layout';
import { colors, styles } from './styles';

const T = pdfText.tax;
const brl = (cents: number) => money(cents, 'BRL');

interface PoolRow {
  label: string;
  value: (pool: TaxPoolMonth) => string;
  tone?: (pool: TaxPoolMonth) => Tone;
  bold?: boolean;
}

const POOL_ROWS: PoolRow[] = [
  { label: T.rows.trades, value: (p) => integer(p.trades) },
  { label: T.rows.gains, value: (p) => brl(p.gains) },
  { label: T.rows.losses, value: (p) => brl(p.losses) },
  { label: T.rows.result, value: (p) => brl(p.result), tone: (p) => toneOf(p.result), bold: true },
  { label: T.rows.lossCarriedIn, value: (p) => brl(p.lossCarriedIn) },
  { label: T.rows.lossUsed, value: (p) => brl(p.lossUsed) },
  { label: T.rows.base, value: (p) => brl(p.base), bold: true },
  { label: T.rows.rate, value: (p) => rate(p.rate) },
  { label: T.rows.tax, value: (p) => brl(p.tax), bold: true },
  { label: T.rows.lossCarriedOut, value: (p) => brl(p.lossCarriedOut) },
];

function PoolTable({ month }: { month: TaxMonthDto }) {
  const pool = (label: string, of: TaxPoolMonth): Column<PoolRow> => ({
    label,
    width: 120,
    align: 'right',
    value: (r) => r.value(of),
    tone: (r) => r.tone?.(of),
    bold: (r) => r.bold === true,
  });
  const columns: Column<PoolRow>[] = [
    { label: '', value: (r) => r.label, bold: (r) => r.bold === true },
    pool(T.pools.dayTrade, month.dayTrade),
    pool(T.pools.swingTrade, month.swingTrade),
  ];
  return <Table columns={columns} rows={POOL_ROWS} rowKey={(r) => r.label} />;
}

interface AmountRow {
  label: string;
  value: string;
  bold?: boolean;
}

function AmountTable({ rows }: { rows: AmountRow[] }) {
  const columns: Column<AmountRow>[] = [
    { label: '', value: (r) => r.label, bold: (r) => r.bold === true },
    { label: '', width: 120, align: 'right', value: (r) => r.value, bold: (r) => r.bold === true },
  ];
  return <Table columns={columns} rows={rows} rowKey={(r) => r.label} />;
}

/** The DARF's fields with the form's own numbering, so the trader copies them into Sicalc or the bank as read. */
function Darf({ month, trader }: { month: TaxMonthDto; trader: string }) {
  const darf = month.darf;
  if (!darf) {
    return (
      <View>
        <Text>{T.noDarf}</Text>
        {month.smallTaxCarriedOut > 0 ? (
          <Text style={styles.note}>{T.noDarfSmall(brl(month.smallTaxCarriedOut))}</Text>
        ) : null}
      </View>
    );
  }
  const fields: [string, string, string][] = [
    ['01', T.darf.name, trader],
    ['02', T.darf.periodEnd, date(darf.periodEnd)],
    ['04', T.darf.code, darf.code],
    ['06', T.darf.dueDate, date(darf.dueDate)],
    ['07', T.darf.amount, brl(darf.amount)],
    ['10', T.darf.total, brl(darf.amount)],
  ];
  return (
    <View wrap={false}>
      <View style={darfBox}>
        {fields.map(([number, label, value]) => (
          <View key={number} style={darfField}>
            <Text style={styles.factLabel}>{`${number} · ${label}`}</Text>
            <Text style={styles.factValue}>{value}</Text>
          </View>
        ))}
      </View>
      <Text style={styles.note}>{T.darf.finesNote}</Text>
    </View>
  );
}

/**
 * One month's day-trade tax statement on one A4 page: the DARF to pay first, then how it was reached — the result
 * per pool, the losses carried and used, the IRRF, the R$ 10 minimum — under the notice that it is a calculation
 * aid.
 */
export function TaxMonthDocument({
  tax,
  month,
  trader,
  generatedAt,
}: {
  tax: TaxYearDto;
  month: TaxMonthDto;
  trader: string;
  generatedAt: string;
}) {
  const name = monthName(month.month);
  const taxBeforeIrrf = month.dayTrade.tax + month.swingTrade.tax;
  const usd = tax.usd.byMonth.find((m) => m.month === month.month && m.trades > 0);
  return (
    <Document
      title={T.documentTitle(name)}
      author={trader}
      creator={pdfText.product}
      producer={pdfText.product}
      language="pt-BR"
    >
      <Page size="A4" style={styles.page}>
        <RunningHeader text={`${pdfText.product} · ${T.title} · ${trader} · ${name}`} />
        <Text style={styles.brand}>{pdfText.product}</Text>
        <Text style={styles.title}>{T.title}</Text>
        <Text style={styles.subtitle}>{`${trader} · ${T.month}: ${name}`}</Text>
        <View style={noticeBox}>
          <Text style={styles.bold}>{T.notice}</Text>
        </View>

        <Section title={T.darfTitle} keepTogether>
          <Darf month={month} trader={trader} />
        </Section>

        <Section title={T.statementTitle}>
          <PoolTable month={month} />
        </Section>

        <Section title={T.irrfTitle}>
          <AmountTable
            rows={[
              { label: T.irrfRows.withheld, value: brl(month.irrf.withheld) },
              { label: T.irrfRows.carriedIn, value: brl(month.irrf.carriedIn) },
              { label: T.irrfRows.used, value: brl(month.irrf.used) },
              { label: T.irrfRows.carriedOut, value: brl(month.irrf.carriedOut) },
            ]}
          />
        </Section>

        <Section title={T.dueTitle}>
          <AmountTable
            rows={[
              { label: T.dueRows.taxBeforeIrrf, value: brl(taxBeforeIrrf) },
              { label: T.dueRows.irrfUsed, value: brl(-month.irrf.used) },
              { label: T.dueRows.taxAfterIrrf, value: brl(month.taxAfterIrrf) },
              { label: T.dueRows.smallTaxCarriedIn, value: brl(month.smallTaxCarriedIn) },
              { label: T.dueRows.taxDue, value: brl(month.taxDue), bold: true },
              { label: T.dueRows.smallTaxCarriedOut, value: brl(month.smallTaxCarriedOut) },
            ]}
          />
          <Text style={styles.note}>{T.minimumRule}</Text>
        </Section>

        {/* What stays outside this statement, in small print: a heading would push it to a page of its own. */}
        <View style={{ marginTop: 8 }} wrap={false}>
          {usd ? (
            <Text style={styles.note}>{T.usd(integer(usd.trades), money(usd.result, 'USD'))}</Text>
          ) : null}
          {tax.excludedTrades > 0 ? (
            <Text style={styles.note}>{T.excluded(integer(tax.excludedTrades))}</Text>
          ) : null}
        </View>
        <Footer generatedAt={generatedAt} />
      </Page>
    </Document>
  );
}

const noticeBox = {
  marginTop: 10,
  padding: 8,
  backgroundColor: colors.notice,
  borderLeftWidth: 3,
  borderLeftColor: colors.noticeBorder,
} as const;
const darfBox = {
  flexDirection: 'row',
  flexWrap: 'wrap',
  borderWidth: 1,
  borderColor: colors.text,
} as const;
const darfField = {
  width: '33.33%',
  padding: 6,
  borderBottomWidth: 0.5,
  borderRightWidth: 0.5,
  borderColor: colors.border,
} as const;
