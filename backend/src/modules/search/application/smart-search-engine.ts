/**
 * The Smart Search engine, the one place a reader follows a Smart Search: query → intent (local rules or OpenAI) →
 * search plan → read model → answer (public event views, with what was relaxed and why). Its three callers: the query
 * handler (GET /api/events/search/smart through the framework), the lean route (the same GET on the lean path) and
 * the explained Smart Search handler (the admin page that also shows the intent). Answers are memoised until the read model
 * changes or the UK day turns.
 */
import { EventDocument } from '../../events/application/ports/event-document';
import { EventReadModel } from '../../events/application/ports/event-read-model.port';
import { Clock } from '../../../platform/time/clock';
import { todayDay, ukDateOf } from '../../../platform/time/uk-days';
import { sharedEventView } from '../../events/contracts/event-view-json';
import { CategoryTerm, CategoryVocabulary } from './category-vocabulary.port';
import { TextEmbedder } from '../../embeddings/application/ports/text-embedder.port';
import { summarizeIntent } from './intent-summary';
import { rerankByTitle } from './title-closeness';
import { closeTitleMatch, nameWords } from './close-title';
import { damerauLevenshtein } from '../domain/damerau-levenshtein';
import { coversKeywords } from './keyword-coverage';
import { splitWords } from '../domain/text';
import { filtersFor, planSearchLazily, Relaxed, SearchLevel, SearchPlan } from './search-plan';
import { asksNearMe, CategoryNames, describeIntent, NEAR_ME_NOTE, nearVisitor, relaxationNotice, unknownPriceNote, YOUR_LOCATION } from './intent-description';
import { pickNamedFestival, similarIntent, splitSimilarTo } from './similar-festival';
import { SearchIntentProvider } from './search-intent-provider.port';
import { SmartSearchParams, SmartSearchResult } from './smart-search.result';
import { SearchIntent } from '../domain/search-intent';
import { countReusedAnswer } from '../../../platform/read-model/reused-answers';
import { AppConfig } from '../../../platform/config/app-config';
import { VenueGazetteer } from './venue-gazetteer.port';
import { atVenue, venueInQuery } from './venue-in-query';
import { accessInQuery, withAccess } from './access-in-query';

/** Deepest result reachable by paging (the read model's own window). */
export const MAX_RESULT_WINDOW = 500;
const MAX_CACHED = 1_000;

type Answer = Omit<SmartSearchResult, 'searchTime'> & { cacheable: boolean; parsed: SearchIntent };
type Found = { docs: EventDocument[]; total: number; relaxed: readonly Relaxed[] };

export class SmartSearchEngine {
  /** What the memoised answers were computed against: the read model's generation and revision, and the UK day. */
  private stamp = { generation: '', revision: NaN, todayIso: '' };
  private answers = new Map<string, Promise<Answer>>();
  /** Queries asked once since the read model or day changed, not stored (bounded like the answers, cleared when full). */
  private askedOnce = new Set<string>();
  private embeddingsStamp = { generation: '', revision: NaN };
  /** Whether the indexed events carry embeddings: a boolean once known, so most queries skip an await. */
  private docsHaveEmbeddings: Promise<boolean> | boolean = false;
  private names: { list: CategoryTerm[]; names: Map<string, string> } | null = null;
  /** Off only in a benchmark measuring what the memo buys. */
  private readonly memoOn: boolean;

  constructor(
    private readonly index: EventReadModel,
    private readonly clock: Clock,
    private readonly intents: SearchIntentProvider,
    private readonly categories: CategoryVocabulary,
    /** Query vectors for hybrid ranking (absent: ranking by text and structure only). */
    private readonly embeddings?: TextEmbedder,
    /** Absent in unit tests and benches of the handler alone (the memo is on). */
    config?: AppConfig,
    /** Venues for "at the Royal Albert Hall" (absent: no venue is read from a query). */
    private readonly venues?: VenueGazetteer,
    /** Where a degraded answer is reported (the module passes its logger's warn). */
    private readonly warn: (message: string) => void = () => {},
  ) {
    this.memoOn = config?.layerOn('smart-search-memo') ?? true;
  }

  /** The public answer (the query handler and the lean route). */
  async find(params: SmartSearchParams): Promise<SmartSearchResult> {
    const started = performance.now();
    return publicResult(await this.answer(params), started);
  }

