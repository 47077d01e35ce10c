import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/client/components/ui/dialog';
import { LoadError } from '@/client/components/load-error';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { cn } from '@/client/lib/cn';
import {
  amountSign,
  formatDate,
  formatInstantDay,
  formatMoney,
  formatNumber,
  type MoneyCurrency,
} from '@/shared/format';
import { formatWhatsapp } from '@/shared/account/contract';
import { RULE_BREAK_SHORT_LABELS, type RuleBreakKind } from '@/shared/risk/contract';
import { EMOTION_LABELS, isEmotion } from '@/shared/trading/emotions';
import { schoolAdminText as T, schoolsText, sharingLabels } from '@/shared/i18n/schools';
import type { StudentDetail, StudentRow } from '@/shared/schools/contract';
import { useStudentDetail } from '../api/schools';
import { accessLine } from '../lib/figures';
import { StatusBadge } from './students-list';
import { StudentFigures } from './student-figures';

/** A student's details: their figures and, only when they share everything, their latest trades. */
export function StudentDetailDialog({
  schoolId,
  student,
  onClose,
}: {
  schoolId: string;
  student: StudentRow | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={student !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="sm:max-w-3xl">
        {student ? <DetailBody schoolId={schoolId} student={student} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function DetailBody({ schoolId, student }: { schoolId: string; student: StudentRow }) {
  const detail = useStudentDetail(schoolId, student.userId);
  // The list's row shows at once; the detail's answer (fresher, with the trades) replaces it.
  const s = detail.data?.student ?? student;
  return (
    <div className="grid min-w-0 gap-4">
      <DialogHeader>
        <DialogTitle className="break-words">{T.detailTitle(s.name)}</DialogTitle>
        <DialogDescription className="break-all">
          {s.email}
          {s.whatsapp ? ` · ${formatWhatsapp(s.whatsapp)}` : ''}
        </DialogDescription>
      </DialogHeader>
      <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        <StatusBadge status={s.status} />
        <span>{accessLine(s)}</span>
        <span aria-hidden="true">·</span>
        <span>{T.joinedAt(formatInstantDay(s.joinedAt))}</span>
        <span aria-hidden="true">·</span>
        <span>
          {T.columns.sharing}: {sharingLabels[s.sharing].title}
        </span>
      </div>
      <StudentFigures summary={s.summary} />
      {detail.isPending ? (
        <SkeletonList label={schoolsText.loading} rows={2} rowClassName="h-10" />
      ) : detail.isError ? (
        <LoadError
          message={T.detailLoadError}
          retryLabel={schoolsText.retry}
          onRetry={() => detail.refetch()}
        />
      ) : (
        <RecentTrades detail={detail.data} />
      )}
    </div>
  );
}

function RecentTrades({ detail }: { detail: StudentDetail }) {
  if (detail.student.sharing === 'none') return null;
  const trades = detail.recentTrades;
  const C = T.tradeColumns;
  return (
    <section aria-labelledby="student-recent-trades" className="grid min-w-0 gap-2">
      <h3 id="student-recent-trades" className="text-base font-semibold text-slate-900">
        {T.recentTrades}
      </h3>
      {trades === null ? (
        <p className="text-sm text-slate-600">{T.tradesOnlyFull}</p>
      ) : trades.length === 0 ? (
        <p className="text-sm text-slate-600">{T.noRecentTrades}</p>
      ) : (
        <Table
          caption={T.recentTrades}
          frameClassName="max-h-96 overflow-y-auto"
          data-testid="student-trades"
        >
          <TableHeader>
            <TableRow>
              <TableHead>{C.date}</TableHead>
              <TableHead>{C.symbol}</TableHead>
              <TableHead>{C.side}</TableHead>
              <TableHead className="text-right">{C.contracts}</TableHead>
              <TableHead className="text-right">{C.result}</TableHead>
              <TableHead>{C.emotion}</TableHead>
              <TableHead>{C.ruleBreaks}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {trades.map((t) => {
              const sign = amountSign(t.netPnl);
              return (
                <TableRow key={t.id}>
                  <TableCell className="whitespace-nowrap">{formatDate(t.tradeDate)}</TableCell>
                  <TableHead scope="row" className="font-medium">
                    {t.symbol}
                  </TableHead>
                  <TableCell>{T.sides[t.side]}</TableCell>
                  <TableCell className="text-right tabular-nums">{formatNumber(t.contracts)}</TableCell>
                  <TableCell
                    className={cn(
                      'text-right whitespace-nowrap tabular-nums',
                      sign > 0 ? 'text-emerald-700' : sign < 0 ? 'text-red-700' : 'text-slate-700',
                    )}
                  >
                    {formatMoney(t.netPnl, t.currency as MoneyCurrency)}
                  </TableCell>
                  <TableCell>
                    {t.emotion ? (isEmotion(t.emotion) ? EMOTION_LABELS[t.emotion] : t.emotion) : '—'}
                  </TableCell>
                  <TableCell className="text-xs">
                    {t.ruleBreaks.length
                      ? t.ruleBreaks.map((k) => RULE_BREAK_SHORT_LABELS[k as RuleBreakKind] ?? k).join(', ')
                      : '—'}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
