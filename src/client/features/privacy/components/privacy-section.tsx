import { DeleteAccountPanel } from './delete-account-panel';
import { ExportPanel } from './export-panel';

/** The 'Privacidade' tab of /profile: the LGPD rights (take the data, delete the account). */
export function PrivacySection() {
  return (
    <>
      <ExportPanel />
      <DeleteAccountPanel />
    </>
  );
}
