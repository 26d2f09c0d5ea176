import { z } from 'zod';
import { CAMPAIGN_STATUSES } from '../domain/campaign.aggregate';

/** A figure the system does not record is null (the page says "not recorded"), never 0. */
const figure = z.number().int().nullable();

export const campaignReportSchema = z.object({
  campaign: z.object({
    id: z.string(),
    title: z.string(),
    subject: z.string(),
    status: z.enum(CAMPAIGN_STATUSES),
    tracking: z.boolean(),
    startedAt: z.string().nullable(),
    completedAt: z.string().nullable(),
    segment: z.object({ id: z.string(), name: z.string() }).nullable(),
  }),
  figures: z.object({
    /** Mails queued for the campaign (one per recipient). */
    sent: z.number().int(),
    /** Accepted by the mail server. */
    delivered: z.number().int(),
    failed: z.number().int(),
    bounced: z.number().int(),
    pending: z.number().int(),
    /** Unique opens / clicks; null when the campaign went out with tracking off. */
    opened: figure,
    clicked: figure,
    /** The one-click unsubscribe link is per subscriber, not per campaign: not recorded. */
    unsubscribed: figure,
  }),
  /** First opens and clicks by hour for the first 48 hours after the send started, then by day; empty buckets left out. */
  timeline: z.array(z.object({ start: z.string(), unit: z.enum(['hour', 'day']), opens: z.number().int(), clicks: z.number().int() })),
});
export type CampaignReport = z.infer<typeof campaignReportSchema>;
export type TimelineBucket = CampaignReport['timeline'][number];

const HOUR = 3_600_000;
const HOURLY_SPAN = 48 * HOUR;

/** Puts each first open / click in its bucket: hour n after `start` for the first 48 h, then day n after those. */
export function bucketActivity(start: Date, events: Array<{ kind: 'open' | 'click'; at: Date }>): TimelineBucket[] {
  const buckets = new Map<number, TimelineBucket>();
  for (const e of events) {
    const offset = Math.max(0, e.at.getTime() - start.getTime());
    const hourly = offset < HOURLY_SPAN;
    const from = hourly ? Math.floor(offset / HOUR) * HOUR : HOURLY_SPAN + Math.floor((offset - HOURLY_SPAN) / (24 * HOUR)) * 24 * HOUR;
    const at = start.getTime() + from;
    const b = buckets.get(at) ?? { start: new Date(at).toISOString(), unit: hourly ? ('hour' as const) : ('day' as const), opens: 0, clicks: 0 };
    if (e.kind === 'open') b.opens += 1;
    else b.clicks += 1;
    buckets.set(at, b);
  }
  return [...buckets.entries()].sort(([a], [b]) => a - b).map(([, b]) => b);
}
