import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { addMember, createSchool, person } from '../schools/schools.testkit';
import {
  daysEnding,
  join,
  makeStudent,
  memberWithDays,
  ownDatabase,
  rankingTestApp,
  todayOf,
  writeDays,
  type Person,
  type RankingTestApp,
} from './ranking.testkit';

/*
 * What the ranking answers never carries: an email, a name (of anyone, the viewer included), a user id, the
 * nickname of someone not taking part, money, P&L, win rate or trade counts of others. The file has a database of
 * its own, so every person on its boards was seeded here with a name and an email the test looks for.
 */
let database: Database;
let t: RankingTestApp;
const NOW = new Date('2026-04-15T15:00:00Z');
const TODAY = todayOf(NOW);

const ROW_KEYS = ['achievements', 'isMe', 'level', 'levelName', 'nickname', 'position', 'score'];
const BOARD_KEYS = [
  'available',
  'me',
  'minParticipants',
  'myStatus',
  'participants',
  'period',
  'schoolName',
  'scope',
  'top',
];
const ME_KEYS = ['nickname', 'optedIn', 'school', 'score30d'];
const OWN_SCORE_KEYS = ['activeDays', 'eligible', 'parts', 'score', 'trades'];
/** Keys a board must never carry, however they are spelled. */
const FORBIDDEN_KEYS =
  /"(pnl|p&l|money|profit|lucro|win_?rate|email|name|user_?id|id|trades|trade_?count|active_?days)"\s*:/i;

const secrets = {
  names: [] as string[],
  emails: [] as string[],
  ids: [] as string[],
  hiddenNicknames: [] as string[],
};
let viewer: Person;
let leaver: Person;
let schoolName: string;

beforeAll(async () => {
  database = await ownDatabase('ranking_privacy');
  t = await rankingTestApp({ database, now: NOW });
  const admin = await person(t, 'admin', 'Administradora Geral');
  const school = await createSchool(admin, { name: 'Escola Sigilo' });
  schoolName = school.name;

  // 12 opted-in, eligible members (10 of them students of the school), with names and emails.
  for (let i = 0; i < 12; i++) {
    const m = await memberWithDays(t, `Publico${i}`, daysEnding(TODAY, 10 + i), {
      name: `Joana Segredo ${i}`,
      email: `joana.segredo.${i}@privado.test`,
    });
    if (i < 10) await makeStudent(t, m.id, school.id);
    secrets.names.push(m.name);
    secrets.emails.push(m.email);
    secrets.ids.push(m.id);
  }
  // Not taking part: one who left (a nickname kept), one who never chose one, both with great days.
  const hidden = await memberWithDays(t, 'Escondido', daysEnding(TODAY, 20), {
    optedIn: false,
    name: 'Pedro Oculto',
    email: 'pedro.oculto@privado.test',
  });
  await makeStudent(t, hidden.id, school.id);
  secrets.hiddenNicknames.push('Escondido');
  secrets.names.push(hidden.name);
  secrets.emails.push(hidden.email);
  secrets.ids.push(hidden.id);

  viewer = await person(t, 'trader', 'Vera Visitante', 'vera.visitante@privado.test');
  await addMember(t, viewer.id, school.id, 'member');
  await writeDays(t, viewer.id, daysEnding(TODAY, 12));
  leaver = await person(t, 'trader', 'Lucas Saindo', 'lucas.saindo@privado.test');
  await makeStudent(t, leaver.id, school.id);
  await writeDays(t, leaver.id, daysEnding(TODAY, 12));
  await join(leaver.client, 'VouSair');
  for (const p of [admin, viewer, leaver]) {
    secrets.names.push(p.name);
    secrets.emails.push(p.email);
    secrets.ids.push(p.id);
  }
});
afterAll(async () => {
  await t?.tradesFeed.stop();
  await database?.close();
});

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  return into;
}

