import { and, eq, inArray } from 'drizzle-orm';
import { playbookValidation as V } from '@/shared/i18n/validation';
import type { bulkPlaybookSchema } from '@/shared/playbooks/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { trades } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { ledgerWrite } from '../../ledger/ledger-write';
import { criteriaIdsOf, newChoiceError } from '../../journal/trade-playbook';
import { isUuid } from '../../user/trading-accounts';

const fieldError = (field: string, message: string) =>
  new ApiError(400, 'INVALID_INPUT', { fieldErrors: { [field]: [message] } });

/**
 * Sets (or clears) the playbook of many of the caller's trades at once, with the given ticks or none; ids of other
 * users' trades match nothing. The trades' days are judged again in the same transaction.
 */
export async function bulkSetPlaybook(
  db: Db,
  userId: string,
  input: z.output<typeof bulkPlaybookSchema>,
  now: Date,
): Promise<{ updated: number }> {
  const ids = [...new Set(input.ids.filter(isUuid))];
  const criteriaMet = [...new Set(input.criteriaMet ?? [])];
  return ledgerWrite(db, { userId, now }, async (tx, change) => {
    if (input.playbookId === null) {
      if (criteriaMet.length) throw fieldError('criteriaMet', V.criteriaWithoutPlaybook);
    } else {
      const refused = await newChoiceError(tx, userId, input.playbookId);
      if (refused) throw fieldError('playbookId', refused);
      const known = await criteriaIdsOf(tx, input.playbookId);
      if (criteriaMet.some((id) => !known.has(id))) throw fieldError('criteriaMet', V.unknownCriterion);
    }
    if (!ids.length) return { updated: 0 };
    const updated = await tx
      .update(trades)
      .set({ playbookId: input.playbookId, criteriaMet })
      .where(and(eq(trades.userId, userId), inArray(trades.id, ids)))
      .returning({ accountId: trades.accountId, day: trades.tradeDate });
    if (updated.length) change.tradesOn(updated);
    return { updated: updated.length };
  });
}
