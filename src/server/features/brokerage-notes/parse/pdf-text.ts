import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfJsModule from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { NoteParseError } from '@/shared/brokerage-notes/contract';

/** A run of text as pdf.js placed it: x from the page's left edge, y from its bottom, in points. */
export interface TextItem {
  x: number;
  text: string;
}

/** One printed line: the items that share a baseline, left to right. */
export interface TextLine {
  y: number;
  items: TextItem[];
  /** The items joined by single spaces: what the regular expressions read. */
  text: string;
}

export type PdfText = { ok: true; pages: TextLine[][] } | { ok: false; error: NoteParseError };

/** Items whose baselines differ by less than this are one line (brokers' PDFs jitter by a point or two). */
const SAME_LINE = 2.5;

type PdfJs = typeof PdfJsModule;
let pdfjs: Promise<PdfJs> | undefined;
// Loaded on first use so the server starts without it; the legacy build is the one that runs in Node.
const loadPdfJs = () => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
let fontDir: string | undefined;
/**
 * pdf.js's own metrics for the 14 standard fonts most notes use: without them it looks for system fonts on every
 * document, which made reading about twice as slow.
 */
const standardFonts = () =>
  (fontDir ??= `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`);

const isPdf = (bytes: Uint8Array) =>
  bytes.length > 4 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46;

/**
 * The PDF's text as lines per page. Items are grouped by baseline and sorted by x; an item printed twice at the
 * same place (some brokers overprint bold text) is kept once.
 */
export async function readPdfText(bytes: Uint8Array, password?: string): Promise<PdfText> {
  if (!isPdf(bytes)) return { ok: false, error: { code: 'not-pdf', message: 'O arquivo não é um PDF.' } };
  const { getDocument, PasswordResponses } = await loadPdfJs();
  // pdf.js takes ownership of the buffer it is given: a copy keeps the caller's bytes readable.
  const task = getDocument({
    data: bytes.slice(),
    password: password || undefined,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    standardFontDataUrl: standardFonts(),
    stopAtErrors: false,
    verbosity: 0,
  });
  let doc;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    const e = err as { name?: string; code?: number };
    if (e?.name === 'PasswordException') {
      if (e.code === PasswordResponses.INCORRECT_PASSWORD && password)
        return { ok: false, error: { code: 'wrong-password', message: 'A senha do PDF não confere.' } };
      return {
        ok: false,
        error: {
          code: 'password-required',
          message: 'O PDF está protegido por senha: informe a senha (em geral, os dígitos do CPF).',
        },
      };
    }
    return {
      ok: false,
      error: { code: 'not-pdf', message: 'Não foi possível abrir o PDF: o arquivo está corrompido.' },
    };
  }
  try {
    const pages: TextLine[][] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      pages.push(toLines(content.items));
      page.cleanup();
    }
    return { ok: true, pages };
  } finally {
    await doc.destroy();
  }
}

/** pdf.js text items as lines: grouped by baseline, left to right, overprinted duplicates dropped. */
export function toLines(raw: readonly unknown[]): TextLine[] {
  const rows: { y: number; items: TextItem[] }[] = [];
  for (const it of raw) {
    const item = it as { str?: string; transform?: number[] };
    const text = item.str?.trim();
    if (!text || !item.transform) continue;
    const x = item.transform[4] ?? 0;
    const y = item.transform[5] ?? 0;
    let row = rows.find((r) => Math.abs(r.y - y) < SAME_LINE);
    if (!row) {
      row = { y, items: [] };
      rows.push(row);
    }
    if (row.items.some((it) => it.text === text && Math.abs(it.x - x) < 3)) continue;
    row.items.push({ x, text });
  }
  return rows
    .sort((a, b) => b.y - a.y)
    .map((r) => {
      const items = r.items.sort((a, b) => a.x - b.x);
      return {
        y: r.y,
        items,
        text: items
          .map((i) => i.text)
          .join(' ')
          .replace(/\s+/g, ' '),
      };
    });
}
