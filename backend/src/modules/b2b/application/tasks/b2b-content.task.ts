import { z } from 'zod';
import { CatalogueFigures, unbackedNumber } from '../catalogue-figures';
import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { AUDIENCE_LABELS, catalogueSentence, CTA_LABELS, factsJson, GROUNDING, STRING_ARRAY, topList } from './b2b-wording';

export interface B2bContentInput {
  figures: CatalogueFigures;
  targetAudience: string;
  contentType: string;
  tone: string;
  callToAction: string;
  industryStats: boolean;
  platformBenefits: string[];
}

const output = z.object({
  content: z.string().min(1).max(4000),
  hashtags: z.array(z.string().max(60)).max(10),
  imagePrompt: z.string().max(600),
  engagementHooks: z.array(z.string().max(300)).max(6),
});
export type B2bContentOutput = z.infer<typeof output>;

const OPENINGS: Record<string, string> = {
  professional: 'Reach people who are actively planning their festival season.',
  casual: 'Got a festival to fill? Let people find it.',
  authoritative: 'Festival-goers search by what, where and when; your event should be there when they do.',
  friendly: "We'd love to help more people discover your event.",
  urgent: 'The season fills up fast: get your event in front of festival-goers now.',
};

export const b2bContentTask: AiTask<B2bContentInput, B2bContentOutput> = {
  name: 'b2b-content',
  localModel: 'b2b-template-1',
  output,
  jsonSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['content', 'hashtags', 'imagePrompt', 'engagementHooks'],
    properties: { content: { type: 'string' }, hashtags: STRING_ARRAY, imagePrompt: { type: 'string' }, engagementHooks: STRING_ARRAY },
  },
  messages: (i) => ({
    system: GROUNDING,
    user: [
      `Write a ${i.contentType} for ${AUDIENCE_LABELS[i.targetAudience]} in a ${i.tone} tone ending with this call to action: ${CTA_LABELS[i.callToAction]}`,
      i.industryStats ? `Catalogue figures you may use: ${factsJson(i.figures)}` : 'Use no figures at all.',
      i.platformBenefits.length ? `Benefits to mention: ${i.platformBenefits.join('; ')}` : '',
    ].join('\n'),
  }),
  reject: (o, i) => {
    const n = unbackedNumber([o.content, ...o.engagementHooks].join(' '), i.figures);
    return n ? `answer states a figure not in the catalogue (${n})` : null;
  },
  local: (i) => {
    const f = i.figures;
    const lines = [OPENINGS[i.tone] ?? OPENINGS.professional!];
    lines.push(`${catalogueSentence(f)}, so ${AUDIENCE_LABELS[i.targetAudience]} can put their events where festival-goers are already looking.`);
    if (i.industryStats && f.categories.length) lines.push(`Most-listed categories right now: ${topList(f.categories)}.`);
    if (i.industryStats && f.regions.length) lines.push(`Busiest regions: ${topList(f.regions)}.`);
    for (const b of i.platformBenefits) lines.push(`• ${b}`);
    lines.push(CTA_LABELS[i.callToAction]!);
    const separator = i.contentType === 'twitter-thread' ? '\n\n' : '\n';
    return {
      content: lines.join(separator),
      hashtags: ['#FestivalFinder', '#UKFestivals', '#EventMarketing', ...f.categories.slice(0, 2).map((c) => `#${c.name.replace(/[^A-Za-z0-9]/g, '')}`)],
      imagePrompt: `A bright, welcoming photo of a UK ${f.categories[0]?.name.toLowerCase() ?? 'music'} festival crowd at golden hour, space for a headline, no logos or text.`,
      engagementHooks: [
        `Where do your attendees look for their next festival?`,
        f.upcomingEvents ? `${f.upcomingEvents} upcoming events are listed on Festival Finder today.` : 'Festival Finder is open for new listings.',
        `Which region should your next event reach?`,
      ],
    };
  },
};
