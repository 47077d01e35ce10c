import { AdminSettingsPage } from '@/client/features/admin/components/admin-settings-page';

export default AdminSettingsPage;
