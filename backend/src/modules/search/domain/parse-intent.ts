/**
 * The local intent provider: reads a plain-English festival search ("free jazz near Bristol this
 * weekend") into a SearchIntent, with no network and no model. Deterministic given `today`.
 *
 * Reading order at each word: a time expression, a distance ("near", "within 10 miles of"), a
 * price, then the longest phrase known as a place, region, category, mood, audience or flag.
 * Unknown words of 5+ letters are first corrected towards the known vocabulary (Damerau–
 * Levenshtein ≤ 1, ≤ 2 from 8 letters); what is left, minus stop words, becomes keywords.
 */
import { dayNumber } from '../../../platform/time/uk-days';
import { HolidayCalendar } from '../../../platform/time/bank-holidays';
import { damerauLevenshtein, typoBudget } from './damerau-levenshtein';
import { choosePlace, gazetteer, GazetteerPlace } from './gazetteer';
import { buildVocabulary, MOOD_WORDS, VocabEffect } from './intent-vocabulary';
import { matchPrice, PRICE_START_WORDS } from './price';
import { emptyIntent, IntentFlags, IntentLocation, SearchIntent } from './search-intent';
import { COMMON_WORDS, normalizeText, startsWithDigit, STOP_WORDS, Token, tokenize } from './text';
import { matchTime, TIME_START_WORDS, TimeMatch } from './timeframes';

/** "near X" / "around X": a 40 km circle; a plain "in X": 25 km. */
export const NEAR_RADIUS_KM = 40;
export const IN_RADIUS_KM = 25;
const MAX_TOKENS = 60;
const MAX_PHRASE_WORDS = 6;

const NEAR_WORDS: string[][] = [
  ['near', 'to'],
  ['near'],
  ['nr'],
  ['around'],
  ['close', 'to'],
  ['nearby'],
  ['not', 'far', 'from'],
  ['in', 'reach', 'of'],
  ['surrounding'],
  ['within', 'reach', 'of'],
  ['by'],
  ['round'],
  ['in', 'and', 'around'],
];
/** Words that rule out what follows ("but not in Scotland", "without camping", "outside London"). */
const NEGATIONS: string[][] = [
  ['but', 'not'],
  ['and', 'not'],
  ['not'],
  ['without'],
  ['except', 'for'],
  ['except'],
  ['excluding'],
  ['apart', 'from'],
  ['other', 'than'],
  ['outside', 'of'],
  ['outside'],
  ['avoiding'],
  ['no'],
  ['nor'],
];
/** Every word other than a number that a distance or a negation can start with: parseIntent tries them only there. */
const NEAR_STARTS: ReadonlySet<string> = new Set(['within', 'under', 'less', ...NEAR_WORDS.map((phrase) => phrase[0])]);
const NEGATION_STARTS: ReadonlySet<string> = new Set(NEGATIONS.map((phrase) => phrase[0]));
const LOCATIVES = new Set(['in', 'at', 'from', 'of', 'to', 'visiting', 'across', 'throughout', 'across', 'and', 'or']);
const EVENT_NOUNS = new Set(['festival', 'festivals', 'fest', 'fringe', 'show', 'carnival', 'gala', 'week', 'fair']);
/** Extra words that are not keywords in a festival search (time and place glue). */
const GLUE_WORDS = new Set([
  'next',
  'last',
  'coming',
  'this',
  'until',
  'till',
  'before',
  'after',
  'miles',
  'mile',
  'km',
  'kms',
  'radius',
  'ish',
  'maybe',
  'perhaps',
  'etc',
  'type',
  'kind',
  'sort',
  'style',
  'vibe',
  'vibes',
  'atmosphere',
  'under',
  'weekend',
  'weekends',
  'weekday',
  'weekdays',
  'evening',
  'night',
  'nights',
  'month',
  'week',
]);

/** A word of the phrase table: what the phrase ending here means, and the phrases one word longer. */
interface PhraseNode {
  effects?: VocabEffect[];
  places?: GazetteerPlace[];
  regions?: string[];
  next?: Map<string, PhraseNode>;
}

/** What the parser needs to know of a word, in one place: a query's words are looked up once each. */
interface Lexeme {
  /** WordKind bits. */
  kinds: number;
  /** Known phrases, places and regions starting with the word, as a word tree (walked without joining words). */
  phrase: PhraseNode | undefined;
}

