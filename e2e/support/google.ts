import { expect, type Page } from '@playwright/test';
import { loginPage } from './oidc-provider';

/** The local OpenID provider standing in for Google, as playwright.config.ts starts it. */
export const googleOrigin = `http://localhost:${Number(process.env.E2E_PORT ?? 3210) + 3}`;

/** On the provider's sign-in page (our stand-in for Google's account chooser), signs in as this Google user. */
export async function chooseGoogleAccount(page: Page, who: { email: string; name: string }) {
  await expect(page).toHaveURL(
    (url) => url.origin === googleOrigin && url.pathname.startsWith('/interaction/'),
  );
  await page.getByLabel(loginPage.email).fill(who.email);
  await page.getByLabel(loginPage.name).fill(who.name);
  await page.getByRole('button', { name: loginPage.submit }).click();
}
