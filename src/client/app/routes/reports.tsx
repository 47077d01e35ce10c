import { ReportsPage } from '@/client/features/reports/components/reports-page';

export default ReportsPage;
