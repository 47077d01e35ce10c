import { ChallengePage } from '@/client/features/challenge/components/challenge-page';

export default ChallengePage;
