import { RiskPage } from '@/client/features/risk/components/risk-page';

/**
 * /risk: the risk feature's page. The position-size calculator (src/client/components/position-size) is composed
 * here through `renderCalculator` once it is on main.
 */
export default function RiskRoute() {
  return <RiskPage />;
}
