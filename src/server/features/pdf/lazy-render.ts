import type * as Render from './render';

export type { RenderOptions } from './render';

/**
 * The PDF renderers, loaded on the first PDF asked for: React-PDF (with its layout engine, fonts and React) is the
 * largest thing the server would load at start (~50 MB resident) for a route few requests take (ADR 018).
 */
const load = () => import('./render');

export const renderReportPdf: typeof Render.renderReportPdf = async (...args) =>
  (await load()).renderReportPdf(...args);

export const renderTaxMonthPdf: typeof Render.renderTaxMonthPdf = async (...args) =>
  (await load()).renderTaxMonthPdf(...args);
