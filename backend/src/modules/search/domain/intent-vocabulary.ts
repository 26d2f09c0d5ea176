/**
 * The words and phrases the local intent provider understands, apart from places and times.
 * Each phrase maps to one or more effects on the intent. Phrases are matched longest first on
 * normalised tokens ("stand up" before "stand"), so multi-word entries win over their parts.
 */
import { IntentFlags } from './search-intent';

export type VocabEffect =
  | { kind: 'category'; slug: string; topic?: string }
  | { kind: 'audience'; audience: string; familyCategory?: boolean }
  | { kind: 'mood'; mood: string }
  | { kind: 'flag'; flags: IntentFlags; topic?: string }
  | { kind: 'tag'; tag: string }
  | { kind: 'ignore' };

interface CategoryWords {
  /** Words that just name the category: they filter and add nothing to ranking. */
  generic: string[];
  /** Narrower subjects: they filter by the category and rank by the word itself. */
  specific: string[];
}

export const CATEGORY_WORDS: Record<string, CategoryWords> = {
  music: {
    generic: ['music', 'musical', 'music festival', 'live music', 'gig', 'gigs', 'concert', 'concerts', 'band', 'bands',
      'live bands', 'live band', 'musicians', 'musician', 'headliner', 'headliners', 'line up', 'lineup', 'artists',
      'singers', 'singer', 'song', 'songs', 'tunes', 'festival music', 'muisc', 'gigging'],
    specific: ['rock', 'indie', 'pop', 'dance', 'dance music', 'dj', 'djs', 'dj set', 'edm', 'electronic', 'electronica',
      'techno', 'house music', 'deep house', 'drum and bass', 'dnb', 'jungle', 'garage', 'uk garage', 'trance', 'rave',
      'raves', 'jazz', 'blues', 'jazz and blues', 'soul', 'funk', 'disco', 'motown', 'rnb', 'r and b', 'hip hop',
      'hiphop', 'rap', 'grime', 'reggae', 'ska', 'dub', 'punk', 'pop punk', 'emo', 'metal', 'heavy metal', 'hard rock',
      'classic rock', 'rock and roll', 'rock n roll', 'rocknroll', 'goth', 'gothic', 'alternative', 'alt', 'grunge',
      'psych', 'psychedelic', 'britpop', 'country music', 'country and western', 'americana', 'world music',
      'afrobeats', 'afrobeat', 'latin', 'salsa', 'bhangra', 'gospel', 'acoustic', 'singer songwriter',
      'singer songwriters', 'new music', 'brass band', 'brass bands', 'brass', 'club night', 'club nights', 'clubbing',
      'k pop', 'kpop', 'eighties', '80s', 'nineties', '90s', 'boutique music'],
  },
  comedy: {
    generic: ['comedy', 'comedies', 'comedian', 'comedians', 'comic', 'comics', 'laughs', 'laugh', 'laughter', 'funny',
      'comedy festival', 'comedy club'],
    specific: ['stand up', 'standup', 'stand up comedy', 'improv', 'improvisation', 'sketch', 'sketch comedy',
      'satire', 'cabaret', 'panto', 'pantomime', 'fringe comedy', 'drag', 'drag show'],
  },
  'food-drink': {
    generic: ['food', 'foods', 'foodie', 'foodies', 'food and drink', 'food drink', 'food festival', 'drink', 'drinks',
      'eating', 'eat', 'culinary', 'gastronomy', 'gastronomic', 'food lovers', 'food lover', 'food fest', 'grub'],
    specific: ['street food', 'beer', 'beers', 'ale', 'ales', 'real ale', 'real ales', 'craft beer', 'craft beers',
      'brewery', 'breweries', 'cider', 'ciders', 'perry', 'wine', 'wines', 'vineyard', 'vineyards', 'gin', 'gins',
      'whisky', 'whiskey', 'whiskies', 'malt', 'rum', 'cocktails', 'cocktail', 'prosecco', 'champagne', 'chilli',
      'chillies', 'chili', 'cheese', 'cheeses', 'oyster', 'oysters', 'seafood', 'shellfish', 'fish', 'crab',
      'lobster', 'chocolate', 'coffee', 'tea', 'bbq', 'barbecue', 'barbeque', 'vegan', 'vegetarian', 'plant based',
      'cooking', 'cookery', 'chef', 'chefs', 'celebrity chefs', 'baking', 'bake', 'cake', 'cakes', 'garlic',
      'tastings', 'tasting', 'local produce', 'produce', 'farmers market', 'farmers markets', 'food market',
      'food markets', 'curry', 'pizza', 'burgers', 'burger', 'sausage', 'sausages', 'pies', 'pie', 'dining',
      'restaurants', 'restaurant', 'fine dining', 'oktoberfest', 'beer festival', 'cider festival', 'whisky festival',
      'wine festival', 'gin festival'],
  },
  'arts-culture': {
    generic: ['arts', 'art', 'the arts', 'arts and culture', 'culture', 'cultural', 'arts festival', 'creative',
      'arty'],
    specific: ['literature', 'literary', 'books', 'book', 'book festival', 'authors', 'author', 'writers', 'writer',
      'poetry', 'poets', 'poet', 'poems', 'spoken word', 'storytelling', 'crime fiction', 'crime writing', 'theatre',
      'theater', 'theatres', 'plays', 'drama', 'shakespeare', 'musical theatre', 'musicals', 'outdoor theatre',
      'street theatre', 'street arts', 'street art', 'film', 'films', 'film festival', 'cinema', 'movies', 'movie',
      'documentary', 'documentaries', 'animation', 'carnival', 'carnivals', 'mela', 'diwali', 'visual art', 'visual arts', 'gallery', 'galleries', 'exhibition', 'exhibitions', 'sculpture',
      'photography', 'design', 'architecture', 'crafts', 'craft', 'arts and crafts', 'lectures', 'lecture', 'debate', 'debates',
      'circus', 'ballet', 'contemporary dance', 'dance theatre', 'ballroom', 'pride', 'lgbtq pride', 'viking', 'vikings', 'eisteddfod', 'welsh language', 'irish culture', 'caribbean',
      'south asian', 'open house'],
  },
  family: {
    generic: ['family', 'families', 'family fun', 'family day out', 'family festival', 'family festivals',
      'family event', 'family events'],
    specific: ['fun day', 'fun days', 'funfair', 'fun fair', 'fairground', 'fairgrounds', 'fair', 'fairs',
      'country show', 'county show', 'agricultural show', 'agricultural shows', 'agricultural', 'farm', 'farms',
      'animals', 'petting zoo', 'zoo', 'puppets', 'puppet show', 'magic show', 'highland games', 'highland gathering',
      'gathering', 'pantomimes', 'santas grotto',
      'trick or treat', 'pumpkin', 'pumpkins', 'dinosaurs', 'steam fair'],
  },
  classical: {
    generic: ['classical', 'classical music', 'classical concerts', 'classical concert'],
    specific: ['orchestra', 'orchestras', 'orchestral', 'symphony', 'symphonies', 'philharmonic', 'opera', 'operas',
      'operatic', 'proms', 'prom', 'the proms', 'chamber music', 'chamber', 'choral', 'choir', 'choirs', 'baroque',
      'early music', 'piano', 'pianist', 'recital', 'recitals', 'string quartet', 'quartet', 'wagner', 'mozart',
      'beethoven', 'bach', 'handel', 'organ', 'cathedral concerts', 'country house opera'],
  },
  folk: {
    generic: ['folk', 'folk music', 'folk festival', 'folky'],
    specific: ['roots', 'roots music', 'ceilidh', 'ceilidhs', 'ceili', 'traditional music', 'trad', 'trad music',
      'celtic', 'celtic music', 'morris', 'morris dancing', 'morris dancers', 'bluegrass', 'fiddle', 'fiddles',
      'sea shanties', 'sea shanty', 'shanty', 'shanties', 'folk rock', 'sessions', 'pipes', 'bagpipes', 'piping',
      'pipe band', 'pipe bands', 'northumbrian pipes', 'traditional', 'tradition', 'folk dance', 'barn dance',
      'clog dancing', 'may day', 'mayday', 'obby oss'],
  },
  tribute: {
    generic: ['tribute', 'tributes', 'tribute acts', 'tribute act', 'tribute bands', 'tribute band',
      'tribute festival'],
    specific: ['covers', 'cover band', 'cover bands', 'covers band', 'lookalikes', 'abba', 'queen tribute',
      'beatles', 'elvis', 'oasis tribute', 'fake'],
  },
  wellness: {
    generic: ['wellness', 'wellbeing', 'well being', 'wellness festival', 'wellness retreat'],
    specific: ['yoga', 'mindfulness', 'mindful', 'meditation', 'meditate', 'retreat', 'retreats', 'spa', 'spas',
      'health', 'healthy', 'holistic', 'healing', 'fitness', 'pilates', 'breathwork', 'sound bath', 'sound healing',
      'detox', 'self care', 'spiritual', 'spirituality', 'mental health', 'nutrition', 'tai chi', 'reiki',
      'sauna', 'cold water', 'wild swimming', 'forest bathing'],
  },
  adventure: {
    generic: ['adventure', 'adventures', 'adventurous', 'outdoor sports', 'outdoor sport', 'adventure sports',
      'adventure festival', 'action sports', 'extreme sports', 'extreme'],
    specific: ['sport', 'sports', 'sporting', 'running', 'run', 'runs', 'runners', 'marathon', 'marathons',
      'half marathon', 'fell running', 'fell race', 'fell races', 'trail running', 'trail run', 'ultra', 'race',
      'races', 'racing', 'triathlon', 'ironman', 'cycling', 'cycle', 'bike', 'bikes', 'biking', 'mountain biking',
      'mountain bike', 'mtb', 'bmx', 'surf', 'surfing', 'surfers', 'swimming', 'swim', 'open water',
      'open water swimming', 'climbing', 'bouldering', 'mountaineering', 'mountain', 'mountains', 'hiking', 'hike',
      'walking', 'walking festival', 'trekking', 'kayak', 'kayaking', 'canoe', 'canoeing', 'paddleboarding',
      'paddleboard', 'sup', 'sailing', 'regatta', 'regattas', 'rowing', 'motorsport', 'motorsports', 'motor racing',
      'motorbikes', 'motorcycle', 'cars', 'car show', 'skateboarding', 'skate', 'skating', 'bog snorkelling',
      'cheese rolling', 'obstacle race', 'tough mudder', 'horse racing', 'equestrian', 'festival of speed',
      'hot air balloons', 'balloon', 'balloons', 'balloon fiesta', 'airshow', 'air show', 'outdoor adventure',
      'adventure film'],
  },
};

