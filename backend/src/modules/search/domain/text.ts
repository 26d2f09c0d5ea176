/** Turning a visitor's query (or a gazetteer name) into comparable lower-case ASCII tokens. */
import { ENGLISH_STOP_WORDS } from '../../events/contracts/stop-words';

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
  const plain = splitPlainWords(value);
  if (plain) return plain;
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

/** True when the word starts with 0-9 (amounts, years, dates, distances). */
export function startsWithDigit(word: string): boolean {
  const c = word.charCodeAt(0);
  return c >= 48 && c <= 57;
}

export function tokenize(query: string): Token[] {
  const tokens: Token[] = [];
  for (const raw of query.split(/\s+/)) {
    if (!raw) continue;
    const words = splitWords(raw);
    if (words.length === 0) continue;
    const capitalised = firstLetterIsCapital(raw);
    const clean = cleanRaw(raw);
    for (const text of words) tokens.push({ text, raw: clean, capitalised });
  }
  return tokens;
}

const isLower = (c: number) => c >= 97 && c <= 122;
const isUpper = (c: number) => c >= 65 && c <= 90;
const isDigit = (c: number) => c >= 48 && c <= 57;
const SPACE = 32;
const HYPHEN = 45;
const POUND = 163;

/**
 * Most typed queries hold only ASCII letters, digits, spaces, hyphens and "£": their words are what the full
 * normalisation below gives, found in one scan. Null for anything else, and for a digit right before a letter
 * ("10miles", "5th"), where the unit rule decides.
 */
function splitPlainWords(value: string): string[] | null {
  let lowerCase = true;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (isLower(c) || c === SPACE || c === HYPHEN || c === POUND) continue;
    if (isUpper(c)) lowerCase = false;
    else if (!isDigit(c)) return null;
    else if (isLower(value.charCodeAt(i + 1)) || isUpper(value.charCodeAt(i + 1))) return null;
  }
  const text = lowerCase ? value : value.toLowerCase();
  const words: string[] = [];
  let start = 0;
  for (let i = 0; i <= text.length; i++) {
    const c = i < text.length ? text.charCodeAt(i) : SPACE;
    if (c !== SPACE && c !== HYPHEN && c !== POUND) continue;
    if (i > start) {
      const word = text.slice(start, i);
      words.push(word === 'saint' ? 'st' : word);
    }
    if (c === POUND) words.push('£');
    start = i + 1;
  }
  return words;
}

/** True when the first ASCII letter is a capital. */
function firstLetterIsCapital(raw: string): boolean {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if (isUpper(c)) return true;
    if (isLower(c)) return false;
  }
  return false;
}

function cleanRaw(raw: string): string {
  // a word that starts and ends with a letter or digit has nothing to trim
  const first = raw.charCodeAt(0);
  const last = raw.charCodeAt(raw.length - 1);
  if ((isLower(first) || isUpper(first) || isDigit(first)) && (isLower(last) || isUpper(last) || isDigit(last))) return raw;
  return raw.replace(/^[^\p{L}\p{N}£]+|[^\p{L}\p{N}]+$/gu, '');
}

/**
 * Words that never carry meaning for a festival search. Includes Lucene's English stop words (the
 * read model drops those too) plus search chatter ("festival", "events", "find me", "best").
 */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  ...ENGLISH_STOP_WORDS,
  'from',
  'during',
  'over',
  'about',
  'within',
  'near',
  'around',
  'close',
  'nearby',
  'between',
  'festival',
  'festivals',
  'fest',
  'fests',
  'fes',
  'festivalss',
  'event',
  'events',
  'thing',
  'things',
  'do',
  'doing',
  'whats',
  'what',
  'where',
  'when',
  'which',
  'who',
  'how',
  'on',
  'going',
  'go',
  'goes',
  'happening',
  'happen',
  'find',
  'show',
  'me',
  'my',
  'i',
  'im',
  'we',
  'us',
  'our',
  'you',
  'your',
  'want',
  'wanna',
  'like',
  'would',
  'love',
  'looking',
  'look',
  'search',
  'searching',
  'need',
  'get',
  'see',
  'some',
  'any',
  'all',
  'good',
  'best',
  'great',
  'top',
  'nice',
  'cool',
  'awesome',
  'amazing',
  'fun',
  'please',
  'can',
  'could',
  'should',
  'there',
  'here',
  'has',
  'have',
  'had',
  'uk',
  'britain',
  'british',
  'gb',
  'united',
  'kingdom',
  'place',
  'places',
  'somewhere',
  'something',
  'anything',
  'other',
  'more',
  'most',
  'very',
  'really',
  'just',
  'also',
  'too',
  'so',
  'up',
  'out',
  'off',
  'than',
  'them',
  'it',
  'its',
  'am',
  'been',
  'being',
  'were',
  'upcoming',
  'coming',
  'happening',
  'on',
  'list',
  'lists',
  'recommend',
  'recommendations',
  'suggest',
  'suggestions',
  'ideas',
  'idea',
  'options',
  'day',
  'days',
  'out',
  'trip',
  'visit',
  'attend',
  'tickets',
  'ticket',
  'time',
  'year',
  'years',
  'local',
  'nearest',
]);

