import { Hono } from 'hono';
import { taxMonthQuerySchema, taxQuerySchema } from '@/shared/tax/contract';
import { taxCsvFileName, taxPdfFileName, taxYearCsv } from '@/shared/tax/csv';
import { currentUser, type GateEnv } from '../../auth/gate';
import type { Db } from '../../db/client';
import { validate } from '../../http/validation';
import { renderTaxMonthPdf } from '../pdf/render';
import { taxYearOf } from './tax.service';

/**
 * /api/tax: the caller's own statement of a year (JSON), its CSV, and one month's PDF. Behind the gate like
 * /api/dashboard (allowed users; reads stay open when a trial is over).
 */
export function taxRoutes({ db }: { db: Db }) {
  return new Hono<GateEnv>()
    .get('/', validate('query', taxQuerySchema), async (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json(await taxYearOf(db, currentUser(c).id, c.req.valid('query').year));
    })
    .get('/csv', validate('query', taxQuerySchema), async (c) => {
      const { year } = c.req.valid('query');
      const tax = await taxYearOf(db, currentUser(c).id, year);
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', `attachment; filename="${taxCsvFileName(year)}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(taxYearCsv(tax));
    })
    .get('/pdf', validate('query', taxMonthQuerySchema), async (c) => {
      const { year, month } = c.req.valid('query');
      const user = currentUser(c);
      const tax = await taxYearOf(db, user.id, year);
      const key = `${year}-${String(month).padStart(2, '0')}`;
      const pdf = await renderTaxMonthPdf(tax, key, user.name);
      c.header('Content-Type', 'application/pdf');
      c.header('Content-Disposition', `attachment; filename="${taxPdfFileName(key)}"`);
      c.header('Cache-Control', 'no-store');
      return c.body(new Uint8Array(pdf));
    });
}
