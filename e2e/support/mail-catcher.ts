/**
 * A real SMTP receiver for the e2e tests: the app under test sends through SMTP_URL to it, exactly as it would to a
 * production server, and the tests read what arrived over a small HTTP API.
 *
 *   node --import tsx e2e/support/mail-catcher.ts
 *   MAIL_CATCHER_SMTP_PORT (default 3402), MAIL_CATCHER_HTTP_PORT (default 3403)
 *
 *   GET    /health               200
 *   GET    /messages?to=<email>  JSON CaughtMail[], oldest first (every message when `to` is absent)
 *   DELETE /messages?to=<email>  forgets those messages (every message when `to` is absent)
 */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** Envelope recipients, comma-separated (one for every message the app sends). */
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the text and in the HTML hrefs, decoded, without duplicates. */
  links: string[];
  /** ISO 8601. */
  receivedAt: string;
}

export const DEFAULT_SMTP_PORT = 3402;
export const DEFAULT_HTTP_PORT = 3403;
/** A long local run must not grow without bound; the oldest messages go first. */
const MAX_MESSAGES = 2_000;

export function extractLinks(text: string, html: string): string[] {
  // A sentence's closing punctuation is not part of the link.
  const fromText = (text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? []).map((l) => l.replace(/[.,;:!?]+$/, ''));
  const fromHtml = [...html.matchAll(/href\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)]
    .map((m) => decodeEntities(m[1] ?? m[2] ?? ''))
    .filter((href) => /^https?:\/\//i.test(href));
  return [...new Set([...fromText, ...fromHtml])];
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export interface MailCatcher {
  smtpPort: number;
  httpPort: number;
  messages: CaughtMail[];
  close(): Promise<void>;
}

export async function startMailCatcher(ports: { smtp: number; http: number }): Promise<MailCatcher> {
  let messages: CaughtMail[] = [];
  const addressedTo = (mail: CaughtMail, to: string | null) =>
    !to || mail.to.toLowerCase().split(/,\s*/).includes(to.trim().toLowerCase());

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          const text = parsed.text ?? '';
          const html = typeof parsed.html === 'string' ? parsed.html : '';
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address).join(', '),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text,
            html,
            links: extractLinks(text, html),
            receivedAt: new Date().toISOString(),
          });
          if (messages.length > MAX_MESSAGES) messages = messages.slice(-MAX_MESSAGES);
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://catcher');
    const to = url.searchParams.get('to');
    if (req.method === 'GET' && url.pathname === '/health') {
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    } else if (req.method === 'GET' && url.pathname === '/messages') {
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(messages.filter((m) => addressedTo(m, to))));
    } else if (req.method === 'DELETE' && url.pathname === '/messages') {
      messages = to ? messages.filter((m) => !addressedTo(m, to)) : [];
      res.writeHead(204).end();
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });

  // No host: listen on every local address, so smtp://localhost and smtp://127.0.0.1 both reach it.
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(ports.smtp, () => resolve());
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(ports.http, () => resolve());
  });
  const portOf = (address: ReturnType<Server['address']>) =>
    typeof address === 'object' && address ? address.port : 0;

  return {
    smtpPort: portOf(smtp.server.address()),
    httpPort: portOf(http.address()),
    get messages() {
      return messages;
    },
    async close() {
      http.closeAllConnections();
      await Promise.all([
        new Promise<void>((resolve) => http.close(() => resolve())),
        new Promise<void>((resolve) => smtp.close(() => resolve())),
      ]);
    },
  };
}

async function main(): Promise<void> {
  const port = (name: string, fallback: number) => {
    const value = Number(process.env[name] ?? fallback);
    if (!Number.isInteger(value) || value < 0 || value > 65535) throw new Error(`${name}: porta inválida`);
    return value;
  };
  const catcher = await startMailCatcher({
    smtp: port('MAIL_CATCHER_SMTP_PORT', DEFAULT_SMTP_PORT),
    http: port('MAIL_CATCHER_HTTP_PORT', DEFAULT_HTTP_PORT),
  });
  console.log(`mail catcher: SMTP on port ${catcher.smtpPort}, HTTP on port ${catcher.httpPort}`);
  const shutdown = () => void catcher.close().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exit(1);
  });
}
