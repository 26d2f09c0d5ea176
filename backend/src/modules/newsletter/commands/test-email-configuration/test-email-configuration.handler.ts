import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../../../../platform/config/app-config';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { MailTransport } from '../../../mail/application/ports/mail-transport.port';
import { MailDispatcher } from '../../../mail/contracts/mail-dispatcher.port';
import { renderMail } from '../../../mail/contracts/mail-layout';
import { MailOutbox } from '../../../mail/contracts/mail-outbox.port';
import { fromHeader } from '../../application/campaign-mail';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { TestEmailConfigurationCommand } from './test-email-configuration.command';

@CommandHandler(TestEmailConfigurationCommand)
export class TestEmailConfigurationHandler implements ICommandHandler<TestEmailConfigurationCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly transport: MailTransport,
    private readonly outbox: MailOutbox,
    private readonly dispatcher: MailDispatcher,
    private readonly settings: NewsletterSettingsStore,
    private readonly actions: NewsletterAdminActions,
    private readonly config: AppConfig,
  ) {}

  execute() {
    return this.actions.run('test-email', {}, async () => {
      const settings = await this.settings.get();
      const transport = this.transport.name;
      if (transport === 'smtp') {
        try {
          await this.transport.verify();
        } catch (error) {
          const message = `SMTP connection failed: ${(error as Error).message}`;
          return { result: { success: false, message, transport }, message, data: { transport, connected: false } };
        }
      }
      const mail = renderMail('Festival Finder email configuration test', [
        { kind: 'heading', text: 'Your email settings work' },
        { kind: 'p', text: `This test was sent from ${settings.senderName} <${settings.senderEmail}> to the reply-to address ${settings.replyToEmail}.` },
      ]);
      const id = await this.uow.run((tx) =>
        this.outbox.enqueue(tx, {
          idempotencyKey: `email-config-test:${randomUUID()}`,
          category: 'newsletter',
          to: settings.replyToEmail,
          ...mail,
          headers: { From: fromHeader(settings.senderName, settings.senderEmail), 'Reply-To': settings.replyToEmail },
        }),
      );
      const delivered = await this.dispatcher.sendNow([id], this.config.values.MAIL_SEND_NOW_TIMEOUT_MS);
      const message = !delivered
        ? `The connection works, but the test message to ${settings.replyToEmail} was not accepted yet; the outbox will retry it.`
        : transport === 'smtp'
          ? `SMTP connection verified and a test message was sent to ${settings.replyToEmail}.`
          : `Embedded mode: nothing leaves this machine. The test message to ${settings.replyToEmail} was stored in the sent mail list (Newsletter Management › Sent Mail).`;
      return { result: { success: delivered, message, transport }, message, data: { transport, delivered, mailId: id } };
    });
  }
}
