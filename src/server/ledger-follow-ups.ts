import { gamificationFollowUp } from './features/gamification/ledger-follow-up';
import { gamificationLiveSource } from './features/gamification/events';
import { refreshIfStale } from './features/gamification/refresh';
import { rankingFollowUp } from './features/ranking/ledger-follow-up';
import { noteCostsFollowUp } from './features/brokerage-notes/note-costs';
import { feedbackLiveSource } from './features/schools/feedback-live';
import { leaveSchoolClasses } from './features/schools/class-challenges.service';
import { alertsLiveSource } from './features/risk/alerts';
import { columnsFollowUp } from './metrics/columns-follow-up';
import { evaluateIncoming } from './features/risk/evaluate';
import { riskFollowUp } from './features/risk/ledger-follow-up';
import { registerLedgerCatchUp } from './ledger/catch-up';
import { registerIncomingJudge } from './ledger/incoming-judge';
import { registerLedgerFollowUp } from './ledger/ledger-write';
import type { Logger } from './logger';
import { notifyFollowUp } from './realtime/ledger-follow-up';
import { registerLiveSource } from './realtime/live-sources';
import { registerStudentLeave } from './user/student-leave';

/**
 * What every trade write sets off, wired once where the app is composed (createApp, createServices, the CLIs, the
 * test database): the features register their follow-ups, the import's rule-break judge, the catch-up before a
 * read and what open pages are sent after a change, so no feature imports another one to keep the chain; and what a
 * student's leaving a school ends (its classes), for the features that change memberships beside the schools'.
 * Idempotent.
 */
export function composeLedger(logger?: Pick<Logger, 'error'>): void {
  registerLedgerFollowUp(columnsFollowUp);
  registerLedgerFollowUp(noteCostsFollowUp);
  registerLedgerFollowUp(riskFollowUp);
  registerLedgerFollowUp(gamificationFollowUp);
  registerLedgerFollowUp(rankingFollowUp(logger));
  registerLedgerFollowUp(notifyFollowUp);
  registerIncomingJudge(evaluateIncoming);
  registerLedgerCatchUp('gamification', refreshIfStale);
  registerLiveSource(alertsLiveSource);
  registerLiveSource(gamificationLiveSource);
  registerLiveSource(feedbackLiveSource);
  registerStudentLeave(leaveSchoolClasses);
}
