import { SemanticSearchResult } from '../../application/semantic-search.result';

export interface AiSearchAnswer extends SemanticSearchResult {
  explanation: string;
  suggestions: string[];
  /** 0–1: how much of the query was understood and matched. */
  confidence: number;
}

const DEFAULT_SUGGESTIONS = ['music festivals in London', 'family events this weekend', 'food festivals near me'];
const NO_RESULTS = 'No events found matching your criteria. Try the suggestions above or search for something different.';

/** A sentence saying what was understood, three follow-up ideas and a confidence figure. `categoryNames`: slug → name. */
export function explainSearch(result: SemanticSearchResult, categoryNames: ReadonlyMap<string, string>): Omit<AiSearchAnswer, keyof SemanticSearchResult> {
  const names = new Map([...categoryNames].map(([slug, name]) => [slug, name.toLowerCase()]));
  const { intent } = result;
  const parts: string[] = [];
  const what = intent.categories.map((c) => names.get(c) ?? c).join(' or ');
  parts.push(`${what ? `${what} ` : ''}events`);
  if (intent.locations.length) parts.push(`in or near ${intent.locations.join(' or ')}`);
  if (intent.timeframes.length) parts.push(`for ${intent.timeframes.join(' or ')}`);
  if (intent.price?.free) parts.push('that are free');
  else if (intent.price?.maxPounds) parts.push(`from £${intent.price.maxPounds} or less`);
  if (intent.mood.length) parts.push(`with a ${intent.mood.join(', ')} feel`);
  if (intent.keywords.length) parts.push(`matching "${intent.keywords.join(' ')}"`);
  const understood =
    intent.categories.length + intent.locations.length + intent.timeframes.length + (intent.price ? 1 : 0) + intent.mood.length + intent.audience.length;
  const explanation =
    result.total === 0 ? NO_RESULTS : `Found ${result.total} ${parts.join(' ')}${intent.keywords.length && understood ? ', best matches first' : ''}.`;
  const base = result.provider === 'openai' ? 0.8 : 0.55;
  const confidence = result.total === 0 ? 0.1 : Math.min(0.98, base + 0.08 * understood + (intent.keywords.length ? 0.05 : 0));
  const suggestions = [...DEFAULT_SUGGESTIONS];
  if (intent.categories[0] && !intent.timeframes.length) suggestions.unshift(`${names.get(intent.categories[0]) ?? intent.categories[0]} events this weekend`);
  return { explanation, suggestions: suggestions.slice(0, 3), confidence: Math.round(confidence * 100) / 100 };
}
