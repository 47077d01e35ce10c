import { expect, test } from '@playwright/test';
import { dashboardText } from '../src/shared/i18n/dashboard';
import { PERIOD_LABELS } from '../src/shared/i18n/periods';
import { tradesText } from '../src/shared/i18n/trades';
import { resolvePeriod } from '../src/shared/time/periods';
import { seedTrade } from './support/trades';
import { createUser, signInByApi } from './support/users';

/**
 * 'Últimos 3 meses' is one range on /trades and /dashboard (it was 1 Jan → 15 Mar on one and 15 Dec → 15 Mar on
 * the other). The browser runs in Tokyo while the user's zone is São Paulo (the server's default): both pages
 * count "today" in the user's zone.
 */
test.use({ timezoneId: 'Asia/Tokyo' });

const ZONE = 'America/Sao_Paulo';
const dayBefore = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

test('"Últimos 3 meses" holds the same trades on /trades (even from an old link) and /dashboard', async ({
  page,
}) => {
  const user = await createUser(page.request, 'periods', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const { from, to } = resolvePeriod('last-3-months', {}, ZONE, new Date());
  if (!from || !to) throw new Error('a rolling window has both ends');
  // Both ends are in, the day before the start is out.
  for (const date of [dayBefore(from), from, to]) await seedTrade(page, { date });

  // The name /trades links used before the presets were one vocabulary.
  await page.goto('/trades?period=last3Months');
  await expect(page.getByLabel(tradesText.filters.period)).toHaveValue('last-3-months');
  await expect(page.getByLabel(tradesText.filters.period).locator('option:checked')).toHaveText(
    PERIOD_LABELS['last-3-months'],
  );
  await expect(page.getByTestId('totals-BRL')).toContainText(tradesText.totals.count(2));

  await page.goto('/dashboard?preset=last-3-months');
  await expect(page.getByTestId('period-range')).toHaveText(dashboardText.filters.range(br(from), br(to)));
  await expect(page.getByTestId('equity-summary')).toContainText('2 trades');
});
