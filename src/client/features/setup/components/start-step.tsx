import { FileUpIcon, LayoutDashboardIcon, PlusIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { setupText as T } from '@/shared/i18n/setup';
import { StepFrame } from './step-frame';

export type StartChoice = 'import' | 'first-trade' | 'dashboard';

/** Step 5: where to start — the import page or the new-trade dialog (or the dashboard). Each ends the setup. */
export function StartStep({
  onChoose,
  onBack,
  pending,
}: {
  onChoose: (choice: StartChoice) => void;
  onBack: () => void;
  pending: boolean;
}) {
  const choice = (kind: StartChoice, icon: React.ReactNode, title: string, hint: string) => (
    <button
      type="button"
      disabled={pending}
      onClick={() => onChoose(kind)}
      className="flex min-h-20 items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition-colors hover:border-brand-400 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:opacity-60"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-100 text-brand-800">
        {icon}
      </span>
      <span className="grid gap-0.5">
        <span className="font-semibold text-slate-900">{title}</span>
        <span className="text-sm text-slate-600">{hint}</span>
      </span>
    </button>
  );
  return (
    <StepFrame
      title={T.start.title}
      lead={T.start.lead}
      footer={
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
          <Button type="button" variant="ghost" onClick={onBack} disabled={pending}>
            {T.back}
          </Button>
          <Button type="button" variant="outline" onClick={() => onChoose('dashboard')} disabled={pending}>
            <LayoutDashboardIcon aria-hidden="true" />
            {T.start.dashboard}
          </Button>
        </div>
      }
    >
      <div className="grid gap-3">
        {choice(
          'import',
          <FileUpIcon className="size-5" aria-hidden="true" />,
          T.start.import,
          T.start.importHint,
        )}
        {choice(
          'first-trade',
          <PlusIcon className="size-5" aria-hidden="true" />,
          T.start.firstTrade,
          T.start.firstTradeHint,
        )}
      </div>
    </StepFrame>
  );
}
