import { ImageIcon } from 'lucide-react';
import { useState } from 'react';
import { cn } from '@/client/lib/cn';
import type { TradeAttachmentSummary } from '@/shared/attachments/contract';
import { attachmentsText as T } from '@/shared/i18n/attachments';
import type { TradeDto } from '@/shared/trading/api-contract';
import { attachmentsApi } from './attachments-api';
import { ImageViewer, type ViewerImage } from './image-viewer';

/** The images a trade of a list carries (none on a value built without them). */
export const tradeAttachments = (trade: TradeDto): TradeAttachmentSummary[] => trade.attachments ?? [];

/** The full image of a summary: its thumbnail's address with /image for /thumb (any query kept). */
export function viewerImages(summaries: readonly TradeAttachmentSummary[]): ViewerImage[] {
  return summaries.map((s) => ({
    id: s.id,
    caption: s.caption,
    imageUrl: /\/thumb(\?|$)/.test(s.thumbUrl)
      ? s.thumbUrl.replace(/\/thumb(\?|$)/, '/image$1')
      : attachmentsApi.image(s.id),
  }));
}

/**
 * A trade's first thumbnail with its count, in a list row; it opens the full-screen gallery. Nothing when the trade
 * has no image.
 */
export function TradeGalleryButton({
  trade,
  tradeName,
  className,
}: {
  trade: TradeDto;
  tradeName: string;
  className?: string;
}) {
  const summaries = tradeAttachments(trade);
  const [viewing, setViewing] = useState<number | null>(null);
  const first = summaries[0];
  if (!first) return null;
  return (
    <>
      <button
        type="button"
        data-testid="trade-thumbs"
        aria-label={T.thumbs(summaries.length, tradeName)}
        onClick={(event) => {
          // Inside a clickable row (the dashboard's): the gallery, not the row's own action.
          event.stopPropagation();
          setViewing(0);
        }}
        className={cn(
          'relative inline-flex h-9 w-12 shrink-0 overflow-hidden rounded border border-slate-200 bg-slate-100 align-middle focus-visible:outline-2 focus-visible:outline-offset-2',
          className,
        )}
      >
        <img src={first.thumbUrl} alt="" loading="lazy" className="size-full object-cover" />
        <span className="absolute right-0 bottom-0 inline-flex items-center gap-0.5 rounded-tl bg-slate-900/80 px-1 text-[10px] leading-4 font-semibold text-white tabular-nums">
          <ImageIcon className="size-2.5" aria-hidden="true" />
          {summaries.length}
        </span>
      </button>
      <ImageViewer images={viewerImages(summaries)} index={viewing} onIndexChange={setViewing} />
    </>
  );
}
