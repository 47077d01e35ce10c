import { PositionSizeCalculator } from '@/client/components/position-size/position-size-calculator';
import { RiskPage } from '@/client/features/risk/components/risk-page';

/** /risk: the risk feature's page, with the position-size calculator of the chosen account. */
export default function RiskRoute() {
  return (
    <RiskPage
      renderCalculator={(accountId) => <PositionSizeCalculator key={accountId} accountId={accountId} />}
    />
  );
}
