import { useId } from 'react';
import { FieldError } from '@/client/components/ui/field-error';
import { FormField } from '@/client/components/ui/form-field';
import { columnStep, symbolStep } from '@/shared/i18n/imports';
import type { InstrumentDto } from '@/shared/trading/api-contract';
import { MAPPING_FIELDS } from '../lib/options';
import { Select } from '@/client/components/ui/select';

interface SymbolMappingProps {
  symbols: string[];
  value: Record<string, string>;
  onChange: (symbolMap: Record<string, string>) => void;
  instruments: InstrumentDto[] | undefined;
  loading: boolean;
  error: boolean;
  disabled: boolean;
}

/** Each unknown source symbol → one of the user's instruments. */
export function SymbolMapping(props: SymbolMappingProps) {
  const { symbols, value, onChange, instruments, loading, error, disabled } = props;
  const id = useId();
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {symbolStep.title}
        </h2>
        <p className="text-sm text-slate-700">{symbolStep.lead}</p>
        {error ? <FieldError>{symbolStep.loadError}</FieldError> : null}
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {symbols.map((symbol, index) => (
          <FormField
            key={symbol}
            className="min-w-0 content-start"
            id={`${id}-${index}`}
            label={symbolStep.label(symbol)}
          >
            <Select
              id={`${id}-${index}`}
              value={value[symbol] ?? ''}
              disabled={disabled || loading}
              onChange={(event) => onChange({ ...value, [symbol]: event.target.value })}
            >
              <option value="">{loading ? symbolStep.loading : symbolStep.choose}</option>
              {instruments?.map((instrument) => (
                <option key={instrument.symbol} value={instrument.symbol}>
                  {instrument.symbol} — {instrument.name}
                </option>
              ))}
            </Select>
          </FormField>
        ))}
      </div>
    </section>
  );
}

interface ColumnMappingProps {
  headers: string[];
  value: Record<string, string>;
  onChange: (mapping: Record<string, string>) => void;
  disabled: boolean;
}

/** For 'mapped' (any other CSV): which header holds each of our fields. */
export function ColumnMapping({ headers, value, onChange, disabled }: ColumnMappingProps) {
  const id = useId();
  const field = ({ key, required }: (typeof MAPPING_FIELDS)[number]) => (
    <FormField
      className="min-w-0 content-start"
      key={key}
      id={`${id}-${key}`}
      label={`${columnStep.fields[key] ?? key}${required ? ` (${columnStep.required})` : ''}`}
    >
      <Select
        id={`${id}-${key}`}
        value={value[key] ?? ''}
        disabled={disabled}
        aria-required={required}
        onChange={(event) => onChange({ ...value, [key]: event.target.value })}
      >
        <option value="">{columnStep.none}</option>
        {headers.map((header) => (
          <option key={header} value={header}>
            {header}
          </option>
        ))}
      </Select>
    </FormField>
  );
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid grid-cols-1 gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4"
    >
      <div className="grid gap-1">
        <h2 id={`${id}-title`} className="text-lg font-bold text-slate-900">
          {columnStep.title}
        </h2>
        <p className="text-sm text-slate-700">{columnStep.lead}</p>
      </div>
      {headers.length === 0 ? (
        <FieldError>{columnStep.noHeaders}</FieldError>
      ) : (
        <>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {MAPPING_FIELDS.filter((f) => f.required).map(field)}
          </div>
          <details>
            <summary className="cursor-pointer rounded-md py-1 text-sm font-semibold text-sky-900">
              {columnStep.optional}
            </summary>
            <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {MAPPING_FIELDS.filter((f) => !f.required).map(field)}
            </div>
          </details>
        </>
      )}
    </section>
  );
}
