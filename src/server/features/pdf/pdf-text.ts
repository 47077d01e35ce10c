import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What a reader of the PDF gets back: its pages' text and the fonts it embeds. For tests (server and e2e). */
export interface PdfText {
  pages: string[];
  /** All pages, one string; Intl's no-break spaces read as plain spaces, so 'R$ 1.234,56' is found as typed. */
  text: string;
}

/**
 * Extracts each page's text with pdf.js (the same parser Firefox uses): a PDF it cannot parse fails here. Text
 * runs that touch are joined as they are (a glyph drawn from the fallback font is a run of its own: '≥' inside a
 * sentence), runs apart (two table cells) or on another line get a space between them, so a figure is found whole
 * and never glued to the next cell's.
 */
export async function extractPdfText(pdf: Uint8Array): Promise<PdfText> {
  // pdf.js takes ownership of (and detaches) the buffer it is given: hand it a copy.
  const document = await getDocument({ data: pdf.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      let text = '';
      let end: { x: number; y: number } | null = null;
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        const apart = end !== null && (Math.abs(y - end.y) > 0.5 || x - end.x > 0.5);
        text += (apart ? ' ' : '') + item.str;
        end = { x: x + item.width, y };
        if (item.hasEOL) {
          text += ' ';
          end = null;
        }
      }
      pages.push(
        text
          .replace(/\u00a0/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      );
    }
    return { pages, text: pages.join('\n') };
  } finally {
    await document.destroy();
  }
}
