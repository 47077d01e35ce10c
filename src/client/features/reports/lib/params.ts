import {
  type PeriodView,
  validRange,
  viewFromParams,
  viewToParams,
  viewToQuery,
} from '@/client/lib/period-view';
import type { PeriodPreset } from '@/shared/time/periods';
import type { ReportGranularity, ReportQuery } from '@/shared/reports/contract';

/**
 * The report's view in the URL: the dashboard's filters (same names) plus `granularity=week`. A report reads a
 * longer span than the dashboard, so its default period is this year; defaults are left out of the URL.
 */
export interface ReportView extends PeriodView {
  granularity: ReportGranularity;
}

export const REPORT_DEFAULT_PRESET: PeriodPreset = 'this-year';

export function reportViewFromParams(params: URLSearchParams): ReportView {
  return {
    ...viewFromParams(params, REPORT_DEFAULT_PRESET),
    granularity: params.get('granularity') === 'week' ? 'week' : 'month',
  };
}

/** `writePreset`: the user picked the period, so the URL names it even when it is the page's own. */
export function reportViewToParams(view: ReportView, writePreset = false): URLSearchParams {
  const params = viewToParams(view, writePreset ? null : REPORT_DEFAULT_PRESET);
  if (view.granularity === 'week') params.set('granularity', 'week');
  return params;
}

export const validReportRange = (view: ReportView) => validRange(view);

/** The query of GET /api/reports (and its csv and pdf). */
export function reportViewToQuery(view: ReportView): ReportQuery {
  return { ...viewToQuery(view), granularity: view.granularity };
}

/** The same query as URL search text, for the export links. */
export function reportQueryString(query: ReportQuery): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params.toString();
}
