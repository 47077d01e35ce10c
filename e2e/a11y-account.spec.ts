import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { adminUsersText } from '../src/shared/i18n/admin-users';
import { accessPending, authPage, resetPage, signupTab } from '../src/shared/i18n/auth';
import { playbooksText } from '../src/shared/i18n/playbooks';
import { seedTrade } from './support/trades';
import { appOrigin, createUser, signInByApi } from './support/users';
import { expectNoSeriousViolations, TOASTER } from './support/axe';

// One page (or state) per test: an axe run takes seconds on a busy machine, and three in one test outgrew the
// test's time.

test('/auth, Entrar tab', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/auth, Cadastrar tab with the strength meter', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: authPage.tabSignup }).click();
  await page.getByLabel('Senha', { exact: true }).fill('abcdefgH');
  await expect(page.getByRole('meter', { name: signupTab.strength })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('the recovery form with a mismatch error', async ({ page }) => {
  await page.goto('/auth/callback?type=recovery&token=abc');
  await page.getByLabel(resetPage.password, { exact: true }).fill('123456');
  await page.getByLabel(resetPage.confirm).fill('1234');
  await expect(page.getByText(resetPage.mismatch)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/access-pending', async ({ page, request }) => {
  const pending = await createUser(request, 'a11y-pending', { allowed: false, whatsapp: '11987654321' });
  await signInByApi(page, pending);
  await page.goto('/access-pending');
  await expect(page.getByRole('heading', { name: accessPending.title })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

async function signInAsAdmin(page: Page, request: APIRequestContext) {
  const admin = await createUser(request, 'a11y-admin', { role: 'admin', whatsapp: '11987654321' });
  await signInByApi(page, admin);
}

test('/dashboard', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/admin', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: adminUsersText.title, level: 1 })).toBeVisible();
  // The list has answered (its total is shown), so axe sees it rather than the loading skeleton.
  await expect(page.getByText(/^[\d.]+ usuários?$/)).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
});

/** A playbook with criteria (one required) and two trades recorded with it, through the API. */
async function seedPlaybook(page: Page) {
  const created = await page.request.post('/api/playbooks', {
    headers: { origin: appOrigin },
    data: {
      name: 'Rompimento',
      instruments: ['WIN'],
      timeframe: '5 min',
      criteria: [
        { label: 'Rompimento da máxima do dia', required: true },
        { label: 'Volume acima da média', required: false },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const playbook = (await created.json()) as { id: string; criteria: { id: string }[] };
  const [first, second] = playbook.criteria.map((c) => c.id);
  await seedTrade(page, { stop: '124900', playbookId: playbook.id, criteriaMet: [first, second] });
  await seedTrade(page, {
    time: '11:00',
    exit: '124950',
    stop: '124900',
    playbookId: playbook.id,
    criteriaMet: [second],
  });
  return playbook.id;
}

test('/playbooks', async ({ page, request }) => {
  const user = await createUser(request, 'a11y-playbooks', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await seedPlaybook(page);
  await page.goto('/playbooks');
  await expect(page.getByTestId('playbook-card')).toContainText(playbooksText.tradeCount(2));
  await expectNoSeriousViolations(page, [TOASTER]);
});

test('/playbooks/:id with the criterion table', async ({ page, request }) => {
  const user = await createUser(request, 'a11y-playbook', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const id = await seedPlaybook(page);
  await page.goto(`/playbooks/${id}`);
  await expect(page.getByTestId('criterion-row')).toHaveCount(2);
  await expectNoSeriousViolations(page, [TOASTER]);
});
