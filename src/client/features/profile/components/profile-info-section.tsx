import type { ReactNode } from 'react';
import { LoadError } from '@/client/components/load-error';
import { SettingElsewhere } from '@/client/components/setting-elsewhere';
import { Panel } from '@/client/components/ui/panel';
import { SkeletonList } from '@/client/components/ui/skeleton';
import { useMe } from '@/client/lib/me';
import { useTradingSettings } from '@/client/lib/queries';
import { common } from '@/shared/i18n/common';
import { profileInfoText } from '@/shared/i18n/profile-info';
import { useEmailChangeResult } from '../hooks/use-email-change-result';
import { DetailsForm } from './details-form';
import { EmailSection } from './email-section';

const T = profileInfoText;

interface ProfileInfoSectionProps {
  /** The school the trader studies at and what it may see (the schools feature, composed by the route). */
  school?: ReactNode;
  /** Taking part in the ranking and the nickname (the ranking feature, composed by the route). */
  ranking?: ReactNode;
}

/**
 * /profile → 'Dados': who the trader is (names, WhatsApp, email), their school, and where the time zone and the
 * ranking live (Configurações, /ranking).
 */
export function ProfileInfoSection({ school, ranking }: ProfileInfoSectionProps) {
  const me = useMe();
  const settings = useTradingSettings();
  useEmailChangeResult();
  const zone = settings.data?.timezone;

  return (
    <>
      <Panel id="profile-info-title" title={T.details.title} lead={T.details.lead}>
        {me.isPending ? (
          <SkeletonList label={common.loading} rows={3} />
        ) : me.isError || !me.data ? (
          <LoadError message={T.loadError} retryLabel={T.retry} onRetry={() => void me.refetch()} />
        ) : (
          <DetailsForm me={me.data} />
        )}
      </Panel>
      <Panel id="profile-email-title" title={T.email.title} lead={T.email.lead}>
        {me.data ? (
          <EmailSection email={me.data.user.email} />
        ) : (
          <SkeletonList label={common.loading} rows={1} />
        )}
      </Panel>
      {/* The time zone's one home is Configurações ('Custos e preferências'): here, its value and the way there. */}
      <SettingElsewhere
        id="profile-timezone-title"
        title={T.timezone.title}
        lead={zone ? T.elsewhere.timezoneLead(zone) : T.elsewhere.timezoneLeadUnknown}
        to="/settings?aba=custos"
        linkLabel={T.elsewhere.timezoneLink}
      />
      {school}
      {ranking}
    </>
  );
}
