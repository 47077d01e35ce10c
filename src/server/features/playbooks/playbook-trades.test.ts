import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playbookValidation as V } from '@/shared/i18n/validation';
import type { PlaybookDto } from '@/shared/playbooks/contract';
import type { ImportSummary, TradeDto, TradeListResponse } from '@/shared/trading/api-contract';
import { gamificationDays } from '../../db/schema';
import {
  type Fail,
  ids,
  newPlaybook,
  newTrade,
  type PlaybooksTestApp,
  playbooksTestApp,
  trader,
  type Trader,
  tradeBody,
  tradeOf,
} from './playbooks.testkit';

let t: PlaybooksTestApp;
beforeAll(async () => {
  t = await playbooksTestApp();
});

const putPlan = (who: Trader, day: string, playbookIds: string[]) =>
  who.client.json<Fail & { playbookIds: string[] }>(`/api/discipline/daily-plan?day=${day}`, {
    method: 'PUT',
    json: { bias: 'lateral', playbookIds },
  });

const breaksOf = async (who: Trader, id: string) => (await tradeOf(who, id)).ruleBreaks;

describe('a trade’s playbook', () => {
  it('is stored on create, shown on the trade and in the list, kept by an edit that does not name it', async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    const [c1] = ids(p);
    const created = await newTrade(a, { playbookId: p.id, criteriaMet: [c1, c1] });
    expect(created.playbook).toEqual({ id: p.id, name: p.name });
    expect(created.criteriaMet).toEqual([c1]);
    const listed = await a.client.json<TradeListResponse>('/api/trades');
    expect(listed.body.items.find((i) => i.id === created.id)?.playbook).toEqual({ id: p.id, name: p.name });
    const { playbook: _p, criteriaMet: _c, ...rest } = created;
    const edited = await a.client.json<TradeDto>(`/api/trades/${created.id}`, {
      method: 'PUT',
      json: { ...rest, notes: 'sem mexer no playbook' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.playbook?.id).toBe(p.id);
    expect(edited.body.criteriaMet).toEqual([c1]);
    const cleared = await a.client.json<TradeDto>(`/api/trades/${created.id}`, {
      method: 'PUT',
      json: { ...rest, playbookId: null },
    });
    expect(cleared.body.playbook).toBeNull();
    expect(cleared.body.criteriaMet).toEqual([]);
    // A trade without a playbook says so.
    expect((await newTrade(a)).playbook).toBeNull();
  });

  it('refuses another trader’s playbook, a criterion of another playbook and criteria without a playbook', async () => {
    const a = await trader(t);
    const b = await trader(t);
    const mine = await newPlaybook(a);
    const other = await newPlaybook(a);
    const theirs = await newPlaybook(b);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ playbookId: theirs.id }, 'playbookId', V.unknownPlaybook],
      [{ playbookId: crypto.randomUUID() }, 'playbookId', V.unknownPlaybook],
      [{ playbookId: mine.id, criteriaMet: [ids(other)[0]] }, 'criteriaMet', V.unknownCriterion],
      [{ playbookId: mine.id, criteriaMet: [ids(theirs)[0]] }, 'criteriaMet', V.unknownCriterion],
      [{ criteriaMet: [ids(mine)[0]] }, 'criteriaMet', V.criteriaWithoutPlaybook],
    ];
    for (const [over, field, message] of cases) {
      const res = await a.client.json<Fail>('/api/trades', { json: tradeBody(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.fieldErrors?.[field]).toEqual([message]);
    }
    const malformed = await a.client.json<Fail>('/api/trades', { json: tradeBody({ playbookId: 'x' }) });
    expect(malformed.status).toBe(400);
    // On an edit too, and b's trade cannot take a's playbook.
    const bTrade = await newTrade(b);
    const edit = await b.client.json<Fail>(`/api/trades/${bTrade.id}`, {
      method: 'PUT',
      json: { ...tradeBody(), playbookId: mine.id },
    });
    expect(edit.status).toBe(400);
    expect(edit.body.fieldErrors?.playbookId).toEqual([V.unknownPlaybook]);
    expect((await tradeOf(b, bTrade.id)).playbook).toBeNull();
  });
});

