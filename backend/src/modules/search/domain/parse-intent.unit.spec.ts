import { dayToIso } from '../../../platform/time/uk-days';
import { correctWord, parseIntent } from './parse-intent';
import { SearchIntent } from './search-intent';

/** A Sunday in late autumn and a Wednesday in summer. */
const NOV = '2026-11-22';
const JUL = '2026-07-15';

const range = (intent: SearchIntent, i = 0) => {
  const t = intent.timeframes[i];
  return t ? [dayToIso(t.fromDay), dayToIso(t.toDay)] : null;
};
const place = (intent: SearchIntent) => intent.locations.map((l) => [l.name, l.radiusKm, l.region]);

describe('parseIntent — categories and synonyms', () => {
  it.each([
    ['gigs', 'music'],
    ['live music', 'music'],
    ['bands', 'music'],
    ['rock', 'music'],
    ['indie', 'music'],
    ['dance', 'music'],
    ['dj', 'music'],
    ['edm', 'music'],
    ['jazz', 'music'],
    ['blues', 'music'],
    ['techno', 'music'],
    ['hip hop', 'music'],
    ['heavy metal', 'music'],
    ['comedy', 'comedy'],
    ['stand-up', 'comedy'],
    ['standup', 'comedy'],
    ['laughs', 'comedy'],
    ['improv', 'comedy'],
    ['foodie', 'food-drink'],
    ['food', 'food-drink'],
    ['street food', 'food-drink'],
    ['beer', 'food-drink'],
    ['ale', 'food-drink'],
    ['real ale', 'food-drink'],
    ['cider', 'food-drink'],
    ['wine', 'food-drink'],
    ['gin', 'food-drink'],
    ['chilli', 'food-drink'],
    ['whisky', 'food-drink'],
    ['oysters', 'food-drink'],
    ['literature', 'arts-culture'],
    ['books', 'arts-culture'],
    ['book', 'arts-culture'],
    ['poetry', 'arts-culture'],
    ['theatre', 'arts-culture'],
    ['film', 'arts-culture'],
    ['art', 'arts-culture'],
    ['carnival', 'arts-culture'],
    ['kids', 'family'],
    ['children', 'family'],
    ['family', 'family'],
    ['agricultural show', 'family'],
    ['orchestra', 'classical'],
    ['opera', 'classical'],
    ['proms', 'classical'],
    ['classical music', 'classical'],
    ['folk', 'folk'],
    ['roots', 'folk'],
    ['ceilidh', 'folk'],
    ['folk music', 'folk'],
    ['sea shanties', 'folk'],
    ['tribute', 'tribute'],
    ['tribute bands', 'tribute'],
    ['yoga', 'wellness'],
    ['wellbeing', 'wellness'],
    ['mindfulness', 'wellness'],
    ['retreat', 'wellness'],
    ['adventure', 'adventure'],
    ['outdoor sports', 'adventure'],
    ['running', 'adventure'],
    ['cycling', 'adventure'],
    ['surf', 'adventure'],
    ['marathon', 'adventure'],
  ])('"%s festival" → %s', (word, slug) => {
    expect(parseIntent(`${word} festival`, NOV).categories).toEqual([slug]);
  });

  it('keeps narrow words as ranking topics and plain category names out of them', () => {
    const jazz = parseIntent('jazz in Edinburgh', NOV);
    expect(jazz.categories).toEqual(['music']);
    expect(jazz.topics).toEqual(['jazz']);
    expect(parseIntent('music festivals', NOV).topics).toEqual([]);
  });

  it('prefers the longest phrase: "classical music" is classical only, "folk music" folk only', () => {
    expect(parseIntent('classical music events in Edinburgh', NOV).categories).toEqual(['classical']);
    expect(parseIntent('folk music', NOV).categories).toEqual(['folk']);
  });

  it('collects several categories', () => {
    expect(parseIntent('comedy and food this weekend', NOV).categories).toEqual(['comedy', 'food-drink']);
  });

  it('"kids music festival" is music for families, not two categories', () => {
    const intent = parseIntent('kids music festival', NOV);
    expect(intent.categories).toEqual(['music']);
    expect(intent.flags.familyFriendly).toBe(true);
    expect(intent.audience).toEqual(['kids']);
  });
});

