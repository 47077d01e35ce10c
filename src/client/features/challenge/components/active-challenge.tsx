import { useState } from 'react';
import type { ChallengeDto } from '@/shared/discipline/contract';
import { challengeText } from '@/shared/i18n/challenge';
import { ChallengeCalendar } from './challenge-calendar';
import { DayChecklist } from './day-checklist';
import { Panel } from '@/client/components/ui/panel';

const T = challengeText.calendar;

/** The calendar of the running challenge and, under it, the checklist of the day chosen (today at first). */
export function ActiveChallengeCalendar({ challenge }: { challenge: ChallengeDto }) {
  const initial = challenge.days.some((d) => d.day === challenge.today)
    ? challenge.today
    : (challenge.days[0]?.day ?? challenge.startDate);
  const [selected, setSelected] = useState(initial);
  const day = challenge.days.find((d) => d.day === selected) ?? challenge.days[0];
  return (
    <Panel id="challenge-calendar-title" title={T.title} lead={T.lead} className="p-3 sm:p-5">
      <ChallengeCalendar days={challenge.days} selected={day?.day ?? selected} onSelect={setSelected} />
      {day ? <DayChecklist day={day} /> : null}
    </Panel>
  );
}