  /** The answer plus the intent as parsed (the explained Smart Search explains it). */
  async search(params: SmartSearchParams): Promise<SmartSearchResult & { parsed: SearchIntent }> {
    const started = performance.now();
    const answer = await this.answer(params);
    return { ...publicResult(answer, started), parsed: answer.parsed };
  }

  private answer(params: SmartSearchParams): Promise<Answer> {
    const now = this.clock.now();
    if (!this.memoOn) return this.compute(params, ukDateOf(now), todayDay(now));
    const todayIso = ukDateOf(now);
    const { generation, revision } = this.index;
    const stamp = this.stamp;
    if (stamp.revision !== revision || stamp.todayIso !== todayIso || stamp.generation !== generation) {
      this.stamp = { generation, revision, todayIso };
      this.answers = new Map();
      this.askedOnce = new Set();
    }
    const near = params.near ? `${params.near.lat},${params.near.lon}` : '';
    const key = `${params.useAI !== false}\u0000${params.page}\u0000${params.limit}\u0000${params.category ?? ''}\u0000${near}\u0000${params.q}`;
    const cached = this.answers.get(key);
    if (cached) {
      countReusedAnswer('smart-search-memo');
      return cached;
    }
    const answer = this.compute(params, todayIso, todayDay(now));
    const answers = this.answers;
    const store = () => {
      if (answers.size >= MAX_CACHED) answers.clear();
      answers.set(key, answer);
    };
    // A local answer is stored on the second ask of its query: most are asked once, and storing each kept it
    // alive long enough to be promoted. A remote one (OpenAI) is stored at once, as asking again costs a call.
    const askedBefore = this.askedOnce.delete(key);
    if (askedBefore) store();
    else {
      if (this.askedOnce.size >= MAX_CACHED) this.askedOnce.clear();
      this.askedOnce.add(key);
    }
    // one reaction per computed answer (each is a promise and a microtask)
    answer.then(
      (a) => {
        if (!askedBefore && a.provider !== 'local' && !answers.has(key)) store();
        if (!a.cacheable) answers.delete(key);
      },
      () => answers.delete(key),
    );
    return answer;
  }

  private async compute(params: SmartSearchParams, todayIso: string, today: number): Promise<Answer> {
    const allowRemote = params.useAI !== false;
    // "festivals like Download": the rest of the query is read as usual, then shaped after the named festival
    const similar = splitSimilarTo(params.q);
    const named = similar ? await this.namedFestival(similar.name) : null;
    const q = named ? similar!.rest || 'festivals' : params.q;
    const extracting = this.intents.extract(q, todayIso, { allowRemote });
    const nameOf = named ? [] : nameWords(params.q);
    // A remote vector (OpenAI) is asked for beside the intent, of the whole query. A local one costs no call, so it
    // waits for the intent and embeds only what the query is about (topics, mood, other words), not its place or
    // dates, which the filters answer; a search that asks for no AI still ranks by meaning with it.
    const remote = this.embeddings?.remote === true;
    const vectoring = allowRemote && remote ? this.queryVector(params.q) : null;
    // most indexes carry no embeddings: no promise to wait for then
    const [provided, remoteVector] = vectoring ? await Promise.all([extracting, vectoring]) : [await extracting, null];
    const read = named ? similarIntent(provided.intent, named) : provided.intent;
    // a category chosen beside the query replaces the query's own (the plan holds it at every level)
    const scoped = params.category ? { ...read, categories: [params.category] } : read;
    // "at the Royal Albert Hall": the venue's place, not the words of its name
    const venue = this.venues ? venueInQuery(q, await this.venues.list()) : null;
    const placed = venue ? atVenue(scoped, venue) : scoped;
    // "wheelchair accessible", "with BSL": accessibility facts the events must state
    const access = accessInQuery(q);
    const accessible = access ? withAccess(placed, access) : placed;
    // "near me" with the visitor's position (given by their browser) and no other place named: around that position
    const intent =
      params.near && asksNearMe(params.q) && accessible.locations.length === 0 && accessible.regions.length === 0
        ? nearVisitor(accessible, params.near)
        : accessible;
    // A name is looked for only when the intent read a word of the query as another spelling ("baloon" as balloon,
    // "whitbey" as Whitby): a query read word for word is answered by its filters, words it did not read at all are
    // searched by the keyword passes (closest titles first), and the title search costs more than the rest of an answer.
    const titled = nameOf.length && readAsAnotherSpelling(nameOf, intent) ? this.closeTitle(nameOf, today) : null;
    const names0 = titled ? this.categoryNames(await this.categories.list()) : null;
    const about = remote || named ? '' : meaningOf(intent);
    const vector = remoteVector ?? (about ? await this.queryVector(about) : null);
    const offset = (params.page - 1) * params.limit;
    let found: Found;
    try {
      found = await this.runPlan(planSearchLazily(intent, q, today, vector, params.category), offset, params.limit);
    } catch (error) {
      if (!vector) throw error;
      // a read model that cannot rank by vector still answers by text and structure
      this.warn(`hybrid ranking failed (${(error as Error).message}); searching without the query vector`);
      found = await this.runPlan(planSearchLazily(intent, q, today, null, params.category), offset, params.limit);
    }
    const pinned = titled && offset === 0 ? pinnable(closeTitleMatch(await titled, nameOf, filterWordsOf(intent, names0)), intent, params.category) : null;
    if (pinned && found.docs[0]?.id !== pinned.id) {
      const listed = found.docs.some((d) => d.id === pinned.id);
      found = {
        ...found,
        docs: [pinned, ...found.docs.filter((d) => d.id !== pinned.id)].slice(0, params.limit),
        total: listed ? found.total : found.total + 1,
      };
    }
    const names = this.categoryNames(await this.categories.list());
    return {
      events: found.docs.map((doc) => sharedEventView(doc, today, names.get(doc.category))),
      total: found.total,
      semantic: true,
      intent: summarizeIntent(intent),
      parsed: intent,
      provider: provided.source,
      relaxed: [...found.relaxed],
      notice: await this.noticeOf(intent, params.q, found, today, names, params.category),
      // an OpenAI failure answered locally is not remembered: the next request tries OpenAI again
      cacheable: !provided.degraded,
    };
  }

