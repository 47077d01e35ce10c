import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/client/components/ui/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { profileText } from '@/shared/i18n/profile';

const TABS = ['dados', 'seguranca', 'privacidade'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => TABS.includes(v as Tab);

interface ProfilePageProps {
  /** The 'Dados' tab: who the trader is (name, WhatsApp, email, time zone, school, ranking). */
  profile: ReactNode;
  /** The 'Segurança' tab: password, passkeys, two-factor, linked accounts, sessions. */
  security: ReactNode;
  /** The 'Privacidade' tab: export and deletion (LGPD). */
  privacy: ReactNode;
}

/** /profile: three tabs, the tab kept in the URL (?aba=seguranca), composed by the route. */
export function ProfilePage({ profile, security, privacy }: ProfilePageProps) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('aba');
  const tab: Tab = isTab(requested) ? requested : 'dados';
  const T = profileText;
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader title={T.title} description={T.lead} />
      <Tabs
        value={tab}
        onValueChange={(next) => setParams(next === 'dados' ? {} : { aba: next }, { replace: true })}
      >
        <TabsList aria-label={T.sectionsLabel} className="grid-cols-3 sm:max-w-xl">
          <TabsTrigger value="dados">{T.tabs.profile}</TabsTrigger>
          <TabsTrigger value="seguranca">{T.tabs.security}</TabsTrigger>
          <TabsTrigger value="privacidade">{T.tabs.privacy}</TabsTrigger>
        </TabsList>
        <TabsContent value="dados">
          <div className="grid gap-6">{profile}</div>
        </TabsContent>
        <TabsContent value="seguranca">
          <div className="grid gap-6">{security}</div>
        </TabsContent>
        <TabsContent value="privacidade">
          <div className="grid gap-6">{privacy}</div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
