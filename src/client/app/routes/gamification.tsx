import { GamificationPage } from '@/client/features/gamification/components/gamification-page';

export default GamificationPage;
