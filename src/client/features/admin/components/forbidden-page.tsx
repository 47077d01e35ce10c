import { ShieldAlertIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { forbiddenPage } from '@/shared/i18n/auth';

export function ForbiddenPage() {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-red-700">
        <ShieldAlertIcon className="size-7" aria-hidden="true" />
      </span>
      <p className="text-sm font-semibold tracking-widest text-red-700">{forbiddenPage.code}</p>
      <h1 className="text-2xl font-bold text-slate-900">{forbiddenPage.title}</h1>
      <p className="text-slate-600">{forbiddenPage.lead}</p>
      <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
        {forbiddenPage.back}
      </Link>
    </section>
  );
}
