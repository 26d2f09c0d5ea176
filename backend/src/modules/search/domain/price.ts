/** Prices in plain English: "free", "under £50", "less than 30 pounds", "cheap", "£20 or less". */
import { IntentPrice } from './search-intent';
import { startsWithDigit } from './text';

export interface PriceMatch {
  length: number;
  price: IntentPrice;
}

/** "Cheap" and "budget" mean a ticket of £30 or less; "affordable" £50. */
export const CHEAP_MAX_PENCE = 3000;
export const AFFORDABLE_MAX_PENCE = 5000;

const COMPARATORS: string[][] = [
  ['under'],
  ['below'],
  ['less', 'than'],
  ['cheaper', 'than'],
  ['max'],
  ['maximum'],
  ['up', 'to'],
  ['upto'],
  ['no', 'more', 'than'],
  ['not', 'more', 'than'],
  ['at', 'most'],
  ['within'],
  ['for', 'less', 'than'],
  ['for', 'under'],
  ['less', 'then'],
  ['lower', 'than'],
  ['budget', 'of'],
  ['no', 'more', 'then'],
  ['<'],
];
const CURRENCY_AFTER = /^(pounds?|quid|gbp|squid|english)$/;
const OR_LESS: string[][] = [
  ['or', 'less'],
  ['or', 'under'],
  ['or', 'below'],
  ['or', 'cheaper'],
  ['max'],
  ['tops'],
  ['and', 'under'],
  ['and', 'below'],
  ['maximum'],
  ['at', 'most'],
];
const CHEAP: Array<[string[], number]> = [
  [['cheap', 'as', 'chips'], CHEAP_MAX_PENCE],
  [['cheap'], CHEAP_MAX_PENCE],
  [['cheaper'], CHEAP_MAX_PENCE],
  [['cheapest'], CHEAP_MAX_PENCE],
  [['inexpensive'], CHEAP_MAX_PENCE],
  [['low', 'cost'], CHEAP_MAX_PENCE],
  [['low', 'price'], CHEAP_MAX_PENCE],
  [['low', 'priced'], CHEAP_MAX_PENCE],
  [['bargain'], CHEAP_MAX_PENCE],
  [['bargains'], CHEAP_MAX_PENCE],
  [['on', 'a', 'budget'], CHEAP_MAX_PENCE],
  [['budget', 'friendly'], CHEAP_MAX_PENCE],
  [['budget'], CHEAP_MAX_PENCE],
  [['not', 'expensive'], CHEAP_MAX_PENCE],
  [['not', 'too', 'expensive'], AFFORDABLE_MAX_PENCE],
  [['affordable'], AFFORDABLE_MAX_PENCE],
  [['reasonably', 'priced'], AFFORDABLE_MAX_PENCE],
  [['good', 'value'], AFFORDABLE_MAX_PENCE],
  [['value', 'for', 'money'], AFFORDABLE_MAX_PENCE],
];
const FREE: string[][] = [
  ['free', 'of', 'charge'],
  ['free', 'entry'],
  ['free', 'admission'],
  ['free', 'to', 'attend'],
  ['free', 'events'],
  ['free', 'event'],
  ['free', 'festivals'],
  ['free', 'festival'],
  ['free', 'things'],
  ['free'],
  ['no', 'charge'],
  ['gratis'],
  ['no', 'cost'],
  ['zero', 'cost'],
  ['costs', 'nothing'],
  ['cost', 'nothing'],
  ['no', 'entry', 'fee'],
  ['without', 'paying'],
  ['for', 'free'],
  ['free', 'stuff'],
];

/** Every word other than a number that a price can start with: matchPrice runs at every word and most start none. */
export const PRICE_START_WORDS: ReadonlySet<string> = new Set([
  '£',
  ...[...COMPARATORS, ...FREE, ...CHEAP.map(([phrase]) => phrase)].map((phrase) => phrase[0]),
]);

function startsWith(words: string[], i: number, phrase: string[]): boolean {
  return phrase.every((p, k) => words[i + k] === p);
}

function amountAt(words: string[], i: number): { pence: number; length: number; explicit: boolean } | null {
  let j = i;
  let explicit = false;
  if (words[j] === '£') {
    explicit = true;
    j++;
  }
  const m = /^(\d{1,5})(?:\.(\d{1,2}))?(k)?$/.exec(words[j] ?? '');
  if (!m) return null;
  let pounds = Number(m[1]) + (m[2] ? Number(m[2].padEnd(2, '0')) / 100 : 0);
  if (m[3]) pounds *= 1000;
  j++;
  if (CURRENCY_AFTER.test(words[j] ?? '')) {
    explicit = true;
    j++;
    if (words[j - 1] === 'english' && words[j] === 'pounds') j++;
  }
  return { pence: Math.round(pounds * 100), length: j - i, explicit };
}

/** The price expression starting at words[i], if any. */
export function matchPrice(words: string[], i: number): PriceMatch | null {
  if (!PRICE_START_WORDS.has(words[i]) && !startsWithDigit(words[i] ?? '')) return null;
  for (const cmp of COMPARATORS) {
    if (!startsWith(words, i, cmp)) continue;
    let j = i + cmp.length;
    if (words[j] === 'a' || words[j] === 'about') j++;
    const amount = amountAt(words, j);
    // "under 25s" or "within 10 miles" are not prices: a bare number needs a comparator we trust
    if (!amount) continue;
    const unitAfter = words[j + amount.length] ?? '';
    if (!amount.explicit && /^(miles?|mi|kms?|kilometres?|kilometers?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|s|yrs?|people)$/.test(unitAfter)) {
      continue;
    }
    if (!amount.explicit && (cmp[0] === 'within' || cmp[0] === 'up')) continue;
    let length = j - i + amount.length;
    if (/^(a|per)$/.test(words[i + length] ?? '') && /^(ticket|head|person|day)$/.test(words[i + length + 1] ?? '')) length += 2;
    return { length, price: { maxPence: amount.pence } };
  }
  const amount = amountAt(words, i);
  if (amount && amount.explicit) {
    let length = amount.length;
    for (const tail of OR_LESS) {
      if (startsWith(words, i + length, tail)) {
        length += tail.length;
        break;
      }
    }
    return { length, price: { maxPence: amount.pence } };
  }
  for (const phrase of FREE) {
    if (startsWith(words, i, phrase)) return { length: phrase.length, price: { free: true } };
  }
  for (const [phrase, maxPence] of CHEAP) {
    if (startsWith(words, i, phrase)) return { length: phrase.length, price: { maxPence } };
  }
  return null;
}
