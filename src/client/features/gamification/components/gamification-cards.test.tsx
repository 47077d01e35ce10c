import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { AchievementDto, GoalDto } from '@/shared/gamification/contract';
import { ACHIEVEMENTS } from '@/shared/gamification/achievements';
import { levelForXp } from '@/shared/gamification/rules';
import { achievementSecret } from '@/shared/i18n/gamification';
import { gamificationText } from '@/shared/i18n/gamification-page';
import { ACHIEVEMENT_ICONS } from './achievement-icon';
import { AchievementCard } from './achievements';
import { GoalCard } from './goals';
import { LevelCard } from './level-card';
import { XpHistory } from './xp-history';

const T = gamificationText;
const html = (node: ReactNode) =>
  renderToStaticMarkup(<QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>);
const text = (markup: string) => markup.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const achievement = (p: Partial<AchievementDto>): AchievementDto => ({
  id: 'stop-always',
  category: 'risco',
  title: 'Stop sempre',
  description: '15 trades seguidos com stop',
  icon: 'shield-check',
  hidden: false,
  current: 10,
  target: 15,
  unlocked: false,
  unlockedAt: null,
  ...p,
});

describe('the level card', () => {
  it('names the level, the XP and what is missing, with a labelled progress bar', () => {
    const markup = html(<LevelCard level={levelForXp(420)} />);
    expect(text(markup)).toContain('Nível 3 · Observador');
    expect(text(markup)).toContain('420 XP no total');
    expect(text(markup)).toContain('Faltam 30 XP para o nível 4 — Estudante');
    expect(markup).toMatch(
      /role="progressbar" aria-label="Progresso até o nível 4" aria-valuemin="0" aria-valuemax="200" aria-valuenow="170"/,
    );
  });
});

describe('an achievement card', () => {
  it('locked: muted, with its progress 10/15 on a labelled bar', () => {
    const markup = html(<AchievementCard achievement={achievement({})} />);
    expect(markup).toContain('data-unlocked="false"');
    expect(text(markup)).toContain('Stop sempre');
    expect(text(markup)).toContain('10/15');
    expect(text(markup)).toContain(T.achievements.locked);
    expect(markup).toContain('aria-label="Progresso de Stop sempre"');
  });

  it('unlocked: the date it was unlocked', () => {
    const markup = html(
      <AchievementCard
        achievement={achievement({ unlocked: true, current: 15, unlockedAt: '2026-11-21T15:00:00Z' })}
      />,
    );
    expect(text(markup)).toContain('Desbloqueada em 21/11/2026');
    expect(markup).not.toContain('role="progressbar"');
  });

  it('secret: says nothing of itself until unlocked', () => {
    const markup = html(
      <AchievementCard
        achievement={achievement({
          hidden: true,
          title: 'Conquista secreta',
          description: '',
          target: 0,
          current: 0,
        })}
      />,
    );
    expect(text(markup)).toContain(achievementSecret.title);
    expect(text(markup)).toContain(achievementSecret.description);
    expect(markup).not.toContain('role="progressbar"');
  });

  it('has an icon for every achievement of the catalogue, and a fallback for any other name', () => {
    expect(ACHIEVEMENTS.map((a) => a.icon).filter((icon) => !ACHIEVEMENT_ICONS[icon])).toEqual([]);
    expect(html(<AchievementCard achievement={achievement({ icon: 'no-such-icon' })} />)).toContain('<svg');
  });
});

describe('a goal card', () => {
  const goal: GoalDto = {
    id: 'g1',
    kind: 'journal-every-trade',
    period: 'week',
    periodStart: '2026-11-23',
    periodEnd: '2026-11-29',
    title: 'Registrar todos os trades em 5 dias',
    target: 5,
    param: null,
    current: 3,
    met: false,
    metAt: null,
    over: false,
    xp: 40,
  };

  it('open: its progress in days and the XP it is worth', () => {
    const t = text(html(<GoalCard goal={goal} onDelete={() => undefined} />));
    expect(t).toContain('3/5 dias');
    expect(t).toContain('Semana · 23/11 a 29/11');
    expect(t).toContain('Vale 40 XP');
  });

  it('met: a check and its XP; over and not met: said plainly', () => {
    const met = text(html(<GoalCard goal={{ ...goal, current: 5, met: true }} onDelete={() => undefined} />));
    expect(met).toContain('Cumprida · +40 XP');
    const missed = text(html(<GoalCard goal={{ ...goal, over: true }} onDelete={() => undefined} />));
    expect(missed).toContain(T.goals.missed);
  });

  it('can be deleted by a button that names it', () => {
    expect(html(<GoalCard goal={goal} onDelete={() => undefined} />)).toContain(
      'aria-label="Excluir a meta Registrar todos os trades em 5 dias"',
    );
  });
});

describe('the XP history', () => {
  it('empty: explains how XP is earned — the process, never the profit', () => {
    const t = text(html(<XpHistory entries={[]} nextBefore={null} />));
    expect(t).toContain(T.history.howTitle);
    expect(t).toContain('Registrar um trade completo (emoção, stop e nota): 5 XP');
    expect(t).toContain('nunca do lucro');
    // No line of the table rewards money, wins or the number of trades.
    expect(t).not.toContain('R$');
    expect(t).not.toMatch(/vitória|win rate|acerto/i);
  });

  it('lists the reason, +N XP and dd/mm of each entry, with "Carregar mais" when there are older ones', () => {
    const t = text(
      html(
        <XpHistory
          entries={[
            {
              id: 9,
              source: 'daily-plan',
              day: '2026-11-21',
              amount: 10,
              reason: 'Plano do dia escrito a tempo',
              createdAt: '2026-11-21T11:00:00Z',
            },
          ]}
          nextBefore={9}
        />,
      ),
    );
    expect(t).toContain('21/11 Plano do dia escrito a tempo +10 XP');
    expect(t).toContain(T.history.loadMore);
  });
});
