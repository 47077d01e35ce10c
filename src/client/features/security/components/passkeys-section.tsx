import { Panel } from '@/client/components/ui/panel';
import { profileText } from '@/shared/i18n/profile';

/** Placeholder of issue 14's foundation: its helper replaces this file. */
export function PasskeysSection() {
  return (
    <Panel id="passkeys-title" title="Biometria">
      <p className="text-sm text-slate-600">{profileText.soon}</p>
    </Panel>
  );
}