describe('rule breaks of a playbook', () => {
  it("'criteria-missing' when a required criterion is not ticked, re-judged as the checklist changes", async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    const [req1, req2, optional] = ids(p) as [string, string, string];
    const all = await newTrade(a, { playbookId: p.id, criteriaMet: [req1, req2] });
    const missing = await newTrade(a, { playbookId: p.id, criteriaMet: [req1, optional] });
    expect(all.ruleBreaks).not.toContain('criteria-missing');
    expect(missing.ruleBreaks).toContain('criteria-missing');
    // req2 no longer required: nothing is missing any more.
    const res = await a.client.json<PlaybookDto>(`/api/playbooks/${p.id}`, {
      method: 'PUT',
      json: {
        name: p.name,
        criteria: p.criteria.map((c) => ({ id: c.id, label: c.label, required: c.id === req1 })),
      },
    });
    expect(res.status).toBe(200);
    expect(await breaksOf(a, missing.id)).not.toContain('criteria-missing');
    // Ticking on an edit, and the bulk edit, judge again too.
    const bare = await newTrade(a, { playbookId: p.id, criteriaMet: [] });
    expect(bare.ruleBreaks).toContain('criteria-missing');
    const bulk = await a.client.json<{ updated: number }>('/api/trades/bulk-playbook', {
      json: { ids: [bare.id], playbookId: p.id, criteriaMet: [req1] },
    });
    expect(bulk.body).toEqual({ updated: 1 });
    expect(await breaksOf(a, bare.id)).not.toContain('criteria-missing');
  });

  it("'setup-not-allowed' when the day's plan lists playbooks and not this one; re-judged when the plan is written", async () => {
    const a = await trader(t);
    const allowed = await newPlaybook(a, { criteria: [] });
    const other = await newPlaybook(a, { criteria: [] });
    const day = '2025-03-11';
    const inPlan = await newTrade(a, { date: day, playbookId: allowed.id });
    const outside = await newTrade(a, { date: day, playbookId: other.id });
    const none = await newTrade(a, { date: day });
    // No plan yet: nothing is judged.
    expect(outside.ruleBreaks).not.toContain('setup-not-allowed');
    const plan = await putPlan(a, day, [allowed.id]);
    expect(plan.status, JSON.stringify(plan.body)).toBe(200);
    expect(plan.body.playbookIds).toEqual([allowed.id]);
    expect(await breaksOf(a, outside.id)).toContain('setup-not-allowed');
    expect(await breaksOf(a, inPlan.id)).not.toContain('setup-not-allowed');
    expect(await breaksOf(a, none.id)).not.toContain('setup-not-allowed');
    // Recorded, never refused: a new trade with the other setup is stored with the break.
    const later = await newTrade(a, { date: day, playbookId: other.id });
    expect(later.ruleBreaks).toContain('setup-not-allowed');
    // The plan allows both now; and an empty list judges nothing.
    await putPlan(a, day, [allowed.id, other.id]);
    expect(await breaksOf(a, outside.id)).not.toContain('setup-not-allowed');
    await putPlan(a, day, [allowed.id]);
    await putPlan(a, day, []);
    expect(await breaksOf(a, outside.id)).not.toContain('setup-not-allowed');
    // Deleting the only allowed playbook leaves a plan that lists none: nothing is judged.
    await putPlan(a, day, [allowed.id]);
    expect(await breaksOf(a, outside.id)).toContain('setup-not-allowed');
    expect((await a.client.request(`/api/playbooks/${allowed.id}`, { method: 'DELETE' })).status).toBe(204);
    expect(await breaksOf(a, outside.id)).not.toContain('setup-not-allowed');
  });

  it("the daily plan refuses another trader's playbook", async () => {
    const a = await trader(t);
    const b = await trader(t);
    const theirs = await newPlaybook(b);
    const res = await putPlan(a, '2025-03-12', [theirs.id]);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.playbookIds).toEqual([V.unknownPlaybook]);
  });
});

