import { z } from 'zod';
import { CatalogueFigures, unbackedNumber } from '../catalogue-figures';
import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { AUDIENCE_LABELS, catalogueSentence, factsJson, GROUNDING, STRING_ARRAY, topList } from './b2b-wording';

export interface B2bInsightsInput {
  figures: CatalogueFigures;
  targetAudience: string;
}

const output = z.object({
  painPoints: z.array(z.string().max(400)).min(1).max(6),
  solutions: z.array(z.string().max(400)).min(1).max(6),
  caseStudies: z.array(z.string().max(600)).max(6),
});
export type B2bInsightsOutput = z.infer<typeof output>;

const PAIN: Record<string, string[]> = {
  'event-organizers': ['Selling tickets early enough to plan with confidence', 'Being found by people outside an existing mailing list'],
  'festival-promoters': ['Standing out in a crowded festival calendar', 'Reaching new audiences beyond returning fans'],
  'venue-managers': ['Filling dates outside the peak summer weeks', 'Showing the full programme of a venue in one place'],
  'music-promoters': ['Getting line-ups seen before tickets sell out elsewhere', 'Reaching fans of a genre in a specific region'],
  'corporate-events': ['Finding suitable festivals and events for team outings', 'Promoting public-facing corporate events to the right locals'],
};

export const b2bInsightsTask: AiTask<B2bInsightsInput, B2bInsightsOutput> = {
  name: 'b2b-insights',
  localModel: 'b2b-template-1',
  output,
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['painPoints', 'solutions', 'caseStudies'],
    properties: { painPoints: STRING_ARRAY, solutions: STRING_ARRAY, caseStudies: STRING_ARRAY },
  },
  messages: (i) => ({
    system: `${GROUNDING} Case studies may only describe what the catalogue shows; never invent a customer or a result.`,
    user: `Industry insights for ${AUDIENCE_LABELS[i.targetAudience]}: their pain points, how Festival Finder answers them, and catalogue examples.\nCatalogue figures: ${factsJson(i.figures)}`,
  }),
  reject: (o, i) => {
    const n = unbackedNumber([...o.painPoints, ...o.solutions, ...o.caseStudies].join(' '), i.figures);
    return n ? `answer states a figure not in the catalogue (${n})` : null;
  },
  local: ({ figures: f, targetAudience }) => ({
    painPoints: PAIN[targetAudience] ?? PAIN['event-organizers']!,
    solutions: [
      `${catalogueSentence(f)}: a listing puts an event in the searches festival-goers already make.`,
      'Search and filters by date, region and category match events to what people are planning.',
      'Listings feed our newsletter and social posts, so one listing reaches several channels.',
    ],
    // Only what the catalogue itself shows; no invented customers or results.
    caseStudies: [
      ...(f.categories.length ? [`Categories with the most upcoming listings: ${topList(f.categories)}.`] : []),
      ...(f.regions.length ? [`Regions with the most upcoming listings: ${topList(f.regions)}.`] : []),
      ...f.highlights.slice(0, 2).map((h) => `${h.title} (${h.dateRange}, ${h.city}) is listed with its dates, venue and ticket link.`),
    ],
  }),
};
