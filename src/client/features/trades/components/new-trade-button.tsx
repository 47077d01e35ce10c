import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { tradesText } from '@/shared/i18n/trades';
import { TradeFormDialog } from './trade-form-dialog';

/** 'Novo trade' with its dialog, for any page (the dashboard, the list). */
export function NewTradeButton(props: Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button {...props} onClick={() => setOpen(true)}>
        <PlusIcon aria-hidden="true" />
        {tradesText.newTrade}
      </Button>
      <TradeFormDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
