import { Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { StoredEvent } from '../../../platform/bus/stored-event';
import { ProjectionRebuild, Projector } from '../../../platform/projections/projector';
import { Clock } from '../../../platform/time/clock';
import { ukDateOf } from '../../../platform/time/uk-days';
import { EventSearchQuery } from '../../events/application/ports/event-document';
import { MatchEventsToSearchesQuery, SearchToMatch } from '../../events/queries/match-events-to-searches/match-events-to-searches.query';
import { SmartSearchCriteriaQuery } from '../../search/queries/smart-search-criteria/smart-search-criteria.query';
import { AlertStore, StoredSearch } from '../application/ports/alert.store.port';

/**
 * Where a batch's matches are dated: live, at the moment the projection sees the change (the app's clock, the one
 * confirmations are dated by); in a rebuild, which replays the whole log, at the event's own time, so old changes are
 * not taken for new ones.
 */
export interface MatchWriter {
  replay: boolean;
}

const LIVE: MatchWriter = { replay: false };

/** What the last batch did (the bench and the logs read it). */
export interface MatchingStats {
  events: number;
  candidates: number;
  searches: number;
  evaluated: number;
  matches: number;
  ms: number;
}

/**
 * Matching happens where events are projected: a projector of its own on the `event` stream. For each batch of new
 * or changed events it evaluates every stored search on the new documents in memory (the events module's
 * MatchEventsToSearchesQuery: the read model's own semantics, searches ruled out first by category and region) and
 * stores the (search, event) pairs. Nothing re-runs searches on a timer. Its output lives in PostgreSQL, so its
 * generation is fixed and its checkpoint survives restarts; a replay writes the same pairs again (idempotent).
 */
export class AlertMatchingProjector implements Projector<MatchWriter> {
  readonly name = 'alert-matching';
  readonly streamTypes = ['event'];
  private readonly logger = new Logger('AlertMatching');
  private readonly searches = new Map<string, StoredSearch>();
  private lastSeq = 0;
  /** Smart Searches read into queries, per UK day (relative dates move with it). */
  private smart = { day: '', queries: new Map<string, EventSearchQuery[]>() };
  last: MatchingStats | null = null;

  constructor(
    private readonly store: AlertStore,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  generation(): string {
    return 'alert-matching-1';
  }

  live(): MatchWriter {
    return LIVE;
  }

  async beginRebuild(): Promise<ProjectionRebuild<MatchWriter>> {
    return { writer: { replay: true }, commit: async () => undefined, abort: async () => undefined };
  }

  /** With no stored search, `apply` matches nothing: the runner may skip the backlog. */
  async idle(): Promise<boolean> {
    await this.refreshSearches();
    return this.searches.size === 0;
  }

  async apply(events: StoredEvent[], writer: MatchWriter = LIVE): Promise<void> {
    const started = performance.now();
    const changedAt = new Map<string, string>();
    const now = this.clock.now().toISOString();
    let upTo = 0;
    for (const e of events) {
      if (e.streamType !== 'event') continue;
      changedAt.set(e.streamId, writer.replay ? e.occurredAt : now);
      upTo = Math.max(upTo, e.sequence);
    }
    if (changedAt.size === 0) return;
    await this.refreshSearches();
    if (this.searches.size === 0) return;
    const toMatch = await this.compiled();
    const ids = [...changedAt.keys()];
    const result = await this.queries.execute(new MatchEventsToSearchesQuery(ids, upTo, toMatch));
    const pairs = result.matches.flatMap((m) => m.eventIds.map((eventId) => ({ searchId: m.searchId, eventId, changedAt: changedAt.get(eventId)! })));
    await this.store.recordMatches(ids, pairs);
    this.last = {
      events: ids.length,
      candidates: result.candidates,
      searches: toMatch.length,
      evaluated: result.evaluated,
      matches: pairs.length,
      ms: Math.round(performance.now() - started),
    };
    if (pairs.length) this.logger.debug(`${ids.length} events, ${toMatch.length} searches (${result.evaluated} evaluated): ${pairs.length} matches`);
  }

  /** Searches stored since the last look (each search is stored once and never changes; deleted ones match nothing). */
  private async refreshSearches(): Promise<void> {
    for (const s of await this.store.searchesAfter(this.lastSeq)) {
      this.searches.set(s.id, s);
      this.lastSeq = Math.max(this.lastSeq, s.seq);
    }
  }

  private async compiled(): Promise<SearchToMatch[]> {
    const today = ukDateOf(this.clock.now());
    if (this.smart.day !== today) this.smart = { day: today, queries: new Map() };
    const out: SearchToMatch[] = [];
    for (const s of this.searches.values()) {
      if (s.search.kind === 'search') {
        out.push({ id: s.id, search: s.search.params });
        continue;
      }
      let queries = this.smart.queries.get(s.id);
      if (!queries) {
        queries = await this.queries.execute(new SmartSearchCriteriaQuery(s.search.q, today));
        this.smart.queries.set(s.id, queries);
      }
      out.push({ id: s.id, queries });
    }
    return out;
  }
}
