import { WindIcon } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { breathing } from '@/shared/i18n/breathing';
import { openBreathingPause } from './breathing-store';

/**
 * 'Pausa para respirar' in the signed-in header: on a phone it reads 'Respirar' beside its icon (the full name from
 * sm up); its accessible name is always 'Pausa para respirar', which holds the visible word.
 */
export function BreathingHeaderButton() {
  return (
    <Button
      variant="outline"
      size="sm"
      className="h-9 gap-1.5 px-2 sm:h-8 sm:px-3"
      onClick={() => openBreathingPause('header')}
      data-breathing-opener=""
      aria-label={breathing.open}
      title={breathing.open}
    >
      <WindIcon aria-hidden="true" />
      <span className="whitespace-nowrap sm:hidden">{breathing.openShort}</span>
      <span className="hidden whitespace-nowrap sm:inline">{breathing.open}</span>
    </Button>
  );
}
