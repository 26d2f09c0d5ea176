import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { renderForOne } from '../../application/campaign-preview';
import { NewsletterLinks } from '../../application/newsletter-links';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { PreviewCampaignQuery } from './preview-campaign.query';

@QueryHandler(PreviewCampaignQuery)
export class PreviewCampaignHandler implements IQueryHandler<PreviewCampaignQuery> {
  constructor(
    private readonly settings: NewsletterSettingsStore,
    private readonly links: NewsletterLinks,
  ) {}

  async execute({ body }: PreviewCampaignQuery) {
    const settings = await this.settings.get();
    const sender = { senderName: body.senderName ?? settings.senderName, senderEmail: body.senderEmail ?? settings.senderEmail };
    return renderForOne({ subject: body.subject, content: body.content, ...sender }, settings, this.links, 'preview-token-of-the-recipient');
  }
}
