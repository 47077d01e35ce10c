import { useParams } from 'react-router';
import { StudentJournalPage } from '@/client/features/schools/components/student-journal-page';

/** /school-admin/:schoolId/alunos/:userId: the server decides who may read it (403 when not shared, 404 otherwise). */
export default function StudentJournalRoute() {
  const { schoolId = '', userId = '' } = useParams();
  return <StudentJournalPage key={`${schoolId}/${userId}`} schoolId={schoolId} userId={userId} />;
}
