import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { betterAuthLogger } from './auth-logger';

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, log: betterAuthLogger(createLogger('debug', stream)).log };
}

describe("better-auth's log goes through ours", () => {
  it('never writes the values of a failed query (message or error)', () => {
    const { lines, log } = capture();
    const cause = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505',
      detail: 'Key (email)=(maria.souza@example.com) already exists.',
    });
    const err = new DrizzleQueryError(
      'insert into "user" values ($1, $2)',
      ['Maria Souza', 'maria.souza@example.com'],
      cause,
    );
    log('error', 'Failed query: insert into "user" params: Maria Souza,maria.souza@example.com', err);
    const out = lines.join('');
    expect(out).toContain('23505');
    expect(out).toContain('better-auth');
    expect(out).not.toContain('maria.souza@example.com');
    expect(out).not.toContain('Maria Souza');
  });

  it('keeps a plain warning as it is, at its level', () => {
    const { lines, log } = capture();
    log('warn', 'User not found');
    const entry = JSON.parse(lines[0] ?? '{}') as { level: number; msg: string };
    expect(entry.msg).toBe('User not found');
    expect(entry.level).toBe(40);
  });
});
