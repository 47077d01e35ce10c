import { type Download, expect, test, type Page } from '@playwright/test';
import { tradesText } from '../src/shared/i18n/trades';
import { TRADE_MESSAGES } from '../src/shared/trading/trade-schema';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { fillTradeDialog, seedTrade } from './support/trades';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const dialog = (page: Page, name: string = tradesText.form.createTitle) => page.getByRole('dialog', { name });
const list = (page: Page) => page.getByTestId('trade-list');

async function signedIn(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  return user;
}

test('registers a trade from the dialog, with the P&L live, and lists it', async ({ page }) => {
  await signedIn(page, 'trades-create');
  await page.goto('/trades');
  await expect(page.getByRole('heading', { name: tradesText.emptyTitle })).toBeVisible();
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();

  const d = dialog(page);
  await expect(d).toBeVisible();
  await d.getByLabel(tradesText.form.date).fill('2025-03-14');
  await d.getByLabel(tradesText.form.time).fill('10:15');
  await fillTradeDialog(dialog(page), { instrument: 'WIN', contracts: '1', entry: '125000', exit: '125100' });
  await expect(d.getByTestId('trade-pnl')).toHaveText(/R\$\s20,00/);
  // Venda flips the result, live.
  await d.getByText(tradesText.form.sell, { exact: true }).click();
  await expect(d.getByTestId('trade-pnl')).toHaveText(/-R\$\s20,00/);
  await d.getByText(tradesText.form.buy, { exact: true }).click();
  await d.getByLabel(tradesText.form.emotion).selectOption('calmo');
  await d.getByRole('button', { name: tradesText.form.submitCreate }).click();

  await expect(toast(page, tradesText.created)).toBeVisible();
  await expect(d).toBeHidden();
  const row = list(page);
  await expect(row.getByText('WIN', { exact: true })).toBeVisible();
  await expect(row.getByText(/R\$\s20,00/)).toBeVisible();
  await expect(row.getByText('14/03/2025')).toBeVisible();
  await expect(page.getByTestId('totals-BRL')).toContainText(/R\$\s20,00/);
});

test('reads prices typed as the list shows them: 125.000 → 125.100 is R$ 40,00 for 2 WIN', async ({
  page,
}) => {
  await signedIn(page, 'trades-pt-br');
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const d = dialog(page);
  await d.getByText(tradesText.form.buy, { exact: true }).click();
  await fillTradeDialog(dialog(page), {
    instrument: 'WIN',
    contracts: '2',
    entry: '125.000',
    exit: '125.100',
  });
  await expect(d.getByTestId('trade-pnl')).toHaveText(/^R\$\s40,00$/);
  await d.getByRole('button', { name: tradesText.form.submitCreate }).click();

  await expect(toast(page, tradesText.created)).toBeVisible();
  await expect(d).toBeHidden();
  // On the tick: no warning was needed. The stored trade reads back as typed (a table cell, or a phone card's
  // '2 × 125.000 → 125.100').
  await expect(list(page).getByText(/R\$\s40,00/)).toBeVisible();
  await expect(list(page).getByText(/\b125\.100\b/)).toBeVisible();
  await expect(page.getByTestId('totals-BRL')).toContainText(/R\$\s40,00/);
});

test('warns of a price off the tick, names the tick, and saves it once confirmed', async ({ page }) => {
  await signedIn(page, 'trades-off-tick');
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const d = dialog(page);
  const F = tradesText.form;
  await fillTradeDialog(dialog(page), {
    instrument: 'WIN',
    contracts: '1',
    entry: '125.003',
    exit: '125.100',
  });
  const warning = d.getByTestId('trade-off-tick');
  await expect(warning).toContainText(F.offTick(['entry'], 'WIN', '5', true));
  await expect(d.getByTestId('trade-pnl')).toHaveText(/^R\$\s19,40$/);

  await d.getByRole('button', { name: F.submitCreate }).click();
  await expect(warning.getByRole('alert')).toHaveText(F.offTickUnconfirmed(false));
  await expect(warning.getByLabel(F.offTickConfirm(false))).toBeFocused();
  await expectNoSeriousViolations(page, [TOASTER]);
  await warning.getByLabel(F.offTickConfirm(false)).check();
  await d.getByRole('button', { name: F.submitCreate }).click();

  await expect(toast(page, tradesText.created)).toBeVisible();
  await expect(list(page).getByText(/\b125\.003\b/)).toBeVisible();
  await expect(list(page).getByText(/R\$\s19,40/)).toBeVisible();
});

