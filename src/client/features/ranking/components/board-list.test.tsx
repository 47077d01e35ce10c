import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OwnScoreDto, RankingRowDto } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { BoardList } from './board-list';
import { OwnScore } from './own-score';

const T = rankingText;

const row = (position: number, nickname: string, extra: Partial<RankingRowDto> = {}): RankingRowDto => ({
  position,
  nickname,
  level: 5,
  levelName: 'Praticante',
  score: 80.5,
  achievements: 3,
  isMe: false,
  ...extra,
});

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a board as the trader sees it', () => {
  it('shows position, nickname, level, score and achievements, the trader highlighted in the top', () => {
    const html = renderToStaticMarkup(
      <BoardList
        top={[row(1, 'calma_total', { score: 91 }), row(2, 'eu-mesmo', { isMe: true }), row(2, 'empate')]}
        me={row(2, 'eu-mesmo', { isMe: true })}
        caption="Classificação Geral, 30 dias"
      />,
    );
    const words = text(html);
    expect(words).toContain('1º calma_total');
    expect(words).toContain('Nv 5 · Praticante');
    expect(words).toContain('80,5');
    expect(words).toContain('3 conquistas');
    // Ties share a position; the trader's line is marked once in each layout and not repeated under the top.
    expect(html.match(/aria-current="true"/g)).toHaveLength(2);
    expect(html.match(/data-testid="ranking-row"/g)).toHaveLength(6);
    expect(words).not.toContain(T.board.myPosition(2));
  });

  it("adds the trader's own line under the top when they are outside it", () => {
    const top = Array.from({ length: 50 }, (_, i) => row(i + 1, `p${i + 1}`));
    const me = row(73, 'eu-mesmo', { isMe: true, score: 41.2 });
    const html = renderToStaticMarkup(<BoardList top={top} me={me} caption="c" />);
    expect(html.match(/data-testid="ranking-row"/g)).toHaveLength(102);
    expect(html).toContain(`aria-label="${T.board.myPosition(73)}"`);
    expect(text(html)).toContain('73º eu-mesmo');
  });
});

describe("the trader's own score", () => {
  const score: OwnScoreDto = {
    score: 62.5,
    eligible: false,
    parts: { checklist: 50, stops: 100, risk: 75, journaling: 37.5 },
    trades: 7,
    activeDays: 5,
  };

  it('shows the score, its four weighted parts and what is missing to be ranked', () => {
    const words = text(renderToStaticMarkup(<OwnScore score={score} />));
    expect(words).toContain(T.score.title);
    expect(words).toContain('62,5 de 100');
    for (const [label, value] of [
      ['Checklist do dia (peso 40%)', '50%'],
      ['Trades com stop (peso 20%)', '100%'],
      ['Risco dentro do plano (peso 20%)', '75%'],
      ['Diário (peso 20%)', '37,5%'],
    ])
      expect(words).toContain(`${label} ${value}`);
    expect(words).toContain('7 de 10 trades · 5 de 8 dias ativos nos últimos 30 dias');
  });

  it('says when the trader is eligible', () => {
    const words = text(
      renderToStaticMarkup(<OwnScore score={{ ...score, eligible: true, trades: 12, activeDays: 9 }} />),
    );
    expect(words).toContain(T.score.eligibleTitle);
    expect(words).toContain('12 trades em 9 dias ativos nos últimos 30 dias');
  });
});