function expectNothingSecret(text: string) {
  expect(text).not.toContain('@');
  for (const s of [...secrets.names, ...secrets.emails, ...secrets.ids, ...secrets.hiddenNicknames])
    expect(text).not.toContain(s);
  // Parts of the names too: a first or last name alone is still a name.
  expect(text).not.toMatch(/Joana|Segredo|Pedro|Oculto|Vera|Visitante|Lucas|Saindo|Administradora/);
}

async function walk(client: Person['client']) {
  const answers: { what: string; status: number; text: string; body: unknown }[] = [];
  const get = async (what: string, path: string, init?: Parameters<Person['client']['request']>[1]) => {
    const res = await client.request(path, init);
    const text = await res.text();
    answers.push({ what, status: res.status, text, body: JSON.parse(text) });
  };
  await get('me', '/api/ranking/me');
  for (const scope of ['global', 'school'])
    for (const period of ['30d', 'all'])
      await get(`board ${scope} ${period}`, `/api/ranking/board?scope=${scope}&period=${period}`);
  return answers;
}

describe('ranking answers', () => {
  it('never carry an email, a name, an id, a hidden nickname or a field outside the DTOs', async () => {
    const before = await walk(viewer.client);
    const joined = await viewer.client.request('/api/ranking/me', {
      method: 'PUT',
      json: { nickname: 'Estrela42' },
    });
    const joinedText = await joined.text();
    const after = await walk(viewer.client);
    const left = await viewer.client.request('/api/ranking/leave', { json: {} });
    const leftText = await left.text();

    for (const a of [...before, ...after]) {
      expect(a.status, a.what).toBe(200);
      expectNothingSecret(a.text);
      const keys = [...keysOf(a.body)];
      if (a.what === 'me') {
        expect(
          keys.every((k) =>
            [
              ...ME_KEYS,
              ...OWN_SCORE_KEYS,
              'id',
              'name',
              'checklist',
              'stops',
              'risk',
              'journaling',
            ].includes(k),
          ),
          a.what,
        ).toBe(true);
      } else {
        expect(new Set(Object.keys(a.body as object)), a.what).toEqual(new Set(BOARD_KEYS));
        expect(
          keys.every((k) => [...BOARD_KEYS, ...ROW_KEYS].includes(k)),
          `${a.what}: ${keys.join(',')}`,
        ).toBe(true);
        expect(a.text, a.what).not.toMatch(FORBIDDEN_KEYS);
      }
    }
    for (const text of [joinedText, leftText]) expectNothingSecret(text);

    // The boards really were full: the walk looked at rows, not at empty lists.
    const boards = after
      .filter((a) => a.what.startsWith('board'))
      .map((a) => a.body as { top: { nickname: string }[] });
    for (const b of boards) expect(b.top.length).toBeGreaterThanOrEqual(10);
    const global30 = boards[0];
    expect(global30?.top.map((r) => r.nickname)).toEqual(
      expect.arrayContaining(['Estrela42', 'VouSair', 'Publico0']),
    );
    // The school's name is the school's, not a person's: it may be shown.
    expect(after.find((a) => a.what === 'board school 30d')?.text).toContain(schoolName);
  });

  it('drop a trader who leaves from every board at the next read', async () => {
    const listed = async (scope: string, period: string) => {
      const res = await viewer.client.json<{ top: { nickname: string }[]; participants: number }>(
        `/api/ranking/board?scope=${scope}&period=${period}`,
      );
      return res.body;
    };
    const boards = [
      ['global', '30d'],
      ['global', 'all'],
      ['school', '30d'],
      ['school', 'all'],
    ] as const;
    const before = await Promise.all(boards.map(([s, p]) => listed(s, p)));
    for (const b of before) expect(b.top.map((r) => r.nickname)).toContain('VouSair');

    const left = await leaver.client.json<{ optedIn: boolean }>('/api/ranking/leave', { json: {} });
    expect(left.body.optedIn).toBe(false);

    for (const [i, [s, p]] of boards.entries()) {
      const b = await listed(s, p);
      expect(b.top.map((r) => r.nickname)).not.toContain('VouSair');
      expect(b.participants).toBe((before[i]?.participants ?? 0) - 1);
    }
  });
});
