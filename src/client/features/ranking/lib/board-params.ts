import {
  RANKING_PERIODS,
  RANKING_SCOPES,
  type RankingPeriod,
  type RankingScope,
} from '@/shared/gamification/contract';

export interface BoardParams {
  scope: RankingScope;
  period: RankingPeriod;
}

const isScope = (v: string | null): v is RankingScope => RANKING_SCOPES.includes(v as RankingScope);
const isPeriod = (v: string | null): v is RankingPeriod => RANKING_PERIODS.includes(v as RankingPeriod);

/**
 * The board shown, from the URL (?scope=school&period=all), so a shared or reloaded link opens the same board. An
 * unknown value falls back to the default, and 'Minha escola' only exists for a student of a school.
 */
export function readBoardParams(params: URLSearchParams, hasSchool: boolean): BoardParams {
  const scope = params.get('scope');
  const period = params.get('period');
  return {
    scope: isScope(scope) && (scope !== 'school' || hasSchool) ? scope : 'global',
    period: isPeriod(period) ? period : '30d',
  };
}

/** The URL of a board: the defaults stay out of it, other parameters are kept. */
export function writeBoardParams(params: URLSearchParams, next: BoardParams): URLSearchParams {
  const out = new URLSearchParams(params);
  if (next.scope === 'global') out.delete('scope');
  else out.set('scope', next.scope);
  if (next.period === '30d') out.delete('period');
  else out.set('period', next.period);
  return out;
}
