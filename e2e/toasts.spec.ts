import { expect, type Page, test } from '@playwright/test';
import { riskText } from '../src/shared/i18n/risk';
import { tradesText } from '../src/shared/i18n/trades';
import { wallClock } from '../src/shared/time/zoned-time';
import { fillTradeDialog, seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';

/**
 * The alerts of one event are one message: a losing trade that crosses the daily loss and the loss streak at once
 * gives one 'Limite atingido' naming both (two stacked toasts hid the daily-loss one), and no toast covers the
 * header.
 */
const A = riskText.alerts;
const toasts = (page: Page) => page.locator('[data-sonner-toast]');

/** Today's date and a time `minutesAgo` before now in São Paulo (never before midnight). */
function todayAt(minutesAgo: number) {
  const now = wallClock(new Date(), 'America/Sao_Paulo');
  const [h = 0, m = 0] = now.time.split(':').map(Number);
  const at = Math.max(0, h * 60 + m - minutesAgo);
  return {
    date: now.date,
    time: `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`,
  };
}

test('one losing trade that crosses two limits shows one toast naming both, below the header', async ({
  page,
}) => {
  const user = await createUser(page.request, 'toast-merge', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  // The plan: R$ 300 a day, stop after 2 losses in a row.
  const plan = await page.request.put('/api/risk/plan', {
    headers: { origin: appOrigin },
    data: {
      riskMode: 'money',
      riskValue: '100',
      dailyLossMode: 'money',
      dailyLossValue: '300',
      maxTradesPerDay: 10,
      stopAfterLosses: 2,
      cooldownMinutes: 0,
    },
  });
  expect(plan.status(), await plan.text()).toBe(200);
  // A first loss of R$ 100 (5 WIN contracts, R$ 1 a point), before the page is open.
  await seedTrade(page, {
    ...todayAt(2),
    contracts: 5,
    entry: '125000',
    exit: '124900',
    costs: '0',
  });

  await page.goto('/risk');
  await expect(page.getByTestId('today-state')).toBeVisible();
  // The second, R$ 250 more, through the phone bar's 'Novo trade': the day's loss (R$ 350 of R$ 300) and the
  // streak (2 of 2) are both reached by this one write.
  await page
    .getByRole('navigation', { name: 'Atalhos' })
    .getByRole('button', { name: tradesText.newTrade })
    .click();
  const dialog = page.getByRole('dialog', { name: tradesText.form.createTitle });
  await fillTradeDialog(dialog, { instrument: 'WIN', contracts: '5', entry: '125000', exit: '124750' });
  await dialog.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(dialog).toBeHidden();

  const reached = toasts(page).filter({ hasText: A.reachedTitle });
  await expect(reached).toHaveCount(1);
  await expect(reached).toContainText('perda máxima do dia');
  await expect(reached).toContainText('perdas seguidas');
  await expect(reached).toContainText(/R\$\s350,00 de R\$\s300,00/);
  // It stays (a 100% alert), and no other limit toast sits beside it.
  await expect(toasts(page).filter({ hasText: 'Perdas seguidas:' })).toHaveCount(0);
  await expect(toasts(page).filter({ hasText: 'Limite de perda diária:' })).toHaveCount(0);

  // Below the header, not over it (once the toast has slid in).
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/toast-merged-360.png` });
  const header = await page.getByRole('banner').boundingBox();
  await expect
    .poll(async () => {
      const box = await reached.boundingBox();
      return box && header ? Math.round(box.y - (header.y + header.height)) : null;
    })
    .toBeGreaterThanOrEqual(0);
});
