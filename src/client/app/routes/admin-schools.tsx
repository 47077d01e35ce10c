import { AdminNav } from '@/client/features/admin/components/admin-nav';
import { ForbiddenPage } from '@/client/features/admin/components/forbidden-page';
import { AdminSchoolsPage } from '@/client/features/schools/components/admin-schools-page';
import { useMe } from '@/client/lib/me';

/** /admin/schools: admins only (the server refuses its API to everyone else). */
export default function AdminSchoolsRoute() {
  const { data: me } = useMe();
  if (me?.user.role !== 'admin') return <ForbiddenPage />;
  return (
    <>
      <AdminNav />
      <AdminSchoolsPage />
    </>
  );
}
