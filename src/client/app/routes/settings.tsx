import { RiskPlanSection } from '@/client/features/risk/components/risk-plan-section';
import { SchoolSettings } from '@/client/features/schools/components/school-settings';
import { SettingsPage } from '@/client/features/settings/components/settings-page';

/** /settings: the settings feature, with the risk feature's 'Plano de risco' and the schools' 'Escola' in tabs of their own. */
export default function SettingsRoute() {
  return (
    <SettingsPage riskPlan={<RiskPlanSection idPrefix="settings-risk-plan" />} school={<SchoolSettings />} />
  );
}
