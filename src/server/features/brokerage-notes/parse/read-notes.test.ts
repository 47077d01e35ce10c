import { readFileSync } from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { NoteParseResult, ParsedNote } from '@/shared/brokerage-notes/contract';
import { readNoteUpload } from './read-notes';

const dir = path.resolve(import.meta.dirname, '../../../../../fixtures/brokerage-notes');
const bytes = (name: string) => new Uint8Array(readFileSync(path.join(dir, name)));
const read = (name: string, password?: string) =>
  readNoteUpload(name, bytes(name), password ? { password } : {});

function notes(result: NoteParseResult): ParsedNote[] {
  if (!result.ok) throw new Error(`esperava notas, veio ${result.error.code}: ${result.error.message}`);
  return result.notes;
}
function only(result: NoteParseResult): ParsedNote {
  const all = notes(result);
  expect(all).toHaveLength(1);
  return all[0] as ParsedNote;
}
const sum = (n: ParsedNote) => n.executions.reduce((a, e) => a + (e.valueCents ?? 0), 0);

describe('BM&F notes (SINACOR: Clear, XP, Genial)', () => {
  it('reads a one-page Clear note figure by figure', async () => {
    const n = only(await read('bmf-clear-1-page.pdf'));
    expect(n).toMatchObject({
      broker: 'Clear',
      noteNumber: '48213',
      tradeDate: '2026-11-03',
      clientCode: '7654321',
      segment: 'bmf',
      pages: 1,
      businessValueCents: 20800,
      dayTradeResultCents: 20800,
      totalCostsCents: 550,
      irrfDayTradeCents: 202,
      irrfDayTradeBaseCents: 20250,
      netTotalCents: 20048,
      warnings: [],
    });
    expect(n.costs).toEqual({
      brokerageCents: 0,
      exchangeFeesCents: 198,
      registrationFeeCents: 352,
      settlementFeeCents: 0,
      issCents: 0,
      operationalFeeCents: 0,
      otherCostsCents: 0,
    });
    expect(n.executions).toHaveLength(6);
    expect(sum(n)).toBe(n.businessValueCents);
    expect(n.netTotalCents).toBe(n.dayTradeResultCents - n.totalCostsCents - n.irrfDayTradeCents);
    for (const e of n.executions) {
      expect(e).toMatchObject({
        instrument: 'WIN',
        symbol: 'WIN Z26',
        maturity: '2026-12-16',
        dayTrade: true,
      });
      expect(e.price).toMatch(/^\d+\.00$/);
    }
  });

  it("reads the broker's correction of the Clear note: the same note's identity, its own figures", async () => {
    const first = only(await read('bmf-clear-1-page.pdf'));
    const n = only(await read('bmf-clear-1-page-corrected.pdf'));
    // What identifies the note is unchanged: the import takes it as a new version of the same note.
    for (const key of ['broker', 'noteNumber', 'tradeDate', 'clientCode', 'segment'] as const)
      expect(n[key]).toBe(first[key]);
    expect(n).toMatchObject({
      pages: 1,
      businessValueCents: 25400,
      dayTradeResultCents: 25400,
      totalCostsCents: 600,
      irrfDayTradeCents: 248,
      irrfDayTradeBaseCents: 24800,
      netTotalCents: 24552,
      warnings: [],
    });
    expect(n.costs).toEqual({
      brokerageCents: 0,
      exchangeFeesCents: 216,
      registrationFeeCents: 384,
      settlementFeeCents: 0,
      issCents: 0,
      operationalFeeCents: 0,
      otherCostsCents: 0,
    });
    expect(sum(n)).toBe(n.businessValueCents);
    expect(n.netTotalCents).toBe(n.dayTradeResultCents - n.totalCostsCents - n.irrfDayTradeCents);
    // The first four executions are as first printed; the last round trip is what the broker corrected.
    expect(n.executions.slice(0, 4)).toEqual(first.executions.slice(0, 4));
    expect(n.executions.slice(4).map((e) => [e.side, e.quantity, e.price, e.valueCents])).toEqual([
      ['V', 4, '127580.00', 15600],
      ['C', 4, '127395.00', -800],
    ]);
  });

  it('reads a two-page XP note with WIN and WDO, taxa operacional and ISS', async () => {
    const n = only(await read('bmf-xp-2-pages.pdf'));
    expect(n).toMatchObject({
      broker: 'XP',
      noteNumber: '1187342',
      pages: 2,
      businessValueCents: -3400,
      dayTradeResultCents: -3400,
      totalCostsCents: 11861,
      irrfDayTradeCents: 0,
      irrfDayTradeBaseCents: 0,
      netTotalCents: -15261,
      warnings: [],
    });
    expect(n.costs).toMatchObject({
      operationalFeeCents: 5900,
      issCents: 295,
      registrationFeeCents: 3764,
      exchangeFeesCents: 1902,
    });
    expect(n.executions).toHaveLength(48);
    const wdo = n.executions.filter((e) => e.instrument === 'WDO');
    expect(wdo).toHaveLength(16);
    expect(wdo[0]).toMatchObject({ symbol: 'WDO Z26', maturity: '2026-12-01' });
    expect(wdo[0]?.price).toMatch(/^\d+\.\d{3}$/);
    expect(sum(n)).toBe(-3400);
    // Every execution pairs: the day ends flat per instrument.
    for (const root of ['WIN', 'WDO']) {
      const net = n.executions
        .filter((e) => e.instrument === root)
        .reduce((a, e) => a + (e.side === 'C' ? e.quantity : -e.quantity), 0);
      expect(net).toBe(0);
    }
  });

  it('reads a Genial note', async () => {
    const n = only(await read('bmf-genial-1-page.pdf'));
    expect(n).toMatchObject({
      broker: 'Genial',
      noteNumber: '902114',
      businessValueCents: 19600,
      totalCostsCents: 1607,
      irrfDayTradeCents: 179,
      netTotalCents: 17814,
      warnings: [],
    });
    expect(n.costs).toMatchObject({ operationalFeeCents: 500, issCents: 25 });
  });

  it('reads a PDF holding three notes, the second over two pages', async () => {
    const all = notes(await read('bmf-genial-3-notes.pdf'));
    expect(all.map((n) => [n.noteNumber, n.tradeDate, n.pages, n.executions.length])).toEqual([
      ['902201', '2026-11-16', 1, 4],
      ['902230', '2026-11-17', 2, 44],
      ['902266', '2026-11-18', 1, 2],
    ]);
    expect(all.every((n) => n.warnings.length === 0)).toBe(true);
    expect(all[0]).toMatchObject({ dayTradeResultCents: -4400, irrfDayTradeCents: 0, netTotalCents: -5015 });
    expect(all[1]).toMatchObject({
      dayTradeResultCents: 46600,
      totalCostsCents: 7380,
      irrfDayTradeCents: 392,
    });
  });

  it('flags a note whose printed totals do not add up, naming each total', async () => {
    const n = only(await read('bmf-xp-totals-do-not-add-up.pdf'));
    expect(n.warnings).toEqual([
      'Total de custos operacionais: a nota imprime R$ 12,34, as linhas somam R$ 13,95.',
      'Total líquido (#): a nota imprime R$ 999,99, as linhas somam −R$ 95,34.',
      'Total líquido da nota: a nota imprime −R$ 96,95, as linhas somam R$ 999,99.',
    ]);
  });
});

