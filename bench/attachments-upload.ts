import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { screenshotPng } from '../src/server/images/test-images.testkit';
import { startTestS3Server } from '../src/server/testing/s3-server';
import type { Bench } from './types';

const IMAGES = Number(process.env.BENCH_ATTACH_IMAGES ?? 20);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const child = path.join(root, 'bench/support/attachments-upload-child.ts');

/**
 * One measured run in a fresh process, so each one's peak memory is its own. Asynchronous: s3rver answers from
 * this process's event loop.
 */
async function runChild(
  folder: string,
  storageUrl: string,
  parallel: number,
  threads = '',
): Promise<Record<string, unknown>> {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', child, folder, storageUrl, String(parallel), threads],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    },
  );
  if (stderr.trim()) process.stderr.write(stderr);
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
}

/**
 * Upload of 20 chart screenshots of ~2 MB (2560×1440 PNGs, generated: a chart, glyph-like text, a noisy panel):
 * each checked, re-encoded and thumbnailed (src/server/images) and stored with its thumbnail, on the local driver
 * and on the S3 driver against s3rver (run in this process, so the measured one holds only the app's side). One
 * upload at a time, then 4 at once (queued by the one-image-at-a-time rule); and once with sharp's default thread
 * count, to show what concurrency(1) costs and saves. Each run is a fresh process: total and per-image time, CPU,
 * how many cores it kept busy, the event loop's delay, peak RSS and heap.
 */
export const attachmentsUploadBench: Bench = {
  name: 'attachments-upload',
  description: `Upload de ${IMAGES} imagens PNG de ~2 MB: processar (sharp) e gravar imagem + miniatura, nos drivers local e S3 (s3rver)`,
  async run() {
    const folder = mkdtempSync(path.join(tmpdir(), 'mct-bench-images-'));
    const s3 = await startTestS3Server({ bucket: 'mct-bench' });
    try {
      let inputBytes = 0;
      for (let i = 0; i < IMAGES; i++) {
        const png = await screenshotPng(2560, 1440, { seed: i + 1, noiseShare: 0.18 });
        inputBytes += png.length;
        writeFileSync(path.join(folder, `shot-${String(i).padStart(2, '0')}.png`), png);
      }
      return {
        images: IMAGES,
        averageInputMb: Math.round((inputBytes / IMAGES / 1024 / 1024) * 100) / 100,
        machineCores: cpus().length,
        local: await runChild(folder, '', 1),
        s3: await runChild(folder, s3.storageUrl, 1),
        localFourAtOnce: await runChild(folder, '', 4),
        localSharpDefaultThreads: await runChild(folder, '', 1, String(cpus().length)),
      };
    } finally {
      await s3.close();
      rmSync(folder, { recursive: true, force: true });
    }
  },
};
