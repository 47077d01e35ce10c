import { SettingsPage } from '@/client/features/settings/components/settings-page';

export default SettingsPage;
