import { expect, test, type Page } from '@playwright/test';
import { CONFIRMATION_SUBJECT } from '../src/server/mail/templates';
import { authPage, layout, loginTab, toasts, whatsappPrompt } from '../src/shared/i18n/auth';
import { common } from '../src/shared/i18n/common';
import { clearMail, waitForMail } from './support/mail';
import { createUser, signInByApi, signInByUi, openMenuIfCollapsed } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

test('before its scripts run, /auth already shows its frame; then the form takes its place', async ({
  browser,
}) => {
  // Scripts off: what a slow phone shows while ~230 KB of scripts arrive (ADR 038).
  const still = await browser.newContext({ javaScriptEnabled: false });
  const bare = await still.newPage();
  await bare.goto('/auth');
  await expect(bare.getByRole('heading', { name: authPage.title })).toBeVisible();
  await expect(bare.getByRole('status')).toHaveText(common.loading);
  await expect(bare.getByRole('link', { name: new RegExp(loginTab.instagramTitle) })).toBeVisible();
  await expect(bare.getByLabel('Email', { exact: true })).toHaveCount(0);
  await still.close();

  const live = await browser.newContext();
  const page = await live.newPage();
  await page.goto('/auth');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expect(page.getByRole('tab', { name: authPage.tabLogin })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText(common.loading)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: authPage.title })).toHaveCount(1);
  await live.close();
});

test('/auth names its chunks in its HTML; the page downloads each one once, all of them, and then works', async ({
  page,
}) => {
  const downloads = new Map<string, number>();
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js'))
      downloads.set(pathname, (downloads.get(pathname) ?? 0) + 1);
  });
  await page.goto('/auth');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  const named = (await page.locator('meta[name="page-chunks"]').getAttribute('content'))?.split(' ') ?? [];
  // The app shell and the page itself are among them: a build whose list went stale would fail here.
  expect(named.some((f) => /\/app-shell-[\w-]+\.js$/.test(f))).toBe(true);
  expect(named.some((f) => /\/auth-[\w-]+\.js$/.test(f))).toBe(true);
  for (const file of named) expect(downloads.get(file), file).toBe(1);
  // Nothing the form needs is missing from the list: every chunk the page ran came with the entry or was named.
  const html = await (await page.request.get('/auth')).text();
  const withEntry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect([...downloads.keys()].filter((f) => !named.includes(f) && !withEntry.includes(f))).toEqual([]);
});

