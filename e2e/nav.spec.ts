import { expect, test } from '@playwright/test';
import { layout } from '../src/shared/i18n/auth';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { createUser, signInByApi } from './support/users';

// The desktop bar at the widths where it used to wrap (13+ items for an admin); the phone menu has its own tests.
for (const width of [1024, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, isMobile: false, hasTouch: false });

    test("the nav fits one line and 'Mais' opens the other pages from the keyboard", async ({
      page,
      request,
    }) => {
      const admin = await createUser(request, 'nav-admin', { role: 'admin', whatsapp: '11987654321' });
      await signInByApi(page, admin);
      await page.goto('/dashboard');
      const nav = page.getByRole('navigation', { name: layout.navLabel }).filter({ visible: true });
      const items = nav.getByRole('listitem');
      await expect(items.first()).toBeVisible();
      const tops = await items.evaluateAll((els) =>
        els.map((el) => Math.round(el.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size, JSON.stringify(tops)).toBe(1);

      const more = nav.getByRole('button', { name: layout.more });
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: layout.items.ranking })).toBeVisible();
      await expect(menu.getByRole('menuitem', { name: layout.items.admin })).toBeVisible();
      await expectNoSeriousViolations(page, [TOASTER]);
      // The first item has the focus; Enter opens it like a click.
      await expect(menu.getByRole('menuitem').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/profile$/);
      await expect(menu).toHaveCount(0);
      if (width === 1280 && process.env.SHOTS_DIR) {
        await more.click();
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/nav-${width}.png` });
      }
    });
  });
}
