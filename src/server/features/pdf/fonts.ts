import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Font } from '@react-pdf/renderer';
import { woffToSfnt } from './woff';

/**
 * The PDFs' fonts, read from disk (never fetched): Inter's Latin subset from @fontsource/inter (the app's face;
 * it has the accented letters, 'R$', '−' and '…') and DejaVu Sans, vendored in assets/fonts with its licence, as
 * the fallback for what that subset lacks ('≥', '≤', '∞'). React-PDF picks, glyph by glyph, the first family of
 * `fontFamily` that has it, and embeds only the glyphs a document uses.
 */
const require = createRequire(import.meta.url);
const interFile = (weight: number) =>
  require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`);

export const FALLBACK_FONT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../assets/fonts/DejaVuSans.ttf',
);

export const INTER_FONT_FILES = { regular: interFile(400), bold: interFile(700) };

/** The style value every document uses. */
export const FONT_FAMILY = ['Inter', 'DejaVu Sans'];

/** React-PDF takes a font as a path, a URL or a base64 data URL: the unwrapped WOFF goes in as the last. */
const sfntDataUrl = (woffFile: string): string =>
  `data:font/ttf;base64,${Buffer.from(woffToSfnt(readFileSync(woffFile))).toString('base64')}`;

let registered = false;

/**
 * Once per process: React-PDF keeps each registered font's parsed data, so later renders skip reading and parsing
 * the files (a registration per render would parse them every time).
 */
export function registerFonts(): void {
  if (registered) return;
  registered = true;
  Font.register({
    family: 'Inter',
    fonts: [
      { src: sfntDataUrl(INTER_FONT_FILES.regular), fontWeight: 400 },
      { src: sfntDataUrl(INTER_FONT_FILES.bold), fontWeight: 700 },
    ],
  });
  Font.register({ family: 'DejaVu Sans', src: FALLBACK_FONT_FILE });
  // React-PDF hyphenates with English patterns by default ('Resul-tado'); Portuguese words stay whole.
  Font.registerHyphenationCallback((word) => [word]);
}
