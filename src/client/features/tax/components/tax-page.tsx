import { taxText } from '@/shared/i18n/tax';

/** Placeholder until the page lands (issue 13). */
export function TaxPage() {
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{taxText.title}</h1>
    </section>
  );
}
