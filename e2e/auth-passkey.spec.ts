import { expect, test, type Page } from '@playwright/test';
import { layout, loginTab, passkeyOffer, toasts } from '../src/shared/i18n/auth';
import { createUser, signInByUi, openMenuIfCollapsed } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

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

async function signOut(page: Page) {
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: layout.signOut, exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
}

test('passkey: offered after a password sign-in, then used to sign in', async ({ page, request }) => {
  test.slow();
  const user = await createUser(request, 'passkey', { whatsapp: '11987654321', name: 'Iara Costa' });
  await page.goto('/auth');
  await addPlatformAuthenticator(page);
  await page.reload();

  // Before any setup on this device there is nothing to sign in with.
  await page.getByRole('button', { name: loginTab.biometric }).click();
  await expect(toast(page, toasts.passkeyMissing)).toContainText(toasts.passkeyMissingDetail);

  await signInByUi(page, user);
  const offer = page.getByRole('dialog', { name: passkeyOffer.title });
  await expect(offer).toBeVisible();
  await offer.getByRole('button', { name: passkeyOffer.accept }).click();
  await expect(toast(page, toasts.passkeyConfigured)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  // Only a marker is kept on the device — never the password.
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(stored).not.toContain(user.password);

  await signOut(page);
  await page.getByRole('button', { name: loginTab.biometric }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(/^Olá, Iara!/)).toBeVisible();

  // With a passkey already here, the next password sign-in does not ask again.
  await signOut(page);
  await signInByUi(page, user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('passkey: "Agora não" goes on to the dashboard', async ({ page, request }) => {
  const user = await createUser(request, 'nopasskey', { whatsapp: '11987654321' });
  await page.goto('/auth');
  await addPlatformAuthenticator(page);
  await page.reload();
  await signInByUi(page, user);
  await page
    .getByRole('dialog', { name: passkeyOffer.title })
    .getByRole('button', { name: passkeyOffer.decline })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
