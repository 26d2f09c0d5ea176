import type MarkdownIt from 'markdown-it';
import type sanitizeHtml from 'sanitize-html';
import { loadMarkdownIt, loadSanitizeHtml } from '../../../platform/packages/on-demand';
import { renderMail } from '../../mail/contracts/mail-layout';
import { escapeHtml, oneLine } from '../../mail/contracts/escape-html';

/** Raw HTML in the Markdown is off; what markdown-it makes is cut down again to this subset. */
let markdown: MarkdownIt.MarkdownIt | null = null;
const SAFE: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'strong', 'em', 'b', 'i', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre'],
  allowedAttributes: { a: ['href'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
};

export function markdownToSafeHtml(content: string): string {
  markdown ??= new (loadMarkdownIt())({ html: false, linkify: true, breaks: false });
  return loadSanitizeHtml()(markdown.render(content), SAFE);
}

const UNSUBSCRIBE = '%%UNSUBSCRIBE_URL%%';
const OPEN_PIXEL = '%%OPEN_PIXEL%%';
const link = (i: number) => `%%LINK_${i}%%`;

export interface CampaignMailTemplate {
  subject: string;
  html: string;
  text: string;
  /** The http(s) links of the body, in order (tracking replaces each with a signed redirect). */
  links: string[];
}

/** Renders once per campaign; `personalise` fills in each recipient's links. */
export function renderCampaignMail(subject: string, content: string): CampaignMailTemplate {
  const links: string[] = [];
  const body = markdownToSafeHtml(content).replace(/<a href="([^"]*)">/g, (_m, href: string) => {
    const decoded = href.replace(/&amp;/g, '&');
    if (!/^https?:\/\//i.test(decoded)) return `<a href="${href}">`;
    links.push(decoded);
    return `<a href="${link(links.length - 1)}">`;
  });
  const mail = renderMail(subject, [
    { kind: 'sanitised-html', html: body, text: content },
    { kind: 'small', text: 'You receive this because you subscribed to the Festival Finder newsletter.' },
  ]);
  const footer = `<p style="margin:16px 0 0;font-size:12px"><a href="${UNSUBSCRIBE}" style="color:#6b6880">Unsubscribe</a></p>${OPEN_PIXEL}`;
  return {
    subject: mail.subject,
    html: mail.html.replace('\n</td></tr></table>\n<p style="font-size:12px', `\n${footer}\n</td></tr></table>\n<p style="font-size:12px`),
    text: `${mail.text}\nUnsubscribe: ${UNSUBSCRIBE}\n`,
    links,
  };
}

export interface Personalisation {
  unsubscribeUrl: string;
  /** With tracking on: a signed redirect per link and the pixel's address; off: the plain links and no pixel. */
  linkUrl: (index: number, url: string) => string;
  openPixelUrl: string | null;
}

export function personalise(template: CampaignMailTemplate, p: Personalisation): { html: string; text: string } {
  let html = template.html.split(UNSUBSCRIBE).join(escapeHtml(p.unsubscribeUrl));
  html = html.replace(OPEN_PIXEL, p.openPixelUrl ? `<img src="${escapeHtml(p.openPixelUrl)}" width="1" height="1" alt="" style="display:block;border:0">` : '');
  html = html.replace(/%%LINK_(\d+)%%/g, (_m, i: string) => escapeHtml(p.linkUrl(Number(i), template.links[Number(i)])));
  return { html, text: template.text.split(UNSUBSCRIBE).join(p.unsubscribeUrl) };
}

/** "Name <address>" for the From header, with the name reduced to one safe line. */
export function fromHeader(name: string, email: string): string {
  const safe = oneLine(name, 100).replace(/["\\<>]/g, '');
  return safe ? `"${safe}" <${email}>` : email;
}
