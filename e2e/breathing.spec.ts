import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { breathing } from '../src/shared/i18n/breathing';
import { tradesText } from '../src/shared/i18n/trades';
import { wallClock } from '../src/shared/time/zoned-time';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { fillTradeDialog, seedTrade } from './support/trades';
import { createUser, signInByApi } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const PAUSES = '/api/breathing-pauses';
const SHOTS = '/tmp/shots-breathing';
const pauseDialog = (page: Page) => page.getByRole('dialog', { name: breathing.title });
const headerButton = (page: Page) => page.getByRole('button', { name: breathing.open });
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/** Stops the page's fake clock (just ahead of its current time): from here the test moves time itself. */
async function freezeClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/**
 * A signed-in page with a fake clock that stands still once the page is up: the test moves time with
 * page.clock.runFor, so a 76-second pause takes no real time and each phase is checked at an exact instant.
 */
async function signedInWithClock(page: Page, label: string, path = '/dashboard', freeze = true) {
  await page.clock.install({ time: new Date('2026-03-10T12:00:00-03:00') });
  const user = await createUser(page.request, label, { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto(path);
  await expect(headerButton(page)).toBeVisible();
  if (freeze) await freezeClock(page);
  return user;
}

/** The words on screen: the phase and its count, checked together. */
async function expectPhase(page: Page, phase: string, count: string) {
  const d = pauseDialog(page);
  await expect(d.getByText(phase, { exact: true })).toBeVisible();
  await expect(d.getByText(count, { exact: true })).toBeVisible();
}

test('opens from the header and guides 4-7-8: phases, counts in words, cycles; Esc closes, nothing recorded', async ({
  page,
}) => {
  await signedInWithClock(page, 'breathing-flow');
  const posts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === PAUSES) posts.push(r.url());
  });

  await headerButton(page).click();
  const d = pauseDialog(page);
  await expect(d).toBeVisible();
  // 4 cycles unless the trader picks another number (2–8).
  const cycles = d.getByLabel(breathing.cyclesLabel);
  await expect(cycles).toHaveValue('4');
  await expect(cycles.locator('option')).toHaveText([
    '2 ciclos (38 s)',
    '3 ciclos (57 s)',
    '4 ciclos (1 min 16 s)',
    '5 ciclos (1 min 35 s)',
    '6 ciclos (1 min 54 s)',
    '7 ciclos (2 min 13 s)',
    '8 ciclos (2 min 32 s)',
  ]);
  // 'Começar' has the focus: Enter starts.
  await expect(d.getByRole('button', { name: breathing.start })).toBeFocused();
  await page.keyboard.press('Enter');

  const circle = d.getByTestId('breathing-circle');
  const live = d.getByTestId('breathing-live');
  await expectPhase(page, 'Inspire', 'um');
  await expect(d.getByTestId('breathing-cycle')).toHaveText('Ciclo 1 de 4');
  await expect(live).toHaveText('Inspire. Ciclo 1 de 4.');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  // The circle grows for exactly the 4 s of the inhale.
  await expect(circle).toHaveAttribute('data-phase', 'inhale');
  await expect(circle).toHaveCSS('transition-duration', '4s');

  await page.clock.runFor(1000);
  await expectPhase(page, 'Inspire', 'dois');
  await page.clock.runFor(2000);
  await expectPhase(page, 'Inspire', 'quatro');
  await page.clock.runFor(1000);
  await expectPhase(page, 'Segure', 'um');
  await expect(live).toHaveText('Segure. Ciclo 1 de 4.');
  await expect(circle).toHaveCSS('transition-duration', '7s');
  await page.clock.runFor(6000);
  await expectPhase(page, 'Segure', 'sete');
  await page.clock.runFor(1000);
  await expectPhase(page, 'Expire', 'um');
  await expect(circle).toHaveAttribute('data-phase', 'exhale');
  await expect(circle).toHaveCSS('transition-duration', '8s');
  await page.clock.runFor(7000);
  await expectPhase(page, 'Expire', 'oito');
  await page.clock.runFor(1000);
  await expectPhase(page, 'Inspire', 'um');
  await expect(d.getByTestId('breathing-cycle')).toHaveText('Ciclo 2 de 4');
  await expect(live).toHaveText('Inspire. Ciclo 2 de 4.');

  // Esc ends it early: the dialog closes, the focus is back on the header button and nothing is recorded.
  await page.keyboard.press('Escape');
  await expect(d).toBeHidden();
  await page.clock.runFor(100); // Radix moves the focus on a zero timeout
  await expect(headerButton(page)).toBeFocused();
  await page.clock.runFor(80_000);
  expect(posts).toEqual([]);

  // 'Encerrar' closes too, and a new opening starts afresh.
  await headerButton(page).click();
  await expect(d.getByRole('button', { name: breathing.start })).toBeVisible();
  await d.getByRole('button', { name: breathing.stop }).click();
  await expect(d).toBeHidden();
});

