import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { normaliseEmail } from '../../../mail/contracts/email-address';
import { MailDispatcher } from '../../../mail/contracts/mail-dispatcher.port';
import { MailOutbox } from '../../../mail/contracts/mail-outbox.port';
import { renderForOne } from '../../application/campaign-preview';
import { NewsletterLinks } from '../../application/newsletter-links';
import { newToken } from '../../../mail/contracts/double-opt-in';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { invalidEmail, NewsletterAdminActions } from '../newsletter-admin-action';
import { SendTestCampaignCommand } from './send-test-campaign.command';

@CommandHandler(SendTestCampaignCommand)
export class SendTestCampaignHandler implements ICommandHandler<SendTestCampaignCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly outbox: MailOutbox,
    private readonly dispatcher: MailDispatcher,
    private readonly settings: NewsletterSettingsStore,
    private readonly links: NewsletterLinks,
    private readonly actions: NewsletterAdminActions,
    private readonly config: AppConfig,
  ) {}

  execute({ body, email: raw }: SendTestCampaignCommand) {
    return this.actions.run('send-test-campaign', {}, async () => {
      const email = normaliseEmail(raw);
      if (!email) throw invalidEmail();
      const settings = await this.settings.get();
      const sender = { senderName: body.senderName ?? settings.senderName, senderEmail: body.senderEmail ?? settings.senderEmail };
      const mail = renderForOne({ subject: `[Test] ${body.subject}`, content: body.content, ...sender }, settings, this.links, newToken());
      const id = await this.uow.run((tx) =>
        this.outbox.enqueue(tx, {
          idempotencyKey: `campaign-test:${randomUUID()}`,
          category: 'campaign',
          to: email,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          headers: mail.headers,
        }),
      );
      const delivered = await this.dispatcher.sendNow([id], this.config.values.MAIL_SEND_NOW_TIMEOUT_MS);
      const message = delivered ? `Test email sent to ${email}` : `Test email to ${email} is queued; the mail server has not accepted it yet`;
      return { result: { success: delivered, message }, message: delivered ? 'Test email sent' : 'Test email queued', data: { delivered } };
    });
  }
}
