export { PageLoading } from '@/client/components/page-loading';