describe('Bovespa notes (SINACOR: Rico, Clear; NuInvest)', () => {
  it('reads a Rico note with a day trade and a swing buy', async () => {
    const n = only(await read('bovespa-rico-1-page.pdf'));
    expect(n).toMatchObject({
      broker: 'Rico',
      noteNumber: '55012',
      tradeDate: '2026-11-10',
      segment: 'bovespa',
      businessValueCents: 2987765,
      dayTradeResultCents: 5700,
      totalCostsCents: 734,
      irrfDayTradeCents: 51,
      irrfDayTradeBaseCents: 5131,
      netTotalCents: -665899,
      warnings: [],
    });
    expect(n.costs).toMatchObject({ settlementFeeCents: 585, exchangeFeesCents: 149 });
    expect(
      n.executions.map((e) => [e.side, e.instrument, e.quantity, e.price, e.valueCents, e.dayTrade]),
    ).toEqual([
      ['C', 'PETR4', 300, '38.52', -1155600, true],
      ['V', 'PETR4', 300, '38.71', 1161300, true],
      ['C', 'VALE3', 100, '62.15', -621500, false],
      ['C', 'XPTO11', 5, '98.73', -49365, false],
    ]);
    expect(sum(n)).toBe(n.netTotalCents + n.totalCostsCents);
  });

  it('reads a two-page Clear note', async () => {
    const n = only(await read('bovespa-clear-2-pages.pdf'));
    expect(n).toMatchObject({
      broker: 'Clear',
      pages: 2,
      dayTradeResultCents: 6300,
      netTotalCents: 2570,
      warnings: [],
    });
    expect(n.executions).toHaveLength(42);
  });

  it('reads the NuInvest layout (signed values, no D/C column in the summary)', async () => {
    const n = only(await read('bovespa-nuinvest-1-page.pdf'));
    expect(n).toMatchObject({
      broker: 'NuInvest',
      noteNumber: '9135',
      clientCode: '7654321',
      businessValueCents: 1636100,
      dayTradeResultCents: -2400,
      totalCostsCents: 396,
      netTotalCents: -277296,
      warnings: [],
    });
    expect(n.executions[0]).toMatchObject({ instrument: 'ITUB4', dayTrade: true });
    expect(n.executions[2]).toMatchObject({ instrument: 'BBAS3', dayTrade: false });
  });
});

