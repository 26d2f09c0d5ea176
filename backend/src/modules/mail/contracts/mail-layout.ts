import { escapeHtml, oneLine, plainText } from './escape-html';

/**
 * Mails are built from blocks, never from string-concatenated HTML: every text is escaped here, once, for
 * HTML and cleaned for the plain-text part. Visitor input can therefore only ever appear as text.
 */
export type MailBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; url: string }
  | { kind: 'fields'; rows: Array<[label: string, value: string]> }
  | { kind: 'quote'; text: string }
  | { kind: 'small'; text: string }
  /** HTML that the caller has already sanitised to a safe subset (campaign Markdown through sanitize-html). */
  | { kind: 'sanitised-html'; html: string; text: string };

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const BRAND = 'Festival Finder';

export function renderMail(subject: string, blocks: MailBlock[]): RenderedMail {
  const html = blocks.map(toHtml).join('\n');
  const text = blocks.map(toText).join('\n\n');
  return {
    subject: oneLine(subject),
    html: `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(oneLine(subject))}</title></head>
<body style="margin:0;background:#f6f4fb;font-family:Arial,Helvetica,sans-serif;color:#1f1d2b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:28px">
<tr><td style="font-size:20px;font-weight:bold;color:#6b21a8;padding-bottom:12px">${BRAND}</td></tr>
<tr><td style="font-size:15px;line-height:1.55">
${html}
</td></tr></table>
<p style="font-size:12px;color:#6b6880">${BRAND} · UK festivals and events, all in one place</p>
</td></tr></table></body></html>`,
    text: `${text}\n\n--\n${BRAND} · UK festivals and events, all in one place\n`,
  };
}

function toHtml(b: MailBlock): string {
  switch (b.kind) {
    case 'heading':
      return `<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(b.text)}</h1>`;
    case 'p':
      return `<p style="margin:0 0 12px">${escapeHtml(b.text)}</p>`;
    case 'small':
      return `<p style="margin:16px 0 0;font-size:12px;color:#6b6880">${escapeHtml(b.text)}</p>`;
    case 'button':
      return `<p style="margin:20px 0"><a href="${escapeHtml(b.url)}" style="background:#6b21a8;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(b.label)}</a></p>
<p style="margin:0 0 12px;font-size:12px;color:#6b6880">Or paste this link into your browser: ${escapeHtml(b.url)}</p>`;
    case 'fields':
      return `<table role="presentation" cellpadding="4" cellspacing="0" style="margin:0 0 12px">${b.rows
        .map(([k, v]) => `<tr><td style="color:#6b6880;vertical-align:top">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`)
        .join('')}</table>`;
    case 'sanitised-html':
      return b.html;
    case 'quote':
      return `<blockquote style="margin:0 0 12px;padding:12px;border-left:4px solid #d8b4fe;background:#faf5ff;white-space:pre-wrap">${escapeHtml(b.text)}</blockquote>`;
  }
}

function toText(b: MailBlock): string {
  switch (b.kind) {
    case 'heading':
      return plainText(b.text).toUpperCase();
    case 'p':
    case 'small':
      return plainText(b.text);
    case 'button':
      return `${plainText(b.label)}: ${b.url}`;
    case 'fields':
      return b.rows.map(([k, v]) => `${plainText(k)}: ${oneLine(v, 1000)}`).join('\n');
    case 'sanitised-html':
      return plainText(b.text);
    case 'quote':
      return plainText(b.text)
        .split('\n')
        .map((l) => `> ${l}`)
        .join('\n');
  }
}
