/**
 * A mailed link (or Google) comes back to /auth/callback, which sends the visitor on to the page it leads to and,
 * for an account without a WhatsApp, leaves this mark in the router state: the optional prompt then opens over
 * that page (see WhatsappPromptAfterLink), not over an empty callback screen.
 */
export const askWhatsappState = { askWhatsapp: true } as const;

export function asksWhatsapp(state: unknown): boolean {
  return (state as { askWhatsapp?: unknown } | null)?.askWhatsapp === true;
}
