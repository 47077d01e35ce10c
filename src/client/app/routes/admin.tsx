import { AdminUsersPage } from '@/client/features/admin/components/admin-users-page';

export default AdminUsersPage;
