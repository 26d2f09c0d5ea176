/** Turning a visitor's query (or a gazetteer name) into comparable lower-case ASCII tokens. */

export interface Token {
  /** Normalised form: lower case, accents folded, apostrophes dropped. */
  text: string;
  /** The visitor's spelling of the word it came from (kept for keywords). */
  raw: string;
  /** Written with a leading capital (a hint that an ambiguous word is a place). */
  capitalised: boolean;
}

/** Lower-case, fold accents, drop apostrophes, "&" → "and", "saint" → "st"; punctuation → space. */
export function normalizeText(value: string): string {
  return splitWords(value).join(' ');
}

export function splitWords(value: string): string[] {
  const folded = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’'`´]/g, '')
    .replace(/&/g, ' and ')
    .replace(/£/g, ' £ ')
    // "50quid", "10miles": split the number from its unit
    .replace(/(\d)(quid|pounds?|gbp|miles?|mi|kms?|kilometres?|kilometers?|p)\b/g, '$1 $2')
    .replace(/[^a-z0-9£.+]+/g, ' ');
  const words: string[] = [];
  for (let w of folded.split(' ')) {
    w = w.replace(/^\.+|\.+$/g, '');
    if (!w) continue;
    if (w.includes('.') && !/^\d+(\.\d+)?$/.test(w)) {
      words.push(...w.split('.').filter(Boolean));
      continue;
    }
    words.push(w === 'saint' ? 'st' : w);
  }
  return words;
}

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  for (const raw of query.split(/\s+/)) {
    if (!raw) continue;
    const capitalised = /^[A-Z]/.test(raw.replace(/^[^A-Za-z]+/, ''));
    for (const text of splitWords(raw)) tokens.push({ text, raw: cleanRaw(raw), capitalised });
  }
  return tokens;
}

function cleanRaw(raw: string): string {
  return raw.replace(/^[^\p{L}\p{N}£]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * Words that never carry meaning for a festival search. Includes Lucene's English stop words (the
 * read model drops those too) plus search chatter ("festival", "events", "find me", "best").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'but', 'by', 'for', 'if', 'in', 'into', 'is', 'it', 'no', 'not',
  'of', 'on', 'or', 'such', 'that', 'the', 'their', 'then', 'there', 'these', 'they', 'this', 'to', 'was',
  'will', 'with', 'from', 'during', 'over', 'about', 'within', 'near', 'around', 'close', 'nearby', 'between',
  'festival', 'festivals', 'fest', 'fests', 'fes', 'festivalss', 'event', 'events', 'thing', 'things', 'do', 'doing',
  'whats', 'what', 'where', 'when', 'which', 'who', 'how', 'on', 'going', 'go', 'goes', 'happening', 'happen',
  'find', 'show', 'me', 'my', 'i', 'im', 'we', 'us', 'our', 'you', 'your', 'want', 'wanna', 'like', 'would', 'love',
  'looking', 'look', 'search', 'searching', 'need', 'get', 'see', 'some', 'any', 'all', 'good', 'best', 'great',
  'top', 'nice', 'cool', 'awesome', 'amazing', 'fun', 'please', 'can', 'could', 'should', 'there', 'here', 'has',
  'have', 'had', 'uk', 'britain', 'british', 'gb', 'united', 'kingdom', 'place', 'places', 'somewhere', 'something',
  'anything', 'other', 'more', 'most', 'very', 'really', 'just', 'also', 'too', 'so', 'up', 'out', 'off', 'than',
  'them', 'it', 'its', 'am', 'been', 'being', 'were', 'upcoming', 'coming', 'happening', 'on', 'list', 'lists',
  'recommend', 'recommendations', 'suggest', 'suggestions', 'ideas', 'idea', 'options', 'day', 'days', 'out',
  'trip', 'visit', 'attend', 'tickets', 'ticket', 'time', 'year', 'years', 'local', 'nearest',
]);

/**
 * Common English words that must never be "corrected" into a place or category ("brighter" is
 * not Brighton, "needs" is not Leeds).
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  'brighter', 'brightest', 'bright', 'needs', 'seeds', 'weeds', 'bells', 'walls', 'halls', 'hills', 'mills',
  'worthy', 'better', 'letter', 'bitter', 'batter', 'butter', 'matter', 'water', 'waters', 'winter', 'writer',
  'summer', 'simmer', 'dinner', 'winner', 'spring', 'string', 'strong', 'autumn', 'august', 'things', 'thing',
  'shows', 'showing', 'where', 'there', 'their', 'these', 'those', 'which', 'while', 'whole', 'under', 'other',
  'about', 'above', 'after', 'again', 'along', 'among', 'below', 'comes', 'could', 'every', 'first', 'found',
  'going', 'great', 'house', 'large', 'later', 'least', 'lives', 'money', 'month', 'never', 'night', 'often',
  'order', 'party', 'parties', 'place', 'point', 'price', 'prices', 'right', 'round', 'since', 'small', 'sound',
  'space', 'start', 'still', 'style', 'takes', 'today', 'until', 'using', 'value', 'watch', 'weeks', 'world',
  'would', 'years', 'young', 'older', 'adult', 'adults', 'group', 'groups', 'friends', 'friend', 'couple',
  'couples', 'local', 'lovely', 'lively', 'lovers', 'fancy', 'dress', 'prize', 'prizes', 'games', 'gaming',
  'camper', 'campers', 'caravan', 'tents', 'beach', 'beaches', 'coast', 'coastal', 'seaside', 'river', 'rivers',
  'castle', 'castles', 'garden', 'gardens', 'green', 'greens', 'field', 'fields', 'forest', 'woods', 'woodland',
  'mountain', 'valley', 'island', 'islands', 'lake', 'village', 'villages', 'town', 'towns', 'city', 'cities',
  'county', 'counties', 'north', 'south', 'east', 'west', 'northern', 'southern', 'eastern', 'western', 'central',
  'weekend', 'weekends', 'holiday', 'holidays', 'evening', 'morning', 'afternoon', 'family', 'families',
  'parade', 'parades', 'market', 'markets', 'street', 'streets', 'light', 'lights', 'fireworks', 'bonfire',
  'booze', 'drinks', 'drinking', 'dancing', 'dancer', 'dancers', 'singing', 'singer', 'singers', 'songs',
  'writing', 'reading', 'readings', 'talks', 'talking', 'walking', 'walks', 'running', 'runner', 'riding',
  'racing', 'races', 'sailing', 'boats', 'horse', 'horses', 'animals', 'science', 'history', 'nature', 'wildlife',
  'festive', 'christmas', 'easter', 'halloween', 'cheaper', 'cheapest', 'expensive', 'pricey', 'luxury', 'fairs',
  'tribes', 'banks', 'stand', 'standing', 'seats', 'seated', 'indoors', 'outside', 'inside', 'under', 'over',
  'queer', 'pride', 'people', 'crowd', 'crowds', 'quiet', 'quieter', 'busier', 'busy', 'cheap', 'entry',
]);