interface MoodWords {
  words: string[];
  /** Words that rank a mood up when the text search runs (they never filter). */
  terms: string[];
}

export const MOOD_WORDS: Record<string, MoodWords> = {
  chilled: {
    words: ['chilled', 'chill', 'chilled out', 'chill out', 'chillout', 'relaxed', 'relaxing', 'relax', 'laid back',
      'laidback', 'calm', 'peaceful', 'mellow', 'gentle', 'cosy', 'cozy', 'quiet', 'low key', 'easygoing',
      'easy going', 'slow paced', 'tranquil', 'serene', 'unwind', 'unwinding'],
    terms: ['chilled', 'relaxed', 'acoustic', 'boutique', 'picnic', 'woodland'],
  },
  lively: {
    words: ['lively', 'party', 'parties', 'partying', 'buzzing', 'wild', 'energetic', 'high energy', 'banging',
      'loud', 'crazy', 'hedonistic', 'all night', 'all nighter', 'dance all night', 'raucous', 'vibrant',
      'atmospheric', 'rowdy'],
    terms: ['party', 'dance', 'electronic', 'carnival', 'club', 'rave'],
  },
  romantic: {
    words: ['romantic', 'romance', 'date', 'date night', 'couples', 'couple', 'honeymoon', 'for two', 'anniversary',
      'loved up', 'candlelit', 'for couples'],
    terms: ['romantic', 'wine', 'opera', 'gardens', 'picnic', 'candlelit'],
  },
  boutique: {
    words: ['boutique', 'intimate', 'small', 'smaller', 'little', 'tiny', 'independent',
      'hidden gem', 'hidden gems', 'off the beaten track', 'undiscovered'],
    terms: ['boutique', 'intimate', 'small'],
  },
  quirky: {
    words: ['quirky', 'weird', 'unusual', 'eccentric', 'bizarre', 'offbeat', 'strange', 'wacky', 'odd', 'unique',
      'different', 'alternative festival'],
    terms: ['quirky', 'tradition', 'competition', 'championships', 'unusual'],
  },
  luxury: {
    words: ['luxury', 'luxurious', 'posh', 'vip', 'upmarket', 'premium', 'exclusive', 'high end', 'glamorous'],
    terms: ['luxury', 'boutique', 'glamping', 'vip'],
  },
  cultural: {
    words: ['inspiring', 'thought provoking', 'intellectual', 'educational', 'learn', 'learning'],
    terms: ['talks', 'ideas', 'science', 'literature', 'workshops'],
  },
};

