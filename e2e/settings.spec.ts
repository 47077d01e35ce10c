import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { settingsMessages, settingsText } from '../src/shared/i18n/settings';
import { tradesText } from '../src/shared/i18n/trades';
import { appOrigin, createUser, openMenuIfCollapsed, signInByApi } from './support/users';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';

const S = settingsText;
const A = S.accounts;
const I = S.instruments;
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const tradeDialog = (page: Page) => page.getByRole('dialog', { name: tradesText.form.createTitle });
const accountRow = (page: Page, name: string) =>
  page.getByTestId('account-row').filter({ has: page.getByRole('heading', { name, exact: true }) });

async function signedIn(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  return user;
}

async function api<T>(page: Page, method: 'post' | 'patch', url: string, data: unknown): Promise<T> {
  const res = await page.request[method](url, { headers: { origin: appOrigin }, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as T;
}

async function openSettings(page: Page, tab?: 'ativos' | 'custos') {
  await page.goto(tab ? `/settings?aba=${tab}` : '/settings');
  await expect(page.getByRole('heading', { name: S.title, level: 1 })).toBeVisible();
}

async function openNewTrade(page: Page) {
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  await expect(tradeDialog(page)).toBeVisible();
}

test('the menu leads to Configurações, with the default account listed', async ({ page }) => {
  await signedIn(page, 'settings-nav');
  await page.goto('/trades');
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: S.navLabel }).click();
  await expect(page).toHaveURL(/\/settings$/);
  const row = accountRow(page, 'Conta principal');
  await expect(row).toBeVisible();
  await expect(row.getByText(A.defaultBadge, { exact: true })).toBeVisible();
  await expect(row.getByText(/R\$\s0,00/)).toBeVisible();
  // The default account has no delete button; it says why.
  await expect(row.getByRole('button', { name: A.deleteLabel('Conta principal') })).toHaveCount(0);
  await expect(row.getByText(A.defaultHint)).toBeVisible();
});

