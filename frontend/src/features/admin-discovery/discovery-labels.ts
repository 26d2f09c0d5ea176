import { EVENT_REGION_VALUES } from '@contracts/events/event-region-values';
import type { DiscoveryRun } from '../../lib/api/api-contracts.admin.gen';

export const CATEGORY_LABELS: Record<string, string> = {
  music: 'Music',
  'food-drink': 'Food & Drink',
  'arts-culture': 'Arts & Culture',
  family: 'Family',
};

const REGION_LABELS: Record<string, string> = {
  london: 'London',
  southeast: 'South East',
  southwest: 'South West',
  midlands: 'Midlands',
  northwest: 'North West',
  northeast: 'North East',
  yorkshire: 'Yorkshire',
  scotland: 'Scotland',
  wales: 'Wales',
  'northern-ireland': 'Northern Ireland',
};

export const REGION_OPTIONS = EVENT_REGION_VALUES.map((value) => ({ value, label: REGION_LABELS[value] ?? value }));

export const KIND_LABELS: Record<DiscoveryRun['kind'], string> = {
  smart: 'Smart Discovery',
  category: 'Category Discovery',
  region: 'Regional Discovery',
  'premium-venues': 'Premium Venues',
  scheduled: 'Scheduled Discovery',
};

/** What a run was asked for, in words ("Music · Yorkshire · 2026"). */
export function runScope(run: DiscoveryRun): string {
  const parts = [
    run.params.category ? (CATEGORY_LABELS[run.params.category] ?? run.params.category) : null,
    run.params.region ? (REGION_LABELS[run.params.region] ?? run.params.region) : null,
    run.params.year ? String(run.params.year) : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' · ') : 'All categories and regions';
}

/** This year in the UK (the year filter's default). */
export function currentUkYear(now = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(now);
}

const londonTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});
export const formatLondon = (iso: string) => londonTime.format(new Date(iso));
