/**
 * Draws the page frames into the client build (ADR 022, addendum): the HTML a page shows before its scripts run,
 * which the server puts inside index.html's `#root` for that path. Rendered from the client's own components, with
 * the Instagram address as a placeholder the server replaces with the configured one.
 *
 * `tsx scripts/render-frames.tsx <outDir>` (scripts/client-build.ts runs it after Vite).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { AuthFrame } from '../src/client/features/auth/components/auth-frame';
import { FRAME_INSTAGRAM_PLACEHOLDER, PAGE_FRAMES } from '../src/shared/public-config';

type FramedPage = keyof typeof PAGE_FRAMES;

/** Each framed page's HTML. */
export function renderFrames(): Record<FramedPage, string> {
  return {
    '/auth': renderToStaticMarkup(
      <MemoryRouter>
        <AuthFrame instagramUrl={FRAME_INSTAGRAM_PLACEHOLDER} />
      </MemoryRouter>,
    ),
  };
}

export function writeFrames(outDir: string): void {
  const frames = renderFrames();
  for (const [page, file] of Object.entries(PAGE_FRAMES)) {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, frames[page as FramedPage]);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('uso: tsx scripts/render-frames.tsx <outDir>');
  writeFrames(outDir);
}
