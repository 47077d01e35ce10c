import { useMemo } from 'react';
import { COMMON_TIMEZONES, settingsText } from '@/shared/i18n/settings';

const P = settingsText.preferences;

/** Every IANA zone the browser knows, so any trader's zone can be chosen (the current one even if unknown). */
function allTimezones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone');
  } catch {
    zones = [];
  }
  const rest = zones.filter((z) => !(z in COMMON_TIMEZONES));
  return current && !(current in COMMON_TIMEZONES) && !rest.includes(current) ? [current, ...rest] : rest;
}

/** The options of a time zone select (/settings' preferences, /profile): the common zones first, then all. */
export function TimezoneOptions({ current }: { current: string }) {
  const zones = useMemo(() => allTimezones(current), [current]);
  return (
    <>
      <optgroup label={P.commonZones}>
        {Object.entries(COMMON_TIMEZONES).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </optgroup>
      <optgroup label={P.allZones}>
        {zones.map((zone) => (
          <option key={zone} value={zone}>
            {zone.replace(/_/g, ' ')}
          </option>
        ))}
      </optgroup>
    </>
  );
}
