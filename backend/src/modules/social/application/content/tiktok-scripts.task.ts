import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { CALL_TO_ACTION, CatalogueEvent, eventsJson, factLine, groundingProblem, hashtagsFor, priceLine, SOCIAL_GROUNDING } from './catalogue-event';
import { nullableId, objectOf, str, strList, TikTokScripts, tiktokSchema } from './content.schemas';
import { ContentInput } from './content-strategy.task';
import { firstSentence } from './instagram-content.task';

/** A script is flagged trending when its event is featured or starts within this many days. */
export const TRENDING_WITHIN_DAYS = 14;

export interface TikTokInput extends ContentInput {
  /** Today in the UK (YYYY-MM-DD), for the trending flag. */
  today: string;
}

export const tiktokScriptsTask: AiTask<TikTokInput, TikTokScripts> = {
  name: 'social-tiktok-scripts',
  localModel: 'catalogue-templates-1',
  output: tiktokSchema,
  jsonSchema: objectOf({
    scripts: { type: 'array', items: objectOf({ videoScript: str, hashtags: strList, callToAction: str, trending: { type: 'boolean' }, eventId: nullableId }) },
  }),
  messages: ({ events, category }) => ({
    system: SOCIAL_GROUNDING,
    user: `Write a short TikTok video script (hook, three scenes, close) for each of these ${category ?? ''} events; mark trending only for featured events or those starting within ${TRENDING_WITHIN_DAYS} days:\n${eventsJson(events)}`,
  }),
  reject: (out, { events, today }) => {
    for (const s of out.scripts) {
      const problem = groundingProblem(s.videoScript, s.eventId, events);
      if (problem) return `script ${problem}`;
      const event = events.find((e) => e.facts.id === s.eventId);
      if (event && s.trending !== isTrending(event, today)) return `script for ${event.facts.title} has the wrong trending flag`;
    }
    return null;
  },
  local: ({ events, today }) => ({
    scripts: events.slice(0, 5).map((e) => ({
      videoScript: script(e),
      hashtags: hashtagsFor(e),
      callToAction: CALL_TO_ACTION,
      trending: isTrending(e, today),
      eventId: e.facts.id,
    })),
  }),
};

export function isTrending(e: CatalogueEvent, today: string): boolean {
  const days = (Date.parse(`${e.facts.startDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000;
  return e.featured || days <= TRENDING_WITHIN_DAYS;
}

function script(e: CatalogueEvent): string {
  const f = e.facts;
  return [
    `Hook (0-3s): on-screen text "${f.title}".`,
    `Scene 1: ${factLine(e)}`,
    `Scene 2: ${firstSentence(f.description) || `A ${f.categoryName.toLowerCase()} event in ${f.city}.`}`,
    `Scene 3: ${lowerFirst(priceLine(e) || 'Prices are not announced yet.')}`,
    `Close: ${lowerFirst(CALL_TO_ACTION)}.`,
  ].join('\n');
}

/** After "Scene 3:" a capital would read to the fact checker as a name. */
function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