describe('parseIntent — places', () => {
  it('a plain town is a 25 km circle around it', () => {
    expect(place(parseIntent('festivals in Bristol', NOV))).toEqual([['Bristol', 25, 'southwest']]);
    expect(place(parseIntent('Edinburgh', NOV))).toEqual([['Edinburgh', 25, 'scotland']]);
  });

  it('"near X" and "around X" are 40 km', () => {
    expect(place(parseIntent('music near London', NOV))).toEqual([['London', 40, 'london']]);
    expect(place(parseIntent('things on around york', NOV))).toEqual([['York', 40, 'yorkshire']]);
    expect(place(parseIntent('close to Leeds', NOV))).toEqual([['Leeds', 40, 'yorkshire']]);
  });

  it('"within 10 miles of York" is 16 km; "within 30km of Bath" 30 km', () => {
    expect(place(parseIntent('within 10 miles of York', NOV))).toEqual([['York', 16, 'yorkshire']]);
    expect(place(parseIntent('within 30km of Bath', NOV))).toEqual([['Bath', 30, 'southwest']]);
  });

  it.each([
    ['Hay-on-Wye', 'Hay-on-Wye'],
    ['hay on wye', 'Hay-on-Wye'],
    ['Milton Keynes', 'Milton Keynes'],
    ['St Ives', 'St Ives'],
    ['saint ives', 'St Ives'],
    ['Stratford-upon-Avon', 'Stratford-upon-Avon'],
    ['Newcastle', 'Newcastle upon Tyne'],
    ["King's Lynn", "King's Lynn"],
    ['derry', 'Derry~Londonderry'],
    ['Robin Hoods Bay', "Robin Hood's Bay"],
    ['Bury St Edmunds', 'Bury St Edmunds'],
  ])('multi-word and aliased place "%s" → %s', (text, name) => {
    expect(parseIntent(`festivals in ${text}`, NOV).locations.map((l) => l.name)).toEqual([name]);
  });

  it('region names and aliases become regions', () => {
    expect(parseIntent('music in the north west', NOV).regions).toEqual(['northwest']);
    expect(parseIntent('festivals in Scotland', NOV).regions).toEqual(['scotland']);
    expect(parseIntent('south east', NOV).regions).toEqual(['southeast']);
    expect(parseIntent('northern ireland', NOV).regions).toEqual(['northern-ireland']);
    expect(parseIntent('the west country', NOV).regions).toEqual(['southwest']);
    expect(parseIntent('up north', NOV).regions).toEqual(['northwest', 'northeast', 'yorkshire']);
  });

  it('counties and parks are areas with their own radius, filed under a region', () => {
    expect(place(parseIntent('cornwall', NOV))).toEqual([['Cornwall', 70, 'southwest']]);
    expect(place(parseIntent('the lakes', NOV))).toEqual([['Lake District', 35, 'northwest']]);
    expect(place(parseIntent('in the highlands', NOV))).toEqual([['Highlands', 130, 'scotland']]);
    expect(place(parseIntent('peak district', NOV))).toEqual([['Peak District', 30, 'midlands']]);
    expect(place(parseIntent('north wales', NOV))).toEqual([['North Wales', 55, 'wales']]);
  });

  it('same-named towns follow the region the query names', () => {
    expect(place(parseIntent('gigs in Newport', NOV))[0][2]).toBe('wales');
    expect(place(parseIntent('Newport isle of wight', NOV))[0][2]).toBe('southeast');
    expect(place(parseIntent('Bangor, Wales', NOV))[0][2]).toBe('wales');
    expect(place(parseIntent('Bangor', NOV))[0][2]).toBe('northern-ireland');
  });

  it('a town that is also an everyday word needs a capital or "in"', () => {
    expect(parseIntent('reading festivals for book lovers', NOV).locations).toEqual([]);
    expect(place(parseIntent('gigs in reading', NOV))).toEqual([['Reading', 25, 'southeast']]);
    expect(place(parseIntent('Bath', NOV))).toEqual([['Bath', 25, 'southwest']]);
  });

  it('a place followed by "festival" also names the event ("Reading Festival", "Isle of Wight Festival")', () => {
    const reading = parseIntent('reading festival', NOV);
    expect(reading.locations.map((l) => l.name)).toEqual(['Reading']);
    expect(reading.keywords).toEqual(['reading']);
    expect(parseIntent('isle of wight festival', NOV).keywords).toEqual(['isle', 'wight']);
  });

  it('"near me" is not a place', () => {
    const intent = parseIntent('gigs near me', NOV);
    expect(intent.locations).toEqual([]);
    expect(intent.keywords).toEqual([]);
  });
});

