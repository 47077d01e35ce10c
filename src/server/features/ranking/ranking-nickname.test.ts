import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RankingMeDto } from '@/shared/gamification/contract';
import { rankingMembers } from '../../db/schema';
import { TestClient } from '../../testing/test-client';
import {
  board,
  daysEnding,
  join,
  rankingTestApp,
  todayOf,
  trader,
  writeDays,
  type RankingTestApp,
} from './ranking.testkit';

let t: RankingTestApp;
const NOW = new Date('2026-05-20T15:00:00Z');

beforeAll(async () => {
  t = await rankingTestApp({ now: NOW });
});

/** A nickname no other test of the worker uses. */
const nick = (base: string) => `${base}${randomUUID().slice(0, 6)}`;

type Refusal = { code: string; message: string; fieldErrors?: Record<string, string[]> };

describe('choosing a nickname and opting in', () => {
  it('is off by default: no nickname, not opted in, and the own score is shown all the same', async () => {
    const ana = await trader(t);
    await writeDays(t, ana.id, daysEnding(todayOf(NOW), 8, { trades: 2, withStop: 1 }));
    const me = await ana.client.json<RankingMeDto>('/api/ranking/me');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ nickname: null, optedIn: false, school: null });
    expect(me.body.score30d).toMatchObject({ trades: 16, activeDays: 8, eligible: true });
    expect(me.body.score30d.parts.stops).toBe(50); // percent of the trades with a stop
  });

  it('joins with a nickname, keeps its letter case, and can change it', async () => {
    const bia = await trader(t);
    const first = nick('Bia');
    const joined = await join(bia.client, first);
    expect(joined).toMatchObject({ nickname: first, optedIn: true });
    const second = nick('bia.b-');
    const changed = await join(bia.client, second);
    expect(changed.nickname).toBe(second);
    // Only the case changes: it is still theirs, not "taken".
    expect((await join(bia.client, second.toUpperCase())).nickname).toBe(second.toUpperCase());
  });

  it('refuses a nickname another trader holds, in any letter case, with 409 and a Portuguese message', async () => {
    const caio = await trader(t);
    const duda = await trader(t);
    const taken = nick('Caio');
    await join(caio.client, taken);
    const res = await duda.client.json<Refusal>('/api/ranking/me', {
      method: 'PUT',
      json: { nickname: taken.toLowerCase() },
    });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('NICKNAME_TAKEN');
    expect(res.body.message).toBe('Este apelido já está em uso. Escolha outro.');
    expect(res.body.fieldErrors?.nickname).toEqual([res.body.message]);
    // Nothing was written for the refused trader.
    expect((await duda.client.json<RankingMeDto>('/api/ranking/me')).body).toMatchObject({
      nickname: null,
      optedIn: false,
    });
  });

  it.each([
    ['ab', 'Use pelo menos 3 caracteres'],
    ['a'.repeat(21), 'Use no máximo 20 caracteres'],
    ['ana@mail.com', 'O apelido não pode ser um e-mail'],
    ['ana maria', 'Use letras, números, ponto, hífen ou sublinhado (sem espaços)'],
    ['-ana', 'Use letras, números, ponto, hífen ou sublinhado (sem espaços)'],
    ['Admin', 'Este apelido é reservado'],
  ])('refuses %j with a 400 and the field error %j', async (nickname, message) => {
    const eva = await trader(t);
    const res = await eva.client.json<Refusal>('/api/ranking/me', { method: 'PUT', json: { nickname } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('INVALID_INPUT');
    expect(res.body.message).toBe('Dados inválidos. Verifique os campos destacados.');
    expect(res.body.fieldErrors?.nickname).toContain(message);
  });

  it('allows the trader to choose their own name or email local part as a nickname', async () => {
    const local = nick('fabio');
    const fabio = await trader(t, `Fábio ${local}`);
    expect((await join(fabio.client, local)).nickname).toBe(local);
  });

  it('leaves at once, keeps the nickname for a return, and the nickname stays theirs', async () => {
    const gui = await trader(t);
    const name = nick('Gui');
    await join(gui.client, name);
    const left = await gui.client.json<RankingMeDto>('/api/ranking/leave', { json: {} });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ nickname: name, optedIn: false });
    expect((await board(gui.client)).myStatus).toBe('not-opted-in');
    const other = await trader(t);
    const res = await other.client.json<Refusal>('/api/ranking/me', {
      method: 'PUT',
      json: { nickname: name },
    });
    expect(res.status).toBe(409);
    expect((await join(gui.client, name)).optedIn).toBe(true);
  });

  it("one trader's join, change or leave never touches another's membership", async () => {
    const ivo = await trader(t);
    const ju = await trader(t);
    const ivoNick = nick('Ivo');
    await join(ivo.client, ivoNick);
    await join(ju.client, nick('Ju'));
    await join(ju.client, nick('Juju'));
    await ju.client.json('/api/ranking/leave', { json: {} });
    const ivoMe = await ivo.client.json<RankingMeDto>('/api/ranking/me');
    expect(ivoMe.body).toMatchObject({ nickname: ivoNick, optedIn: true });
    const juMe = await ju.client.json<RankingMeDto>('/api/ranking/me');
    expect(juMe.body.nickname).not.toBe(ivoNick);
  });

  it('a trader whose trial ended (read-only) can still leave, but not join again', async () => {
    // The fixture dates the account from the real clock: read it on the real clock too.
    t.clock.now = new Date();
    const email = `${nick('expirado')}@example.test`;
    const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
      json: {
        email,
        password: 'segredo123',
        name: 'Pessoa Expirada',
        allowed: true,
        access: 'trial',
        createdDaysAgo: 30,
      },
    });
    expect(created.status).toBe(201);
    const client = new TestClient(t.app);
    expect(
      (await client.json('/api/auth/sign-in/email', { json: { email, password: 'segredo123' } })).status,
    ).toBe(200);
    const name = nick('Exp');
    await t.database.db
      .insert(rankingMembers)
      .values({ userId: created.body.userId, nickname: name, optedIn: true });
    const left = await client.json<RankingMeDto>('/api/ranking/leave', { json: {} });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ nickname: name, optedIn: false });
    const rejoin = await client.json<Refusal>('/api/ranking/me', { method: 'PUT', json: { nickname: name } });
    expect(rejoin.status).toBe(403);
    expect(rejoin.body.code).toBe('TRIAL_EXPIRED');
    t.clock.now = NOW;
  });

  it('a trader who never joined can leave without harm', async () => {
    const hugo = await trader(t);
    const left = await hugo.client.json<RankingMeDto>('/api/ranking/leave', { json: {} });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ nickname: null, optedIn: false });
  });
});
