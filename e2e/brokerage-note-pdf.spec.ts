import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import type { NoteSummaryDto } from '../src/shared/brokerage-notes/api';
import { notesText } from '../src/shared/i18n/brokerage-notes';
import { expectNoSeriousViolations, TOASTER } from './support/axe';
import { createUser, signInByApi } from './support/users';

const N = notesText;
const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots-brokerage-note-pdf';
const NOTE = path.resolve('fixtures/brokerage-notes/bmf-clear-1-page.pdf');

test.use({ viewport: { width: 390, height: 844 } });

test('a note’s PDF kept on request, downloaded and deleted at phone width', async ({ page }) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  const user = await createUser(page.request, 'notas-pdf', { timezone: 'America/Sao_Paulo' });
  await signInByApi(page, user);

  // The box is off until ticked.
  await page.goto('/notas');
  const keep = page.getByRole('checkbox', { name: N.import.keepPdfs });
  await expect(keep).not.toBeChecked();
  await keep.check();
  await page.screenshot({ path: `${SHOTS}/import-keep-390.png`, fullPage: true });
  await page.getByLabel(N.import.files).setInputFiles([NOTE]);
  await page.getByRole('button', { name: N.import.submit }).click();
  const results = page.getByTestId('note-import-results');
  await expect(results.locator('[data-status="imported"]')).toHaveCount(1, { timeout: 60_000 });
  const items = (
    (await (await page.request.get('/api/brokerage-notes')).json()) as { items: NoteSummaryDto[] }
  ).items;
  const note = items[0] as NoteSummaryDto;
  expect(note.pdfBytes).toBe(statSync(NOTE).size);

  // The month's list marks the note with a kept file.
  await page.goto(`/notas?mes=${note.tradeDate.slice(0, 7)}`);
  const card = page.getByTestId('note-card');
  await expect(card.getByTestId('note-has-pdf')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/notes-pdf-390.png`, fullPage: true });
  await card.getByRole('link').click();

  // The note: download its PDF.
  const section = page.getByTestId('note-pdf');
  const download = section.getByRole('link', { name: N.detail.downloadPdf });
  await expect(download).toBeVisible();
  await expectNoSeriousViolations(page, [TOASTER]);
  await page.screenshot({ path: `${SHOTS}/note-pdf-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/note-pdf-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe(`nota-${note.noteNumber}-${note.tradeDate}.pdf`);
  const saved = path.join(SHOTS, file.suggestedFilename());
  await file.saveAs(saved);
  expect(statSync(saved).size).toBe(statSync(NOTE).size);

  // Delete it, confirming: the note stays, its file goes.
  await section.getByRole('button', { name: N.detail.deletePdf }).click();
  const dialog = page.getByRole('alertdialog', { name: N.detail.deletePdfTitle });
  await expect(dialog).toContainText(N.detail.deletePdfBody);
  await dialog.getByRole('button', { name: N.detail.deletePdf }).click();
  await expect(section).toContainText(N.detail.pdfNotKept);
  await expect(section.getByRole('link', { name: N.detail.downloadPdf })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: N.detail.title(note.noteNumber) })).toBeVisible();
  expect((await page.request.get(`/api/brokerage-notes/${note.id}/pdf`)).status()).toBe(404);
});
