import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { schoolAdminText } from '@/shared/i18n/schools';
import type { StudentSummary } from '@/shared/schools/contract';
import { StudentFigures } from './student-figures';

const summary = (over: Partial<StudentSummary> = {}): StudentSummary => ({
  trades: 2,
  winRate: 1,
  profitFactor: null,
  pnl: [{ currency: 'BRL', net: '30.00' }],
  ruleBreakTrades: 0,
  costDays: null,
  challenge: null,
  ...over,
});
const words = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe("a school's summary of a student", () => {
  it("says which days' costs came from the student's notes, with no link to the reader's own notes", () => {
    const html = renderToStaticMarkup(
      <StudentFigures summary={summary({ costDays: { fromNotes: 1, fromSettings: 1 } })} />,
    );
    expect(words(html)).toContain('Custos: 1 dia das notas de corretagem, 1 dia pela configuração');
    expect(html).toContain('data-testid="cost-days"');
    expect(html).not.toContain('href=');
  });

  it('has no cost line for a student without notes, nor for one who shares nothing', () => {
    expect(renderToStaticMarkup(<StudentFigures summary={summary()} />)).not.toContain('cost-days');
    const none = renderToStaticMarkup(<StudentFigures summary={null} />);
    expect(none).toContain(schoolAdminText.notSharing);
    expect(none).not.toContain('cost-days');
  });
});