test('shows each validation message under its field', async ({ page }) => {
  await signedIn(page, 'trades-validation');
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const d = dialog(page);
  const submit = d.getByRole('button', { name: tradesText.form.submitCreate });
  const M = TRADE_MESSAGES;
  const F = tradesText.form;

  await submit.click();
  await expect(d.getByText(M.required)).toHaveCount(3); // instrument, entry, exit

  await fillTradeDialog(dialog(page), { instrument: 'WIN#', contracts: '0', entry: 'abc', exit: 'xyz' });
  await d.getByLabel(F.mep).fill('-1');
  await d.getByLabel(F.men).fill('-5');
  await submit.click();
  await expect(d.getByText(M.invalidSymbol, { exact: true })).toBeVisible();
  await expect(d.getByText(M.minContracts, { exact: true })).toBeVisible();
  await expect(d.getByText(M.invalidEntry, { exact: true })).toBeVisible();
  await expect(d.getByText(M.invalidExit, { exact: true })).toBeVisible();
  await expect(d.getByText(M.invalidMep, { exact: true })).toBeVisible();
  await expect(d.getByText(M.invalidMen, { exact: true })).toBeVisible();
  await expect(d.getByLabel(F.entry)).toHaveAttribute('aria-invalid', 'true');
  // Zero contracts (a price ≤ 0 too) also gets the spec's toast.
  await expect(toast(page, tradesText.positiveValues)).toBeVisible();
  await fillTradeDialog(dialog(page), { contracts: '1', entry: '-125000', exit: '125100' });
  await d.getByLabel(F.mep).fill('');
  await d.getByLabel(F.men).fill('');
  await submit.click();
  await expect(d.getByText(M.invalidEntry, { exact: true })).toBeVisible();
  await expect(toast(page, tradesText.positiveValues)).toHaveCount(2);

  await fillTradeDialog(dialog(page), { instrument: 'WIN', contracts: '1', entry: '125000', exit: '125000' });
  await d.getByLabel(F.mep).fill('');
  await d.getByLabel(F.men).fill('');
  await submit.click();
  await expect(d.getByText(M.samePrices, { exact: true })).toBeVisible();
  await expect(d.getByText(M.invalidSymbol)).toHaveCount(0);
});

test('an instrument the server does not know: "Ativo não encontrado"', async ({ page }) => {
  await signedIn(page, 'trades-unknown');
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  await fillTradeDialog(dialog(page), { instrument: 'ZZZQ', entry: '10', exit: '11' });
  await dialog(page).getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.instrumentNotFound)).toBeVisible();
  await expect(dialog(page).getByText(tradesText.instrumentNotFound, { exact: true })).toBeVisible();
});

test('edits a trade and deletes it after confirmation', async ({ page }) => {
  await signedIn(page, 'trades-edit');
  await seedTrade(page);
  await page.goto('/trades');
  await expect(list(page).getByText(/R\$\s20,00/)).toBeVisible();

  await list(page)
    .getByRole('button', { name: /^Editar trade WIN/ })
    .click();
  const d = dialog(page, tradesText.form.editTitle);
  await expect(d.getByLabel(tradesText.form.entry)).toHaveValue('125000');
  await d.getByLabel(tradesText.form.exit).fill('125200');
  await expect(d.getByTestId('trade-pnl')).toHaveText(/R\$\s40,00/);
  await d.getByRole('button', { name: tradesText.form.submitEdit }).click();
  await expect(toast(page, tradesText.updated)).toBeVisible();
  await expect(list(page).getByText(/R\$\s40,00/)).toBeVisible();

  await list(page)
    .getByRole('button', { name: /^Excluir trade WIN/ })
    .click();
  const confirm = page.getByRole('alertdialog', { name: tradesText.deleteTitle });
  await confirm.getByRole('button', { name: tradesText.confirmDelete }).click();
  await expect(toast(page, tradesText.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: tradesText.emptyTitle })).toBeVisible();
});

test('adds a note to an imported breakeven trade (exit = entry) and saves it', async ({ page }) => {
  await signedIn(page, 'trades-breakeven');
  // The import stores a breakeven, which the spec refuses only when typed by hand.
  const imported = await page.request.post('/api/imports', {
    headers: { origin: appOrigin },
    multipart: {
      file: {
        name: 'breakeven.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(
          'data;hora;tipo;contratos;ativo;entrada;saida\n14/03/2025;10:15;Compra;1;WIN;125000;125000\n',
        ),
      },
    },
  });
  expect(imported.status(), await imported.text()).toBe(201);
  await page.goto('/trades');
  await list(page)
    .getByRole('button', { name: /^Editar trade WIN/ })
    .click();
  const d = dialog(page, tradesText.form.editTitle);
  await expect(d.getByLabel(tradesText.form.exit)).toHaveValue('125000');
  await d.getByLabel(tradesText.form.notes).fill('Saí no zero a zero');
  await d.getByRole('button', { name: tradesText.form.submitEdit }).click();
  await expect(toast(page, tradesText.updated)).toBeVisible();
  await expect(d).toBeHidden();
  const stored = (await (await page.request.get('/api/trades')).json()) as {
    items: { notes: string | null; entry: string; exit: string }[];
  };
  expect(stored.items).toMatchObject([{ notes: 'Saí no zero a zero', entry: '125000', exit: '125000' }]);
});

