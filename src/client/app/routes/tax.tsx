import { TaxPage } from '@/client/features/tax/components/tax-page';

export default TaxPage;
