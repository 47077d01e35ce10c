import { TriangleAlertIcon } from 'lucide-react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { Badge } from '@/client/components/ui/badge';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import { useAllPlaybooks } from '@/client/lib/playbooks';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { TradeFormValues } from '@/shared/trading/trade-schema';
import type { TradeFormState } from '../lib/trade-form';

const P = playbooksText.picker;

interface PlaybookPickerProps {
  form: UseFormReturn<TradeFormState, unknown, TradeFormValues>;
  /** The playbook the trade was saved with: still offered when archived since (a new choice must be active). */
  savedPlaybookId: string | null;
}

/**
 * The trade's playbook and the criteria that were present. A required criterion left unticked is warned about, never
 * refused: the trade is saved and counts as a rule break ('Critério obrigatório ausente'). A trader without
 * playbooks does not see it.
 */
export function PlaybookPicker({ form, savedPlaybookId }: PlaybookPickerProps) {
  const playbooks = useAllPlaybooks();
  const [playbookId, criteriaMet] = useWatch({ control: form.control, name: ['playbookId', 'criteriaMet'] });
  const error = form.formState.errors.playbookId?.message ?? form.formState.errors.criteriaMet?.message;
  const all = playbooks.data ?? [];
  const offered = all.filter((p) => !p.archived || p.id === savedPlaybookId || p.id === playbookId);
  if (offered.length === 0 && !playbookId) {
    return playbooks.isError ? <p className="text-sm text-slate-600 sm:col-span-2">{P.loadError}</p> : null;
  }
  const chosen = all.find((p) => p.id === playbookId);
  const ticked = new Set(criteriaMet ?? []);
  const missing = chosen?.criteria.filter((c) => c.required && !ticked.has(c.id)) ?? [];

  const toggle = (id: string, on: boolean) => {
    const next = on ? [...ticked, id] : [...ticked].filter((c) => c !== id);
    // In the playbook's order, as the server lists them.
    const order = new Map(chosen?.criteria.map((c, i) => [c.id, i]));
    next.sort((a, b) => (order.get(a) ?? 0) - (order.get(b) ?? 0));
    form.setValue('criteriaMet', next, { shouldDirty: true });
  };

  return (
    <div
      className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:col-span-2"
      data-testid="trade-playbook"
    >
      <FormField id="trade-playbookId" label={P.playbook} error={error}>
        <Select
          id="trade-playbookId"
          value={playbookId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'trade-playbookId-error' : undefined}
          onChange={(e) => {
            form.setValue('playbookId', e.target.value, { shouldDirty: true });
            // Another playbook's criteria do not apply.
            form.setValue('criteriaMet', [], { shouldDirty: true });
            form.clearErrors(['playbookId', 'criteriaMet']);
          }}
        >
          <option value="">{P.none}</option>
          {offered.map((p) => (
            <option key={p.id} value={p.id}>
              {p.archived ? P.archived(p.name) : p.name}
            </option>
          ))}
        </Select>
      </FormField>
      {chosen && chosen.criteria.length > 0 ? (
        <fieldset
          className="grid gap-1"
          aria-describedby={missing.length ? 'trade-criteria-missing' : undefined}
        >
          <legend className="mb-1 text-sm font-medium text-slate-800">{P.criteria}</legend>
          {chosen.criteria.map((c) => (
            <label
              key={c.id}
              className="flex min-h-10 items-center gap-2.5 rounded-md px-1 text-sm text-slate-800 hover:bg-slate-50"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-brand-700"
                checked={ticked.has(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
              />
              <span className="min-w-0 flex-1 break-words">{c.label}</span>
              {c.required ? <Badge tone="warning">{P.required}</Badge> : null}
            </label>
          ))}
        </fieldset>
      ) : null}
      {missing.length > 0 ? (
        <p
          id="trade-criteria-missing"
          role="status"
          data-testid="trade-criteria-missing"
          className="flex items-start gap-2 rounded-md bg-amber-50 p-2.5 text-sm text-amber-950"
        >
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
          {P.missing(missing.map((c) => c.label).join(', '))}
        </p>
      ) : null}
    </div>
  );
}
