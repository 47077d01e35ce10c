import type { TradeRow } from './import-rows';
import { COLUMNS, STAGE_NAMES } from './trade-insert';
import { copySink, type CopySink, copyText } from '../../db/copy';
import type { Tx } from '../../db/tx';

/** Rows of the file on their way into the staging table, one batch at a time. */
export interface StageBatch {
  readonly size: number;
  /**
   * `id`: a random (v4) uuid (node:crypto's randomUUID: PGlite's gen_random_uuid() costs ~1 s per 100,000 rows).
   */
  add(row: TradeRow, id: string): void;
  /** Sends the batch into import_stage and empties it (its strings can be collected once sent). */
  send(): Promise<void>;
}

/**
 * A batch factory for this transaction's driver. Both stage the rows as COPY text: over the connection on
 * PostgreSQL, as a Blob that PGlite reads as a file.
 */
export function stageBatches(tx: Tx): () => StageBatch {
  let seq = 0;
  const next = (count: number) => {
    const first = seq;
    seq += count;
    return first;
  };
  const sink = copySink(tx, 'import_stage', STAGE_NAMES);
  return () => new CopyBatch(sink, next);
}

/** Each column's value reader, in order (an indexed loop, no tuple destructured per row and column). */
const VALUES: readonly ((row: TradeRow) => string | null)[] = COLUMNS.map((c) => c[2]);

/**
 * Each row is one line of COPY text, built as it is added; the batch goes to the database in one COPY (no
 * parameters, no SQL to parse per batch), and PostgreSQL stores it while the next batch is built.
 */
class CopyBatch implements StageBatch {
  private lines: string[] = [];
  /** One row's cells, reused from row to row (only its joined line is kept). */
  private readonly cells: string[] = new Array<string>(VALUES.length + 2).fill('');

  constructor(
    private readonly sink: CopySink,
    private readonly nextSeq: (count: number) => number,
  ) {}

  get size() {
    return this.lines.length;
  }

  add(row: TradeRow, id: string): void {
    // Joined, not concatenated: `+=` builds a rope of ~25 nodes per row that lives until the batch is sent.
    const cells = this.cells;
    cells[0] = id;
    for (let c = 0; c < VALUES.length; c += 1)
      cells[c + 1] = copyText((VALUES[c] as (r: TradeRow) => string | null)(row));
    cells[VALUES.length + 1] = '';
    this.lines.push(cells.join('\t'));
  }

  async send(): Promise<void> {
    if (!this.lines.length) return;
    const first = this.nextSeq(this.lines.length);
    const text = this.lines.map((line, k) => line + String(first + k)).join('\n') + '\n';
    this.lines = [];
    await this.sink(text);
  }
}
