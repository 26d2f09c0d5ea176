/**
 * The explained Smart Search's own words about a query: the intent in the spec's shape, an explanation written
 * from what was understood, and a confidence (0–100) saying how much of the query was understood.
 */
import { splitWords, STOP_WORDS } from '../domain/text';
import { SearchIntent } from '../domain/search-intent';
import { CategoryNames, explainIntent, relaxationNotice } from './intent-description';
import { constraintsOf, Relaxed } from './search-plan';

/** The spec's intent tags ("Search Analysis" card); `when` and `price` say the rest of what was understood. */
export interface ExplainedSmartSearchIntent {
  category: string | null;
  location: string | null;
  mood: string | null;
  groupSize: string | null;
  keywords: string[];
  when: string | null;
  price: string | null;
}

export const NO_RESULTS_EXPLANATION = 'No events found matching your criteria. Try the suggestions above or search for something different.';
export const FAILURE_EXPLANATION = "Sorry, I couldn't process your search. Please try a simpler query.";

const GROUPS: Record<string, string> = { 'family-friendly': 'family', kids: 'family with children', teens: 'teens', adults: 'adults' };

export function explainedSmartSearchIntent(intent: SearchIntent, names: CategoryNames, locations: string[]): ExplainedSmartSearchIntent {
  const what = [...intent.categories.map((c) => names.get(c) ?? c), ...intent.topics.map((t) => t.charAt(0).toUpperCase() + t.slice(1))];
  const groups = intent.audience.map((a) => GROUPS[a] ?? a);
  if (!groups.length && (intent.flags.familyFriendly || intent.categories.includes('family'))) groups.push('family');
  let price: string | null = null;
  if (intent.price?.free) price = 'free';
  else if (intent.price?.maxPence !== undefined) price = `up to £${intent.price.maxPence / 100}`;
  return {
    category: what.length ? [...new Set(what)].join(', ') : null,
    location: locations.length ? locations.join(', ') : null,
    mood: intent.mood.length ? intent.mood.join(', ') : null,
    groupSize: groups.length ? [...new Set(groups)].join(', ') : null,
    keywords: intent.keywords,
    when: intent.timeframes.length ? intent.timeframes.map((t) => t.label).join(', ') : null,
    price,
  };
}

/** "Folk festivals near York in July 2027, family-friendly. 3 events match." — or what was relaxed, or the spec's no-results text. */
export function explainedSmartSearchExplanation(intent: SearchIntent, names: CategoryNames, found: { total: number; relaxed: readonly Relaxed[] }): string {
  if (found.total === 0) return NO_RESULTS_EXPLANATION;
  const understood = `${explainIntent(intent, names)}.`;
  if (found.relaxed.length) return `${understood} ${relaxationNotice(intent, found.relaxed, names)}.`;
  return `${understood} ${found.total === 1 ? '1 event matches' : `${found.total} events match`}.`;
}

/**
 * 0–100 from the parse: the share of the query's words that were understood (60%) and how specific
 * the understood parts are (40%, full at three parts). Unrecognised words that still matched events'
 * text count half. Each relaxed constraint costs 10; no results caps it at 15.
 */
export function explainedSmartSearchConfidence(query: string, intent: SearchIntent, found: { total: number; relaxed: readonly Relaxed[] }): number {
  const words = splitWords(query).filter((w) => !STOP_WORDS.has(w));
  const unknown = Math.min(words.length, intent.keywords.length);
  const keywordsMatched = found.total > 0 && !found.relaxed.includes('keywords') ? unknown * 0.5 : 0;
  const coverage = words.length ? (words.length - unknown + keywordsMatched) / words.length : 0;
  const parts =
    constraintsOf(intent).filter((c) => c !== 'keywords' && c !== 'distance').length + (intent.mood.length ? 1 : 0) + (intent.topics.length ? 1 : 0);
  const specificity = Math.min(1, parts / 3);
  let score = 100 * (0.6 * coverage + 0.4 * specificity) - 10 * found.relaxed.length;
  if (found.total === 0) score = Math.min(score, 15);
  return Math.max(0, Math.min(100, Math.round(score)));
}
