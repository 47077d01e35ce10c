// Plain JavaScript on purpose: `npm start` (scripts/start.mjs) asks this module whether the builds are current
// with node alone, before anything is compiled; loading tsx for that would cost more than the whole start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** What each build is made from (relative to the repository) and the file whose absence means "not built". */
export const CLIENT_BUILD = {
  name: 'client',
  inputs: [
    'src/client',
    'src/shared',
    'public',
    'vite.config.ts',
    // Read by vite.config.ts: the manifest, the offline page and the precache list.
    'scripts/pwa-assets.ts',
    'scripts/render-frames.tsx',
    'bench/bundle-size.ts',
    'package-lock.json',
    'tsconfig.json',
  ],
  outDir: path.join(root, 'dist/client'),
  output: 'index.html',
};

export const SERVER_BUILD = {
  name: 'server',
  inputs: [
    'src/server',
    'src/shared',
    'package-lock.json',
    'tsconfig.json',
    'scripts/server-build.ts',
    'scripts/build-stamp.mjs',
  ],
  outDir: path.join(root, 'dist/server'),
  output: 'index.mjs',
  // The worker pool's entry (ADR 027): a bundle without it would start, then fail its first PDF.
  otherOutputs: ['cpu-worker.mjs'],
};

const STAMP = '.build-stamp';

/** Every input file, sorted, tests left out (they are not part of any build). */
function inputFiles(inputs) {
  const out = [];
  const walk = (p) => {
    if (!existsSync(p)) return;
    if (statSync(p).isDirectory()) {
      for (const name of readdirSync(p).sort()) walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) {
      out.push(p);
    }
  };
  for (const input of inputs) walk(path.resolve(root, input));
  return out;
}

/**
 * Two fingerprints of a build's inputs: `stat` (names, sizes and mtimes: a few ms, checked first) and `content`
 * (a hash of every byte: ~0.1 s, checked only when `stat` differs, so a checkout that touched files without
 * changing them does not rebuild).
 */
function fingerprint(files, withContent) {
  const stat = createHash('sha256');
  const content = withContent ? createHash('sha256') : undefined;
  for (const file of files) {
    const rel = path.relative(root, file);
    const s = statSync(file);
    stat.update(`${rel}\0${s.size}\0${s.mtimeMs}\n`);
    if (content) {
      content.update(`${rel}\0`);
      content.update(readFileSync(file));
    }
  }
  return { stat: stat.digest('hex'), content: content?.digest('hex') };
}

/** The inputs' fingerprint as they are now: taken before a build starts, written with `writeStamp` once it worked. */
export function currentStamp(build) {
  return fingerprint(inputFiles(build.inputs), true);
}

export function writeStamp(outDir, stamp) {
  writeFileSync(path.join(outDir, STAMP), JSON.stringify(stamp) + '\n');
}

function readStamp(outDir) {
  try {
    return JSON.parse(readFileSync(path.join(outDir, STAMP), 'utf8'));
  } catch {
    return undefined;
  }
}

/** True when `outDir` holds the build of the current inputs (refreshing the stamp's mtimes when only they moved). */
export function isBuilt(build, outDir = build.outDir) {
  for (const output of [build.output, ...(build.otherOutputs ?? [])])
    if (!existsSync(path.join(outDir, output))) return false;
  const have = readStamp(outDir);
  if (!have?.stat || !have.content) return false;
  const files = inputFiles(build.inputs);
  if (fingerprint(files, false).stat === have.stat) return true;
  const now = fingerprint(files, true);
  if (now.content !== have.content) return false;
  writeStamp(outDir, now);
  return true;
}
