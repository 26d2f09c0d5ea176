import { EnhancementOptions, LENGTH_WORDS, Tone } from '../contracts/ai-description.schemas';
import { EventFacts, formatFactDates, isFreeEvent, placeOf } from './event-facts';

/**
 * The local writer: sentence plans filled only from the event's fields (title, category, dates, place, price,
 * tags, the organiser's own description sentences). Tone, focus and length choose the plans; the generic
 * sentences used to reach a length state no facts (advice and invitations only). `variant` reorders and rewords
 * so variations differ.
 */
export function writeGrounded(facts: EventFacts, options: EnhancementOptions, keywords: string[], variant = 0): string {
  const { min, max } = LENGTH_WORDS[options.length];
  const category = facts.categoryName.toLowerCase();
  const core = [
    pick(OPENERS[options.tone], variant)(facts, category),
    whenSentence(facts, options.tone, variant),
    whereSentence(facts, variant),
    priceSentence(facts, options.tone, variant),
  ];
  const focus = focusSentence(facts, options.focus, variant);
  const tags = facts.tags.length ? pick(TAG_LINES, variant)(listOf(facts.tags.slice(0, 4))) : null;
  const seo = options.includeKeywords && keywords.length >= 2 ? keywordSentence(facts, keywords, variant) : null;
  const close = pick(facts.ticketUrl ? CLOSE_WITH_TICKETS[options.tone] : CLOSE_NO_TICKETS[options.tone], variant);
  const own = rotate(sentencesOf(facts.description), variant).filter((s) => wordCount(s) >= 3);
  const fillers = rotate(FILLERS[options.tone].concat(FILLERS_SHARED), variant * 3);

  const optional = [focus, tags, seo].filter((s): s is string => Boolean(s));
  const extra: string[] = [];
  const count = () => wordCount([...core, ...optional, ...extra, close].join(' '));
  // The organiser's own sentences first (they carry real detail), then advice, until the target is met.
  for (const sentence of own) {
    if (count() + wordCount(sentence) > max) continue;
    extra.push(sentence);
  }
  for (const filler of fillers) {
    if (count() >= min + Math.min(20, (max - min) / 4)) break;
    if (count() + wordCount(filler) > max) break;
    extra.push(filler);
  }
  const [opening, ...details] = core;
  const sentences =
    variant % 2 === 0
      ? [opening!, ...details, ...optional, ...extra, close]
      : [opening!, ...optional.slice(0, 1), ...details, ...extra, ...optional.slice(1), close];
  return paragraphs(sentences.map(tidy));
}

type Line = (facts: EventFacts, category: string) => string;

const OPENERS: Record<Tone, Line[]> = {
  exciting: [
    (f, c) => `Get ready for ${f.title}, ${article(c)} ${c} event in ${f.city}!`,
    (f, c) => `${f.title} brings ${c} to ${f.city}, and it is not one to miss!`,
    (f) => `Mark your calendar: ${f.title} is coming to ${f.city}!`,
  ],
  professional: [
    (f, c) => `${f.title} is ${article(c)} ${c} event in ${f.city}.`,
    (f, c) => `${f.title} presents ${c} in ${f.city}.`,
    (f, c) => `Listed in our ${c} category, ${f.title} takes place in ${f.city}.`,
  ],
  casual: [
    (f) => `Fancy a day out? ${f.title} is on in ${f.city}.`,
    (f, c) => `If ${c} is your thing, ${f.title} in ${f.city} is worth a look.`,
    (f) => `Here's one for the diary: ${f.title} in ${f.city}.`,
  ],
  vibrant: [
    (f, c) => `${f.title} brings a burst of ${c} to ${f.city}!`,
    (f, c) => `Colourful, lively and full of ${c}: that is the promise of ${f.title} in ${f.city}.`,
    (f) => `${f.city} comes alive for ${f.title}!`,
  ],
};

function whenSentence(f: EventFacts, tone: Tone, variant: number): string {
  const dates = formatFactDates(f);
  if (!f.datesConfirmed) return `The dates are expected to be ${dates}, so check with the organiser before you book.`;
  const single = f.startDate === f.endDate;
  const lines = single
    ? [`It takes place on ${dates}.`, `The date to remember is ${dates}.`, `Join in on ${dates}.`]
    : [`It runs from ${dates}.`, `The dates to remember are ${dates}.`, `Join in from ${dates}.`];
  return tone === 'professional' ? lines[0]! : pick(lines, variant);
}

function whereSentence(f: EventFacts, variant: number): string {
  const place = placeOf(f);
  const region = f.regionName && f.regionName.toLowerCase() !== f.city.toLowerCase() ? `, ${f.regionName}` : '';
  return pick([`You will find it at ${place}${region}.`, `The venue is ${place}${region}.`, `Head to ${place}${region}.`], variant);
}

function priceSentence(f: EventFacts, tone: Tone, variant: number): string {
  if (!f.priceText)
    return f.ticketUrl ? 'Prices are still to be confirmed, so keep an eye on the ticket page.' : 'Prices are still to be confirmed by the organiser.';
  if (isFreeEvent(f)) return pick([`Entry is listed as: ${f.priceText}.`, `Price: ${f.priceText}.`], variant);
  if (tone === 'casual') return `Tickets? ${capitalise(f.priceText)}.`;
  return pick([`Tickets are priced ${f.priceText}.`, `Price: ${f.priceText}.`, `Ticket prices: ${f.priceText}.`], variant);
}

