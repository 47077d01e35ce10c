import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { PageLoading } from '@/client/components/page-loading';
import { asksWhatsapp } from '@/client/features/auth/lib/after-link';
import { installApiErrorHandling } from '@/client/lib/me';
import { queryClient } from '@/client/lib/query-client';
import { toaster } from '@/shared/i18n/auth';

// Loaded only when a sign-in link asks for it: the form and its mask stay out of every other page's download.
const WhatsappPromptAfterLink = lazy(() =>
  import('@/client/features/auth/components/whatsapp-prompt-after-link').then((m) => ({
    default: m.WhatsappPromptAfterLink,
  })),
);

export default function AppShell() {
  const { state } = useLocation();
  useEffect(() => installApiErrorHandling(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Its own boundary, so the toaster stays mounted while the next route's chunk loads. */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      {asksWhatsapp(state) ? (
        <Suspense fallback={null}>
          <WhatsappPromptAfterLink />
        </Suspense>
      ) : null}
      <Toaster
        richColors
        position="top-center"
        // Below the 4 rem header (and its 'Sair', pause and menu), never over it: 4.5 rem from the top.
        offset={{ top: '4.5rem' }}
        mobileOffset={{ top: '4.5rem' }}
        closeButton
        containerAriaLabel={toaster.region}
        // A toast that merges the alerts of one moment says each on its own line.
        toastOptions={{
          closeButtonAriaLabel: toaster.close,
          classNames: { description: 'whitespace-pre-line' },
        }}
      />
    </QueryClientProvider>
  );
}
