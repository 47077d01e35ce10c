import { RankingPage } from '@/client/features/ranking/components/ranking-page';

export default RankingPage;
