import { TradeDetailPage } from '@/client/features/trades/components/trade-detail-page';

export default TradeDetailPage;
