import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CHECK_ITEM_LABELS, type ChallengeDayDto, type CheckItemDto } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { challengeDates } from '../lib/calendar';
import { ChallengeCalendar } from './challenge-calendar';
import { DayChecklist } from './day-checklist';

const T = challengeText.day;
const withQueries = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);

const auto = (kind: CheckItemDto['kind'], done: boolean | null, detail?: string): CheckItemDto =>
  ({
    kind,
    label: CHECK_ITEM_LABELS[kind as keyof typeof CHECK_ITEM_LABELS],
    done,
    automatic: true,
    mandatory: kind === 'loss-limit',
    ...(detail ? { detail } : {}),
  }) as CheckItemDto;

function dayOf(partial: Partial<ChallengeDayDto>): ChallengeDayDto {
  return {
    day: '2026-11-25',
    index: 1,
    week: 1,
    state: 'failed',
    trades: 0,
    items: [],
    score: null,
    didNotTrade: false,
    passing: false,
    ...partial,
  };
}

describe('the challenge calendar, as assistive technology reads it', () => {
  const states = ['passed', 'not-traded', 'failed', 'today'] as const;
  const days = challengeDates('2026-11-23').map((slot, i) =>
    dayOf({ ...slot, state: states[i] ?? 'future' }),
  );

  it('is 3 named weeks of 7 day buttons, each named by its number, date and state', () => {
    const html = withQueries(<ChallengeCalendar days={days} selected="2026-11-26" onSelect={() => {}} />);
    expect(html.match(/role="group"/g)).toHaveLength(3);
    expect(html.match(/<button /g)).toHaveLength(21);
    expect(html).toContain('aria-label="Dia 1, 23/11: Cumprido"');
    expect(html).toContain('aria-label="Dia 2, 24/11: Não operei"');
    expect(html).toContain('aria-label="Dia 3, 25/11: Não cumprido"');
    expect(html).toContain('aria-label="Dia 21, 13/12: A fazer"');
    // Today is the current date and the selected day; the others are not pressed.
    expect(html).toMatch(/aria-label="Dia 4, 26\/11: Hoje" aria-pressed="true" aria-current="date"/);
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(1);
  });
});

describe("a day's checklist", () => {
  it("says why an item failed (the server's words), and never counts the skipped pause as a miss", () => {
    const html = withQueries(
      <DayChecklist
        day={dayOf({
          trades: 3,
          score: 5 / 6,
          items: [
            auto('plan-before-trade', true),
            auto('stops', false, '1 de 3 trades sem stop'),
            auto('journaled', false),
            auto('pause', false),
          ],
        })}
      />,
    );
    expect(html).toContain(`${T.done}: </span>${CHECK_ITEM_LABELS['plan-before-trade']}`);
    expect(html).toContain(`${T.notDone}: </span>${CHECK_ITEM_LABELS.stops}`);
    expect(html).toContain('1 de 3 trades sem stop');
    expect(html).toContain(challengeText.reasons.journaled);
    expect(html).toContain(`${T.optional}: </span>${CHECK_ITEM_LABELS.pause}`);
    expect(html).toContain(T.score(83));
    // A day with trades has no 'Não operei' switch.
    expect(html).not.toContain('role="switch"');
  });

  it("offers 'Não operei' on a past day without trades, and the trader's rules as checkboxes", () => {
    const html = withQueries(
      <DayChecklist
        day={dayOf({
          didNotTrade: true,
          items: [
            auto('stops', null),
            {
              kind: 'custom',
              index: 0,
              label: 'Parar após 2 stops',
              done: true,
              automatic: false,
              mandatory: false,
            },
          ],
        })}
      />,
    );
    expect(html).toMatch(/role="switch" aria-checked="true"/);
    expect(html).toContain(challengeText.reasons.noTrades);
    expect(html).toMatch(/<input id="challenge-rule-2026-11-25-0" type="checkbox"[^>]* checked=""/);
    expect(html).not.toContain(T.score(0));
  });

  it('has nothing to tick on a day still ahead', () => {
    const html = withQueries(<DayChecklist day={dayOf({ state: 'future', items: [auto('stops', null)] })} />);
    expect(html).toContain(T.future);
    expect(html).not.toContain('<ul');
    expect(html).not.toContain('role="switch"');
  });
});
