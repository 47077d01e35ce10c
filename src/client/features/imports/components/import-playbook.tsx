import { useId } from 'react';
import { FormField } from '@/client/components/ui/form-field';
import { Select } from '@/client/components/ui/select';
import { usePlaybooks } from '@/client/lib/playbooks';
import { playbooksText } from '@/shared/i18n/playbooks';

const P = playbooksText;

interface ImportPlaybookProps {
  value: string;
  onChange: (playbookId: string) => void;
  disabled: boolean;
}

/** An optional playbook for every trade of the file (its criteria start unticked); hidden without playbooks. */
export function ImportPlaybook({ value, onChange, disabled }: ImportPlaybookProps) {
  const id = useId();
  const playbooks = usePlaybooks();
  if (!playbooks.data?.length) return null;
  return (
    <FormField
      id={`${id}-playbook`}
      label={P.importing.label}
      hint={P.importing.hint}
      className="min-w-0 sm:max-w-md"
    >
      <Select
        id={`${id}-playbook`}
        value={value}
        disabled={disabled}
        aria-describedby={`${id}-playbook-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{P.picker.none}</option>
        {playbooks.data.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </Select>
    </FormField>
  );
}
