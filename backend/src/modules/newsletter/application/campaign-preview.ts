import { fromHeader, personalise, renderCampaignMail } from './campaign-mail';
import { NewsletterLinks } from './newsletter-links';
import { NewsletterSettings } from './newsletter-settings';

export interface RenderedCampaign {
  from: string;
  replyTo: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/**
 * One recipient's mail exactly as the fan-out builds it (same template, same personalisation); previews and test
 * sends use a throwaway unsubscribe token and, with tracking on, links signed for no real recipient.
 */
export function renderForOne(
  input: { subject: string; content: string; senderName: string; senderEmail: string },
  settings: NewsletterSettings,
  links: NewsletterLinks,
  unsubscribeToken: string,
): RenderedCampaign {
  const template = renderCampaignMail(input.subject, input.content);
  const from = fromHeader(input.senderName, input.senderEmail);
  const body = personalise(template, {
    unsubscribeUrl: links.unsubscribe(unsubscribeToken),
    linkUrl: (_i, url) => (settings.tracking ? links.click('preview', 'preview', url, 'preview') : url),
    openPixelUrl: settings.tracking ? links.openPixel('preview', 'preview', 'preview') : null,
  });
  return {
    from,
    replyTo: settings.replyToEmail,
    subject: template.subject,
    ...body,
    headers: { From: from, 'Reply-To': settings.replyToEmail, ...links.headers(unsubscribeToken) },
  };
}