  /**
   * Says what the results are where they are not exactly what was asked: what was relaxed (with the reach of a
   * place), what a price ceiling leaves out for want of a known price, and that "near me" needs a location.
   */
  private async noticeOf(intent: SearchIntent, q: string, found: Found, today: number, names: CategoryNames, category?: string): Promise<string | null> {
    if (found.total === 0) return null;
    const notes: string[] = [];
    if (found.relaxed.length) notes.push(relaxationNotice(intent, found.relaxed, names));
    const maxPence = intent.price && !intent.price.free ? intent.price.maxPence : undefined;
    if (maxPence !== undefined && !found.relaxed.includes('price')) {
      const unknown = await this.unknownPriced(intent, found.relaxed, today, category);
      if (unknown > 0) notes.push(unknownPriceNote(unknown, maxPence));
    }
    if (asksNearMe(q) && intent.locations.length === 0 && intent.regions.length === 0) notes.push(NEAR_ME_NOTE);
    // around the visitor's position: say how far (a relaxation notice above already names the reach)
    if (!found.relaxed.length && intent.locations.some((l) => l.name === YOUR_LOCATION)) notes.push(`Showing ${describeIntent(intent, names)}`);
    return notes.length ? notes.join('. ') : null;
  }

  /** Events the answer's level would hold but for the price ceiling whose price is not known (one place only, no keywords). */
  private async unknownPriced(intent: SearchIntent, relaxed: readonly Relaxed[], today: number, category?: string): Promise<number> {
    if (intent.keywords.length && !relaxed.includes('keywords')) return 0;
    const places = filtersFor(intent, today, new Set(relaxed));
    if (places.length !== 1) return 0;
    const { maxPricePence: _ceiling, ...rest } = places[0];
    const base = category ? { ...rest, categories: [category] } : rest;
    // every event with a known price (a price is never below 0) against every event at all
    const [all, priced] = await Promise.all([this.index.count(base), this.index.count({ ...base, maxPricePence: Number.MAX_SAFE_INTEGER })]);
    return all - priced;
  }

  /** Slug → name, built once per vocabulary list (the vocabulary hands out the same list until categories change). */
  private categoryNames(list: CategoryTerm[]): Map<string, string> {
    if (this.names?.list !== list) this.names = { list, names: new Map(list.map((c) => [c.slug, c.name])) };
    return this.names.names;
  }

