import { describe, expect, it } from 'vitest';
import { keyStep, moveOnto } from './drag-order';

describe('dragging an image over another', () => {
  const ids = ['a', 'b', 'c', 'd'];

  it('takes the place of the one it is over, the others closing up', () => {
    expect(moveOnto(ids, 'a', 'c')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveOnto(ids, 'd', 'b')).toEqual(['a', 'd', 'b', 'c']);
    expect(moveOnto(ids, 'b', 'c')).toEqual(['a', 'c', 'b', 'd']);
  });

  it('keeps the order over itself or outside the list', () => {
    expect(moveOnto(ids, 'b', 'b')).toEqual(ids);
    expect(moveOnto(ids, 'b', 'x')).toEqual(ids);
    expect(moveOnto(ids, 'x', 'b')).toEqual(ids);
  });

  it('moves one place per arrow key, and ignores other keys', () => {
    expect(['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'Enter'].map(keyStep)).toEqual([
      -1, -1, 1, 1, 0,
    ]);
  });
});
