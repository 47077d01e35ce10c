import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, apiFetch, contractSchema } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import { apiErrorSchema } from '@/shared/account/contract';
import { common } from '@/shared/i18n/auth';
import { type ReportDto, type ReportQuery, reportsApi } from '@/shared/reports/contract';
import { reportQueryString } from '../lib/params';

// The server builds the payload with the contract's types; the client checks the parts the page reads are there.
const reportSchema = contractSchema<ReportDto>({
  summary: z.object({ current: z.object({}).loose() }).loose(),
  cuts: z.array(z.unknown()),
  breakdowns: z.object({}).loose(),
  equity: z.object({}).loose(),
  period: z.object({}).loose(),
});

export const reportQueryKey = (query: ReportQuery) => [...queryKeys.reports, query] as const;

export function useReport(query: ReportQuery, enabled = true) {
  return useQuery({
    queryKey: reportQueryKey(query),
    queryFn: ({ signal }) =>
      apiFetch(reportsApi.data, {
        query: query as Record<string, string | undefined>,
        schema: reportSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
    enabled,
  });
}

/** The file name the server gives in Content-Disposition, else ours (`mctrading-relatorio-AAAA-MM-DD.pdf`). */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Downloads the report's PDF or CSV: fetched (not a plain link) so the page can show it is busy while the server
 * renders and say so when it fails, then handed to the browser as a file. Resolves with the file's name.
 */
export async function downloadReport(kind: 'pdf' | 'csv', query: ReportQuery): Promise<string> {
  const url = `${reportsApi[kind]}?${reportQueryString(query)}`;
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiRequestError(0, 'NETWORK_ERROR', common.networkError);
  }
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw parsed.success
      ? new ApiRequestError(response.status, parsed.data.code, parsed.data.message)
      : new ApiRequestError(response.status, `HTTP_${response.status}`, response.statusText || 'Erro');
  }
  const today = new Date().toISOString().slice(0, 10);
  const name = fileNameOf(response, `mctrading-relatorio-${today}.${kind}`);
  const blob = await response.blob();
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is kept a moment for slow download managers.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return name;
}
