/** Fixed words of the explained Smart Search widget (spec: admin-console.md sections 2, 4 and 8). */

/** Shown before any search; each runs as a search when clicked. */
export const EXAMPLE_QUERIES = [
  'music festivals in London',
  'family events this weekend',
  'free festivals near Manchester',
  'folk music in Scotland this summer',
  'food and drink festivals in Yorkshire',
  'comedy festivals in Edinburgh in August',
] as const;

export const FAILURE_TEXT = "Sorry, I couldn't process your search. Please try a simpler query.";
export const NO_RESULTS_TEXT = 'No events found matching your criteria. Try the suggestions above or search for something different.';

export type ConfidenceVariant = 'default' | 'secondary' | 'destructive';

/** Badge style for a confidence of 0–100: above 70, above 40, else low. */
export function confidenceVariant(confidence: number): ConfidenceVariant {
  if (confidence > 70) return 'default';
  if (confidence > 40) return 'secondary';
  return 'destructive';
}
