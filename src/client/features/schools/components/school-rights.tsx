import { type AppRole, can } from '@/shared/admin/permissions';
import { schoolRightsText as T } from '@/shared/i18n/mentoring';
import type { Sharing } from '@/shared/schools/contract';

const SCHOOL_ROLES = ['schoolAdmin', 'mentor'] as const satisfies readonly AppRole[];

/**
 * What each role of the school sees of the student, from the permission matrix and the sharing level chosen now:
 * the list with the summary (school.students.read), the journal itself only with 'Tudo' (school.journal.read), and
 * which roles also act on the account (school.students.release).
 */
export function rightsOf(role: (typeof SCHOOL_ROLES)[number], sharing: Sharing): string[] {
  const lines: string[] = [];
  if (can(role, 'school.students.read'))
    lines.push(sharing === 'full' && !can(role, 'school.journal.read') ? T.sees.summary : T.sees[sharing]);
  else lines.push(T.mentorSees.none);
  if (can(role, 'school.students.release')) lines.push(T.adminActs);
  return lines;
}

export function SchoolRights({ sharing }: { sharing: Sharing }) {
  return (
    <section aria-labelledby="school-rights-title" className="grid max-w-2xl gap-2">
      <h3 id="school-rights-title" className="font-semibold text-slate-900">
        {T.title}
      </h3>
      <p className="text-sm text-slate-600">{T.lead}</p>
      <dl className="grid gap-2" data-testid="school-rights">
        {SCHOOL_ROLES.map((role) => (
          <div key={role} className="grid gap-0.5 rounded-lg border border-slate-200 p-3 text-sm">
            <dt className="font-medium text-slate-900">{T.roles[role]}</dt>
            {rightsOf(role, sharing).map((line) => (
              <dd key={line} className="text-slate-700">
                {line}
              </dd>
            ))}
          </div>
        ))}
      </dl>
    </section>
  );
}
