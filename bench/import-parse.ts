import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Bench } from './types';

const ROWS = Number(process.env.BENCH_PARSE_ROWS ?? 100_000);
/** Fresh processes per checkout, and parse + validate iterations in each (the first one is the cold one). */
const PROCESSES = Number(process.env.BENCH_PARSE_PROCESSES ?? 5);
const ITERATIONS = Number(process.env.BENCH_PARSE_ITERATIONS ?? 3);
/** Another checkout (e.g. `git worktree add /tmp/base main`) to time in alternation with this one. */
const BASE = process.env.BENCH_PARSE_BASE;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = path.join(root, 'bench/support/import-parse-child.ts');

interface Step {
  cpuMs: number;
  wallMs: number;
  allocatedMb: number;
  gcCount: number;
  gcMs: number;
}
type Iteration = { parse: Step; validate: Step; rows: number };
const STEPS = ['parse', 'validate'] as const;
const FIELDS = ['cpuMs', 'wallMs', 'allocatedMb', 'gcCount', 'gcMs'] as const;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? NaN) : Math.round((((s[mid - 1] ?? NaN) + (s[mid] ?? NaN)) / 2) * 10) / 10;
};
const load = () => loadavg().map((l) => Math.round(l * 100) / 100);

/** One process on `codeRoot`'s code (its cwd, so its tsconfig's '@/' paths are that checkout's). */
function runProcess(codeRoot: string): Iteration[] {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', child, codeRoot, String(ROWS), String(ITERATIONS)],
    { cwd: codeRoot, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out.trim().split('\n').pop() ?? '[]') as Iteration[];
}

/** Medians per step and field: `warm` over every iteration but each process's first, `cold` over the firsts. */
function summarise(runs: Iteration[][]) {
  const pick = (its: Iteration[]) =>
    Object.fromEntries(
      STEPS.map((step) => [
        step,
        Object.fromEntries(FIELDS.map((f) => [f, median(its.map((it) => it[step][f]))])) as Record<
          (typeof FIELDS)[number],
          number
        >,
      ]),
    ) as Record<(typeof STEPS)[number], Record<(typeof FIELDS)[number], number>>;
  const warm = runs.flatMap((r) => r.slice(1));
  const cold = runs.map((r) => r[0]).filter((r): r is Iteration => !!r);
  const both = (it: Iteration) => it.parse.cpuMs + it.validate.cpuMs;
  return {
    rows: runs[0]?.[0]?.rows,
    warm: pick(warm.length ? warm : cold),
    cold: pick(cold),
    parseAndValidateCpuMs: median((warm.length ? warm : cold).map(both)),
    samples: { processes: runs.length, warmIterations: warm.length },
  };
}

/**
 * The CPU time and allocation of the import's parse (bytes → ParsedTrades) and validate (each trade →
 * its trades row → the staging batch's COPY text, which both databases read) steps for the 100,000-row Profit file, without a database or a server. CPU time is the figure
 * to compare on a shared machine. With BENCH_PARSE_BASE set to another checkout, both are timed in alternating
 * processes, so load changes hit both alike. Never fails: it reports.
 */
export const importParseBench: Bench = {
  name: 'import-parse',
  description: `Parse e validação da importação Profit de ${ROWS.toLocaleString('pt-BR')} linhas, sem banco: CPU, tempo, memória alocada e GCs por etapa; medianas de ${PROCESSES} processos × ${ITERATIONS} iterações${BASE ? ', alternando com BENCH_PARSE_BASE' : ''}`,
  run() {
    const trees = [{ name: 'current', root }, ...(BASE ? [{ name: 'base', root: path.resolve(BASE) }] : [])];
    const runs = new Map<string, Iteration[][]>(trees.map((t) => [t.name, []]));
    const loadBefore = load();
    for (let p = 0; p < PROCESSES; p += 1) {
      // Alternate which goes first, so neither always runs right after the other.
      const order = p % 2 ? [...trees].reverse() : trees;
      for (const t of order) runs.get(t.name)?.push(runProcess(t.root));
    }
    const results: Record<string, unknown> = { loadAverage: loadBefore };
    const summaries = new Map(trees.map((t) => [t.name, summarise(runs.get(t.name) ?? [])]));
    for (const t of trees) results[t.name] = { root: t.root, ...summaries.get(t.name) };
    const current = summaries.get('current');
    const base = summaries.get('base');
    if (current && base) {
      // base ÷ current of the warm medians: 2 means this checkout takes half the base's CPU time (or memory).
      const ratio = (a: number | undefined, b: number | undefined) =>
        a && b ? Math.round((a / b) * 100) / 100 : null;
      results.baseOverCurrent = Object.fromEntries(
        STEPS.map((step) => [
          step,
          Object.fromEntries(FIELDS.map((f) => [f, ratio(base.warm[step]?.[f], current.warm[step]?.[f])])),
        ]),
      );
      results.baseOverCurrent = {
        ...(results.baseOverCurrent as object),
        parseAndValidateCpu: ratio(base.parseAndValidateCpuMs, current.parseAndValidateCpuMs),
      };
    }
    results.loadAverageAfter = load();
    return results;
  },
};