describe('parseIntent — times relative to today', () => {
  it('this weekend on a Sunday is today; on a Wednesday the coming Friday to Sunday', () => {
    expect(range(parseIntent('this weekend', NOV))).toEqual(['2026-11-22', '2026-11-22']);
    expect(range(parseIntent('this weekend', JUL))).toEqual(['2026-07-17', '2026-07-19']);
    // the day's week is computed once per day: going back to the first day reads it afresh
    expect(range(parseIntent('this weekend', NOV))).toEqual(['2026-11-22', '2026-11-22']);
    expect(range(parseIntent('at the weekend', JUL))).toEqual(['2026-07-17', '2026-07-19']);
  });

  it('next weekend is the one after', () => {
    expect(range(parseIntent('next weekend', JUL))).toEqual(['2026-07-24', '2026-07-26']);
    expect(range(parseIntent('next weekend', NOV))).toEqual(['2026-11-27', '2026-11-29']);
  });

  it('this week, next week, this month, next month', () => {
    expect(range(parseIntent('this week', JUL))).toEqual(['2026-07-15', '2026-07-19']);
    expect(range(parseIntent('next week', JUL))).toEqual(['2026-07-20', '2026-07-26']);
    expect(range(parseIntent('this month', JUL))).toEqual(['2026-07-15', '2026-07-31']);
    expect(range(parseIntent('next month', JUL))).toEqual(['2026-08-01', '2026-08-31']);
    expect(range(parseIntent('next month', NOV))).toEqual(['2026-12-01', '2026-12-31']);
  });

  it('seasons: the next one not yet over, from today if it is under way', () => {
    expect(range(parseIntent('summer', JUL))).toEqual(['2026-07-15', '2026-08-31']);
    expect(range(parseIntent('summer', NOV))).toEqual(['2027-06-01', '2027-08-31']);
    expect(range(parseIntent('this summer', NOV))).toEqual(['2027-06-01', '2027-08-31']);
    expect(range(parseIntent('next summer', JUL))).toEqual(['2027-06-01', '2027-08-31']);
    expect(range(parseIntent('autumn', JUL))).toEqual(['2026-09-01', '2026-11-30']);
    expect(range(parseIntent('autumn', NOV))).toEqual(['2026-11-22', '2026-11-30']);
    expect(range(parseIntent('winter', NOV))).toEqual(['2026-12-01', '2027-02-28']);
    expect(range(parseIntent('spring', NOV))).toEqual(['2027-03-01', '2027-05-31']);
    expect(range(parseIntent('summer 2028', NOV))).toEqual(['2028-06-01', '2028-08-31']);
  });

  it('month names mean the next occurrence; with a year, that month', () => {
    expect(range(parseIntent('in August', NOV))).toEqual(['2027-08-01', '2027-08-31']);
    expect(range(parseIntent('in August', JUL))).toEqual(['2026-08-01', '2026-08-31']);
    expect(range(parseIntent('November', NOV))).toEqual(['2026-11-22', '2026-11-30']);
    expect(range(parseIntent('August 2027', NOV))).toEqual(['2027-08-01', '2027-08-31']);
    expect(range(parseIntent('aug 2028', NOV))).toEqual(['2028-08-01', '2028-08-31']);
    expect(range(parseIntent('late july', NOV))).toEqual(['2027-07-21', '2027-07-31']);
    expect(range(parseIntent('early september', JUL))).toEqual(['2026-09-01', '2026-09-10']);
    expect(range(parseIntent('5th august', NOV))).toEqual(['2027-08-05', '2027-08-05']);
    expect(range(parseIntent('august 5', JUL))).toEqual(['2026-08-05', '2026-08-05']);
  });

  it('"may" and "march" are months only next to a time word', () => {
    expect(range(parseIntent('festivals in may', NOV))).toEqual(['2027-05-01', '2027-05-31']);
    expect(parseIntent('may', NOV).timeframes).toEqual([]);
    expect(range(parseIntent('march 2027', NOV))).toEqual(['2027-03-01', '2027-03-31']);
  });

  it('years', () => {
    expect(range(parseIntent('festivals in 2027', NOV))).toEqual(['2027-01-01', '2027-12-31']);
    expect(range(parseIntent('next year', NOV))).toEqual(['2027-01-01', '2027-12-31']);
    expect(range(parseIntent('this year', NOV))).toEqual(['2026-11-22', '2026-12-31']);
  });

  it('bank holiday: the next England & Wales bank holiday weekend', () => {
    expect(range(parseIntent('bank holiday', NOV))).toEqual(['2026-12-25', '2026-12-28']);
    expect(range(parseIntent('bank holiday weekend', JUL))).toEqual(['2026-08-28', '2026-08-31']);
    expect(range(parseIntent('may bank holiday', NOV))).toEqual(['2027-04-30', '2027-05-03']);
    expect(range(parseIntent('easter bank holiday', NOV))).toEqual(['2027-03-26', '2027-03-29']);
  });

  it('bank holiday in Scotland follows the Scottish calendar', () => {
    expect(range(parseIntent('bank holiday gigs in Glasgow', NOV))).toEqual(['2026-11-27', '2026-11-30']);
    expect(range(parseIntent('august bank holiday in scotland', JUL))).toEqual(['2026-07-31', '2026-08-03']);
  });

  it('tonight, tomorrow, christmas, new year, easter, halloween', () => {
    expect(range(parseIntent('tonight', NOV))).toEqual(['2026-11-22', '2026-11-22']);
    expect(range(parseIntent('tomorrow', NOV))).toEqual(['2026-11-23', '2026-11-23']);
    expect(range(parseIntent('christmas', NOV))).toEqual(['2026-12-01', '2026-12-26']);
    expect(range(parseIntent('new year', NOV))).toEqual(['2026-12-29', '2027-01-02']);
    expect(range(parseIntent('new years eve in edinburgh', NOV))).toEqual(['2026-12-29', '2027-01-02']);
    expect(range(parseIntent('hogmanay', NOV))).toEqual(['2026-12-29', '2027-01-02']);
    expect(range(parseIntent('easter', NOV))).toEqual(['2027-03-26', '2027-03-29']);
    expect(range(parseIntent('halloween', JUL))).toEqual(['2026-10-25', '2026-11-01']);
  });

  it('half term: the next approximate English school half-term, with its weekends', () => {
    expect(range(parseIntent('half term', NOV))).toEqual(['2027-02-13', '2027-02-21']);
    expect(range(parseIntent('half term', JUL))).toEqual(['2026-10-24', '2026-11-01']);
    expect(range(parseIntent('may half term', NOV))).toEqual(['2027-05-29', '2027-06-06']);
  });

  it('rolling windows: next 10 days, next few weeks, soon', () => {
    expect(range(parseIntent('next 10 days', NOV))).toEqual(['2026-11-22', '2026-12-02']);
    expect(range(parseIntent('in the next two weeks', NOV))).toEqual(['2026-11-22', '2026-12-06']);
    expect(range(parseIntent('soon', NOV))).toEqual(['2026-11-22', '2026-12-22']);
  });

  it('labels read well', () => {
    expect(parseIntent('August 2027', NOV).timeframes[0].label).toBe('August 2027');
    expect(parseIntent('summer', NOV).timeframes[0].label).toBe('summer 2027');
    expect(parseIntent('bank holiday', NOV).timeframes[0].label).toBe('bank holiday weekend (25–28 Dec 2026)');
  });
});

