import { calendarText } from '@/shared/i18n/calendar';

/** Placeholder until the page lands (issue 13). */
export function CalendarPage() {
  return (
    <section className="grid gap-4">
      <h1 className="text-2xl font-bold text-slate-900">{calendarText.title}</h1>
    </section>
  );
}
