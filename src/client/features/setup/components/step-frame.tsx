import type { ReactNode } from 'react';
import { Button } from '@/client/components/ui/button';
import { setupText as T } from '@/shared/i18n/setup';

/** A step's title and lead, its fields, and its buttons: one phone screen. */
export function StepFrame({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <div className="grid gap-5">
      <div className="grid gap-1">
        <h2 id="setup-step-title" className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        <p className="text-sm text-slate-600">{lead}</p>
      </div>
      {children}
      {footer}
    </div>
  );
}

/**
 * 'Continuar' (the form's submit: saves the step, then moves on), 'Pular esta etapa' (moves on without saving) and
 * 'Voltar'. On a phone 'Continuar' comes first and takes the width.
 */
export function StepButtons({
  pending,
  onBack,
  onSkip,
}: {
  pending: boolean;
  onBack?: () => void;
  onSkip: () => void;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        {onBack ? (
          <Button type="button" variant="ghost" onClick={onBack} disabled={pending}>
            {T.back}
          </Button>
        ) : null}
        <Button type="button" variant="outline" onClick={onSkip} disabled={pending}>
          {T.skipStep}
        </Button>
      </div>
      <Button type="submit" disabled={pending} className="w-full sm:w-auto">
        {pending ? T.saving : T.next}
      </Button>
    </div>
  );
}

/** What a step receives: move on after saving, skip it, go back. */
export interface StepProps {
  onNext: () => Promise<void>;
  onSkip: () => void;
  onBack?: () => void;
  moving: boolean;
}