const enum WordKind {
  /** Typo correction leaves the word alone. */
  Known = 1,
  Stop = 2,
  Glue = 4,
  Locative = 8,
  EventNoun = 16,
  /** The word may start a time, a price, a distance or a negation (numbers may too). */
  TimeStart = 32,
  PriceStart = 64,
  NearStart = 128,
  NegationStart = 256,
}

interface Vocabulary {
  lexicon: Map<string, Lexeme>;
  /** Single words typo correction may aim at, grouped by length. */
  fuzzyByLength: Map<number, string[]>;
}

let vocabulary: Vocabulary | undefined;

function phraseNode(phrases: Map<string, PhraseNode>, key: string): PhraseNode {
  let level = phrases;
  let node: PhraseNode | undefined;
  for (const word of key.split(' ')) {
    if (node) level = node.next ??= new Map();
    node = level.get(word);
    if (!node) {
      node = {};
      level.set(word, node);
    }
  }
  return node!;
}

function loadVocabulary(): Vocabulary {
  if (vocabulary) return vocabulary;
  const g = gazetteer();
  const phrases = new Map<string, PhraseNode>();
  const known = new Set<string>([...STOP_WORDS, ...GLUE_WORDS, ...COMMON_WORDS]);
  const fuzzy = new Set<string>(g.fuzzyWords);
  for (const [phrase, effects] of buildVocabulary()) {
    const key = normalizeText(phrase);
    const node = phraseNode(phrases, key);
    node.effects = [...(node.effects ?? []), ...effects];
    for (const w of key.split(' ')) {
      known.add(w);
      if (w.length >= 4) fuzzy.add(w);
    }
  }
  for (const [key, places] of g.places) {
    phraseNode(phrases, key).places = places;
    for (const w of key.split(' ')) known.add(w);
  }
  for (const [key, regions] of g.regions) {
    phraseNode(phrases, key).regions = regions;
    for (const w of key.split(' ')) known.add(w);
  }
  for (const w of TIME_WORDS) {
    known.add(w);
    fuzzy.add(w);
  }
  const fuzzyByLength = new Map<number, string[]>();
  for (const w of fuzzy) {
    const list = fuzzyByLength.get(w.length) ?? [];
    list.push(w);
    fuzzyByLength.set(w.length, list);
  }
  const lexicon = new Map<string, Lexeme>();
  const lexemeOf = (word: string): Lexeme => {
    let lexeme = lexicon.get(word);
    if (!lexeme) {
      lexeme = { kinds: 0, phrase: undefined };
      lexicon.set(word, lexeme);
    }
    return lexeme;
  };
  const mark = (words: Iterable<string>, kind: WordKind) => {
    for (const word of words) lexemeOf(word).kinds |= kind;
  };
  mark(known, WordKind.Known);
  mark(STOP_WORDS, WordKind.Stop);
  mark(GLUE_WORDS, WordKind.Glue);
  mark(LOCATIVES, WordKind.Locative);
  mark(EVENT_NOUNS, WordKind.EventNoun);
  mark(TIME_START_WORDS, WordKind.TimeStart);
  mark(PRICE_START_WORDS, WordKind.PriceStart);
  mark(NEAR_STARTS, WordKind.NearStart);
  mark(NEGATION_STARTS, WordKind.NegationStart);
  for (const [word, node] of phrases) lexemeOf(word).phrase = node;
  vocabulary = { lexicon, fuzzyByLength };
  return vocabulary;
}

const TIME_WORDS = [
  'january',
  'february',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'weekend',
  'tonight',
  'tomorrow',
  'summer',
  'autumn',
  'winter',
  'spring',
  'christmas',
  'halloween',
  'easter',
  'holiday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
  'fortnight',
  'hogmanay',
  'valentines',
  'midsummer',
];

const corrections = new Map<string, string>();
const MAX_CORRECTIONS = 10_000;

/** The closest known word within the typo budget, or the word itself. */
export function correctWord(word: string): string {
  const kinds = loadVocabulary().lexicon.get(word)?.kinds ?? 0;
  return kinds & WordKind.Known ? word : correctUnknown(word);
}

function correctUnknown(word: string): string {
  if (word.length < 5 || /\d/.test(word)) return word;
  let hit = corrections.get(word);
  if (hit === undefined) {
    hit = closestWord(word, loadVocabulary());
    if (corrections.size >= MAX_CORRECTIONS) corrections.clear();
    corrections.set(word, hit);
  }
  return hit;
}