export const FLAG_WORDS: ReadonlyArray<[phrases: string[], flags: IntentFlags, topic?: string]> = [
  [['outdoor', 'outdoors', 'open air', 'openair', 'outside', 'al fresco', 'alfresco', 'in the open', 'in a field',
    'in the park', 'under the stars', 'out doors'], { outdoor: true }],
  [['indoor', 'indoors', 'inside', 'undercover', 'under cover', 'rainy day', 'rain proof', 'in doors'], { outdoor: false }],
  [['camping', 'camp', 'campsite', 'camp site', 'camping festival', 'with camping', 'tent', 'tents', 'camper van',
    'campervan', 'campervans', 'overnight', 'stay over', 'sleep over', 'camp out', 'caravan', 'caravans'],
    { camping: true }],
  [['glamping', 'glamp', 'yurt', 'yurts', 'bell tent', 'bell tents'], { camping: true }, 'glamping'],
  [['day festival', 'day event', 'no camping', 'without camping', 'non camping', 'day tickets', 'day ticket'],
    { camping: false }],
];

export const AUDIENCE_WORDS: ReadonlyArray<[phrases: string[], audience: string, familyCategory: boolean, familyFlag: boolean]> = [
  [['family friendly', 'familyfriendly', 'family oriented', 'kid friendly', 'kids friendly', 'kiddie friendly',
    'child friendly', 'children friendly', 'childrens friendly', 'toddler friendly', 'baby friendly',
    'suitable for kids', 'suitable for children', 'suitable for families', 'for families', 'for the family',
    'for all the family', 'for the whole family', 'whole family', 'all the family', 'all ages', 'for all ages',
    'with kids', 'with the kids', 'with children', 'with my kids', 'with toddlers', 'with a toddler',
    'with a baby', 'with family', 'with the family', 'family-friendly', 'fun for all the family'],
    'family-friendly', false, true],
  [['kids', 'kid', 'kiddies', 'children', 'childrens', 'child', 'toddler', 'toddlers', 'little ones', 'babies',
    'baby', 'under 5s', 'under fives', 'tots', 'youngsters', 'young children', 'for kids', 'for children',
    'for toddlers', 'school holidays', 'school holiday', 'under 18s', 'under 16s', 'under 12s', 'under 18',
    'under 16', 'under 12', 'little kids', 'young kids'],
    'kids', true, true],
  [['teens', 'teenagers', 'teenager', 'teen', 'young people', 'youth'], 'teens', false, false],
  [['adults', 'adults only', 'adult only', 'over 18s', 'over 18', '18 plus', '18+', 'grown up', 'grown ups',
    'grownups', 'no kids', 'child free', 'kid free', 'without kids', 'without the kids'], 'adults', false, false],
  [['students', 'student', 'uni students', 'freshers'], 'students', false, false],
];

