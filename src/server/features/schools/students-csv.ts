import type { AccessStatus } from '@/shared/account/access';
import type { StudentRow } from '@/shared/schools/contract';
import { wallClock } from '@/shared/time/zoned-time';
import { defuseCell } from '@/shared/trading/imports/formula';
import { csvDecimal, formatDate, formatPercent, formatRatio } from '@/shared/format';
import { schoolExportMessages as words } from '@/shared/i18n/school-export';

const BOM = '\uFEFF';
const SEP = ';';
const EOL = '\r\n';

/** Quotes when needed; a cell a spreadsheet would run as a formula (= + - @) gets a leading apostrophe. */
const cell = (value: string): string => {
  const safe = defuseCell(value);
  return /[;"\r\n]|^\s|\s$/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const row = (cells: readonly string[]) => cells.map(cell).join(SEP) + EOL;

/** dd/mm/aaaa in the school's reading zone (São Paulo): a date, not an instant, is what the sheet shows. */
const day = (iso: string | null, timeZone: string) =>
  iso ? formatDate(wallClock(new Date(iso), timeZone).date) : '';
/** The trial's last day (its end is the midnight after it). */
const lastDay = (iso: string | null, timeZone: string) =>
  iso ? day(new Date(new Date(iso).getTime() - 1).toISOString(), timeZone) : '';
/** '1234.5' → '1234,50': decimal comma, no thousands mark, so Excel pt-BR reads a number. */
const money = (net: string) => csvDecimal(Number(net), 2);

const net = (sum: StudentRow['summary'], currency: string) => {
  const found = sum?.pnl.find((p) => p.currency === currency);
  return found ? money(found.net) : '';
};

export const STUDENT_CSV_HEADERS = [
  'nome',
  'email',
  'WhatsApp',
  'situação',
  'entrou em',
  'fim do teste',
  'último acesso',
  'compartilha',
  'trades',
  'taxa de acerto',
  'fator de lucro',
  'resultado BRL',
  'resultado USD',
  'Dias com custos das notas',
  'Dias com custos da configuração',
] as const;

const statusLabel = (s: AccessStatus) => words.status[s];

/**
 * The student list for Excel pt-BR: UTF-8 with BOM, ';' separated, CRLF, decimal comma. The figures are only
 * those each student shares: blank cells for a student who shares nothing.
 */
export function studentsCsv(students: readonly StudentRow[], timeZone: string): string {
  const parts = [BOM + row(STUDENT_CSV_HEADERS)];
  for (const s of students) {
    const sum = s.summary;
    parts.push(
      row([
        s.name,
        s.email,
        s.whatsapp ?? '',
        statusLabel(s.status),
        day(s.joinedAt, timeZone),
        lastDay(s.trialEndsAt, timeZone),
        day(s.lastActivityAt, timeZone),
        words.sharing[s.sharing],
        sum ? String(sum.trades) : '',
        sum?.winRate != null ? formatPercent(sum.winRate) : '',
        sum?.profitFactor != null ? formatRatio(sum.profitFactor) : '',
        // One column per currency: results in BRL and USD are never added together.
        net(sum, 'BRL'),
        net(sum, 'USD'),
        // Blank without a brokerage note, as the line the pages leave out.
        sum?.costDays ? String(sum.costDays.fromNotes) : '',
        sum?.costDays ? String(sum.costDays.fromSettings) : '',
      ]),
    );
  }
  return parts.join('');
}
