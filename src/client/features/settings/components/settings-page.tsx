import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { settingsText } from '@/shared/i18n/settings';
import { AccountsSection } from './accounts-section';
import { InstrumentsSection } from './instruments-section';
import { PreferencesSection } from './preferences-section';

const TABS = ['contas', 'ativos', 'custos', 'risco', 'escola'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

/**
 * /settings: trading accounts, instruments, default costs and preferences; the tab is kept in the URL. `riskPlan`
 * (the risk feature's plan form) and `school` (the schools feature's 'Escola' tab), composed by the route, get a
 * tab each.
 */
export function SettingsPage({
  riskPlan,
  school,
  dangerZone,
}: {
  riskPlan?: ReactNode;
  school?: ReactNode;
  /** 'Zona de perigo' (the trades feature's), below the tabs whichever is open. */
  dangerZone?: ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const tab: Tab =
    isTab(requested) && (requested !== 'risco' || riskPlan) && (requested !== 'escola' || school)
      ? requested
      : 'contas';
  const T = settingsText.tabs;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={settingsText.title} description={settingsText.lead} />

      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'contas' ? {} : { aba: next }, { replace: true })}
      >
        <TabsList
          aria-label={settingsText.sectionsLabel}
          className={
            riskPlan && school
              ? 'grid-cols-3 sm:max-w-3xl sm:grid-cols-5'
              : riskPlan
                ? 'grid-cols-2 sm:max-w-2xl sm:grid-cols-4'
                : 'grid-cols-3 sm:max-w-xl'
          }
        >
          <TabsTrigger value="contas">{T.accounts}</TabsTrigger>
          <TabsTrigger value="ativos">{T.instruments}</TabsTrigger>
          <TabsTrigger value="custos" className="h-auto min-h-9 px-1 py-1 leading-tight whitespace-normal">
            {T.preferences}
          </TabsTrigger>
          {riskPlan ? <TabsTrigger value="risco">{T.risk}</TabsTrigger> : null}
          {school ? <TabsTrigger value="escola">{T.school}</TabsTrigger> : null}
        </TabsList>
        <TabsContent value="contas">
          <AccountsSection />
        </TabsContent>
        <TabsContent value="ativos">
          <InstrumentsSection />
        </TabsContent>
        <TabsContent value="custos">
          <PreferencesSection />
        </TabsContent>
        {riskPlan ? <TabsContent value="risco">{riskPlan}</TabsContent> : null}
        {school ? <TabsContent value="escola">{school}</TabsContent> : null}
      </Tabs>
      {dangerZone}
    </div>
  );
}
