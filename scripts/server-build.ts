import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { createPgliteTemplate, PGLITE_TEMPLATE_DIR, usableTemplate } from '../src/server/db/pglite';
import { currentStamp, isBuilt, root, SERVER_BUILD, writeStamp } from './build-stamp.mjs';

/**
 * Modules that find files next to themselves (the migrations folder, the PDF fonts, the built client, createRequire)
 * do it from `import.meta.url`. In one bundle that would be dist/server/index.mjs for all of them, so each source
 * file's `import.meta.url` (and `.dirname`/`.filename`) is rewritten to its own source path, relative to the
 * bundle: the code stays unchanged, the bundle works from any checkout location, and a file added later with the
 * same habit keeps working.
 */
/** The worker pool's entry, built beside index.mjs (its name is in SERVER_BUILD's outputs too). */
const CPU_WORKER = 'cpu-worker';

/** Packages the server bundle leaves in node_modules (see buildServer). */
export const SERVER_EXTERNALS = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  '@react-pdf/*',
  '@fontsource/*',
  'pg-native',
  // The worker pool starts its own worker entry from beside itself (ADR 027).
  'tinypool',
  // A native addon: it loads libvips' prebuilt binary for the platform from its own package at run time.
  'sharp',
  // Loads its worker (pdf.worker.mjs) from beside itself at run time: bundled, that file would not be found.
  'pdfjs-dist',
  'pdfjs-dist/*',
];

function sourceLocation(outDir: string): Plugin {
  return {
    name: 'source-import-meta',
    setup(b) {
      b.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        if (!text.includes('import.meta.')) return undefined;
        const rel = path.relative(outDir, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(rel)}, import.meta.url)`;
        const contents = text
          .replace(/\bimport\.meta\.url\b/g, `${url}.href`)
          .replace(/\bimport\.meta\.filename\b/g, `__mctFileURLToPath(${url})`)
          .replace(/\bimport\.meta\.dirname\b/g, `__mctDirname(__mctFileURLToPath(${url}))`);
        const helpers =
          contents === text || !contents.includes('__mct')
            ? ''
            : "import { fileURLToPath as __mctFileURLToPath } from 'node:url';\n" +
              "import { dirname as __mctDirname } from 'node:path';\n";
        return { contents: helpers + contents, loader: args.path.endsWith('x') ? 'tsx' : 'ts' };
      });
    },
  };
}

/**
 * Bundles the server (src/server/index.ts) into `outDir`/index.mjs, and the worker pool's entry
 * (src/server/cpu-pool/worker.ts) into `outDir`/cpu-worker.mjs beside it (ADR 027): ESM for Node 20, the packages
 * left in node_modules (imported at run time, as with tsx), `@/…` resolved through tsconfig's paths, and a source
 * map so stack traces name the .ts files. Chunks, shared by both entries, split off where the code imports lazily.
 */
export async function buildServer(outDir = SERVER_BUILD.outDir): Promise<void> {
  await rm(outDir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: {
      index: path.join(root, 'src/server/index.ts'),
      [CPU_WORKER]: path.join(root, 'src/server/cpu-pool/worker.ts'),
    },
    // Tells src/server/cpu-pool/cpu-pool.ts to start workers on cpu-worker.mjs rather than the sources.
    define: { __MCT_SERVER_BUNDLE__: 'true' },
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    // Beside index.mjs, never in a subfolder: the rewritten `import.meta.url`s are relative to outDir itself.
    chunkNames: '[name]-[hash]',
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // The packages are bundled too: loading hundreds of files from node_modules was most of a start (ADR 037).
    // Left outside: PGlite (it finds its WebAssembly and data files next to itself), React and React-PDF (loaded
    // only to render a PDF; React-PDF reads its own files), the fonts the PDFs embed, and pg's optional native
    // driver.
    external: SERVER_EXTERNALS,
    // CommonJS packages call require(); an ES module has none of its own.
    banner: {
      js: "import { createRequire as __mctCreateRequire } from 'node:module'; const require = __mctCreateRequire(import.meta.url);",
    },
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    // Stack traces need the positions, not the sources: half the map to read when a start turns source maps on.
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [sourceLocation(outDir)],
  });
}

/** Builds the server bundle into `outDir` (default dist/server) unless the one there is of the current sources. */
export async function ensureServerBuilt(outDir = SERVER_BUILD.outDir): Promise<void> {
  if (isBuilt(SERVER_BUILD, outDir)) return;
  const stamp = currentStamp(SERVER_BUILD);
  console.error('Compilando o servidor (só quando o código mudou)...');
  await buildServer(outDir);
  writeStamp(outDir, stamp);
}

/**
 * The empty PGlite cluster a new DATA_DIR is copied from (src/server/db/pglite.ts), made once per PGlite version:
 * here, in a build process that ends, rather than in the server, where initdb's memory would stay.
 */
export async function ensurePgliteTemplate(dir = PGLITE_TEMPLATE_DIR): Promise<void> {
  if (usableTemplate(dir)) return;
  console.error('Preparando o banco embutido vazio (uma vez por versão do PGlite)...');
  await createPgliteTemplate(dir);
}

// `tsx scripts/server-build.ts [outDir]`
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await ensureServerBuilt(process.argv[2] ? path.resolve(process.argv[2]) : undefined);
}