  /** The festival a "like X" names, when a title is close enough to X. */
  private async namedFestival(name: string[]): Promise<EventDocument | null> {
    const result = await this.index.search({ text: name.join(' '), typoTolerance: 1, sort: 'relevance', limit: 5 });
    return pickNamedFestival(
      result.hits.map((h) => h.doc),
      name,
    );
  }

  /** Upcoming events whose titles may hold the query's words (closeTitleMatch picks among them). */
  private async closeTitle(words: string[], today: number): Promise<EventDocument[]> {
    // one edit finds the candidates (a name has a word typed within one, or written right); closeTitleMatch allows more
    const result = await this.index.search({ text: words.join(' '), typoTolerance: 1, fromDay: today, sort: 'relevance', limit: 20 });
    return result.hits.map((h) => h.doc);
  }

  /** Answers from the first level that finds anything; the fuzzy whole-query text when none does. */
  private async runPlan(plan: SearchPlan<Iterable<SearchLevel>>, offset: number, limit: number): Promise<Found> {
    const need = offset + limit;
    for (const level of plan.levels) {
      if (level.keywordPasses > 0) {
        const matches = await this.keywordMatches(level, plan.keywords);
        if (matches.length) return { docs: matches.slice(offset, need), total: matches.length, relaxed: level.relaxed };
        continue;
      }
      if (need <= MAX_RESULT_WINDOW && countedByItsOnlyPass(level)) {
        // one search answers both: its total is the count of the level's one place
        const result = await this.index.search({ ...level.passes[0], offset, limit });
        if (result.total === 0) continue;
        return { docs: result.hits.map((h) => h.doc), total: result.total, relaxed: level.relaxed };
      }
      const total = await this.countLevel(level);
      if (total === 0) continue;
      if (need > MAX_RESULT_WINDOW) return { docs: [], total, relaxed: level.relaxed };
      const docs = (await this.collect(level, need)).slice(offset, need);
      return { docs, total, relaxed: level.relaxed };
    }
    if (!plan.fallback?.text) return { docs: [], total: 0, relaxed: [] };
    const words = splitWords(plan.fallback.text);
    const result = await this.index.search({ ...plan.fallback, offset: 0, limit: MAX_RESULT_WINDOW });
    const matches = result.hits.map((h) => h.doc).filter((doc) => coversKeywords(doc, words));
    // words matched loosely, every understood constraint dropped (a keyword-only query relaxes nothing)
    const relaxed = matches.length > 0 ? plan.constraints.filter((c) => c !== 'keywords' && c !== 'distance') : [];
    return { docs: matches.slice(offset, need), total: matches.length, relaxed };
  }

  /** Every event of a keyword level whose text answers the keywords (see keyword-coverage.ts), closest titles first per pass. */
  private async keywordMatches(level: SearchLevel, keywords: string[]): Promise<EventDocument[]> {
    const seen = new Set<string>();
    const out: EventDocument[] = [];
    for (const pass of level.passes.slice(0, level.keywordPasses)) {
      const result = await this.index.search({ ...pass, offset: 0, limit: MAX_RESULT_WINDOW });
      const docs = result.hits.map((h) => h.doc).filter((doc) => !seen.has(doc.id) && coversKeywords(doc, keywords));
      for (const doc of rerankByTitle(docs, keywords)) {
        seen.add(doc.id);
        out.push(doc);
      }
    }
    return out;
  }

  /** Events the level can return: one count, or the union of its places' matches. */
  private async countLevel(level: SearchLevel): Promise<number> {
    if (level.countQueries.length === 1) return this.index.count(level.countQueries[0]);
    const ids = new Set<string>();
    for (const q of level.countQueries) {
      const result = await this.index.search({ ...q, offset: 0, limit: MAX_RESULT_WINDOW, sort: 'date' });
      for (const h of result.hits) ids.add(h.doc.id);
    }
    return ids.size;
  }

  private async collect(level: SearchLevel, need: number): Promise<EventDocument[]> {
    const first = await this.index.search({ ...level.passes[0], offset: 0, limit: need });
    const docs = first.hits.map((h) => h.doc);
    // the first pass's hits are distinct: ids are remembered only when a later pass is asked
    let seen: Set<string> | null = null;
    for (let i = 1; i < level.passes.length && docs.length < need; i++) {
      seen ??= new Set(docs.map((doc) => doc.id));
      // The top `need` of a pass hold its best `need - docs.length` unseen events: asking for them and
      // skipping the seen ones answers like an exclude list without rebuilding one for every pass.
      const result = await this.index.search({ ...level.passes[i], offset: 0, limit: need });
      const hits: EventDocument[] = [];
      for (const h of result.hits) {
        if (hits.length === need - docs.length) break;
        if (!seen.has(h.doc.id)) hits.push(h.doc);
      }
      for (const doc of hits) {
        seen.add(doc.id);
        docs.push(doc);
      }
    }
    return docs;
  }

