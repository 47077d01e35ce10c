import { mkdirSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { NoteSummaryDto } from '../src/shared/brokerage-notes/api';
import { formatCents } from '../src/shared/format';
import { notesText } from '../src/shared/i18n/brokerage-notes';
import type { TaxYearDto } from '../src/shared/tax/contract';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { expectNoSidewaysScroll } from './support/layout';
import { createUser, signInByApi } from './support/users';

const N = notesText;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-brokerage-notes';
const FIXTURES = path.resolve('fixtures/brokerage-notes');

/** The folder of fixture PDFs with the most notes: the month of BM&F notes. */
function monthOfNotes(): string[] {
  const folders: string[][] = [];
  const walk = (dir: string) => {
    const pdfs: string[] = [];
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.pdf$/i.test(name)) pdfs.push(full);
    }
    folders.push(pdfs.sort());
  };
  walk(FIXTURES);
  const month = folders.sort((a, b) => b.length - a.length)[0] ?? [];
  expect(month.length, `a month of notes in ${FIXTURES}`).toBeGreaterThanOrEqual(20);
  return month;
}

async function notesOf(page: Page): Promise<NoteSummaryDto[]> {
  const res = await page.request.get('/api/brokerage-notes');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { items: NoteSummaryDto[] }).items;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a month of notes imported, one day reconciled, /impostos conferido com notas at phone width', async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const files = monthOfNotes();
  const user = await createUser(page.request, 'notas', { timezone: 'America/Sao_Paulo' });
  await signInByApi(page, user);

  // Import: the month's PDFs at once, from /trades/import's new source.
  await page.goto('/trades/import');
  await page.getByRole('radio', { name: N.importSource }).click();
  await page.getByLabel(N.import.files).setInputFiles(files);
  await page.getByRole('button', { name: N.import.submit }).click();
  const results = page.getByTestId('note-import-results');
  await expect(results).toBeVisible({ timeout: 60_000 });
  await expect(results.getByRole('listitem')).toHaveCount(files.length);
  await expect(results.locator('[data-status="error"]')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/import-390.png`, fullPage: true });
  const notes = await notesOf(page);
  expect(notes.length).toBeGreaterThanOrEqual(files.length);
  const month = notes[0]?.tradeDate.slice(0, 7) ?? '';

  // The same files again change nothing.
  await page.getByLabel(N.import.files).setInputFiles(files);
  await page.getByRole('button', { name: N.import.submit }).click();
  await expect(results.locator('[data-status="already-imported"]')).toHaveCount(files.length, {
    timeout: 60_000,
  });
  expect((await notesOf(page)).length).toBe(notes.length);

  // The month on /notas; one day reconciled: its round trips created from the note.
  await page.goto(`/notas?mes=${month}`);
  await expect(page.getByTestId('note-card')).toHaveCount(
    notes.filter((n) => n.tradeDate.startsWith(month)).length,
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/notes-390.png`, fullPage: true });
  // The month's best day: reconciled, it alone makes the month positive, so March has a DARF.
  const best = [...notes].sort((a, b) => b.dayTradeResultCents - a.dayTradeResultCents)[0] as NoteSummaryDto;
  await page.getByRole('link', { name: new RegExp(`Nota nº ${best.noteNumber},`) }).click();
  const reconciliation = page.getByTestId('reconciliation');
  await expect(reconciliation.locator('[data-kind="missing-in-journal"]').first()).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.screenshot({ path: `${SHOTS}/note-before-390.png`, fullPage: true });
  await page.getByRole('button', { name: N.detail.createMissing }).click();
  await expect(reconciliation.locator('[data-kind="missing-in-journal"]')).toHaveCount(0);
  await expect(reconciliation.locator('[data-kind="matched"]').first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/note-after-390.png`, fullPage: true });

  // A trade made from the note says where its costs came from.
  const list = (await (await page.request.get('/api/trades')).json()) as {
    items: { id: string; costsNote?: string }[];
  };
  const made = list.items.find((x) => x.costsNote === best.noteNumber);
  expect(made, JSON.stringify(list.items.map((x) => x.costsNote))).toBeDefined();
  await page.goto(`/trades/${made?.id ?? ''}`);
  await expect(page.getByText(N.trade.costsFromNote(best.noteNumber))).toBeVisible();

  // /impostos: the only day with trades has its note → "Conferido com notas", the DARF with the notes' IRRF.
  const year = Number(month.slice(0, 4));
  const tax = (await (await page.request.get(`/api/tax?year=${year}`)).json()) as TaxYearDto;
  const m = tax.months.find((x) => x.month === month);
  expect(m?.notes?.status).toBe('conferido');
  const irrf = notes
    .filter((n) => n.tradeDate.startsWith(month))
    .reduce((s, n) => s + n.irrfDayTradeCents, 0);
  expect(m?.notes?.irrfFromNotes).toBe(irrf);
  await page.goto(`/impostos?year=${year}`);
  const card = page.locator(`[data-testid="tax-month"][data-month="${month}"]`).first();
  await expect(card.getByTestId('tax-notes-status')).toHaveText(N.tax.status.conferido);
  await card.getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('statement-irrf')).toContainText(formatCents(m?.irrf.withheld ?? 0, 'BRL'));
  expect(m?.darf).not.toBeNull();
  const darf = dialog.getByTestId('statement-darf');
  await expect(darf).toContainText(formatCents(m?.darf?.amount ?? 0, 'BRL'));
  await expect(darf.getByTestId('statement-from-broker')).toContainText(formatCents(irrf, 'BRL'));
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.screenshot({ path: `${SHOTS}/tax-statement-390.png`, fullPage: true });
});

test("the broker's corrected note replaces the first: the import, the note and /notas say so", async ({
  page,
}) => {
  mkdirSync(SHOTS, { recursive: true });
  const user = await createUser(page.request, 'notafix', { timezone: 'America/Sao_Paulo' });
  await signInByApi(page, user);
  await page.goto('/trades/import');
  await page.getByRole('radio', { name: N.importSource }).click();
  const results = page.getByTestId('note-import-results');
  await page.getByLabel(N.import.files).setInputFiles(path.join(FIXTURES, 'bmf-clear-1-page.pdf'));
  await page.getByRole('button', { name: N.import.submit }).click();
  await expect(results.locator('[data-status="imported"]')).toHaveCount(1, { timeout: 60_000 });

  // The re-issued PDF: same note, other figures.
  await page.getByLabel(N.import.files).setInputFiles(path.join(FIXTURES, 'bmf-clear-1-page-corrected.pdf'));
  await page.getByRole('button', { name: N.import.submit }).click();
  const line = results.locator('[data-status="corrected"]');
  await expect(line).toHaveCount(1, { timeout: 60_000 });
  await expect(line).toContainText(N.import.status.corrected);
  await expect(results.getByRole('status')).toHaveText(
    N.import.summary({ imported: 0, corrected: 1, alreadyImported: 0, failed: 0 }),
  );
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/import-corrected-390.png`, fullPage: true });

  await line.getByRole('link').click();
  await expect(page.getByTestId('note-corrected')).toBeVisible();
  await expect(page.getByText(formatCents(24552, 'BRL')).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: `${SHOTS}/note-corrected-390.png`, fullPage: true });

  await page.goto('/notas?mes=2026-11');
  await expect(page.getByTestId('note-card')).toHaveCount(1);
  await expect(page.getByTestId('note-card').getByText(N.list.corrected, { exact: true })).toBeVisible();
});
