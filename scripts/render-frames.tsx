/**
 * Draws the page frames into the client build (ADR 038): the HTML a page shows before its scripts run,
 * which the server puts inside index.html's `#root` for that path. Rendered from the client's own components, with
 * the Instagram address as a placeholder the server replaces with the configured one. Beside each frame, the
 * page's chunks named in a meta for its `<head>`, from Vite's manifest.
 *
 * `tsx scripts/render-frames.tsx <outDir>` (scripts/client-build.ts runs it after Vite).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { SignedInFrame } from '../src/client/components/layouts/signed-in-frame';
import { AuthFrame } from '../src/client/features/auth/components/auth-frame';
import { LandingPage } from '../src/client/features/landing';
import {
  FRAME_INSTAGRAM_PLACEHOLDER,
  PAGE_CHUNKS_META,
  PAGE_FRAMES,
  SIGNED_IN_FRAME,
} from '../src/shared/public-config';
import { entryKey, type Manifest, readManifest, staticClosure } from './vite-manifest';

type FramedPage = keyof typeof PAGE_FRAMES;

/** Each framed page's HTML. */
export function renderFrames(): Record<FramedPage, string> {
  return {
    // The real page: without a document the client's config falls back to the placeholder WhatsApp number, which the
    // server replaces with the configured one.
    '/': renderToStaticMarkup(
      <MemoryRouter>
        <LandingPage />
      </MemoryRouter>,
    ),
    '/auth': renderToStaticMarkup(
      <MemoryRouter>
        <AuthFrame instagramUrl={FRAME_INSTAGRAM_PLACEHOLDER} />
      </MemoryRouter>,
    ),
  };
}

/**
 * What each framed page loads first, by manifest key (under src/client): the app shell around it and its route,
 * as src/client/app/route-table.ts preloads them.
 */
export const PAGE_MODULES: Record<FramedPage, string[]> = {
  // The landing is the entry's own: no chunk to name (an empty head).
  '/': [],
  '/auth': ['app/app-shell.tsx', 'app/routes/auth.tsx'],
};

/**
 * The `<head>` meta naming the chunks of `modules` the entry does not already load. A meta, not modulepreload
 * links: links in the HTML download at once and compete with the stylesheet before the first paint; the entry
 * starts these downloads when it runs (src/client/app/route-table.ts).
 */
export function chunksMeta(manifest: Manifest, modules: string[]): string {
  const entry = new Set(staticClosure(manifest, [entryKey(manifest)]));
  const files = staticClosure(manifest, modules, entry).filter((file) => file.endsWith('.js'));
  return `<meta name="${PAGE_CHUNKS_META}" content="${files.map((file) => `/${file}`).join(' ')}" />`;
}

export function writeFrames(outDir: string): void {
  const frames = renderFrames();
  const manifest = readManifest(outDir);
  const write = (file: string, text: string) => {
    const target = path.join(outDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  };
  for (const [page, files] of Object.entries(PAGE_FRAMES)) {
    write(files.body, frames[page as FramedPage]);
    const modules = PAGE_MODULES[page as FramedPage];
    write(files.head, modules.length ? chunksMeta(manifest, modules) : '');
  }
  // Every signed-in page's frame: the header and a page skeleton, the same for all of them.
  write(SIGNED_IN_FRAME, renderToStaticMarkup(<SignedInFrame />));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const outDir = process.argv[2];
  if (!outDir) throw new Error('uso: tsx scripts/render-frames.tsx <outDir>');
  writeFrames(outDir);
}
