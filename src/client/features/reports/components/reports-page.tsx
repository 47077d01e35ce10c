import { reportsText } from '@/shared/i18n/reports';

/** Placeholder until the page lands (issue 13). */
export function ReportsPage() {
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{reportsText.title}</h1>
    </section>
  );
}
