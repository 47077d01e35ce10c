import { CircleHelpIcon, PencilIcon, ShieldAlertIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { ruleBreakText as T } from '@/shared/i18n/rule-breaks';
import { RULE_BREAK_LABELS, RULE_BREAK_SHORT_LABELS } from '@/shared/risk/contract';
import type { TradeDto } from '@/shared/trading/api-contract';
import { BreakNoteDialog } from './break-note-dialog';

/**
 * The rules a trade broke, as a compact badge: the rule's short name when one, 'N regras' when more. It is a button (so
 * keyboard and touch reach it) that opens the full list, the trader's note and the way to write it.
 */
export function RuleBreakBadge({ trade, tradeName }: { trade: TradeDto; tradeName: string }) {
  const [popover, setPopover] = useState(false);
  const [dialog, setDialog] = useState(false);
  const titleId = useId();
  const kinds = trade.ruleBreaks;
  if (kinds.length === 0) return null;
  const names = kinds.map((k) => RULE_BREAK_LABELS[k]);
  const text = kinds.length === 1 && kinds[0] ? RULE_BREAK_SHORT_LABELS[kinds[0]] : T.badge(kinds.length);
  return (
    <>
      <Popover.Root open={popover} onOpenChange={setPopover}>
        <Popover.Trigger
          type="button"
          data-testid="rule-break-badge"
          aria-label={T.badgeLabel(names.join(', '))}
          className="inline-flex max-w-full items-center gap-1 rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800 transition-colors hover:bg-red-200 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 data-[state=open]:bg-red-200"
        >
          <ShieldAlertIcon className="size-3.5 shrink-0" aria-hidden="true" />
          <span className="truncate">{text}</span>
          {trade.ruleBreakNote ? <PencilIcon className="size-3 shrink-0" aria-hidden="true" /> : null}
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            side="bottom"
            align="start"
            sideOffset={6}
            collisionPadding={12}
            data-testid="rule-break-popover"
            aria-labelledby={titleId}
            className="z-50 grid w-[min(20rem,calc(100vw-1.5rem))] gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-700 shadow-lg"
          >
            <div className="grid gap-1">
              <p id={titleId} className="font-semibold text-slate-900">
                {T.popoverTitle}
              </p>
              <ul className="grid list-disc gap-0.5 pl-5">
                {names.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            </div>
            <div className="grid gap-1">
              <p className="font-semibold text-slate-900">{T.noteLabel}</p>
              <p data-testid="rule-break-note" className="break-words whitespace-pre-line text-slate-600">
                {trade.ruleBreakNote ?? T.noNote}
              </p>
            </div>
            <Button
              size="sm"
              variant="outline"
              className="justify-self-start"
              onClick={() => {
                setPopover(false);
                setDialog(true);
              }}
            >
              <PencilIcon aria-hidden="true" />
              {trade.ruleBreakNote ? T.editNote : T.addNote}
            </Button>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      <BreakNoteDialog open={dialog} onOpenChange={setDialog} trade={trade} tradeName={tradeName} />
    </>
  );
}

/**
 * 'Stop não informado': an imported trade whose file could not carry a stop. Neutral (it is no rule break), its
 * explanation in the title and the accessible name.
 */
export function StopUnknownBadge({ trade }: { trade: TradeDto }) {
  if (!trade.stopUnknown) return null;
  return (
    <span
      data-testid="stop-unknown-badge"
      title={T.stopUnknownHint}
      className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700"
    >
      <CircleHelpIcon className="size-3.5 shrink-0" aria-hidden="true" />
      {/* Wraps in a narrow table cell rather than cut its two words. */}
      <span>{T.stopUnknown}</span>
      <span className="sr-only">: {T.stopUnknownHint}</span>
    </span>
  );
}