test.describe('/auth — Entrar', () => {
  test('a wrong password shows the mapped error with its code', async ({ page, request }) => {
    const user = await createUser(request, 'wrongpw', { whatsapp: '11987654321' });
    await signInByUi(page, { email: user.email, password: 'senha-errada' });
    const t = toast(page, toasts.loginError);
    await expect(t).toBeVisible();
    await expect(t).toContainText(`${toasts.login.invalidCredentials} (Código: `);
    await expect(page.getByRole('button', { name: loginTab.resend })).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('an unconfirmed email offers to resend the confirmation, which arrives', async ({ page, request }) => {
    const user = await createUser(request, 'unconfirmed', { verified: false, whatsapp: '11987654321' });
    await clearMail(request, user.email);
    await signInByUi(page, user);
    await expect(toast(page, toasts.loginError)).toContainText(toasts.login.emailNotConfirmed);
    const since = new Date();
    await page.getByRole('button', { name: loginTab.resend }).click();
    await expect(toast(page, toasts.resendSent)).toBeVisible();
    const mail = await waitForMail(request, user.email, CONFIRMATION_SUBJECT, { since });
    expect(mail.links.some((l) => l.includes('/api/auth/verify-email'))).toBe(true);
  });

  test('hints a known email, toggles the password and signs in straight to the dashboard', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'known', { whatsapp: '11987654321', name: 'Carla Mendes' });
    await page.goto('/auth');
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('sem-arroba');
    await email.fill(user.email);
    await expect(page.getByText(authPage.emailKnown)).toBeVisible();
    const password = page.getByLabel('Senha', { exact: true });
    await password.fill(user.password);
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: authPage.showPassword }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: authPage.hidePassword }).click();
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: loginTab.submit, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText(/^Olá, Carla!/)).toBeVisible();
  });

  test('an unknown email gets no hint', async ({ page, request }) => {
    const known = await createUser(request, 'hintcontrol', { whatsapp: '11987654321' });
    const unknown = `ninguem-aqui-${Date.now()}@example.test`;
    await page.goto('/auth');
    // Every time the hint line shows the hint, the email it showed for (one that came and went is seen too).
    await page.evaluate((text) => {
      const seen: string[] = [];
      Object.assign(window, { hintSeenFor: seen });
      new MutationObserver(() => {
        if (document.getElementById('login-email-hint')?.textContent?.includes(text))
          seen.push(document.querySelector<HTMLInputElement>('#login-email')?.value ?? '');
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    }, authPage.emailKnown);
    const email = page.getByLabel('Email', { exact: true });
    // The real signal: the server's answer for this email (after the 400 ms pause), not a fixed wait.
    const answer = page.waitForResponse(
      (r) => r.url().includes('/email-exists') && r.url().includes(encodeURIComponent(unknown)),
    );
    await email.fill(unknown);
    const response = await answer;
    expect(await response.json()).toMatchObject({ exists: false });
    await response.finished();
    // Control: a known email typed afterwards gets its hint through the same path; the unknown one never had it.
    await email.fill(known.email);
    await expect(page.getByText(authPage.emailKnown)).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { hintSeenFor: string[] }).hintSeenFor);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.filter((value) => value !== known.email)).toEqual([]);
  });

  test('without a WhatsApp the prompt appears after sign-in; invalid, then Pular', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'nowa');
    await signInByUi(page, user);
    const dialog = page.getByRole('dialog', { name: whatsappPrompt.title });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(whatsappPrompt.label).fill('11 9876');
    await expect(dialog.getByLabel(whatsappPrompt.label)).toHaveValue('(11) 9876');
    await dialog.getByRole('button', { name: whatsappPrompt.submit }).click();
    await expect(
      dialog.getByText('WhatsApp inválido: Por favor, digite um número válido com DDD e 9 dígitos.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: whatsappPrompt.skip }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Still in the trial: skipping does not bring the mandatory modal.
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the WhatsApp prompt saves a valid number', async ({ page, request }) => {
    const user = await createUser(request, 'addwa');
    await signInByUi(page, user);
    const dialog = page.getByRole('dialog', { name: whatsappPrompt.title });
    await dialog.getByLabel(whatsappPrompt.label).fill('11987654321');
    await expect(dialog.getByLabel(whatsappPrompt.label)).toHaveValue('(11) 98765-4321');
    await dialog.getByRole('button', { name: whatsappPrompt.submit }).click();
    await expect(toast(page, toasts.whatsappAdded)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Stored: the next visit to /auth goes straight on.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a signed-in user visiting /auth goes to /dashboard (prompt first), and signs out', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'visit');
    await signInByApi(page, user);
    await page.goto('/auth');
    await expect(page.getByRole('dialog', { name: whatsappPrompt.title })).toBeVisible();
    await page.getByRole('button', { name: whatsappPrompt.skip }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await openMenuIfCollapsed(page);
    await page.getByRole('button', { name: layout.signOut, exact: true }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('without a Google client the button explains it; the Instagram card opens a new tab safely', async ({
    page,
  }) => {
    // The e2e server has Google configured (its own spec covers it): serve this page as a server without it.
    await page.route('**/auth', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('googleEnabled&quot;:true', 'googleEnabled&quot;:false');
      await route.fulfill({ response, body });
    });
    await page.goto('/auth');
    await page.getByRole('button', { name: loginTab.google }).click();
    await expect(toast(page, toasts.googleNotConfigured)).toContainText(toasts.googleNotConfiguredDetail);
    await expect(page).toHaveURL(/\/auth$/);
    const instagram = page.getByRole('link', { name: new RegExp(loginTab.instagramTitle) });
    await expect(instagram).toHaveAttribute('target', '_blank');
    await expect(instagram).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(instagram).toHaveAttribute('href', 'https://www.instagram.com/mctrading.test');
    // No platform authenticator in this browser: no biometric button.
    await expect(page.getByRole('button', { name: loginTab.biometric })).toHaveCount(0);
  });
});

test.describe('the greeting after signing in', () => {
  test('a pending account gets only the pending notice, no "Bem-vindo de volta"', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'greet-pending', { allowed: false, whatsapp: '11987654321' });
    await signInByUi(page, user);
    await expect(page).toHaveURL(/\/access-pending$/);
    // The greeting would be shown before the move to /access-pending, and the notice after it.
    await expect(toast(page, toasts.accessPending)).toBeVisible();
    await expect(toast(page, toasts.loginSuccess)).toHaveCount(0);
    await expect(page.getByText(toasts.loginSuccessDetail)).toHaveCount(0);
  });

  test('a released account entering for the first time is welcomed, not welcomed back', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, 'greet-first', { whatsapp: '11987654321', setup: 'pending' });
    await signInByUi(page, user);
    const greeting = toast(page, toasts.loginSuccess);
    await expect(greeting).toContainText(toasts.loginSuccessFirstDetail);
    await expect(greeting).not.toContainText(toasts.loginSuccessDetail);
    await expect(toast(page, toasts.accessPending)).toHaveCount(0);
  });

  test('someone who was here before is welcomed back', async ({ page, request }) => {
    const user = await createUser(request, 'greet-back', { whatsapp: '11987654321' });
    await signInByUi(page, user);
    await expect(toast(page, toasts.loginSuccess)).toContainText(toasts.loginSuccessDetail);
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