function closestWord(word: string, v: Vocabulary): string {
  const budget = typoBudget(word);
  let best = word;
  let bestDistance = budget + 1;
  for (let len = word.length - budget; len <= word.length + budget; len++) {
    for (const candidate of v.fuzzyByLength.get(len) ?? []) {
      const d = damerauLevenshtein(word, candidate, bestDistance - 1 < 0 ? 0 : Math.min(budget, bestDistance));
      if (d > budget || d > bestDistance) continue;
      // two edits only when the first letter agrees: most typos keep it
      if (d === 2 && candidate[0] !== word[0]) continue;
      if (d < bestDistance || (d === bestDistance && candidate[0] === word[0] && best[0] !== word[0])) {
        best = candidate;
        bestDistance = d;
      }
    }
  }
  return best;
}

interface PhraseMatch {
  length: number;
  places?: GazetteerPlace[];
  regions?: string[];
  effects?: VocabEffect[];
}

function matchPhrase(words: string[], lexemes: Array<Lexeme | undefined>, tokens: Token[], i: number, locative: boolean): PhraseMatch | null {
  const node = lexemes[i]?.phrase;
  return node ? longestPhrase(node, words, tokens, i, 1, locative) : null;
}

/** The longest phrase from words[i] through `node` (the phrase of `length` words) or beyond it that applies here. */
function longestPhrase(node: PhraseNode, words: string[], tokens: Token[], i: number, length: number, locative: boolean): PhraseMatch | null {
  const longer = length < MAX_PHRASE_WORDS ? node.next?.get(words[i + length]) : undefined;
  const match = longer ? longestPhrase(longer, words, tokens, i, length + 1, locative) : null;
  if (match) return match;
  const { places, regions, effects } = node;
  if (places) {
    const next = words[i + length];
    const plausible = !places.every((p) => p.ambiguous) || tokens[i].capitalised || locative || next === 'festival' || next === 'fest';
    if (plausible && !(effects && places.every((p) => p.ambiguous))) return { length, places };
  }
  if (regions) return { length, regions };
  if (effects) return { length, effects };
  return null;
}

function matchNear(words: string[], i: number): { length: number; radiusKm: number } | null {
  // "within 10 miles of", "10 miles from", "within 20km of"
  let j = i;
  if (words[j] === 'within' || words[j] === 'under' || words[j] === 'less') j += words[j] === 'less' ? 2 : 1;
  const n = /^(\d{1,3})$/.exec(words[j] ?? '');
  if (n) {
    const unit = words[j + 1] ?? '';
    const miles = /^(miles?|mi)$/.test(unit);
    const km = /^(kms?|kilometres?|kilometers?)$/.test(unit);
    if ((miles || km) && /^(of|from|around)$/.test(words[j + 2] ?? '')) {
      const value = Number(n[1]);
      return { length: j + 3 - i, radiusKm: Math.max(1, Math.round(miles ? value * 1.609 : value)) };
    }
  }
  for (const phrase of NEAR_WORDS) {
    if (phrase.every((p, k) => words[i + k] === p)) return { length: phrase.length, radiusKm: NEAR_RADIUS_KM };
  }
  return null;
}

interface PendingPlace {
  candidates: GazetteerPlace[];
  radiusKm?: number;
}

function matchNegation(words: string[], i: number): number {
  if (words[i] === 'not' && words[i + 1] === 'far') return 0; // "not far from" is a distance
  for (const phrase of NEGATIONS) if (phrase.every((p, k) => words[i + k] === p)) return phrase.length;
  return 0;
}

/** The opposite of a flag set: "without camping" rules out camping events. */
function negatedFlags(flags: IntentFlags): IntentFlags {
  const out: IntentFlags = {};
  for (const [key, value] of Object.entries(flags) as [keyof IntentFlags, boolean | undefined][]) if (value !== undefined) out[key] = !value;
  return out;
}

/** Every query of a day is read against the same day: its number is worked out once. */
let lastToday = { iso: '', day: 0 };

function dayNumberOf(today: string): number {
  if (lastToday.iso !== today) lastToday = { iso: today, day: dayNumber(today) };
  return lastToday.day;
}

