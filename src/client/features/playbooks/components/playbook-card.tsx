import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  ChevronRightIcon,
  ImageIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { playbooksText } from '@/shared/i18n/playbooks';
import type { PlaybookDto } from '@/shared/playbooks/contract';

const T = playbooksText;

interface PlaybookCardProps {
  playbook: PlaybookDto;
  onEdit: (playbook: PlaybookDto) => void;
  onArchive: (playbook: PlaybookDto, archived: boolean) => void;
  onDelete: (playbook: PlaybookDto) => void;
  busy: boolean;
}

/** One playbook on /playbooks: its picture, name (the link to its statistics), what it holds, and its actions. */
export function PlaybookCard({ playbook: p, onEdit, onArchive, onDelete, busy }: PlaybookCardProps) {
  const required = p.criteria.filter((c) => c.required).length;
  const market = [p.instruments.length ? p.instruments.join(', ') : T.anyMarket, p.timeframe]
    .filter(Boolean)
    .join(' · ');
  return (
    <li
      className={cn(
        'grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        p.archived && 'bg-slate-50',
      )}
      data-testid="playbook-card"
    >
      <div className="flex items-start gap-3">
        {p.thumbUrl ? (
          <img
            src={p.thumbUrl}
            alt=""
            loading="lazy"
            className="h-16 w-20 shrink-0 rounded-md border border-slate-200 bg-slate-100 object-cover"
          />
        ) : (
          <div
            aria-hidden="true"
            className="flex h-16 w-20 shrink-0 items-center justify-center rounded-md border border-dashed border-slate-300 bg-slate-50 text-slate-400"
          >
            <ImageIcon className="size-6" />
          </div>
        )}
        <div className="grid min-w-0 gap-1">
          <h3 className="text-base font-semibold break-words text-slate-900">
            <Link
              to={`/playbooks/${encodeURIComponent(p.id)}`}
              aria-label={T.open(p.name)}
              className="inline-flex items-center gap-1 rounded-sm hover:underline focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              {p.name}
              <ChevronRightIcon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            </Link>
          </h3>
          <p className="truncate text-sm text-slate-600">{market}</p>
        </div>
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={p.name}>
        <li>
          <Badge tone="neutral">{T.criteriaCount(p.criteria.length)}</Badge>
        </li>
        {required > 0 ? (
          <li>
            <Badge tone="warning">{T.requiredCount(required)}</Badge>
          </li>
        ) : null}
        <li>
          <Badge tone="info">{T.tradeCount(p.tradeCount)}</Badge>
        </li>
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" aria-label={T.editLabel(p.name)} onClick={() => onEdit(p)}>
          <PencilIcon aria-hidden="true" />
          {T.edit}
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          aria-label={p.archived ? T.reactivateLabel(p.name) : T.archiveLabel(p.name)}
          onClick={() => onArchive(p, !p.archived)}
        >
          {p.archived ? <ArchiveRestoreIcon aria-hidden="true" /> : <ArchiveIcon aria-hidden="true" />}
          {p.archived ? T.reactivate : T.archive}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="border-red-200 text-red-700 hover:bg-red-50"
          aria-label={T.deleteLabel(p.name)}
          onClick={() => onDelete(p)}
        >
          <Trash2Icon aria-hidden="true" />
          {T.delete}
        </Button>
      </div>
    </li>
  );
}
