import { expect, type Page } from '@playwright/test';

/**
 * The configured viewport's width, not window.innerWidth: on phone emulation (isMobile) Chromium widens the layout
 * viewport to the content's width, so a page wider than the phone would be measured against itself. On a desktop
 * the two are the same (headless Chromium draws no scrollbars).
 */
export function viewportWidth(page: Page): number {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('the overflow checks need a fixed viewport');
  return viewport.width;
}

/**
 * The page reflows to the window's width (WCAG 1.4.10): nothing makes the whole page scroll sideways. A wide table
 * may scroll inside its own box; the page itself may not. `what` names the page in the failure.
 */
export async function expectNoSidewaysScroll(page: Page, what = page.url()): Promise<void> {
  const width = viewportWidth(page);
  const { overflow, culprits } = await page.evaluate((width) => {
    // The innermost elements that reach past the right edge: what to fix when it fails.
    const past = [...document.body.querySelectorAll('*')].filter((e) => {
      const box = e.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1;
    });
    const innermost = past.filter((e) => !past.some((other) => other !== e && e.contains(other)));
    return {
      overflow: document.documentElement.scrollWidth - width,
      culprits: innermost
        .slice(0, 5)
        .map(
          (e) =>
            `<${e.tagName.toLowerCase()}${e.id ? ` id="${e.id}"` : ''} class="${String(e.className).slice(0, 80)}"> ` +
            `(right ${Math.round(e.getBoundingClientRect().right)})`,
        ),
    };
  }, width);
  expect(
    overflow,
    `${what} scrolls sideways by ${overflow} px at ${width} px: ${culprits.join(' ') || 'no element past the edge'}`,
  ).toBeLessThanOrEqual(0);
}
