import { TradesPage } from '@/client/features/trades/components/trades-page';

export default TradesPage;
