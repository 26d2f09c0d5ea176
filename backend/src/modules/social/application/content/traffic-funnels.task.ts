import { AiTask } from '../../../ai/application/ports/ai-provider.port';
import { eventsJson, groundingProblem, SOCIAL_GROUNDING } from './catalogue-event';
import { Funnels, funnelsSchema, objectOf, strList } from './content.schemas';
import { ContentInput } from './content-strategy.task';

export const trafficFunnelsTask: AiTask<ContentInput, Funnels> = {
  name: 'social-traffic-funnels',
  localModel: 'catalogue-templates-1',
  output: funnelsSchema,
  jsonSchema: objectOf({ funnels: strList }),
  messages: ({ events }) => ({
    system: SOCIAL_GROUNDING,
    user: `Describe up to five funnels that take social media followers to these events' pages on Festival Finder and on to their tickets:\n${eventsJson(events)}`,
  }),
  reject: (out, { events }) => {
    for (const text of out.funnels) {
      const problem = groundingProblem(text, null, events);
      if (problem) return `funnel ${problem}`;
    }
    return null;
  },
  local: ({ events }) => {
    const n = events.length;
    const withTickets = events.filter((e) => e.facts.ticketUrl).length;
    const free = events.filter((e) => e.isFree).length;
    const featured = events.filter((e) => e.featured);
    const categories = [...new Set(events.map((e) => e.facts.categoryName))];
    const funnels = [
      `Instagram and TikTok posts about the ${n} upcoming events link to each event's page on Festival Finder; ${withTickets} of them go on to the organiser's ticket page.`,
      `Facebook posts carry the event link: follower to event page to tickets (${withTickets} of ${n} events have a ticket link).`,
      `Category round-ups (${categories.slice(0, 4).join(', ')}) send followers to the search page filtered by category, then to single events.`,
    ];
    if (featured.length > 0)
      funnels.push(
        `Featured events (${featured
          .map((e) => e.facts.title)
          .slice(0, 3)
          .join(', ')}) lead a pinned post that points to the home page.`,
      );
    if (free > 0) funnels.push(`${free} free events: a "free this season" post that leads to their pages, where followers can sign up to the newsletter.`);
    return { funnels };
  },
};
