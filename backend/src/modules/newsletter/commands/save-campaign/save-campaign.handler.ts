import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../../platform/domain/domain-error';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { EmailTemplateRepository } from '../../application/ports/email-template.repository.port';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { Campaign, CampaignContent } from '../../domain/campaign.aggregate';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { SaveCampaignCommand } from './save-campaign.command';

export const campaignNotFound = () => new DomainError('CAMPAIGN.NOT_FOUND', 'not-found', 'This campaign no longer exists. Refresh the history.');

@CommandHandler(SaveCampaignCommand)
export class SaveCampaignHandler implements ICommandHandler<SaveCampaignCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly campaigns: CampaignRepository,
    private readonly settings: NewsletterSettingsStore,
    private readonly templates: EmailTemplateRepository,
    private readonly actions: NewsletterAdminActions,
    private readonly clock: Clock,
  ) {}

  execute({ id, body, origin }: SaveCampaignCommand) {
    return this.actions.run(id ? 'update-campaign' : 'create-campaign', { campaignId: id }, async () => {
      const settings = await this.settings.get();
      if (body.templateId && !(await this.templates.view(body.templateId)))
        throw new DomainError('TEMPLATE.NOT_FOUND', 'invalid', 'The chosen template no longer exists.', { fieldErrors: { templateId: 'No such template' } });
      const content: CampaignContent = {
        title: body.title?.trim() || body.subject,
        subject: body.subject,
        content: body.content,
        senderName: body.senderName ?? settings.senderName,
        senderEmail: body.senderEmail ?? settings.senderEmail,
        templateId: body.templateId ?? null,
      };
      const campaignId = await this.uow.run(async (tx) => {
        const now = this.clock.now();
        if (!id) {
          const c = Campaign.draft(randomUUID(), content, origin, now);
          await this.campaigns.insert(tx, c);
          return c.id;
        }
        const c = await this.campaigns.load(tx, id);
        if (!c) throw campaignNotFound();
        c.edit(content, now);
        await this.campaigns.save(tx, c);
        return c.id;
      });
      const summary = (await this.campaigns.summary(campaignId))!;
      return { result: summary, message: `Campaign "${summary.title}" saved as ${summary.status}`, data: { campaignId } };
    });
  }
}
