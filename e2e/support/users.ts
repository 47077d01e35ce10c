import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Account fixtures for the e2e tests: real users created by the server's test-only route (mounted only with
 * ENABLE_TEST_ROUTES), so each test starts from the state it needs. Every flow is also walked once through the
 * real UI in its own spec.
 */
export interface TestUser {
  userId: string;
  email: string;
  password: string;
  name: string;
  whatsapp?: string;
}

export interface UserOptions {
  name?: string;
  password?: string;
  /** Digits. Omit for an account without WhatsApp. */
  whatsapp?: string;
  allowed?: boolean;
  role?: 'admin' | 'user';
  verified?: boolean;
  /** Backdates the account; past 7 days its trial is over (the WhatsApp becomes mandatory). */
  createdDaysAgo?: number;
  /** Allowed users: 'continued' (the fixture's default: always writable) or 'trial' (on the trial's real dates). */
  access?: 'continued' | 'trial';
  /** IANA zone of the trading settings (the trial ends at local midnight there). */
  timezone?: string;
  /**
   * The first-run setup: 'done' (the fixture's default: the app opens where the test expects, the default account's
   * plan confirmed with 'Exigir stop' on) or 'pending' (a new trader: the app opens on /setup, no plan confirmed).
   */
  setup?: 'pending' | 'done';
}

/** The app's origin, as playwright.config.ts derives it (better-auth checks the Origin of its POSTs). */
export const appOrigin = `http://localhost:${process.env.E2E_PORT ?? 3210}`;

export function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${label}-${Date.now()}-${random}@example.test`;
}

export async function createUser(
  request: APIRequestContext,
  label: string,
  options: UserOptions = {},
): Promise<TestUser> {
  const user = {
    email: uniqueEmail(label),
    password: options.password ?? 'Senha-forte-123',
    name: options.name ?? `Teste ${label}`,
    whatsapp: options.whatsapp,
  };
  const res = await request.post('/api/testing/users', {
    data: {
      ...user,
      allowed: options.allowed ?? true,
      role: options.role ?? 'user',
      verified: options.verified ?? true,
      createdDaysAgo: options.createdDaysAgo ?? 0,
      access: options.access,
      timezone: options.timezone,
      setup: options.setup,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { userId } = (await res.json()) as { userId: string };
  return { ...user, userId };
}

/** Signs in through better-auth's API with the page's cookie jar (the UI sign-in has its own tests). */
export async function signInByApi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: appOrigin },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Fills and submits the 'Entrar' tab of /auth. */
export async function signInByUi(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Email', { exact: true }).fill(user.email);
  await page.getByLabel('Senha', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Below the lg breakpoint the signed-in layout keeps its menu behind the bottom bar's 'Mais'. */
export async function openMenuIfCollapsed(page: Page): Promise<boolean> {
  const collapsed = (page.viewportSize()?.width ?? 0) < 1024;
  if (collapsed) await page.getByRole('button', { name: 'Mais', exact: true }).click();
  return collapsed;
}
