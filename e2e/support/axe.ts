import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

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

/**
 * The page reflows to the window's width (WCAG 1.4.10): nothing makes the whole page scroll sideways. A wide table
 * may scroll inside its own box; the page itself may not.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { overflow, widest } = await page.evaluate(() => {
    // The window's width, as the pages' own checks measure it (a desktop scrollbar is not the page's overflow).
    const width = window.innerWidth;
    let widest = '';
    let right = width;
    for (const e of document.body.querySelectorAll('*')) {
      const box = e.getBoundingClientRect();
      if (box.right > right + 1 && box.width > 0) {
        right = box.right;
        widest = `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}.${String(e.className).slice(0, 60)}`;
      }
    }
    return { overflow: document.documentElement.scrollWidth - width, widest };
  });
  expect(overflow, `the page scrolls sideways by ${overflow} px (widest: ${widest})`).toBeLessThanOrEqual(0);
}
