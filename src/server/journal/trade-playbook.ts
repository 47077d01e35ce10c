import { and, eq, inArray } from 'drizzle-orm';
import { playbookValidation as V } from '@/shared/i18n/validation';
import { playbookCriteria, playbooks } from '../db/schema';
import type { Exec } from '../db/tx';
import { isUuid } from '../user/trading-accounts';

/** A trade's playbook columns as stored. */
export interface TradePlaybookColumns {
  playbookId: string | null;
  criteriaMet: string[];
}

/** What a trade write asks of its playbook: absent = keep (an edit) or none (a new trade); null = clear. */
export interface TradePlaybookChoice {
  playbookId?: string | null | undefined;
  criteriaMet?: string[] | undefined;
}

export type TradePlaybookResolution =
  { ok: true; values: Partial<TradePlaybookColumns> } | { ok: false; fieldErrors: Record<string, string[]> };

/** The ids among `ids` that are not playbooks of `userId` (another user's, or none at all). */
export async function foreignPlaybookIds(
  exec: Exec,
  userId: string,
  ids: readonly string[],
): Promise<string[]> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return [];
  const valid = wanted.filter(isUuid);
  const own = valid.length
    ? await exec
        .select({ id: playbooks.id })
        .from(playbooks)
        .where(and(eq(playbooks.userId, userId), inArray(playbooks.id, valid)))
    : [];
  const mine = new Set(own.map((r) => r.id));
  return wanted.filter((id) => !mine.has(id));
}

/** One playbook of the user with its criteria ids, or undefined when it is not theirs. */
async function ownPlaybook(exec: Exec, userId: string, id: string) {
  if (!isUuid(id)) return undefined;
  const [row] = await exec
    .select({ id: playbooks.id, archivedAt: playbooks.archivedAt })
    .from(playbooks)
    .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)));
  if (!row) return undefined;
  const criteria = await exec
    .select({ id: playbookCriteria.id })
    .from(playbookCriteria)
    .where(eq(playbookCriteria.playbookId, id));
  return { archived: row.archivedAt !== null, criteria: new Set(criteria.map((c) => c.id)) };
}

/**
 * The playbook columns a trade write stores, checked against the trader's playbooks: the playbook must be theirs
 * (and not archived when newly chosen), each ticked criterion one of its criteria. `current` is the stored trade's
 * (an edit); a write that names neither field keeps them. A new playbook without criteria given starts with none.
 */
export async function resolveTradePlaybook(
  exec: Exec,
  userId: string,
  choice: TradePlaybookChoice,
  current?: TradePlaybookColumns,
): Promise<TradePlaybookResolution> {
  const { playbookId, criteriaMet } = choice;
  if (playbookId === undefined && criteriaMet === undefined) return { ok: true, values: {} };
  if (playbookId === null) {
    if (criteriaMet?.length) return { ok: false, fieldErrors: { criteriaMet: [V.criteriaWithoutPlaybook] } };
    return { ok: true, values: { playbookId: null, criteriaMet: [] } };
  }
  const target = playbookId ?? current?.playbookId ?? null;
  if (target === null)
    return criteriaMet?.length
      ? { ok: false, fieldErrors: { criteriaMet: [V.criteriaWithoutPlaybook] } }
      : { ok: true, values: { playbookId: null, criteriaMet: [] } };
  const playbook = await ownPlaybook(exec, userId, target);
  if (!playbook) return { ok: false, fieldErrors: { playbookId: [V.unknownPlaybook] } };
  const kept = current?.playbookId === target;
  if (playbook.archived && !kept) return { ok: false, fieldErrors: { playbookId: [V.archivedPlaybook] } };
  const ticked = criteriaMet ?? (kept ? (current?.criteriaMet ?? []) : []);
  if (criteriaMet !== undefined && ticked.some((id) => !playbook.criteria.has(id)))
    return { ok: false, fieldErrors: { criteriaMet: [V.unknownCriterion] } };
  // Criteria kept from the stored trade are the playbook's still (a removed one left the trades with it).
  return {
    ok: true,
    values: { playbookId: target, criteriaMet: ticked.filter((id) => playbook.criteria.has(id)) },
  };
}

/**
 * Whether `id` is a playbook of the user a new trade may take: its field error when not (another user's or none:
 * unknown; archived: to reactivate first), undefined when it may.
 */
export async function newChoiceError(exec: Exec, userId: string, id: string): Promise<string | undefined> {
  if (!isUuid(id)) return V.unknownPlaybook;
  const [row] = await exec
    .select({ archivedAt: playbooks.archivedAt })
    .from(playbooks)
    .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)));
  if (!row) return V.unknownPlaybook;
  return row.archivedAt ? V.archivedPlaybook : undefined;
}

/** Criteria ids of a playbook (the bulk edit checks the ones it is given). */
export async function criteriaIdsOf(exec: Exec, playbookId: string): Promise<Set<string>> {
  const rows = await exec
    .select({ id: playbookCriteria.id })
    .from(playbookCriteria)
    .where(eq(playbookCriteria.playbookId, playbookId));
  return new Set(rows.map((r) => r.id));
}
