import { Aggregate } from '../../../platform/domain/aggregate';
import { DomainError } from '../../../platform/domain/domain-error';
import { CampaignEventTypes } from './campaign.events';

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'sent', 'cancelled'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export interface CampaignContent {
  title: string;
  subject: string;
  /** Markdown. */
  content: string;
  senderName: string;
  senderEmail: string;
  templateId: string | null;
}

export interface CampaignProps extends CampaignContent {
  status: CampaignStatus;
  origin: 'admin' | 'digest';
  tracking: boolean;
  scheduledAt: Date | null;
  startedAt: Date | null;
  completedAt: Date | null;
  recipientCount: number;
  createdAt: Date;
  updatedAt: Date;
}

const refuse = (message: string) => new DomainError('CAMPAIGN.TRANSITION_NOT_ALLOWED', 'conflict', message);

/** draft → scheduled → sending → sent; draft or scheduled → cancelled. Only drafts and scheduled campaigns change. */
export class Campaign extends Aggregate<CampaignProps> {
  readonly streamType = 'newsletter-campaign';

  static draft(id: string, content: CampaignContent, origin: 'admin' | 'digest', now: Date): Campaign {
    const c = new Campaign(
      id,
      {
        ...content,
        status: 'draft',
        origin,
        tracking: false,
        scheduledAt: null,
        startedAt: null,
        completedAt: null,
        recipientCount: 0,
        createdAt: now,
        updatedAt: now,
      },
      0,
    );
    c.record(CampaignEventTypes.Drafted, { title: content.title, origin });
    return c;
  }

  static restore(id: string, props: CampaignProps, version: number): Campaign {
    return new Campaign(id, props, version);
  }

  get status(): CampaignStatus {
    return this.props.status;
  }

  edit(content: CampaignContent, now: Date): void {
    if (this.props.status !== 'draft' && this.props.status !== 'scheduled') throw refuse('Only a draft or scheduled campaign can be changed.');
    this.props = { ...this.props, ...content, updatedAt: now };
    this.record(CampaignEventTypes.Edited, { title: content.title });
  }

  schedule(at: Date, now: Date): void {
    if (this.props.status !== 'draft' && this.props.status !== 'scheduled') throw refuse('Only a draft can be scheduled.');
    if (at.getTime() <= now.getTime()) throw new DomainError('CAMPAIGN.SCHEDULE_IN_PAST', 'invalid', 'Choose a time in the future, or send now.');
    this.props = { ...this.props, status: 'scheduled', scheduledAt: at, updatedAt: now };
    this.record(CampaignEventTypes.Scheduled, { scheduledAt: at.toISOString() });
  }

  startSending(recipients: number, tracking: boolean, now: Date): void {
    if (this.props.status !== 'draft' && this.props.status !== 'scheduled') throw refuse('This campaign has already been sent or cancelled.');
    this.props = { ...this.props, status: 'sending', tracking, recipientCount: recipients, startedAt: now, updatedAt: now };
    this.record(CampaignEventTypes.SendingStarted, { recipients, startedAt: now.toISOString() });
  }

  complete(outcome: { sent: number; failed: number; bounced: number }, now: Date): void {
    if (this.props.status !== 'sending') return;
    this.props = { ...this.props, status: 'sent', completedAt: now, updatedAt: now };
    this.record(CampaignEventTypes.Sent, { ...outcome, completedAt: now.toISOString() });
  }

  cancel(now: Date): void {
    const from = this.props.status;
    if (from !== 'draft' && from !== 'scheduled') throw refuse('Only a draft or scheduled campaign can be cancelled.');
    this.props = { ...this.props, status: 'cancelled', updatedAt: now };
    this.record(CampaignEventTypes.Cancelled, { from });
  }
}
