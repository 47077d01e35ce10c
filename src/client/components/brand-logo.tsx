import { productName } from '@/shared/i18n/auth';

/** The product's mark for the signed-in screens: a small equity curve in a rounded square, then the name. */
export function BrandLogo({ className }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" className="shrink-0">
        <rect width="32" height="32" rx="8" className="fill-brand-600" />
        <path
          d="M7 22 L13 16 L17 19 L25 10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {productName}
    </span>
  );
}
