import { WindIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { breathing } from '@/shared/i18n/breathing';
import { openBreathingPause } from './breathing-store';

/** 'Pausa para respirar' in the signed-in header: an icon with its name for screen readers on phones. */
export function BreathingHeaderButton() {
  return (
    <Button
      variant="outline"
      size="icon"
      className="sm:h-8 sm:w-auto sm:px-3 sm:text-sm"
      onClick={() => openBreathingPause('header')}
      data-breathing-opener=""
      title={breathing.open}
    >
      <WindIcon aria-hidden="true" />
      <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{breathing.open}</span>
    </Button>
  );
}
