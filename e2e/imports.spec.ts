import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import {
  columnStep,
  historySection,
  symbolStep,
  importsPage,
  previewStep,
  summaryStep,
  uploadStep,
} from '../src/shared/i18n/imports';
import { IMPORT_ERRORS } from '../src/shared/trading/imports/errors';
import { createUser, signInByApi } from './support/users';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';

const fixtures = path.resolve(import.meta.dirname, '../src/shared/trading/imports/fixtures');
const PROFIT = path.join(fixtures, 'profit-latin1-preamble.csv');
const PROFIT_TRADES = 4;

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Screenshots for a human review, only when asked (IMPORT_SHOTS=1). */
async function shot(page: Page, name: string) {
  if (!process.env.IMPORT_SHOTS) return;
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `.tmp/shots/imports-${name}-${width}.png`, fullPage: true });
}

async function openImport(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/trades/import');
  await expect(page.getByRole('heading', { name: importsPage.title, level: 1 })).toBeVisible();
}

async function preview(page: Page, file: string) {
  await page.getByLabel(uploadStep.fileInput).setInputFiles(file);
  await expect(page.getByTestId('selected-file')).toHaveText(path.basename(file));
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByRole('heading', { name: previewStep.title })).toBeVisible();
}

const rows = (page: Page) =>
  page.getByTestId((page.viewportSize()?.width ?? 0) >= 1024 ? 'preview-row' : 'preview-card');

test('imports a Profit file end to end, lists it and undoes it @layout', async ({ page }) => {
  test.slow();
  await openImport(page, 'import');
  await expect(page.getByText(historySection.empty)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await shot(page, 'upload');

  await preview(page, PROFIT);
  await expect(page.getByTestId('detected-format')).toHaveText('Nelogica Profit');
  await expect(rows(page)).toHaveCount(PROFIT_TRADES);
  await expect(rows(page).first()).toContainText('WIN');
  await expect(rows(page).first()).toContainText(previewStep.ok);
  await expectNoSeriousViolations(page, [TOASTER]);
  await shot(page, 'preview');

  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByRole('heading', { name: summaryStep.title })).toBeVisible();
  await expect(page.getByTestId('summary-imported')).toHaveText(String(PROFIT_TRADES));
  await expect(page.getByTestId('summary-duplicates')).toHaveText('0');
  await expect(page.getByTestId('summary-rejected')).toHaveText('0');
  // The list and the dashboard open on the file's dates (default-period.spec.ts follows the dashboard's link).
  await expect(page.getByRole('link', { name: summaryStep.goToTrades })).toHaveAttribute(
    'href',
    /^\/trades\?period=custom&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/,
  );
  await expect(page.getByRole('link', { name: summaryStep.openDashboard })).toBeVisible();

  const item = page.getByTestId('import-item').filter({ hasText: path.basename(PROFIT) });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(historySection.counts(PROFIT_TRADES, 0, 0));
  await expectNoSidewaysScroll(page);
  await shot(page, 'summary');

  await item.getByRole('button', { name: historySection.undoLabel(path.basename(PROFIT)) }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(historySection.undoDescription(path.basename(PROFIT), PROFIT_TRADES));
  await dialog.getByRole('button', { name: historySection.undoConfirm }).click();
  await expect(toast(page, historySection.undone)).toBeVisible();
  await expect(page.getByTestId('import-item')).toHaveCount(0);
  await expect(page.getByText(historySection.empty)).toBeVisible();
});

test('re-importing the same file reports the duplicates', async ({ page }) => {
  test.slow();
  await openImport(page, 'reimport');
  await preview(page, PROFIT);
  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByTestId('summary-imported')).toHaveText(String(PROFIT_TRADES));

  await page.getByRole('button', { name: summaryStep.another }).click();
  await preview(page, PROFIT);
  await expect(rows(page).filter({ hasText: previewStep.duplicate })).toHaveCount(PROFIT_TRADES);
  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByTestId('summary-imported')).toHaveText('0');
  await expect(page.getByTestId('summary-duplicates')).toHaveText(String(PROFIT_TRADES));
  await expect(page.getByTestId('import-item')).toHaveCount(2);
});

test('a bad file gets a Portuguese error and imports nothing', async ({ page }) => {
  await openImport(page, 'badfile');

  // Empty: refused on the client, nothing is sent.
  await page.getByLabel(uploadStep.fileInput).setInputFiles(path.join(fixtures, 'bad-empty.csv'));
  await expect(page.getByText(uploadStep.emptyFile)).toBeVisible();
  await expect(page.getByRole('button', { name: uploadStep.submit })).toBeDisabled();

  // Binary: the server refuses it with its message.
  await page.getByLabel(uploadStep.fileInput).setInputFiles(path.join(fixtures, 'bad-binary.png'));
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByTestId('import-error')).toContainText(IMPORT_ERRORS.binary);
  await expect(page.getByRole('heading', { name: previewStep.title })).toHaveCount(0);

  // A formula in a cell: the whole file is refused, its good rows too.
  await page.getByLabel(uploadStep.fileInput).setInputFiles(path.join(fixtures, 'bad-formula.csv'));
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByTestId('import-error')).toContainText(IMPORT_ERRORS.formula);
  await expect(page.getByRole('heading', { name: previewStep.title })).toHaveCount(0);
  await expect(page.getByText(historySection.empty)).toBeVisible();
});

