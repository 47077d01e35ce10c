import { z } from 'zod';
import { CRITERIA_MAX } from './limits';

/**
 * A trade's playbook fields, as TradeInput takes them. Absent (undefined) on an edit keeps what the trade has; null
 * clears the playbook (and its criteria). The server checks that the playbook is the trader's and, for a new choice,
 * not archived, and that each criterion is one of its criteria (playbookValidation's messages).
 */
export const tradePlaybookFields = {
  playbookId: z.string().uuid().nullable().optional(),
  criteriaMet: z
    .array(z.string().uuid())
    .max(CRITERIA_MAX)
    .optional()
    .transform((v) => (v === undefined ? undefined : [...new Set(v)])),
};
