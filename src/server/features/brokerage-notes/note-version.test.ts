import { describe, expect, it } from 'vitest';
import { bmfNote } from './brokerage-notes.testkit';
import { noteVersion } from './note-version';

describe('a note version', () => {
  it('is the same however the price is written and whatever instrument the reader derived from the title', () => {
    const note = bmfNote();
    const reread = {
      ...note,
      executions: note.executions.map((e) => ({
        ...e,
        price: `${e.price}${e.price.includes('.') ? '0000' : '.000000'}`,
        instrument: 'OUTRO',
      })),
    };
    expect(noteVersion(reread)).toBe(noteVersion(note));
  });

  it('differs when a figure or an execution printed on the note differs', () => {
    const note = bmfNote();
    expect(noteVersion({ ...note, totalCostsCents: note.totalCostsCents + 1 })).not.toBe(noteVersion(note));
    const [first, ...rest] = note.executions;
    if (!first) throw new Error('no execution');
    expect(
      noteVersion({ ...note, executions: [{ ...first, quantity: first.quantity + 1 }, ...rest] }),
    ).not.toBe(noteVersion(note));
  });
});