test('creates an account (with validation) and finds it in the trade dialog and the filters', async ({
  page,
}) => {
  await signedIn(page, 'settings-account');
  await openSettings(page);
  await page.getByRole('button', { name: A.add }).click();
  const dialog = page.getByRole('dialog', { name: A.form.createTitle });
  const submit = dialog.getByRole('button', { name: A.form.submitCreate });

  // Client validation with the shared schema.
  await dialog.getByLabel(A.form.startingCapital).fill('dez mil');
  await submit.click();
  await expect(dialog.getByText('Campo obrigatório', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Informe um capital inicial válido', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel(A.form.name)).toHaveAttribute('aria-invalid', 'true');

  // A server field error (the name is taken, case-insensitively) lands on the field.
  await dialog.getByLabel(A.form.name).fill('conta PRINCIPAL');
  await dialog.getByLabel(A.form.startingCapital).fill('0');
  await submit.click();
  await expect(dialog.getByText('Você já tem uma conta com este nome', { exact: true })).toBeVisible();
  await expect(toast(page, A.saveError)).toBeVisible();

  await dialog.getByLabel(A.form.name).fill('XP Day Trade');
  await dialog.getByLabel(A.form.broker).fill('XP Investimentos');
  await dialog.getByLabel(A.form.currency).selectOption('USD');
  await dialog.getByLabel(A.form.startingCapital).fill('10.000,50');
  await submit.click();
  await expect(toast(page, A.created)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = accountRow(page, 'XP Day Trade');
  await expect(row.getByText('XP Investimentos')).toBeVisible();
  await expect(row.getByText(/US\$\s10\.000,50/)).toBeVisible();

  // Edit it.
  await row.getByRole('button', { name: A.editLabel('XP Day Trade') }).click();
  const edit = page.getByRole('dialog', { name: A.form.editTitle });
  await expect(edit.getByLabel(A.form.startingCapital)).toHaveValue('10000,50');
  await edit.getByLabel(A.form.name).fill('XP Global');
  await edit.getByRole('button', { name: A.form.submitEdit }).click();
  await expect(toast(page, A.updated)).toBeVisible();
  await expect(accountRow(page, 'XP Global')).toBeVisible();

  // Make it the default: the badge moves, and a new trade comes with it selected.
  await accountRow(page, 'XP Global')
    .getByRole('button', { name: A.makeDefaultLabel('XP Global') })
    .click();
  await expect(toast(page, A.defaultChanged)).toBeVisible();
  await expect(accountRow(page, 'XP Global').getByText(A.defaultBadge, { exact: true })).toBeVisible();
  await expect(accountRow(page, 'Conta principal').getByText(A.defaultBadge, { exact: true })).toHaveCount(0);

  await openNewTrade(page);
  const account = tradeDialog(page).getByLabel(tradesText.form.account);
  await expect(account.locator('option', { hasText: 'XP Global' })).toHaveCount(1);
  await expect(account.locator('option:checked')).toHaveText('XP Global');
  await page.keyboard.press('Escape');

  // The list's account filter offers it too (the filters show once there are trades).
  await api(page, 'post', '/api/trades', {
    date: '2025-03-14',
    time: '10:15',
    type: 'compra',
    contracts: 1,
    instrument: 'WIN',
    entry: '125000',
    exit: '125100',
  });
  await page.reload();
  await expect(page.locator('#filter-account option', { hasText: 'XP Global' })).toHaveCount(1);
});

test('an own instrument: validation, a trade with its point value, and no deletion while in use', async ({
  page,
}) => {
  await signedIn(page, 'settings-instrument');
  await openSettings(page, 'ativos');
  // Built-ins are read-only, with their values.
  const builtIn = page.getByTestId('builtin-instruments');
  await expect(builtIn.getByText('Mini Índice Bovespa')).toBeVisible();
  await expect(builtIn.getByRole('button')).toHaveCount(0);
  await expect(page.getByText(I.ownEmptyTitle)).toBeVisible();

  await page.getByRole('button', { name: I.add }).click();
  const dialog = page.getByRole('dialog', { name: I.form.createTitle });
  const submit = dialog.getByRole('button', { name: I.form.submitCreate });
  await submit.click();
  await expect(dialog.getByText('Informe um ativo válido', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Campo obrigatório', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Informe um valor de tick válido', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Informe quantos ticks há em um ponto', { exact: true })).toBeVisible();

  // A built-in symbol, or a contract of one, is refused.
  await dialog.getByLabel(I.form.symbol).fill('WINZ25');
  await dialog.getByLabel(I.form.name).fill('Petrobras PN');
  await dialog.getByLabel(I.form.tickValue).fill('0,01');
  await dialog.getByLabel(I.form.ticksPerPoint).fill('100');
  await submit.click();
  await expect(dialog.getByText(settingsMessages.builtInSymbol, { exact: true })).toBeVisible();
  await expect(dialog.getByTestId('instrument-point-value')).toContainText(/R\$\s1,00/);

  await dialog.getByLabel(I.form.symbol).fill('petr4');
  await submit.click();
  await expect(toast(page, I.created)).toBeVisible();
  const own = page.getByTestId('own-instruments');
  await expect(own.getByText('PETR4', { exact: true })).toBeVisible();
  await expect(own.getByText('Petrobras PN')).toBeVisible();

  // A trade with it: (31,50 − 30) × 100 contracts × R$ 1,00 per point = R$ 150,00.
  await openNewTrade(page);
  const d = tradeDialog(page);
  await d.getByLabel(tradesText.form.instrument).fill('PETR4');
  await d.getByLabel(tradesText.form.contracts).fill('100');
  await d.getByLabel(tradesText.form.entry).fill('30');
  await d.getByLabel(tradesText.form.exit).fill('31,50');
  await expect(d.getByTestId('trade-pnl')).toHaveText(/R\$\s150,00/);
  await d.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.created)).toBeVisible();
  await expect(page.getByTestId('trade-list').getByText(/R\$\s150,00/)).toBeVisible();

  // In use: the server refuses the deletion and says why.
  await openSettings(page, 'ativos');
  await page.getByRole('button', { name: I.deleteLabel('PETR4') }).click();
  const confirm = page.getByRole('alertdialog', { name: I.deleteTitle('PETR4') });
  await expect(confirm.getByText(I.deleteDescription)).toBeVisible();
  await confirm.getByRole('button', { name: I.confirmDelete }).click();
  await expect(toast(page, I.deleteError)).toContainText('Este ativo é usado em 1 trade.');
  await expect(page.getByTestId('own-instruments').getByText('PETR4', { exact: true })).toBeVisible();
});

test('deletes an unused own instrument after confirmation', async ({ page }) => {
  await signedIn(page, 'settings-instrument-delete');
  await api(page, 'post', '/api/instruments', {
    symbol: 'VALE3',
    name: 'Vale ON',
    tickValue: '0.01',
    ticksPerPoint: '100',
    currency: 'BRL',
  });
  await openSettings(page, 'ativos');
  await page.getByRole('button', { name: I.deleteLabel('VALE3') }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: I.confirmDelete }).click();
  await expect(toast(page, I.deleted)).toBeVisible();
  await expect(page.getByText(I.ownEmptyTitle)).toBeVisible();
});

test('a default cost for WIN is prefilled in a new trade; preferences are saved', async ({ page }) => {
  await signedIn(page, 'settings-costs');
  await openSettings(page, 'custos');
  const C = S.costs;
  await page.getByLabel(`${C.inputPrefix} WDO`).fill('-1');
  await page.getByLabel(`${C.inputPrefix} WIN`).fill('0,25');
  await page.getByRole('button', { name: C.submit }).click();
  await expect(page.getByText(settingsMessages.invalidCost, { exact: true })).toBeVisible();
  await expect(page.getByLabel(`${C.inputPrefix} WDO`)).toBeFocused();
  await page.getByLabel(`${C.inputPrefix} WDO`).fill('');
  await page.getByRole('button', { name: C.submit }).click();
  await expect(toast(page, C.saved)).toBeVisible();
  await expect(page.getByLabel(`${C.inputPrefix} WIN`)).toHaveValue('0,25');

  const P = S.preferences;
  await expect(page.getByLabel(P.timezone)).toHaveValue('America/Sao_Paulo');
  await page.getByLabel(P.breakevenTolerance).fill('abc');
  await page.getByRole('button', { name: P.submit }).click();
  await expect(page.getByText(settingsMessages.invalidTolerance, { exact: true })).toBeVisible();
  await page.getByLabel(P.breakevenTolerance).fill('5,00');
  await page.getByLabel(P.timezone).selectOption('America/New_York');
  await page.getByRole('button', { name: P.submit }).click();
  await expect(toast(page, P.saved)).toBeVisible();

  // The trade dialog: WIN × 4 contracts → costs R$ 1,00, and the P&L counts them (4 × R$ 20 − R$ 1).
  await openNewTrade(page);
  const d = tradeDialog(page);
  await expect(d.getByText(tradesText.form.timeHint('America/New_York'))).toBeVisible();
  await d.getByLabel(tradesText.form.instrument).fill('WIN');
  await d.getByLabel(tradesText.form.contracts).fill('4');
  const costs = d.getByLabel(tradesText.form.costs);
  await expect(costs).toHaveValue('1,00');
  await expect(d.getByText(S.tradeCostsHint('R$\u00a00,25'))).toBeVisible();
  await d.getByLabel(tradesText.form.entry).fill('125000');
  await d.getByLabel(tradesText.form.exit).fill('125100');
  await expect(d.getByTestId('trade-pnl')).toHaveText(/R\$\s79,00/);
  if (process.env.SETTINGS_SHOTS && test.info().project.name === 'desktop') {
    mkdirSync(process.env.SETTINGS_SHOTS, { recursive: true });
    await page.screenshot({ path: `${process.env.SETTINGS_SHOTS}/trade-dialog-default-costs-1440.png` });
  }
  // Another instrument without a default clears it; back to WIN brings it back.
  await d.getByLabel(tradesText.form.instrument).fill('WDO');
  await expect(costs).toHaveValue('');
  await d.getByLabel(tradesText.form.instrument).fill('WIN');
  await expect(costs).toHaveValue('1,00');
  await d.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.created)).toBeVisible();
  await expect(page.getByTestId('trade-list').getByText(/R\$\s79,00/)).toBeVisible();

  // Costs typed by the trader are theirs: changing contracts does not overwrite them.
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  await d.getByLabel(tradesText.form.instrument).fill('WIN');
  await expect(costs).toHaveValue('0,25');
  await costs.fill('3,00');
  await d.getByLabel(tradesText.form.contracts).fill('2');
  await expect(costs).toHaveValue('3,00');
});

