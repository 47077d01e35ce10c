import { BrandLogo } from '@/client/components/brand-logo';
import { RequireAccess } from '@/client/features/access/components/require-access';
import { SetupPage } from '@/client/features/setup/components/setup-page';

/**
 * /setup: the first-run setup behind the same access gate as the protected pages, on a screen of its own (no
 * navigation: one step at a time; 'Pular configuração' is the way out).
 */
export default function SetupRoute() {
  return (
    <RequireAccess>
      <div className="min-h-dvh bg-slate-100 px-4 py-5 sm:py-10">
        <div className="mx-auto grid w-full max-w-2xl gap-5">
          <BrandLogo className="text-lg text-slate-900" />
          <main id="conteudo" className="grid">
            <SetupPage />
          </main>
        </div>
      </div>
    </RequireAccess>
  );
}
