/**
 * One process of the attachments-upload bench (bench/attachments-upload.ts): argv is the folder of PNG files, the
 * STORAGE_URL ('' for the local driver under a temporary DATA_DIR), how many uploads run at once, and sharp's
 * thread count ('' for the app's). Each file is read when its turn comes (as an upload's body arrives), processed
 * and stored (image and thumbnail), as the upload route does. Prints one JSON line.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { processImage } from '../../src/server/images/process-image';
import { loadSharp } from '../../src/server/images/sharp-runtime';
import { attachmentBlobKeys } from '../../src/server/storage/blob-store';
import { blobStoreFromConfig } from '../../src/server/storage/blob-store-from-config';

const [folder = '', storageUrl = '', parallelArg = '1', threadsArg = ''] = process.argv.slice(2);
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.png'))
  .sort()
  .map((f) => path.join(folder, f));
const dataDir = mkdtempSync(path.join(tmpdir(), 'mct-bench-attach-'));
const store = await blobStoreFromConfig({ dataDir, storageUrl: storageUrl || undefined });
const sharp = await loadSharp();
if (threadsArg) sharp.concurrency(Number(threadsArg));

const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
let peakHeap = 0;
let peakExternal = 0;
const sample = () => {
  const m = process.memoryUsage();
  peakHeap = Math.max(peakHeap, m.heapUsed);
  peakExternal = Math.max(peakExternal, m.external + m.arrayBuffers);
};
const baseline = process.memoryUsage();
const sampler = setInterval(sample, 5);
const loop = monitorEventLoopDelay({ resolution: 5 });
loop.enable();

const perImage: number[] = [];
let inBytes = 0;
let storedBytes = 0;
const types: Record<string, number> = {};
const cpu0 = process.cpuUsage();
const started = performance.now();
let next = 0;
async function worker() {
  while (next < files.length) {
    const i = next++;
    const t0 = performance.now();
    const bytes = readFileSync(files[i] ?? '');
    inBytes += bytes.length;
    const { image, thumb } = await processImage(bytes);
    const keys = attachmentBlobKeys('bench-user', `img-${i}`);
    await store.put(keys.image, image.data, image.type);
    await store.put(keys.thumb, thumb.data, thumb.type);
    storedBytes += image.bytes + thumb.bytes;
    types[image.type] = (types[image.type] ?? 0) + 1;
    perImage.push(performance.now() - t0);
    sample();
  }
}
await Promise.all(Array.from({ length: Number(parallelArg) }, worker));
const wallMs = performance.now() - started;
const cpu = process.cpuUsage(cpu0);
clearInterval(sampler);
loop.disable();

// Everything stored reads back (the bench would otherwise time a store that drops writes).
for (let i = 0; i < files.length; i++)
  if (!(await store.get(attachmentBlobKeys('bench-user', `img-${i}`).image)))
    throw new Error(`lost img-${i}`);
await store.deleteMany(files.flatMap((_, i) => Object.values(attachmentBlobKeys('bench-user', `img-${i}`))));
await store.close();
rmSync(dataDir, { recursive: true, force: true });

const sorted = [...perImage].sort((a, b) => a - b);
const median =
  sorted.length % 2
    ? sorted[(sorted.length - 1) / 2]
    : ((sorted[sorted.length / 2 - 1] ?? 0) + (sorted[sorted.length / 2] ?? 0)) / 2;
console.log(
  JSON.stringify({
    images: files.length,
    inputMb: mb(inBytes),
    storedMb: mb(storedBytes),
    storedTypes: types,
    totalMs: Math.round(wallMs),
    perImageMedianMs: Math.round(median ?? 0),
    perImageMaxMs: Math.round(sorted.at(-1) ?? 0),
    cpuMs: Math.round((cpu.user + cpu.system) / 1000),
    coresBusy: Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 100) / 100,
    eventLoopDelayP99Ms: Math.round(loop.percentile(99) / 1e6),
    baselineRssMb: mb(baseline.rss),
    peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    baselineHeapMb: mb(baseline.heapUsed),
    peakHeapMb: mb(peakHeap),
    peakExternalMb: mb(peakExternal),
  }),
);
