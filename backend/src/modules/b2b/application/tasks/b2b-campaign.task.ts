import { z } from 'zod';
import { CatalogueFigures, unbackedNumber } from '../catalogue-figures';
import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { AUDIENCE_LABELS, catalogueSentence, factsJson, GROUNDING, STRING_ARRAY, topList } from './b2b-wording';

export interface B2bCampaignInput {
  figures: CatalogueFigures;
  campaignName: string;
  targetAudience: string;
  /** One entry per post, in order: the platform and the call to action it carries. */
  slots: Array<{ platform: string; callToAction: string; day: string }>;
}

const output = z.object({ posts: z.array(z.string().min(1).max(3000)).min(1).max(14) });
export type B2bCampaignOutput = z.infer<typeof output>;

/** Each day's angle, all built from the catalogue's own figures. */
function dayText(f: CatalogueFigures, audience: string, i: number): string {
  const who = AUDIENCE_LABELS[audience];
  const h = f.highlights[i % Math.max(f.highlights.length, 1)];
  const angles = [
    `${catalogueSentence(f)}. List your event where festival-goers are already searching.`,
    f.categories.length
      ? `Festival-goers browse by category: ${topList(f.categories)}. ${who} can be found in the right one.`
      : `Festival-goers browse by category; be found in the right one.`,
    f.regions.length
      ? `People search close to home. Busiest regions on Festival Finder: ${topList(f.regions)}.`
      : `People search close to home: be listed in your region.`,
    h
      ? `Coming up on Festival Finder: ${h.title}, ${h.dateRange}, ${h.city}. Your event could sit alongside it.`
      : `Every listing gets its own page with dates, venue, prices and tickets.`,
    `Every listing gets its own page with dates, venue, prices and a ticket link, plus a place in our newsletter and social posts.`,
    `Visitors filter by date, region and category, so ${who} reach people planning around exactly those choices.`,
    `Last day of this campaign: list your event with Festival Finder and be found by date, region and category.`,
  ];
  return angles[i % angles.length]!;
}

export const b2bCampaignTask: AiTask<B2bCampaignInput, B2bCampaignOutput> = {
  name: 'b2b-campaign',
  localModel: 'b2b-template-1',
  output,
  jsonSchema: { type: 'object', additionalProperties: false, required: ['posts'], properties: { posts: STRING_ARRAY } },
  messages: (i) => ({
    system: GROUNDING,
    user: [
      `Campaign "${i.campaignName}" for ${AUDIENCE_LABELS[i.targetAudience]}: write exactly ${i.slots.length} posts, one per line below, in order.`,
      ...i.slots.map((s, n) => `${n + 1}. ${s.day} on ${s.platform}, call to action ${s.callToAction}`),
      `Catalogue figures you may use: ${factsJson(i.figures)}`,
    ].join('\n'),
  }),
  reject: (o, i) => {
    if (o.posts.length !== i.slots.length) return `answer has ${o.posts.length} of the ${i.slots.length} posts asked for`;
    // Day numbers and the campaign's own dates are facts of the schedule.
    const scheduleNumbers = i.slots.flatMap((s, n) => [String(n + 1), ...s.day.split('-').map((x) => String(Number(x)))]);
    const n = unbackedNumber(o.posts.join(' '), i.figures, scheduleNumbers);
    return n ? `answer states a figure not in the catalogue (${n})` : null;
  },
  local: (i) => ({ posts: i.slots.map((_, n) => dayText(i.figures, i.targetAudience, n)) }),
};
