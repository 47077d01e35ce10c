/**
 * The advisory pre-commit check: `npm install` wires it into a checkout, and it only ever prints what a change
 * repeats (the `duplicates` tool), never blocks a commit and says nothing where the tool is missing.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const hook = path.join(root, '.githooks/pre-commit');
let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A copy of the repository's wiring (the script and the hooks folder) in a fresh folder. */
function project(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'mctrading-hooks-'));
  mkdirSync(path.join(dir, 'scripts'));
  cpSync(path.join(root, 'scripts/git-hooks.mjs'), path.join(dir, 'scripts/git-hooks.mjs'));
  cpSync(path.join(root, '.githooks'), path.join(dir, '.githooks'), { recursive: true });
  return dir;
}

const prepare = (cwd: string, env: NodeJS.ProcessEnv = process.env) =>
  spawnSync(process.execPath, ['scripts/git-hooks.mjs'], { cwd, env, encoding: 'utf8' });

/** Runs the hook with a `duplicates` on PATH that prints `output` and exits with `code` (none: no tool at all). */
function runHook(tool?: { output: string; code?: number }) {
  const bin = path.join(dir, 'bin');
  mkdirSync(bin, { recursive: true });
  if (tool) {
    const fake = path.join(bin, 'duplicates');
    writeFileSync(fake, `#!/bin/sh\nprintf '%s\\n' '${tool.output}'\nexit ${tool.code ?? 0}\n`);
    chmodSync(fake, 0o755);
  }
  // Only the fake's folder and the shell's basics: a `duplicates` installed on this machine must not answer.
  const env = { ...process.env, PATH: `${bin}:/usr/bin:/bin` };
  return spawnSync('/bin/sh', [hook], { cwd: dir, env, encoding: 'utf8' });
}

describe('npm install wires the hooks (the prepare script)', () => {
  it('points a checkout at .githooks', () => {
    const cwd = project();
    execFileSync('git', ['init', '-q'], { cwd });
    expect(prepare(cwd).status).toBe(0);
    expect(execFileSync('git', ['config', 'core.hooksPath'], { cwd, encoding: 'utf8' }).trim()).toBe(
      '.githooks',
    );
  });

  it('does nothing and never fails without a .git folder or without git', () => {
    const cwd = project();
    const outside = prepare(cwd, { ...process.env, GIT_CEILING_DIRECTORIES: path.dirname(cwd) });
    expect(outside.status).toBe(0);
    expect(outside.stderr).toBe('');
    const noGit = prepare(cwd, { ...process.env, PATH: path.join(cwd, 'no-such-bin') });
    expect(noGit.status).toBe(0);
    expect(noGit.stderr).toBe('');
  });
});

describe('the pre-commit check', () => {
  it('prints what the change repeats, and lets the commit go on', () => {
    project();
    const result = runHook({ output: 'D1 src/a.ts:1-9 ~ src/b.ts:4-12' });
    expect(result.status).toBe(0);
    expect(result.stderr).toContain('D1 src/a.ts:1-9 ~ src/b.ts:4-12');
  });

  it('is silent when the change repeats nothing, when the tool is missing or when it fails', () => {
    project();
    for (const tool of [
      { output: 'no duplicates (12 files read)' },
      undefined,
      { output: 'boom', code: 2 },
    ]) {
      const result = runHook(tool);
      expect(result.status).toBe(0);
      expect(result.stdout + result.stderr).toBe('');
    }
  });
});
