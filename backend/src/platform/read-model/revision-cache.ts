import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { Clock } from '../time/clock';
import { todayDay } from '../time/uk-days';
import { countReusedAnswer } from './reused-answers';

/** A read model whose writes change public answers: the events index, the catalogue. */
export interface RevisionSource {
  /** Identity of the physical index (changes on a rebuild or restart). */
  readonly generation: string;
  /** Changes whenever the visible data may have changed. */
  readonly revision: number;
}

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
  private readonly sources: RevisionSource[] = [];
  /** Off only in a benchmark measuring what this cache buys. */
  private readonly on: boolean;

  constructor(
    private readonly clock: Clock,
    private readonly config: AppConfig,
  ) {
    this.on = config.layerOn('revision-cache');
  }

  /** Each module registers the read models it owns when it starts (platform knows none of them). */
  track(source: RevisionSource): void {
    if (!this.sources.includes(source)) this.sources.push(source);
  }

  /** Changes whenever a public read answer may change: read-model writes, a rebuild, a new UK day. */
  currentStamp(): string {
    const now = this.clock.now();
    const models = this.sources.map((s) => `${s.generation}:${s.revision}`).join(':');
    const local = `${models}:${todayDay(now)}`;
    // A shared Elasticsearch index is also written by other instances' projectors, which this
    // process's revision counters cannot see: answers then age out after SHARED_INDEX_TTL_MS.
    return this.config.values.ELASTICSEARCH_URL ? `${local}:${Math.floor(now.getTime() / SHARED_INDEX_TTL_MS)}` : local;
  }

  get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    if (!this.on) return compute();
    const stamp = this.currentStamp();
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.entries = new Map();
    }
    let hit = this.entries.get(key) as Promise<T> | undefined;
    if (hit) countReusedAnswer('revision-cache');
    else {
      if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
      hit = compute();
      this.entries.set(key, hit);
      hit.catch(() => this.entries.delete(key));
    }
    return hit;
  }
}
