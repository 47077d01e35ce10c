import { useParams } from 'react-router';
import { SchoolAdminPage } from '@/client/features/schools/components/school-admin-page';
import { useMe } from '@/client/lib/me';

/** /school-admin/:schoolId: the server decides who may see it (its 404 becomes the 'not found or no access' page). */
export default function SchoolAdminRoute() {
  const { schoolId = '' } = useParams();
  const { data: me } = useMe();
  return (
    <SchoolAdminPage
      key={schoolId}
      schoolId={schoolId}
      isAdmin={me?.user.role === 'admin'}
      isMentor={me?.mentorOf.some((s) => s.id === schoolId) ?? false}
      isMember={[...(me?.schoolAdminOf ?? []), ...(me?.mentorOf ?? [])].some((s) => s.id === schoolId)}
    />
  );
}
