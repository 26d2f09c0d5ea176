import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../platform/config/app-config';
import { UnitOfWork } from '../../../../platform/event-log/unit-of-work';
import { Clock } from '../../../../platform/time/clock';
import { MailOutbox, MailRequest } from '../../../mail/contracts/mail-outbox.port';
import { fromHeader, personalise, renderCampaignMail } from '../../application/campaign-mail';
import { NewsletterLinks } from '../../application/newsletter-links';
import { CampaignRepository } from '../../application/ports/campaign.repository.port';
import { SegmentRepository } from '../../application/ports/segment.repository.port';
import { DomainError } from '../../../../platform/domain/domain-error';
import { NewsletterSettingsStore } from '../../application/ports/newsletter-settings.store.port';
import { linkSignature } from '../../../mail/contracts/double-opt-in';
import { NewsletterAdminActions } from '../newsletter-admin-action';
import { campaignNotFound } from '../save-campaign/save-campaign.handler';
import { SendCampaignCommand, SendCampaignResult } from './send-campaign.command';

const PAGE = 2000;
const unknownSegment = () =>
  new DomainError('NEWSLETTER.SEGMENT_NOT_FOUND', 'invalid', 'The chosen segment no longer exists. Choose another audience.', {
    fieldErrors: { segmentId: 'Unknown segment' },
  });
const FIRST_ID = '00000000-0000-0000-0000-000000000000';

/**
 * The fan-out: in one transaction, with the campaign row locked, one outbox mail per active subscriber (idempotency
 * key `campaign:<campaign>:<subscriber>`, also the recipients table's primary key) and the campaign set to sending.
 * A second instance (or a double click) waits on the lock, then finds the campaign sending and queues nothing.
 * The outbox then delivers at NEWSLETTER_SEND_RATE (rows are spread over time) through the SMTP or stored transport.
 */
@CommandHandler(SendCampaignCommand)
export class SendCampaignHandler implements ICommandHandler<SendCampaignCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly campaigns: CampaignRepository,
    private readonly settings: NewsletterSettingsStore,
    private readonly outbox: MailOutbox,
    private readonly links: NewsletterLinks,
    private readonly actions: NewsletterAdminActions,
    private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly segments: SegmentRepository,
  ) {}

  execute({ id, at, segmentId }: SendCampaignCommand) {
    return this.actions.run(at ? 'schedule-campaign' : 'send-campaign', { campaignId: id, segmentId }, async () => {
      if (segmentId && !(await this.segments.get(segmentId))) throw unknownSegment();
      const result = at ? await this.schedule(id, at, segmentId) : await this.send(id, segmentId);
      return { result, message: result.message, data: { status: result.status, recipients: result.recipientCount } };
    });
  }

  private async schedule(id: string, at: Date, segmentId: string | null | undefined): Promise<SendCampaignResult> {
    await this.uow.run(async (tx) => {
      const c = await this.campaigns.load(tx, id);
      if (!c) throw campaignNotFound();
      c.schedule(at, this.clock.now());
      await this.campaigns.save(tx, c);
      if (segmentId !== undefined) await this.campaigns.setSegment(tx, id, segmentId);
    });
    const when = at.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'medium', timeStyle: 'short' });
    return { message: `Campaign scheduled for ${when}`, status: 'scheduled', recipientCount: 0, sentCount: 0, failedCount: 0, scheduledAt: at.toISOString() };
  }

  private async send(id: string, segmentId: string | null | undefined): Promise<SendCampaignResult> {
    const settings = await this.settings.get();
    const key = settings.tracking ? await this.campaigns.trackingKey() : null;
    const rate = this.config.values.NEWSLETTER_SEND_RATE;
    const queued = await this.uow.run(async (tx) => {
      const c = await this.campaigns.load(tx, id);
      if (!c) throw campaignNotFound();
      if (c.status === 'sending' || c.status === 'sent') return null;
      const now = this.clock.now();
      if (segmentId !== undefined) await this.campaigns.setSegment(tx, id, segmentId);
      const audience = await this.campaigns.segmentOf(tx, id);
      const total = await this.campaigns.countActive(tx, audience);
      c.startSending(total, key !== null, now);
      const s = c.state;
      const template = renderCampaignMail(s.subject, s.content);
      const common = { From: fromHeader(s.senderName, s.senderEmail), 'Reply-To': settings.replyToEmail };
      let index = 0;
      let count = 0;
      for (let after = FIRST_ID; ;) {
        const page = await this.campaigns.activeRecipients(tx, after, PAGE, audience);
        if (page.length === 0) break;
        const mails: MailRequest[] = page.map((r) => {
          const sign = (...parts: string[]) => linkSignature(key!, [c.id, r.subscriberId, ...parts]);
          const body = personalise(template, {
            unsubscribeUrl: this.links.unsubscribe(r.unsubscribeToken),
            linkUrl: (_i, url) => (key ? this.links.click(c.id, r.subscriberId, url, sign(url)) : url),
            openPixelUrl: key ? this.links.openPixel(c.id, r.subscriberId, sign('open')) : null,
          });
          return {
            idempotencyKey: `campaign:${c.id}:${r.subscriberId}`,
            category: 'campaign',
            to: r.email,
            subject: template.subject,
            ...body,
            headers: { ...common, ...this.links.headers(r.unsubscribeToken) },
          };
        });
        const base = index;
        const ids = await this.outbox.enqueueMany(tx, mails, (i) => new Date(now.getTime() + Math.floor(((base + i) * 1000) / rate)));
        await this.campaigns.addRecipients(
          tx,
          c.id,
          page.flatMap((r) => {
            const mailId = ids.get(`campaign:${c.id}:${r.subscriberId}`);
            return mailId ? [{ subscriberId: r.subscriberId, mailId }] : [];
          }),
        );
        index += page.length;
        count += ids.size;
        after = page[page.length - 1].subscriberId;
      }
      if (s.templateId) await this.campaigns.touchTemplate(tx, s.templateId, now);
      await this.campaigns.save(tx, c);
      return count;
    });
    const o = await this.campaigns.outcome(id);
    const summary = (await this.campaigns.summary(id))!;
    const status = summary.status === 'sent' ? 'sent' : 'sending';
    const message =
      queued === null
        ? `This campaign was already sent to ${o.recipients} subscriber${o.recipients === 1 ? '' : 's'}`
        : `Campaign queued for ${queued} subscriber${queued === 1 ? '' : 's'}`;
    return { message, status, recipientCount: o.recipients, sentCount: o.sent, failedCount: o.failed + o.bounced, scheduledAt: summary.scheduledAt };
  }
}
