import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportDto } from '@/shared/reports/contract';
import type { DashboardData } from '@/shared/trading/dashboard-contract';
import type { TestClient } from '../../testing/test-client';
import { extractPdfText } from '../pdf/pdf-text';
import { allowedCaller, tradeBody, tradesTestApp, type TestApp } from '../trades/test-callers';
import { bmfNote } from './brokerage-notes.testkit';
import { importNoteFiles, type NoteReader } from './note-import';

/**
 * The dashboard, /reports and the report's PDF say how many of the period's days took their costs from brokerage
 * notes and how many from the per-contract setting, through the real app and database (PGlite and PostgreSQL).
 */
let t: TestApp;
let trader: TestClient;
let withoutNotes: TestClient;
let notedAccount = '';
const NOVEMBER = 'preset=custom&from=2026-11-01&to=2026-11-30';

const reader: NoteReader = async () => ({ ok: true, notes: [bmfNote()] });

beforeAll(async () => {
  t = await tradesTestApp();
  const caller = await allowedCaller(t);
  trader = caller.client;
  withoutNotes = (await allowedCaller(t)).client;
  let accountId = '';
  // Four trading days in November; the note (03/11) covers one of them, the setting the other three.
  for (const date of ['2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
    const res = await trader.json<{ accountId: string }>('/api/trades', {
      json: tradeBody({ date, entry: '128000', exit: '128100', costs: '0' }),
    });
    expect(res.status).toBe(201);
    accountId = res.body.accountId;
    expect(
      (await withoutNotes.json('/api/trades', { json: tradeBody({ date, entry: '128000', exit: '128100' }) }))
        .status,
    ).toBe(201);
  }
  const imported = await importNoteFiles(
    t.database.db,
    { userId: caller.userId, now: () => new Date() },
    accountId,
    [{ fileName: 'nota-1001.pdf', bytes: new TextEncoder().encode('%PDF-1.4') }],
    undefined,
    reader,
  );
  expect(imported).toMatchObject({ imported: 1 });
  notedAccount = accountId;
});

describe('which days took their costs from notes', () => {
  it('counts them on the dashboard for the period and the filters shown', async () => {
    const month = await trader.json<DashboardData>(`/api/dashboard?${NOVEMBER}&currency=BRL`);
    expect(month.status).toBe(200);
    expect(month.body.costDays).toEqual({ fromNotes: 1, fromSettings: 3 });

    const noted = await trader.json<DashboardData>(
      '/api/dashboard?preset=custom&from=2026-11-03&to=2026-11-04&currency=BRL',
    );
    expect(noted.body.costDays).toEqual({ fromNotes: 1, fromSettings: 1 });

    const otherInstrument = await trader.json<DashboardData>(`/api/dashboard?${NOVEMBER}&instrument=WDO`);
    expect(otherInstrument.body.costDays).toEqual({ fromNotes: 0, fromSettings: 0 });
  });

  it('says nothing to a trader without notes', async () => {
    const month = await withoutNotes.json<DashboardData>(`/api/dashboard?${NOVEMBER}`);
    expect(month.status).toBe(200);
    expect(month.body.costDays ?? null).toBeNull();
    const report = await withoutNotes.json<ReportDto>(`/api/reports?${NOVEMBER}`);
    expect(report.body.costDays ?? null).toBeNull();
  });

  it('counts them on /reports over the period, not the earlier one read for the comparison', async () => {
    const report = await trader.json<ReportDto>(`/api/reports?${NOVEMBER}&currency=BRL`);
    expect(report.status).toBe(200);
    expect(report.body.costDays).toEqual({ fromNotes: 1, fromSettings: 3 });
  });

  it("prints the line in the report's PDF", async () => {
    const res = await trader.request(`/api/reports/pdf?${NOVEMBER}&currency=BRL`);
    expect(res.status).toBe(200);
    const { text } = await extractPdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Custos: 1 dia das notas de corretagem, 3 dias pela configuração');
  });

  it('never counts USD figures, which no note costs', async () => {
    const usd = await trader.json<DashboardData>(`/api/dashboard?${NOVEMBER}&currency=USD`);
    expect(usd.status).toBe(200);
    expect(usd.body.costDays ?? null).toBeNull();
  });

  it("counts a day shared with an account without a note as the setting's, unless the filter keeps that account out", async () => {
    const second = await trader.json<{ id: string }>('/api/accounts', {
      json: { name: 'Segunda', currency: 'BRL', startingCapital: '1000' },
    });
    expect(second.status).toBe(201);
    const res = await trader.json('/api/trades', {
      json: tradeBody({
        date: '2026-11-03',
        time: '11:00',
        accountId: second.body.id,
        entry: '128000',
        exit: '128100',
      }),
    });
    expect(res.status).toBe(201);
    const all = await trader.json<DashboardData>(`/api/dashboard?${NOVEMBER}&currency=BRL`);
    expect(all.body.costDays).toEqual({ fromNotes: 0, fromSettings: 4 });
    const noted = await trader.json<DashboardData>(`/api/dashboard?${NOVEMBER}&accountId=${notedAccount}`);
    expect(noted.body.costDays).toEqual({ fromNotes: 1, fromSettings: 3 });
  });
});
