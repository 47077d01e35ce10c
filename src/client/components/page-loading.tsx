import { common } from '@/shared/i18n/common';

export function PageLoading() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-dvh items-center justify-center text-slate-600"
    >
      {common.loading}
    </div>
  );
}
