import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { EMAIL_CHANGE_SUBJECT } from '../src/server/mail/email-change-templates';
import { securitySubject } from '../src/server/mail/security-templates';
import { profileInfoText, profileMessages } from '../src/shared/i18n/profile-info';
import { rankingText } from '../src/shared/i18n/ranking';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { linkIn, waitForMail } from './support/mail';
import { appOrigin, createUser, openMenuIfCollapsed, signInByApi, uniqueEmail } from './support/users';
import { expectNoSidewaysScroll } from './support/layout';

const T = profileInfoText;
const R = rankingText;
const SHOTS = '/tmp/shots-profile';
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });
const details = (page: Page) => page.getByRole('region', { name: T.details.title });

async function openProfile(page: Page, label: string) {
  const user = await createUser(page.request, label, { name: 'Paula Perfil', whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/profile');
  await expect(page.getByLabel(T.details.displayName)).toHaveValue('Paula Perfil');
  return user;
}

test('edits the names and the WhatsApp: "Salvo", and the new name where the app shows it', async ({
  page,
}) => {
  await openProfile(page, 'perfil-nomes');
  await page.getByLabel(T.details.displayName).fill('Paulinha');
  await page.getByLabel(T.details.fullName).fill('Paula Souza Perfil');
  await page.getByLabel(T.details.whatsapp).fill('21912345678');
  await expect(page.getByLabel(T.details.whatsapp)).toHaveValue('(21) 91234-5678');
  await page.getByRole('button', { name: T.details.submit }).click();
  await expect(toast(page, T.details.saved)).toContainText(T.details.savedDetail);

  // The menu (the header on wider screens) names the trader by the display name at once.
  await openMenuIfCollapsed(page);
  await expect(page.getByRole('dialog').getByText('Paulinha', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  // Stored: a fresh page reads the same.
  await page.reload();
  await expect(page.getByLabel(T.details.displayName)).toHaveValue('Paulinha');
  await expect(page.getByLabel(T.details.fullName)).toHaveValue('Paula Souza Perfil');
  await expect(page.getByLabel(T.details.whatsapp)).toHaveValue('(21) 91234-5678');
});

test('a bad WhatsApp shows the field error and keeps what was typed; a failed save loses nothing', async ({
  page,
}) => {
  await openProfile(page, 'perfil-erro');
  await page.getByLabel(T.details.displayName).fill('Nome novo');
  await page.getByLabel(T.details.whatsapp).fill('2191234');
  await page.getByRole('button', { name: T.details.submit }).click();
  await expect(details(page).getByRole('alert')).toHaveText(profileMessages.invalidWhatsapp);
  await expect(page.getByLabel(T.details.whatsapp)).toHaveValue('(21) 91234');
  await expect(page.getByLabel(T.details.whatsapp)).toBeFocused();
  await expect(page.getByLabel(T.details.displayName)).toHaveValue('Nome novo');
  const me = await (await page.request.get('/api/me')).json();
  expect(me.profile).toMatchObject({ displayName: 'Paula Perfil', whatsapp: '11987654321' });

  // The connection drops during the save: the toast says so, and the form still holds every change.
  await page.getByLabel(T.details.whatsapp).fill('21912345678');
  await page.route('**/api/me/profile', (route) => route.abort('internetdisconnected'));
  await page.getByRole('button', { name: T.details.submit }).click();
  await expect(toast(page, T.details.saveError)).toBeVisible();
  await expect(page.getByLabel(T.details.displayName)).toHaveValue('Nome novo');
  await expect(page.getByLabel(T.details.whatsapp)).toHaveValue('(21) 91234-5678');
  await page.unroute('**/api/me/profile');
  await page.getByRole('button', { name: T.details.submit }).click();
  await expect(toast(page, T.details.saved)).toBeVisible();
});

test('changes the email through the link mailed to the new address; the old one is told', async ({
  page,
  browser,
}) => {
  const user = await openProfile(page, 'perfil-email');
  const newEmail = uniqueEmail('perfil-novo');
  await expect(page.getByTestId('current-email')).toHaveText(user.email);
  await page.getByLabel(T.email.newEmail).fill(newEmail);
  await page.getByRole('button', { name: T.email.submit }).click();
  await expect(toast(page, T.email.sent)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: T.email.pending(newEmail) })).toBeVisible();
  // Nothing changes until the link is opened.
  await expect(page.getByTestId('current-email')).toHaveText(user.email);

  const mail = await waitForMail(page.request, newEmail, EMAIL_CHANGE_SUBJECT);
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/profile$/);
  await expect(toast(page, T.email.changed)).toContainText(newEmail);
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);
  await waitForMail(page.request, user.email, securitySubject('email-changed'));

  // A new browser: the new address signs in, the old one no longer does.
  const other = await browser.newContext({ baseURL: appOrigin });
  const signIn = (email: string) =>
    other.request.post('/api/auth/sign-in/email', {
      data: { email, password: user.password },
      headers: { origin: appOrigin },
    });
  expect((await signIn(user.email)).status()).toBe(401);
  expect((await signIn(newEmail)).status()).toBe(200);
  await other.close();
});

test('a taken email is said under the field, and what was typed stays', async ({ page }) => {
  await openProfile(page, 'perfil-tomado');
  const owner = await createUser(page.request, 'perfil-dono');
  await page.getByLabel(T.email.newEmail).fill(owner.email);
  await page.getByRole('button', { name: T.email.submit }).click();
  await expect(page.getByRole('region', { name: T.email.title }).getByRole('alert')).toHaveText(
    /já está em uso/,
  );
  await expect(page.getByLabel(T.email.newEmail)).toHaveValue(owner.email);
});

test('the time zone and the ranking have one home each: the profile shows the zone and links there', async ({
  page,
}) => {
  await openProfile(page, 'perfil-fuso');
  const zone = page.getByRole('region', { name: T.timezone.title });
  await expect(zone).toContainText('America/Sao Paulo');
  await expect(page.getByRole('combobox', { name: T.timezone.label })).toHaveCount(0);
  await zone.getByRole('link', { name: T.elsewhere.timezoneLink }).click();
  await expect(page).toHaveURL(/\/settings\?aba=custos$/);

  await page.goto('/profile');
  const ranking = page.getByRole('region', { name: T.elsewhere.rankingTitle });
  await expect(ranking.getByRole('button', { name: R.join.submit })).toHaveCount(0);
  await ranking.getByRole('link', { name: T.elsewhere.rankingLink }).click();
  await expect(page).toHaveURL(/\/ranking$/);
  await expect(page.getByRole('button', { name: R.join.submit })).toBeVisible();
});

test('@layout the Dados tab fits every width and passes axe', { tag: '@layout' }, async ({ page }) => {
  await openProfile(page, 'perfil-layout');
  await expect(page.getByRole('link', { name: T.elsewhere.timezoneLink })).toBeVisible();
  await expect(page.getByRole('link', { name: T.elsewhere.rankingLink })).toBeVisible();
  await expectNoSidewaysScroll(page);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/profile-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
  await expectNoSeriousViolations(page, [TOASTER]);
});
