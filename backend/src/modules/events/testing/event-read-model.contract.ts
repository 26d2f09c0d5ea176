/**
 * The behaviour every EventReadModel adapter must show. Adapter specs call
 * `describeEventReadModelContract(name, factory)`; the factory returns a fresh, empty, initialised model.
 */
import { dayNumber } from '../../../platform/time/uk-days';
import { AdminEventQuery, EventDocument, EventSearchQuery } from '../application/ports/event-document';
import { EventReadModel } from '../application/ports/event-read-model.port';

export type EventReadModelFactory = () => Promise<EventReadModel>;

export function eventDoc(id: string, overrides: Partial<EventDocument> = {}): EventDocument {
  const startDate = overrides.startDate ?? '2027-07-01';
  const endDate = overrides.endDate ?? startDate;
  return {
    id,
    title: `Event ${id}`,
    description: 'A day out.',
    imageUrl: null,
    category: 'music',
    tags: [],
    venue: 'Town Hall',
    city: 'Leeds',
    region: 'yorkshire',
    location: null,
    priceText: null,
    minPricePence: null,
    isFree: false,
    ticketUrl: null,
    featured: false,
    status: 'published',
    familyFriendly: false,
    outdoor: false,
    camping: false,
    source: 'contract-test',
    version: 1,
    updatedAt: '2026-11-01T00:00:00.000Z',
    ...overrides,
    startDate,
    endDate,
    startDay: dayNumber(startDate),
    endDay: dayNumber(endDate),
  };
}

/** A small catalogue whose answers are easy to reason about by hand. */
export const CONTRACT_CATALOGUE: EventDocument[] = [
  eventDoc('glastonbury', {
    title: 'Glastonbury Festival',
    category: 'music',
    region: 'southwest',
    city: 'Pilton',
    venue: 'Worthy Farm',
    description: 'Five days of contemporary performing arts on a working dairy farm in Somerset.',
    tags: ['music', 'camping', 'outdoor'],
    location: { lat: 51.155, lon: -2.585 },
    startDate: '2027-06-23',
    endDate: '2027-06-27',
    minPricePence: 38000,
    priceText: '£380',
    featured: true,
    outdoor: true,
    camping: true,
    access: ['step-free', 'bsl'],
  }),
  eventDoc('fringe', {
    title: 'Edinburgh Festival Fringe',
    category: 'comedy',
    region: 'scotland',
    city: 'Edinburgh',
    venue: 'Various venues',
    description: 'The largest arts festival in the world: stand-up, theatre and cabaret in every cellar.',
    tags: ['comedy', 'fringe', 'theatre'],
    location: { lat: 55.95, lon: -3.19 },
    startDate: '2027-08-06',
    endDate: '2027-08-30',
    minPricePence: 1000,
  }),
  eventDoc('harbour', {
    title: 'Bristol Harbour Festival',
    category: 'family',
    region: 'southwest',
    city: 'Bristol',
    venue: 'Harbourside',
    description: 'Tall ships, street theatre, circus and jazz on the quayside. Free for everyone.',
    tags: ['family-friendly', 'free', 'outdoor'],
    location: { lat: 51.449, lon: -2.6 },
    startDate: '2027-07-16',
    endDate: '2027-07-18',
    minPricePence: 0,
    isFree: true,
    familyFriendly: true,
    outdoor: true,
  }),
  eventDoc('hogmanay', {
    title: "Edinburgh's Hogmanay",
    category: 'music',
    region: 'scotland',
    city: 'Edinburgh',
    venue: 'Princes Street Gardens',
    description: 'Street party and concert to see in the new year.',
    tags: ['music', 'new-year'],
    location: { lat: 55.952, lon: -3.2 },
    startDate: '2026-12-29',
    endDate: '2027-01-01',
    minPricePence: 3000,
  }),
  eventDoc('proms', {
    title: 'BBC Proms',
    category: 'classical',
    region: 'london',
    city: 'London',
    venue: 'Royal Albert Hall',
    description: 'Eight weeks of daily orchestral concerts.',
    tags: ['orchestral', 'concerts'],
    location: { lat: 51.501, lon: -0.177 },
    startDate: '2027-07-18',
    endDate: '2027-09-13',
    minPricePence: 800,
  }),
  eventDoc('cheltenham-jazz', {
    title: 'Cheltenham Jazz Festival',
    category: 'music',
    region: 'southwest',
    city: 'Cheltenham',
    venue: 'Montpellier Gardens',
    description: 'International artists and emerging talent across the spa town.',
    tags: ['jazz'],
    location: { lat: 51.896, lon: -2.079 },
    startDate: '2027-04-28',
    endDate: '2027-05-03',
    minPricePence: 1500,
  }),
  eventDoc('whitby-folk', {
    title: 'Whitby Folk Week',
    category: 'folk',
    region: 'yorkshire',
    city: 'Whitby',
    venue: 'Whitby Pavilion',
    description: 'Sessions, ceilidhs and dance in the harbour town.',
    tags: ['folk', 'ceilidh'],
    location: { lat: 54.486, lon: -0.615 },
    startDate: '2027-08-20',
    endDate: '2027-08-27',
    minPricePence: null,
  }),
  eventDoc('ludlow-food', {
    title: 'Ludlow Food Festival',
    category: 'food-drink',
    region: 'midlands',
    city: 'Ludlow',
    venue: 'Ludlow Castle',
    description: 'Producers, chefs and ale trails inside the castle walls.',
    tags: ['food', 'family-friendly'],
    location: { lat: 52.367, lon: -2.722 },
    startDate: '2027-09-10',
    endDate: '2027-09-12',
    minPricePence: 1200,
    familyFriendly: true,
  }),
  eventDoc('yoga-retreat', {
    title: 'Lakes Yoga Retreat',
    category: 'wellness',
    region: 'northwest',
    city: 'Keswick',
    venue: 'Derwent Meadows',
    description: 'Morning yoga, wild swimming and quiet evenings by the lake.',
    tags: ['yoga', 'camping', 'outdoor'],
    location: { lat: 54.6, lon: -3.13 },
    startDate: '2027-05-14',
    endDate: '2027-05-16',
    minPricePence: 9500,
    outdoor: true,
    camping: true,
  }),
  eventDoc('hay', {
    title: 'Hay Festival',
    category: 'arts-culture',
    region: 'wales',
    city: 'Hay-on-Wye',
    venue: 'Dairy Meadows',
    description: 'Writers and readers meet for talks about books and ideas.',
    tags: ['literature', 'talks'],
    location: { lat: 52.074, lon: -3.126 },
    startDate: '2027-05-27',
    endDate: '2027-06-06',
    minPricePence: 500,
  }),
  eventDoc('draft-gig', {
    title: 'Secret Jazz Gig',
    category: 'music',
    region: 'london',
    city: 'London',
    status: 'draft',
    startDate: '2027-03-01',
    minPricePence: 1000,
  }),
  eventDoc('old-folk', {
    title: 'Old Folk Weekend',
    category: 'folk',
    region: 'yorkshire',
    city: 'York',
    status: 'expired',
    startDate: '2025-07-01',
    endDate: '2025-07-03',
    minPricePence: 2000,
  }),
];

