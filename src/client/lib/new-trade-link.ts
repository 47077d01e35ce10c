/**
 * A link to /trades that opens the new-trade dialog on arrival (the setup's 'Registrar meu primeiro trade'): router
 * state, not a URL parameter, so a reload or a shared link does not open it again.
 */
export const NEW_TRADE_STATE = { openNewTrade: true } as const;

export function opensNewTrade(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { openNewTrade?: unknown }).openNewTrade === true
  );
}