/** Parse a query into an intent. `today` is the UK calendar day, YYYY-MM-DD. */
export function parseIntent(query: string, today: string): SearchIntent {
  const todayDay = dayNumberOf(today);
  const tokens = tokenize(query);
  if (tokens.length > MAX_TOKENS) tokens.length = MAX_TOKENS;
  const { lexicon } = loadVocabulary();
  const words: string[] = [];
  const lexemes: Array<Lexeme | undefined> = [];
  for (const token of tokens) {
    let lexeme = lexicon.get(token.text);
    let word = token.text;
    if (!lexeme || !(lexeme.kinds & WordKind.Known)) {
      word = correctUnknown(word);
      if (word !== token.text) lexeme = lexicon.get(word);
    }
    words.push(word);
    lexemes.push(lexeme);
  }
  const intent = emptyIntent();
  const times: TimeMatch[] = [];
  const pendingPlaces: PendingPlace[] = [];
  const keywords: string[] = [];
  let familySoft = false;
  let familyHard = false;
  let radiusKm: number | undefined;
  let locative = false;
  // set by "not", "without", "except"...: the next place, region, category or flag is ruled out, and so are the
  // ones joined to it by "or" / "and" / "nor"
  let negated = false;

  let i = 0;
  while (i < words.length) {
    const kinds = lexemes[i]?.kinds ?? 0;
    const number = startsWithDigit(words[i]);
    const negation = kinds & WordKind.NegationStart ? matchNegation(words, i) : 0;
    // a known phrase that starts with the negation ("no camping", "without kids") already says what it means
    const own = negation ? matchPhrase(words, lexemes, tokens, i, false) : null;
    const ownPhrase = !!own?.effects && own.length > negation;
    if (ownPhrase && own!.effects!.every((e) => e.kind === 'flag')) {
      for (const effect of own!.effects!) if (effect.kind === 'flag') Object.assign(intent.exclude.flags, effect.flags);
      i += own!.length;
      continue;
    }
    if (negation && !ownPhrase) {
      negated = true;
      locative = true;
      i += negation;
      continue;
    }
    const time = kinds & WordKind.TimeStart || number ? matchTime(words, i, todayDay) : null;
    if (time) {
      // a ruled-out time ("not in August") has no filter of its own: better no time than the opposite one
      if (!negated) times.push(time);
      i += time.length;
      locative = false;
      continue;
    }
    const near = kinds & WordKind.NearStart || number ? matchNear(words, i) : null;
    if (near) {
      // "near me" is not a place we know: let the phrase table swallow it
      const after = matchPhrase(words, lexemes, tokens, i, true);
      if (!(after && after.effects?.some((e) => e.kind === 'ignore') && after.length > near.length)) {
        radiusKm = near.radiusKm;
        locative = true;
        i += near.length;
        continue;
      }
    }
    const price = kinds & WordKind.PriceStart || number ? matchPrice(words, i) : null;
    if (price) {
      intent.price = { ...(intent.price ?? {}), ...price.price };
      i += price.length;
      continue;
    }
    let phrase = matchPhrase(words, lexemes, tokens, i, locative);
    // "the north west": a stop word must not start a shorter phrase that hides a longer one
    if (kinds & WordKind.Stop && phrase && i + 1 < words.length) {
      const later = matchPhrase(words, lexemes, tokens, i + 1, locative);
      if (later && i + 1 + later.length > i + phrase.length) phrase = null;
    }
    if (phrase && negated) {
      ruleOut(intent, phrase, words.slice(i, i + phrase.length).join(' '));
      i += phrase.length;
      negated = ['or', 'and', 'nor'].includes(words[i] ?? '');
      if (negated) i++;
      locative = negated;
      continue;
    }
    if (phrase) {
      const followedByEventNoun = ((lexemes[i + phrase.length]?.kinds ?? 0) & WordKind.EventNoun) !== 0;
      if (phrase.places) {
        pendingPlaces.push({ candidates: phrase.places, radiusKm });
        // "Reading Festival", "Isle of Wight Festival", "Glastonbury": the place also names the event
        if (followedByEventNoun || phrase.places.some((p) => p.noFuzzy)) keywords.push(...words.slice(i, i + phrase.length).filter((t) => !STOP_WORDS.has(t)));
      } else if (phrase.regions) {
        intent.regions.push(...phrase.regions);
        if (followedByEventNoun) keywords.push(...words.slice(i, i + phrase.length).filter((t) => !STOP_WORDS.has(t)));
      } else if (phrase.effects) {
        for (const effect of phrase.effects) {
          switch (effect.kind) {
            case 'category':
              intent.categories.push(effect.slug);
              if (effect.topic) intent.topics.push(effect.topic);
              if (effect.slug === 'family') {
                if (effect.topic) familyHard = true;
                else familySoft = true;
              }
              break;
            case 'audience':
              intent.audience.push(effect.audience);
              if (effect.familyCategory) {
                intent.categories.push('family');
                familySoft = true;
              }
              break;
            case 'mood':
              intent.mood.push(effect.mood);
              break;
            case 'flag':
              Object.assign(intent.flags, effect.flags);
              if (effect.topic) intent.topics.push(effect.topic);
              break;
            case 'tag':
              intent.tags.push(effect.tag);
              break;
            case 'ignore':
              break;
          }
        }
      }
      i += phrase.length;
      radiusKm = undefined;
      locative = false;
      continue;
    }
    if (kinds & WordKind.Locative) locative = true;
    else if (negated && !(kinds & WordKind.Stop)) {
      // "not Glastonbury": a ruled-out name must not become a word to search for
      negated = false;
    } else if (!(kinds & (WordKind.Stop | WordKind.Glue))) {
      keywords.push(tokens[i].text);
      radiusKm = undefined;
      locative = false;
    }
    i++;
  }

  // places: pick among same-named ones by any region the query names
  for (const pending of pendingPlaces) {
    const place = choosePlace(pending.candidates, intent.regions);
    const location: IntentLocation = {
      name: place.name,
      lat: place.lat,
      lon: place.lon,
      radiusKm: Math.max(place.radiusKm ?? 0, pending.radiusKm ?? (place.kind === 'area' ? 0 : IN_RADIUS_KM)),
      region: place.region,
    };
    if (!intent.locations.some((l) => l.name === location.name)) intent.locations.push(location);
  }

  if (times.length > 0) {
    const calendar = holidayCalendar(intent);
    for (const t of times) {
      const tf = t.resolve(calendar);
      if (tf && !intent.timeframes.some((x) => x.label === tf.label)) intent.timeframes.push(tf);
    }
  }

  // "kids music festival": family is the audience, not a second category
  if (familySoft && !familyHard && intent.categories.some((c) => c !== 'family')) {
    intent.categories = intent.categories.filter((c) => c !== 'family');
    intent.flags.familyFriendly = true;
  }
  if (intent.audience.includes('kids') || intent.audience.includes('family-friendly')) {
    if (!intent.categories.includes('family')) intent.flags.familyFriendly = true;
  }

  intent.categories = unique(intent.categories);
  intent.regions = unique(intent.regions);
  intent.mood = unique(intent.mood);
  intent.audience = unique(intent.audience);
  intent.tags = unique(intent.tags);
  intent.topics = unique(intent.topics);
  intent.keywords = unique(keywords);
  const { exclude } = intent;
  if (exclude.categories.length > 0) exclude.categories = unique(exclude.categories).filter((c) => !intent.categories.includes(c));
  if (exclude.regions.length > 0) {
    exclude.regions = unique(exclude.regions).filter((r) => !intent.regions.includes(r));
    // "Scotland but not Glasgow" style queries keep what they asked for; a ruled-out region leaves the place list too
    intent.locations = intent.locations.filter((l) => !l.region || !exclude.regions.includes(l.region) || intent.regions.includes(l.region));
  }
  return intent;
}

