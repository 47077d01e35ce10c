import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '@/client/components/ui/dialog-form';
import { FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { notify } from '@/client/lib/notify';
import {
  type CalendarEventDto,
  EVENT_COUNTRIES,
  EVENT_IMPACTS,
  EVENT_KINDS,
  EVENT_ZONES,
  type EventInput,
  eventInputSchema,
} from '@/shared/calendar/contract';
import {
  calendarText,
  COUNTRY_LABELS,
  EVENT_KIND_LABELS,
  IMPACT_LABELS,
  ZONE_LABELS,
} from '@/shared/i18n/calendar';
import { useSaveEvent } from '../api/calendar';
import { shortTime } from '../lib/events';

const F = calendarText.admin.form;
type EventBody = z.output<typeof eventInputSchema>;
const FIELDS = ['title', 'kind', 'country', 'impact', 'date', 'time', 'timeZone', 'source'] as const;

interface EventDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edits this event; null adds one. */
  event: CalendarEventDto | null;
  /** A new event's date (the trader's today). */
  defaultDate: string;
}

/** The admin's 'Novo evento' and 'Editar evento': the date and time as the source publishes them, in its zone. */
export function EventDialog({ open, onOpenChange, event, defaultDate }: EventDialogProps) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange}>
      <EventForm
        key={event?.id ?? 'new'}
        event={event}
        defaultDate={defaultDate}
        onDone={() => onOpenChange(false)}
      />
    </FormDialog>
  );
}

function EventForm({
  event,
  defaultDate,
  onDone,
}: {
  event: CalendarEventDto | null;
  defaultDate: string;
  onDone: () => void;
}) {
  const save = useSaveEvent();
  const form = useForm<EventInput, unknown, EventBody>({
    resolver: zodResolver(eventInputSchema),
    defaultValues: {
      title: event?.title ?? '',
      kind: event?.kind ?? 'other',
      country: event?.country ?? 'BR',
      impact: event?.impact ?? 'alta',
      date: event?.sourceDate ?? defaultDate,
      time: shortTime(event?.sourceTime ?? null) ?? '',
      timeZone: event?.timeZone ?? 'America/Sao_Paulo',
      source: event?.source ?? '',
    },
  });

  return (
    <DialogForm
      form={form}
      idPrefix="event"
      editing={event !== null}
      texts={F}
      pendingLabel={F.saving}
      save={(body) => save.mutateAsync({ id: event?.id, body })}
      onSaved={(saved) =>
        event
          ? notify.success(F.updated, F.updatedDetail(saved.title))
          : notify.success(F.created, F.createdDetail(saved.title))
      }
      failure={{ title: F.error, detail: F.errorDetail, fields: FIELDS }}
      onDone={onDone}
    >
      <FormInput name="title" label={F.title} wide placeholder={F.titlePlaceholder} maxLength={120} />
      <FormSelect name="kind" label={F.kind}>
        {EVENT_KINDS.map((k) => (
          <option key={k} value={k}>
            {EVENT_KIND_LABELS[k]}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="country" label={F.country}>
        {EVENT_COUNTRIES.map((c) => (
          <option key={c} value={c}>
            {COUNTRY_LABELS[c]}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="impact" label={F.impact}>
        {EVENT_IMPACTS.map((i) => (
          <option key={i} value={i}>
            {IMPACT_LABELS[i]}
          </option>
        ))}
      </FormSelect>
      <FormSelect name="timeZone" label={F.timeZone}>
        {EVENT_ZONES.map((z) => (
          <option key={z} value={z}>
            {ZONE_LABELS[z]}
          </option>
        ))}
      </FormSelect>
      <FormInput name="date" label={F.date} type="date" />
      <FormInput name="time" label={F.time} type="time" hint={F.timeHint} />
      <FormInput name="source" label={F.source} wide placeholder={F.sourcePlaceholder} maxLength={300} />
    </DialogForm>
  );
}
