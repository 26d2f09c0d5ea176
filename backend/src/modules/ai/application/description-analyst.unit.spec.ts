import { writeGrounded } from '../domain/grounded-writer';
import { WinkTextAnalyser } from '../infrastructure/wink-text-analyser';
import { eventFacts } from '../testing/event-facts.fixture';
import { DescriptionAnalyst } from './description-analyst';

const analyst = new DescriptionAnalyst(new WinkTextAnalyser(), { all: async () => [] });
const options = { tone: 'professional', focus: 'cultural', length: 'long', includeKeywords: false } as const;

describe('the rewrite confidence', () => {
  it('is lower for template filler on a sparse event than for a rewrite of a well-described one', () => {
    const rich = eventFacts();
    const sparse = eventFacts({ description: 'A fair.', priceText: null, ticketUrl: null, tags: [], datesConfirmed: false });
    const confidence = (facts: typeof rich) => analyst.compare(facts.description, writeGrounded(facts, options, []), facts, 'long', [], []).confidence;
    expect(confidence(sparse)).toBeLessThan(0.6);
    expect(confidence(rich)).toBeGreaterThan(confidence(sparse) + 0.2);
    expect(confidence(rich)).toBeLessThan(0.95); // a long text still pads with advice
  });

  it('tells readers of an event without a ticket link to ask the organiser, never to visit a website it does not have', () => {
    const facts = eventFacts({ priceText: null, ticketUrl: null });
    for (const focus of ['family-friendly', 'music-focused', 'cultural', 'food-and-drink'] as const) {
      for (const variant of [0, 1, 2]) {
        expect(writeGrounded(facts, { ...options, focus }, [], variant)).not.toMatch(/website|official|\bsite\b/i);
      }
    }
  });
});
