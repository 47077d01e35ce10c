import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Tests only: a real SMTP server on a local port, keeping what it accepted. */
export interface TestSmtpServer {
  port: number;
  url: string;
  received: (ParsedMail & { envelopeTo: string[] })[];
  close(): Promise<void>;
}

export interface TestSmtpServerOptions {
  /** Listen on this port (e.g. one a mailer was already pointed at); default: any free port. */
  port?: number;
  /** Answer the first N recipients with a temporary failure (451), as a server under load does. */
  rejectFirstRecipients?: number;
}

export async function startTestSmtpServer(opts: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: TestSmtpServer['received'] = [];
  let toReject = opts.rejectFirstRecipients ?? 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A reverse DNS lookup of 127.0.0.1 tells a test nothing and can stall where DNS is unreachable.
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (toReject > 0) {
        toReject--;
        callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push(Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }));
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { freePort } from '../testing/free-port';

/**
 * Polls until `check` holds. The deadline is generous (a loaded 2-core machine can take seconds to deliver one mail):
 * a passing check returns at once, so only a real failure waits it out; it stays under the server tests' 30 s timeout.
 */
export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
