import { PermissionsPage } from '@/client/features/admin/components/permissions-page';

export default PermissionsPage;
