import { FeedbackPage } from '@/client/features/schools/components/feedback-page';

/** /feedback: the student's threads with the school's mentors. */
export default function FeedbackRoute() {
  return <FeedbackPage />;
}
