import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { CALL_TO_ACTION, CatalogueEvent, eventsJson, factLine, groundingProblem, hashtagsFor, priceLine, SOCIAL_GROUNDING } from './catalogue-event';
import { nullableId, objectOf, str, Strategy, strategySchema, strList } from './content.schemas';

export interface ContentInput {
  events: CatalogueEvent[];
  /** The category chosen (TikTok scripts), else null. */
  category: string | null;
}

const ROTATION = ['instagram', 'tiktok', 'facebook', 'x'];

export const contentStrategyTask: AiTask<ContentInput, Strategy> = {
  name: 'social-content-strategy',
  localModel: 'catalogue-templates-1',
  output: strategySchema,
  jsonSchema: objectOf({
    weeklyPosts: { type: 'array', items: objectOf({ platform: str, content: str, hashtags: strList, callToAction: str, eventId: nullableId }) },
    trendingTopics: strList,
    userEngagement: strList,
  }),
  messages: ({ events }) => ({
    system: SOCIAL_GROUNDING,
    user: [
      'Plan a week of posts (one a day) across instagram, tiktok, facebook and x, each about one of these events,',
      'list the trending topics (categories and places these events share) and ways to draw engagement, from these events only:',
      eventsJson(events),
    ].join('\n'),
  }),
  reject: (out, { events }) => {
    for (const p of out.weeklyPosts) {
      const problem = groundingProblem(p.content, p.eventId, events);
      if (problem) return `weekly post ${problem}`;
    }
    // A topic is a label: its first word is checked as a name too ("Glastonbury: sold out").
    for (const text of [...out.trendingTopics.map((t) => `about ${t}`), ...out.userEngagement]) {
      const problem = groundingProblem(text, null, events);
      if (problem) return `strategy line ${problem}`;
    }
    return null;
  },
  local: ({ events }) => {
    const weeklyPosts = events.slice(0, 7).map((e, i) => ({
      platform: ROTATION[i % ROTATION.length]!,
      content: [factLine(e), priceLine(e)].filter(Boolean).join(' '),
      hashtags: hashtagsFor(e),
      callToAction: CALL_TO_ACTION,
      eventId: e.facts.id,
    }));
    return { weeklyPosts, trendingTopics: trendingTopics(events), userEngagement: engagementIdeas(events) };
  },
};

/** Categories and cities these events share most, with their real counts. */
function trendingTopics(events: CatalogueEvent[]): string[] {
  const count = (pick: (e: CatalogueEvent) => string) => {
    const m = new Map<string, number>();
    for (const e of events) m.set(pick(e), (m.get(pick(e)) ?? 0) + 1);
    return [...m].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const plural = (n: number) => (n === 1 ? '1 upcoming event' : `${n} upcoming events`);
  return [
    ...count((e) => e.facts.categoryName)
      .slice(0, 3)
      .map(([name, n]) => `${name}: ${plural(n)}`),
    ...count((e) => e.facts.city)
      .filter(([, n]) => n > 1)
      .slice(0, 2)
      .map(([city, n]) => `${city}: ${plural(n)}`),
  ];
}

/** Angles the catalogue itself supports (free, family, featured, dates still to be confirmed). */
function engagementIdeas(events: CatalogueEvent[]): string[] {
  const n = events.length;
  const free = events.filter((e) => e.isFree).length;
  const family = events.filter((e) => e.familyFriendly).length;
  const featured = events.filter((e) => e.featured).length;
  const unconfirmed = events.filter((e) => !e.facts.datesConfirmed).length;
  const out: string[] = [];
  if (free > 0) out.push(`${free} of these ${n} events are free: lead with free entry in captions.`);
  if (family > 0) out.push(`${family} of these ${n} events are family-friendly: ask followers who they would bring.`);
  if (featured > 0) out.push(`${featured} featured events: pin them and ask followers which one they are going to.`);
  if (unconfirmed > 0) out.push(`${unconfirmed} events have dates still to be confirmed: say "expected" and post again once confirmed.`);
  out.push('Ask followers to save a post for later and share it with the friends they would go with.');
  return out;
}
