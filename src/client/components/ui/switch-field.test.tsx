import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SwitchField } from './switch-field';

const field = (checked: boolean, disabled = false) =>
  renderToStaticMarkup(
    <SwitchField
      id="mail"
      label="Email de segunda"
      hint="Um resumo da semana"
      checked={checked}
      disabled={disabled}
      onChange={() => undefined}
    />,
  );

describe('a switch field, as assistive technology reads it', () => {
  it('is a switch named by its label, described by its hint, saying whether it is on', () => {
    const on = field(true);
    expect(on).toMatch(
      /role="switch" aria-checked="true" aria-labelledby="mail" aria-describedby="mail-hint"/,
    );
    expect(on).toContain(
      '<span id="mail" class="text-sm font-medium text-slate-900">Email de segunda</span>',
    );
    expect(on).toContain('<span id="mail-hint" class="text-xs text-slate-600">Um resumo da semana</span>');
    expect(field(false)).toMatch(/role="switch" aria-checked="false"/);
  });

  it('can be disabled while its value is saved', () => {
    expect(field(false, true)).toMatch(/<button [^>]*disabled=""/);
    expect(field(false)).not.toContain('disabled=""');
  });
});
