import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentStamp, isBuilt, writeStamp, type BuildSpec } from './build-stamp.mjs';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A build made from src/ into out/, like the client's and the server's. */
function setup(): BuildSpec {
  dir = mkdtempSync(path.join(tmpdir(), 'mctrading-stamp-'));
  mkdirSync(path.join(dir, 'src'));
  mkdirSync(path.join(dir, 'out'));
  writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 1;\n');
  return {
    name: 'test',
    inputs: [path.join(dir, 'src')],
    outDir: path.join(dir, 'out'),
    output: 'index.mjs',
  };
}

function build(spec: BuildSpec) {
  const stamp = currentStamp(spec);
  writeFileSync(path.join(spec.outDir, spec.output), '// built\n');
  writeStamp(spec.outDir, stamp);
}

describe('build stamps (npm start rebuilds only what changed)', () => {
  it('is not built until a build wrote its output and stamp', () => {
    const spec = setup();
    expect(isBuilt(spec)).toBe(false);
    build(spec);
    expect(isBuilt(spec)).toBe(true);
    rmSync(path.join(spec.outDir, spec.output));
    expect(isBuilt(spec)).toBe(false);
  });

  it('is not built when one of its other outputs is missing (the server’s worker entry)', () => {
    const spec = { ...setup(), otherOutputs: ['cpu-worker.mjs'] };
    build(spec);
    expect(isBuilt(spec)).toBe(false);
    writeFileSync(path.join(spec.outDir, 'cpu-worker.mjs'), '// built\n');
    expect(isBuilt(spec)).toBe(true);
    rmSync(path.join(spec.outDir, 'cpu-worker.mjs'));
    expect(isBuilt(spec)).toBe(false);
  });

  it('is stale when a source changes, is added or is removed', () => {
    const spec = setup();
    build(spec);
    writeFileSync(path.join(dir, 'src', 'a.ts'), 'export const a = 22;\n');
    expect(isBuilt(spec)).toBe(false);
    build(spec);
    writeFileSync(path.join(dir, 'src', 'b.ts'), 'export const b = 1;\n');
    expect(isBuilt(spec)).toBe(false);
    build(spec);
    rmSync(path.join(dir, 'src', 'b.ts'));
    expect(isBuilt(spec)).toBe(false);
  });

  it('stays built when files are only touched (a checkout), and remembers the new times', () => {
    const spec = setup();
    build(spec);
    const before = readFileSync(path.join(spec.outDir, '.build-stamp'), 'utf8');
    const later = new Date(Date.now() + 60_000);
    utimesSync(path.join(dir, 'src', 'a.ts'), later, later);
    expect(isBuilt(spec)).toBe(true);
    expect(readFileSync(path.join(spec.outDir, '.build-stamp'), 'utf8')).not.toBe(before);
  });

  it('ignores test files, which are part of no build', () => {
    const spec = setup();
    build(spec);
    writeFileSync(path.join(dir, 'src', 'a.test.ts'), 'it("x", () => {});\n');
    expect(isBuilt(spec)).toBe(true);
  });

  it('treats a stamp in the old format as not built', () => {
    const spec = setup();
    build(spec);
    writeFileSync(path.join(spec.outDir, '.build-stamp'), 'abc123\n');
    expect(isBuilt(spec)).toBe(false);
  });
});
