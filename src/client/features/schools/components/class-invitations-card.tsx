import { useMyClasses } from '../api/classes';
import { MyClasses } from './my-classes';

/**
 * The dashboard's card for a pending class invitation: nothing at all while loading, on error or without an
 * invitation (the dashboard is not the place to report a side list failing); Perfil → Escola has the full list.
 */
export function ClassInvitationsCard() {
  const classes = useMyClasses();
  if (!classes.data?.some((c) => c.status === 'invited')) return null;
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid="class-invitations-card"
    >
      <MyClasses invitationsOnly />
    </div>
  );
}
