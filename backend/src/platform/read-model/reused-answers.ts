/**
 * Answers served again instead of computed, by the layer that remembered them (the response cache, the smart-search
 * answer memo, the revision cache). GET /metrics exports them as `ff_reused_answers{layer}`; the benchmarks read them
 * so a "computed" scenario can say how many of its answers really were computed.
 */
const counts = new Map<string, number>();

export function countReusedAnswer(layer: 'response-cache' | 'smart-search-memo' | 'revision-cache'): void {
  counts.set(layer, (counts.get(layer) ?? 0) + 1);
}

export function reusedAnswers(): ReadonlyMap<string, number> {
  return counts;
}
