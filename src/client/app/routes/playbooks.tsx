import { PlaybooksPage } from '@/client/features/playbooks/components/playbooks-page';

export default PlaybooksPage;
