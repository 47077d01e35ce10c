import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { notify } from '@/client/lib/notify';
import { todayQuery } from '@/client/lib/queries';
import { breathing } from '@/shared/i18n/breathing';
import { EMOTION_GROUPS } from '@/shared/trading/emotions';
import { openBreathingPause } from './breathing-store';

const NEGATIVE: readonly string[] = EMOTION_GROUPS.negativo;
/** One offer at a time: the loss-streak offer replaces the emotion one when both apply. */
const OFFER_ID = 'breathing-offer';
/** Losses in a row today that make the pause worth offering (the issue: "after two losses in a row"). */
export const LOSS_STREAK_OFFER = 2;

type OfferSource = 'emotion' | 'loss-streak';

function offer(source: OfferSource) {
  notify.offer(
    breathing.offerTitle,
    source === 'emotion' ? breathing.offerEmotion : breathing.offerLossStreak,
    { label: breathing.offerAction, onClick: () => openBreathingPause(source) },
    OFFER_ID,
  );
}

/**
 * After a trade is saved: offers a pause for a negative emotion at once, then for a loss streak once the 'Hoje'
 * figures (read fresh, since the save just changed them) say two or more losses in a row today, unless a limit of
 * the day is reached (its alert, 'Limite atingido', offers the pause itself). Offers are
 * suggestions only: if the figures cannot be read, nothing more is offered.
 */
export async function offerBreathingAfterSave(
  queryClient: QueryClient,
  trade: { accountId: string; emotion: string | null },
  show: (source: OfferSource) => void = offer,
): Promise<void> {
  if (trade.emotion && NEGATIVE.includes(trade.emotion)) show('emotion');
  try {
    const today = await queryClient.fetchQuery({
      ...todayQuery(trade.accountId),
      staleTime: 0,
      retry: false,
    });
    // A day whose limit was just reached gets the limit alert, which offers the same pause: one message, not two.
    if (today.lossStreak >= LOSS_STREAK_OFFER && today.state !== 'reached') show('loss-streak');
  } catch {
    // No 'Hoje' figures (offline, or the endpoint failed): no loss-streak offer.
  }
}

export function useBreathingOffers() {
  const queryClient = useQueryClient();
  return useCallback(
    (trade: { accountId: string; emotion: string | null }) =>
      void offerBreathingAfterSave(queryClient, trade),
    [queryClient],
  );
}
