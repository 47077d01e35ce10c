import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { classesText as T } from '@/shared/i18n/classes';
import {
  NEEDS_WORD_LABELS,
  type AdminBoardRowDto,
  type BoardRowDto,
} from '@/shared/schools/classes-contract';
import { ClassBoard } from './class-board';

const row = (over: Partial<BoardRowDto> = {}): BoardRowDto => ({
  nickname: 'Águia',
  you: false,
  status: 'active',
  day: 5,
  daysPassed: 3,
  streak: 2,
  ownStart: false,
  ...over,
});

describe('the class board', () => {
  it('shows nickname, days passed of 21, day and streak, and marks the student’s own row', () => {
    const html = renderToStaticMarkup(
      <ClassBoard rows={[row({ you: true }), row({ nickname: 'Bia', streak: 0 })]} />,
    );
    expect(html).toContain('Águia');
    expect(html).toContain(`(${T.you})`);
    expect(html).toContain('3/21');
    expect(html).toContain(`${T.day} 5`);
    expect(html).toContain(`${T.streak} 2`);
    expect(html.match(/data-testid="board-row"/g)).toHaveLength(2);
    expect(html).not.toContain(T.needsWord);
  });

  it('tells the school who needs a word, and why', () => {
    const admin: AdminBoardRowDto = {
      ...row({ nickname: 'Caio', ownStart: true }),
      userId: 'u1',
      needsWord: ['two-failed-days', 'no-journal-3-days'],
    };
    const html = renderToStaticMarkup(<ClassBoard rows={[admin]} />);
    expect(html).toContain(T.needsWord);
    expect(html).toContain(NEEDS_WORD_LABELS['two-failed-days']);
    expect(html).toContain(NEEDS_WORD_LABELS['no-journal-3-days']);
    expect(html).toContain(T.ownStart);
  });

  it('says so when nobody is in the challenge', () => {
    expect(renderToStaticMarkup(<ClassBoard rows={[]} />)).toContain(T.boardEmpty);
  });
});
