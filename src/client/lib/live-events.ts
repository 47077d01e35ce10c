import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { openBreathingPause } from '@/client/components/breathing/breathing-store';
import { GAMIFICATION_EVENT, type GamificationEventDto } from '@/shared/gamification/contract';
import { riskText } from '@/shared/i18n/risk';
import { MENTOR_FEEDBACK_EVENT } from '@/shared/schools/mentoring-contract';
import { RISK_ALERT_EVENT, type RiskAlertDto } from '@/shared/risk/contract';
import { dashboardApi } from '@/shared/trading/dashboard-contract';
import type { AccountDto } from '@/shared/trading/api-contract';
import {
  createGamificationGate,
  gamificationBatchToast,
  parseGamificationEvent,
} from './gamification-events';
import { feedbackQueryKey, mentorFeedbackToast } from './feedback-unread';
import { notify } from './notify';
import { accountsQuery, invalidateGamification, invalidateTradeData, todayQuery } from './queries';
import { createAlertGate, mergedRiskAlertToasts } from './risk-alerts';

function isRiskAlert(value: unknown): value is RiskAlertDto {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.accountId === 'string' && typeof v.limitKind === 'string' && typeof v.level === 'number';
}

/**
 * Shows the alerts of a moment. Each account's day is read first (fresh: the alerts follow the write that crossed
 * the limits), so the toasts cite the money used of the limit; without it they still name the limit and the level.
 * The alerts of one account's day become one toast, highest level first: one losing trade that crosses the daily
 * loss and the loss streak says both in one 'Limite atingido'.
 */
async function showRiskAlerts(queryClient: QueryClient, alerts: RiskAlertDto[]) {
  const accounts = queryClient.getQueryData<AccountDto[]>(accountsQuery.queryKey);
  const ids = [...new Set(alerts.map((a) => a.accountId))];
  const days = await Promise.all(
    ids.map((id) => queryClient.fetchQuery({ ...todayQuery(id), staleTime: 0 }).catch(() => undefined)),
  );
  const toasts = mergedRiskAlertToasts(
    alerts,
    (id) => days[ids.indexOf(id)],
    (id) => (accounts && accounts.length > 1 ? accounts.find((a) => a.id === id)?.name : undefined),
  );
  for (const toast of toasts) {
    notify.limit(toast.title, toast.description, {
      id: toast.toastId,
      persistent: toast.reached,
      action: toast.reached
        ? { label: riskText.alerts.breathe, onClick: () => openBreathingPause('limit-alert') }
        : undefined,
    });
  }
}

/**
 * The tab's one live stream (mounted once, in the signed-in layout). The server says `trades-changed` whenever this
 * user's trades change (in this tab, another tab or another device): every screen that shows them reads them again.
 * It says `risk-alert` when a write crossed 50, 80 or 100% of a limit: a toast names the limit, in every open tab.
 * EventSource reconnects by itself; an alert already shown (a replay after a reconnect) is not shown twice, and a
 * lower level arriving after a higher one of the same limit is dropped. It says `gamification` when the trader
 * levels up, unlocks an achievement or meets a goal: the XP figures are read again and a toast tells it, once per
 * event id (a replay after a reconnect is not shown twice).
 */
export function useLiveEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(dashboardApi.events, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    let alertTimer: ReturnType<typeof setTimeout> | undefined;
    const accept = createAlertGate();
    const acceptGamification = createGamificationGate();
    // One write can cross 50, 80 and 100% at once: the alerts of a moment are gathered, the highest of each shown.
    const pending = new Map<string, RiskAlertDto>();
    const gamificationBatch: GamificationEventDto[] = [];
    let gamificationTimer: ReturnType<typeof setTimeout> | undefined;

    const onTradesChanged = () => {
      // An import fires many changes at once: read again once they settle.
      clearTimeout(timer);
      timer = setTimeout(() => {
        void invalidateTradeData(queryClient);
      }, 100);
    };
    const onRiskAlert = (event: MessageEvent<string>) => {
      let alert: unknown;
      try {
        alert = JSON.parse(event.data);
      } catch {
        return;
      }
      if (!isRiskAlert(alert) || !accept(alert)) return;
      pending.set(`${alert.accountId}:${alert.day}:${alert.limitKind}`, alert);
      clearTimeout(alertTimer);
      alertTimer = setTimeout(() => {
        const batch = [...pending.values()];
        pending.clear();
        void showRiskAlerts(queryClient, batch);
      }, 150);
    };

    const onGamification = (event: MessageEvent<string>) => {
      const parsed = parseGamificationEvent(event.data);
      if (!parsed) return;
      // A replay still refreshes the figures (they may have moved while the stream was down); only its toast is dropped.
      void invalidateGamification(queryClient);
      if (!acceptGamification(parsed)) return;
      // A goal met at creation also levels up or unlocks an achievement: the events of a moment are one toast.
      gamificationBatch.push(parsed);
      clearTimeout(gamificationTimer);
      gamificationTimer = setTimeout(() => {
        const toast = gamificationBatchToast(gamificationBatch.splice(0));
        if (toast) notify.success(toast.title, toast.description);
      }, 150);
    };

    // A mentor commented on this student's journal: the feedback list and the nav's count read again, in every tab.
    const onMentorFeedback = (event: MessageEvent<string>) => {
      void queryClient.invalidateQueries({ queryKey: feedbackQueryKey });
      const toast = mentorFeedbackToast(event.data);
      notify.info(toast.title, toast.description);
    };

    source.addEventListener('trades-changed', onTradesChanged);
    source.addEventListener(MENTOR_FEEDBACK_EVENT, onMentorFeedback);
    source.addEventListener(RISK_ALERT_EVENT, onRiskAlert);
    source.addEventListener(GAMIFICATION_EVENT, onGamification);
    return () => {
      clearTimeout(timer);
      clearTimeout(alertTimer);
      clearTimeout(gamificationTimer);
      source.removeEventListener('trades-changed', onTradesChanged);
      source.removeEventListener(MENTOR_FEEDBACK_EVENT, onMentorFeedback);
      source.removeEventListener(RISK_ALERT_EVENT, onRiskAlert);
      source.removeEventListener(GAMIFICATION_EVENT, onGamification);
      source.close();
    };
  }, [queryClient]);
}
