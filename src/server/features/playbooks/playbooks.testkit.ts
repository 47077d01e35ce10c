import { expect } from 'vitest';
import type { PlaybookDto, PlaybookInput } from '@/shared/playbooks/contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import { createTestApp } from '../../testing/test-app';
import { TestClient, uniqueEmail } from '../../testing/test-client';

export type PlaybooksTestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The real app with the testing fixture routes; its blob store under a temporary DATA_DIR, or an S3 bucket. */
export const playbooksTestApp = (storageUrl?: string) =>
  createTestApp({ enableTestRoutes: true, ...(storageUrl ? { storageUrl } : {}) });

export interface Trader {
  client: TestClient;
  id: string;
  email: string;
  password: string;
}

/** A new allowed trader, signed in (unique per call: test files share the worker's database). */
export async function trader(t: PlaybooksTestApp): Promise<Trader> {
  const email = uniqueEmail('playbooks');
  const password = 'segredo123';
  const created = await new TestClient(t.app).json<{ userId: string }>('/api/testing/users', {
    json: { email, password, name: 'Pessoa Trader', allowed: true },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const client = new TestClient(t.app);
  const signIn = await client.json('/api/auth/sign-in/email', { json: { email, password } });
  expect(signIn.status).toBe(200);
  return { client, id: created.body.userId, email, password };
}

export type Fail = { code: string; message: string; fieldErrors?: Record<string, string[]> };

/** Creates a playbook and expects it stored. */
export async function newPlaybook(who: Trader, over: Partial<PlaybookInput> = {}): Promise<PlaybookDto> {
  const res = await who.client.json<PlaybookDto>('/api/playbooks', {
    json: {
      name: `Rompimento ${Math.random().toString(36).slice(2, 8)}`,
      criteria: [
        { label: 'Rompimento da máxima do dia', required: true },
        { label: 'Volume acima da média', required: true },
        { label: 'A favor da VWAP', required: false },
      ],
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

let minute = 0;
/** A valid trade body on 2025-03-10 (a new minute each call); override what the test is about. */
export function tradeBody(over: Record<string, unknown> = {}) {
  minute = (minute + 1) % 300;
  const time = `${String(9 + Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
  return {
    date: '2025-03-10',
    time,
    type: 'compra',
    contracts: 1,
    instrument: 'WIN',
    entry: '125000',
    exit: '125100',
    stop: '124900',
    ...over,
  };
}

export async function newTrade(who: Trader, over: Record<string, unknown> = {}): Promise<TradeDto> {
  const res = await who.client.json<TradeDto>('/api/trades', { json: tradeBody(over) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

export async function tradeOf(who: Trader, id: string): Promise<TradeDto> {
  const res = await who.client.json<TradeDto>(`/api/trades/${id}`);
  expect(res.status).toBe(200);
  return res.body;
}

export const ids = (p: PlaybookDto) => p.criteria.map((c) => c.id);
