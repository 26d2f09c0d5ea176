import { z } from 'zod';
import { EnhancementOptions, LENGTH_WORDS } from '../../contracts/ai-description.schemas';
import { EventFacts } from '../../domain/event-facts';
import { writeGrounded } from '../../domain/grounded-writer';
import { AiTask } from '../ports/ai-provider.port';
import { eventJson, GROUNDING_RULES } from './event-prompt';

export interface EnhanceInput {
  facts: EventFacts;
  options: EnhancementOptions;
  /** Key terms of the event's own text (title, description, category, city). */
  keywords: string[];
}

const output = z.object({ enhancedDescription: z.string().min(1).max(4000), seoKeywords: z.array(z.string().max(60)).max(12) });
export type EnhanceOutput = z.infer<typeof output>;

const FOCUS_TEXT: Record<EnhancementOptions['focus'], string> = {
  'family-friendly': 'what matters to families (only as far as the facts allow)',
  'music-focused': 'the music (only as far as the facts allow)',
  cultural: 'the cultural side (only as far as the facts allow)',
  'food-and-drink': 'food and drink (only as far as the facts allow)',
};

export const enhanceDescriptionTask: AiTask<EnhanceInput, EnhanceOutput> = {
  name: 'enhance-description',
  localModel: 'grounded-writer-1',
  output,
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['enhancedDescription', 'seoKeywords'],
    properties: {
      enhancedDescription: { type: 'string', description: 'The new description, plain text, paragraphs separated by a blank line.' },
      seoKeywords: { type: 'array', items: { type: 'string' }, description: 'Up to 8 search phrases the description uses.' },
    },
  },
  messages: ({ facts, options, keywords }) => {
    const { min, max } = LENGTH_WORDS[options.length];
    return {
      system: GROUNDING_RULES,
      user: [
        `Rewrite the description of this event in a ${options.tone} tone, focusing on ${FOCUS_TEXT[options.focus]}, in ${min} to ${max} words.`,
        options.includeKeywords ? `Work in some of these search terms naturally: ${keywords.join(', ')}.` : 'Do not add search keywords.',
        `Event: ${eventJson(facts)}`,
      ].join('\n'),
    };
  },
  local: ({ facts, options, keywords }) => ({
    enhancedDescription: writeGrounded(facts, options, keywords),
    seoKeywords: options.includeKeywords ? keywords.slice(0, 8) : [],
  }),
};
