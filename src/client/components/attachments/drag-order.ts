/**
 * `ids` with `dragged` put where `over` is: before it when coming from the right, after it when coming from the
 * left (so passing over a neighbour swaps the two). Unchanged when either is missing or they are the same.
 */
export function moveOnto(ids: readonly string[], dragged: string, over: string): string[] {
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(over);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = ids.filter((id) => id !== dragged);
  next.splice(to, 0, dragged);
  return next;
}

/** The step a key asks of a focused drag handle: the arrows move one place (left/up back, right/down on). */
export function keyStep(key: string): -1 | 1 | 0 {
  if (key === 'ArrowLeft' || key === 'ArrowUp') return -1;
  if (key === 'ArrowRight' || key === 'ArrowDown') return 1;
  return 0;
}