test('bulk-deletes the selected trades', async ({ page }) => {
  await signedIn(page, 'trades-bulk');
  await seedTrade(page, { exit: '125100' });
  await seedTrade(page, { exit: '124900', time: '11:00' });
  await seedTrade(page, { exit: '125050', time: '12:00' });
  await page.goto('/trades');
  await expect(list(page).getByRole('checkbox')).not.toHaveCount(0);
  const boxes = list(page).getByRole('checkbox', { name: /^Selecionar trade/ });
  await expect(boxes).toHaveCount(3);
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await page.getByRole('button', { name: tradesText.bulkDelete(2) }).click();
  await page
    .getByRole('alertdialog', { name: tradesText.bulkDeleteTitle(2) })
    .getByRole('button', { name: tradesText.confirmDelete })
    .click();
  await expect(toast(page, tradesText.deletedMany(2))).toBeVisible();
  await expect(boxes).toHaveCount(1);
});

test('keeps filters and sort in the URL', async ({ page }) => {
  await signedIn(page, 'trades-filters');
  await seedTrade(page, { exit: '125100' });
  await seedTrade(page, { type: 'venda', exit: '124900', time: '11:00' });
  await page.goto('/trades');
  await expect(list(page).getByRole('checkbox', { name: /^Selecionar trade/ })).toHaveCount(2);
  // Phones keep the filters folded behind a button.
  if ((page.viewportSize()?.width ?? 0) < 640)
    await page.getByRole('button', { name: tradesText.filters.show }).click();
  await page.getByLabel(tradesText.filters.type, { exact: true }).selectOption('venda');
  await expect(page).toHaveURL(/type=venda/);
  await expect(list(page).getByRole('checkbox', { name: /^Selecionar trade/ })).toHaveCount(1);
  await page.reload();
  await expect(page.getByLabel(tradesText.filters.type, { exact: true })).toHaveValue('venda');
  await expect(list(page).getByRole('checkbox', { name: /^Selecionar trade/ })).toHaveCount(1);
  await expect(page.getByTestId('totals-BRL')).toContainText(/R\$\s20,00/);
});

test('sorts by any column: headers on the table, a select on phone cards @layout', async ({ page }) => {
  await signedIn(page, 'trades-sort');
  await seedTrade(page, { exit: '125100' });
  await seedTrade(page, { exit: '124500', time: '11:00' });
  await page.goto('/trades');
  await expect(list(page).getByText(/-R\$\s100,00/)).toBeVisible();
  const first = () => list(page).locator(':is(tbody tr, li)').first();
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    const pnlHeader = page.getByRole('columnheader', { name: /P&L/ });
    await expect(pnlHeader).toHaveAttribute('aria-sort', 'none');
    await pnlHeader.getByRole('button').click();
    await expect(pnlHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page).toHaveURL(/sort=pnl&dir=desc/);
    await expect(first()).toContainText(/R\$\s20,00/);
    await pnlHeader.getByRole('button').click();
    await expect(pnlHeader).toHaveAttribute('aria-sort', 'ascending');
  } else {
    const select = page.getByLabel(tradesText.columns.sortLabel);
    await select.selectOption('pnl:desc');
    await expect(page).toHaveURL(/sort=pnl&dir=desc/);
    await expect(first()).toContainText(/R\$\s20,00/);
    await select.selectOption('pnl:asc');
  }
  await expect(page).toHaveURL(/sort=pnl&dir=asc/);
  await expect(first()).toContainText(/-R\$\s100,00/);
});

test("on a desktop the table fits its frame; at every width every row's delete button stays in view @layout", async ({
  page,
}) => {
  const width = page.viewportSize()?.width ?? 0;
  await signedIn(page, 'trades-fit');
  await seedTrade(page, { contracts: 12, entry: '128450.5', exit: '128700', emotion: 'ansioso' });
  await seedTrade(page, { instrument: 'NQ', entry: '21450.25', exit: '21480.75', time: '11:00' });
  await page.goto('/trades');
  const table = list(page);
  await expect(table.getByText('NQ', { exact: true })).toBeVisible();
  const { scroll, frame } = await table.evaluate((t) => ({
    scroll: t.scrollWidth,
    frame: (t.parentElement as HTMLElement).clientWidth,
  }));
  if (width >= 1280) expect(scroll, 'table wider than its frame').toBeLessThanOrEqual(frame);
  // Whatever the width (a scrolling table on a tablet, cards on a phone), each row's delete button is inside the
  // list's visible box.
  const right = await table.evaluate((t) => (t.parentElement as HTMLElement).getBoundingClientRect().right);
  for (const instrument of ['WIN', 'NQ']) {
    const del = await page
      .getByRole('button', { name: new RegExp(`^${tradesText.deleteLabel(instrument)} `) })
      .boundingBox();
    expect(del, instrument).not.toBeNull();
    expect((del?.x ?? 0) + (del?.width ?? 0), instrument).toBeLessThanOrEqual(right + 1);
  }
});

