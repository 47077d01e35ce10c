import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { createLogger } from '../logger';
import { taskStarted } from '../testing/task-started';
import type { ReportSource } from '../features/reports/report-assembly';
import { columnsOf, newColumns } from '@/shared/trading/metrics';
import { createCpuPool, type CpuPoolOptions } from './cpu-pool';

/*
 * The pool itself, with real worker threads running the app's real tasks. What makes a task long here is real
 * input: a calendar whose time zone repeats on a day that never comes (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30: ical.js
 * looks for it for ever, at full CPU) and a report of every week since 1900 (minutes of React-PDF). No timing is
 * asserted but the order of events; the limits are small so the tests stay short.
 */
const bls = readFileSync(
  path.join(import.meta.dirname, '../features/calendar/fixtures/bls-2026.ics'),
  'utf8',
);
const endless = bls.replace(
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
);
const now = new Date('2026-01-01T12:00:00Z');
/** A report of every week from 1900 to 2025 (no trades): ~6,500 cuts to lay out. */
const everyWeekSince1900: ReportSource = {
  trades: { columns: newColumns(0) },
  preset: 'custom',
  granularity: 'week',
  currency: null,
  period: { from: '1900-01-01', to: '2025-12-31' },
  timezone: 'America/Sao_Paulo',
  breakevenTolerance: 0,
  account: null,
  instrument: null,
  trader: 'Pessoa Trader',
  challengeDays: [],
  today: '2025-12-31',
};
const logger = createLogger('silent');

function pool(options: Partial<CpuPoolOptions> = {}) {
  const p = createCpuPool({ timeLimitMs: 60_000, memoryLimitMb: 512, threads: 1, logger, ...options });
  onTestFinished(() => p.close());
  return p;
}

