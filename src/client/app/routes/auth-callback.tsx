import { CallbackPage } from '@/client/features/auth/components/callback-page';

export default CallbackPage;
