import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offerBreathingAfterSave } from './breathing-offers';

/** The 'Hoje' endpoint answering with this loss streak (or failing, with a status). */
function todayAnswers(lossStreak: number | null, state = 'ok') {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      expect(url).toBe('/api/risk/today?accountId=acc-1');
      return lossStreak === null
        ? new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'x' }), { status: 404 })
        : Response.json({ accountId: 'acc-1', state, lossStreak });
    }),
  );
}

async function offersFor(emotion: string | null) {
  const shown: string[] = [];
  await offerBreathingAfterSave(new QueryClient(), { accountId: 'acc-1', emotion }, (s) => shown.push(s));
  return shown;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('offers of a breathing pause after a trade is saved', () => {
  it('offers one after a negative emotion, none after a neutral or positive one', async () => {
    todayAnswers(0);
    for (const emotion of ['nervoso', 'frustrado', 'ganancioso'])
      expect(await offersFor(emotion)).toEqual(['emotion']);
    for (const emotion of ['calmo', 'ansioso', 'impaciente', null])
      expect(await offersFor(emotion)).toEqual([]);
  });

  it('offers one from two losses in a row today', async () => {
    todayAnswers(1);
    expect(await offersFor('calmo')).toEqual([]);
    todayAnswers(2);
    expect(await offersFor('calmo')).toEqual(['loss-streak']);
    todayAnswers(3);
    expect(await offersFor('frustrado')).toEqual(['emotion', 'loss-streak']);
  });

  it('leaves the loss streak to the limit alert once a limit of the day is reached (it offers the pause)', async () => {
    todayAnswers(3, 'reached');
    expect(await offersFor('calmo')).toEqual([]);
    expect(await offersFor('nervoso')).toEqual(['emotion']);
  });

  it('offers no loss-streak pause when the day cannot be read', async () => {
    todayAnswers(null);
    expect(await offersFor('calmo')).toEqual([]);
    expect(await offersFor('nervoso')).toEqual(['emotion']);
  });
});
