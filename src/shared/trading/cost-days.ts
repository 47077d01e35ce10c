import { z } from 'zod';

/**
 * Where the period's costs came from, in trading days: the days whose BRL trades all carry a brokerage note's share
 * (`costs_from_note`), and the others, costed by the per-contract setting. Sent only to a trader with a note, and
 * only for BRL figures (a note never costs a USD trade).
 */
export interface CostDays {
  fromNotes: number;
  fromSettings: number;
}

export const costDaysSchema = z.object({
  fromNotes: z.number().int(),
  fromSettings: z.number().int(),
}) satisfies z.ZodType<CostDays>;

const days = (n: number) => (n === 1 ? '1 dia' : `${n} dias`);

/** "Custos: 12 dias das notas de corretagem, 3 dias pela configuração" (a part with 0 days is left out). */
export function costDaysText(c: CostDays): string {
  const parts = [
    c.fromNotes > 0 ? `${days(c.fromNotes)} das notas de corretagem` : null,
    c.fromSettings > 0 ? `${days(c.fromSettings)} pela configuração` : null,
  ].filter((p): p is string => p !== null);
  return `Custos: ${parts.length ? parts.join(', ') : 'nenhum dia com trades'}`;
}

/** The link beside the line, to the notes' page. */
export const COST_DAYS_LINK = 'Ver notas';
