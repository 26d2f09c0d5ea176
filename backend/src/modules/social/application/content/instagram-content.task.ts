import { placeOf } from '../../../ai/contracts/fact-check';
import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { CALL_TO_ACTION, CatalogueEvent, eventsJson, factLine, groundingProblem, hashtagsFor, priceLine, SOCIAL_GROUNDING } from './catalogue-event';
import { InstagramContent, instagramSchema, nullableId, objectOf, str, strList } from './content.schemas';
import { ContentInput } from './content-strategy.task';

export const instagramContentTask: AiTask<ContentInput, InstagramContent> = {
  name: 'social-instagram-content',
  localModel: 'catalogue-templates-1',
  output: instagramSchema,
  jsonSchema: objectOf({
    content: { type: 'array', items: objectOf({ captionText: str, hashtags: strList, callToAction: str, imagePrompt: str, eventId: nullableId }) },
  }),
  messages: ({ events }) => ({
    system: SOCIAL_GROUNDING,
    user: `Write one Instagram caption per event (with hashtags, a call to action and a prompt describing a fitting photo) for these events:\n${eventsJson(events)}`,
  }),
  reject: (out, { events }) => {
    for (const item of out.content) {
      const problem = groundingProblem(item.captionText, item.eventId, events);
      if (problem) return `caption ${problem}`;
    }
    return null;
  },
  local: ({ events }) => ({
    content: events.slice(0, 6).map((e) => ({
      captionText: [factLine(e), priceLine(e), firstSentence(e.facts.description)].filter(Boolean).join('\n\n'),
      hashtags: hashtagsFor(e),
      callToAction: `${CALL_TO_ACTION} (link in bio)`,
      imagePrompt: imagePrompt(e),
      eventId: e.facts.id,
    })),
  }),
};

/** The event's own first sentence (its description, verbatim), so the caption says what the organiser says. */
export function firstSentence(text: string): string {
  const m = /^[^.!?]{10,220}[.!?]/.exec(text.trim());
  return m ? m[0] : '';
}

/** A photo brief from the stored fields: category, place and tags; no people or performers are named. */
function imagePrompt(e: CatalogueEvent): string {
  const f = e.facts;
  const tags = f.tags.length > 0 ? `, showing ${f.tags.slice(0, 3).join(', ')}` : '';
  return `A square photo for a ${f.categoryName.toLowerCase()} event at ${placeOf(f)}${tags}; natural light, no text, no identifiable faces.`;
}
