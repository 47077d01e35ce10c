import { SettingElsewhere } from '@/client/components/setting-elsewhere';
import { ProfileInfoSection } from '@/client/features/profile/components/profile-info-section';
import { ProfilePage } from '@/client/features/profile/components/profile-page';
import { PrivacySection } from '@/client/features/privacy/components/privacy-section';
import { SchoolSettings } from '@/client/features/schools/components/school-settings';
import { LinkedAccountsSection } from '@/client/features/security/components/linked-accounts-section';
import { PasskeysSection } from '@/client/features/security/components/passkeys-section';
import { PasswordSection } from '@/client/features/security/components/password-section';
import { SessionsSection } from '@/client/features/security/components/sessions-section';
import { TwoFactorSection } from '@/client/features/security/components/two-factor-section';
import { profileInfoText } from '@/shared/i18n/profile-info';

const E = profileInfoText.elsewhere;

// Taking part in the ranking has one home, /ranking: the profile links there.
const ranking = (
  <SettingElsewhere
    id="profile-ranking"
    title={E.rankingTitle}
    lead={E.rankingLead}
    to="/ranking"
    linkLabel={E.rankingLink}
  />
);

/** /profile, composed: each feature owns its sections. */
export default function ProfileRoute() {
  return (
    <ProfilePage
      profile={<ProfileInfoSection school={<SchoolSettings />} ranking={ranking} />}
      security={
        <>
          <PasswordSection />
          <PasskeysSection />
          <TwoFactorSection />
          <LinkedAccountsSection />
          <SessionsSection />
        </>
      }
      privacy={<PrivacySection />}
    />
  );
}
