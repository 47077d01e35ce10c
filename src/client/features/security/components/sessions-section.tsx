import { Panel } from '@/client/components/ui/panel';
import { profileText } from '@/shared/i18n/profile';

/** Placeholder of issue 14's foundation: its helper replaces this file. */
export function SessionsSection() {
  return (
    <Panel id="sessions-title" title="Sessões ativas">
      <p className="text-sm text-slate-600">{profileText.soon}</p>
    </Panel>
  );
}
