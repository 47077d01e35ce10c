import { SettingElsewhere } from '@/client/components/setting-elsewhere';
import { SettingsPage } from '@/client/features/settings/components/settings-page';
import { DangerZone } from '@/client/features/trades/components/danger-zone';
import { settingsText } from '@/shared/i18n/settings';

const E = settingsText.elsewhere;

/**
 * /settings: the settings feature; its 'Risco' and 'Escola' tabs point to those settings' one home (the plan on
 * /risk, the school on /profile), and the trades feature's 'Zona de perigo' (erase every trade) closes the page.
 */
export default function SettingsRoute() {
  return (
    <SettingsPage
      riskPlan={
        <SettingElsewhere
          id="settings-risk-elsewhere"
          title={E.riskTitle}
          lead={E.riskLead}
          to="/risk"
          linkLabel={E.riskLink}
        />
      }
      school={
        <SettingElsewhere
          id="settings-school-elsewhere"
          title={E.schoolTitle}
          lead={E.schoolLead}
          to="/profile"
          linkLabel={E.schoolLink}
        />
      }
      dangerZone={<DangerZone />}
    />
  );
}
