import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { layout, loginTab, toasts } from '../src/shared/i18n/auth';
import { passkeysText, twoFactorSignIn, twoFactorText } from '../src/shared/i18n/security-factors';
import { securitySubject } from '../src/server/mail/security-templates';
import { MAGIC_LINK_SUBJECT } from '../src/server/mail/templates';
import { TWO_FACTOR_SIGN_IN_ATTEMPTS } from '../src/shared/security/limits';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import {
  appOrigin,
  createUser,
  openMenuIfCollapsed,
  signInByApi,
  signInByUi,
  type TestUser,
} from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const T = twoFactorText;
const S = twoFactorSignIn;
const P = passkeysText;

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const twoFactorPanel = (page: Page) => page.getByRole('region', { name: T.title });
const passkeysPanel = (page: Page) => page.getByRole('region', { name: P.title, exact: true });

/** A code the server's window (one step either side) cannot accept now. */
async function wrongCode(secret: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const valid = new Set(
    await Promise.all([-2, -1, 0, 1, 2].map((step) => generate({ secret, epoch: now + step * 30 }))),
  );
  let code = '000000';
  for (let n = 0; valid.has(code); n++) code = String(n).padStart(6, '0');
  return code;
}

async function signOut(page: Page) {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: layout.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

/** A platform authenticator with user verification (fingerprint/face), simulated by Chromium. */
async function addPlatformAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** Through the password and QR steps; answers the secret read from the key shown for typing by hand. */
async function startEnrolment(page: Page, user: TestUser): Promise<string> {
  const panel = twoFactorPanel(page);
  await panel.getByRole('button', { name: T.enable }).click();
  await panel.getByLabel(T.password).fill(user.password);
  await panel.getByRole('button', { name: T.continue }).click();
  await expect(panel.getByRole('img', { name: T.qrLabel })).toBeVisible();
  const key = (await panel.getByTestId('two-factor-key').textContent()) ?? '';
  expect(key).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  return key.replace(/\s/g, '');
}

async function confirmEnrolment(page: Page, secret: string): Promise<string[]> {
  const panel = twoFactorPanel(page);
  await panel.getByLabel(T.code).fill(await generate({ secret }));
  await panel.getByRole('button', { name: T.confirm }).click();
  await expect(toast(page, T.enabledToast)).toBeVisible();
  const codes = panel.getByRole('list', { name: T.codesListLabel }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  return codes.allTextContents();
}

test('two-factor: enrol with the QR key, sign in with a code and with a recovery code, then disable', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createUser(request, 'totp', { whatsapp: '11987654321', name: 'Otto Tempo' });
  await signInByApi(page, user);
  await page.goto('/profile?aba=seguranca');
  await expect(twoFactorPanel(page).getByTestId('two-factor-status')).toHaveText(T.statusOff);

  // A wrong password is said under the field.
  await twoFactorPanel(page).getByRole('button', { name: T.enable }).click();
  await twoFactorPanel(page).getByLabel(T.password).fill('nao-e-esta');
  await twoFactorPanel(page).getByRole('button', { name: T.continue }).click();
  await expect(twoFactorPanel(page).getByText(T.invalidPassword)).toBeVisible();
  await twoFactorPanel(page).getByRole('button', { name: T.cancel }).click();

  const secret = await startEnrolment(page, user);
  const codes = await confirmEnrolment(page, secret);
  for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
  const downloading = page.waitForEvent('download');
  await twoFactorPanel(page).getByRole('button', { name: T.downloadCodes }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(T.codesFileName);
  const file = await readFile(await download.path(), 'utf8');
  for (const code of codes) expect(file).toContain(code);
  await twoFactorPanel(page).getByRole('button', { name: T.codesDone }).click();
  // Shown once: gone from the page, and the status says it is on.
  await expect(page.getByText(codes[0] ?? '')).toHaveCount(0);
  await expect(twoFactorPanel(page).getByTestId('two-factor-status')).toHaveText(T.statusOn);

  // Signing in now asks for the code after the password. A wrong one is refused where it was typed.
  await signOut(page);
  await signInByUi(page, user);
  await expect(page.getByRole('heading', { name: S.title })).toBeVisible();
  await page.getByLabel(S.code).fill(await wrongCode(secret));
  await page.getByRole('button', { name: S.submit }).click();
  await expect(page.getByText(S.invalidCode)).toBeVisible();
  await page.getByLabel(S.code).fill(await generate({ secret }));
  await page.getByRole('button', { name: S.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, toasts.loginSuccess)).toBeVisible();

  // And with a recovery code instead.
  await signOut(page);
  await signInByUi(page, user);
  await page.getByRole('button', { name: S.useRecovery }).click();
  await page.getByLabel(S.recoveryCode).fill(codes[0] ?? '');
  await page.getByRole('button', { name: S.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // New recovery codes replace the old ones.
  await page.goto('/profile?aba=seguranca');
  await twoFactorPanel(page).getByRole('button', { name: T.regenerate }).click();
  const regenerate = page.getByRole('dialog', { name: T.regenerateTitle });
  await regenerate.getByLabel(T.password).fill(user.password);
  await regenerate.getByRole('button', { name: T.regenerateConfirm }).click();
  const fresh = twoFactorPanel(page).getByRole('list', { name: T.codesListLabel }).getByRole('listitem');
  await expect(fresh).toHaveCount(10);
  const newCodes = await fresh.allTextContents();
  expect(newCodes).not.toContain(codes[1]);
  await twoFactorPanel(page).getByRole('button', { name: T.codesDone }).click();

  // Disable: the password and a code (a recovery code here). An old code no longer counts.
  await twoFactorPanel(page).getByRole('button', { name: T.disable }).click();
  const dialog = page.getByRole('dialog', { name: T.disableTitle });
  await dialog.getByLabel(T.password).fill(user.password);
  await dialog.getByLabel(T.disableCode).fill(codes[1] ?? '');
  await dialog.getByRole('button', { name: T.disableConfirm }).click();
  await expect(dialog.getByText(T.invalidCode)).toBeVisible();
  await dialog.getByLabel(T.disableCode).fill(newCodes[0] ?? '');
  await dialog.getByRole('button', { name: T.disableConfirm }).click();
  await expect(toast(page, T.disabledToast)).toBeVisible();
  await expect(twoFactorPanel(page).getByTestId('two-factor-status')).toHaveText(T.statusOff);
  // The notices, checked last: the mail queue is shared with every spec running at the same time.
  const mailWait = { timeoutMs: 30_000 };
  await waitForMail(request, user.email, securitySubject('two-factor-enabled'), mailWait);
  await waitForMail(request, user.email, securitySubject('two-factor-disabled'), mailWait);

  await signOut(page);
  await signInByUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two-factor: a magic link of such an account also stops at the code step', async ({ page, request }) => {
  const user = await createUser(request, 'totplink', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin: appOrigin } });
  const enabled = await post('/api/auth/two-factor/enable', { password: user.password });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const secret =
    new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
  expect(
    (await post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) })).status(),
  ).toBe(200);
  await page.context().clearCookies();

  const asked = await post('/api/auth/sign-in/magic-link', {
    email: user.email,
    callbackURL: '/auth/callback',
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const mail = await waitForMail(request, user.email, MAGIC_LINK_SUBJECT);
  await page.goto(linkIn(mail, '/api/auth/magic-link/verify'));
  await expect(page).toHaveURL(/\/auth\?etapa=codigo$/);
  await expect(page.getByRole('heading', { name: S.title })).toBeVisible();
  await page.getByLabel(S.code).fill(await generate({ secret }));
  await page.getByRole('button', { name: S.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('two-factor: the fifth wrong code ends the attempt, the screen says so and starts again', async ({
  page,
  request,
}) => {
  const user = await createUser(request, 'totpfive', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const post = (path: string, data: unknown) =>
    page.request.post(path, { data, headers: { origin: appOrigin } });
  const enabled = await post('/api/auth/two-factor/enable', { password: user.password });
  expect(enabled.status(), await enabled.text()).toBe(200);
  const secret =
    new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get('secret') ?? '';
  expect(
    (await post('/api/auth/two-factor/verify-totp', { code: await generate({ secret }) })).status(),
  ).toBe(200);
  await page.context().clearCookies();

  await signInByUi(page, user);
  await expect(page.getByRole('heading', { name: S.title })).toBeVisible();
  const bad = await wrongCode(secret);
  for (let i = 1; i < TWO_FACTOR_SIGN_IN_ATTEMPTS; i++) {
    await page.getByLabel(S.code).fill(bad);
    await page.getByRole('button', { name: S.submit }).click();
    await expect(page.getByText(S.invalidCode)).toBeVisible();
  }
  await page.getByLabel(S.code).fill(bad);
  await page.getByRole('button', { name: S.submit }).click();

  // The step says why it ended and offers one way on, already focused.
  await expect(page.getByRole('heading', { name: S.endedTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: S.tooManyAttempts })).toContainText(
    S.startAgainLead,
  );
  await expect(page.getByLabel(S.code)).toHaveCount(0);
  const again = page.getByRole('button', { name: S.startAgain });
  await expect(again).toBeFocused();
  await expectNoSeriousViolations(page, [TOASTER]);
  await again.click();

  // Back at the sign-in form: a new sign-in opens a new challenge, where the right code works.
  await expect(page.getByLabel('Senha', { exact: true })).toBeVisible();
  await signInByUi(page, user);
  await page.getByLabel(S.code).fill(await generate({ secret }));
  await page.getByRole('button', { name: S.submit }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('passkeys: add one named after the device, sign in with it, rename and remove it', async ({
  page,
  request,
}) => {
  test.slow();
  const user = await createUser(request, 'bio', { whatsapp: '11987654321', name: 'Iara Biometria' });
  await page.goto('/auth');
  await addPlatformAuthenticator(page);
  await signInByApi(page, user);
  await page.goto('/profile?aba=seguranca');
  const panel = passkeysPanel(page);
  await expect(panel.getByText(P.empty)).toBeVisible();

  const name = panel.getByLabel(P.name);
  await expect(name).toHaveValue(/^Chrome no \w+/);
  await name.fill('Celular da Iara');
  await panel.getByRole('button', { name: P.add }).click();
  await expect(toast(page, toasts.passkeyConfigured)).toBeVisible();
  const rows = panel.getByTestId('passkey-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Celular da Iara');
  await expect(rows.first()).toContainText(/Criada em \d{1,2} de \w+\.? de \d{4}/);
  // The row and its two buttons fit the phone's width.
  await expectNoSidewaysScroll(page);
  if (process.env.SHOTS_DIR)
    await passkeysPanel(page).screenshot({ path: `${process.env.SHOTS_DIR}/passkey-row-phone.png` });

  // The login tab's biometric button now signs this account in.
  await signOut(page);
  await page.getByRole('button', { name: loginTab.biometric }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/profile?aba=seguranca');
  await rows.first().getByRole('button', { name: P.rename }).click();
  const rename = page.getByRole('dialog', { name: P.renameTitle });
  await rename.getByLabel(P.name).fill('Android da Iara');
  await rename.getByRole('button', { name: P.save }).click();
  await expect(rename).toHaveCount(0);
  await expect(rows.first()).toContainText('Android da Iara');

  await rows.first().getByRole('button', { name: P.remove }).click();
  const confirm = page.getByRole('alertdialog', { name: P.removeTitle });
  await expect(confirm).toContainText('Android da Iara');
  await confirm.getByRole('button', { name: P.remove }).click();
  await expect(toast(page, P.removedToast)).toBeVisible();
  await expect(panel.getByText(P.empty)).toBeVisible();
  const mailWait = { timeoutMs: 30_000 };
  await waitForMail(request, user.email, securitySubject('passkey-added'), mailWait);
  await waitForMail(request, user.email, securitySubject('passkey-removed'), mailWait);
});

test('two-factor and passkeys on the Segurança tab @layout', async ({ page, request }, testInfo) => {
  const user = await createUser(request, 'factorslayout', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/profile?aba=seguranca');
  await expect(passkeysPanel(page)).toBeVisible();
  const secret = await startEnrolment(page, user);
  await expectNoSeriousViolations(page, [TOASTER]);
  const shots = process.env.SHOTS_DIR;
  // Screenshots to look at (SHOTS_DIR only): the project's width, and 390 / 1280 px as the review asks.
  const shoot = async (name: string) => {
    if (!shots) return;
    await page.screenshot({ path: `${shots}/${name}-${testInfo.project.name}.png`, fullPage: true });
    const extra = { phone: 390, desktop: 1280 }[testInfo.project.name];
    if (!extra) return;
    const size = page.viewportSize();
    await page.setViewportSize({ width: extra, height: size?.height ?? 800 });
    await page.screenshot({ path: `${shots}/${name}-${extra}.png`, fullPage: true });
    if (size) await page.setViewportSize(size);
  };
  await shoot('scan');

  await confirmEnrolment(page, secret);
  await expectNoSeriousViolations(page, [TOASTER]);
  await shoot('codes');

  await signOut(page);
  await signInByUi(page, user);
  await expect(page.getByRole('heading', { name: S.title })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await shoot('sign-in-code');
});
