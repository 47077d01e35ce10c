import { clsx } from 'clsx';

type Props = { id: string; title: string; lead?: string; tone?: 'light' | 'dark'; className?: string };

export function SectionHeading({ id, title, lead, tone = 'light', className }: Props) {
  return (
    <div className={clsx('mx-auto max-w-3xl text-center', className)}>
      <h2
        id={id}
        className={clsx(
          'text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          tone === 'dark' ? 'text-white' : 'text-ink-950',
        )}
      >
        {title}
      </h2>
      {lead ? (
        <p
          className={clsx('mt-4 text-lg text-pretty', tone === 'dark' ? 'text-slate-300' : 'text-slate-600')}
        >
          {lead}
        </p>
      ) : null}
    </div>
  );
}