describe('POST /api/trades/bulk-playbook', () => {
  it("sets and clears the playbook of the caller's trades only", async () => {
    const a = await trader(t);
    const b = await trader(t);
    const p = await newPlaybook(a);
    const mine = [await newTrade(a), await newTrade(a)] as const;
    const theirs = await newTrade(b);
    const res = await a.client.json<{ updated: number }>('/api/trades/bulk-playbook', {
      json: { ids: [...mine.map((m) => m.id), theirs.id, 'nao-e-id'], playbookId: p.id },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ updated: 2 });
    for (const m of mine) expect((await tradeOf(a, m.id)).playbook?.id).toBe(p.id);
    expect((await tradeOf(b, theirs.id)).playbook).toBeNull();
    // b cannot use a's playbook, even on b's own trades.
    const foreign = await b.client.json<Fail>('/api/trades/bulk-playbook', {
      json: { ids: [theirs.id], playbookId: p.id },
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.fieldErrors?.playbookId).toEqual([V.unknownPlaybook]);
    const cleared = await a.client.json<{ updated: number }>('/api/trades/bulk-playbook', {
      json: { ids: mine.map((m) => m.id), playbookId: null },
    });
    expect(cleared.body).toEqual({ updated: 2 });
    expect((await tradeOf(a, mine[0].id)).playbook).toBeNull();
    const badCriterion = await a.client.json<Fail>('/api/trades/bulk-playbook', {
      json: { ids: [mine[0].id], playbookId: p.id, criteriaMet: [crypto.randomUUID()] },
    });
    expect(badCriterion.status).toBe(400);
    expect(badCriterion.body.fieldErrors?.criteriaMet).toEqual([V.unknownCriterion]);
    await a.client.json(`/api/playbooks/${p.id}/archive`, { method: 'PATCH', json: { archived: true } });
    const archived = await a.client.json<Fail>('/api/trades/bulk-playbook', {
      json: { ids: [mine[0].id], playbookId: p.id },
    });
    expect(archived.status).toBe(400);
    expect(archived.body.fieldErrors?.playbookId).toEqual([V.archivedPlaybook]);
  });
});

describe('an import with a playbook', () => {
  const csv = () =>
    new TextEncoder().encode(
      [
        'data;hora;tipo;contratos;ativo;entrada;saida',
        '2025-03-13;09:15:00;compra;1;WIN;125000;125100',
        '2025-03-13;10:15:00;venda;1;WIN;125000;124900',
      ].join('\n'),
    );
  const upload = (who: Trader, options: Record<string, unknown>) => {
    const form = new FormData();
    form.append('file', new Blob([csv() as BlobPart]), 'operacoes.csv');
    form.append('options', JSON.stringify(options));
    return who.client.json<ImportSummary & Fail>('/api/imports', { body: form });
  };

  it('records every imported trade with it (criteria unticked, so a required one is missing)', async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    const res = await upload(a, { playbookId: p.id });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.imported).toBe(2);
    const listed = await a.client.json<TradeListResponse>('/api/trades?from=2025-03-13&to=2025-03-13');
    expect(listed.body.items).toHaveLength(2);
    for (const item of listed.body.items) {
      expect(item.playbook).toEqual({ id: p.id, name: p.name });
      expect(item.criteriaMet).toEqual([]);
      expect(item.ruleBreaks).toContain('criteria-missing');
    }
  });

  it("refuses another trader's playbook and stores nothing", async () => {
    const a = await trader(t);
    const b = await trader(t);
    const theirs = await newPlaybook(b);
    const res = await upload(a, { playbookId: theirs.id });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors?.playbookId).toEqual([V.unknownPlaybook]);
    const listed = await a.client.json<TradeListResponse>('/api/trades');
    expect(listed.body.total).toBe(0);
  });
});

describe('gamification', () => {
  it("a trade with its playbook's checklist followed counts toward 'Checklist seguido'; a missing required criterion does not", async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    const [req1, req2] = ids(p) as [string, string];
    const day = '2025-03-14';
    await newTrade(a, { date: day, playbookId: p.id, criteriaMet: [req1, req2] });
    await newTrade(a, { date: day, playbookId: p.id, criteriaMet: [req1] });
    const [row] = await t.database.db
      .select({ facts: gamificationDays.facts })
      .from(gamificationDays)
      .where(and(eq(gamificationDays.userId, a.id), eq(gamificationDays.day, day)));
    expect((row?.facts as { checklistFollowed?: number; trades: number }) ?? {}).toMatchObject({
      trades: 2,
      checklistFollowed: 1,
    });
    const progress = await a.client.json<{ achievements: { id: string; progress: number }[] }>(
      '/api/gamification',
    );
    expect(progress.status).toBe(200);
    expect(JSON.stringify(progress.body)).toContain('Checklist seguido');
  });
});