test('exports the filtered trades as CSV', async ({ page }) => {
  await signedIn(page, 'trades-export');
  await seedTrade(page);
  await page.goto('/trades');
  await expect(list(page).getByText(/R\$\s20,00/)).toBeVisible();

  const [spreadsheet] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: tradesText.export.spreadsheet, exact: true }).click(),
  ]);
  expect(spreadsheet.suggestedFilename()).toMatch(/\.csv$/);
  const text = await readDownload(spreadsheet);
  expect(text).toContain('WIN');
  expect(text).toMatch(/20,00|20\.00/);

  const [generic] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: tradesText.export.generic }).click(),
  ]);
  expect(await readDownload(generic)).toContain('WIN');
});

async function readDownload(download: Download): Promise<string> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

test("'Apagar todos os dados' in Configurações erases every trade only after typing RESET", async ({
  page,
}) => {
  await signedIn(page, 'trades-reset');
  await seedTrade(page);
  await page.goto('/trades');
  await expect(list(page).getByText(/R\$\s20,00/)).toBeVisible();
  // The danger zone is not on the daily page: it lives in Configurações.
  await expect(page.getByLabel(tradesText.reset.label)).toHaveCount(0);
  await page.goto('/settings');

  const field = page.getByLabel(tradesText.reset.label);
  const button = page.getByRole('button', { name: tradesText.reset.confirm });
  await expect(button).toBeDisabled();
  for (const wrong of ['reset', 'RESE', 'RESET!', ' RESET']) {
    await field.fill(wrong);
    await expect(button).toBeDisabled();
  }
  await field.fill('RESET');
  await expect(button).toBeEnabled();
  await button.click();
  await expect(toast(page, tradesText.reset.done)).toBeVisible();
  await page.goto('/trades');
  await expect(page.getByRole('heading', { name: tradesText.emptyTitle })).toBeVisible();
});

test('the dashboard opens the same dialog', async ({ page }) => {
  await signedIn(page, 'trades-dashboard');
  await page.goto('/dashboard');
  // The page's own button (the phone's bottom bar has another, after the page).
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  await expect(dialog(page)).toBeVisible();
  await fillTradeDialog(dialog(page), { instrument: 'WDO', entry: '5432', exit: '5430,5' });
  await dialog(page).getByText(tradesText.form.sell, { exact: true }).click();
  // WDO: 2 ticks of R$ 5,00 per point → 1,5 point × R$ 10,00 = R$ 15,00.
  await expect(dialog(page).getByTestId('trade-pnl')).toHaveText(/R\$\s15,00/);
  await dialog(page).getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.created)).toBeVisible();
});

test('says so when the server fails to save or to reset', async ({ page }) => {
  await signedIn(page, 'trades-failures');
  await page.goto('/trades');
  await page.route('**/api/trades', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Erro interno.' } })
      : route.fallback(),
  );
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  await fillTradeDialog(dialog(page), { instrument: 'WIN', entry: '125000', exit: '125100' });
  await dialog(page).getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.saveError)).toBeVisible();
  await expect(dialog(page)).toBeVisible();
  await page.keyboard.press('Escape');

  await page.route('**/api/trades/reset', (route) =>
    route.fulfill({ status: 500, json: { code: 'INTERNAL', message: 'Erro interno.' } }),
  );
  await page.goto('/settings');
  await page.getByLabel(tradesText.reset.label).fill('RESET');
  await page.getByRole('button', { name: tradesText.reset.confirm }).click();
  await expect(toast(page, tradesText.reset.error)).toBeVisible();
});

test('no serious accessibility violation on /trades and in the dialog @layout', async ({ page }) => {
  await signedIn(page, 'trades-a11y');
  await seedTrade(page);
  await page.goto('/trades');
  await expect(list(page).getByText(/R\$\s20,00/)).toBeVisible();
  const check = () => expectNoSeriousViolations(page, [TOASTER]);
  await check();
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  await dialog(page).getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(dialog(page).getByText(TRADE_MESSAGES.required).first()).toBeVisible();
  await check();
});
