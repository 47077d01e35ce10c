import type { ReactNode } from 'react';
import { FormInput, FormSelect } from '@/client/components/ui/form-inputs';
import { setupText as T } from '@/shared/i18n/setup';

/** An amount and, beside it, what it is counted in ('%', 'R$', 'R'): one row, the unit narrow, even on a phone. */
export function ValueWithUnit({
  name,
  label,
  unitName,
  children,
}: {
  /** The amount's field. */
  name: string;
  label: string;
  /** The unit's field; its options are the children. */
  unitName: string;
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] items-start gap-2">
      <FormInput name={name} label={label} inputMode="decimal" className="text-right tabular-nums" />
      <FormSelect name={unitName} label={T.plan.unit}>
        {children}
      </FormSelect>
    </div>
  );
}
