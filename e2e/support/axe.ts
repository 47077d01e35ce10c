import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { expectNoSidewaysScroll } from './layout';

/** sonner's toaster region sits outside the landmarks by design. */
export const TOASTER = '[data-sonner-toaster]';

/**
 * Runs axe (WCAG 2.x A and AA plus best practices) and fails on any serious or critical violation, listing the
 * first nodes of each; `exclude` leaves regions out (e.g. TOASTER).
 */
export async function expectNoSeriousViolations(page: Page, exclude: string[] = []): Promise<void> {
  // A region still loading is dimmed on purpose (stale figures at 60 % while fresh ones come): axe would judge
  // its contrast mid-fade. The page is judged once it has settled, as a reader sees it.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
  // Transitions and other finite animations end (a skeleton's endless pulse is left alone).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'wcag22aa',
    'best-practice',
  ]);
  for (const selector of exclude) builder = builder.exclude(selector);
  const results = await builder.analyze();
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
  await expectNoSidewaysScroll(page);
}
