import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  accountsQuery,
  instrumentsQuery,
  invalidateInstruments,
  invalidateTradeData,
  queryKeys,
  tradingSettingsQuery,
} from './queries';

const account = {
  id: 'a1',
  name: 'Conta principal',
  broker: null,
  currency: 'BRL',
  startingCapital: '0.00',
  isDefault: true,
  tradeCount: 3,
};

function answer(body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the shared queries (accounts, instruments, trading settings)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("read the server's answers into the lists and settings every screen shows", async () => {
    const client = new QueryClient();
    const fetch = answer({ accounts: [account] });
    await expect(client.fetchQuery(accountsQuery)).resolves.toEqual([account]);
    expect(fetch).toHaveBeenCalledWith('/api/accounts', expect.objectContaining({ method: 'GET' }));

    answer({ timezone: 'America/Sao_Paulo', breakevenTolerance: '0', costsPerContract: { WIN: '1.00' } });
    await expect(client.fetchQuery(tradingSettingsQuery)).resolves.toMatchObject({
      timezone: 'America/Sao_Paulo',
    });
  });

  it('after a trade write, the trades, the accounts (their counts), the dashboard, the XP, the ranking score and the tax are read again', async () => {
    const client = new QueryClient();
    const keys = [
      [...queryKeys.trades, 'list', { page: 1 }],
      queryKeys.accounts,
      [...queryKeys.dashboard, { period: 'month' }],
      // XP follows the trades: the header badge and /gamification read again too.
      [...queryKeys.gamification, 'summary'],
      [...queryKeys.ranking, 'me'],
      // The tax of a year follows its trades (/impostos).
      [...queryKeys.tax, 2026],
      queryKeys.instruments,
      queryKeys.tradingSettings,
    ];
    for (const key of keys) client.setQueryData(key, []);
    await invalidateTradeData(client);
    expect(keys.map((key) => client.getQueryState(key)?.isInvalidated)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
  });

  it('after an instrument write, the instruments and the settings (costs per instrument) are read again', async () => {
    const client = new QueryClient();
    for (const key of [queryKeys.instruments, queryKeys.tradingSettings, queryKeys.accounts])
      client.setQueryData(key, []);
    await invalidateInstruments(client);
    expect(client.getQueryState(queryKeys.instruments)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.tradingSettings)?.isInvalidated).toBe(true);
    expect(client.getQueryState(queryKeys.accounts)?.isInvalidated).toBe(false);
  });

  it('instruments and settings stay fresh for minutes (only the settings screen changes them, and it invalidates)', () => {
    expect(instrumentsQuery.staleTime).toBe(5 * 60_000);
    expect(tradingSettingsQuery.staleTime).toBe(5 * 60_000);
  });
});

/** Every source file of the client's features and app, with its path relative to src/client. */
function clientSources(): { file: string; text: string }[] {
  const root = path.resolve(import.meta.dirname, '..');
  const files: { file: string; text: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.'))
        files.push({ file: path.relative(root, full), text: readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(root, 'features'));
  walk(path.join(root, 'app'));
  return files;
}

describe('one home for the shared reads', () => {
  it('no feature reads accounts, instruments or trading settings by itself, nor names their keys by hand', () => {
    const own = clientSources().filter(({ text }) =>
      [
        // A GET of a shared endpoint (writes name their method).
        /apiFetch\(tradingApi\.(accounts|instruments|settings),\s*\{\s*schema/,
        /queryKey:\s*\[\s*'(accounts|instruments|trading-settings|trades|dashboard)'\s*\]/,
        /invalidateQueries\(\{\s*queryKey:\s*\[\s*'/,
      ].some((pattern) => pattern.test(text)),
    );
    expect(own.map((f) => f.file)).toEqual([]);
  });
});