function focusSentence(f: EventFacts, focus: EnhancementOptions['focus'], variant: number): string {
  const text = `${f.description} ${f.tags.join(' ')}`.toLowerCase();
  switch (focus) {
    case 'family-friendly':
      return /\bfamil|\bkids?\b|\bchildren\b/.test(text)
        ? pick(['The organiser lists it as suitable for families, so bring everyone along.', 'Families are welcome, according to the organiser.'], variant)
        : 'Planning a family day out? Check the organiser’s guidance on ages and facilities before you go.';
    case 'music-focused':
      return f.category === 'music' || /\bmusic|\bband|\blive\b|\bgig|\bdj\b|\bjazz|\bfolk|\brock\b/.test(text)
        ? pick(
            ['Music is at the heart of it, so watch for acts as they are announced.', 'For music fans, the line-up is the thing to plan the day around.'],
            variant,
          )
        : 'If music is what draws you, ask the organiser what performances are planned.';
    case 'cultural':
      return pick(['Take your time and enjoy the culture on show.', 'It is a chance to discover something new and see culture up close.'], variant);
    case 'food-and-drink':
      return f.category === 'food-drink' || /\bfood|\bdrink|\bbeer|\bwine|\bcider|\bstreet food|\bgin\b/.test(text)
        ? pick(['Come hungry: food and drink are part of the experience.', 'Food and drink lovers will find plenty to explore.'], variant)
        : 'Food lovers should ask the organiser what there is to eat and drink.';
  }
}

const TAG_LINES = [(tags: string) => `It is listed under ${tags}.`, (tags: string) => `Think ${tags}.`, (tags: string) => `Highlights: ${tags}.`];

function keywordSentence(f: EventFacts, keywords: string[], variant: number): string {
  const words = listOf(keywords.slice(0, 3), 'or');
  return pick(
    [
      `Whether you are searching for ${words}, ${f.title} is worth a look.`,
      `Looking for ${words}? ${f.title} has you covered.`,
      `Fans of ${words} should add ${f.title} to their plans.`,
    ],
    variant,
  );
}

const CLOSE_WITH_TICKETS: Record<Tone, string[]> = {
  exciting: ['Grab your tickets through the official link now!', 'Book through the official ticket link and do not miss out!'],
  professional: ['Tickets are available through the official ticket link.', 'Book through the official ticket link.'],
  casual: ['Tickets are on the official link, so sort yours out.', 'Book through the official link and you are sorted.'],
  vibrant: ['Grab your tickets through the official link and join the fun!', 'Book through the official link and be part of it!'],
};
const CLOSE_NO_TICKETS: Record<Tone, string[]> = {
  exciting: ['Ask the organiser for the full details!'],
  professional: ['Full details are available from the organiser.'],
  casual: ['Ask the organiser if you want to know more.'],
  vibrant: ['Get in touch with the organiser and get set for it!'],
};

const FILLERS: Record<Tone, string[]> = {
  exciting: [
    'It is the kind of day that stays with you long after it ends.',
    'Bring your friends and make a memory of it.',
    'Expect a buzz in the air from the moment you arrive.',
  ],
  professional: [
    'Visitors are advised to plan their journey in advance.',
    'Attendees should confirm the details with the organiser before travelling.',
    'Early booking is recommended where tickets are limited.',
  ],
  casual: ['Grab a mate and make a day of it.', 'No need to overthink it, just turn up and enjoy.', 'It is an easy way to spend some time out.'],
  vibrant: ['Soak up the atmosphere and let the day carry you along.', 'Bring your energy and your friends.', 'Every corner has something to catch your eye.'],
};
const FILLERS_SHARED = [
  'Plan your travel ahead, especially at busy times.',
  'Check the weather before you set off and dress for it.',
  'Arrive early to make the most of your visit.',
  'Check with the organiser for any changes before you travel.',
  'Give yourself time to explore everything on offer.',
  'Share your plans with friends and go together.',
  'Bring a refillable water bottle and comfortable shoes.',
  'Accessibility information is best checked with the organiser before you go.',
  'Consider public transport to avoid parking stress.',
  'Take a few photos and share the highlights afterwards.',
  'Check the organiser’s terms before you book.',
  'Set a reminder so the date does not slip past you.',
];

export function sentencesOf(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“‘'])/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => (/[.!?]$/.test(s) ? s : `${s}.`));
}

export function wordCount(text: string): number {
  return text.match(/\S+/g)?.length ?? 0;
}

function pick<T>(items: readonly T[], variant: number): T {
  return items[variant % items.length]!;
}

function rotate<T>(items: readonly T[], by: number): T[] {
  if (items.length === 0) return [];
  const k = by % items.length;
  return [...items.slice(k), ...items.slice(0, k)];
}

function listOf(items: string[], joiner = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

function capitalise(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function tidy(sentence: string): string {
  return sentence
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.!?])/g, '$1')
    .replace(/([.!?])\./g, '$1');
}

/** Two or three paragraphs: the essentials, the detail, the close. */
function paragraphs(sentences: string[]): string {
  if (sentences.length <= 5) return sentences.join(' ');
  const first = sentences.slice(0, 4).join(' ');
  const last = sentences.at(-1)!;
  const middle = sentences.slice(4, -1).join(' ');
  return [first, middle, last].filter(Boolean).join('\n\n');
}
