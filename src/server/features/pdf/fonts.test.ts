import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfText } from '@/shared/i18n/pdf';
import { dashboardText } from '@/shared/i18n/dashboard';
import { EMOTION_GROUP_LABELS, EMOTION_LABELS } from '@/shared/trading/emotions';
import { FALLBACK_FONT_FILE, INTER_FONT_FILES } from './fonts';
import { money, signedPoints } from './format';
import { woffToSfnt } from './woff';

interface FontkitFont {
  numGlyphs: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): { glyphs: { id: number }[] };
}
// fontkit ships no types; React-PDF uses the same copy to read the fonts.
const fontkit = createRequire(import.meta.url)('fontkit') as { create(data: Uint8Array): FontkitFont };

const inter = fontkit.create(woffToSfnt(readFileSync(INTER_FONT_FILES.regular)));
const interBold = fontkit.create(woffToSfnt(readFileSync(INTER_FONT_FILES.bold)));
const fallback = fontkit.create(readFileSync(FALLBACK_FONT_FILE));

/** Every string the documents can print: the catalogue (functions called with sample figures) and the labels. */
function printable(): string {
  const out: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') out.push(value);
    else if (typeof value === 'function') out.push(String(value('1', '2', '3')));
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(pdfText);
  walk(EMOTION_LABELS);
  walk(EMOTION_GROUP_LABELS);
  walk(dashboardText.weekdays);
  out.push(money(-123_456_789, 'BRL'), money(-5_000, 'USD'), signedPoints(-0.5), '0123456789%+−.,/–:·');
  return out.join('');
}

describe('PDF fonts', () => {
  it('unwraps Inter’s WOFF into a font with every glyph of the subset', () => {
    expect(inter.numGlyphs).toBeGreaterThan(400);
    expect(interBold.numGlyphs).toBe(inter.numGlyphs);
    // Shaping reads the inflated tables: a word comes out as real glyphs, not .notdef (id 0).
    expect(inter.layout('Conceição').glyphs.every((g) => g.id > 0)).toBe(true);
  });

  it('Inter draws the accents, R$, the minus sign and the ellipsis; DejaVu Sans draws ≥, ≤ and ∞', () => {
    for (const ch of ['ç', 'ã', 'é', 'ô', 'Ã', 'É', 'R', '$', '−', '…', '–', '·', '÷'])
      expect(inter.hasGlyphForCodePoint(ch.codePointAt(0) as number), ch).toBe(true);
    for (const ch of ['≥', '≤', '∞']) {
      expect(inter.hasGlyphForCodePoint(ch.codePointAt(0) as number), ch).toBe(false);
      expect(fallback.hasGlyphForCodePoint(ch.codePointAt(0) as number), ch).toBe(true);
    }
  });

  it('every character the documents print has a glyph in Inter or in the fallback', () => {
    const missing = [...new Set(printable())].filter((ch) => {
      const code = ch.codePointAt(0) as number;
      return ch !== '\n' && !inter.hasGlyphForCodePoint(code) && !fallback.hasGlyphForCodePoint(code);
    });
    expect(missing).toEqual([]);
  });

  it('refuses a file that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(readFileSync(FALLBACK_FONT_FILE))).toThrow(/WOFF/);
  });
});
