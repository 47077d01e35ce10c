import type { APIRequestContext } from '@playwright/test';
import { DEFAULT_HTTP_PORT, type CaughtMail } from './mail-catcher';

export type { CaughtMail };

/** The mail catcher's HTTP API (e2e/support/mail-catcher.ts), started by playwright.config.ts. */
export const mailCatcherUrl = `http://127.0.0.1:${process.env.MAIL_CATCHER_HTTP_PORT ?? DEFAULT_HTTP_PORT}`;

export interface WaitForMailOptions {
  /** Default 15 s: the app queues mail and sends it from a background loop, so it may take a moment. */
  timeoutMs?: number;
  /** Only messages received at or after this instant (e.g. before clicking "reenviar", to skip the first one). */
  since?: Date;
}

export async function listMail(request: APIRequestContext, to?: string): Promise<CaughtMail[]> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const res = await request.get(`${mailCatcherUrl}/messages${query}`);
  if (!res.ok()) throw new Error(`mail catcher: GET /messages → ${res.status()}`);
  return (await res.json()) as CaughtMail[];
}

/** Forgets the messages sent to `to` (or all of them), so a test starts from an empty inbox. */
export async function clearMail(request: APIRequestContext, to?: string): Promise<void> {
  const query = to ? `?to=${encodeURIComponent(to)}` : '';
  const res = await request.delete(`${mailCatcherUrl}/messages${query}`);
  if (!res.ok()) throw new Error(`mail catcher: DELETE /messages → ${res.status()}`);
}

/**
 * The newest message to `to` whose subject matches (a string must match exactly), once it arrives. The deadline is
 * generous: every spec shares one server and its mail queue, and with the whole suite running a notice (not an
 * urgent sign-in mail) was seen arriving 20 s after it was queued. A mail that arrives returns at once.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject: RegExp | string,
  { timeoutMs = 40_000, since }: WaitForMailOptions = {},
): Promise<CaughtMail> {
  const matches = (mail: CaughtMail) =>
    (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)) &&
    (!since || Date.parse(mail.receivedAt) >= since.getTime());
  const deadline = Date.now() + timeoutMs;
  let seen: CaughtMail[] = [];
  for (;;) {
    seen = await listMail(request, to);
    const found = seen.filter(matches).at(-1);
    if (found) return found;
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const subjects = seen.map((m) => `"${m.subject}" (${m.receivedAt})`).join(', ') || 'nenhuma';
  throw new Error(
    `Nenhum email para ${to} com assunto ${String(subject)} em ${timeoutMs} ms. Recebidas: ${subjects}`,
  );
}

/** The first link in the message matching `pattern` (a string matches as a substring). */
export function linkIn(mail: CaughtMail, pattern: RegExp | string): string {
  const link = mail.links.find((l) => (typeof pattern === 'string' ? l.includes(pattern) : pattern.test(l)));
  if (!link)
    throw new Error(
      `Nenhum link com ${String(pattern)} em "${mail.subject}": ${mail.links.join(', ') || '—'}`,
    );
  return link;
}
