/**
 * The shared shape of every MCTrading email: a branded, table-based HTML page (mail clients ignore most CSS, so
 * styles are inline and the layout is tables) and a plain-text alternative carrying the same links.
 */

export interface EmailContent {
  /** Shown by inbox previews next to the subject; never visible in the body. */
  preheader: string;
  heading: string;
  /** Plain sentences; each becomes one paragraph (escaped here, never trusted as HTML). */
  paragraphs: string[];
  /** Label/value rows shown as a small table (the admin notice). */
  details?: { label: string; value: string }[];
  action: { label: string; url: string };
  /** Small print below the button. */
  footnotes: string[];
  /** A mail the trader opted in to: the link that stops it in one click, in the small print. */
  unsubscribe?: { label: string; url: string };
}

// The app's palette (src/client/styles.css): ink-950 header, brand-700 for actions (white text on it passes AA).
const INK = '#0b1220';
const BRAND = '#047857';
const TEXT = '#1f2937';
const MUTED = '#6b7280';
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Subjects are headers: a line break in a user's name must not start a new header or fold the subject. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

export function renderHtml(c: EmailContent): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:${TEXT};">${escapeHtml(text)}</p>`;
  const small = (text: string) =>
    `<p style="margin:0 0 8px;font-size:13px;line-height:20px;color:${MUTED};">${escapeHtml(text)}</p>`;
  const details = c.details?.length
    ? `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px;border-collapse:collapse;">${c.details
        .map(
          (d) =>
            `<tr><td style="padding:6px 12px 6px 0;font-size:14px;color:${MUTED};white-space:nowrap;vertical-align:top;">${escapeHtml(d.label)}</td>` +
            `<td style="padding:6px 0;font-size:14px;color:${TEXT};word-break:break-word;">${escapeHtml(d.value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const url = escapeHtml(c.action.url);
  return `<!DOCTYPE html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(c.heading)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:${FONT};">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(c.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${INK};padding:20px 24px;font-size:22px;font-weight:bold;color:#ffffff;letter-spacing:0.5px;">MCTrading</td></tr>
<tr><td style="padding:32px 24px 8px;">
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:${TEXT};">${escapeHtml(c.heading)}</h1>
${c.paragraphs.map(p).join('\n')}
${details}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr>
<td style="border-radius:6px;background:${BRAND};"><a href="${url}" target="_blank" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(c.action.label)}</a></td>
</tr></table>
${small('Se o botão não funcionar, copie e cole este endereço no navegador:')}
<p style="margin:0 0 24px;font-size:13px;line-height:20px;word-break:break-all;"><a href="${url}" target="_blank" style="color:${BRAND};">${url}</a></p>
${c.footnotes.map(small).join('\n')}
${c.unsubscribe ? `<p style="margin:0 0 8px;font-size:13px;line-height:20px;"><a href="${escapeHtml(c.unsubscribe.url)}" target="_blank" style="color:${MUTED};">${escapeHtml(c.unsubscribe.label)}</a></p>` : ''}
</td></tr>
<tr><td style="padding:16px 24px 24px;border-top:1px solid #e5e7eb;font-size:12px;line-height:18px;color:${MUTED};">MCTrading · diário de trades e gestão de performance. Este é um email automático; não é preciso respondê-lo.</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

export function renderText(c: EmailContent): string {
  const lines = [c.heading, '', ...c.paragraphs.flatMap((t) => [t, ''])];
  if (c.details?.length) lines.push(...c.details.map((d) => `${d.label}: ${d.value}`), '');
  lines.push(`${c.action.label}:`, c.action.url, '', ...c.footnotes);
  if (c.unsubscribe) lines.push(`${c.unsubscribe.label}: ${c.unsubscribe.url}`);
  lines.push('', '—', 'MCTrading');
  return lines.join('\n') + '\n';
}
