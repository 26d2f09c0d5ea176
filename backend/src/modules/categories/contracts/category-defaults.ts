/** The ten launch categories with the icon and colour tokens the spec shows. Seeded through CreateCategory. */
export interface CategoryDefinition {
  slug: string;
  name: string;
  icon: string;
  color: string;
  description: string;
}

export const DEFAULT_CATEGORIES: readonly CategoryDefinition[] = [
  {
    slug: 'music',
    name: 'Music',
    icon: 'fas fa-music',
    color: 'from-primary to-secondary',
    description: 'Rock, pop, dance, jazz and every live music festival in between.',
  },
  {
    slug: 'food-drink',
    name: 'Food & Drink',
    icon: 'fas fa-utensils',
    color: 'from-accent to-orange-400',
    description: 'Food festivals, beer and cider festivals, markets and chef demos.',
  },
  {
    slug: 'arts-culture',
    name: 'Arts & Culture',
    icon: 'fas fa-palette',
    color: 'from-secondary to-pink-400',
    description: 'Literature, theatre, film, carnival and visual arts.',
  },
  {
    slug: 'family',
    name: 'Family',
    icon: 'fas fa-users',
    color: 'from-success to-green-400',
    description: 'Days out and weekends with something for every age.',
  },
  {
    slug: 'classical',
    name: 'Classical',
    icon: 'fas fa-violin',
    color: 'from-indigo-500 to-purple-400',
    description: 'Orchestral seasons, opera and chamber music festivals.',
  },
  { slug: 'folk', name: 'Folk', icon: 'fas fa-guitar', color: 'from-amber-600 to-yellow-400', description: 'Folk, roots and traditional music gatherings.' },
  {
    slug: 'tribute',
    name: 'Tribute',
    icon: 'fas fa-microphone',
    color: 'from-rose-500 to-red-400',
    description: 'Tribute acts and celebrations of classic artists.',
  },
  { slug: 'wellness', name: 'Wellness', icon: 'fas fa-spa', color: 'from-teal-500 to-emerald-400', description: 'Yoga, mindfulness and restorative retreats.' },
  { slug: 'adventure', name: 'Adventure', icon: 'fas fa-mountain', color: 'from-sky-600 to-cyan-400', description: 'Outdoor, sport and adventure festivals.' },
  { slug: 'comedy', name: 'Comedy', icon: 'fas fa-laugh', color: 'from-yellow-500 to-orange-300', description: 'Stand-up, improv and comedy festivals.' },
];

export const CATEGORY_SLUGS = DEFAULT_CATEGORIES.map((c) => c.slug);