  /** The query's embedding, asked for only when the indexed events carry embeddings; null (no promise) when known not to. */
  private queryVector(q: string): Promise<number[] | null> | null {
    const { generation, revision } = this.index;
    if (revision !== this.embeddingsStamp.revision || generation !== this.embeddingsStamp.generation) {
      this.embeddingsStamp = { generation, revision };
      const checking = this.index
        .search({ limit: 1, sort: 'date' })
        // a hit may come without its vector (the embedded index keeps vectors apart): the document itself says
        .then((r) => (r.hits[0] ? this.index.get(r.hits[0].doc.id) : null))
        .then((doc) => (doc?.embedding?.length ?? 0) > 0)
        .catch(() => false);
      this.docsHaveEmbeddings = checking;
      void checking.then((known) => this.docsHaveEmbeddings === checking && (this.docsHaveEmbeddings = known));
    }
    const has = this.docsHaveEmbeddings;
    if (has === false) return null;
    const embeddings = this.embeddings;
    if (!embeddings) return null;
    if (has === true) return embeddings.embedQuery(q);
    return has.then((yes) => (yes ? embeddings.embedQuery(q) : null));
  }
}

/** Words the intent's filters answer: its categories (slugs and names), places, regions and dates. */
function filterWordsOf(intent: SearchIntent, names: Map<string, string> | null): Set<string> {
  const parts = [
    ...intent.categories.flatMap((c) => [c, names?.get(c) ?? '']),
    ...intent.locations.map((l) => l.name),
    ...intent.regions,
    ...intent.timeframes.map((t) => t.label),
  ];
  return new Set(parts.flatMap((p) => splitWords(p.replace(/-/g, ' '))));
}

/** The words the intent read as written: its topics, mood, places, regions and dates (keywords are words it did not read). */
function readAsTyped(intent: SearchIntent): Set<string> {
  const parts = [
    ...intent.topics,
    ...intent.mood,
    ...intent.categories,
    ...intent.locations.map((l) => l.name),
    ...intent.regions,
    ...intent.timeframes.map((t) => t.label),
  ];
  return new Set(parts.flatMap((p) => splitWords(p.replace(/-/g, ' '))));
}

/** Whether the intent read one of the words as a word a typo or two away ("baloon" as the topic balloon). */
function readAsAnotherSpelling(words: string[], intent: SearchIntent): boolean {
  const read = [...readAsTyped(intent)];
  return words.some((w) => !read.includes(w) && read.some((r) => Math.abs(r.length - w.length) <= 2 && damerauLevenshtein(w, r, 2) <= 2));
}

/** A named event still answers only within what the query rules out ("not in Scotland"). */
function pinnable(doc: EventDocument | null, intent: SearchIntent, category: string | undefined): EventDocument | null {
  if (!doc || (category && doc.category !== category)) return null;
  const { categories, regions, ids } = intent.exclude;
  return categories.includes(doc.category) || regions.includes(doc.region) || ids.includes(doc.id) ? null : doc;
}

/** What a query is about, for its local vector: its topics, mood and unrecognised words ('' when only filters). */
function meaningOf(intent: SearchIntent): string {
  return [...intent.topics, ...intent.mood, ...intent.keywords].join(' ');
}

/** A level of one filter-only pass over one place: the pass matches exactly what the level counts. */
function countedByItsOnlyPass(level: SearchLevel): boolean {
  if (level.passes.length !== 1 || level.countQueries.length !== 1) return false;
  const pass = level.passes[0];
  return pass.text === undefined && pass.vector === undefined;
}

/** The answer as the API shows it, in the same key order, timed. */
function publicResult(answer: Answer, started: number): SmartSearchResult {
  return {
    events: answer.events,
    total: answer.total,
    semantic: answer.semantic,
    intent: answer.intent,
    provider: answer.provider,
    relaxed: answer.relaxed,
    notice: answer.notice,
    searchTime: Math.round((performance.now() - started) * 100) / 100,
  };
}
