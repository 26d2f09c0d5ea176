'use strict';
// The request mixes. Searches look like what the /search page sends: free text alone, text with a
// filter, and filters alone (category, region, month, price), sometimes on page 2.

const WORDS = [
  'jazz', 'beer festival', 'folk', 'comedy', 'food', 'literature', 'harbour', 'castle', 'family fun day',
  'Bristol', 'Leeds', 'Edinburgh', 'Manchester', 'camping', 'yoga', 'cider', 'film festival', 'surf',
  'opera', 'street food', 'tribute', 'riverside', 'science', 'gin',
];
const CATEGORIES = ['music', 'food-drink', 'arts-culture', 'family', 'classical', 'folk', 'tribute', 'wellness', 'adventure', 'comedy'];
const REGIONS = ['london', 'southeast', 'southwest', 'midlands', 'northwest', 'northeast', 'yorkshire', 'scotland', 'wales', 'northern-ireland'];
const PRICES = ['free', 'under-25', 'under-50', 'under-100'];

/** Months from now on, as YYYY-MM (UTC is close enough for choosing a filter value). */
function months(count, now = new Date()) {
  const out = [];
  for (let i = 0; i < count; i++) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + i, 1));
    out.push(`${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`);
  }
  return out;
}

/** Deterministic list of search parameter sets (objects), shared by the read model and the SQL baseline. */
function searchParams(count = 96) {
  const ms = months(12);
  const list = [];
  for (let i = 0; i < count; i++) {
    const p = {};
    const kind = i % 6;
    const word = WORDS[i % WORDS.length];
    if (kind === 0 || kind === 1) p.q = word; // text alone
    if (kind === 2) Object.assign(p, { q: word, category: CATEGORIES[i % CATEGORIES.length] });
    if (kind === 3) Object.assign(p, { q: word, region: REGIONS[i % REGIONS.length] });
    if (kind === 4) Object.assign(p, { category: CATEGORIES[(i * 7) % CATEGORIES.length], region: REGIONS[(i * 3) % REGIONS.length] });
    if (kind === 5) Object.assign(p, { month: ms[i % ms.length], priceRange: PRICES[i % PRICES.length] });
    if (i % 5 === 4) p.month = ms[(i * 5) % ms.length];
    if (i % 8 === 7) p.page = '2';
    list.push(p);
  }
  return list;
}

const toQuery = (params) => new URLSearchParams(params).toString();

const searchPaths = () => searchParams().map((p) => `/api/events/search?${toQuery(p)}`);

const MORE_WORDS = ['Bath', 'York', 'Cardiff', 'Glasgow', 'Brighton', 'Oxford', 'Liverpool', 'Belfast', 'Whitby', 'Exeter',
  'piano', 'choral', 'ceilidh', 'wine', 'chilli', 'carnival', 'theatre', 'books', 'indie', 'dance', 'running', 'cycling',
  'stand-up', 'improv', 'weekender', 'green', 'coastal', 'valley', 'moor', 'spring'];

/**
 * 20,000 distinct search URLs (1–3 of q, category, region, month, priceRange), deterministically
 * shuffled. The site caches answers per URL, so this mix measures the search itself.
 */
function distinctSearchPaths(count = 25_000) {
  return shuffledSearchParams()
    .slice(0, count)
    .map((p) => `/api/events/search?${toQuery(p)}`);
}

/** Search URLs none of which is in distinctSearchPaths (see warmUpSmartPaths). */
function warmUpSearchPaths(count = 5_000) {
  return shuffledSearchParams()
    .slice(-count)
    .map((p) => `/api/events/search?${toQuery(p)}`);
}

function shuffledSearchParams() {
  const words = [undefined, ...WORDS, ...MORE_WORDS];
  const cats = [undefined, ...CATEGORIES];
  const regions = [undefined, ...REGIONS];
  const ms = [undefined, ...months(12)];
  const prices = [undefined, ...PRICES];
  const all = [];
  for (const q of words) for (const category of cats) for (const region of regions) for (const month of ms) for (const priceRange of prices) {
    const p = Object.fromEntries(Object.entries({ q, category, region, month, priceRange }).filter(([, v]) => v !== undefined));
    const n = Object.keys(p).length;
    if (n >= 1 && n <= 3) all.push(p);
  }
  let seed = 11;
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [all[i], all[j]] = [all[j], all[i]];
  }
  return all;
}

