import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { layout } from '@/shared/i18n/auth';
import { feedbackText } from '@/shared/i18n/mentoring';
import { BottomBar } from './signed-in-layout';

const render = (badge?: { text: string; label: string }) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/dashboard']}>
      <BottomBar onMore={() => {}} moreOpen={false} moreActive={false} moreBadge={badge} />
    </MemoryRouter>,
  );

/** The 'Mais' button's markup, and its name as a screen reader reads it (its content minus aria-hidden parts). */
const moreButton = (html: string) => {
  const button = /<button[^>]*aria-haspopup="dialog"[^>]*>.*?<\/button>/s.exec(html)?.[0] ?? '';
  const name = button
    .replace(/<svg.*?<\/svg>/gs, '')
    .replace(/<span aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
  return { button, name };
};

describe("the phone bar's 'Mais'", () => {
  it('shows the unread feedback count, described to screen readers, and keeps its name', () => {
    const label = feedbackText.unreadLabel(2);
    const html = render({ text: '2', label });
    const { button, name } = moreButton(html);
    expect(name).toBe(layout.more);
    expect(button).toMatch(/data-testid="more-badge"[^>]*>2<\/span>/);
    expect(button).toContain('aria-describedby="more-badge"');
    expect(html).toContain(`<span id="more-badge" hidden="">${label}</span>`);
  });

  it('shows no marker without unread feedback', () => {
    const html = render();
    const { button, name } = moreButton(html);
    expect(name).toBe(layout.more);
    expect(html).not.toContain('more-badge');
    expect(button).not.toContain('aria-describedby');
  });
});
