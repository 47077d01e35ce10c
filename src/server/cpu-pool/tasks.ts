import type { TaxYearDto } from '@/shared/tax/contract';
import { calendarApiMessages } from '@/shared/i18n/calendar-api';
import { ApiError } from '../http/api-error';
import type { ReportSource } from '../features/reports/report-assembly';

/**
 * One kind of heavy work: `load` imports its code inside the worker (once per worker; the time this takes counts as
 * waiting, not as the task's own time), `run` does the work, and `overLimit` is what its user is told when it is
 * stopped at the pool's time or memory limit (what to narrow).
 */
interface CpuTask<M, I, O> {
  load: () => Promise<M>;
  run: (code: M, input: I) => Promise<O> | O;
  overLimit: (input: I) => ApiError;
}

const task = <M, I, O>(t: CpuTask<M, I, O>) => t;

const pdfCode = () => import('../features/pdf/render');

/**
 * The heavy work the worker pool runs (ADR 027). Like app.ts, this is where features are named; each task's code is
 * imported by a worker on its first task of that kind, so a worker that only reads calendars never loads React-PDF
 * (the lazy loading of ADR 037, one level down).
 */
export const cpuTasks = {
  /** The report is assembled here too: ~0.25 s of the engine for 25 years of trades, off the request thread. */
  reportPdf: task({
    load: async () => ({ ...(await pdfCode()), ...(await import('../features/reports/report-assembly')) }),
    run: (code, { source, now }: { source: ReportSource; now: Date }) =>
      code.renderReportPdf(code.assembleReport(source), { now }),
    overLimit: ({ source }) =>
      new ApiError(422, 'REPORT_TOO_LARGE', { params: { granularity: source.granularity } }),
  }),
  taxPdf: task({
    load: pdfCode,
    run: (code, input: { tax: TaxYearDto; month: string; trader: string; now: Date }) =>
      code.renderTaxMonthPdf(input.tax, input.month, input.trader, { now: input.now }),
    overLimit: () => new ApiError(422, 'TAX_PDF_TOO_LARGE'),
  }),
  /** A brokerage note's PDF (pdfjs: ~0.1 s a note); the password, when given, lives only in this task's input. */
  readNotes: task({
    load: () => import('../features/brokerage-notes/parse/read-notes'),
    run: (code, input: { fileName: string; bytes: Uint8Array; password?: string }) =>
      code.readNoteUpload(input.fileName, input.bytes, input.password ? { password: input.password } : {}),
    overLimit: () => new ApiError(422, 'NOTE_TOO_HEAVY'),
  }),
  icsParse: task({
    load: () => import('../features/calendar/ics-parse'),
    run: (code, { text, now }: { text: string; now: Date }) => code.parseIcs(text, now),
    overLimit: () =>
      new ApiError(422, 'ICS_INVALID', { params: { detail: calendarApiMessages.ics.tooHeavy } }),
  }),
};

type Tasks = typeof cpuTasks;
export type CpuTaskName = keyof Tasks;
export type CpuTaskInput<N extends CpuTaskName> = Parameters<Tasks[N]['run']>[1];
export type CpuTaskOutput<N extends CpuTaskName> = Awaited<ReturnType<Tasks[N]['run']>>;
/** Any task, for the code that handles them all alike (the worker, the pool's refusal). */
export type AnyCpuTask = CpuTask<unknown, unknown, unknown>;

/** What the pool sends a worker for one task. */
export interface CpuTaskMessage {
  id: number;
  name: CpuTaskName;
  input: unknown;
}

/** The key of the message a worker posts when it starts a task: the pool's time limit counts from then. */
export const TASK_STARTED = 'mctCpuTaskStarted';
/** The key of the message a worker posts as a task reaches it, before it loads the task's code. */
export const TASK_RECEIVED = 'mctCpuTaskReceived';
