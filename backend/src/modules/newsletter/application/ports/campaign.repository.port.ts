import { Transaction } from '../../../../platform/event-log/transaction';
import { Campaign, CampaignStatus } from '../../domain/campaign.aggregate';

export interface Recipient {
  subscriberId: string;
  email: string;
  unsubscribeToken: string;
}

export interface CampaignOutcome {
  recipients: number;
  sent: number;
  failed: number;
  bounced: number;
  /** Still queued or being sent. */
  pending: number;
  /**
   * Mails a crash left mid-send (the server may or may not have accepted them). Under NEWSLETTER_RESEND_UNCERTAIN=resend
   * they were sent again and are also in `sent` (some may have arrived twice); under `skip` they are in no other figure.
   */
  uncertain: number;
  opens: number;
  clicks: number;
}

export interface CampaignSummary extends CampaignOutcome {
  id: string;
  title: string;
  subject: string;
  content: string;
  senderName: string;
  senderEmail: string;
  templateId: string | null;
  status: CampaignStatus;
  origin: 'admin' | 'digest';
  tracking: boolean;
  scheduledAt: string | null;
  startedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CampaignStats {
  totalCampaigns: number;
  sentCampaigns: number;
  /** Campaign mails answered with a permanent 5xx, over all campaign mails that reached a final state (percent, 1 decimal). */
  bounceRate: number;
}

export interface RecipientOutcome {
  email: string;
  status: 'pending' | 'sending' | 'sent' | 'failed' | 'bounced' | 'uncertain';
  /** The SMTP answer or error of the last attempt (failed, bounced, retrying). */
  reason: string | null;
  attempts: number;
  sentAt: string | null;
  /** A crash left this mail mid-send at least once. */
  uncertain: boolean;
}

export abstract class CampaignRepository {
  /** Each recipient's outcome (its outbox mail), problems first. */
  abstract recipientOutcomes(
    id: string,
    status: RecipientOutcome['status'] | null,
    limit: number,
    offset: number,
  ): Promise<{ items: RecipientOutcome[]; total: number }>;
  abstract insert(tx: Transaction, campaign: Campaign): Promise<void>;
  /** Locks the row (FOR UPDATE): two instances sending the same campaign queue its mails once. */
  abstract load(tx: Transaction, id: string): Promise<Campaign | null>;
  abstract save(tx: Transaction, campaign: Campaign): Promise<void>;
  /** Active subscribers (of the segment, when given) in id order after `afterId` (keyset). */
  abstract activeRecipients(tx: Transaction, afterId: string, limit: number, segmentId?: string | null): Promise<Recipient[]>;
  abstract countActive(tx: Transaction, segmentId?: string | null): Promise<number>;
  /** The campaign's audience: a segment id, or null for every active subscriber. */
  abstract segmentOf(tx: Transaction, id: string): Promise<string | null>;
  abstract setSegment(tx: Transaction, id: string, segmentId: string | null): Promise<void>;
  /** Records (campaign, subscriber) → outbox mail; pairs already there are skipped. */
  abstract addRecipients(tx: Transaction, campaignId: string, pairs: Array<{ subscriberId: string; mailId: string }>): Promise<void>;
  abstract outcome(id: string): Promise<CampaignOutcome>;
  abstract list(limit: number): Promise<CampaignSummary[]>;
  abstract summary(id: string): Promise<CampaignSummary | null>;
  abstract dueScheduled(now: Date): Promise<string[]>;
  abstract sending(): Promise<string[]>;
  /** Marks the still-active subscribers whose mail of this campaign bounced; answers how many. */
  abstract markBounced(tx: Transaction, campaignId: string, now: Date): Promise<number>;
  abstract stats(): Promise<CampaignStats>;
  abstract touchTemplate(tx: Transaction, templateId: string, now: Date): Promise<void>;
  abstract trackingKey(): Promise<string>;
  /** Counts the first open / click of a recipient; false when the pair is unknown. */
  abstract recordOpen(campaignId: string, subscriberId: string, now: Date): Promise<boolean>;
  abstract recordClick(campaignId: string, subscriberId: string, now: Date): Promise<boolean>;
}
