import { CalculatorIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/client/components/ui/dialog';
import { cn } from '@/client/lib/cn';
import { riskCalculatorText } from '@/shared/i18n/risk-calculator';
import type { PositionSizeDefaults } from './calculator-model';
import { PositionSizeCalculator } from './position-size-calculator';

const T = riskCalculatorText;

interface PositionSizeDialogProps {
  accountId?: string;
  /** Read when the dialog opens: the calculator starts from them (the trade form's current values). */
  defaults?: PositionSizeDefaults;
  /** 'Usar N contratos': hands N over; the dialog then closes and the focus goes back to its button. */
  onUseContracts: (contracts: number) => void;
  triggerClassName?: string;
}

/**
 * 'Calcular tamanho da posição': a button that opens the calculator in a compact dialog over the caller (the
 * trade dialog). The dialog is its own layer: Esc closes it alone, and the caller keeps everything typed.
 */
export function PositionSizeDialog({
  accountId,
  defaults,
  onUseContracts,
  triggerClassName,
}: PositionSizeDialogProps) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" className={triggerClassName}>
          <CalculatorIcon aria-hidden="true" />
          {T.openButton}
        </Button>
      </DialogTrigger>
      <DialogContent
        className="gap-5 pb-0 sm:max-w-2xl sm:pb-0 lg:max-w-5xl"
        data-testid="position-size-dialog"
      >
        <DialogHeader>
          <DialogTitle>{T.title}</DialogTitle>
          <DialogDescription>{T.dialogDescription}</DialogDescription>
        </DialogHeader>
        {open ? (
          <PositionSizeCalculator
            accountId={accountId}
            defaults={defaults}
            onUseContracts={(n) => {
              onUseContracts(n);
              setOpen(false);
            }}
            // Kept in view at the bottom of the scrolling dialog, so the count can be used from anywhere in it.
            footerClassName={cn(
              'sticky bottom-0 -mx-5 border-t border-slate-200 bg-white px-5 py-3 sm:-mx-6 sm:px-6',
            )}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
