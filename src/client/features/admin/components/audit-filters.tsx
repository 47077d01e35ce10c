import { useEffect, useRef } from 'react';
import { FormProvider, useForm, useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/client/components/ui/button';
import { FieldError } from '@/client/components/ui/field-error';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Select } from '@/client/components/ui/select';
import { AUDIT_ACTIONS } from '@/shared/admin/contract';
import { auditActionLabels, auditPage as text } from '@/shared/i18n/admin-roles';

export interface AuditFilterValues {
  action: string;
  actor: string;
  target: string;
  from: string;
  to: string;
}

export const FILTER_KEYS = ['action', 'actor', 'target', 'from', 'to'] as const;

interface AuditFiltersProps {
  values: AuditFilterValues;
  onChange: (patch: Partial<AuditFilterValues>) => void;
  onClear: () => void;
}

/** Options sorted by their Portuguese label: what the admin reads, not the codes. */
const actionOptions = [...AUDIT_ACTIONS].sort((a, b) =>
  auditActionLabels[a].localeCompare(auditActionLabels[b], 'pt-BR'),
);

/** A range whose start is after its end: said under the dates (and the page asks nothing for it). */
export const invalidRange = (values: Pick<AuditFilterValues, 'from' | 'to'>) =>
  Boolean(values.from && values.to && values.from > values.to);

/** Typing goes to the URL after a pause, so each keystroke is not a request. */
function DebouncedText({
  name,
  label,
  placeholder,
  value,
  onCommit,
}: {
  name: 'actor' | 'target';
  label: string;
  placeholder: string;
  /** The URL's value. */
  value: string;
  onCommit: (value: string) => void;
}) {
  const { control, register } = useFormContext<AuditFilterValues>();
  const draft = useWatch({ control, name });
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onCommit(draft.trim()), 400);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  const id = `audit-${name}`;
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="search" placeholder={placeholder} {...register(name)} />
    </div>
  );
}

export function AuditFilters({ values, onChange, onClear }: AuditFiltersProps) {
  const form = useForm<AuditFilterValues>({ defaultValues: values });
  // The URL is the truth: a value of it that changed (back/forward, 'Limpar', a pause's commit) replaces that field,
  // and only that one: what is being typed in another field stays.
  const shown = useRef(values);
  useEffect(() => {
    for (const key of FILTER_KEYS) if (values[key] !== shown.current[key]) form.setValue(key, values[key]);
    shown.current = values;
  }, [values, form]);
  const any = FILTER_KEYS.some((k) => values[k]);
  const badRange = invalidRange(values);
  // A choice (the action, a date) goes to the URL at once.
  const now = (key: 'action' | 'from' | 'to') =>
    form.register(key, {
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        onChange({ [key]: e.target.value }),
    });
  return (
    <FormProvider {...form}>
      <form
        role="search"
        aria-label={text.filtersLabel}
        className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor="audit-action">{text.action}</Label>
          <Select id="audit-action" {...now('action')}>
            <option value="">{text.anyAction}</option>
            {actionOptions.map((a) => (
              <option key={a} value={a}>
                {auditActionLabels[a]}
              </option>
            ))}
          </Select>
        </div>
        <DebouncedText
          name="actor"
          label={text.actor}
          placeholder={text.actorPlaceholder}
          value={values.actor}
          onCommit={(actor) => onChange({ actor })}
        />
        <DebouncedText
          name="target"
          label={text.target}
          placeholder={text.targetPlaceholder}
          value={values.target}
          onCommit={(target) => onChange({ target })}
        />
        {(['from', 'to'] as const).map((bound) => (
          <div key={bound} className="grid min-w-0 gap-1.5">
            <Label htmlFor={`audit-${bound}`}>{text[bound]}</Label>
            <Input
              id={`audit-${bound}`}
              type="date"
              aria-invalid={badRange || undefined}
              aria-describedby={badRange ? 'audit-range-error' : undefined}
              {...now(bound)}
            />
          </div>
        ))}
        {badRange ? (
          <FieldError id="audit-range" className="sm:col-span-2 lg:col-span-5">
            {text.invalidRange}
          </FieldError>
        ) : null}
        {any ? (
          <div className="sm:col-span-2 lg:col-span-5">
            <Button type="button" variant="outline" size="sm" onClick={onClear}>
              {text.clear}
            </Button>
          </div>
        ) : null}
      </form>
    </FormProvider>
  );
}
