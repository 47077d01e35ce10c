import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { type CriterionDto, type PlaybookDto, playbooksApi } from '@/shared/playbooks/contract';
import { playbookCriteria, playbooks, trades } from '../../db/schema';
import type { Exec } from '../../db/tx';
import { ApiError } from '../../http/api-error';
import { isUuid } from '../../user/trading-accounts';

export type PlaybookRow = typeof playbooks.$inferSelect;
type CriterionRow = typeof playbookCriteria.$inferSelect;

export const playbookNotFound = () => new ApiError(404, 'PLAYBOOK_NOT_FOUND');

const criterionDto = (c: CriterionRow): CriterionDto => ({
  id: c.id,
  label: c.label,
  required: c.required,
  position: c.position,
});

// The picture's URL changes with its key, so a new picture is never read from a browser's cache of the old one.
const pictureUrl = (url: string, key: string | null) =>
  key ? `${url}?v=${encodeURIComponent(key.slice(key.lastIndexOf('/') + 1, key.lastIndexOf('.')))}` : null;

export const toPlaybookDto = (r: PlaybookRow, criteria: CriterionRow[], tradeCount: number): PlaybookDto => ({
  id: r.id,
  name: r.name,
  description: r.description,
  instruments: r.instruments,
  timeframe: r.timeframe,
  criteria: criteria.map(criterionDto),
  position: r.position,
  archived: r.archivedAt !== null,
  imageUrl: pictureUrl(playbooksApi.image(r.id), r.imageKey),
  thumbUrl: pictureUrl(playbooksApi.thumb(r.id), r.thumbKey),
  tradeCount,
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

/** The caller's playbook `id`, or 404 PLAYBOOK_NOT_FOUND (whoever's it is: no hint that the id exists). */
export async function playbookFor(exec: Exec, userId: string, id: string): Promise<PlaybookRow> {
  if (!isUuid(id)) throw playbookNotFound();
  const [row] = await exec
    .select()
    .from(playbooks)
    .where(and(eq(playbooks.id, id), eq(playbooks.userId, userId)))
    .limit(1);
  if (!row) throw playbookNotFound();
  return row;
}

/** DTOs of these rows, with their criteria and trade counts (two queries whatever the number). */
export async function playbookDtos(exec: Exec, userId: string, rows: PlaybookRow[]): Promise<PlaybookDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [criteria, counts] = await Promise.all([
    exec
      .select()
      .from(playbookCriteria)
      .where(inArray(playbookCriteria.playbookId, ids))
      .orderBy(asc(playbookCriteria.playbookId), asc(playbookCriteria.position)),
    exec
      .select({ playbookId: trades.playbookId, n: sql<number>`count(*)::int` })
      .from(trades)
      .where(and(eq(trades.userId, userId), isNotNull(trades.playbookId), inArray(trades.playbookId, ids)))
      .groupBy(trades.playbookId),
  ]);
  const byPlaybook = new Map<string, CriterionRow[]>();
  for (const c of criteria) byPlaybook.set(c.playbookId, [...(byPlaybook.get(c.playbookId) ?? []), c]);
  const countOf = new Map(counts.map((c) => [c.playbookId, Number(c.n)]));
  return rows.map((r) => toPlaybookDto(r, byPlaybook.get(r.id) ?? [], countOf.get(r.id) ?? 0));
}

export async function playbookDto(exec: Exec, userId: string, id: string): Promise<PlaybookDto> {
  const [dto] = await playbookDtos(exec, userId, [await playbookFor(exec, userId, id)]);
  if (!dto) throw playbookNotFound();
  return dto;
}

/** The trader's playbooks in their order: the active ones, or with `archived` the archived ones. */
export async function listPlaybooks(exec: Exec, userId: string, archived: boolean): Promise<PlaybookDto[]> {
  const rows = await exec
    .select()
    .from(playbooks)
    .where(
      and(
        eq(playbooks.userId, userId),
        archived ? isNotNull(playbooks.archivedAt) : isNull(playbooks.archivedAt),
      ),
    )
    .orderBy(asc(playbooks.position), asc(playbooks.createdAt));
  return playbookDtos(exec, userId, rows);
}

export async function countPlaybooks(exec: Exec, userId: string): Promise<number> {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(playbooks)
    .where(eq(playbooks.userId, userId));
  return Number(row?.n ?? 0);
}

export async function criteriaOf(exec: Exec, playbookId: string): Promise<CriterionRow[]> {
  return exec
    .select()
    .from(playbookCriteria)
    .where(eq(playbookCriteria.playbookId, playbookId))
    .orderBy(asc(playbookCriteria.position));
}

/** The (account, day)s of the trades recorded with a playbook: what its change re-judges. */
export async function tradeDaysOf(exec: Exec, userId: string, playbookId: string) {
  return exec
    .select({ accountId: trades.accountId, day: trades.tradeDate })
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.playbookId, playbookId)))
    .groupBy(trades.accountId, trades.tradeDate);
}
