import { PrivacyPolicyPage } from '@/client/features/privacy/components/privacy-policy-page';

export default PrivacyPolicyPage;
