import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder } from '../../application/event-finder';
import { ChangedEventDocuments, DocumentSearch } from '../../application/ports/changed-event-documents.port';
import { EventSearchQuery } from '../../application/ports/event-document';
import { searchCriteria } from '../search-events/search-events.criteria';
import { MatchEventsResult, MatchEventsToSearchesQuery, SearchMatches, SearchToMatch } from './match-events-to-searches.query';

/** A search read into read-model queries for one day, with what rules it out cheaply. */
interface Compiled {
  day: number;
  queries: EventSearchQuery[];
  /** Every query names categories: an event in none of them cannot match (null: some query takes any category). */
  categories: ReadonlySet<string> | null;
  regions: ReadonlySet<string> | null;
}

const PAGE = 500;

@QueryHandler(MatchEventsToSearchesQuery)
export class MatchEventsToSearchesHandler implements IQueryHandler<MatchEventsToSearchesQuery, MatchEventsResult> {
  /** Compiled searches by id, recompiled when the day turns (relative dates move). */
  private readonly compiled = new Map<string, Compiled>();

  constructor(
    private readonly documents: ChangedEventDocuments,
    private readonly finder: EventFinder,
  ) {}

  async execute({ eventIds, upToSequence, searches }: MatchEventsToSearchesQuery): Promise<MatchEventsResult> {
    const today = this.finder.today();
    const docs = (await this.documents.load(eventIds, upToSequence)).filter((d) => d.status === 'published' && d.endDay >= today);
    if (docs.length === 0 || searches.length === 0) return { matches: [], candidates: docs.length, evaluated: 0 };
    const categories = new Set(docs.map((d) => d.category));
    const regions = new Set(docs.map((d) => d.region));
    const index = await this.documents.index(docs);
    const matches: SearchMatches[] = [];
    let evaluated = 0;
    for (const s of searches) {
      const c = this.compile(s, today);
      // the most selective terms first: most stored searches name a category or a region none of these events has
      if (c.categories && !some(c.categories, categories)) continue;
      if (c.regions && !some(c.regions, regions)) continue;
      evaluated += 1;
      const found = await matching(index, c.queries, docs.length);
      if (found.size > 0) matches.push({ searchId: s.id, eventIds: [...found] });
    }
    return { matches, candidates: docs.length, evaluated };
  }

  private compile(s: SearchToMatch, today: number): Compiled {
    const known = this.compiled.get(s.id);
    if (known && known.day === today && !('queries' in s)) return known;
    let queries: EventSearchQuery[];
    try {
      queries = 'queries' in s ? s.queries : [searchCriteria(s.search, today)];
    } catch {
      queries = []; // a stored search that no longer reads (a month gone from the calendar): it matches nothing
    }
    const all = (pick: (q: EventSearchQuery) => string[] | undefined): ReadonlySet<string> | null =>
      queries.length > 0 && queries.every((q) => pick(q)?.length) ? new Set(queries.flatMap((q) => pick(q)!)) : null;
    const compiled = { day: today, queries, categories: all((q) => q.categories), regions: all((q) => q.regions) };
    if (!('queries' in s)) this.compiled.set(s.id, compiled);
    return compiled;
  }
}

function some(wanted: ReadonlySet<string>, present: ReadonlySet<string>): boolean {
  for (const v of wanted) if (present.has(v)) return true;
  return false;
}

/** The ids of the documents any of the queries lists (published only: a stored search never asks for other statuses). */
async function matching(index: DocumentSearch, queries: EventSearchQuery[], size: number): Promise<Set<string>> {
  const ids = new Set<string>();
  for (const q of queries) {
    for (let offset = 0; offset < size; offset += PAGE) {
      const { hits, total } = await index.search({ ...q, statuses: ['published'], sort: 'date', vector: undefined, offset, limit: PAGE });
      for (const h of hits) ids.add(h.doc.id);
      if (offset + PAGE >= total) break;
    }
  }
  return ids;
}
