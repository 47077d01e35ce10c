import type { ChallengeDto } from './contract';
import { isPassedState } from './evaluate-day';

/** How today stands in a figure: counted (it passes as things stand), still open (not passing yet), or not in it. */
export type TodayInFigure = 'counted' | 'open' | null;

export interface ChallengeWeekFigure {
  week: number;
  /** Days of the week that passed, today included when it is counted. */
  passed: number;
  /** Days of the week over, today included when it is counted (the figures' denominator). */
  days: number;
  today: TodayInFigure;
}

/** The figures /challenge shows, each counting today the same way. */
export interface ChallengeFigures {
  /** Today: counted by every figure below when it passes as things stand (provisional until it ends). */
  today: TodayInFigure;
  /** Days passed of the CHALLENGE_PASS_DAYS needed. */
  passed: number;
  /** Consecutive passed days up to today (when counted) or yesterday. */
  streak: number;
  weeks: ChallengeWeekFigure[];
}

/**
 * The page's figures from the evaluated challenge. The stored result (`daysPassed`) counts a day once it is over,
 * so it never moves backwards during the day; the streak already counted today when passing. On day 1 with a
 * passing day that read 'Sequência 1 dia' beside '0 de 17 dias necessários' and 'Semana 1 — Ainda não começou'.
 * Here today is provisional and counted the same way in all three, and the page says so ("contando hoje").
 */
export function challengeFigures(challenge: ChallengeDto): ChallengeFigures {
  const todayDay =
    challenge.status === 'active' ? challenge.days.find((d) => d.day === challenge.today) : undefined;
  const today: TodayInFigure = todayDay ? (todayDay.passing ? 'counted' : 'open') : null;
  const extra = today === 'counted' ? 1 : 0;
  const weeks = challenge.weeks.map((w): ChallengeWeekFigure => {
    const inWeek = todayDay?.week === w.week;
    // Counted from the days themselves, so the week agrees with the total whatever the stored figures say.
    const over = challenge.days.filter((d) => d.week === w.week && d.day < challenge.today);
    const passedOver = over.filter((d) => isPassedState(d.state)).length;
    return {
      week: w.week,
      passed: passedOver + (inWeek ? extra : 0),
      days: over.length + (inWeek ? extra : 0),
      today: inWeek ? today : null,
    };
  });
  return { today, passed: challenge.daysPassed + extra, streak: challenge.streak, weeks };
}
