/** The native select and textarea, styled like the Input primitive. */
export const selectClass =
  'h-11 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 shadow-xs focus-visible:border-brand-500 aria-invalid:border-red-500 sm:text-sm';
