import { createHash, randomBytes } from 'node:crypto';
import { Clock } from '../../../platform/time/clock';
import { dayToIso, todayDay, ukDateOf } from '../../../platform/time/uk-days';
import { trendingTerm } from '../domain/search-term';
import { SearchTermStore } from './ports/search-term.store.port';

export interface TrendingOptions {
  /** A term shows once this many distinct visitors searched it within `days`. */
  minVisitors: number;
  days: number;
  limit: number;
}

/** Visitor keys remembered per day: enough for a busy day; past it, counting stops until the next day. */
const MAX_SEEN = 200_000;
const KEEP_DAYS = 30;
const LIST_TTL_MS = 5 * 60_000;

/**
 * Trending searches from what visitors actually search. Each Smart Search counts once per visitor, term and UK day:
 * a visitor is a hash of their address and browser under a random salt that lives in memory for that day only, so
 * nothing stored can be traced to anyone; only per-day counts reach the database (flushed every minute). A term shows
 * once enough distinct visitors searched it.
 */
export class TrendingSearches {
  private day = '';
  private salt = randomBytes(16);
  private seen = new Set<string>();
  private pending = new Map<string, number>();
  private list: { at: number; terms: Promise<string[]> } | null = null;
  private lastPurge = '';

  constructor(
    private readonly store: SearchTermStore,
    private readonly clock: Clock,
    private readonly options: TrendingOptions,
  ) {}

  /** Counts one search (the request path's work: a fold, a hash and two map updates). */
  observe(query: string, visitor: string): void {
    const term = trendingTerm(query);
    if (!term) return;
    this.turnDay();
    if (this.seen.size >= MAX_SEEN) return;
    const key = createHash('sha256').update(this.salt).update(visitor).update('\0').update(term).digest('base64');
    if (this.seen.has(key)) return;
    this.seen.add(key);
    this.pending.set(term, (this.pending.get(term) ?? 0) + 1);
  }

  /** Writes the counts gathered since the last flush (and, once a day, forgets days past keeping). */
  async flush(): Promise<void> {
    const day = this.day || ukDateOf(this.clock.now());
    const counts = this.pending;
    this.pending = new Map();
    await this.store.add(day, counts);
    if (counts.size) this.list = null; // new counts: the next ask reads the list again
    if (this.lastPurge !== day) {
      this.lastPurge = day;
      await this.store.purgeBefore(dayToIso(todayDay(this.clock.now()) - KEEP_DAYS));
    }
  }

  /** The trending terms, most visitors first (re-read after a flush brought new counts, else every five minutes). */
  terms(): Promise<string[]> {
    const now = this.clock.now().getTime();
    if (!this.list || now - this.list.at > LIST_TTL_MS) {
      const since = dayToIso(todayDay(this.clock.now()) - (this.options.days - 1));
      const terms = this.store.top(since, this.options.minVisitors, this.options.limit);
      this.list = { at: now, terms };
      terms.catch(() => (this.list = null));
    }
    return this.list.terms;
  }

  private turnDay(): void {
    const day = ukDateOf(this.clock.now());
    if (day === this.day) return;
    if (this.day && this.pending.size) void this.flush().catch(() => undefined); // yesterday's counts go under yesterday
    this.day = day;
    this.salt = randomBytes(16);
    this.seen = new Set();
  }
}
