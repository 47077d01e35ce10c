import { expect, test } from '@playwright/test';
import { adminNavText } from '../src/shared/i18n/admin';
import { layout } from '../src/shared/i18n/auth';
import { calendarText } from '../src/shared/i18n/calendar';
import { settingsText } from '../src/shared/i18n/settings';
import { tradesText } from '../src/shared/i18n/trades';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { createUser, signInByApi } from './support/users';

const S = layout.sections;
const SHOTS = process.env.SHOTS_DIR;

// The desktop sidebar: every page in view, by section, one click away, and reachable from the keyboard.
for (const width of [1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: false, hasTouch: false });

    test('the sidebar lists every page by section; Tab reaches them and Enter opens one', async ({
      page,
      request,
    }) => {
      const admin = await createUser(request, 'nav-admin', { role: 'admin', whatsapp: '11987654321' });
      await signInByApi(page, admin);
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: layout.navLabel }).filter({ visible: true });
      for (const section of [S.journal, S.analysis, S.discipline, S.progress, S.account, layout.adminSection])
        await expect(nav.getByText(section, { exact: true })).toBeVisible();
      // 'Desafio 21 dias' is in view, not under 'Mais'; the economic calendar no longer reads 'Calendário'.
      await expect(nav.getByRole('link', { name: layout.items.challenge })).toBeVisible();
      await expect(nav.getByRole('link', { name: calendarText.navLabel })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Calendário', exact: true })).toHaveCount(0);
      // Importing is an action of /trades, not a place of its own; 'Configurações' is listed once per meaning.
      await expect(nav.getByRole('link', { name: tradesText.importTrades })).toHaveCount(0);
      await expect(nav.getByRole('link', { name: settingsText.navLabel, exact: true })).toHaveCount(1);
      await expect(nav.getByRole('link', { name: adminNavText.settings })).toHaveCount(1);
      await expect(nav.getByRole('link', { name: layout.items.dashboard })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('button', { name: layout.more, exact: true })).toBeHidden();

      // From the keyboard: Tab to 'Ranking', Enter opens it, and the link says it is the current page.
      const ranking = nav.getByRole('link', { name: layout.items.ranking });
      await ranking.focus();
      await expect(ranking).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/ranking$/);
      await expect(ranking).toHaveAttribute('aria-current', 'page');
      // /trades/import lights up 'Trades'.
      await page.goto('/trades/import');
      await expect(nav.getByRole('link', { name: tradesText.navLabel, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoSeriousViolations(page, [TOASTER]);
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/nav-${width}.png` });
    });
  });
}

test("the phone's bottom bar: Início, Trades, 'Novo trade' opens the dialog, and 'Mais' lists every section", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const user = await createUser(request, 'nav-phone', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/risk');
  const bar = page.getByRole('navigation', { name: layout.bottomBarLabel });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('link', { name: layout.items.dashboard })).toBeVisible();
  await expect(bar.getByRole('link', { name: tradesText.navLabel })).toBeVisible();
  // The bar sits at the bottom of the screen, over nothing the page needs: the page ends above it.
  const box = await bar.boundingBox();
  expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(844);

  // 'Novo trade' opens the trade dialog on any page.
  await bar.getByRole('button', { name: tradesText.newTrade }).click();
  const dialog = page.getByRole('dialog', { name: tradesText.form.createTitle });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // 'Mais': every section; 'Mais' is lit on a page that is not in the bar (/risk).
  const more = bar.getByRole('button', { name: layout.more, exact: true });
  await more.click();
  const menu = page.getByRole('dialog', { name: layout.navLabel });
  await expect(menu).toBeVisible();
  for (const section of [S.journal, S.analysis, S.discipline, S.progress, S.account])
    await expect(menu.getByText(section, { exact: true })).toBeVisible();
  await expect(menu.getByRole('link', { name: layout.items.challenge })).toBeVisible();
  await expect(menu.getByRole('link', { name: layout.items.admin })).toHaveCount(0);
  await expectNoSeriousViolations(page, [TOASTER]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/nav-phone-more-390.png` });
  await menu.getByRole('link', { name: calendarText.navLabel }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(menu).toBeHidden();

  await bar.getByRole('link', { name: tradesText.navLabel }).click();
  await expect(page).toHaveURL(/\/trades$/);
  await expect(bar.getByRole('link', { name: tradesText.navLabel })).toHaveAttribute('aria-current', 'page');
  // Keyboard: Tab reaches the bar's items, Enter on 'Início' opens the dashboard.
  await bar.getByRole('link', { name: layout.items.dashboard }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/nav-phone-390.png` });
});
