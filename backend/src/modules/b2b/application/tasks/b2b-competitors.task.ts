import { z } from 'zod';
import { CatalogueFigures, unbackedNumber } from '../catalogue-figures';
import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { catalogueSentence, factsJson, GROUNDING, STRING_ARRAY } from './b2b-wording';

export interface B2bCompetitorInput {
  figures: CatalogueFigures;
}

const output = z.object({
  competitors: z.array(z.string().max(200)).min(1).max(6),
  differentiators: z.array(z.string().max(400)).min(1).max(8),
  positioning: z.string().min(1).max(1000),
});
export type B2bCompetitorOutput = z.infer<typeof output>;

/** Generic kinds of alternative only: we make no claim about a named company. */
const ALTERNATIVES = [
  'General ticket marketplaces',
  'Social media event pages',
  'Local listings and what’s-on guides',
  "Organisers' own websites and mailing lists",
];

export const b2bCompetitorTask: AiTask<B2bCompetitorInput, B2bCompetitorOutput> = {
  name: 'b2b-competitors',
  localModel: 'b2b-template-1',
  output,
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['competitors', 'differentiators', 'positioning'],
    properties: { competitors: STRING_ARRAY, differentiators: STRING_ARRAY, positioning: { type: 'string' } },
  },
  messages: (i) => ({
    system: `${GROUNDING} List competitors only as generic categories (for example "general ticket marketplaces"), never by company name.`,
    user: `Competitor analysis for Festival Finder's organiser listings, from our own product facts.\nCatalogue figures: ${factsJson(i.figures)}`,
  }),
  reject: (o, i) => {
    const n = unbackedNumber([...o.differentiators, o.positioning].join(' '), i.figures);
    return n ? `answer states a figure not in the catalogue (${n})` : null;
  },
  local: ({ figures: f }) => ({
    competitors: ALTERNATIVES,
    differentiators: [
      'Festivals only, UK only: every visitor is looking for a festival.',
      'Search by date, region and category, with each event on its own page.',
      'Listings also reach our newsletter subscribers and social channels.',
      `${catalogueSentence(f)}.`,
    ],
    positioning:
      'Festival Finder is the UK festival specialist: where a ticket marketplace sells tickets to any event, we help people choose which festival to go to, and send them to your tickets.',
  }),
};