export const TAG_WORDS: ReadonlyArray<[phrases: string[], tag: string]> = [
  [['dog friendly', 'dogs friendly', 'dogs allowed', 'dogs welcome', 'pet friendly', 'pets allowed',
    'bring the dog', 'bring my dog', 'with my dog', 'with the dog', 'with dogs', 'dogfriendly'], 'dog-friendly'],
  [['accessible', 'wheelchair accessible', 'wheelchair friendly', 'disabled access', 'step free'], 'accessible'],
  [['lgbt', 'lgbtq', 'lgbtqi', 'lgbtqia', 'lgbt+', 'lgbtq+', 'gay', 'queer'], 'lgbtq'],
  [['alcohol free', 'sober', 'dry festival', 'no alcohol'], 'alcohol-free'],
  [['eco', 'eco friendly', 'sustainable', 'green festival', 'zero waste'], 'eco'],
];

/** Phrases that mean nothing for the search (mostly "near me": we do not know where you are). */
export const IGNORE_PHRASES: readonly string[] = [
  'near me', 'nearby', 'close to me', 'around me', 'near here', 'in my area', 'my area', 'local to me',
  'things to do', 'what to do', 'whats on', 'what is on', 'whats happening', 'day out', 'days out', 'day trip',
  'going on', 'on offer', 'in the uk', 'across the uk', 'uk wide', 'worth going to', 'worth visiting',
];

