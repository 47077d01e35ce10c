import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Runs axe (WCAG 2.x A and AA plus best practices) and fails on any serious or critical violation. */
async function expectNoSeriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  expect(serious, JSON.stringify(serious, null, 2)).toEqual([]);
  // axe must actually have looked at the page.
  expect(results.passes.length).toBeGreaterThan(10);
}

test('landing page / has no serious or critical axe violations', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test('landing page / with an FAQ answer open and another slide shown', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Próximo slide' }).click();
  const question = page.locator('section[aria-labelledby="faq-title"]').getByRole('button').first();
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expectNoSeriousViolations(page);
});

test('404 page has no serious or critical axe violations', async ({ page }) => {
  const response = await page.goto('/nao-existe');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await expectNoSeriousViolations(page);
});
