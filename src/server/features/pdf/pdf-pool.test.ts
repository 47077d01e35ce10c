import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradingApi, type ImportSummary } from '@/shared/trading/api-contract';
import { taskStarted } from '../../testing/task-started';
import { createTestApp } from '../../testing/test-app';
import { TestClient } from '../../testing/test-client';
import { profitCsv, signInUploader } from '../imports/imports.testkit';
import { allowedCaller, tradeBody } from '../trades/test-callers';

/*
 * One trader's PDF no longer freezes everyone. The report PDF renders in the worker pool (ADR 027),
 * so while a long one renders, /api/health and another trader's requests are answered; and a render past the
 * pool's time limit (small here, through the config) is stopped with a Portuguese answer saying what to narrow.
 * Nothing is timed but the order of events: the render takes minutes, the limit is seconds, the other requests
 * milliseconds.
 */
const TIME_LIMIT_MS = 5_000;
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ enableTestRoutes: true, heavyTaskTimeLimitMs: TIME_LIMIT_MS });
});
afterAll(() => t.cpuPool.close());

/** 1,300 WIN trades over 26 years (one every week, 2000 to 2025), imported as a Profit file. */
function tradesOverYears(): Uint8Array {
  const rows: string[] = [];
  for (let k = 0; k < 1_300; k++) {
    const day = new Date(Date.UTC(2000, 0, 3) + k * 7 * 86_400_000);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    rows.push(
      `WIN$N;${date} 10:00:00;;1;1;C;125.000,00;125.${String(100 + (k % 800)).padStart(3, '0')},00;;;`,
    );
  }
  return profitCsv(rows);
}

describe('GET /api/reports/pdf in the worker pool', () => {
  it('answers /api/health and another trader while a long render runs, and stops it at its limit', async () => {
    const owner = await signInUploader(t.app);
    const imported = await owner.json<ImportSummary>(owner.upload(tradingApi.imports, tradesOverYears()));
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body).toMatchObject({ imported: 1_300 });
    const other = await allowedCaller(t);
    expect((await other.client.json('/api/trades', { json: tradeBody() })).status).toBe(201);

    const rendering = taskStarted(t.cpuPool, 'reportPdf');
    let pdfAnswered = false;
    // Every week from 1900 to 2025: ~6,500 cuts, minutes of React-PDF.
    const pdf = Promise.resolve(
      owner.request('/api/reports/pdf?preset=custom&from=1900-01-01&to=2025-12-31&granularity=week'),
    ).then((res) => {
      pdfAnswered = true;
      return res;
    });
    await rendering;

    const health = await new TestClient(t.app).json<{ status: string }>('/api/health');
    expect(health).toMatchObject({ status: 200, body: { status: 'ok' } });
    const theirs = await other.client.json<{ items: unknown[] }>('/api/trades');
    expect(theirs.status).toBe(200);
    expect(pdfAnswered).toBe(false);

    const res = await pdf;
    expect(res.status).toBe(422);
    expect(await res.json()).toEqual({
      code: 'REPORT_TOO_LARGE',
      message:
        'O relatório ficou grande demais para gerar a tempo. Escolha um período menor ou a visão Mensal.',
    });
    // Its worker was stopped, not left rendering; the next PDF gets a new one.
    expect(t.cpuPool.threads()).toBe(0);
    const year = await owner.request('/api/reports/pdf?preset=custom&from=2025-01-01&to=2025-12-31');
    expect(year.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await year.arrayBuffer()).subarray(0, 5))).toBe('%PDF-');
  });
});
