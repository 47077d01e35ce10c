import { InfoIcon } from 'lucide-react';
import { rankingText } from '@/shared/i18n/ranking';
import { Panel } from '@/client/components/ui/panel';

const T = rankingText.how;

/** 'Como funciona': what is ranked (the process, never profit) and what the others see. */
export function HowItWorks({ className }: { className?: string }) {
  return (
    <Panel id="ranking-how" title={T.title} className={className}>
      <ul className="grid gap-2 text-sm text-slate-700">
        {T.items.map((item) => (
          <li key={item} className="flex gap-2">
            <InfoIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="min-w-0">{item}</span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