test('deletes an account and its trades after a confirmation that counts them', async ({ page }) => {
  await signedIn(page, 'settings-delete');
  const account = await api<{ id: string }>(page, 'post', '/api/accounts', {
    name: 'Conta teste',
    currency: 'BRL',
    startingCapital: '500',
  });
  for (const exit of ['125100', '124900'])
    await api(page, 'post', '/api/trades', {
      date: '2025-03-14',
      time: '10:15',
      type: 'compra',
      contracts: 1,
      instrument: 'WIN',
      entry: '125000',
      exit,
      accountId: account.id,
    });
  await openSettings(page);
  const row = accountRow(page, 'Conta teste');
  await expect(row.getByText(/R\$\s500,00/)).toBeVisible();
  await row.getByRole('button', { name: A.deleteLabel('Conta teste') }).click();
  const confirm = page.getByRole('alertdialog', { name: A.deleteTitle('Conta teste') });
  await expect(confirm.getByText(A.deleteWithTrades(2))).toBeVisible();
  await confirm.getByRole('button', { name: S.cancel }).click();
  await expect(confirm).toBeHidden();
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: A.deleteLabel('Conta teste') }).click();
  await confirm.getByRole('button', { name: A.confirmDeleteWithTrades(2) }).click();
  await expect(toast(page, A.deleted)).toContainText(A.deletedDetail('Conta teste', 2));
  await expect(row).toHaveCount(0);
  await page.goto('/trades');
  await expect(page.getByRole('heading', { name: tradesText.emptyTitle })).toBeVisible();
});

