import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import pino from 'pino';
import { afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';
import { getTestDatabase } from '../testing/test-database';
import { createMailer } from './mailer';
import { RECOVERY_SUBJECT, recoveryEmail } from './templates';
import { waitUntil } from './test-smtp-server';
import type { Mailer } from './types';

let db: Db;
let dataDir: string;
let mailer: Mailer | undefined;

beforeAll(async () => {
  db = (await getTestDatabase()).db;
});

beforeEach(async () => {
  await db.delete(mailQueue);
  dataDir = await mkdtemp(path.join(tmpdir(), 'mctrading-outbox-'));
});

afterEach(async () => {
  await mailer?.stop();
  mailer = undefined;
  await rm(dataDir, { recursive: true, force: true });
});

it('without SMTP_URL writes each message to DATA_DIR/outbox as .eml and .html and logs its link', async () => {
  const logs: Record<string, unknown>[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logs.push(JSON.parse(line)) });
  mailer = createMailer({
    db,
    config: { smtpUrl: undefined, mailFrom: 'MCTrading <no-reply@localhost>', dataDir },
    logger,
    pollMs: 30,
  });
  const url = 'http://localhost:3000/redefinir-senha?token=xyz';
  await mailer.send(recoveryEmail({ to: 'eva@example.com', name: 'Eva <b>', url }));

  await waitUntil(async () => (await db.select().from(mailQueue))[0]?.status === 'sent');
  const outbox = path.join(dataDir, 'outbox');
  const files = (await readdir(outbox)).sort();
  expect(files).toHaveLength(2);
  const [emlFile = '', htmlFile = ''] = files.map((f) => path.join(outbox, f));
  expect(emlFile).toMatch(/-recovery-[0-9a-f]{8}\.eml$/);
  expect(htmlFile).toMatch(/-recovery-[0-9a-f]{8}\.html$/);

  const eml = await simpleParser(await readFile(emlFile));
  expect(eml.subject).toBe(RECOVERY_SUBJECT);
  expect(eml.text).toContain(url);
  const html = await readFile(htmlFile, 'utf8');
  expect(html).toContain(`href="${url}"`);
  expect(html).toContain('Eva &lt;b&gt;');

  const entry = logs.find((l) => l.msg === 'mail written to the local outbox (SMTP_URL is not set)');
  expect(entry).toMatchObject({
    to: 'eva@example.com',
    subject: RECOVERY_SUBJECT,
    links: [url],
    html: htmlFile,
    eml: emlFile,
  });
});
