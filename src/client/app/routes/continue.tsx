import { ContinuePage } from '@/client/features/trial/components/continue-page';

export default ContinuePage;
