import { Frequency } from './newsletter-settings';

/**
 * The digest runs on Tuesdays (job cron); the frequency decides which Tuesdays: weekly every one, biweekly those of
 * even ISO weeks, monthly the first of the month (the spec's "monthly on the first Tuesday").
 */
export function digestDue(frequency: Frequency, londonDay: { year: number; month: number; day: number; weekday: number }): boolean {
  if (londonDay.weekday !== 2) return false;
  if (frequency === 'weekly') return true;
  if (frequency === 'monthly') return londonDay.day <= 7;
  return isoWeek(londonDay.year, londonDay.month, londonDay.day) % 2 === 0;
}

export function periodDays(frequency: Frequency): number {
  return frequency === 'weekly' ? 7 : frequency === 'biweekly' ? 14 : 35;
}

function isoWeek(year: number, month: number, day: number): number {
  const d = new Date(Date.UTC(year, month - 1, day));
  const dayNum = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - dayNum);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  return Math.ceil(((d.getTime() - yearStart.getTime()) / 86_400_000 + 1) / 7);
}

/** The day in Europe/London (the job's time zone). */
export function londonDay(now: Date): { year: number; month: number; day: number; weekday: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), weekday: weekdays.indexOf(parts.weekday) };
}

export interface DigestItem {
  title: string;
  line: string;
  url: string;
}

/** Markdown for the digest campaign (titles are escaped so an event name cannot inject links or markup). */
export function digestMarkdown(sections: Array<{ heading: string; items: DigestItem[] }>): string {
  const esc = (s: string) => s.replace(/([\\`*_{}[\]()#+\-.!<>|])/g, '\\$1');
  const parts = ['# Your Festival Finder round-up', '', 'Here is what is new and worth booking.'];
  for (const s of sections) {
    if (s.items.length === 0) continue;
    parts.push('', `## ${esc(s.heading)}`, '');
    for (const i of s.items) parts.push(`- [${esc(i.title)}](${i.url}): ${esc(i.line)}`);
  }
  return parts.join('\n');
}