describe('parseIntent — price', () => {
  it('free, under £50, less than 30 pounds, cheap, budget', () => {
    expect(parseIntent('free things to do', NOV).price).toEqual({ free: true });
    expect(parseIntent('festivals under £50', NOV).price).toEqual({ maxPence: 5000 });
    expect(parseIntent('less than 30 pounds', NOV).price).toEqual({ maxPence: 3000 });
    expect(parseIntent('cheap gigs', NOV).price).toEqual({ maxPence: 3000 });
    expect(parseIntent('budget festivals', NOV).price).toEqual({ maxPence: 3000 });
  });

  it('"alcohol free" is a tag and "under 18s" an audience, not prices', () => {
    const sober = parseIntent('alcohol free festival', NOV);
    expect(sober.price).toBeNull();
    expect(sober.tags).toEqual(['alcohol-free']);
    const kids = parseIntent('events for under 18s', NOV);
    expect(kids.price).toBeNull();
    expect(kids.audience).toEqual(['kids']);
  });
});

describe('parseIntent — audience, mood and flags', () => {
  it('family-friendly and kid friendly set the flag and the audience', () => {
    for (const q of ['family-friendly food festivals', 'kid friendly food festivals', 'food festivals with the kids']) {
      const intent = parseIntent(q, NOV);
      expect(intent.categories).toEqual(['food-drink']);
      expect(intent.flags.familyFriendly).toBe(true);
      expect(intent.audience).toContain('family-friendly');
    }
  });

  it('outdoor, open-air, indoor, camping, glamping', () => {
    expect(parseIntent('outdoor music', NOV).flags).toEqual({ outdoor: true });
    expect(parseIntent('open-air cinema', NOV).flags).toEqual({ outdoor: true });
    expect(parseIntent('indoor gigs', NOV).flags).toEqual({ outdoor: false });
    expect(parseIntent('camping festivals', NOV).flags).toEqual({ camping: true });
    const glamping = parseIntent('glamping', NOV);
    expect(glamping.flags).toEqual({ camping: true });
    expect(glamping.topics).toEqual(['glamping']);
  });

  it('moods: chilled/relaxed, lively, romantic', () => {
    expect(parseIntent('chilled festival', NOV).mood).toEqual(['chilled']);
    expect(parseIntent('something relaxed', NOV).mood).toEqual(['chilled']);
    expect(parseIntent('lively party', NOV).mood).toEqual(['lively']);
    expect(parseIntent('romantic weekend', NOV).mood).toEqual(['romantic']);
  });

  it('dog friendly is a tag; adults only an audience', () => {
    expect(parseIntent('dog friendly festivals', NOV).tags).toEqual(['dog-friendly']);
    expect(parseIntent('adults only comedy', NOV).audience).toEqual(['adults']);
  });
});