test('any other CSV goes through the column mapping', async ({ page }) => {
  test.slow();
  await openImport(page, 'mapped');
  const csv = [
    'Dia;Horario;Tipo;Qtd;Papel;Preço de entrada;Preço de saída',
    '02/03/2026;10:00:00;Compra;2;WINJ26;125000;125100',
  ].join('\n');
  // Dropped on the drop zone this time, instead of picked.
  const dataTransfer = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'minha-planilha.csv', { type: 'text/csv' }));
    return transfer;
  }, csv);
  await page.getByTestId('import-dropzone').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('selected-file')).toHaveText('minha-planilha.csv');
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByRole('heading', { name: columnStep.title })).toBeVisible();
  // Prefilled from the header names.
  await expect(page.getByLabel(`${columnStep.fields.date} (${columnStep.required})`)).toHaveValue('Dia');
  await expect(page.getByLabel(`${columnStep.fields.symbol} (${columnStep.required})`)).toHaveValue('Papel');
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.getByRole('button', { name: columnStep.apply }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(previewStep.ok);
  // 02/03/2026 could be 2 March or 3 February: the preview says how it was read.
  await expect(page.getByRole('note')).toContainText('lidas como dia/mês/ano');
  await expectNoSidewaysScroll(page);
  await shot(page, 'mapping');
  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByTestId('summary-imported')).toHaveText('1');
});

test('unknown symbols are mapped to instruments; rejected rows can be downloaded', async ({ page }) => {
  test.slow();
  await openImport(page, 'symbols');
  const csv = [
    'Dia;Horario;Tipo;Qtd;Papel;Preço de entrada;Preço de saída',
    '02/03/2026;10:00:00;Compra;1;MINIIND;125000;125100',
    '02/03/2026;11:00:00;Venda;1;WINJ26;abc;125100',
  ].join('\n');
  await page.getByLabel(uploadStep.fileInput).setInputFiles({
    name: 'simbolos.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv, 'utf-8'),
  });
  await page.getByLabel(uploadStep.format).selectOption('mapped');
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByRole('heading', { name: columnStep.title })).toBeVisible();
  await page.getByRole('button', { name: columnStep.apply }).click();

  await expect(page.getByRole('heading', { name: symbolStep.title })).toBeVisible();
  await expect(page.getByText(previewStep.mapSymbolsFirst)).toBeVisible();
  await expect(page.getByRole('button', { name: previewStep.confirmButton })).toBeDisabled();
  await page.getByLabel(symbolStep.label('MINIIND')).selectOption('WIN');
  await page.getByRole('button', { name: previewStep.refresh }).click();
  await expect(rows(page).filter({ hasText: previewStep.ok })).toHaveCount(1);
  // A row the parser could not read is listed with the file's problems, in Portuguese.
  await expect(page.getByTestId('file-errors')).toContainText('Linha 3');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByTestId('summary-imported')).toHaveText('1');
  await expect(page.getByTestId('summary-rejected')).toHaveText('1');
  const href = await page.getByRole('link', { name: summaryStep.downloadRejects }).getAttribute('href');
  const rejects = await page.request.get(href ?? '');
  expect(rejects.status()).toBe(200);
  expect(rejects.headers()['content-type']).toContain('text/csv');
});

test('the column mapping is remembered: the next file of the same kind comes prefilled', async ({ page }) => {
  test.slow();
  await openImport(page, 'remembered');
  // Header names no guess recognises, so every field is the user's own choice.
  const header = 'Quando;Sentido;Lotes;Papel X;Px In;Px Out';
  const upload = async (name: string, row: string) => {
    await page.getByLabel(uploadStep.fileInput).setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\n${row}\n`, 'utf-8'),
    });
    await page.getByRole('button', { name: uploadStep.submit }).click();
    await expect(page.getByRole('heading', { name: columnStep.title })).toBeVisible();
  };
  const choices = {
    date: 'Quando',
    side: 'Sentido',
    contracts: 'Lotes',
    symbol: 'Papel X',
    entry: 'Px In',
    exit: 'Px Out',
  } as const;
  const field = (key: keyof typeof choices) =>
    page.getByLabel(`${columnStep.fields[key]} (${columnStep.required})`);

  await upload('corretora-marco.csv', '02/03/2026 10:00:00;Compra;2;WINJ26;125000;125100');
  for (const key of Object.keys(choices) as (keyof typeof choices)[]) {
    await expect(field(key)).toHaveValue('');
    await field(key).selectOption(choices[key]);
  }
  await page.getByRole('button', { name: columnStep.apply }).click();
  await expect(rows(page).first()).toContainText(previewStep.ok);
  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByTestId('summary-imported')).toHaveText('1');

  await page.getByRole('button', { name: summaryStep.another }).click();
  await upload('corretora-abril.csv', '01/04/2026 11:00:00;Venda;1;WINK26;126000;125900');
  for (const key of Object.keys(choices) as (keyof typeof choices)[]) {
    await expect(field(key)).toHaveValue(choices[key]);
  }
  await page.getByRole('button', { name: columnStep.apply }).click();
  await expect(rows(page).first()).toContainText(previewStep.ok);
  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByTestId('summary-imported')).toHaveText('1');
});