const PUBLISHED = CONTRACT_CATALOGUE.filter((d) => d.status === 'published');
const byDateThenTitle = (a: EventDocument, b: EventDocument) => a.startDay - b.startDay || a.title.toLowerCase().localeCompare(b.title.toLowerCase());

export function describeEventReadModelContract(name: string, factory: EventReadModelFactory): void {
  describe(`${name} honours the EventReadModel contract`, () => {
    it('keeps events with estimated dates out of exact-date ranges, but in their month', async () => {
      const model = await factory();
      try {
        const day = (iso: string) => eventDoc('x', { startDate: iso }).startDay;
        await model.upsert([
          eventDoc('stated', { startDate: '2027-06-25', endDate: '2027-06-27' }),
          eventDoc('estimated', { startDate: '2027-06-25', endDate: '2027-06-27', datesConfirmed: false }),
        ]);
        const found = async (fromIso: string, toIso: string) =>
          (await model.search({ fromDay: day(fromIso), toDay: day(toIso) })).hits.map((h) => h.doc.id).sort();
        expect(await found('2027-06-25', '2027-06-27')).toEqual(['stated']); // that weekend
        expect(await found('2027-06-21', '2027-06-27')).toEqual(['stated']); // that week
        expect(await found('2027-06-01', '2027-06-30')).toEqual(['estimated', 'stated']); // June
        expect(await found('2027-06-20', '2027-06-30')).toEqual(['estimated', 'stated']); // the rest of June
        expect(await found('2027-06-01', '2027-08-31')).toEqual(['estimated', 'stated']); // summer
        expect((await model.search({ fromDay: day('2027-06-01'), toDay: day('2027-06-30'), confirmedDatesOnly: true })).total).toBe(1);
      } finally {
        await model.close();
      }
    });

    describe('queries over a fixed catalogue', () => {
      let model: EventReadModel;
      const ids = async (q: EventSearchQuery) => (await model.search(q)).hits.map((h) => h.doc.id);
      const idSet = async (q: EventSearchQuery) => new Set(await ids({ limit: 100, ...q }));

      beforeAll(async () => {
        model = await factory();
        await model.upsert(CONTRACT_CATALOGUE);
      });
      afterAll(async () => {
        await model?.close();
      });

      it('returns every published event when the query is empty, by date then title', async () => {
        const result = await model.search({});
        expect(result.total).toBe(PUBLISHED.length);
        expect(result.hits.map((h) => h.doc.id)).toEqual([...PUBLISHED].sort(byDateThenTitle).map((d) => d.id));
        expect(result.hits[0].doc).toEqual(CONTRACT_CATALOGUE.find((d) => d.id === 'hogmanay'));
      });

      it('lists the id of every match in date order, ignoring text and the result window', async () => {
        expect(await model.idsInDateOrder({ text: 'no such words', limit: 1 })).toEqual([...PUBLISHED].sort(byDateThenTitle).map((d) => d.id));
        const scottish = await model.idsInDateOrder({ regions: ['scotland'] });
        expect(scottish).toEqual((await model.search({ regions: ['scotland'], limit: 50 })).hits.map((h) => h.doc.id));
        expect(scottish.length).toBeGreaterThan(0);
      });

      it('filters by status, published only by default', async () => {
        expect(await idSet({ statuses: ['draft'] })).toEqual(new Set(['draft-gig']));
        expect(await idSet({ statuses: ['published', 'expired'] })).toEqual(new Set([...PUBLISHED.map((d) => d.id), 'old-folk']));
        expect(await ids({ text: 'secret' })).toEqual([]);
      });

      it('finds text with the title weighted above the description', async () => {
        const hits = await ids({ text: 'jazz' });
        expect(hits[0]).toBe('cheltenham-jazz');
        expect(hits).toContain('harbour');
        expect(hits).not.toContain('draft-gig');
        expect(await ids({ text: 'glastonbury' })).toEqual(['glastonbury']);
      });

      it('searches tags, city and venue as well as title and description', async () => {
        expect(await ids({ text: 'ceilidh' })).toEqual(['whitby-folk']);
        expect(await ids({ text: 'Keswick' })).toEqual(['yoga-retreat']);
        expect(await ids({ text: 'Albert Hall' })).toEqual(['proms']);
      });

      it('tolerates typos only when asked to', async () => {
        expect(await ids({ text: 'glastonbery' })).toEqual([]);
        expect((await ids({ text: 'glastonbery', typoTolerance: 1 }))[0]).toBe('glastonbury');
        expect((await ids({ text: 'edinbrugh', typoTolerance: 2 })).sort()).toEqual(['fringe', 'hogmanay']);
      });

      it('treats text of only stop words as no text', async () => {
        expect((await model.search({ text: 'the and of' })).total).toBe(PUBLISHED.length);
      });

      it('filters categories, regions and cities as any-of', async () => {
        expect(await idSet({ categories: ['folk', 'classical'] })).toEqual(new Set(['whitby-folk', 'proms']));
        expect(await idSet({ regions: ['scotland'] })).toEqual(new Set(['fringe', 'hogmanay']));
        expect(await idSet({ cities: ['edinburgh', 'Bristol'] })).toEqual(new Set(['fringe', 'hogmanay', 'harbour']));
        expect(await idSet({ categories: ['music'], regions: ['southwest'] })).toEqual(new Set(['glastonbury', 'cheltenham-jazz']));
        expect(await ids({ categories: ['no-such-category'] })).toEqual([]);
      });

      it('filters by distance from a point', async () => {
        const bristol = { lat: 51.4545, lon: -2.5879 };
        expect(await idSet({ near: { ...bristol, radiusKm: 20 } })).toEqual(new Set(['harbour']));
        expect(await idSet({ near: { ...bristol, radiusKm: 45 } })).toEqual(new Set(['harbour', 'glastonbury']));
        expect(await idSet({ near: { ...bristol, radiusKm: 70 } })).toEqual(new Set(['harbour', 'glastonbury', 'cheltenham-jazz']));
      });

      it('keeps events whose days overlap the date range', async () => {
        const day = dayNumber('2027-08-25');
        expect(await idSet({ fromDay: day, toDay: day })).toEqual(new Set(['fringe', 'whitby-folk', 'proms']));
        const newYear = dayNumber('2027-01-01');
        expect(await idSet({ fromDay: newYear, toDay: newYear })).toEqual(new Set(['hogmanay']));
        expect(await idSet({ fromDay: dayNumber('2027-09-12') })).toEqual(new Set(['proms', 'ludlow-food']));
        expect(await idSet({ toDay: dayNumber('2027-04-30') })).toEqual(new Set(['hogmanay', 'cheltenham-jazz']));
      });

      it('filters by maximum price, never matching an unknown price', async () => {
        expect(await idSet({ maxPricePence: 1000 })).toEqual(new Set(['fringe', 'harbour', 'proms', 'hay']));
        expect(await idSet({ maxPricePence: 0 })).toEqual(new Set(['harbour']));
      });

      it('filters by flags', async () => {
        expect(await idSet({ free: true })).toEqual(new Set(['harbour']));
        expect(await idSet({ featured: true })).toEqual(new Set(['glastonbury']));
        expect(await idSet({ familyFriendly: true })).toEqual(new Set(['harbour', 'ludlow-food']));
        expect(await idSet({ camping: true, outdoor: true })).toEqual(new Set(['glastonbury', 'yoga-retreat']));
        expect((await model.search({ featured: false })).total).toBe(PUBLISHED.length - 1);
      });

      it('filters by accessibility facts stated yes, every one asked for', async () => {
        expect(await idSet({ access: ['step-free'] })).toEqual(new Set(['glastonbury']));
        expect(await idSet({ access: ['step-free', 'bsl'], camping: true })).toEqual(new Set(['glastonbury']));
        expect(await idSet({ access: ['step-free', 'quiet-space'] })).toEqual(new Set());
        expect(await model.count({ access: ['bsl'] })).toBe(1);
      });

      it('leaves out excluded categories and regions, alone or after an any-of filter', async () => {
        const published = (pred: (d: (typeof PUBLISHED)[number]) => boolean) => new Set(PUBLISHED.filter(pred).map((d) => d.id));
        expect(await idSet({ excludeRegions: ['scotland'] })).toEqual(published((d) => d.region !== 'scotland'));
        expect(await idSet({ categories: ['music'], excludeRegions: ['scotland', 'southwest'] })).toEqual(
          published((d) => d.category === 'music' && !['scotland', 'southwest'].includes(d.region!)),
        );
        expect(await idSet({ excludeCategories: ['music', 'folk'], regions: ['yorkshire', 'southwest'] })).toEqual(
          published((d) => !['music', 'folk'].includes(d.category) && ['yorkshire', 'southwest'].includes(d.region!)),
        );
        expect(await idSet({ excludeRegions: ['atlantis'] })).toEqual(published(() => true));
      });

      it('finds a name written as one word or two, the other way from the title, with a typo too', async () => {
        expect(await idSet({ text: 'whitbyfolk' })).toEqual(new Set(['whitby-folk']));
        expect(await idSet({ text: 'whitbyfolkk', typoTolerance: 1 })).toEqual(new Set(['whitby-folk']));
        expect(await idSet({ text: 'hog manay' })).toEqual(new Set(['hogmanay']));
        expect(await idSet({ text: 'glastonburyfestival' })).toEqual(new Set(['glastonbury']));
      });

      it('requires every tag and skips excluded ids', async () => {
        expect(await idSet({ tags: ['camping', 'outdoor'] })).toEqual(new Set(['glastonbury', 'yoga-retreat']));
        expect(await idSet({ tags: ['camping', 'music'] })).toEqual(new Set(['glastonbury']));
        expect(await idSet({ tags: ['camping'], excludeIds: ['glastonbury'] })).toEqual(new Set(['yoga-retreat']));
      });

      it('sorts by date descending, price (unknown last) and title', async () => {
        const sorted = [...PUBLISHED].sort(byDateThenTitle).map((d) => d.id);
        expect(await ids({ sort: 'date-desc' })).toEqual([...sorted].reverse());
        const byPrice = await ids({ sort: 'price' });
        expect(byPrice.slice(0, 4)).toEqual(['harbour', 'hay', 'proms', 'fringe']);
        expect(byPrice[byPrice.length - 1]).toBe('whitby-folk');
        expect(byPrice[byPrice.length - 2]).toBe('glastonbury');
        const byTitle = await ids({ sort: 'title' });
        expect(byTitle.slice(0, 3)).toEqual(['proms', 'harbour', 'cheltenham-jazz']);
        expect(byTitle[byTitle.length - 1]).toBe('whitby-folk');
      });

      it('ranks by relevance when text is given and by date otherwise', async () => {
        const relevance = await model.search({ text: 'festival' });
        expect(relevance.hits.length).toBeGreaterThan(2);
        for (let i = 1; i < relevance.hits.length; i++) {
          expect(relevance.hits[i - 1].score).toBeGreaterThanOrEqual(relevance.hits[i].score);
        }
        const byDate = await ids({ text: 'festival', sort: 'date' });
        expect(byDate).toEqual(
          relevance.hits
            .map((h) => h.doc)
            .sort(byDateThenTitle)
            .map((d) => d.id),
        );
        // 'relevance' without text falls back to date order.
        expect(await ids({ sort: 'relevance' })).toEqual(await ids({}));
      });

      it('pages with offset and limit while total counts every match', async () => {
        const all = await ids({});
        const page = await model.search({ offset: 3, limit: 4 });
        expect(page.total).toBe(PUBLISHED.length);
        expect(page.hits.map((h) => h.doc.id)).toEqual(all.slice(3, 7));
        const tail = await model.search({ offset: PUBLISHED.length - 2, limit: 10 });
        expect(tail.hits.map((h) => h.doc.id)).toEqual(all.slice(-2));
        expect((await model.search({ offset: 100 })).hits).toEqual([]);
        expect((await model.search({ limit: 0 })).total).toBe(PUBLISHED.length);
      });

      it('counts what search would return', async () => {
        const queries: EventSearchQuery[] = [{}, { regions: ['scotland'] }, { text: 'festival' }, { maxPricePence: 1000 }];
        for (const q of queries) expect(await model.count(q)).toBe((await model.search(q)).total);
      });

      it('counts facets per category, region and every year an event touches', async () => {
        const facets = await model.facets({}, ['category', 'region', 'year']);
        expect(facets.category).toEqual({
          music: 3,
          comedy: 1,
          family: 1,
          classical: 1,
          folk: 1,
          'food-drink': 1,
          wellness: 1,
          'arts-culture': 1,
        });
        expect(facets.region).toEqual({
          southwest: 3,
          scotland: 2,
          london: 1,
          yorkshire: 1,
          midlands: 1,
          northwest: 1,
          wales: 1,
        });
        expect(facets.year).toEqual({ '2026': 1, '2027': PUBLISHED.length });
        const scoped = await model.facets({ regions: ['scotland'], statuses: ['published', 'expired'] }, ['category', 'year']);
        expect(scoped.category).toEqual({ music: 1, comedy: 1 });
        expect(scoped.year).toEqual({ '2026': 1, '2027': 2 });
        expect(scoped.region).toEqual({});
        const withText = await model.facets({ text: 'jazz' }, ['category']);
        expect(withText.category).toEqual({ music: 1, family: 1 });
      });

      it('gets documents by id', async () => {
        expect((await model.get('hay'))?.title).toBe('Hay Festival');
        expect(await model.get('nope')).toBeNull();
        const many = await model.getMany(['hay', 'nope', 'proms']);
        expect(many.map((d) => d.id).sort()).toEqual(['hay', 'proms']);
        // Drafts are still stored and readable by id (the admin console needs them).
        expect((await model.get('draft-gig'))?.status).toBe('draft');
      });
    });

    describe('writes', () => {
      let model: EventReadModel;
      beforeEach(async () => {
        model = await factory();
      });
      afterEach(async () => {
        await model?.close();
      });

      it('ignores an older version and applies an equal or newer one', async () => {
        await model.upsert([eventDoc('e1', { title: 'Second Title', version: 2 })]);
        await model.upsert([eventDoc('e1', { title: 'First Title', version: 1 })]);
        expect((await model.get('e1'))?.title).toBe('Second Title');
        expect((await model.search({ text: 'first' })).total).toBe(0);
        await model.upsert([eventDoc('e1', { title: 'Third Title', version: 3, category: 'folk' })]);
        expect((await model.get('e1'))?.version).toBe(3);
        expect((await model.search({ text: 'third' })).hits.map((h) => h.doc.id)).toEqual(['e1']);
        expect((await model.search({ text: 'second' })).total).toBe(0);
        expect(await model.facets({}, ['category'])).toMatchObject({ category: { folk: 1 } });
        // Replaying the same version is harmless.
        await model.upsert([eventDoc('e1', { title: 'Third Title', version: 3, category: 'folk' })]);
        expect(await model.count({})).toBe(1);
      });

      it('applies the newest version when one batch holds several', async () => {
        await model.upsert([
          eventDoc('e2', { title: 'Version Two', version: 2 }),
          eventDoc('e2', { title: 'Version One', version: 1 }),
          eventDoc('e3', { version: 1 }),
        ]);
        expect((await model.get('e2'))?.title).toBe('Version Two');
        expect(await model.count({})).toBe(2);
      });

      it('removes documents and bumps the revision on every write', async () => {
        const r0 = model.revision;
        await model.upsert([eventDoc('a'), eventDoc('b', { title: 'Bee Festival' })]);
        const r1 = model.revision;
        expect(r1).not.toBe(r0);
        await model.remove(['a', 'missing']);
        expect(model.revision).not.toBe(r1);
        expect(await model.get('a')).toBeNull();
        expect((await model.search({})).hits.map((h) => h.doc.id)).toEqual(['b']);
        await model.remove(['b']);
        expect((await model.search({ text: 'bee' })).total).toBe(0);
      });

      it('defaults to 24 hits and caps the limit at 500', async () => {
        const docs = Array.from({ length: 510 }, (_, i) => eventDoc(`bulk-${String(i).padStart(3, '0')}`, { title: `Bulk ${i}`, startDate: '2027-06-01' }));
        await model.upsert(docs);
        const first = await model.search({});
        expect(first.total).toBe(510);
        expect(first.hits).toHaveLength(24);
        expect((await model.search({ limit: 10_000 })).hits).toHaveLength(500);
        // Same day: ties broken by title.
        expect(first.hits[0].doc.title).toBe('Bulk 0');
        expect(first.hits[1].doc.title).toBe('Bulk 1');
        expect(first.hits[2].doc.title).toBe('Bulk 10');
      });

      it('ranks by vector similarity when embeddings are present', async () => {
        await model.upsert([
          eventDoc('east', { embedding: [1, 0, 0], startDate: '2027-07-03' }),
          eventDoc('north', { embedding: [0, 1, 0], startDate: '2027-07-01' }),
          eventDoc('north-east', { embedding: [0.7, 0.7, 0], startDate: '2027-07-02' }),
          eventDoc('plain', { startDate: '2027-06-30' }),
        ]);
        const result = await model.search({ vector: [1, 0.05, 0] });
        expect(result.total).toBe(4);
        expect(result.hits.map((h) => h.doc.id).slice(0, 2)).toEqual(['east', 'north-east']);
        expect(result.hits[0].score).toBeGreaterThan(result.hits[1].score);
        const filtered = await model.search({ vector: [0, 1, 0], excludeIds: ['north'] });
        expect(filtered.hits[0].doc.id).toBe('north-east');
        // the stored document gives its vector back (a projection keeps it when the text did not change)
        expect(Array.from((await model.get('north-east'))!.embedding!).map((x) => Math.round(x * 10) / 10)).toEqual([0.7, 0.7, 0]);
        expect((await model.getMany(['plain']))[0].embedding).toBeUndefined();
      });

      it('with text and a vector, fuses the text ranking and the vector ranking (reciprocal rank fusion)', async () => {
        await model.upsert([
          // text: best (title and tag), vector: last
          eventDoc('text-best', { title: 'Ale Festival', tags: ['ale'], description: 'Casks and music.', embedding: [0, 1, 0] }),
          // text: second (the title alone), vector: first
          eventDoc('vector-best', { title: 'Harvest Ale Fair', tags: ['cider'], description: 'Cider, bread and music.', embedding: [1, 0, 0] }),
          // text: third (one word of a long description), vector: second
          eventDoc('third', { title: 'Village Show', description: 'Dogs, cakes, tractors, a brass band and a tent of local ale.', embedding: [0.6, 0.8, 0] }),
          // the closest vector but no matching text: a text query never returns it
          eventDoc('no-text', { title: 'Cheese Market', embedding: [1, 0, 0] }),
        ]);
        const textOnly = await model.search({ text: 'ale' });
        expect(textOnly.hits.map((h) => h.doc.id)).toEqual(['text-best', 'vector-best', 'third']);
        const hybrid = await model.search({ text: 'ale', vector: [1, 0, 0] });
        expect(hybrid.total).toBe(3);
        // 1/(60+2) + 1/(60+1) > 1/(60+1) + 1/(60+3) > 1/(60+3) + 1/(60+2)
        expect(hybrid.hits.map((h) => h.doc.id)).toEqual(['vector-best', 'text-best', 'third']);
        expect(hybrid.hits[0].score).toBeCloseTo(1 / 62 + 1 / 61, 10);
        const page = await model.search({ text: 'ale', vector: [1, 0, 0], offset: 1, limit: 1 });
        expect(page.hits.map((h) => h.doc.id)).toEqual(['text-best']);
      });

      it('does not correct a word the index holds as typed into another, but completes it', async () => {
        await model.upsert([
          eventDoc('beer', { title: 'Beer Weekend', description: 'Casks on the quay.' }),
          eventDoc('beers', { title: 'Beers of the World', description: 'Bottles from everywhere.' }),
          eventDoc('deer', { title: 'Deer Shed Festival', description: 'A family weekend in the park.' }),
        ]);
        const found = (await model.search({ text: 'beer', typoTolerance: 1 })).hits.map((h) => h.doc.id).sort();
        expect(found).toEqual(['beer', 'beers']);
        // a word the index does not hold may still be corrected
        expect((await model.search({ text: 'deers', typoTolerance: 1 })).hits.map((h) => h.doc.id)).toContain('deer');
      });

      it('with a vector alone, an event without a vector comes after those with one', async () => {
        await model.upsert([
          eventDoc('plain', { startDate: '2027-06-01' }),
          eventDoc('far', { embedding: [-1, 0, 0], startDate: '2027-08-01' }),
          eventDoc('near', { embedding: [1, 0, 0], startDate: '2027-08-02' }),
        ]);
        const result = await model.search({ vector: [1, 0, 0] });
        expect(result.hits.map((h) => h.doc.id)).toEqual(['near', 'far', 'plain']);
      });

      it('rebuilds into a fresh index and swaps it in on commit', async () => {
        await model.upsert([eventDoc('old-1', { title: 'Old One' }), eventDoc('old-2', { title: 'Old Two' })]);
        const generation = model.generation;
        const rebuild = await model.beginRebuild();
        await rebuild.upsert([eventDoc('new-1', { title: 'New One' })]);
        await rebuild.upsert([eventDoc('new-1', { title: 'New Stale', version: 0 })]);
        expect((await rebuild.get('new-1'))?.title).toBe('New One');
        expect(await rebuild.get('old-1')).toBeNull();
        // The live index keeps answering during the rebuild.
        expect((await model.search({})).hits.map((h) => h.doc.id)).toEqual(['old-1', 'old-2']);
        expect(await model.get('new-1')).toBeNull();
        await rebuild.commit();
        expect((await model.search({})).hits.map((h) => h.doc.id)).toEqual(['new-1']);
        expect((await model.search({ text: 'new' })).total).toBe(1);
        expect(await model.get('old-1')).toBeNull();
        expect(model.generation).not.toBe(generation);
        // Writes after the commit land in the new index.
        await model.upsert([eventDoc('new-2', { title: 'New Two' })]);
        expect(await model.count({})).toBe(2);
      });

      it('drops a rebuild on abort', async () => {
        await model.upsert([eventDoc('keep', { title: 'Keeper' })]);
        const generation = model.generation;
        const rebuild = await model.beginRebuild();
        await rebuild.upsert([eventDoc('discard')]);
        await rebuild.remove(['discard']);
        await rebuild.upsert([eventDoc('discard-2')]);
        await rebuild.abort();
        expect(model.generation).toBe(generation);
        expect((await model.search({})).hits.map((h) => h.doc.id)).toEqual(['keep']);
        expect(await model.get('discard-2')).toBeNull();
      });
    });

    describe('the admin list and data-quality figures', () => {
      let model: EventReadModel;
      const today = dayNumber('2027-01-10');
      const sorted = (xs: string[]) => [...xs].sort();
      const listIds = async (q: Omit<AdminEventQuery, 'today'>) => (await model.listForAdmin({ today, limit: 100, ...q })).hits.map((h) => h.doc.id);
      const ADMIN_CATALOGUE = [
        eventDoc('ok', { title: 'Tidy Folk Day', category: 'folk', startDate: '2027-05-01', updatedAt: '2026-12-01T10:00:00.000Z' }),
        eventDoc('dup-a', { title: 'Twin Fest', startDate: '2027-06-01', status: 'draft', updatedAt: '2026-12-03T10:00:00.000Z' }),
        eventDoc('dup-b', { title: 'TWIN  fest!', startDate: '2027-06-01', featured: true, updatedAt: '2026-12-02T10:00:00.000Z' }),
        eventDoc('dup-removed', { title: 'Twin Fest', startDate: '2027-06-01', status: 'removed', updatedAt: '2026-12-04T10:00:00.000Z' }),
        eventDoc('lonely', {
          title: 'Lonely Gig',
          startDate: '2027-07-01',
          problems: ['no-venue', 'missing-ticket-url'],
          region: 'wales',
          updatedAt: '2026-12-05T10:00:00.000Z',
        }),
        eventDoc('past', { title: 'Autumn Bash', startDate: '2027-01-02', endDate: '2027-01-03', updatedAt: '2026-11-01T10:00:00.000Z' }),
        eventDoc('old', { title: 'Old Show', startDate: '2026-10-01', status: 'expired', problems: ['no-venue'], updatedAt: '2026-10-02T10:00:00.000Z' }),
      ];

      beforeAll(async () => {
        model = await factory();
        await model.upsert(ADMIN_CATALOGUE);
      });
      afterAll(async () => {
        await model?.close();
      });

      it('lists every status, newest change first by default, with totals and pages', async () => {
        const all = await model.listForAdmin({ today, limit: 3 });
        expect(all.total).toBe(7);
        expect(all.hits.map((h) => h.doc.id)).toEqual(['lonely', 'dup-removed', 'dup-a']);
        const page2 = await model.listForAdmin({ today, limit: 3, offset: 3 });
        expect(page2.hits.map((h) => h.doc.id)).toEqual(['dup-b', 'ok', 'past']);
        expect(await listIds({ sort: 'updated', order: 'asc' })).toEqual(['old', 'past', 'ok', 'dup-b', 'dup-a', 'dup-removed', 'lonely']);
        expect(await listIds({ sort: 'title', statuses: ['published'] })).toEqual(['past', 'lonely', 'ok', 'dup-b']);
        expect(await listIds({ sort: 'date', order: 'desc', statuses: ['published', 'draft'] })).toEqual(['lonely', 'dup-a', 'dup-b', 'ok', 'past']);
      });

      it('sorts a public search newest change first (feeds), removed events too when asked for', async () => {
        const search = async (q: EventSearchQuery) => (await model.search({ limit: 100, ...q })).hits.map((h) => h.doc.id);
        expect(await search({ sort: 'updated' })).toEqual(['lonely', 'dup-b', 'ok', 'past']);
        expect(await search({ sort: 'updated', statuses: ['published', 'removed'], fromDay: dayNumber('2027-02-01') })).toEqual([
          'lonely',
          'dup-removed',
          'dup-b',
          'ok',
        ]);
      });

      it('filters by text, status, category, region and featured', async () => {
        expect(sorted(await listIds({ text: 'twin' }))).toEqual(['dup-a', 'dup-b', 'dup-removed']);
        expect(await listIds({ statuses: ['expired'] })).toEqual(['old']);
        expect(await listIds({ categories: ['folk'] })).toEqual(['ok']);
        expect(await listIds({ regions: ['wales'] })).toEqual(['lonely']);
        expect(await listIds({ featured: true })).toEqual(['dup-b']);
      });

      it('gives each hit its problems: document ones, duplicates among checked events, past but published', async () => {
        const page = await model.listForAdmin({ today, limit: 100 });
        const problems = Object.fromEntries(page.hits.map((h) => [h.doc.id, sorted(h.problems)]));
        expect(problems).toEqual({
          ok: [],
          'dup-a': ['duplicate'],
          'dup-b': ['duplicate'],
          'dup-removed': [],
          lonely: ['missing-ticket-url', 'no-venue'],
          past: ['past-but-published'],
          old: [],
        });
        expect(Object.fromEntries(Object.entries(await model.problemsOf(['lonely', 'past', 'nope'], today)).map(([k, v]) => [k, sorted(v)]))).toEqual({
          lonely: ['missing-ticket-url', 'no-venue'],
          past: ['past-but-published'],
        });
      });

      it('filters by problem (any of) and by valid or invalid', async () => {
        expect(sorted(await listIds({ problems: ['duplicate'] }))).toEqual(['dup-a', 'dup-b']);
        expect(sorted(await listIds({ problems: ['no-venue', 'past-but-published'] }))).toEqual(['lonely', 'past']);
        expect(sorted(await listIds({ quality: 'invalid' }))).toEqual(['dup-a', 'dup-b', 'lonely', 'past']);
        expect(sorted(await listIds({ quality: 'valid' }))).toEqual(['dup-removed', 'ok', 'old']);
        expect(await listIds({ problems: ['no-such-problem'] })).toEqual([]);
      });

      it('sums the figures for the dashboard over draft and published events', async () => {
        expect(await model.qualitySummary(today)).toEqual({
          checked: 5,
          invalid: 4,
          byProblem: { duplicate: 2, 'no-venue': 1, 'missing-ticket-url': 1, 'past-but-published': 1 },
          byStatus: { draft: 1, published: 4, expired: 1, removed: 1 },
        });
      });

      it('follows writes: a duplicate resolved by removing one copy clears the other', async () => {
        const fresh = await factory();
        try {
          await fresh.upsert(ADMIN_CATALOGUE);
          await fresh.upsert([{ ...ADMIN_CATALOGUE[1], status: 'removed', version: 2 }]);
          expect((await fresh.problemsOf(['dup-b'], today))['dup-b']).toEqual([]);
          expect((await fresh.qualitySummary(today)).invalid).toBe(2);
        } finally {
          await fresh.close();
        }
      });
    });
  });
}
