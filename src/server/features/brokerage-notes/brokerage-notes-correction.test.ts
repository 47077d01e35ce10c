import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NoteSummaryDto } from '@/shared/brokerage-notes/api';
import type { TaxYearDto } from '@/shared/tax/contract';
import { brokerageNoteExecutions, brokerageNotes, trades } from '../../db/schema';
import {
  attachmentsTestApp,
  fetched,
  storedOf,
  trader,
  type AttachmentsTestApp,
  type Trader,
} from '../attachments/attachments.testkit';
import { accountOf, detailOf, importNotes, noteFixture, notesOf } from './brokerage-notes.testkit';

/**
 * The broker's correction of a note (the same number, date, client code and segment, printed again with other
 * figures), through the real app, PDF reader, database and blob store: the re-issued note replaces the stored one's
 * figures and executions in one write, the day's costs are apportioned again, and neither the same version nor the
 * older one changes anything afterwards.
 */
const FIRST = 'bmf-clear-1-page.pdf';
const CORRECTED = 'bmf-clear-1-page-corrected.pdf';
const DAY = '2026-11-03';

async function importNote(who: Trader, accountId: string, name: string, keep = false) {
  const res = await importNotes(who, accountId, [name], keep);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

const onlyNote = async (who: Trader) => {
  const items = await notesOf(who);
  expect(items).toHaveLength(1);
  return items[0] as NoteSummaryDto;
};

describe("a broker's corrected note", () => {
  let t: AttachmentsTestApp;
  beforeAll(async () => {
    t = await attachmentsTestApp();
  });
  afterAll(async () => {
    await t?.blobs.close();
  });

  const dayCosts = async (userId: string) =>
    (
      await t.database.db
        .select({ costs: trades.costs, fromNote: trades.costsFromNote, contracts: trades.contracts })
        .from(trades)
        .where(and(eq(trades.userId, userId), eq(trades.tradeDate, DAY)))
        .orderBy(asc(trades.openedAt), asc(trades.id))
    ).map((r) => ({
      cents: Math.round(Number(r.costs) * 100),
      fromNote: r.fromNote,
      contracts: r.contracts,
    }));

  it('replaces the figures and executions, apportions the day again, withdraws the acceptance; the same or the older version then changes nothing', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    const first = await importNote(me, accountId, FIRST);
    expect(first).toMatchObject({ imported: 1, corrected: 0, alreadyImported: 0 });
    const { id } = await onlyNote(me);

    // The journal takes the first version's three round trips, and the trader accepts the day.
    const created = await me.client.json<{ created: number }>(`/api/brokerage-notes/${id}/create-missing`, {
      json: {},
    });
    expect(created.body.created).toBe(3);
    expect((await detailOf(me, id)).reconciliation.agrees).toBe(true);
    expect((await me.client.json(`/api/brokerage-notes/${id}/accept`, { json: { note: 'ok' } })).status).toBe(
      200,
    );
    const before = await dayCosts(me.id);
    expect(before.map((r) => r.contracts)).toEqual([3, 5, 3]);
    expect(before.every((r) => r.fromNote)).toBe(true);
    expect(before.reduce((s, r) => s + r.cents, 0)).toBe(550);

    const fix = await importNote(me, accountId, CORRECTED);
    expect(fix).toMatchObject({ imported: 0, corrected: 1, alreadyImported: 0, failed: 0 });
    expect(fix.files[0]).toMatchObject({ status: 'corrected', notes: [{ id, outcome: 'corrected' }] });

    // One note, its figures the corrected print's, figure by figure.
    const d = await detailOf(me, id);
    expect(d).toMatchObject({
      noteNumber: '48213',
      tradeDate: DAY,
      businessValueCents: 25400,
      dayTradeResultCents: 25400,
      totalCostsCents: 600,
      irrfDayTradeCents: 248,
      irrfDayTradeBaseCents: 24800,
      netTotalCents: 24552,
      acceptedAt: null,
      acceptanceNote: null,
      warnings: [],
    });
    expect(d.costs).toMatchObject({ exchangeFeesCents: 216, registrationFeeCents: 384 });
    expect(d.correctedAt).not.toBeNull();
    expect(d.executions.map((e) => [e.side, e.quantity, e.valueCents])).toEqual([
      ['V', 3, 6000],
      ['C', 3, -6900],
      ['C', 5, -10500],
      ['V', 5, 22000],
      ['V', 4, 15600],
      ['C', 4, -800],
    ]);
    const rows = await t.database.db
      .select({ noteId: brokerageNoteExecutions.noteId })
      .from(brokerageNoteExecutions)
      .innerJoin(brokerageNotes, eq(brokerageNotes.id, brokerageNoteExecutions.noteId))
      .where(eq(brokerageNotes.userId, me.id));
    expect(rows).toHaveLength(6);

    // The journal still has the first version's last round trip (3 contracts): the day no longer agrees, by the
    // money the correction moved (R$ 254,00 − R$ 208,00).
    expect(d.reconciliation).toMatchObject({
      noteResultCents: 25400,
      journalResultCents: 20800,
      differenceCents: 4600,
      agrees: false,
    });
    expect(d.reconciliation.lines.filter((l) => l.kind === 'different')).toHaveLength(1);

    // The day's costs are the corrected note's, to the cent, still in proportion to contracts.
    const after = await dayCosts(me.id);
    expect(after.every((r) => r.fromNote)).toBe(true);
    expect(after.reduce((s, r) => s + r.cents, 0)).toBe(600);
    expect(after.map((r) => r.contracts)).toEqual([3, 5, 3]);

    // The tax month reads the corrected IRRF.
    const tax = await me.client.json<TaxYearDto>('/api/tax?year=2026');
    expect(tax.body.months[10]?.notes?.irrfFromNotes).toBe(248);

    // The corrected file again, or the first version again: nothing changes.
    for (const name of [CORRECTED, FIRST]) {
      const again = await importNote(me, accountId, name);
      expect(again, name).toMatchObject({ imported: 0, corrected: 0, alreadyImported: 1 });
      expect(again.files[0], name).toMatchObject({ status: 'already-imported', notes: [{ id }] });
    }
    expect((await detailOf(me, id)).netTotalCents).toBe(24552);
    expect((await dayCosts(me.id)).reduce((s, r) => s + r.cents, 0)).toBe(600);
  });

  it('keeps the corrected PDF in place of the first when asked, and lets the first go when not', async () => {
    const me = await trader(t);
    const accountId = await accountOf(me);
    await importNote(me, accountId, FIRST, true);
    const note = await onlyNote(me);
    const firstKey = (await storedOf(t, me.id)).keys[0];
    expect(firstKey).toBeDefined();

    const fix = await importNote(me, accountId, CORRECTED, true);
    expect(fix.corrected).toBe(1);
    const corrected = await onlyNote(me);
    expect(corrected.pdfBytes).toBe(noteFixture(CORRECTED).byteLength);
    const served = await fetched(me, `/api/brokerage-notes/${note.id}/pdf`);
    expect(served.bytes.equals(Buffer.from(noteFixture(CORRECTED)))).toBe(true);
    // The first version's blob is queued for deletion by the same write; the corrected one is not.
    const stored = await storedOf(t, me.id);
    expect(stored.queued).toEqual([firstKey]);
    expect(stored.keys.filter((k) => k !== firstKey)).toHaveLength(1);

    // Another trader's first version, then the correction without keeping: the old PDF no longer matches the note.
    const you = await trader(t);
    const yours = await accountOf(you);
    await importNote(you, yours, FIRST, true);
    const yourKey = (await storedOf(t, you.id)).keys[0];
    await importNote(you, yours, CORRECTED, false);
    expect((await onlyNote(you)).pdfBytes).toBeNull();
    expect((await storedOf(t, you.id)).queued).toEqual([yourKey]);
  });
});