describe('protected PDFs', () => {
  it('opens with the CPF digits', async () => {
    const n = only(await read('bmf-clear-protected.pdf', '52998224725'));
    expect(n).toMatchObject({ noteNumber: '48290', warnings: [] });
  });
  it('asks for the password when none is given', async () => {
    const r = await read('bmf-clear-protected.pdf');
    expect(r).toMatchObject({ ok: false, error: { code: 'password-required' } });
    if (!r.ok) expect(r.error.message).toContain('senha');
  });
  it('says the password is wrong', async () => {
    expect(await read('bmf-clear-protected.pdf', '00000000000')).toEqual({
      ok: false,
      error: { code: 'wrong-password', message: 'A senha do PDF não confere.' },
    });
  });
});

describe('files that are not notes', () => {
  it('refuses a scanned image with no text', async () => {
    const r = await read('scanned-image.pdf');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^O PDF não tem texto \(parece uma imagem digitalizada\)/);
  });
  it('refuses a PDF that is not a note', async () => {
    expect(await read('not-a-note.pdf')).toMatchObject({ ok: false, error: { code: 'not-a-note' } });
  });
  it('refuses a file that is not a PDF', async () => {
    const r = await readNoteUpload('planilha.csv', new TextEncoder().encode('data;ativo\n'), {});
    expect(r).toEqual({ ok: false, error: { code: 'not-pdf', message: 'O arquivo não é um PDF.' } });
  });
});

describe('a month of notes in a ZIP', () => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'month/manifest.json'), 'utf8')) as {
    noteNumber: string;
    tradeDate: string;
    executions: number;
    contracts: number;
    dayTradeResultCents: number;
    totalCostsCents: number;
    irrfDayTradeCents: number;
    netTotalCents: number;
  }[];

  it('reads the 22 notes, each equal to what was printed, IRRF 1 % of the positive result', async () => {
    const all = notes(await read('month.zip'));
    expect(all).toHaveLength(22);
    expect(all.map((n) => n.tradeDate)).toEqual(manifest.map((m) => m.tradeDate));
    all.forEach((n, i) => {
      const m = manifest[i];
      if (!m) throw new Error(`nota ${i} a mais`);
      expect(n).toMatchObject({
        noteNumber: m.noteNumber,
        dayTradeResultCents: m.dayTradeResultCents,
        totalCostsCents: m.totalCostsCents,
        irrfDayTradeCents: m.irrfDayTradeCents,
        netTotalCents: m.netTotalCents,
        warnings: [],
      });
      expect(n.executions).toHaveLength(m.executions);
      expect(n.irrfDayTradeCents).toBe(
        Math.max(0, Math.floor((n.dayTradeResultCents - n.totalCostsCents) / 100)),
      );
    });
  });

  it('refuses a ZIP that unpacks past the upload limit, before unpacking it', async () => {
    const big = new Uint8Array(51 * 1024 * 1024);
    const r = await readNoteUpload('grande.zip', zipSync({ 'a.pdf': big }, { level: 9 }), {});
    expect(r).toMatchObject({ ok: false, error: { code: 'not-a-note' } });
    if (!r.ok) expect(r.error.message).toContain('mais do que o permitido');
  });

  it('names the file inside the ZIP that could not be read', async () => {
    const zip = zipSync({ 'a.pdf': bytes('bmf-clear-1-page.pdf'), 'b.pdf': bytes('scanned-image.pdf') });
    const r = await readNoteUpload('notas.zip', zip, {});
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/^b\.pdf: O PDF não tem texto/);
  });
});
