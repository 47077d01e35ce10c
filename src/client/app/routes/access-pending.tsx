import { AccessPendingPage } from '@/client/features/access/components/access-pending-page';

export default AccessPendingPage;
