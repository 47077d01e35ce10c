import { expect, type Locator, type Page, test } from '@playwright/test';
import { attachmentsText as T } from '../src/shared/i18n/attachments';
import { tradeDetailText as D } from '../src/shared/i18n/trade-detail';
import { tradesText } from '../src/shared/i18n/trades';
import { fillTradeDialog, seedTrade } from './support/trades';
import { createUser, signInByApi } from './support/users';

const toast = (page: Page, title: string) => page.locator('[data-sonner-toast]').filter({ hasText: title });

/**
 * A screen capture pasted as the browser hands it after Ctrl+V: a ClipboardEvent whose DataTransfer holds a PNG
 * drawn in the page (a real image, so the server's re-encoding takes it).
 */
async function pasteScreenshot(page: Page, color: string, name = 'image.png') {
  await page.evaluate(
    async ({ color, name }) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const ctx = canvas.getContext('2d');
      if (!ctx) throw new Error('no 2d context');
      ctx.fillStyle = color;
      ctx.fillRect(0, 0, 640, 360);
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 6;
      ctx.beginPath();
      ctx.moveTo(20, 300);
      ctx.lineTo(200, 180);
      ctx.lineTo(380, 240);
      ctx.lineTo(620, 60);
      ctx.stroke();
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
      if (!blob) throw new Error('no PNG');
      const data = new DataTransfer();
      data.items.add(new File([blob], name, { type: 'image/png' }));
      const target = document.activeElement ?? document.body;
      target.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    },
    { color, name },
  );
}

const counter = (viewer: Locator) => viewer.getByTestId('viewer-counter');

