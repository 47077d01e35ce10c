import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch, contractSchema } from '@/client/lib/api';
import { queryKeys } from '@/client/lib/queries';
import { taxApi, type TaxYearDto } from '@/shared/tax/contract';

const taxYearSchema = contractSchema<TaxYearDto>({
  year: z.number(),
  months: z.array(z.object({}).loose()),
  years: z.array(z.number()),
});

/** GET /api/tax?year: the year's twelve months; trade writes invalidate it (queryKeys.tax). */
export function useTaxYear(year: number, enabled = true) {
  return useQuery({
    enabled,
    queryKey: [...queryKeys.tax, year],
    queryFn: ({ signal }) =>
      apiFetch(taxApi.year, { query: { year: String(year) }, schema: taxYearSchema, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
