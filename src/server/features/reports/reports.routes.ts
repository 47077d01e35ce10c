import { Hono } from 'hono';
import { reportQuerySchema } from '@/shared/reports/contract';
import { reportCsv } from '@/shared/reports/csv';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { CpuPool } from '../../cpu-pool/cpu-pool';
import type { Db } from '../../db/client';
import { ApiError } from '../../http/api-error';
import { validate } from '../../http/validation';
import { buildReportDto, readReportSource } from './reports.service';

/**
 * /api/reports: the evolution report (JSON), its CSV and its PDF, over the same query and the same figures. Files
 * are named after the trader's local date at the app's clock (`mctrading-relatorio-AAAA-MM-DD`).
 */
export function reportRoutes({
  db,
  cpu,
  now = () => new Date(),
}: {
  db: Db;
  /** Assembles and renders the PDF off the request thread, within its limits (ADR 027). */
  cpu: Pick<CpuPool, 'run'>;
  now?: () => Date;
}) {
  const load = async (userId: string, query: Parameters<typeof buildReportDto>[2]) => {
    const built = await buildReportDto(db, userId, query, now());
    if (!built.ok) throw new ApiError(404, 'ACCOUNT_NOT_FOUND');
    return built;
  };
  return new Hono<GateEnv>()
    .get('/', validate('query', reportQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      const { report } = await load(currentUser(c).id, c.req.valid('query'));
      return c.json(report);
    })
    .get('/csv', validate('query', reportQuerySchema), async (c) => {
      const { report, today } = await load(currentUser(c).id, c.req.valid('query'));
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="mctrading-relatorio-${today}.csv"`);
      c.header('Cache-Control', 'no-store');
      return c.body(reportCsv(report));
    })
    .get('/pdf', validate('query', reportQuerySchema), async (c) => {
      const at = now();
      const read = await readReportSource(db, currentUser(c).id, c.req.valid('query'), at);
      if (!read.ok) throw new ApiError(404, 'ACCOUNT_NOT_FOUND');
      // Assembled and rendered in a worker: seconds of CPU for years of trades, off the request thread (ADR 027).
      const pdf = await cpu.run('reportPdf', { source: read.source, now: at }, { signal: c.req.raw.signal });
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="mctrading-relatorio-${read.source.today}.pdf"`);
      c.header('Cache-Control', 'no-store');
      return c.body(new Uint8Array(pdf));
    });
}
