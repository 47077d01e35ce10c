import { describe, expect, it } from 'vitest';
import { authPage, loginTab } from '@/shared/i18n/auth';
import { common } from '@/shared/i18n/common';
import { FRAME_INSTAGRAM_PLACEHOLDER } from '@/shared/public-config';
import { chunksMeta, renderFrames } from './render-frames';
import type { Manifest } from './vite-manifest';

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

  it("names in <head> the chunks a page's modules bring in, once each, leaving out what the entry already loads", () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'assets/index-e.js',
        isEntry: true,
        imports: ['_common.js'],
        css: ['assets/index.css'],
      },
      '_common.js': { file: 'assets/common-c.js' },
      '_api.js': { file: 'assets/api-a.js', imports: ['_common.js'] },
      '_me.js': { file: 'assets/me-m.js', imports: ['_api.js', 'index.html'] },
      '_card.js': { file: 'assets/card-k.js', css: ['assets/card.css'] },
      'app/app-shell.tsx': {
        file: 'assets/app-shell-s.js',
        isDynamicEntry: true,
        imports: ['index.html', '_me.js'],
      },
      'app/routes/auth.tsx': {
        file: 'assets/auth-r.js',
        isDynamicEntry: true,
        imports: ['_me.js', '_card.js'],
      },
    };
    const meta = chunksMeta(manifest, ['app/app-shell.tsx', 'app/routes/auth.tsx']);
    expect(meta).toBe(
      '<meta name="page-chunks" content="/assets/app-shell-s.js /assets/me-m.js /assets/api-a.js /assets/auth-r.js /assets/card-k.js" />',
    );
    expect(() => chunksMeta(manifest, ['app/routes/sumiu.tsx'])).toThrow(/sumiu/);
  });
});
