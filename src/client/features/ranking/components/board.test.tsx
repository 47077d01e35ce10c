import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { OwnScoreDto, RankingBoardDto } from '@/shared/gamification/contract';
import { rankingText } from '@/shared/i18n/ranking';
import { rankingBoardQuery } from '../api/ranking';
import { Board } from './board';

const T = rankingText.board;
const score: OwnScoreDto = {
  score: 40,
  eligible: false,
  parts: { checklist: 0, stops: 100, risk: 100, journaling: 0 },
  trades: 7,
  activeDays: 5,
};
const base: RankingBoardDto = {
  scope: 'global',
  period: '30d',
  schoolName: null,
  participants: 4,
  minParticipants: 10,
  available: false,
  top: [],
  me: null,
  myStatus: 'ranked',
};

/** The board as rendered once its answer is in (the cache holds it, as after the fetch). */
function render(board: RankingBoardDto) {
  const client = new QueryClient();
  client.setQueryData(rankingBoardQuery(board.scope, board.period).queryKey, board);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Board scope={board.scope} period={board.period} score={score} />
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

describe('the states of a board', () => {
  it('says how many eligible participants a board needs, and how many it has today', () => {
    const words = render(base);
    expect(words).toContain(
      'O ranking aparece quando houver pelo menos 10 participantes elegíveis — hoje: 4',
    );
    expect(words).not.toContain(T.notEligibleTitle);
  });

  it('tells a participant who is not eligible yet what is missing, above the board', () => {
    const words = render({
      ...base,
      period: 'all',
      participants: 12,
      available: true,
      top: [
        {
          position: 1,
          nickname: 'calma',
          level: 2,
          levelName: 'Aprendiz',
          score: 90,
          achievements: 1,
          isMe: false,
        },
      ],
      myStatus: 'not-eligible',
    });
    expect(words).toContain(T.notEligibleTitle);
    expect(words).toContain('7 de 10 trades · 5 de 8 dias ativos nos últimos 30 dias');
    expect(words).toContain('1º calma');
    expect(words).not.toContain('Sua posição');
  });

  it("names the trader's position when they are ranked", () => {
    const me = {
      position: 3,
      nickname: 'eu',
      level: 1,
      levelName: 'Iniciante',
      score: 70,
      achievements: 0,
      isMe: true,
    };
    const words = render({ ...base, participants: 10, available: true, top: [me], me });
    expect(words).toContain('Sua posição: 3º');
    expect(words).toContain('10 participantes');
  });
});
