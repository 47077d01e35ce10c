import { isoDate } from './note-numbers';
import type { TextItem, TextLine } from './pdf-text';

const norm = (s: string) => s.replace(/\s+/g, ' ').trim().toLowerCase();

/** The item printed under a label (the label's own line or the next few), the one nearest the label's left edge. */
export function valueBelow(
  lines: readonly TextLine[],
  label: RegExp,
  accept: RegExp,
  reach = 3,
): string | null {
  for (let i = 0; i < lines.length; i += 1) {
    const head = lines[i]?.items.find((it) => label.test(it.text));
    if (!head) continue;
    // Values sit a few points off their label's left edge, and the next label's value is further: nearest wins.
    let best: TextItem | null = null;
    for (const line of lines.slice(i + 1, i + 1 + reach)) {
      for (const it of line.items) {
        if (!accept.test(it.text) || Math.abs(it.x - head.x) > 30) continue;
        if (!best || Math.abs(it.x - head.x) < Math.abs(best.x - head.x)) best = it;
      }
    }
    if (best) return best.text;
  }
  return null;
}

export interface NoteHeader {
  noteNumber: string | null;
  sheet: number | null;
  tradeDate: string | null;
  broker: string | null;
  clientCode: string | null;
}

const NOTE_LABEL = /^(nr\.? ?nota|número da nota)$/i;
const DATE_LABEL = /^data preg[ãa]o$/i;
const SHEET_LABEL = /^folha$/i;

/** The brokers whose notes were seen; any other keeps the name its header prints. */
const BROKERS: [RegExp, string][] = [
  [/\bCLEAR\b/i, 'Clear'],
  [/\bRICO\b/i, 'Rico'],
  [/\bXP INVESTIMENTOS\b/i, 'XP'],
  [/\bGENIAL\b/i, 'Genial'],
  [/\bBTG\b/i, 'BTG Pactual'],
  [/\bMODAL\b/i, 'Modal'],
  [/\bNU ?INVEST\b/i, 'NuInvest'],
  [/\bINTER DTVM\b|\bBANCO INTER\b.*\bDTVM\b/i, 'Inter'],
];

/** Number, sheet, date, broker and client code of one page (SINACOR prints them on every page). */
export function readHeader(lines: readonly TextLine[]): NoteHeader {
  const top = lines.slice(0, 40);
  const rawNumber = valueBelow(top, NOTE_LABEL, /^\d[\d.]*$/);
  const rawSheet = valueBelow(top, SHEET_LABEL, /^\d+(\s*\/\s*\d+)?$/);
  const rawDate = valueBelow(top, DATE_LABEL, /^\d{2}\/\d{2}\/\d{4}$/);
  let broker: string | null = null;
  for (const line of top) {
    const hit = BROKERS.find(([re]) => re.test(line.text));
    if (hit) {
      broker = hit[1];
      break;
    }
  }
  if (!broker) {
    const named = top.find((l) => /\b(CORRETORA|CTVM|DTVM|DISTRIBUIDORA)\b/i.test(l.text));
    broker = named ? named.text.slice(0, 80) : null;
  }
  const clientCode =
    valueBelow(top, /^(código (do )?cliente|c[óo]d\.? cliente)$/i, /^[\d-]{3,}$/) ??
    valueBelow(top, /^cliente$/i, /^\d[\d-]{2,}/)?.split(' ')[0] ??
    null;
  return {
    noteNumber: rawNumber ? rawNumber.replace(/\./g, '') : null,
    sheet: rawSheet ? Number(rawSheet.split('/')[0]) : null,
    tradeDate: rawDate ? isoDate(rawDate) : null,
    broker,
    clientCode,
  };
}

export const hasText = (lines: readonly TextLine[], re: RegExp) => lines.some((l) => re.test(l.text));
export { norm };