test('records a completed pause with the cycles chosen, then says "Pausa concluída"', async ({ page }) => {
  await signedInWithClock(page, 'breathing-done');
  await headerButton(page).click();
  const d = pauseDialog(page);
  await d.getByLabel(breathing.cyclesLabel).selectOption('2');
  await d.getByRole('button', { name: breathing.start }).click();
  await expectPhase(page, 'Inspire', 'um');
  await expect(d.getByTestId('breathing-cycle')).toHaveText('Ciclo 1 de 2');

  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === PAUSES);
  await page.clock.runFor(37_000);
  await expectPhase(page, 'Expire', 'oito');
  await expect(d.getByTestId('breathing-cycle')).toHaveText('Ciclo 2 de 2');
  await page.clock.runFor(1000);
  const res = await recorded;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ cycles: 2, source: 'header' });
  await expect(d.getByRole('heading', { name: breathing.doneTitle })).toBeVisible();
  await expect(d.getByText(breathing.doneLine)).toBeVisible();
  await expect(d.getByTestId('breathing-live')).toHaveText(breathing.doneTitle);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/breathing-done-phone.png` });
  const close = d.getByTestId('breathing-close');
  await expect(close).toHaveText(breathing.close);
  await expect(close).toBeFocused();
  await close.click();
  await expect(d).toBeHidden();
});

test('with reduced motion a text counter replaces the circle', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signedInWithClock(page, 'breathing-reduced');
  await headerButton(page).click();
  const d = pauseDialog(page);
  await expect(d.getByTestId('breathing-counter')).toBeVisible();
  await d.getByRole('button', { name: breathing.start }).click();
  const counter = d.getByTestId('breathing-counter');
  await expect(counter).toContainText('Inspire');
  await expect(counter).toContainText('um');
  await expect(counter).toContainText('1 de 4 segundos');
  await page.clock.runFor(5000);
  await expect(counter).toContainText('Segure');
  await expect(counter).toContainText('2 de 7 segundos');
  await expect(d.getByTestId('breathing-circle')).toHaveCount(0);
  await expect(d.getByTestId('breathing-live')).toHaveText('Segure. Ciclo 1 de 4.');
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/breathing-reduced-motion-phone.png` });
});

test('offers a pause after a trade saved with a negative emotion, and records where it came from', async ({
  page,
}) => {
  await signedInWithClock(page, 'breathing-offer', '/trades', false);
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const trade = page.getByRole('dialog', { name: tradesText.form.createTitle });
  const F = tradesText.form;
  await fillTradeDialog(trade, { instrument: 'WIN', contracts: '1', entry: '125000', exit: '124900' });
  await trade.getByLabel(F.emotion).selectOption('frustrado');
  await trade.getByRole('button', { name: F.submitCreate }).click();
  const offer = toast(page, breathing.offerTitle);
  await expect(offer).toBeVisible();
  await expect(offer).toContainText(breathing.offerEmotion);
  await offer.getByRole('button', { name: breathing.offerAction }).click();
  const d = pauseDialog(page);
  await expect(d).toBeVisible();
  await freezeClock(page);
  await d.getByLabel(breathing.cyclesLabel).selectOption('2');
  await d.getByRole('button', { name: breathing.start }).click();
  const recorded = page.waitForResponse((r) => new URL(r.url()).pathname === PAUSES);
  await page.clock.runFor(38_000);
  const res = await recorded;
  expect(res.status()).toBe(200);
  expect(res.request().postDataJSON()).toEqual({ cycles: 2, source: 'emotion' });
  // The toast that opened it is gone: the focus lands on the header button.
  await d.getByTestId('breathing-close').click();
  await expect(d).toBeHidden();
  await page.clock.runFor(100); // Radix moves the focus on a zero timeout
  await expect(headerButton(page)).toBeFocused();
});

test('the open pause has no serious accessibility problem and fits the screen @layout', async ({
  page,
}, testInfo) => {
  const width = { phone: 390, tablet: 768, desktop: 1280 }[testInfo.project.name] ?? 1280;
  await page.setViewportSize({ width, height: 844 });
  // axe waits on timers: here the fake clock keeps flowing like a real one.
  await signedInWithClock(page, 'breathing-layout', '/dashboard', false);
  await headerButton(page).click();
  const d = pauseDialog(page);
  await expect(d).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  mkdirSync(SHOTS, { recursive: true });
  if (width !== 768) await page.screenshot({ path: `${SHOTS}/breathing-setup-${width}.png` });
  await d.getByRole('button', { name: breathing.start }).click();
  await expect(d.getByTestId('breathing-cycle')).toHaveText('Ciclo 1 de 4');
  await expectNoSeriousViolations(page, [TOASTER]);
  const box = await d.boundingBox();
  expect(box).not.toBeNull();
  expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width).toBe(true);
  await expectNoSidewaysScroll(page);
  if (width !== 768) {
    // The circle full: the 4 s inhale is over.
    await expect(d.getByTestId('breathing-circle')).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
    await page.screenshot({ path: `${SHOTS}/breathing-${width}.png` });
  }
});

test('offers a pause after a second loss in a row today', async ({ page }) => {
  const user = await createUser(page.request, 'breathing-streak', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  // The first loss of the day through the API, a minute before now (never before midnight) in the trader's zone.
  const now = wallClock(new Date(), 'America/Sao_Paulo');
  const [h = 0, m = 0] = now.time.split(':').map(Number);
  const at = Math.max(0, h * 60 + m - 1);
  const time = `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
  await seedTrade(page, { date: now.date, time, entry: '125000', exit: '124900' });
  await page.goto('/trades');
  // The second loss through the real dialog, with no emotion: only the loss streak can call for the pause.
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const trade = page.getByRole('dialog', { name: tradesText.form.createTitle });
  const F = tradesText.form;
  await fillTradeDialog(trade, { instrument: 'WIN', contracts: '1', entry: '125000', exit: '124950' });
  await trade.getByRole('button', { name: F.submitCreate }).click();
  const offer = toast(page, breathing.offerTitle);
  await expect(offer).toContainText(breathing.offerLossStreak);
  // The loss-streak alert arrives too and stacks with it, and the stack moves while they settle: the offer's button
  // is reached from the keyboard (focus pauses the toasts), which waits for no animation.
  await offer.getByRole('button', { name: breathing.offerAction }).focus();
  await page.keyboard.press('Enter');
  await expect(pauseDialog(page)).toBeVisible();
});
