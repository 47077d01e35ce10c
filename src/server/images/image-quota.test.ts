import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { brokerageNotes, playbooks, tradeAttachments, trades } from '../db/schema';
import { trader, type Trader } from '../metrics/columns.testkit';
import { getTestDatabase } from '../testing/test-database';
import { usedImageBytes } from './image-quota';

let database: Database;
beforeAll(async () => {
  database = await getTestDatabase();
});

/** A trade with screenshots of these sizes (image, thumbnail), a playbook picture and kept note PDFs. */
async function images(
  t: Trader,
  shots: [number, number][],
  picture: [number | null, number | null],
  pdfs: (number | null)[],
) {
  const { db } = database;
  const [trade] = await db
    .insert(trades)
    .values({
      userId: t.userId,
      accountId: t.accounts[0] as string,
      tradeDate: '2025-03-03',
      tradeTime: '12:00:00',
      openedAt: new Date('2025-03-03T15:00:00Z'),
      side: 'compra',
      contracts: 1,
      instrument: 'WIN',
      entryPrice: '100',
      exitPrice: '101',
      pointValue: '0.2',
      currency: 'BRL',
      pnl: '0.2',
    })
    .returning({ id: trades.id });
  for (const [k, [bytes, thumbBytes]] of shots.entries())
    await db.insert(tradeAttachments).values({
      userId: t.userId,
      tradeId: trade?.id as string,
      position: k,
      type: 'image/png',
      bytes,
      thumbBytes,
      width: 10,
      height: 10,
      imageKey: `i-${t.userId}-${k}`,
      thumbKey: `t-${t.userId}-${k}`,
      thumbType: 'image/webp',
    });
  const [imageBytes, thumbBytes] = picture;
  await db.insert(playbooks).values({ userId: t.userId, name: 'Com figura', imageBytes, thumbBytes });
  for (const [k, pdfBytes] of pdfs.entries())
    await db.insert(brokerageNotes).values({
      userId: t.userId,
      accountId: t.accounts[0] as string,
      broker: 'Clear',
      noteNumber: String(1000 + k),
      tradeDate: '2025-03-03',
      segment: 'bmf',
      ...(pdfBytes === null ? {} : { pdfKey: `n-${t.userId}-${k}`, pdfBytes }),
    });
}

describe('usedImageBytes', () => {
  it('adds the trader’s screenshots and thumbnails, playbook pictures and kept note PDFs, and no one else’s', async () => {
    const [me, other, empty] = [
      await trader(database, 'quota'),
      await trader(database, 'quota'),
      await trader(database, 'quota'),
    ];
    await images(
      me,
      [
        [2_000_000_000, 400],
        [1_500, 300],
      ],
      [2_000_000_000, null],
      [2_000, null, 50],
    );
    await images(other, [[9_999, 9]], [9_999, 9], [9_999]);
    // Past 2^31 in total: the sums are not held in a 32-bit integer.
    expect(await usedImageBytes(database.db, me.userId)).toBe(
      2_000_000_000 + 400 + 1_500 + 300 + 2_000_000_000 + 2_000 + 50,
    );
    expect(await usedImageBytes(database.db, empty.userId)).toBe(0);
    // Inside a transaction, as the uploads read it.
    await database.db.transaction(async (tx) => {
      expect(await usedImageBytes(tx, other.userId)).toBe(9_999 + 9 + 9_999 + 9 + 9_999);
    });
  });
});