/**
 * Common English words that must never be "corrected" into a place or category ("brighter" is
 * not Brighton, "needs" is not Leeds).
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  'brighter',
  'brightest',
  'bright',
  'needs',
  'seeds',
  'weeds',
  'bells',
  'walls',
  'halls',
  'hills',
  'mills',
  'worthy',
  'better',
  'letter',
  'bitter',
  'batter',
  'butter',
  'matter',
  'water',
  'waters',
  'winter',
  'writer',
  'summer',
  'simmer',
  'dinner',
  'winner',
  'spring',
  'string',
  'strong',
  'autumn',
  'august',
  'things',
  'thing',
  'shows',
  'showing',
  'where',
  'there',
  'their',
  'these',
  'those',
  'which',
  'while',
  'whole',
  'under',
  'other',
  'about',
  'above',
  'after',
  'again',
  'along',
  'among',
  'below',
  'comes',
  'could',
  'every',
  'first',
  'found',
  'going',
  'great',
  'house',
  'large',
  'later',
  'least',
  'lives',
  'money',
  'month',
  'never',
  'night',
  'often',
  'order',
  'party',
  'parties',
  'place',
  'point',
  'price',
  'prices',
  'right',
  'round',
  'since',
  'small',
  'sound',
  'space',
  'start',
  'still',
  'style',
  'takes',
  'today',
  'until',
  'using',
  'value',
  'watch',
  'weeks',
  'world',
  'would',
  'years',
  'young',
  'older',
  'adult',
  'adults',
  'group',
  'groups',
  'friends',
  'friend',
  'couple',
  'couples',
  'local',
  'lovely',
  'lively',
  'lovers',
  'fancy',
  'dress',
  'prize',
  'prizes',
  'games',
  'gaming',
  'camper',
  'campers',
  'caravan',
  'tents',
  'beach',
  'beaches',
  'coast',
  'coastal',
  'seaside',
  'river',
  'rivers',
  'castle',
  'castles',
  'garden',
  'gardens',
  'green',
  'greens',
  'field',
  'fields',
  'forest',
  'woods',
  'woodland',
  'mountain',
  'valley',
  'island',
  'islands',
  'lake',
  'village',
  'villages',
  'town',
  'towns',
  'city',
  'cities',
  'county',
  'counties',
  'north',
  'south',
  'east',
  'west',
  'northern',
  'southern',
  'eastern',
  'western',
  'central',
  'weekend',
  'weekends',
  'holiday',
  'holidays',
  'evening',
  'morning',
  'afternoon',
  'family',
  'families',
  'parade',
  'parades',
  'market',
  'markets',
  'street',
  'streets',
  'light',
  'lights',
  'fireworks',
  'bonfire',
  'booze',
  'drinks',
  'drinking',
  'dancing',
  'dancer',
  'dancers',
  'singing',
  'singer',
  'singers',
  'songs',
  'writing',
  'reading',
  'readings',
  'talks',
  'talking',
  'walking',
  'walks',
  'running',
  'runner',
  'riding',
  'racing',
  'races',
  'sailing',
  'boats',
  'horse',
  'horses',
  'animals',
  'science',
  'history',
  'nature',
  'wildlife',
  'festive',
  'christmas',
  'easter',
  'halloween',
  'cheaper',
  'cheapest',
  'expensive',
  'pricey',
  'luxury',
  'fairs',
  'tribes',
  'banks',
  'stand',
  'standing',
  'seats',
  'seated',
  'indoors',
  'outside',
  'inside',
  'under',
  'over',
  'queer',
  'pride',
  'people',
  'crowd',
  'crowds',
  'quiet',
  'quieter',
  'busier',
  'busy',
  'cheap',
  'entry',
]);
