import { settingsText } from '@/shared/i18n/settings';

/** The currencies an account or an instrument may have, as a select's options. */
export function CurrencyOptions() {
  return (['BRL', 'USD'] as const).map((c) => (
    <option key={c} value={c}>
      {settingsText.currencies[c]}
    </option>
  ));
}
