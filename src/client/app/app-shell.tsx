import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { PageLoading } from '@/client/components/page-loading';
import { installApiErrorHandling } from '@/client/lib/me';
import { queryClient } from '@/client/lib/query-client';

export default function AppShell() {
  useEffect(() => installApiErrorHandling(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Its own boundary, so the toaster stays mounted while the next route's chunk loads. */}
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
      <Toaster richColors position="top-center" closeButton />
    </QueryClientProvider>
  );
}
