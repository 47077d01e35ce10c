import { unzipSync } from 'fflate';
import { NOTE_UPLOAD_MAX_BYTES, NOTE_UPLOAD_MAX_FILES } from '@/shared/brokerage-notes/api';
import type { NoteParseError, NoteParseResult, ParsedNote } from '@/shared/brokerage-notes/contract';
import { hasText, readHeader } from './note-header';
import { readBmfExecutions, readBmfGrid, summariseBmf } from './parse-bmf';
import { readBovespaExecutions, summariseBovespa } from './parse-bovespa';
import { readPdfText, type TextLine } from './pdf-text';

export const NO_TEXT_MESSAGE =
  'O PDF não tem texto (parece uma imagem digitalizada): baixe a nota de novo no site da corretora, em PDF.';

const isZip = (b: Uint8Array) => b[0] === 0x50 && b[1] === 0x4b && b[2] === 0x03 && b[3] === 0x04;

/**
 * Reads an uploaded file as brokerage notes (SINACOR): a PDF (one or several notes, each over one or more pages) or
 * a ZIP of PDFs. The password, when given, opens protected PDFs and is not kept. Nothing is partial: one file
 * that cannot be read makes the whole upload an error naming it.
 */
export async function readNoteUpload(
  fileName: string,
  bytes: Uint8Array,
  opts: { password?: string },
): Promise<NoteParseResult> {
  if (isZip(bytes)) {
    let entries: Record<string, Uint8Array>;
    // Sizes are checked before unpacking: a small archive must not unpack into gigabytes.
    let unpacked = 0;
    let count = 0;
    try {
      entries = unzipSync(bytes, {
        filter: (f) => {
          if (!/\.pdf$/i.test(f.name) || f.name.startsWith('__MACOSX/')) return false;
          unpacked += f.originalSize;
          count += 1;
          return unpacked <= NOTE_UPLOAD_MAX_BYTES && count <= NOTE_UPLOAD_MAX_FILES;
        },
      });
    } catch {
      return fail({
        code: 'not-pdf',
        message: `${fileName}: não foi possível abrir o ZIP (arquivo corrompido).`,
      });
    }
    if (unpacked > NOTE_UPLOAD_MAX_BYTES || count > NOTE_UPLOAD_MAX_FILES)
      return fail({
        code: 'not-a-note',
        message: `${fileName}: o ZIP tem mais do que o permitido por envio (${NOTE_UPLOAD_MAX_FILES} PDFs, ${NOTE_UPLOAD_MAX_BYTES / 1024 / 1024} MB).`,
      });
    const names = Object.keys(entries).sort();
    if (!names.length) return fail({ code: 'not-a-note', message: `${fileName}: o ZIP não tem nenhum PDF.` });
    const notes: ParsedNote[] = [];
    for (const name of names) {
      const one = await readPdf(entries[name] as Uint8Array, opts.password);
      if (!one.ok)
        return fail({
          ...one.error,
          message: `${name.slice(name.lastIndexOf('/') + 1)}: ${one.error.message}`,
        });
      notes.push(...one.notes);
    }
    return { ok: true, notes };
  }
  return readPdf(bytes, opts.password);
}

const fail = (error: NoteParseError): NoteParseResult => ({ ok: false, error });

async function readPdf(bytes: Uint8Array, password: string | undefined): Promise<NoteParseResult> {
  const text = await readPdfText(bytes, password);
  if (!text.ok) return text;
  return readNotesFromPages(text.pages);
}

/** The notes in a PDF's text (pages of lines, as readPdfText gives them). */
export function readNotesFromPages(pages: TextLine[][]): NoteParseResult {
  if (pages.every((p) => p.length === 0)) return fail({ code: 'not-a-note', message: NO_TEXT_MESSAGE });
  const all = pages.flat();
  if (!hasText(all, /nr\.? ?nota|número da nota/i) && !hasText(all, /nota de (negocia[çc][ãa]o|corretagem)/i))
    return fail({
      code: 'not-a-note',
      message: 'O PDF não é uma nota de corretagem: não tem "Nr. nota" nem "Data pregão".',
    });
  // Pages in order; a new note starts where the number changes (one PDF may hold a month of notes).
  const groups: { number: string | null; pages: TextLine[][] }[] = [];
  for (const page of pages) {
    const h = readHeader(page);
    const last = groups[groups.length - 1];
    if (
      last &&
      (h.noteNumber === null || h.noteNumber === last.number) &&
      !(h.sheet === 1 && last.pages.length)
    )
      last.pages.push(page);
    else groups.push({ number: h.noteNumber, pages: [page] });
  }
  const notes: ParsedNote[] = [];
  for (const g of groups) {
    const note = readNote(g.pages);
    if ('error' in note) return fail(note.error);
    notes.push(note.note);
  }
  return { ok: true, notes };
}

function readNote(pages: TextLine[][]): { note: ParsedNote } | { error: NoteParseError } {
  const first = pages[0] as TextLine[];
  const lines = pages.flat();
  const h = readHeader(first);
  const missing: string[] = [];
  if (!h.noteNumber) missing.push('número da nota ("Nr. nota")');
  if (!h.tradeDate) missing.push('data do pregão ("Data pregão")');
  const bmf = hasText(lines, /C\/V Mercadoria|Venda disponível/i);
  const bovespa = hasText(
    lines,
    /Negócios realizados|Q Negociação|Resumo dos Negócios|Especificação do Título/i,
  );
  if (!bmf && !bovespa) missing.push('tabela de negócios (BM&F ou Bovespa)');
  if (missing.length) return notRecognised(missing);
  const base = {
    broker: h.broker ?? 'Corretora não identificada',
    noteNumber: h.noteNumber as string,
    tradeDate: h.tradeDate as string,
    clientCode: h.clientCode ?? '',
    pages: pages.length,
  };
  if (bmf) {
    const { executions, feeCents } = readBmfExecutions(lines);
    const grid = readBmfGrid(pages[pages.length - 1] as TextLine[]) ?? readBmfGrid(lines);
    if (!grid) return notRecognised(['resumo da nota BM&F ("Valor dos negócios" … "Total líquido da nota")']);
    if (!executions.length) return notRecognised(['negócios (linhas C/V com mercadoria e vencimento)']);
    return { note: { ...base, segment: 'bmf', executions, ...summariseBmf(grid, executions, feeCents) } };
  }
  const executions = readBovespaExecutions(lines, base.tradeDate);
  const summary = summariseBovespa(lines, executions);
  if (!summary) return notRecognised(['resumo financeiro ("Valor líquido das operações", "Líquido para")']);
  if (!executions.length) return notRecognised(['negócios realizados (linhas BOVESPA C/V)']);
  return { note: { ...base, segment: 'bovespa', executions, ...summary } };
}

const notRecognised = (missing: string[]): { error: NoteParseError } => ({
  error: {
    code: 'layout-not-recognised',
    message: `A nota não está num formato reconhecido: faltou ${missing.join(', ')}.`,
    missing,
  },
});
