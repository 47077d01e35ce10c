import { Panel } from '@/client/components/ui/panel';
import { profileText } from '@/shared/i18n/profile';

/** Placeholder of issue 14's foundation: its helper replaces this file. */
export function PrivacySection() {
  return (
    <Panel id="privacy-title" title="Seus dados e a LGPD">
      <p className="text-sm text-slate-600">{profileText.soon}</p>
    </Panel>
  );
}
