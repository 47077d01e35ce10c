import { AuditPage } from '@/client/features/admin/components/audit-page';

export default AuditPage;