/**
 * Records a ruled-out phrase. A place rules out its region only when the place names the region ("not in London");
 * a town inside a region says too little to rule the region out, so it is dropped rather than turned into its opposite.
 */
function ruleOut(intent: SearchIntent, phrase: PhraseMatch, text: string): void {
  const g = gazetteer();
  const regions = phrase.regions ?? g.regions.get(text) ?? (phrase.places?.some((p) => p.kind === 'place' && p.region === text) ? [text] : []);
  intent.exclude.regions.push(...regions);
  for (const effect of phrase.effects ?? []) {
    if (effect.kind === 'category') intent.exclude.categories.push(effect.slug);
    else if (effect.kind === 'flag') Object.assign(intent.exclude.flags, negatedFlags(effect.flags));
  }
}

/** Scotland's or Northern Ireland's when every region and place the query names is there, else England's. */
function holidayCalendar(intent: SearchIntent): HolidayCalendar {
  const { regions, locations } = intent;
  const only = regions.length > 0 ? regions[0] : locations[0]?.region;
  if (only !== 'scotland' && only !== 'northern-ireland') return 'england-wales';
  return regions.every((r) => r === only) && locations.every((l) => l.region === only) ? only : 'england-wales';
}

/** The values without repeats, first ones kept (the lists are a few words long: a scan beats building a Set). */
function unique<T>(values: T[]): T[] {
  if (values.length < 2) return values;
  const out: T[] = [];
  for (const value of values) if (!out.includes(value)) out.push(value);
  return out;
}

/** The ranking words a mood stands for ("chilled" → acoustic, boutique, ...). */
export function moodTerms(mood: string): string[] {
  return MOOD_WORDS[mood]?.terms ?? [];
}
