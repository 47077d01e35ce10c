import { and, eq, inArray, sql } from 'drizzle-orm';
import { playbookValidation as V } from '@/shared/i18n/validation';
import type { PlaybookDto, PlaybookValues } from '@/shared/playbooks/contract';
import { PLAYBOOKS_MAX } from '@/shared/playbooks/limits';
import type { Db } from '../../db/client';
import { dailyPlans, playbookCriteria, playbooks, trades } from '../../db/schema';
import { lockUserTrades } from '../../db/trade-lock';
import type { Exec } from '../../db/tx';
import { ApiError } from '../../http/api-error';
import { type LedgerTx, ledgerWrite } from '../../ledger/ledger-write';
import {
  countPlaybooks,
  criteriaOf,
  listPlaybooks,
  playbookDto,
  playbookFor,
  playbookNotFound,
  tradeDaysOf,
} from './playbooks.queries';

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'INVALID_INPUT', { fieldErrors: { [field]: [message] } });

async function assertNameFree(exec: Exec, userId: string, name: string, except?: string) {
  const [taken] = await exec
    .select({ id: playbooks.id })
    .from(playbooks)
    .where(
      and(
        eq(playbooks.userId, userId),
        sql`lower(${playbooks.name}) = lower(${name})`,
        except ? sql`${playbooks.id} <> ${except}` : undefined,
      ),
    )
    .limit(1);
  if (taken) throw fieldError('name', V.nameTaken);
}

const ownColumns = (v: PlaybookValues) => ({
  name: v.name,
  description: v.description,
  instruments: [...new Set(v.instruments.map((s) => s.root))],
  timeframe: v.timeframe,
});

/** A new playbook, last in the trader's order. Under the user's lock: two creates cannot pass the limit or share a name. */
export async function createPlaybook(db: Db, userId: string, values: PlaybookValues): Promise<PlaybookDto> {
  return db.transaction(async (tx) => {
    await lockUserTrades(tx, userId);
    if ((await countPlaybooks(tx, userId)) >= PLAYBOOKS_MAX) throw fieldError('name', V.tooManyPlaybooks);
    await assertNameFree(tx, userId, values.name);
    const [row] = await tx
      .insert(playbooks)
      .values({
        userId,
        ...ownColumns(values),
        position: sql`(select coalesce(max(position) + 1, 0) from ${playbooks} where user_id = ${userId})`,
      })
      .returning({ id: playbooks.id });
    if (!row) throw new Error('playbook insert returned nothing');
    if (values.criteria.length)
      await tx.insert(playbookCriteria).values(
        values.criteria.map((c, position) => ({
          playbookId: row.id,
          userId,
          label: c.label,
          required: c.required,
          position,
        })),
      );
    return playbookDto(tx, userId, row.id);
  });
}

/**
 * Replaces a playbook's fields and checklist: criteria with an id are kept (their ticks on trades stay), new ones
 * created, absent ones removed — from the trades that ticked them too. A change of the checklist re-judges the
 * playbook's trades ('criteria-missing' reads the required criteria), in the same transaction.
 */
export async function updatePlaybook(
  db: Db,
  userId: string,
  id: string,
  values: PlaybookValues,
  now: Date,
): Promise<PlaybookDto> {
  return ledgerWrite(
    db,
    { userId, now },
    async (tx, change) => {
      await playbookFor(tx, userId, id);
      await assertNameFree(tx, userId, values.name, id);
      await tx
        .update(playbooks)
        .set(ownColumns(values))
        .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)));
      if (await replaceCriteria(tx, userId, id, values.criteria))
        change.tradesOn(await tradeDaysOf(tx, userId, id));
    },
    (tx) => playbookDto(tx, userId, id),
  );
}

