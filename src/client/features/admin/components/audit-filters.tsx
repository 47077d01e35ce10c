import { useEffect, useState } from 'react';
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

/** Typing goes to the URL after a pause, so each keystroke is not a request. */
function DebouncedText({
  id,
  label,
  placeholder,
  value,
  onCommit,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onCommit: (value: string) => void;
}) {
  const [draft, setDraft] = useState(value);
  // The URL is the truth: a back/forward or 'Limpar' replaces what is typed (adjusted while rendering).
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft.trim() === value) return;
    const timer = setTimeout(() => onCommit(draft.trim()), 400);
    return () => clearTimeout(timer);
  }, [draft, value, onCommit]);
  return (
    <div className="grid min-w-0 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
    </div>
  );
}

export function AuditFilters({ values, onChange, onClear }: AuditFiltersProps) {
  const any = FILTER_KEYS.some((k) => values[k]);
  const badRange = Boolean(values.from && values.to && values.from > values.to);
  return (
    <form
      role="search"
      aria-label={text.filtersLabel}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-5"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-action">{text.action}</Label>
        <Select
          id="audit-action"
          value={values.action}
          onChange={(e) => onChange({ action: e.target.value })}
        >
          <option value="">{text.anyAction}</option>
          {actionOptions.map((a) => (
            <option key={a} value={a}>
              {auditActionLabels[a]}
            </option>
          ))}
        </Select>
      </div>
      <DebouncedText
        id="audit-actor"
        label={text.actor}
        placeholder={text.actorPlaceholder}
        value={values.actor}
        onCommit={(actor) => onChange({ actor })}
      />
      <DebouncedText
        id="audit-target"
        label={text.target}
        placeholder={text.targetPlaceholder}
        value={values.target}
        onCommit={(target) => onChange({ target })}
      />
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-from">{text.from}</Label>
        <Input
          id="audit-from"
          type="date"
          value={values.from}
          aria-invalid={badRange || undefined}
          aria-describedby={badRange ? 'audit-range-error' : undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </div>
      <div className="grid min-w-0 gap-1.5">
        <Label htmlFor="audit-to">{text.to}</Label>
        <Input
          id="audit-to"
          type="date"
          value={values.to}
          aria-invalid={badRange || undefined}
          aria-describedby={badRange ? 'audit-range-error' : undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </div>
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
  );
}
