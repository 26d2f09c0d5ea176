import { z } from 'zod';
import { Focus, TONES } from '../../contracts/ai-description.schemas';
import { EventFacts } from '../../domain/event-facts';
import { writeGrounded } from '../../domain/grounded-writer';
import { jaccard, shingles } from '../../domain/shingles';
import { AiTask } from '../ports/ai-provider.port';
import { eventJson, GROUNDING_RULES } from './event-prompt';

export interface VariationsInput {
  facts: EventFacts;
  count: number;
  keywords: string[];
}

const output = z.object({ variations: z.array(z.string().min(1).max(4000)).min(1).max(3) });
export type VariationsOutput = z.infer<typeof output>;

/** Variations this alike (3-shingle Jaccard) count as the same text. */
export const DISTINCT_BELOW = 0.6;

export const descriptionVariationsTask: AiTask<VariationsInput, VariationsOutput> = {
  name: 'description-variations',
  localModel: 'grounded-writer-1',
  output,
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['variations'],
    properties: { variations: { type: 'array', items: { type: 'string' }, description: 'Distinct descriptions, 100 to 200 words each.' } },
  },
  messages: ({ facts, count }) => ({
    system: GROUNDING_RULES,
    user: [
      `Write ${count} clearly different descriptions of this event (different openings, order and tone), 100 to 200 words each.`,
      `Event: ${eventJson(facts)}`,
    ].join('\n'),
  }),
  reject: ({ variations }, { count }) => {
    if (variations.length < count) return `answer has ${variations.length} of the ${count} variations asked for`;
    return allDistinct(variations) ? null : 'answer variations are too alike';
  },
  local: ({ facts, count, keywords }) => {
    const out: string[] = [];
    // Each variation takes another tone and sentence plan; a text too close to an earlier one is skipped.
    for (let v = 0; out.length < count && v < 12; v++) {
      const text = writeGrounded(facts, { tone: TONES[v % TONES.length]!, focus: focusFor(facts), length: 'medium', includeKeywords: true }, keywords, v);
      const s = shingles(text);
      if (out.every((o) => jaccard(shingles(o), s) < DISTINCT_BELOW)) out.push(text);
    }
    return { variations: out };
  },
};

/** True when every pair of texts is below the distinctness threshold. */
export function allDistinct(texts: string[]): boolean {
  const sets = texts.map((t) => shingles(t));
  return sets.every((a, i) => sets.slice(i + 1).every((b) => jaccard(a, b) < DISTINCT_BELOW));
}

/** The focus the event's own category suggests. */
function focusFor(facts: EventFacts): Focus {
  if (facts.category === 'food-drink') return 'food-and-drink';
  if (facts.category === 'music') return 'music-focused';
  if (/\bfamil|\bkids?\b|\bchildren\b/i.test(`${facts.tags.join(' ')} ${facts.description}`)) return 'family-friendly';
  return 'cultural';
}
