import type { ComponentProps } from 'react';
import { formatWhatsapp } from '@/shared/account/contract';
import { Input } from './ui/input';

type WhatsappInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (formatted: string) => void;
};

/** Masks as the user types: (DD) NNNNN-NNNN, at most 11 digits. The forms' schemas turn it back into digits. */
export function WhatsappInput({ value, onChange, ...props }: WhatsappInputProps) {
  return (
    <Input
      {...props}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      value={value}
      onChange={(event) => onChange(formatWhatsapp(event.target.value))}
    />
  );
}
