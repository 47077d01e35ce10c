import { landing } from '@/shared/i18n/landing';

/** The logo: a small equity curve in a rounded square, then the product name. */
export function BrandMark() {
  return (
    <span className="inline-flex items-center gap-2.5 text-lg font-bold tracking-tight">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="shrink-0">
        <defs>
          <linearGradient id="brand-mark-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#10b981" />
            <stop offset="1" stopColor="#0ea5e9" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="8" fill="url(#brand-mark-bg)" />
        <path
          d="M7 22 L13 16 L17 19 L25 10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {landing.productName}
    </span>
  );
}