const SMART_QUERIES = [
  'jazz in london this summer', 'free family festivals near bristol', 'comedy in edinburgh in august',
  'beer festival under £20', 'glastonbery', 'folk music in yorkshire next month', 'outdoor camping festivals in wales',
  'chilled wellness weekend in the south west', 'live music this weekend', 'food festivals in manchester',
  'kids events in the bank holiday', 'literature festival 2027', 'edinbrugh festivals', 'gigs near leeds',
  'classical concerts in scotland', 'cheap cider festival in somerset', 'surf festival cornwall', 'foodie events near york',
  'tribute acts in the midlands', 'yoga retreat under £50',
];
const smartPaths = () => SMART_QUERIES.map((q) => `/api/events/search/smart?${toQuery({ q })}`);

/**
 * 4,800 distinct plain-English queries (subject × place × time), deterministically shuffled. The site
 * memoises up to 1,000 Smart Search answers, so cycling through more than that measures the search itself.
 */
function distinctSmartPaths() {
  const subjects = ['jazz', 'live music', 'comedy', 'beer festival', 'food festival', 'folk music', 'family days out', 'kids events',
    'literature festival', 'classical concerts', 'yoga retreat', 'surf festival', 'gigs', 'foodie events', 'cider festival', 'theatre',
    'film festival', 'outdoor festivals', 'camping festivals', 'street food'];
  const places = ['in london', 'near bristol', 'in edinburgh', 'in manchester', 'near leeds', 'in cardiff', 'in yorkshire', 'in the south west',
    'in scotland', 'in wales', 'near york', 'in brighton', 'in belfast', 'in the midlands', 'near oxford', 'in cornwall', 'in glasgow',
    'near bath', 'in liverpool', 'in newcastle'];
  const times = ['this weekend', 'next month', 'this summer', 'in august', 'in 2027', 'over the bank holiday', 'in september', 'this year',
    'under £30', 'free', 'family-friendly', ''];
  // 28,800 texts: enough that a 10 s window at the current rate never asks one twice (the run ends if it would).
  const openers = ['', 'find', 'show me', 'looking for', 'any', 'best'];
  return smartQueryPaths(subjects, places, times, 7, openers);
}

/**
 * Other plain-English queries, none of them in distinctSmartPaths: what a running site has answered before the
 * measured window (its code compiled and its caches shaped by earlier traffic, not by the measured queries).
 */
function warmUpSmartPaths() {
  const subjects = ['blues', 'rock festival', 'opera', 'poetry', 'wine tasting', 'dance music', 'craft fair', 'science festival', 'choirs',
    'gin festival', 'art exhibitions', 'family fun day', 'indie bands', 'vegan food', 'book festival', 'running events'];
  const places = ['near exeter', 'in norfolk', 'in kent', 'near norwich', 'in aberdeen', 'in devon', 'near sheffield', 'in the north east',
    'in northern ireland', 'near cambridge', 'in dundee', 'near swansea', 'in suffolk', 'near nottingham', 'in the lake district', 'in essex'];
  const times = ['next weekend', 'in july', 'this autumn', 'in december', 'in may', 'under £50', 'for kids', 'in october', 'this spring', ''];
  return smartQueryPaths(subjects, places, times, 13);
}

/** Every opener × subject × place × time, deterministically shuffled by `seed`. */
function smartQueryPaths(subjects, places, times, seed, openers = ['']) {
  const list = [];
  for (const o of openers) for (const s of subjects) for (const p of places) for (const t of times) list.push(`${o} ${s} ${p} ${t}`.trim());
  const rand = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list.map((q) => `/api/events/search/smart?${toQuery({ q })}`);
}

const TIME_FILTERS = ['this-week', 'this-month', 'next-month', 'this-year', 'summer', 'autumn'];

module.exports = { searchParams, searchPaths, distinctSearchPaths, warmUpSearchPaths, smartPaths, distinctSmartPaths, warmUpSmartPaths, toQuery, months, TIME_FILTERS };