describe('the CPU pool (ADR 027)', () => {
  it('starts no worker before the first task, and an idle one exits', async () => {
    const p = pool({ idleTimeoutMs: 1_000 });
    expect(p.threads()).toBe(0);
    const parsed = await p.run('icsParse', { text: bls, now });
    expect(parsed).toMatchObject({ ok: true });
    expect(p.threads()).toBe(1);
    await vi.waitFor(() => expect(p.threads()).toBe(0), { timeout: 20_000, interval: 100 });
  });

  it('stops a task past its time limit with the task’s own answer, and runs the next one', async () => {
    const p = pool({ timeLimitMs: 1_500 });
    await expect(p.run('icsParse', { text: endless, now })).rejects.toMatchObject({
      status: 422,
      code: 'ICS_INVALID',
      message: expect.stringContaining('complexo demais para ler a tempo'),
    });
    expect(await p.run('icsParse', { text: bls, now })).toMatchObject({ ok: true });
  });

  it('stops a task past its memory limit, and this process lives on', async () => {
    // V8 aborts the worker's whole process at its heap limit (its "FATAL ERROR … heap out of memory" shows in the
    // output): why the workers are processes, not threads, whose abort would take the server along (ADR 027).
    const p = pool({ memoryLimitMb: 48 });
    // 400,000 trades of one day: their rows alone outgrow a 48 MB heap, whatever the engine keeps beside them.
    const columns = columnsOf(
      Array.from({ length: 400_000 }, (_, i) => ({
        openedAt: (1_735_822_800 + i) * 1000,
        date: '2025-01-02',
        hour: 10,
        weekday: 4,
        instrument: 'WIN',
        side: 'compra' as const,
        currency: 'BRL' as const,
        pnl: 1000,
        costs: 100,
        points: 5,
        mep: null,
        men: null,
        risk: null,
        emotion: null,
        broke: false,
      })),
    );
    const source = { ...everyWeekSince1900, trades: { columns } };
    await expect(p.run('reportPdf', { source, now })).rejects.toMatchObject({
      status: 422,
      code: 'REPORT_TOO_LARGE',
      message:
        'O relatório ficou grande demais para gerar a tempo. Escolha um período menor ou a visão Mensal.',
    });
  });

  it('refuses at once when its queue is full, and a task that waited its whole limit for a worker', async () => {
    const p = pool({ maxQueue: 1, waitLimitMs: 60_000 });
    const running = p.run('icsParse', { text: endless, now });
    running.catch(() => {});
    await taskStarted(p, 'icsParse');
    const queued = p.run('icsParse', { text: bls, now });
    queued.catch(() => {});
    await expect(p.run('icsParse', { text: bls, now })).rejects.toMatchObject({
      status: 503,
      code: 'SERVER_BUSY',
    });
    // Closing stops the running task and drops the queued one.
    await p.close();
    await expect(running).rejects.toMatchObject({ status: 503 });
    await expect(queued).rejects.toMatchObject({ status: 503 });

    // A worker with the parser loaded (its first load may take seconds on a busy machine: this call may wait for
    // it), then kept busy: the next task waits its 1 s and is refused.
    const short = pool({ waitLimitMs: 1_000 });
    expect(await short.run('icsParse', { text: bls, now }, { waitLimitMs: 120_000 })).toMatchObject({
      ok: true,
    });
    const busy = short.run('icsParse', { text: endless, now });
    busy.catch(() => {});
    await taskStarted(short, 'icsParse');
    await expect(short.run('icsParse', { text: bls, now })).rejects.toMatchObject({
      status: 503,
      code: 'SERVER_BUSY',
    });
  });

  it('runs a task that waited behind one whose worker was stopped, on a new worker, without waiting its limit', async () => {
    // The queued task's wait limit is longer than this test: refused for waiting, it would time the test out.
    const p = pool({ waitLimitMs: 120_000 });
    const client = new AbortController();
    const running = p.run('icsParse', { text: endless, now }, { signal: client.signal });
    running.catch(() => {});
    await taskStarted(p, 'icsParse');
    const queued = p.run('icsParse', { text: bls, now });
    // The queued task is in the pool's hands (past its first await) before the worker it waits for is stopped.
    await new Promise((resolve) => setImmediate(resolve));
    client.abort();
    await expect(running).rejects.toMatchObject({ status: 499 });
    expect(await queued).toMatchObject({ ok: true });
  });

  it('runs a task again on a new worker when its worker ends in it, and refuses it when it ends again', async () => {
    const p = pool({ timeLimitMs: 120_000 });
    const starts: number[] = [];
    p.onStart((_, pid) => {
      starts.push(pid);
      // Another process ends the worker (the system's OOM killer, a crash): the task has not ended by itself.
      process.kill(pid, 'SIGKILL');
    });
    const answer = p.run('icsParse', { text: endless, now });
    await expect(answer).rejects.toMatchObject({
      status: 422,
      code: 'ICS_INVALID',
      message: expect.stringContaining('complexo demais para ler a tempo'),
    });
    expect(starts).toHaveLength(2);
    expect(starts[1]).not.toBe(starts[0]);
  });

  it('answers a clear error, not a wait to its limit, when no worker can start', async () => {
    // Every worker process exits at once: node refuses an unknown option.
    const p = pool({ env: { NODE_OPTIONS: '--no-such-option' }, waitLimitMs: 120_000 });
    await expect(p.run('icsParse', { text: bls, now })).rejects.toMatchObject({
      status: 503,
      code: 'HEAVY_TASK_FAILED',
      message:
        'Não foi possível gerar o arquivo: o processo que o gerava parou. Tente de novo em alguns instantes.',
    });
  });

  it('stops the task of a request whose client went away', async () => {
    const p = pool();
    const client = new AbortController();
    const running = p.run('icsParse', { text: endless, now }, { signal: client.signal });
    await taskStarted(p, 'icsParse');
    client.abort();
    await expect(running).rejects.toMatchObject({ status: 499, code: 'REQUEST_CANCELLED' });
    expect(await p.run('icsParse', { text: bls, now })).toMatchObject({ ok: true });
  });
});
