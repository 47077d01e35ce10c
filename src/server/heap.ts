import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * The JavaScript heap while a file is uploaded and imported (ADR 026).
 *
 * V8 lets the heap grow, before its next full collection, to a multiple of what the last one left alive: 1.1× to
 * 4×, by how fast it collects against how fast the program allocates. A server answering requests gets room that
 * way and keeps it: held at 1.1× all the time, the cached dashboard and the load test lost their tail (p99 262–382
 * ms against 126–278 ms in the same runs).
 *
 * An import is one burst. Of a 100,000-row file, ~40 MB is alive at the most (the parsed trades, released as they
 * are staged), yet V8's one full collection came while they were all alive, so its next limit was twice that, and
 * the process peaked at 453 MB on PGlite with ~120 MB of garbage in the heap. While an upload runs:
 * - the heap may grow only `percent` past its live data before the next full collection (V8 reads the flag at
 *   each collection);
 * - a full collection at the start and once the rows are stored (`settleHeap`) puts the limit on the live data
 *   of those moments, the smallest of the import, instead of on whatever came before.
 * With 10%: 378–381 MB, for ~0.3–0.5 s more of the import's ~4.4 s. When the last upload ends, V8's own choice
 * is back; the setting is the process's, so a request that runs beside an upload shares it for that long.
 */
export class HeapGrowth {
  constructor(private readonly percent: number) {}

  /** Runs `work` with the heap held to `percent` growth (0: V8's own choice all along). */
  async during<T>(work: () => Promise<T>): Promise<T> {
    if (this.percent <= 0) return work();
    if (running++ === 0) {
      setGrowth(this.percent);
      collect();
    }
    try {
      return await work();
    } finally {
      if (--running === 0) setGrowth(0);
    }
  }
}

/** Uploads holding the heap tight now (process-wide, as V8's flags are). */
let running = 0;

/** Whether an upload holds the heap tight now. */
export const heapHeldTight = (): boolean => running > 0;

/** A full collection while an upload holds the heap tight (its live data is at a low); nothing otherwise. */
export function settleHeap(): void {
  if (running > 0) collect();
}

/** 0 hands the growth back to V8's own heuristics (the flag's default). */
const setGrowth = (percent: number) => v8.setFlagsFromString(`--heap-growing-percent=${Math.trunc(percent)}`);

let gc: (() => void) | undefined;
/**
 * A full collection. V8 gives `gc` to contexts made after --expose-gc is set; it is taken from a new one, so the
 * app's own global never has it.
 */
function collect(): void {
  if (!gc) {
    v8.setFlagsFromString('--expose-gc');
    gc = vm.runInNewContext('gc') as () => void;
  }
  gc();
}
