import { useId } from 'react';
import { common } from '@/shared/i18n/common';

/**
 * The product's mark: a small equity curve in a rounded square, then the name. The landing page uses the
 * gradient tone on its dark header; signed-in screens the solid brand green.
 */
export function BrandLogo({
  className,
  size = 28,
  tone = 'solid',
}: {
  className?: string;
  size?: number;
  tone?: 'solid' | 'gradient';
}) {
  // Header and footer both draw it: each gradient needs an id of its own.
  const gradientId = useId();
  return (
    <span className={`inline-flex items-center gap-2 font-bold tracking-tight ${className ?? ''}`}>
      <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className="shrink-0">
        {tone === 'gradient' && (
          <defs>
            <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
              <stop offset="0" stopColor="#10b981" />
              <stop offset="1" stopColor="#0ea5e9" />
            </linearGradient>
          </defs>
        )}
        <rect
          width="32"
          height="32"
          rx="8"
          className={tone === 'solid' ? 'fill-brand-600' : undefined}
          fill={tone === 'gradient' ? `url(#${gradientId})` : undefined}
        />
        <path
          d="M7 22 L13 16 L17 19 L25 10"
          fill="none"
          stroke="#fff"
          strokeWidth="2.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {common.productName}
    </span>
  );
}
