import { describe, expect, it } from 'vitest';
import { authPage, loginTab } from '@/shared/i18n/auth';
import { common } from '@/shared/i18n/common';
import { FRAME_INSTAGRAM_PLACEHOLDER } from '@/shared/public-config';
import { renderFrames } from './render-frames';

describe('page frames', () => {
  it('draws /auth as the page looks before its form: title, tabs, a loading line and the Instagram card', () => {
    const html = renderFrames()['/auth'];
    expect(html).toContain(`>${authPage.title}</h2>`);
    expect(html).toContain(`>${authPage.subtitle}</p>`);
    expect(html).toContain(`>${authPage.tabLogin}</span>`);
    expect(html).toContain(`>${authPage.tabSignup}</span>`);
    expect(html).toMatch(new RegExp(`role="status"[^>]*>${common.loading}<`));
    expect(html).toContain(loginTab.instagramText);
    // The server puts the configured address here; the logo links back to the landing page.
    expect(html).toContain(`href="${FRAME_INSTAGRAM_PLACEHOLDER}"`);
    expect(html).toContain('href="/"');
    // Markup only: nothing that would need a script, and no React root of its own.
    expect(html).not.toMatch(/<script|data-reactroot/);
  });
});
