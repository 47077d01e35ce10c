import { useState } from 'react';
import type { ChallengeDto } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { ChallengeCalendar } from './challenge-calendar';
import { DayChecklist } from './day-checklist';

const T = challengeText.calendar;

/** The calendar of the running challenge and, under it, the checklist of the day chosen (today at first). */
export function ActiveChallengeCalendar({ challenge }: { challenge: ChallengeDto }) {
  const initial = challenge.days.some((d) => d.day === challenge.today)
    ? challenge.today
    : (challenge.days[0]?.day ?? challenge.startDate);
  const [selected, setSelected] = useState(initial);
  const day = challenge.days.find((d) => d.day === selected) ?? challenge.days[0];
  return (
    <section
      aria-labelledby="challenge-calendar-title"
      className="grid min-w-0 content-start gap-4 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-5"
    >
      <div className="grid gap-0.5 px-1 sm:px-0">
        <h2 id="challenge-calendar-title" className="text-base font-bold text-slate-900 sm:text-lg">
          {T.title}
        </h2>
        <p className="text-sm text-slate-600">{T.lead}</p>
      </div>
      <ChallengeCalendar days={challenge.days} selected={day?.day ?? selected} onSelect={setSelected} />
      {day ? <DayChecklist day={day} /> : null}
    </section>
  );
}
