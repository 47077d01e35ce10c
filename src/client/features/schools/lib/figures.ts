import { formatMoney, type MoneyCurrency } from '@/client/lib/format';
import { challengeText } from '@/shared/i18n/challenge';
import { schoolAdminText } from '@/shared/i18n/schools';
import type { StudentRow, StudentSummary } from '@/shared/schools/contract';

const percentFormat = new Intl.NumberFormat('pt-BR', { style: 'percent', maximumFractionDigits: 1 });
const ratioFormat = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const dayFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' });
const instantFormat = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' });

/** 0.625 → '62,5%'; null (no decided trade) → '—'. */
export const formatWinRate = (ratio: number | null): string =>
  ratio === null ? '—' : percentFormat.format(ratio);

/** 1.8 → '1,80'; no losses (null or infinite) → '—'. */
export const formatProfitFactor = (pf: number | null): string =>
  pf === null || !Number.isFinite(pf) ? '—' : ratioFormat.format(pf);

/** Net P&L per currency, never summed across currencies: 'R$ 1.234,50 · US$ -20,00'. */
export function formatPnl(pnl: { currency: string; net: string }[]): string {
  if (pnl.length === 0) return '—';
  return pnl.map((p) => formatMoney(p.net, p.currency as MoneyCurrency)).join(' · ');
}

/** An ISO instant as the viewer's local date ('26/11/2026'). */
export const formatDay = (iso: string): string => dayFormat.format(new Date(iso));
export const formatInstant = (iso: string): string => instantFormat.format(new Date(iso));

/**
 * What the trial / continuation column says. A continuation 'until' a day ends at the midnight after it, so the
 * day shown is the one before that instant.
 */
export function accessLine(
  s: Pick<StudentRow, 'status' | 'trialEndsAt' | 'continuedUntil' | 'continuedIndefinitely'>,
): string {
  const T = schoolAdminText;
  if (s.continuedIndefinitely) return T.continuedForever;
  if (s.continuedUntil) return T.continuedUntil(dayFormat.format(new Date(Date.parse(s.continuedUntil) - 1)));
  if (s.trialEndsAt) return T.trialUntil(dayFormat.format(new Date(Date.parse(s.trialEndsAt) - 1)));
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
