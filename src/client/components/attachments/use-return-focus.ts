import { useLayoutEffect, useRef } from 'react';

/**
 * Radix gives the focus back to a dialog's Trigger only; these dialogs open from buttons of their own (a thumbnail,
 * a row's action), so the element focused when one opens gets the focus back when it closes. A layout effect, so
 * it reads the focus before the dialog's focus scope moves it inside.
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  };
}