describe('parseIntent — typos and keywords', () => {
  it('corrects misspelt places and categories within the edit budget', () => {
    expect(parseIntent('edinbrugh', NOV).locations.map((l) => l.name)).toEqual(['Edinburgh']);
    expect(parseIntent('manchster', NOV).locations.map((l) => l.name)).toEqual(['Manchester']);
    expect(parseIntent('milton keyns', NOV).locations.map((l) => l.name)).toEqual(['Milton Keynes']);
    expect(parseIntent('commedy', NOV).categories).toEqual(['comedy']);
    expect(parseIntent('jazzz', NOV).categories).toEqual(['music']);
    expect(range(parseIntent('in agust', NOV))).toEqual(['2027-08-01', '2027-08-31']);
  });

  it('"glastonbery" stays a keyword (an event name) and is not turned into the town', () => {
    const intent = parseIntent('glastonbery', NOV);
    expect(intent.keywords).toEqual(['glastonbery']);
    expect(intent.locations).toEqual([]);
    expect(correctWord('glastonbery')).toBe('glastonbery');
  });

  it('"glastonbury" spelt right is the town and still a keyword for the event', () => {
    const intent = parseIntent('glastonbury', NOV);
    expect(intent.locations.map((l) => l.name)).toEqual(['Glastonbury']);
    expect(intent.keywords).toEqual(['glastonbury']);
  });

  it('never corrects common English words into places', () => {
    expect(correctWord('brighter')).toBe('brighter');
    expect(correctWord('needs')).toBe('needs');
    expect(parseIntent('brighter', NOV).locations).toEqual([]);
  });

  it("keeps unknown words as keywords, without stop words, in the visitor's spelling", () => {
    expect(parseIntent('find me the best boomtown tickets', NOV).keywords).toEqual(['boomtown']);
    expect(parseIntent('oyster festival in Whitstable', NOV).keywords).toEqual([]);
    expect(parseIntent('Womad festival 2027', NOV).keywords).toEqual(['womad']);
  });

  it('an empty or punctuation-only query gives an empty intent', () => {
    const intent = parseIntent('?!', NOV);
    expect(intent.keywords).toEqual([]);
    expect(intent.categories).toEqual([]);
  });
});

