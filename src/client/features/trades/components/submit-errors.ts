import { readNumberInput } from '@/shared/numbers';

const SIGNED_FIELDS = ['entry', 'exit', 'contracts'] as const;
type SignedField = (typeof SIGNED_FIELDS)[number];

/**
 * Which of the prices and the contracts hold a number ≤ 0 ('0', '-5', '-125.000,50'), the case of the spec's toast
 * 'Valores de preços e contratos devem ser positivos'. Blank or unreadable values are not listed: they have their
 * own field messages ('Campo obrigatório', 'Informe um preço de entrada válido').
 */
export function nonPositiveFields(
  values: Partial<Record<SignedField, string | number | null>>,
): SignedField[] {
  return SIGNED_FIELDS.filter((field) => {
    const value = values[field];
    if (value === undefined || value === null || String(value).trim() === '') return false;
    const number = readNumberInput(value);
    return number !== null && number.sign() <= 0;
  });
}
