import { dayNumber } from '../../../platform/time/uk-days';
import { distanceKm } from './uk-place';

/** What de-duplication compares: the catalogue's rows and found events alike. */
export interface Comparable {
  title: string;
  startDate: string;
  endDate: string;
  city: string;
  latitude?: number | null;
  longitude?: number | null;
}

const NOISE = new Set(['the', 'a', 'an', 'and', 'of', 'at', 'in', 'on', 'presents', 'festival', 'fest', 'uk']);

/** Title folded for comparison: accents, case, punctuation, years and edition numbers gone. */
export function titleKey(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/\b(19|20)\d{2}\b/g, ' ')
    .replace(/\b\d+(st|nd|rd|th)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w && !NOISE.has(w))
    .join(' ');
}

function bigrams(text: string): Map<string, number> {
  const out = new Map<string, number>();
  const s = text.replace(/ /g, '');
  for (let i = 0; i < s.length - 1; i++) out.set(s.slice(i, i + 2), (out.get(s.slice(i, i + 2)) ?? 0) + 1);
  return out;
}

/** Dice coefficient over character bigrams of the folded titles (1 = same). */
export function titleSimilarity(a: string, b: string): number {
  const [ka, kb] = [titleKey(a), titleKey(b)];
  if (!ka || !kb) return 0;
  if (ka === kb) return 1;
  const [ba, bb] = [bigrams(ka), bigrams(kb)];
  let shared = 0;
  let total = 0;
  for (const [g, n] of ba) {
    shared += Math.min(n, bb.get(g) ?? 0);
    total += n;
  }
  for (const n of bb.values()) total += n;
  return total === 0 ? 0 : (2 * shared) / total;
}

export const SAME_TITLE = 0.85;
export const SAME_PLACE_KM = 30;

const foldCity = (c: string) => c.toLowerCase().replace(/[^a-z]+/g, '');

function datesOverlap(a: Pick<Comparable, 'startDate' | 'endDate'>, b: Pick<Comparable, 'startDate' | 'endDate'>): boolean {
  return dayNumber(a.startDate) <= dayNumber(b.endDate) && dayNumber(b.startDate) <= dayNumber(a.endDate);
}

function samePlace(a: Comparable, b: Comparable): boolean {
  if (a.latitude != null && a.longitude != null && b.latitude != null && b.longitude != null) {
    return distanceKm({ lat: a.latitude, lon: a.longitude }, { lat: b.latitude, lon: b.longitude }) <= SAME_PLACE_KM;
  }
  return foldCity(a.city) === foldCity(b.city);
}

/** The same event: titles alike, dates overlapping, venues within 30 km (or the same town when either lacks a map point). */
export function isDuplicate(a: Comparable, b: Comparable): boolean {
  return isAlike(a, b) && samePlace(a, b);
}

/** How far a source's stated start may lie from a catalogue estimate (a month's Friday plus 0–2 weeks) and still be it. */
export const ESTIMATE_WINDOW_DAYS = 45;

/** Titles alike and the stated start near an estimated one, place not compared yet. */
export function isNearEstimate(estimate: Pick<Comparable, 'title' | 'startDate'>, found: Pick<Comparable, 'title' | 'startDate'>): boolean {
  return (
    Math.abs(dayNumber(estimate.startDate) - dayNumber(found.startDate)) <= ESTIMATE_WINDOW_DAYS && titleSimilarity(estimate.title, found.title) >= SAME_TITLE
  );
}

/**
 * The same event as a catalogue entry whose dates are only an estimate: the estimate's dates need not overlap the stated
 * ones, so titles alike, the same place, and a stated start within ESTIMATE_WINDOW_DAYS of the estimate.
 */
export function isEstimateOf(estimate: Comparable, found: Comparable): boolean {
  return isNearEstimate(estimate, found) && samePlace(estimate, found);
}

/** Titles alike and dates overlapping, place not compared yet. */
export function isAlike(a: Pick<Comparable, 'title' | 'startDate' | 'endDate'>, b: Pick<Comparable, 'title' | 'startDate' | 'endDate'>): boolean {
  return datesOverlap(a, b) && titleSimilarity(a.title, b.title) >= SAME_TITLE;
}
