import { describe, expect, it } from 'vitest';
import { readBoardParams, writeBoardParams } from './board-params';

const read = (query: string, hasSchool = true) => readBoardParams(new URLSearchParams(query), hasSchool);

describe('the board in the URL', () => {
  it('opens the global 30-day board by default', () => {
    expect(read('')).toEqual({ scope: 'global', period: '30d' });
  });

  it('reopens the board and period a link names', () => {
    expect(read('scope=school&period=all')).toEqual({ scope: 'school', period: 'all' });
  });

  it('falls back to the global board for a trader with no school, and ignores unknown values', () => {
    expect(read('scope=school', false)).toEqual({ scope: 'global', period: '30d' });
    expect(read('scope=world&period=7d')).toEqual({ scope: 'global', period: '30d' });
  });

  it('keeps the defaults out of the URL and the other parameters in it', () => {
    const base = new URLSearchParams('x=1&period=all');
    expect(writeBoardParams(base, { scope: 'global', period: '30d' }).toString()).toBe('x=1');
    expect(writeBoardParams(base, { scope: 'school', period: 'all' }).toString()).toBe(
      'x=1&period=all&scope=school',
    );
  });
});
