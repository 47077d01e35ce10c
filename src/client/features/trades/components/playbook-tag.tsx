import { ListChecksIcon } from 'lucide-react';
import { Link } from 'react-router';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { TradeDto } from '@/shared/trading/api-contract';

/** The playbook a trade was recorded with, linking to its statistics; nothing for a trade without one. */
export function PlaybookTag({ trade }: { trade: Pick<TradeDto, 'playbook'> }) {
  const playbook = trade.playbook;
  if (!playbook) return null;
  return (
    <Link
      to={`/playbooks/${encodeURIComponent(playbook.id)}`}
      data-testid="trade-playbook-tag"
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-800 hover:bg-violet-100 focus-visible:outline-2 focus-visible:outline-offset-2"
    >
      <ListChecksIcon className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only">{playbooksText.picker.playbook}: </span>
      <span className="truncate">{playbook.name}</span>
    </Link>
  );
}