export interface VocabularyEntry {
  phrase: string;
  effects: VocabEffect[];
}

/** Every phrase above with its effects; a phrase listed twice gets both effects. */
export function buildVocabulary(): Map<string, VocabEffect[]> {
  const map = new Map<string, VocabEffect[]>();
  const add = (phrase: string, effect: VocabEffect) => {
    const key = phrase.trim();
    const list = map.get(key) ?? [];
    list.push(effect);
    map.set(key, list);
  };
  for (const [slug, words] of Object.entries(CATEGORY_WORDS)) {
    for (const w of words.generic) add(w, { kind: 'category', slug });
    for (const w of words.specific) add(w, { kind: 'category', slug, topic: w });
  }
  for (const [mood, words] of Object.entries(MOOD_WORDS)) for (const w of words.words) add(w, { kind: 'mood', mood });
  for (const [phrases, flags, topic] of FLAG_WORDS) for (const p of phrases) add(p, { kind: 'flag', flags, topic });
  for (const [phrases, audience, familyCategory, familyFlag] of AUDIENCE_WORDS) {
    for (const p of phrases) {
      add(p, { kind: 'audience', audience, familyCategory });
      if (familyFlag && !familyCategory) add(p, { kind: 'flag', flags: { familyFriendly: true } });
    }
  }
  for (const [phrases, tag] of TAG_WORDS) for (const p of phrases) add(p, { kind: 'tag', tag });
  for (const p of IGNORE_PHRASES) add(p, { kind: 'ignore' });
  // "rave" is music and lively; "party" alone is a mood, not a category.
  add('rave', { kind: 'mood', mood: 'lively' });
  add('raves', { kind: 'mood', mood: 'lively' });
  add('clubbing', { kind: 'mood', mood: 'lively' });
  return map;
}