test('pastes two screenshots into a new trade, sees them in the gallery and full screen, captions, orders and deletes', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request, 'attachments', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();

  const create = page.getByRole('dialog', { name: tradesText.form.createTitle });
  await expect(create).toBeVisible();
  await fillTradeDialog(create, { instrument: 'WIN', contracts: '1', entry: '125000', exit: '125100' });
  // Pasted while a field has the focus: the image is taken, the field keeps its text.
  await create.getByLabel(tradesText.form.notes).click();
  await pasteScreenshot(page, '#0f766e');
  await pasteScreenshot(page, '#b91c1c');
  await expect(create.getByLabel(tradesText.form.notes)).toHaveValue('');
  const queued = create.getByTestId('attachment-queued');
  await expect(queued).toHaveCount(2);
  await expect(queued.first()).toContainText(T.waiting);
  await expect(create.getByText(T.queuedForNew)).toBeVisible();
  await expect(create.getByTestId('attachment-quota')).toContainText('de 200 MB usados');

  await create.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.created)).toBeVisible();
  await expect(toast(page, T.uploaded(2))).toBeVisible();
  // Every image in: the dialog closes by itself.
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The row's thumbnail opens the full-screen gallery.
  const thumbs = page.getByTestId('trade-list').getByRole('button', { name: /Ver 2 imagens do trade WIN/ });
  await expect(thumbs).toBeVisible();
  await expect(thumbs.locator('img')).toHaveJSProperty('complete', true);
  await thumbs.click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer).toBeVisible();
  await expect(counter(viewer)).toHaveText(T.counter(1, 2));
  await expect(viewer.getByRole('img')).toHaveJSProperty('naturalWidth', 640);
  await viewer.getByRole('button', { name: T.next }).click();
  await expect(counter(viewer)).toHaveText(T.counter(2, 2));
  await viewer.getByRole('button', { name: T.previous }).click();
  await expect(counter(viewer)).toHaveText(T.counter(1, 2));
  await page.keyboard.press('ArrowRight');
  await expect(counter(viewer)).toHaveText(T.counter(2, 2));
  await page.keyboard.press('ArrowLeft');
  await expect(counter(viewer)).toHaveText(T.counter(1, 2));
  // A swipe to the left shows the next one.
  const box = await viewer.getByRole('img').boundingBox();
  if (!box) throw new Error('the image has no box');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width * 0.8, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.2, y, { steps: 5 });
  await page.mouse.up();
  await expect(counter(viewer)).toHaveText(T.counter(2, 2));
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(thumbs).toBeFocused();

  // The row's images: caption, order, delete.
  await page.getByRole('button', { name: /Anexar imagens ao trade WIN/ }).click();
  const manager = page.getByRole('dialog', { name: T.dialogTitle });
  await expect(manager.getByTestId('attachment-tile')).toHaveCount(2);
  await expect(manager.getByTestId('attachment-quota')).toContainText(
    /MB de 200 MB usados · 2 de 12 imagens/,
  );
  await manager.getByRole('button', { name: T.editCaption(1) }).click();
  const caption = manager.getByLabel(T.captionLabel(1), { exact: true });
  await expect(caption).toBeFocused();
  await caption.fill('Rompimento da máxima com volume');
  await caption.press('Enter');
  await expect(toast(page, T.captionSaved)).toBeVisible();
  const tiles = manager.getByTestId('attachment-tile');
  await expect(tiles.nth(0).getByTestId('attachment-caption')).toHaveText('Rompimento da máxima com volume');
  await expect(manager).toBeVisible();

  // Esc while editing a caption cancels the edit, not the dialog.
  await manager.getByRole('button', { name: T.editCaption(2) }).click();
  await manager.getByLabel(T.captionLabel(2), { exact: true }).press('Escape');
  await expect(manager).toBeVisible();
  await expect(manager.getByLabel(T.captionLabel(2), { exact: true })).toHaveCount(0);

  // The captioned image moves to second place, by keyboard.
  await expect(manager.getByRole('button', { name: T.moveLeft(1) })).toBeDisabled();
  await manager.getByRole('button', { name: T.moveRight(1) }).focus();
  await page.keyboard.press('Enter');
  await expect(tiles.nth(1).getByTestId('attachment-caption')).toHaveText('Rompimento da máxima com volume');
  await page.reload();
  await page.getByRole('button', { name: /Anexar imagens ao trade WIN/ }).click();
  await expect(tiles.nth(1).getByTestId('attachment-caption')).toHaveText('Rompimento da máxima com volume');

  // Full screen from the manager: the caption under the image.
  await manager.getByRole('button', { name: T.open(2, 2) }).click();
  await expect(counter(viewer)).toHaveText(T.counter(2, 2));
  await expect(viewer.getByTestId('viewer-caption')).toHaveText('Rompimento da máxima com volume');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(manager).toBeVisible();

  // Delete asks first; cancelling keeps it.
  await manager.getByRole('button', { name: T.delete(1) }).click();
  const confirm = page.getByRole('alertdialog', { name: T.deleteTitle });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(tiles).toHaveCount(2);
  await manager.getByRole('button', { name: T.delete(1) }).click();
  await confirm.getByRole('button', { name: T.deleteConfirm }).click();
  await expect(toast(page, T.deleted)).toBeVisible();
  await expect(tiles).toHaveCount(1);
  await expect(tiles.first().getByTestId('attachment-caption')).toHaveText('Rompimento da máxima com volume');
  await page.keyboard.press('Escape');
  await expect(
    page.getByTestId('trade-list').getByRole('button', { name: /Ver 1 imagem do trade WIN/ }),
  ).toBeVisible();

  // The dashboard's 'Últimos trades' open the same gallery.
  await page.goto('/dashboard');
  const last = page.getByTestId('last-trades').getByRole('button', { name: /Ver 1 imagem do trade WIN/ });
  await last.click();
  await expect(counter(viewer)).toHaveText(T.counter(1, 1));
  await expect(viewer.getByTestId('viewer-caption')).toHaveText('Rompimento da máxima com volume');
  await expect(viewer.getByRole('button', { name: T.next })).toHaveCount(0);
  await viewer.getByRole('button', { name: T.close }).click();
  await expect(viewer).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('keeps a refused image in the dialog with the server’s reason, and sends it again on retry', async ({
  page,
}) => {
  const user = await createUser(page.request, 'attachments-refused', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  await page.goto('/trades');
  await page.getByRole('button', { name: tradesText.newTrade }).first().click();
  const create = page.getByRole('dialog', { name: tradesText.form.createTitle });
  await fillTradeDialog(create, { instrument: 'WIN', contracts: '1', entry: '125000', exit: '125100' });
  // A file that claims to be a PNG but is not one: only the server, reading the bytes, can refuse it.
  await page.evaluate(() => {
    const data = new DataTransfer();
    data.items.add(new File(['<html><script>alert(1)</script></html>'], 'falsa.png', { type: 'image/png' }));
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  });
  await pasteScreenshot(page, '#1d4ed8', 'boa.png');
  await create.getByRole('button', { name: tradesText.form.submitCreate }).click();
  await expect(toast(page, tradesText.created)).toBeVisible();

  // The trade is saved and the dialog is now its edit; the good image is in, the bad one stays with its reason.
  const edit = page.getByRole('dialog', { name: tradesText.form.editTitle });
  await expect(edit.getByTestId('attachment-tile')).toHaveCount(1);
  const failed = edit.locator('[data-testid="attachment-queued"][data-status="failed"]');
  await expect(failed).toHaveCount(1);
  await expect(failed.getByRole('alert')).not.toBeEmpty();
  await expect(toast(page, T.uploadErrorTitle)).toBeVisible();
  await failed.getByRole('button', { name: T.retryLabel('falsa.png') }).click();
  await expect(failed).toHaveCount(1);
  await failed.getByRole('button', { name: T.removeQueued('falsa.png') }).click();
  await expect(edit.getByTestId('attachment-queued')).toHaveCount(0);
});

test('a trade’s own page: its facts, images pasted there, reordered by keyboard and kept after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const user = await createUser(page.request, 'attachments-page', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const trade = await seedTrade(page, { notes: 'Entrada no rompimento da máxima.' });

  // The list's row leads to the page.
  await page.goto('/trades');
  await page
    .getByTestId('trade-list')
    .getByRole('link', { name: /^Abrir a página do trade WIN/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/trades/${trade.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(D.title('WIN', tradesText.form.buy));
  await expect(page.getByTestId('trade-detail-pnl')).toHaveText(/R\$\s?20,00/);
  await expect(page.getByText('Entrada no rompimento da máxima.')).toBeVisible();
  await expect(page.getByRole('region', { name: D.ruleBreaksTitle })).toBeVisible();
  await expect(page.getByText(D.playbookNone)).toBeVisible();

  // Screenshots pasted on the page go to this trade.
  await pasteScreenshot(page, '#0f766e', 'verde.png');
  await expect(toast(page, T.uploaded(1))).toBeVisible();
  await pasteScreenshot(page, '#b91c1c', 'vermelha.png');
  const tiles = page.getByTestId('attachment-tile');
  await expect(tiles).toHaveCount(2);
  const order = () => tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-attachment-id')));
  const [first, second] = await order();

  // The first image moves to second place from its drag handle, by the arrow key; the move is announced and the
  // handle keeps the focus.
  const handle = page.getByRole('button', { name: T.dragHandle(1, 2) });
  await handle.focus();
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/attachments/order') && r.request().method() === 'PUT',
  );
  await page.keyboard.press('ArrowRight');
  expect((await saved).status()).toBe(200);
  expect(await order()).toEqual([second, first]);
  await expect(page.getByTestId('attachment-order-status')).toHaveText(T.movedTo(2, 2));
  await expect(page.getByRole('button', { name: T.dragHandle(2, 2) })).toBeFocused();

  await page.reload();
  await expect(tiles).toHaveCount(2);
  expect(await order()).toEqual([second, first]);

  // 'Editar' opens the trade's dialog; 'Excluir' asks first, then goes back to the list.
  await page.getByRole('button', { name: /^Editar trade WIN/ }).click();
  const edit = page.getByRole('dialog', { name: tradesText.form.editTitle });
  await expect(edit.getByLabel(tradesText.form.entry)).toHaveValue('125000');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await page.getByRole('button', { name: /^Excluir trade WIN/ }).click();
  await page
    .getByRole('alertdialog', { name: tradesText.deleteTitle })
    .getByRole('button', { name: tradesText.confirmDelete })
    .click();
  await expect(page).toHaveURL(/\/trades$/);
  await expect(toast(page, tradesText.deleted)).toBeVisible();
});

test('an image dragged by its handle with the pointer takes the new place, kept after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const user = await createUser(page.request, 'attachments-drag', { whatsapp: '11987654321' });
  await signInByApi(page, user);
  const trade = await seedTrade(page);
  await page.goto(`/trades/${trade.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await pasteScreenshot(page, '#0f766e', 'verde.png');
  await expect(toast(page, T.uploaded(1))).toBeVisible();
  await pasteScreenshot(page, '#b91c1c', 'vermelha.png');
  const tiles = page.getByTestId('attachment-tile');
  await expect(tiles).toHaveCount(2);
  const order = () => tiles.evaluateAll((els) => els.map((el) => el.getAttribute('data-attachment-id')));
  const [first, second] = await order();

  // The second image's handle, pressed and moved in steps onto the first tile, then released there.
  const handle = page.getByRole('button', { name: T.dragHandle(2, 2) });
  await handle.scrollIntoViewIfNeeded();
  const from = await handle.boundingBox();
  const target = await tiles.first().boundingBox();
  if (!from || !target) throw new Error('no boxes');
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/attachments/order') && r.request().method() === 'PUT',
  );
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  expect(await order()).toEqual([second, first]);

  await page.reload();
  await expect(tiles).toHaveCount(2);
  expect(await order()).toEqual([second, first]);
});
