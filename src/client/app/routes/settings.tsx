import { RiskPlanSection } from '@/client/features/risk/components/risk-plan-section';
import { SettingsPage } from '@/client/features/settings/components/settings-page';

/** /settings: the settings feature, with the risk feature's 'Plano de risco' in a tab of its own. */
export default function SettingsRoute() {
  return <SettingsPage riskPlan={<RiskPlanSection idPrefix="settings-risk-plan" />} />;
}
