import { WeeklyReviewPage } from '@/client/features/weekly-review/components/weekly-review-page';

export default WeeklyReviewPage;