test('/settings at 390 and 1280 px: no sideways scroll, no serious accessibility violation', async ({
  page,
}) => {
  // Six pages, each checked by axe: slower than one flow.
  test.setTimeout(120_000);
  await signedIn(page, 'settings-shots');
  await api(page, 'post', '/api/accounts', {
    name: 'Clear Futuros',
    broker: 'Clear Corretora',
    currency: 'USD',
    startingCapital: '25000',
  });
  await api(page, 'post', '/api/instruments', {
    symbol: 'PETR4',
    name: 'Petrobras PN',
    tickValue: '0.01',
    ticksPerPoint: '100',
    currency: 'BRL',
  });
  await api(page, 'patch', '/api/trading-settings', { costsPerContract: { WIN: '0.25', WDO: '1.10' } });
  const shots = process.env.SETTINGS_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  const project = test.info().project.name;

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const tab of [undefined, 'ativos', 'custos'] as const) {
      await openSettings(page, tab);
      const loaded = {
        contas: accountRow(page, 'Clear Futuros'),
        ativos: page.getByTestId('own-instruments').getByText('PETR4', { exact: true }),
        custos: page.getByLabel(`${S.costs.inputPrefix} WIN`),
      }[tab ?? 'contas'];
      await expect(loaded).toBeVisible();
      await expectNoSidewaysScroll(page, `${tab ?? 'contas'} at ${width}px`);
      await expectNoSeriousViolations(page, [TOASTER]);
      if (shots && project === 'desktop')
        await page.screenshot({ path: `${shots}/settings-${tab ?? 'contas'}-${width}.png`, fullPage: true });
    }
  }
  // The account dialog, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await openSettings(page);
  await page.getByRole('button', { name: A.add }).click();
  await expect(page.getByRole('dialog', { name: A.form.createTitle })).toBeVisible();
  if (shots && project === 'desktop')
    await page.screenshot({ path: `${shots}/settings-account-dialog-390.png` });
  await openSettings(page, 'ativos');
  await page.getByRole('button', { name: I.editLabel('PETR4') }).click();
  const dialog = page.getByRole('dialog', { name: I.form.editTitle });
  await expect(dialog.getByTestId('instrument-point-value')).toContainText(/R\$\s1,00/);
  if (shots && project === 'desktop')
    await page.screenshot({ path: `${shots}/settings-instrument-dialog-390.png` });
});
