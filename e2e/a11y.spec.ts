import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

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
