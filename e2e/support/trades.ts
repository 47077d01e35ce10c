import { expect, type Locator, type Page } from '@playwright/test';
import { tradesText } from '../../src/shared/i18n/trades';
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

/** Types a trade's fields into the open "Novo trade" / edit dialog (only the fields given). */
export async function fillTradeDialog(
  dialog: Locator,
  values: Partial<Record<'entry' | 'exit' | 'contracts' | 'instrument', string>>,
) {
  const F = tradesText.form;
  if (values.instrument !== undefined) await dialog.getByLabel(F.instrument).fill(values.instrument);
  if (values.contracts !== undefined) await dialog.getByLabel(F.contracts).fill(values.contracts);
  if (values.entry !== undefined) await dialog.getByLabel(F.entry).fill(values.entry);
  if (values.exit !== undefined) await dialog.getByLabel(F.exit).fill(values.exit);
}
