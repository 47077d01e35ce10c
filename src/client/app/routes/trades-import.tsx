import { ImportPage } from '@/client/features/imports/components/import-page';

export default ImportPage;