/** Writes the checklist; true when it changed in a way that may change a trade's breaks. */
async function replaceCriteria(
  tx: LedgerTx,
  userId: string,
  playbookId: string,
  wanted: PlaybookValues['criteria'],
): Promise<boolean> {
  const current = await criteriaOf(tx, playbookId);
  const byId = new Map(current.map((c) => [c.id, c]));
  const keptIds = new Set<string>();
  for (const c of wanted) {
    if (!c.id) continue;
    if (!byId.has(c.id) || keptIds.has(c.id)) throw fieldError('criteria', V.unknownCriterion);
    keptIds.add(c.id);
  }
  const removed = current.filter((c) => !keptIds.has(c.id)).map((c) => c.id);
  let changed = removed.length > 0;
  if (removed.length) {
    await tx
      .delete(playbookCriteria)
      .where(and(eq(playbookCriteria.playbookId, playbookId), inArray(playbookCriteria.id, removed)));
    // A removed criterion leaves the trades' ticks: its id would name nothing.
    await tx.execute(sql`
      update trades set criteria_met = coalesce(
        (select array_agg(c order by o) from unnest(criteria_met) with ordinality as u(c, o)
         where c <> all(${`{${removed.join(',')}}`}::uuid[])), '{}'::uuid[])
      where user_id = ${userId} and playbook_id = ${playbookId}
        and criteria_met && ${`{${removed.join(',')}}`}::uuid[]`);
  }
  for (const [position, c] of wanted.entries()) {
    const before = c.id ? byId.get(c.id) : undefined;
    if (before) {
      if (before.required !== c.required) changed = true;
      if (before.label !== c.label || before.required !== c.required || before.position !== position)
        await tx
          .update(playbookCriteria)
          .set({ label: c.label, required: c.required, position })
          .where(eq(playbookCriteria.id, before.id));
    } else {
      if (c.required) changed = true;
      await tx
        .insert(playbookCriteria)
        .values({ playbookId, userId, label: c.label, required: c.required, position });
    }
  }
  return changed;
}

/** Archived playbooks keep their trades and figures; they are only no longer offered for new trades. */
export async function archivePlaybook(
  db: Db,
  userId: string,
  id: string,
  archived: boolean,
  now: Date,
): Promise<PlaybookDto> {
  const row = await playbookFor(db, userId, id);
  if ((row.archivedAt !== null) !== archived)
    await db
      .update(playbooks)
      .set({ archivedAt: archived ? now : null })
      .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)));
  return playbookDto(db, userId, id);
}

/**
 * Deletes a playbook: its trades stay, without a playbook nor ticks, and the daily plans that allowed it no longer
 * name it; both re-judge their days. The picture's keys are queued by the row's trigger; returns them to drain.
 */
export async function deletePlaybook(db: Db, userId: string, id: string, now: Date): Promise<string[]> {
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    const row = await playbookFor(tx, userId, id);
    const days = await tradeDaysOf(tx, userId, id);
    await tx
      .update(trades)
      .set({ playbookId: null, criteriaMet: [] })
      .where(and(eq(trades.userId, userId), eq(trades.playbookId, id)));
    const plans = await tx
      .update(dailyPlans)
      .set({ playbookIds: sql`array_remove(${dailyPlans.playbookIds}, ${id}::uuid)` })
      .where(and(eq(dailyPlans.userId, userId), sql`${id}::uuid = any(${dailyPlans.playbookIds})`))
      .returning({ day: dailyPlans.day });
    const deleted = await tx
      .delete(playbooks)
      .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)))
      .returning({ id: playbooks.id });
    if (!deleted.length) throw playbookNotFound();
    if (days.length) change.tradesOn(days);
    if (plans.length) change.userDays(plans.map((p) => p.day));
    return [row.imageKey, row.thumbKey].filter((k): k is string => k !== null);
  });
}

/** The trader's order: `ids` are their playbooks (each once), first to last; the others keep theirs after them. */
export async function orderPlaybooks(db: Db, userId: string, ids: readonly string[]): Promise<PlaybookDto[]> {
  return db.transaction(async (tx) => {
    await lockUserTrades(tx, userId);
    const own = await tx
      .select({ id: playbooks.id })
      .from(playbooks)
      .where(and(eq(playbooks.userId, userId), inArray(playbooks.id, [...ids])));
    if (own.length !== ids.length || new Set(ids).size !== ids.length)
      throw new ApiError(400, 'PLAYBOOK_ORDER_INVALID');
    for (const [position, id] of ids.entries())
      await tx
        .update(playbooks)
        .set({ position })
        .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)));
    await tx.execute(sql`
      update playbooks p set position = ${ids.length} + o.rn - 1
      from (select id, row_number() over (order by position, created_at) as rn from playbooks
            where user_id = ${userId} and id <> all(${`{${ids.join(',')}}`}::uuid[])) o
      where p.id = o.id`);
    return listPlaybooks(tx, userId, false);
  });
}
