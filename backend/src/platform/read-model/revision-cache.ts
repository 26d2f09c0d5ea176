import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Clock } from '../time/clock';
import { todayDay } from '../time/uk-days';
import { CatalogueReadModel } from './catalogue/catalogue-read-model.port';
import { EventReadModel } from './event-read-model.port';

const MAX_ENTRIES = 2000;
const SHARED_INDEX_TTL_MS = 2000;

/**
 * Memoises derived read answers (counts, facets, featured lists) until the read model changes or
 * the UK day turns. Hot public endpoints then answer from memory.
 */
@Injectable()
export class RevisionCache {
  private stamp = '';
  private entries = new Map<string, Promise<unknown>>();

  constructor(
    private readonly events: EventReadModel,
    private readonly catalogue: CatalogueReadModel,
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {}

  /** Changes whenever a public read answer may change: read-model writes, a rebuild, a new UK day. */
  currentStamp(): string {
    const now = this.clock.now();
    const local = `${this.events.generation}:${this.events.revision}:${this.catalogue.revision}:${todayDay(now)}`;
    // A shared Elasticsearch index is also written by other instances' projectors, which this
    // process's revision counters cannot see: answers then age out after SHARED_INDEX_TTL_MS.
    return this.config.values.ELASTICSEARCH_URL ? `${local}:${Math.floor(now.getTime() / SHARED_INDEX_TTL_MS)}` : local;
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const stamp = this.currentStamp();
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.entries = new Map();
    }
    let hit = this.entries.get(key) as Promise<T> | undefined;
    if (!hit) {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      hit = compute();
      this.entries.set(key, hit);
      hit.catch(() => this.entries.delete(key));
    }
    return hit;
  }
}