describe('parseIntent — whole queries', () => {
  it('free jazz near Bristol this weekend', () => {
    const intent = parseIntent('free jazz near Bristol this weekend', JUL);
    expect(intent.categories).toEqual(['music']);
    expect(intent.topics).toEqual(['jazz']);
    expect(place(intent)).toEqual([['Bristol', 40, 'southwest']]);
    expect(range(intent)).toEqual(['2026-07-17', '2026-07-19']);
    expect(intent.price).toEqual({ free: true });
  });

  it('outdoor music festivals near London in summer', () => {
    const intent = parseIntent('outdoor music festivals near London in summer', NOV);
    expect(intent.categories).toEqual(['music']);
    expect(intent.flags).toEqual({ outdoor: true });
    expect(place(intent)).toEqual([['London', 40, 'london']]);
    expect(range(intent)).toEqual(['2027-06-01', '2027-08-31']);
    expect(intent.keywords).toEqual([]);
  });

  it('chilled camping folk festival in cornwall august 2027 under £100', () => {
    const intent = parseIntent('chilled camping folk festival in cornwall august 2027 under £100', NOV);
    expect(intent).toMatchObject({
      categories: ['folk'],
      mood: ['chilled'],
      flags: { camping: true },
      price: { maxPence: 10000 },
      keywords: [],
    });
    expect(place(intent)).toEqual([['Cornwall', 70, 'southwest']]);
    expect(range(intent)).toEqual(['2027-08-01', '2027-08-31']);
  });

  it('is fast enough to run on every request (< 5 ms a query once warm, even under ts-jest)', () => {
    parseIntent('warm up', NOV);
    const queries = [
      'free jazz near Bristol this weekend',
      'edinbrugh fringe in august',
      'family friendly food festivals',
      'glastonbery',
      'chilled camping festival in cornwall',
      'comedy in Brighton under £20',
    ];
    const t0 = performance.now();
    for (let i = 0; i < 50; i++) for (const q of queries) parseIntent(`${q} ${i}`, NOV);
    expect((performance.now() - t0) / (50 * queries.length)).toBeLessThan(5);
  });
});

describe('parseIntent — exclusions', () => {
  const excluded = (q: string) => parseIntent(q, NOV).exclude;

  it.each([
    ['folk festivals but not in Scotland', ['scotland']],
    ['festivals not in scotland or wales', ['scotland', 'wales']],
    ['jazz outside London', ['london']],
    ['comedy except in the north', ['northwest', 'northeast', 'yorkshire']],
    ['music festivals excluding Northern Ireland', ['northern-ireland']],
  ])('"%s" rules out %j and asks for none of them', (q, regions) => {
    const intent = parseIntent(q, NOV);
    expect(intent.exclude.regions).toEqual(regions);
    expect(intent.regions).toEqual([]);
    expect(intent.locations).toEqual([]);
  });

  it('rules out flags and categories, and keeps what was asked for', () => {
    const intent = parseIntent('music festivals without camping', NOV);
    expect(intent.categories).toEqual(['music']);
    expect(intent.flags).toEqual({});
    expect(intent.exclude.flags).toEqual({ camping: false });
    expect(excluded('music festivals not indoors').flags).toEqual({ outdoor: true });
    expect(excluded('festivals but not comedy').categories).toEqual(['comedy']);
  });

  it('"in England" asks for the English regions, so Scotland, Wales and Northern Ireland are out', () => {
    expect(parseIntent('folk festivals in England', NOV).regions.sort()).toEqual([
      'london',
      'midlands',
      'northeast',
      'northwest',
      'southeast',
      'southwest',
      'yorkshire',
    ]);
  });

  it('leaves distances and known negative phrases as they were', () => {
    expect(place(parseIntent('family festivals not far from York', NOV))).toEqual([['York', 40, 'yorkshire']]);
    expect(parseIntent('no kids music festivals', NOV).audience).toEqual(['adults']);
    expect(excluded('family festivals not far from York').regions).toEqual([]);
  });

  it('never turns a ruled-out time or name into something to search for', () => {
    const intent = parseIntent('folk not in august', NOV);
    expect(intent.timeframes).toEqual([]);
    expect(parseIntent('festivals like latitude but not glastonbury', NOV).keywords).not.toContain('glastonbury');
  });
});

describe('parseIntent — words that are also Object property names', () => {
  it.each(['constructor', 'next constructor', 'this constructor days', 'tostring in may'])('reads %s without a made-up time', (q) => {
    const intent = parseIntent(q, NOV);
    expect(intent.timeframes.every((t) => Number.isFinite(t.fromDay) && Number.isFinite(t.toDay))).toBe(true);
    expect(JSON.stringify(intent)).not.toContain('NaN');
  });
});
