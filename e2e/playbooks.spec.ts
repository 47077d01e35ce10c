import { expect, type Locator, type Page, test } from '@playwright/test';
import { playbooksText as P } from '../src/shared/i18n/playbooks';
import { challengeText } from '../src/shared/i18n/challenge';
import { previewStep, summaryStep, uploadStep } from '../src/shared/i18n/imports';
import { tradesText } from '../src/shared/i18n/trades';
import { RULE_BREAK_SHORT_LABELS } from '../src/shared/risk/contract';
import { wallClock } from '../src/shared/time/zoned-time';
import { profitFile } from './support/profit-file';
import { fillTradeDialog, seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const F = tradesText.form;

/** A real 1×1 PNG: the server re-encodes it, as any picture. */
const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const CRITERIA = ['Rompimento da máxima do dia', 'Volume acima da média', 'A favor da VWAP'] as const;

/** Records a WIN trade at `time` with the playbook and the given criteria ticked, through the dialog. */
async function recordTrade(page: Page, time: string, exit: string, ticked: readonly string[]) {
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const dialog = page.getByRole('dialog', { name: F.createTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(F.time, { exact: true }).fill(time);
  await fillTradeDialog(dialog, { instrument: 'WIN', contracts: '1', entry: '125000', exit });
  await dialog.getByLabel(/^Stop/).fill('124900');
  await dialog.getByLabel(P.picker.playbook, { exact: true }).selectOption({ label: 'Rompimento' });
  for (const label of ticked) await dialog.getByRole('checkbox', { name: new RegExp(label) }).check();
  return dialog;
}

async function shoot(page: Page, name: string, width: number) {
  await page.setViewportSize({ width, height: width < 500 ? 844 : 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test('creates a playbook with three criteria, ticks them on two trades and reads the criterion table', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const user = await createUser(page.request, 'playbooks', { whatsapp: '11987654321' });
  await signInByApi(page, user);

  // The menu leads to the page; it starts empty.
  await page.goto('/playbooks');
  await expect(page.getByRole('heading', { name: P.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: P.emptyTitle })).toBeVisible();

  await page.getByRole('button', { name: P.add }).first().click();
  const form = page.getByRole('dialog', { name: P.form.createTitle });
  await form.getByLabel(P.form.name).fill('Rompimento');
  await form.getByLabel(P.form.instruments).fill('win, wdo');
  await form.getByLabel(P.form.timeframe).fill('5 min');
  for (const [i, label] of CRITERIA.entries()) {
    await form.getByRole('button', { name: P.form.addCriterion }).click();
    await expect(form.getByLabel(P.form.criterionLabel(i + 1), { exact: true })).toBeFocused();
    await form.getByLabel(P.form.criterionLabel(i + 1), { exact: true }).fill(label);
  }
  // The order changes by keyboard or touch: the third moves up and back down.
  await form.getByRole('button', { name: P.form.moveUp(3) }).click();
  await expect(form.getByLabel(P.form.criterionLabel(2), { exact: true })).toHaveValue(CRITERIA[2]);
  await form.getByRole('button', { name: P.form.moveDown(2) }).click();
  await expect(form.getByLabel(P.form.criterionLabel(3), { exact: true })).toHaveValue(CRITERIA[2]);
  await form.getByLabel(P.form.requiredLabel(1)).check();
  await shoot(page, 'playbook-form', 390);
  await form.getByRole('button', { name: P.form.submitCreate }).click();
  await expect(toast(page, P.created)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const card = page.getByTestId('playbook-card').filter({ hasText: 'Rompimento' });
  await expect(card).toContainText(P.criteriaCount(3));
  await expect(card).toContainText(P.requiredCount(1));
  await expect(card).toContainText('WIN, WDO · 5 min');
  await shoot(page, 'playbooks', 390);

  // Two trades: one with every criterion, one without the required one (warned, saved anyway).
  await page.goto('/trades');
  let dialog = await recordTrade(page, '10:15', '125100', CRITERIA);
  await expect(dialog.getByTestId('trade-criteria-missing')).toHaveCount(0);
  await dialog.getByRole('button', { name: F.submitCreate }).click();
  await expect(toast(page, tradesText.created)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  dialog = await recordTrade(page, '11:00', '124950', [CRITERIA[1], CRITERIA[2]]);
  await expect(dialog.getByTestId('trade-criteria-missing')).toContainText(CRITERIA[0]);
  await shoot(page, 'trade-dialog-playbook', 390);
  await dialog.getByRole('button', { name: F.submitCreate }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const list = page.getByTestId('trade-list');
  const missing = list.getByRole('listitem').filter({ hasText: '11:00' });
  const complete = list.getByRole('listitem').filter({ hasText: '10:15' });
  await expect(missing.getByTestId('rule-break-badge')).toHaveText(
    RULE_BREAK_SHORT_LABELS['criteria-missing'],
  );
  await expect(complete.getByTestId('rule-break-badge')).toHaveCount(0);
  await expect(complete.getByTestId('trade-playbook-tag')).toContainText('Rompimento');
  await shoot(page, 'trades-with-playbook', 390);

  await page.goto('/playbooks');
  await expect(page.getByTestId('playbook-card')).toContainText(P.tradeCount(2));
  await shoot(page, 'playbooks', 1440);

  // The dashboard's filters: the playbook goes into the URL like the other filters, and comes back from it.
  await page.goto('/dashboard');
  const filter = page.getByLabel(P.filter.label, { exact: true });
  await filter.selectOption({ label: 'Rompimento' });
  await expect(page).toHaveURL(/[?&]playbook=[0-9a-f-]{36}/);
  await shoot(page, 'dashboard-playbook-filter', 390);
  await page.reload();
  await expect(page.getByLabel(P.filter.label, { exact: true })).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByLabel(P.filter.label, { exact: true }).selectOption({ label: P.filter.none });
  await expect(page).toHaveURL(/[?&]playbook=none/);

  // The playbook's page: its figures and which criteria carry the edge, said to be a small sample.
  await page.goto('/trades');
  await missing.getByTestId('trade-playbook-tag').click();
  await expect(page.getByRole('heading', { name: 'Rompimento', level: 1 })).toBeVisible();
  const figures = page.getByTestId('playbook-figures');
  await expect(figures).toContainText(P.stats.small);
  await expect(figures).toContainText(P.stats.smallNote(2));
  const table = page.getByTestId('criteria-table');
  await expect(table.getByTestId('criterion-row')).toHaveCount(3);
  const required = table.getByTestId('criterion-row').filter({ hasText: CRITERIA[0] });
  // Present on one of the two trades.
  await expect(required).toContainText('50');
  await expect(required).toContainText(P.stats.presentOf(1, 2));
  await expect(required.getByText(P.stats.small).first()).toBeVisible();
  await expect(page.getByTestId('playbook-rule-breaks')).toContainText('Critério obrigatório ausente');
  await shoot(page, 'playbook-stats', 390);
  await shoot(page, 'playbook-stats', 1440);
  await expect(page.getByTestId('criteria-table').locator('th[scope="rowgroup"]')).toHaveCount(3);
});

test('archives, reactivates and deletes a playbook, saying its trades stay', async ({ page }) => {
  const user = await createUser(page.request, 'playbooks-archive', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/playbooks');
  await page.getByRole('button', { name: P.add }).first().click();
  const form = page.getByRole('dialog', { name: P.form.createTitle });
  await form.getByLabel(P.form.name).fill('Pullback');
  await form.getByRole('button', { name: P.form.submitCreate }).click();
  await expect(toast(page, P.created)).toBeVisible();

  const card: Locator = page.getByTestId('playbook-card').filter({ hasText: 'Pullback' });
  // A picture, chosen in the edit dialog: sent at once, its thumbnail on the card.
  await card.getByRole('button', { name: P.editLabel('Pullback') }).click();
  const edit = page.getByRole('dialog', { name: P.form.editTitle });
  await edit.getByTestId('attachment-file-input').setInputFiles({
    name: 'setup.png',
    mimeType: 'image/png',
    buffer: Buffer.from(PNG_1PX, 'base64'),
  });
  await expect(toast(page, P.picture.uploaded)).toBeVisible();
  await expect(edit.getByTestId('playbook-picture')).toBeVisible();
  await edit.getByRole('button', { name: P.form.submitEdit }).click();
  await expect(toast(page, P.updated)).toBeVisible();
  await expect(card.locator('img')).toHaveJSProperty('complete', true);

  await card.getByRole('button', { name: P.archiveLabel('Pullback') }).click();
  await expect(page.getByTestId('playbooks-archived').getByTestId('playbook-card')).toHaveCount(1);
  await page.getByRole('button', { name: P.reactivateLabel('Pullback') }).click();
  await expect(page.getByTestId('playbooks-active').getByTestId('playbook-card')).toHaveCount(1);

  await page.getByRole('button', { name: P.deleteLabel('Pullback') }).click();
  const confirm = page.getByRole('alertdialog', { name: P.deleteTitle('Pullback') });
  await expect(confirm).toContainText(P.deleteDescription(0));
  await confirm.getByRole('button', { name: P.confirmDelete }).click();
  await expect(toast(page, P.deleted)).toBeVisible();
  await expect(page.getByRole('heading', { name: P.emptyTitle })).toBeVisible();
});

test("the daily plan's allowed setups are playbooks: a trade with another one is a rule break", async ({
  page,
}) => {
  const user = await createUser(page.request, 'playbooks-plan', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const ids: Record<string, string> = {};
  for (const name of ['Rompimento', 'Pullback']) {
    const res = await page.request.post('/api/playbooks', { headers: { origin: appOrigin }, data: { name } });
    expect(res.status(), await res.text()).toBe(201);
    ids[name] = ((await res.json()) as { id: string }).id;
  }

  await page.goto('/challenge');
  const plan = page.getByTestId('plan-playbooks');
  await expect(plan).toBeVisible();
  await page.getByRole('radio', { name: 'Alta' }).check();
  await plan.getByRole('checkbox', { name: 'Pullback' }).check();
  await page.getByRole('button', { name: challengeText.routine.plan.submit }).click();
  await expect(toast(page, challengeText.routine.plan.saved)).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('plan-playbooks').getByRole('checkbox', { name: 'Pullback' })).toBeChecked();
  await expect(
    page.getByTestId('plan-playbooks').getByRole('checkbox', { name: 'Rompimento' }),
  ).not.toBeChecked();

  const settings = await page.request.get('/api/trading-settings');
  const { timezone } = (await settings.json()) as { timezone: string };
  const now = wallClock(Date.now(), timezone);
  await seedTrade(page, {
    date: now.date,
    time: now.time.slice(0, 5),
    stop: '124900',
    playbookId: ids.Rompimento,
  });
  await page.goto('/trades');
  await expect(page.getByTestId('trade-list').getByTestId('rule-break-badge')).toHaveText(
    RULE_BREAK_SHORT_LABELS['setup-not-allowed'],
  );
});

test("'Definir playbook' sets the playbook of the selected trades", async ({ page }) => {
  const user = await createUser(page.request, 'playbooks-bulk', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const res = await page.request.post('/api/playbooks', {
    headers: { origin: appOrigin },
    data: { name: 'Pullback' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await seedTrade(page, { stop: '124900' });
  await seedTrade(page, { time: '11:00', stop: '124900' });
  await page.goto('/trades?preset=all');
  const list = page.getByTestId('trade-list');
  await expect(list.getByRole('listitem')).toHaveCount(2);
  for (const box of await list.getByRole('checkbox').all()) await box.check();
  await page.getByRole('button', { name: P.bulk.action }).click();
  const dialog = page.getByRole('dialog', { name: P.bulk.title(2) });
  await dialog.getByLabel(P.picker.playbook).selectOption({ label: 'Pullback' });
  await dialog.getByRole('button', { name: P.bulk.submit }).click();
  await expect(toast(page, P.bulk.done)).toBeVisible();
  await expect(list.getByTestId('trade-playbook-tag')).toHaveCount(2);

  // The 'Playbook' filter: its trades, then those without one, kept in the URL across a reload.
  await seedTrade(page, { time: '12:00', stop: '124900' });
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  const show = page.getByRole('button', { name: tradesText.filters.show });
  if (await show.isVisible()) await show.click();
  await page.getByLabel(P.filter.label, { exact: true }).selectOption({ label: 'Pullback' });
  await expect(page).toHaveURL(/[?&]playbook=[0-9a-f-]{36}/);
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.getByLabel(P.filter.label, { exact: true }).selectOption({ label: P.filter.none });
  await expect(page).toHaveURL(/[?&]playbook=none/);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByTestId('trade-playbook-tag')).toHaveCount(0);
});

test('an import records every trade of the file with the playbook chosen in the preview', async ({
  page,
}) => {
  const user = await createUser(page.request, 'playbooks-import', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const res = await page.request.post('/api/playbooks', {
    headers: { origin: appOrigin },
    data: { name: 'Abertura' },
  });
  expect(res.status(), await res.text()).toBe(201);
  await page.goto('/trades/import');
  await page.getByLabel(uploadStep.fileInput).setInputFiles(profitFile(3, 2025));
  await page.getByRole('button', { name: uploadStep.submit }).click();
  await expect(page.getByRole('heading', { name: previewStep.title })).toBeVisible();
  await page.getByLabel(P.importing.label).selectOption({ label: 'Abertura' });
  await page.getByRole('button', { name: previewStep.confirmButton }).click();
  await expect(page.getByRole('heading', { name: summaryStep.title })).toBeVisible();
  await page.goto('/trades?preset=all');
  await expect(page.getByTestId('trade-list').getByTestId('trade-playbook-tag')).toHaveCount(3);
});
