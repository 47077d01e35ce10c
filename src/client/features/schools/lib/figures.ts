import {
  formatLastDay,
  formatMoney,
  formatPercentBrief,
  formatRatio,
  type MoneyCurrency,
} from '@/shared/format';
import { challengeText } from '@/shared/i18n/challenge';
import { schoolAdminText } from '@/shared/i18n/schools';
import type { StudentRow, StudentSummary } from '@/shared/schools/contract';

/** 0.625 → '62,5%'; null (no decided trade) → '—'. */
export const formatWinRate = (ratio: number | null): string =>
  ratio === null ? '—' : formatPercentBrief(ratio);

/** 1.8 → '1,80'; no losses (null or infinite) → '—'. */
export const formatProfitFactor = (pf: number | null): string =>
  pf === null || !Number.isFinite(pf) ? '—' : formatRatio(pf);

/** Net P&L per currency, never summed across currencies: 'R$ 1.234,50 · US$ -20,00'. */
export function formatPnl(pnl: { currency: string; net: string }[]): string {
  if (pnl.length === 0) return '—';
  return pnl.map((p) => formatMoney(p.net, p.currency as MoneyCurrency)).join(' · ');
}

/**
 * What the trial / continuation column says. A continuation 'until' a day ends at the midnight after it, so the
 * day shown is the one before that instant.
 */
export function accessLine(
  s: Pick<StudentRow, 'status' | 'trialEndsAt' | 'continuedUntil' | 'continuedIndefinitely'>,
): string {
  const T = schoolAdminText;
  if (s.continuedIndefinitely) return T.continuedForever;
  if (s.continuedUntil) return T.continuedUntil(formatLastDay(s.continuedUntil));
  if (s.trialEndsAt) return T.trialUntil(formatLastDay(s.trialEndsAt));
  return '—';
}

const CHALLENGE_STATUS: Record<string, string> = challengeText.history.status;

/** 'dia 5/21' while it runs; its outcome ('Concluído', 'Desistência'…) once it is over. */
export function challengeLine(c: StudentSummary['challenge']): string {
  const F = schoolAdminText.figures;
  if (!c) return F.noChallenge;
  if (c.status === 'active') return F.challengeDay(c.day, c.totalDays);
  return `${CHALLENGE_STATUS[c.status] ?? c.status} · ${c.daysPassed}/${c.totalDays}`;
}
