import { PlaybookStatsPage } from '@/client/features/playbooks/components/playbook-stats-page';

export default PlaybookStatsPage;
