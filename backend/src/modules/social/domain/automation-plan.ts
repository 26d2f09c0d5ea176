import { ukParts, ukWallTime } from '../../../platform/time/uk-wall-clock';
import { SocialPlatform } from './social-post.aggregate';

/**
 * The automation plan (the spec's "Social automation text"), in UK wall-clock time (Europe/London, across clock
 * changes): Instagram feed 12:00 and story 18:00 daily, TikTok Monday/Wednesday/Friday 19:00, X 08:00, 14:00 and 20:00
 * daily. Facebook keeps its own windows (posting-windows.ts). Pure: the caller passes the instant.
 */
export type PostFormat = 'feed' | 'story';

export interface PlanRule {
  platform: SocialPlatform;
  format: PostFormat;
  /** Days of the week it posts, Sunday = 0. */
  days: readonly number[];
  hour: number;
}

const DAILY = [0, 1, 2, 3, 4, 5, 6] as const;

export const AUTOMATION_PLAN: readonly PlanRule[] = [
  { platform: 'x', format: 'feed', days: DAILY, hour: 8 },
  { platform: 'instagram', format: 'feed', days: DAILY, hour: 12 },
  { platform: 'x', format: 'feed', days: DAILY, hour: 14 },
  { platform: 'instagram', format: 'story', days: DAILY, hour: 18 },
  { platform: 'tiktok', format: 'feed', days: [1, 3, 5], hour: 19 },
  { platform: 'x', format: 'feed', days: DAILY, hour: 20 },
];

export interface PlanSlot {
  platform: SocialPlatform;
  format: PostFormat;
  /** The instant the slot is due. */
  at: Date;
  /** UK calendar date and time, "2026-03-29" and "12:00". */
  ukDate: string;
  ukTime: string;
  /** One post per slot: platform, format and instant ("instagram-story@2026-03-29T17:00:00.000Z"), unique in social_posts. */
  key: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The plan's slots on a UK calendar date, in time order. */
export function slotsOn(year: number, month: number, day: number): PlanSlot[] {
  const dow = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const ukDate = `${year}-${pad(month)}-${pad(day)}`;
  return AUTOMATION_PLAN.filter((r) => r.days.includes(dow)).map((r) => {
    const at = ukWallTime(year, month, day, r.hour);
    return { platform: r.platform, format: r.format, at, ukDate, ukTime: `${pad(r.hour)}:00`, key: `${r.platform}-${r.format}@${at.toISOString()}` };
  });
}

/** Slots with `from` < at <= `to`, in time order. */
export function slotsBetween(from: Date, to: Date): PlanSlot[] {
  const out: PlanSlot[] = [];
  const p = ukParts(from);
  for (let offset = 0; ; offset++) {
    const d = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
    const day = slotsOn(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
    if (day.length && day[0]!.at > to) break;
    out.push(...day.filter((s) => s.at > from && s.at <= to));
    if (offset > 400) break;
  }
  return out;
}

/** A slot is posted at most this long after its time (an instance started late still posts it; older ones are let go). */
export const SLOT_GRACE_MS = 55 * 60 * 1000;

/** The slots due at `now`: their time has come within the grace period. */
export function dueSlots(now: Date): PlanSlot[] {
  return slotsBetween(new Date(now.getTime() - SLOT_GRACE_MS), now);
}

/** The next slot strictly after `now`. */
export function nextSlot(now: Date): PlanSlot {
  return slotsBetween(now, new Date(now.getTime() + 3 * 86_400_000))[0]!;
}

/** Posts a week the plan makes, by platform (Facebook's windows are counted apart). */
export function planPostsPerWeek(): { total: number; byPlatform: Partial<Record<SocialPlatform, number>> } {
  const byPlatform: Partial<Record<SocialPlatform, number>> = {};
  for (const r of AUTOMATION_PLAN) byPlatform[r.platform] = (byPlatform[r.platform] ?? 0) + r.days.length;
  return { total: Object.values(byPlatform).reduce((a, b) => a + b, 0), byPlatform };
}

const DAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "Daily" or "Mon, Wed, Fri". */
export function daysLabel(days: readonly number[]): string {
  return days.length === 7 ? 'Daily' : days.map((d) => DAY_NAMES[d]).join(', ');
}
