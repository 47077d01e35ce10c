import { cva } from 'class-variance-authority';

/**
 * Button looks for links on the landing page. Not `buttonVariants` from components/ui/button: that module pulls
 * tailwind-merge (~8 KB gzip) into `/`, and its default variant (white on brand-600, 3.8:1) is below AA contrast.
 * These tones are each complete, so no class merging is needed.
 */
export const linkButton = cva(
  'inline-flex items-center justify-center gap-2 rounded-lg text-center font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        // On dark backgrounds: #34d399 on #0b1220 is ~10:1.
        primary: 'bg-brand-400 text-ink-950 hover:bg-brand-500 shadow-lg shadow-brand-500/20',
        ghost: 'border border-white/25 bg-white/5 text-white hover:bg-white/10',
        // On light backgrounds: white on #047857 is 5.5:1.
        solid: 'bg-brand-700 text-white hover:bg-emerald-800',
      },
      size: {
        md: 'min-h-10 px-5 py-2 text-sm whitespace-nowrap',
        lg: 'min-h-12 px-4 py-3 text-[15px] text-balance sm:px-6 sm:text-base',
      },
    },
    defaultVariants: { tone: 'primary', size: 'lg' },
  },
);
