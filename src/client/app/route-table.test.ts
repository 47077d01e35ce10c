import { describe, expect, it } from 'vitest';
import { apiUrl } from '@/client/lib/early-requests';
import { viewFromParams, viewToQuery } from '@/client/lib/period-view';
import { accountApi } from '@/shared/account/contract';
import { dashboardApi } from '@/shared/trading/dashboard-contract';
import { tradingApi } from '@/shared/trading/api-contract';
import { DASHBOARD_API, dashboardRequests, ME_API, TRADE_SPAN_API } from './route-table';

describe('the requests a route starts at match time', () => {
  it('are the paths of the API contracts', () => {
    expect(ME_API).toBe(accountApi.me);
    expect(DASHBOARD_API).toBe(dashboardApi.data);
    expect(TRADE_SPAN_API).toBe(tradingApi.tradeSpan);
  });

  it('ask /api/dashboard exactly as the dashboard page does, so the page takes the answer', () => {
    for (const search of [
      '',
      'preset=all',
      'preset=custom&from=2026-01-01&to=2026-02-01&account=a1&currency=USD',
    ]) {
      const params = new URLSearchParams(search);
      const page = apiUrl(dashboardApi.data, { ...viewToQuery(viewFromParams(params)) });
      // Without a period in the URL the page also asks the latest trade's date (its default-period rule).
      expect(dashboardRequests(params)).toEqual(search === '' ? [page, TRADE_SPAN_API] : [page]);
    }
  });

  it('ask nothing for a custom range the page would not request', () => {
    expect(dashboardRequests(new URLSearchParams('preset=custom&from=2026-02-01'))).toEqual([]);
  });
});
