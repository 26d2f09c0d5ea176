import { DiscoveryCategory } from '../contracts/discovery.schemas';

/**
 * Keywords (schema.org types, Skiddle event codes, Ticketmaster segments and genres, plain words) per site category.
 * Checked in this order, so "family music day" files under family, "food and music" under food-drink.
 */
const RULES: ReadonlyArray<[DiscoveryCategory, RegExp]> = [
  ['family', /\b(family|families|kids?|children'?s?|childrens ?event|child-friendly)\b/],
  ['food-drink', /\b(food ?event|food|drink|drinks|beer|ale|wine|gin|cider|whisky|street ?food|chilli|cheese|foodie|brewery|culinary|feast)\b/],
  [
    'arts-culture',
    /\b(arts?|theat(re|er)|theater ?event|comedy|comedy ?event|literary|literature|book|books|film|screening ?event|dance ?event|dance|exhibition|exhibition ?event|visual ?arts ?event|poetry|heritage|culture|cultural|opera|ballet|circus)\b/,
  ],
  [
    'music',
    /\b(music|music ?event|musical|gig|gigs|concert|live|band|bands|dj|jazz|blues|rock|pop|folk|indie|electronic|dance music|classical|orchestra|hip.?hop|festival ?music|fest)\b/,
  ],
];

/** The site category a found event belongs to, or null when nothing it says points anywhere. */
export function mapCategory(hints: readonly string[], title: string, description = ''): DiscoveryCategory | null {
  const stated = hints
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  for (const [category, rule] of RULES) if (rule.test(stated)) return category;
  const text = `${title} ${description}`.toLowerCase();
  for (const [category, rule] of RULES) if (rule.test(text)) return category;
  return null;
}
