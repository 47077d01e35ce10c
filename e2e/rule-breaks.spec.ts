import { expect, type Page, test } from '@playwright/test';
import { disciplineText, rMultipleText, ruleBreakText } from '../src/shared/i18n/rule-breaks';
import { tradesText } from '../src/shared/i18n/trades';
import { RULE_BREAK_LABELS, RULE_BREAK_SHORT_LABELS } from '../src/shared/risk/contract';
import { expectNoSeriousViolations } from './support/axe';
import { seedTrade } from './support/trades';
import { createUser, signInByApi } from './support/users';

/**
 * Rule breaks as the trader sees them, over the real server: a trade without a stop gets 'Sem stop' from the
 * server's detector (ADR 012). With the default plan and an account without capital, the other rules stay quiet
 * for two trades on a day, so the trade with a stop has no break.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function signedIn(page: Page, label: string) {
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
}

/** WIN with a stop: +R$ 20,00 for a risk of R$ 20,00 (1R). WDO without a stop: −R$ 100,00. */
async function seedTwo(page: Page) {
  await seedTrade(page, { date: '2025-03-14', time: '10:15', stop: '124900' });
  await seedTrade(page, {
    date: '2025-03-14',
    time: '11:00',
    instrument: 'WDO',
    entry: '5000',
    exit: '4990',
  });
}

const money = (reais: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(reais);

test('a trade that broke a rule shows the badge, the filter finds it and the note saves', async ({
  page,
}) => {
  await signedIn(page, 'breaks-trades');
  await seedTwo(page);
  await page.goto('/trades');
  const list = page.getByTestId('trade-list');
  const wdo = list.getByRole('listitem').filter({ hasText: 'WDO' });
  const win = list.getByRole('listitem').filter({ hasText: 'WIN' });
  await expect(wdo.getByTestId('rule-break-badge')).toHaveText(RULE_BREAK_SHORT_LABELS['no-stop']);
  await expect(win.getByTestId('rule-break-badge')).toHaveCount(0);

  // The filter 'Quebra de regra' → 'Sem stop' keeps the WDO trade only, and lives in the URL.
  await page.getByRole('button', { name: tradesText.filters.show }).click();
  await page.getByRole('combobox', { name: ruleBreakText.filter }).selectOption('no-stop');
  await expect(page).toHaveURL(/ruleBreak=no-stop/);
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('WDO');
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('combobox', { name: ruleBreakText.filter }).selectOption('any');
  await expect(list.getByRole('listitem')).toHaveCount(1);

  // The badge opens the rules and the note (by keyboard), and the note saves.
  const badge = wdo.getByTestId('rule-break-badge');
  await badge.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByTestId('rule-break-popover');
  await expect(popover).toContainText(RULE_BREAK_LABELS['no-stop']);
  await expect(popover.getByTestId('rule-break-note')).toHaveText(ruleBreakText.noNote);
  await popover.getByRole('button', { name: ruleBreakText.addNote }).click();
  const dialog = page.getByRole('dialog', { name: ruleBreakText.dialogTitle });
  await dialog.getByLabel(ruleBreakText.noteLabel).fill('Entrei sem stop porque o dólar disparou.');
  await dialog.getByRole('button', { name: ruleBreakText.save }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: ruleBreakText.saved })).toBeVisible();
  await expect(dialog).toBeHidden();
  await badge.click();
  await expect(popover.getByTestId('rule-break-note')).toHaveText('Entrei sem stop porque o dólar disparou.');
  await expect(popover.getByRole('button', { name: ruleBreakText.editNote })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.reload();
  await wdo.getByTestId('rule-break-badge').click();
  await expect(popover.getByTestId('rule-break-note')).toHaveText('Entrei sem stop porque o dólar disparou.');
});

test('the dashboard shows the average R, the R distribution and the cost of the rule breaks', async ({
  page,
}) => {
  await signedIn(page, 'breaks-dashboard');
  await seedTwo(page);
  await page.goto('/dashboard?preset=all');
  const card = page.getByTestId('metric-average-r');
  await expect(card.getByTestId('metric-value')).toHaveText(rMultipleText.card.value('1,00'), {
    timeout: 15_000,
  });
  await expect(card.getByTestId('r-excluded')).toHaveText(rMultipleText.excluded(1));
  const r = page.getByTestId('r-distribution-panel');
  await expect(r.getByText(rMultipleText.distribution.binSummary('1 a 2', 1))).toBeAttached();
  await expect(r.getByTestId('r-distribution-excluded')).toHaveText(rMultipleText.excluded(1));
  const d = page.getByTestId('discipline-panel');
  await expect(d.getByTestId('discipline-headline')).toHaveText(disciplineText.cost(money(100)));
  await expect(d).toContainText(disciplineText.broken(1, 2));
  await expect(d.getByTestId('discipline-summary')).toHaveText(
    disciplineText.summary(money(-80), money(20), 2),
  );
  await d.getByRole('link', { name: disciplineText.seeTrades }).click();
  await expect(page).toHaveURL(/\/trades\?ruleBreak=any/);
  await expect(page.getByTestId('trade-list').getByRole('listitem')).toHaveCount(1);
});

test('the R and discipline sections fit the screen and pass axe @layout', async ({ page }, testInfo) => {
  const width = { phone: 390, tablet: 768, desktop: 1280 }[testInfo.project.name] ?? 1280;
  await page.setViewportSize({ width, height: 900 });
  await signedIn(page, 'breaks-layout');
  await seedTwo(page);
  // A busy day: five trades with a stop, then a sixth without one, beyond the cap of 5 → two rules at once.
  for (let k = 0; k < 5; k++)
    await seedTrade(page, {
      date: '2025-03-17',
      time: `09:${10 + k * 5}`,
      stop: '124950',
      exit: k % 2 ? '124900' : '125150',
    });
  await seedTrade(page, { date: '2025-03-17', time: '10:00', exit: '124700' });
  await page.goto('/dashboard?preset=all');
  const d = page.getByTestId('discipline-panel');
  await expect(d.getByTestId('discipline-headline')).toBeVisible({ timeout: 15_000 });
  await expect(d.getByTestId('discipline-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('r-distribution')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.goto('/trades');
  const badge = page.getByTestId('rule-break-badge').filter({ hasText: ruleBreakText.badge(2) });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page.getByTestId('rule-break-popover')).toContainText(RULE_BREAK_LABELS['over-trade-cap']);
  await expectNoSeriousViolations(page);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/trades-${width}.png`, fullPage: true });
    await page.keyboard.press('Escape');
    await page.goto('/dashboard?preset=all');
    await expect(page.getByTestId('discipline-chart').locator('svg')).toBeVisible({ timeout: 15_000 });
    await page.screenshot({ path: `${SHOTS}/dashboard-${width}.png`, fullPage: true });
    for (const id of ['metric-average-r', 'discipline-panel', 'r-distribution-panel'])
      await page.getByTestId(id).screenshot({ path: `${SHOTS}/${id}-${width}.png` });
  }
});
