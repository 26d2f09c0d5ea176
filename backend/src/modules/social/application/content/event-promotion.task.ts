import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { CALL_TO_ACTION, CatalogueEvent, eventsJson, factLine, groundingProblem, hashtagsFor, priceLine, SOCIAL_GROUNDING } from './catalogue-event';
import { objectOf, Promotion, promotionSchema, str, strList } from './content.schemas';
import { firstSentence } from './instagram-content.task';

export type PromotionPlatform = 'facebook' | 'instagram' | 'tiktok' | 'x';

export interface PromotionInput {
  event: CatalogueEvent;
  platforms: PromotionPlatform[];
}

/** X counts characters; the others take far more than a promotion needs. */
export const X_LIMIT = 280;

export const eventPromotionTask: AiTask<PromotionInput, Promotion> = {
  name: 'social-event-promotion',
  localModel: 'catalogue-templates-1',
  output: promotionSchema,
  jsonSchema: objectOf({
    posts: {
      type: 'array',
      items: objectOf({ platform: { type: 'string', enum: ['facebook', 'instagram', 'tiktok', 'x'] }, content: str, hashtags: strList, callToAction: str }),
    },
  }),
  messages: ({ event, platforms }) => ({
    system: SOCIAL_GROUNDING,
    user: `Write one post promoting this event for each of: ${platforms.join(', ')} (x posts at most ${X_LIMIT} characters with the link).\n${eventsJson([event])}`,
  }),
  reject: (out, { event, platforms }) => {
    const got = out.posts.map((p) => p.platform).sort();
    if (got.join() !== [...platforms].sort().join()) return `answer covers ${got.join(', ') || 'no platform'}, not ${platforms.join(', ')}`;
    for (const p of out.posts) {
      const problem = groundingProblem(p.content, event.facts.id, [event]);
      if (problem) return `${p.platform} post ${problem}`;
      if (p.platform === 'x' && p.content.length > X_LIMIT) return `x post is longer than ${X_LIMIT} characters`;
    }
    return null;
  },
  local: ({ event, platforms }) => ({
    posts: platforms.map((platform) => ({ platform, content: localPost(event, platform), hashtags: hashtagsFor(event), callToAction: CALL_TO_ACTION })),
  }),
};

function localPost(e: CatalogueEvent, platform: PromotionPlatform): string {
  const facts = [factLine(e), priceLine(e)].filter(Boolean).join(' ');
  if (platform === 'x') return facts.length <= X_LIMIT ? facts : `${facts.slice(0, X_LIMIT - 1)}…`;
  const about = firstSentence(e.facts.description);
  if (platform === 'tiktok') return [`${e.facts.title}.`, facts, about].filter(Boolean).join('\n');
  return [facts, about].filter(Boolean).join('\n\n');
}
