import { dayToIso, dayNumber } from '../../platform/time/uk-days';
import { REGIONS } from '../events/contracts/regions';
import { NewsItemProps } from '../news/commands/publish-news-item/publish-news-item.command';
import { PlannedEvent } from './catalogue-plan';

type Linked = { props: Omit<NewsItemProps, 'festivalId'>; festivalName: string | null };

const formatDay = (p: PlannedEvent, parts: Intl.DateTimeFormatOptions) =>
  new Date(`${p.details.startDate}T00:00:00Z`).toLocaleDateString('en-GB', { ...parts, timeZone: 'UTC' });

/** A confirmed start date as a date; an estimate only as the month it is expected in (never a day nobody stated). */
const whenOf = (p: PlannedEvent) =>
  p.details.datesConfirmed
    ? `from ${formatDay(p, { day: 'numeric', month: 'long', year: 'numeric' })}`
    : `expected ${formatDay(p, { month: 'long', year: 'numeric' })}, dates to be confirmed`;

/** `[title](/event/id)`: the article page turns it into a link to the festival (frontend/src/lib/news-links.ts). */
const linked = (p: PlannedEvent, pathOf: (p: PlannedEvent) => string | undefined) => {
  const path = pathOf(p);
  return path && !/[[\]]/.test(p.details.title) ? `[${p.details.title}](${path})` : p.details.title;
};

/**
 * Editorial news written from the catalogue's own facts (no invented line-ups or prices):
 * guides by season, region and theme, each pointing at festivals in the catalogue.
 */
export function planNews(catalogue: PlannedEvent[], today: number, pathOf: (p: PlannedEvent) => string | undefined = () => undefined): Linked[] {
  const items: Linked[] = [];
  const publishedAt = (daysAgo: number) => `${dayToIso(today - daysAgo)}T09:00:00.000Z`;
  const add = (daysAgo: number, title: string, category: string, tags: string[], picks: PlannedEvent[], intro: string) => {
    if (picks.length === 0) return;
    const lines = picks.map((p) => `• ${linked(p, pathOf)}, ${p.details.city} — ${whenOf(p)}. ${p.fact.description}`);
    items.push({
      festivalName: picks[0].fact.name,
      props: {
        title,
        summary: intro,
        content: `${intro}\n\n${lines.join('\n\n')}`,
        category,
        imageUrl: null,
        tags,
        source: 'internal',
        externalUrl: null,
        publishedAt: publishedAt(daysAgo),
      },
    });
  };
  const soon = catalogue.slice(0, 40);
  const by = (pred: (p: PlannedEvent) => boolean, n = 5) => catalogue.filter(pred).slice(0, n);

  add(
    1,
    'What’s on soon: festivals in the next few weeks',
    'guides',
    ['upcoming', 'weekend'],
    soon.slice(0, 5),
    'The next festivals and events on the calendar across the UK, soonest first.',
  );
  add(
    2,
    'Free festivals worth planning around',
    'guides',
    ['free', 'budget'],
    by((p) => p.fact.tags.includes('free') || /free/i.test(p.fact.priceHint ?? '')),
    'Some of the best days out cost nothing at all. These free festivals are coming up next.',
  );
  add(
    3,
    'Family festivals for every age',
    'family',
    ['family', 'kids'],
    by((p) => p.fact.category === 'family' || p.fact.tags.includes('family-friendly')),
    'Festivals that welcome children, with activities the whole family can share.',
  );
  add(
    4,
    'Food and drink festivals to travel for',
    'food-drink',
    ['food', 'drink'],
    by((p) => p.fact.category === 'food-drink'),
    'From street food to real ale, these food and drink festivals are next on the calendar.',
  );
  add(
    5,
    'The classical season ahead',
    'classical',
    ['classical', 'orchestral'],
    by((p) => p.fact.category === 'classical'),
    'Orchestral seasons, opera and chamber music festivals coming up around the country.',
  );
  add(
    6,
    'Folk and roots gatherings',
    'folk',
    ['folk', 'roots'],
    by((p) => p.fact.category === 'folk'),
    'Traditional music, dance and song: the folk festivals to know about.',
  );
  add(
    7,
    'Camping festivals: pitch up and stay the weekend',
    'music',
    ['camping', 'outdoor'],
    by((p) => p.fact.tags.includes('camping')),
    'Festivals where the campsite is half the fun. Pack a tent for these.',
  );
  add(
    8,
    'Comedy festivals for a good laugh',
    'comedy',
    ['comedy', 'stand-up'],
    by((p) => p.fact.category === 'comedy'),
    'Stand-up, sketch and improv: comedy festivals across the UK.',
  );
  add(
    9,
    'Books, ideas and the arts',
    'arts-culture',
    ['literature', 'arts'],
    by((p) => p.fact.category === 'arts-culture'),
    'Literature, theatre, film and visual arts festivals coming up next.',
  );
  add(
    10,
    'Outdoor adventures and active weekends',
    'adventure',
    ['adventure', 'outdoor'],
    by((p) => p.fact.category === 'adventure'),
    'Festivals for people who would rather be outside: walking, cycling, climbing and more.',
  );
  for (const [i, region] of REGIONS.entries()) {
    add(
      11 + i,
      `Festival guide: ${region.label}`,
      'regions',
      [region.value, 'guide'],
      by((p) => p.details.region === region.value, 4),
      `${region.description} Here is what is coming up next in ${region.label}.`,
    );
  }
  const summer = catalogue.filter((p) => [6, 7, 8].includes(Number(p.details.startDate.slice(5, 7))));
  add(
    25,
    'Planning your festival summer',
    'guides',
    ['summer', 'planning'],
    summer.slice(0, 6),
    'Summer is peak festival season. These are some of the biggest dates to put in the diary now.',
  );
  return items.sort((a, b) => dayNumber(b.props.publishedAt.slice(0, 10)) - dayNumber(a.props.publishedAt.slice(0, 10)));
}
