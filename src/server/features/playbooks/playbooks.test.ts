import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { playbookValidation as V } from '@/shared/i18n/validation';
import type { PlaybookDto } from '@/shared/playbooks/contract';
import { playbookCriteria, playbooks } from '../../db/schema';
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

const list = async (who: Trader, query = '') => {
  const res = await who.client.json<PlaybookDto[]>(`/api/playbooks${query}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('playbooks', () => {
  it('creates one with its checklist, lists it in the trader’s order and reads it back', async () => {
    const a = await trader(t);
    const first = await newPlaybook(a, {
      name: '  Pullback na VWAP ',
      description: 'Entrada no reteste',
      instruments: ['winz25', 'WDO', 'WIN'],
      timeframe: '5 min',
    });
    expect(first).toMatchObject({
      name: 'Pullback na VWAP',
      description: 'Entrada no reteste',
      instruments: ['WIN', 'WDO'],
      timeframe: '5 min',
      archived: false,
      position: 0,
      imageUrl: null,
      tradeCount: 0,
    });
    expect(first.criteria.map((c) => [c.label, c.required, c.position])).toEqual([
      ['Rompimento da máxima do dia', true, 0],
      ['Volume acima da média', true, 1],
      ['A favor da VWAP', false, 2],
    ]);
    const second = await newPlaybook(a, { name: 'Abertura' });
    expect(second.position).toBe(1);
    expect((await list(a)).map((p) => p.name)).toEqual(['Pullback na VWAP', 'Abertura']);
    const one = await a.client.json<PlaybookDto>(`/api/playbooks/${first.id}`);
    expect(one.body).toEqual(first);

    const ordered = await a.client.json<PlaybookDto[]>('/api/playbooks/order', {
      method: 'PUT',
      json: { ids: [second.id, first.id] },
    });
    expect(ordered.status).toBe(200);
    expect(ordered.body.map((p) => p.name)).toEqual(['Abertura', 'Pullback na VWAP']);
    const bad = await a.client.json<Fail>('/api/playbooks/order', {
      method: 'PUT',
      json: { ids: [second.id, second.id] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('PLAYBOOK_ORDER_INVALID');
  });

  it('refuses invalid input with the Portuguese field messages', async () => {
    const a = await trader(t);
    const empty = await a.client.json<Fail>('/api/playbooks', { json: { name: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors?.name).toEqual([V.nameRequired]);
    const dup = await a.client.json<Fail>('/api/playbooks', {
      json: { name: 'Setup', criteria: [{ label: 'Volume' }, { label: 'volume' }] },
    });
    expect(dup.status).toBe(400);
    expect(dup.body.fieldErrors?.['criteria.1.label']).toEqual([V.duplicateCriterion]);
    await newPlaybook(a, { name: 'Setup' });
    const taken = await a.client.json<Fail>('/api/playbooks', { json: { name: 'SETUP' } });
    expect(taken.status).toBe(400);
    expect(taken.body.fieldErrors?.name).toEqual([V.nameTaken]);
  });

  it('archives and reactivates: an archived playbook is listed apart and not offered for new trades', async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    const used = await newTrade(a, { playbookId: p.id, criteriaMet: ids(p) });
    const archived = await a.client.json<PlaybookDto>(`/api/playbooks/${p.id}/archive`, {
      method: 'PATCH',
      json: { archived: true },
    });
    expect(archived.status).toBe(200);
    expect(archived.body).toMatchObject({ archived: true, tradeCount: 1 });
    expect(await list(a)).toEqual([]);
    expect((await list(a, '?archived=1')).map((x) => x.id)).toEqual([p.id]);
    // A new trade cannot choose it; the trade that has it keeps it through an edit.
    const refused = await a.client.json<Fail>('/api/trades', {
      json: tradeBody({ playbookId: p.id }),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors?.playbookId).toEqual([V.archivedPlaybook]);
    const edited = await a.client.json<{ playbook: { id: string } | null; notes: string }>(
      `/api/trades/${used.id}`,
      { method: 'PUT', json: { ...used, notes: 'revisado', playbookId: p.id } },
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.playbook?.id).toBe(p.id);
    const back = await a.client.json<PlaybookDto>(`/api/playbooks/${p.id}/archive`, {
      method: 'PATCH',
      json: { archived: false },
    });
    expect(back.body.archived).toBe(false);
  });

  it('removing a criterion removes it from the trades that ticked it; a kept one keeps its ticks', async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    type Criterion = PlaybookDto['criteria'][number];
    const [c1, c2, c3] = p.criteria as [Criterion, Criterion, Criterion];
    const trade = await newTrade(a, { playbookId: p.id, criteriaMet: [c1.id, c2.id, c3.id] });
    const res = await a.client.json<PlaybookDto>(`/api/playbooks/${p.id}`, {
      method: 'PUT',
      json: {
        name: p.name,
        criteria: [
          { id: c3.id, label: 'A favor da VWAP (renomeado)', required: false },
          { id: c1.id, label: c1.label, required: true },
          { label: 'Sem notícia às 10h', required: false },
        ],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.criteria.map((c) => [c.label, c.position])).toEqual([
      ['A favor da VWAP (renomeado)', 0],
      ['Rompimento da máxima do dia', 1],
      ['Sem notícia às 10h', 2],
    ]);
    expect(res.body.criteria[0]?.id).toBe(c3.id);
    expect((await tradeOf(a, trade.id)).criteriaMet?.sort()).toEqual([c1.id, c3.id].sort());
    const unknown = await a.client.json<Fail>(`/api/playbooks/${p.id}`, {
      method: 'PUT',
      json: { name: p.name, criteria: [{ id: crypto.randomUUID(), label: 'x' }] },
    });
    expect(unknown.status).toBe(400);
  });

  it('deleting a playbook keeps its trades, without a playbook nor ticks, and takes its criteria', async () => {
    const a = await trader(t);
    const p = await newPlaybook(a);
    const trade = await newTrade(a, { playbookId: p.id, criteriaMet: ids(p) });
    expect((await tradeOf(a, trade.id)).playbook).toEqual({ id: p.id, name: p.name });
    const del = await a.client.request(`/api/playbooks/${p.id}`, { method: 'DELETE' });
    expect(del.status).toBe(204);
    const after = await tradeOf(a, trade.id);
    expect(after.playbook).toBeNull();
    expect(after.criteriaMet).toEqual([]);
    expect(
      await t.database.db.select().from(playbookCriteria).where(eq(playbookCriteria.playbookId, p.id)),
    ).toEqual([]);
    expect((await a.client.request(`/api/playbooks/${p.id}`)).status).toBe(404);
  });

  it('isolation: another trader’s playbook is 404 on every route, and nothing of it changes', async () => {
    const a = await trader(t);
    const b = await trader(t);
    const p = await newPlaybook(a);
    const paths: [string, string, unknown?][] = [
      ['GET', `/api/playbooks/${p.id}`],
      ['PUT', `/api/playbooks/${p.id}`, { name: 'Roubado' }],
      ['PATCH', `/api/playbooks/${p.id}/archive`, { archived: true }],
      ['DELETE', `/api/playbooks/${p.id}`],
      ['DELETE', `/api/playbooks/${p.id}/image`],
      ['GET', `/api/playbooks/${p.id}/image`],
      ['GET', `/api/playbooks/${p.id}/thumb`],
    ];
    for (const [method, path, json] of paths) {
      const res = await b.client.json<Fail>(path, { method, ...(json ? { json } : {}) });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('PLAYBOOK_NOT_FOUND');
    }
    const order = await b.client.json<Fail>('/api/playbooks/order', { method: 'PUT', json: { ids: [p.id] } });
    expect(order.status).toBe(400);
    expect(await list(b)).toEqual([]);
    const [row] = await t.database.db.select().from(playbooks).where(eq(playbooks.id, p.id));
    expect(row).toMatchObject({ name: p.name, archivedAt: null, position: 0 });
    // And the other way: a's list never shows b's.
    await newPlaybook(b, { name: 'Do B' });
    expect((await list(a)).map((x) => x.id)).toEqual([p.id]);
  });
});
