import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { riskCalculatorText as T } from '../src/shared/i18n/risk-calculator';
import { tradesText } from '../src/shared/i18n/trades';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { createUser, signInByApi } from './support/users';

const F = tradesText.form;
const tradeDialog = (page: Page) => page.getByRole('dialog', { name: F.createTitle });
const calculator = (page: Page) => page.getByRole('dialog', { name: T.title });

/** Signed in, on /trades, with the new trade's dialog open and WIN, compra, entry and stop typed. */
async function tradeWithStop(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const d = tradeDialog(page);
  await expect(d).toBeVisible();
  await d.getByText(F.buy, { exact: true }).click();
  await d.getByLabel(F.instrument).fill('WIN');
  await d.getByLabel(F.entry).fill('125.000');
  await d.getByLabel(F.exit).fill('125.300');
  // The fixture's plan asks for a stop on every trade: the field reads 'Stop', not 'Stop (opcional)'.
  await d.getByLabel(F.stopRequired, { exact: true }).fill('124.850');
  return d;
}

test('sizes a WIN trade from the trade dialog and fills its contracts', async ({ page }) => {
  const d = await tradeWithStop(page, 'position-size');
  const open = d.getByRole('button', { name: T.openButton });
  await open.click();

  const c = calculator(page);
  await expect(c).toBeVisible();
  // Prefilled from the trade: the instrument, the entry, the side and the stop distance (125.000 − 124.850).
  await expect(c.getByLabel(T.instrument)).toHaveValue('WIN');
  await expect(c.getByLabel(T.stop)).toHaveValue('150');
  await expect(c.getByLabel(T.entry)).toHaveValue('125.000');
  await expect(c.getByText(T.pointValueHint('R$\u00a00,20', 'R$\u00a01,00', '0,2'))).toBeVisible();

  // A new account has no capital: the risk is asked in money.
  await expect(c.getByText(T.riskHintNoCapital)).toBeVisible();
  await c.getByLabel(`${T.risk} (R$)`).fill('100');
  await c.getByLabel(`${T.cost} (R$)`).fill('0,50');
  await expect(c.getByTestId('position-size-contracts')).toHaveText('3 contratos');
  await expect(c.getByTestId('position-size-real-risk')).toHaveText('R$\u00a091,50');
  await expect(c.getByTestId('position-size-per-contract')).toHaveText('R$\u00a030,50');
  // The case in %: R$ 10.000 of capital, 1 % → the same R$ 100, 3 contracts, 0,92 % of the capital.
  await c.getByLabel(T.capital).fill('10.000');
  await c.getByText(T.riskModePercent, { exact: true }).click();
  await expect(c.getByLabel(`${T.risk} (%)`)).toHaveValue('1');
  await expect(c.getByText(T.riskAsMoney('R$\u00a0100,00'))).toBeVisible();
  await expect(c.getByTestId('position-size-contracts')).toHaveText('3 contratos');
  await expect(c.getByText(T.realRiskPercent('0,92'))).toBeVisible();
  // The targets: 1R at 150 points, 125.150; 3R at 450 points, 125.450.
  const targets = c.getByRole('table', { name: T.targetsCaption });
  await expect(targets.getByRole('row', { name: /^1R/ })).toContainText('125.150');
  await expect(targets.getByRole('row', { name: /^3R/ })).toContainText('125.450');

  // A stop too wide for one contract says so, with what one contract would risk.
  await c.getByLabel(T.stop).fill('600');
  await expect(c.getByTestId('position-size-too-wide')).toContainText(T.tooWide);
  await expect(c.getByTestId('position-size-too-wide')).toContainText(
    T.tooWideDetail('R$\u00a0120,50', 'R$\u00a0100,00'),
  );
  await expect(c.getByRole('button', { name: T.applyContracts(0) })).toBeDisabled();
  if (process.env.POSITION_SIZE_SHOTS) {
    mkdirSync(process.env.POSITION_SIZE_SHOTS, { recursive: true });
    await c.getByTestId('position-size-too-wide').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${process.env.POSITION_SIZE_SHOTS}/calculator-too-wide-360.png` });
  }
  // A stop of zero is refused with its message, under its field.
  await c.getByLabel(T.stop).fill('0');
  await expect(c.getByText(T.errors.stop)).toBeVisible();
  await expect(c.getByLabel(T.stop)).toHaveAttribute('aria-invalid', 'true');
  await c.getByLabel(T.stop).fill('150');
  await expect(c.getByTestId('position-size-contracts')).toHaveText('3 contratos');

  await expectNoSeriousViolations(page, [TOASTER]);

  await c.getByRole('button', { name: T.applyContracts(3) }).click();
  await expect(c).toBeHidden();
  // The trade keeps what was typed, gets the 3 contracts, and the focus is back on the calculator's button.
  await expect(d.getByLabel(F.contracts)).toHaveValue('3');
  await expect(d.getByLabel(F.entry)).toHaveValue('125.000');
  await expect(d.getByLabel(F.stopRequired, { exact: true })).toHaveValue('124.850');
  await expect(open).toBeFocused();
  // 3 WIN × 300 points × R$ 0,20 = R$ 180 (no default costs set).
  await expect(d.getByTestId('trade-pnl')).toHaveText(/R\$\s180,00/);
});

test('the calculator dialog fits and closes with Esc, leaving the trade dialog open @layout', async ({
  page,
}, testInfo) => {
  const d = await tradeWithStop(page, 'position-size-layout');
  const shots = process.env.POSITION_SIZE_SHOTS;
  if (shots && testInfo.project.name === 'phone') {
    mkdirSync(shots, { recursive: true });
    await d.getByRole('button', { name: T.openButton }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/trade-dialog-button-360.png` });
  }
  await d.getByRole('button', { name: T.openButton }).click();
  const c = calculator(page);
  await c.getByLabel(`${T.risk} (R$)`).fill('1.000');
  await c.getByLabel(`${T.cost} (R$)`).fill('0,50');
  await expect(c.getByTestId('position-size-contracts')).toHaveText('32 contratos');

  // Nothing is wider than the dialog, and the dialog is inside the screen.
  const overflow = await c.evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  const box = await c.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport && box.x >= 0 && box.x + box.width <= viewport.width).toBe(true);
  // The button that uses the count is in view without scrolling (it sticks to the dialog's bottom).
  await expect(c.getByRole('button', { name: T.applyContracts(32) })).toBeInViewport();

  if (shots && testInfo.project.name === 'phone') {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await expect(c.getByRole('button', { name: T.applyContracts(32) })).toBeInViewport();
      await page.screenshot({ path: `${shots}/calculator-dialog-${width}.png` });
      await c.evaluate((el) => el.scrollTo(0, el.scrollHeight));
      await page.screenshot({ path: `${shots}/calculator-dialog-${width}-bottom.png` });
      await c.evaluate((el) => el.scrollTo(0, 0));
    }
  }

  await page.keyboard.press('Escape');
  await expect(c).toBeHidden();
  await expect(d).toBeVisible();
  await expect(d.getByLabel(F.entry)).toHaveValue('125.000');
});
