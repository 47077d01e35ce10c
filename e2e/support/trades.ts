import { expect, type Page } from '@playwright/test';
import { appOrigin } from './users';

/** A trade stored through the API (the UI path is covered by its own test): a WIN gain, unless told otherwise. */
export async function seedTrade(page: Page, trade: Record<string, unknown> = {}) {
  const res = await page.request.post('/api/trades', {
    headers: { origin: appOrigin },
    data: {
      date: '2025-03-14',
      time: '10:15',
      type: 'compra',
      contracts: 1,
      instrument: 'WIN',
      entry: '125000',
      exit: '125100',
      ...trade,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}
