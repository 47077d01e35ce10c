import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { closeBreathingPause, openBreathingPause, useBreathingPause } from './breathing-store';

/** What a component reading the store renders now. */
function read(): string {
  function Probe() {
    const { open, source } = useBreathingPause();
    return createElement('p', null, `${open ? 'aberta' : 'fechada'} ${source}`);
  }
  return renderToStaticMarkup(createElement(Probe));
}

describe('the breathing pause store', () => {
  it('opens with its source, ignores a second opening while open, and closes', () => {
    expect(read()).toBe('<p>fechada header</p>');
    openBreathingPause('limit-alert');
    expect(read()).toBe('<p>aberta limit-alert</p>');
    // A running pause is never restarted nor relabelled by a later offer.
    openBreathingPause('emotion');
    expect(read()).toBe('<p>aberta limit-alert</p>');
    closeBreathingPause();
    expect(read()).toBe('<p>fechada limit-alert</p>');
    openBreathingPause('loss-streak');
    expect(read()).toBe('<p>aberta loss-streak</p>');
    closeBreathingPause();
  });
});
