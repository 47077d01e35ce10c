import { SearchXIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { schoolAdminText as T } from '@/shared/i18n/schools';

/** The server answers 404 for an unknown school and for anyone who does not administer it: one page for both. */
export function SchoolNotFound() {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-slate-200 text-slate-700">
        <SearchXIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{T.notFoundTitle}</h1>
      <p className="text-slate-600">{T.notFoundLead}</p>
      <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
        {T.back}
      </Link>
    </section>
  );
}
