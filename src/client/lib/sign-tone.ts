/** The text colour of an amount in cents: green for a gain, red for a loss, the body colour for none. */
export const signTone = (cents: number | null | undefined) =>
  !cents ? 'text-slate-900' : cents > 0 ? 'text-emerald-700' : 'text-red-700';
