import { ConstructionIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/client/components/ui/button';
import { layout, underConstruction } from '@/shared/i18n/auth';

export type UnderConstructionKey = keyof typeof layout.items;

/** The protected pages whose issues are still ahead. */
export default function UnderConstructionPage({ page }: { page: UnderConstructionKey }) {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <ConstructionIcon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-2xl font-bold text-slate-900">{underConstruction.title(layout.items[page])}</h1>
      <p className="text-slate-600">{underConstruction.lead}</p>
      <Link to="/dashboard" className={buttonVariants({ variant: 'outline' })}>
        {underConstruction.back}
      </Link>
    </section>
  );
}
