import { Panel } from '@/client/components/ui/panel';
import { profileText } from '@/shared/i18n/profile';

/** Placeholder of issue 14's foundation: its helper replaces this file. */
export function PasswordSection() {
  return (
    <Panel id="password-title" title="Senha">
      <p className="text-sm text-slate-600">{profileText.soon}</p>
    </Panel>
  );
}
