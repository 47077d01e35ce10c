import { z } from 'zod';
import type { NoteCosts, NoteSegment } from './contract';

/** The routes of the brokerage notes, under /api. */
export const brokerageNotesApi = {
  list: '/api/brokerage-notes',
  import: '/api/brokerage-notes/import',
  note: (id: string) => `/api/brokerage-notes/${id}`,
  createMissing: (id: string) => `/api/brokerage-notes/${id}/create-missing`,
  accept: (id: string) => `/api/brokerage-notes/${id}/accept`,
  pdf: (id: string) => `/api/brokerage-notes/${id}/pdf`,
} as const;

/** A month of notes at once (22 notes of ~100 KB) with room to spare; a ZIP counts as its own size. */
export const NOTE_UPLOAD_MAX_BYTES = 50 * 1024 * 1024;
/** Files per upload (a ZIP's PDFs included): a year of daily notes of both segments. */
export const NOTE_UPLOAD_MAX_FILES = 600;

const uuid = z.string().uuid('Conta inválida');

/** How a form field says yes ("true", the browser's checkbox "on") or no (absent, "false"). */
const formFlag = z
  .union([z.boolean(), z.enum(['true', 'false', 'on', '1', '0'])])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

/**
 * The upload's text fields (files[] travel beside them). The password is used once and never stored; `keepPdfs`
 * keeps each imported note's PDF in the image store (counted in the image quota).
 */
export const noteImportFieldsSchema = z.object({
  accountId: uuid,
  password: z.string().max(200).optional(),
  keepPdfs: formFlag,
});
export type NoteImportFields = z.infer<typeof noteImportFieldsSchema>;

export const noteListQuerySchema = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido (use aaaa-mm)')
    .optional(),
  accountId: uuid.optional(),
});

export const noteAcceptSchema = z.object({
  note: z.string().trim().max(1000, 'No máximo 1.000 caracteres').optional(),
});
export type NoteAcceptInput = z.infer<typeof noteAcceptSchema>;

/**
 * What the upload did to one note: stored new; already stored with the same figures (or an older version of a note
 * since corrected), nothing changed; or a re-issued note (same number, date, client code and segment, other
 * figures) whose figures and executions replaced the stored ones.
 */
export type NoteOutcome = 'imported' | 'already-imported' | 'corrected';

export interface ImportedNoteDto extends NoteSummaryDto {
  outcome: NoteOutcome;
}

/**
 * What happened to one uploaded file (a ZIP's PDFs each get their own line): every note alike gives its outcome;
 * some new or corrected and some already stored is 'partly-imported'; new and corrected together is 'imported'
 * (each note says which).
 */
export type NoteFileResult =
  | { fileName: string; status: NotesFileStatus; notes: ImportedNoteDto[] }
  | { fileName: string; status: 'password-required' | 'error'; message: string };
export type NotesFileStatus = 'imported' | 'already-imported' | 'corrected' | 'partly-imported';

export interface NoteImportResult {
  files: NoteFileResult[];
  imported: number;
  alreadyImported: number;
  corrected: number;
  failed: number;
}

export interface NoteSummaryDto {
  id: string;
  accountId: string;
  broker: string;
  noteNumber: string;
  tradeDate: string;
  segment: NoteSegment;
  /** Centavos, signed where the note prints D/C. */
  dayTradeResultCents: number;
  totalCostsCents: number;
  irrfDayTradeCents: number;
  netTotalCents: number;
  warnings: string[];
  acceptedAt: string | null;
  /** When a re-issued version of the note last replaced its figures (ISO instant), or null. */
  correctedAt: string | null;
  /** The size of the note's kept PDF (GET brokerageNotesApi.pdf), or null when it was not kept. */
  pdfBytes: number | null;
}

export interface NoteExecutionDto {
  side: 'C' | 'V';
  instrument: string;
  symbol: string;
  maturity: string | null;
  quantity: number;
  price: string;
  valueCents: number | null;
  dayTrade: boolean;
}

export interface NoteDetailDto extends NoteSummaryDto {
  clientCode: string;
  pages: number;
  businessValueCents: number;
  costs: NoteCosts;
  irrfDayTradeBaseCents: number;
  acceptanceNote: string | null;
  executions: NoteExecutionDto[];
  reconciliation: ReconciliationDto;
}

/** A round trip as the note's executions pair it (FIFO per instrument) or as the journal recorded it. */
export interface RoundTripDto {
  instrument: string;
  side: 'compra' | 'venda';
  contracts: number;
  entry: string;
  exit: string;
}

export type ReconciliationLine =
  | { kind: 'matched'; note: RoundTripDto; tradeId: string }
  | { kind: 'missing-in-journal'; note: RoundTripDto }
  | { kind: 'missing-in-note'; trade: RoundTripDto; tradeId: string }
  | {
      kind: 'different';
      note: RoundTripDto;
      trade: RoundTripDto;
      tradeId: string;
      fields: ('contracts' | 'price')[];
    };

export interface ReconciliationDto {
  accountId: string;
  day: string;
  lines: ReconciliationLine[];
  /** The day's result as the notes print it (ajuste de day trade), in centavos. */
  noteResultCents: number;
  /** The journal's gross result of the day (before costs), in centavos. */
  journalResultCents: number;
  /** note − journal. */
  differenceCents: number;
  /** Executions the note leaves open at the day's end (no round trip): quantity per instrument. */
  openQuantity: Record<string, number>;
  /** Every line matched and the money agrees. */
  agrees: boolean;
}
