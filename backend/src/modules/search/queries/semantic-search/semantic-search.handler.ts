/**
 * The smart search use case: intent (local rules or OpenAI) → search plan → read model, then the
 * public event views. Answers are memoised until the read model changes or the UK day turns.
 */
import { Logger } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventDocument } from '../../../events/application/ports/event-document';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { Clock } from '../../../../platform/time/clock';
import { dayNumber, ukDateOf } from '../../../../platform/time/uk-days';
import { toEventView } from '../../../events/contracts/event-view';
import { CategoryVocabulary } from '../../application/category-vocabulary.port';
import { EmbeddingProvider } from '../../application/embedding-provider.port';
import { summarizeIntent } from '../../application/intent-summary';
import { rerankByTitle } from '../../application/title-closeness';
import { planSearch, SearchPlan } from '../../application/search-plan';
import { pickNamedFestival, similarIntent, splitSimilarTo } from '../../application/similar-festival';
import { SearchIntentProvider } from '../../application/search-intent-provider.port';
import { SemanticSearchParams, SemanticSearchResult } from '../../application/semantic-search.result';
import { SemanticSearchQuery } from './semantic-search.query';

/** Deepest result reachable by paging (the read model's own window). */
export const MAX_RESULT_WINDOW = 500;
const MAX_CACHED = 1_000;

type Answer = Omit<SemanticSearchResult, 'searchTime'> & { cacheable: boolean };

@QueryHandler(SemanticSearchQuery)
export class SemanticSearchHandler implements IQueryHandler<SemanticSearchQuery, SemanticSearchResult> {
  private readonly logger = new Logger('SemanticSearch');
  private stamp = '';
  private answers = new Map<string, Promise<Answer>>();
  private embeddingsStamp = '';
  private docsHaveEmbeddings: Promise<boolean> = Promise.resolve(false);

  constructor(
    private readonly index: EventReadModel,
    private readonly clock: Clock,
    private readonly intents: SearchIntentProvider,
    private readonly embeddings: EmbeddingProvider,
    private readonly categories: CategoryVocabulary,
  ) {}

  async execute({ params }: SemanticSearchQuery): Promise<SemanticSearchResult> {
    const started = performance.now();
    const todayIso = ukDateOf(this.clock.now());
    const stamp = `${this.index.generation}:${this.index.revision}:${todayIso}`;
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      this.answers = new Map();
    }
    const key = `${params.useAI !== false}\u0000${params.page}\u0000${params.limit}\u0000${params.q}`;
    let answer = this.answers.get(key);
    if (!answer) {
      if (this.answers.size >= MAX_CACHED) this.answers.clear();
      answer = this.compute(params, todayIso);
      this.answers.set(key, answer);
      const answers = this.answers;
      answer.then(
        (a) => !a.cacheable && answers.delete(key),
        () => answers.delete(key),
      );
    }
    const { cacheable: _cacheable, ...body } = await answer;
    return { ...body, searchTime: Math.round((performance.now() - started) * 100) / 100 };
  }

  private async compute(params: SemanticSearchParams, todayIso: string): Promise<Answer> {
    const today = dayNumber(todayIso);
    const allowRemote = params.useAI !== false;
    // "festivals like Download": the rest of the query is read as usual, then shaped after the named festival
    const similar = splitSimilarTo(params.q);
    const named = similar ? await this.namedFestival(similar.name) : null;
    const q = named ? similar!.rest || 'festivals' : params.q;
    const [provided, vector] = await Promise.all([
      this.intents.extract(q, todayIso, { allowRemote }),
      allowRemote ? this.queryVector(params.q) : Promise.resolve(null),
    ]);
    const intent = named ? similarIntent(provided.intent, named) : provided.intent;
    const offset = (params.page - 1) * params.limit;
    let found: { docs: EventDocument[]; total: number };
    try {
      found = await this.runPlan(planSearch(intent, q, today, vector), offset, params.limit);
    } catch (error) {
      if (!vector) throw error;
      // a read model that cannot rank by vector still answers by text and structure
      this.logger.warn(`hybrid ranking failed (${(error as Error).message}); searching without the query vector`);
      found = await this.runPlan(planSearch(intent, q, today, null), offset, params.limit);
    }
    const names = new Map((await this.categories.list()).map((c) => [c.slug, c.name]));
    return {
      events: found.docs.map((doc) => toEventView(doc, today, names.get(doc.category))),
      total: found.total,
      semantic: true,
      intent: summarizeIntent(intent),
      provider: provided.source,
      // an OpenAI failure answered locally is not remembered: the next request tries OpenAI again
      cacheable: !provided.degraded,
    };
  }

  /** The festival a "like X" names, when a title is close enough to X. */
  private async namedFestival(name: string[]): Promise<EventDocument | null> {
    const result = await this.index.search({ text: name.join(' '), typoTolerance: 1, sort: 'relevance', limit: 5 });
    return pickNamedFestival(
      result.hits.map((h) => h.doc),
      name,
    );
  }

  /** Takes results from the plan's passes in order, de-duplicated, until the page is full. */
  private async runPlan(plan: SearchPlan, offset: number, limit: number): Promise<{ docs: EventDocument[]; total: number }> {
    const need = offset + limit;
    if (need > MAX_RESULT_WINDOW) {
      const total = plan.totalQuery ? await this.index.count(plan.totalQuery) : await this.index.count(plan.passes[0]);
      return { docs: [], total };
    }
    let docs: EventDocument[];
    let total: number;
    if (plan.passes.length === 1 && !plan.totalQuery) {
      const result = await this.index.search({ ...plan.passes[0], offset: 0, limit: need });
      docs = rerankByTitle(
        result.hits.map((h) => h.doc),
        plan.keywords,
      ).slice(offset, need);
      total = result.total;
    } else {
      const [collected, count] = await Promise.all([this.collect(plan, need), plan.totalQuery ? this.index.count(plan.totalQuery) : Promise.resolve(-1)]);
      docs = collected.slice(offset, need);
      total = Math.max(count, collected.length);
    }
    if (total === 0 && plan.fallback) {
      const result = await this.index.search({ ...plan.fallback, offset, limit });
      docs = result.hits.map((h) => h.doc);
      total = result.total;
    }
    return { docs, total };
  }

  private async collect(plan: SearchPlan, need: number): Promise<EventDocument[]> {
    const seen = new Set<string>();
    const docs: EventDocument[] = [];
    for (let i = 0; i < plan.passes.length && docs.length < need; i++) {
      // The top `need` of a pass hold its best `need - docs.length` unseen events: asking for them and
      // skipping the seen ones answers like an exclude list without rebuilding one for every pass.
      const result = await this.index.search({ ...plan.passes[i], offset: 0, limit: need });
      let hits: EventDocument[] = [];
      for (const h of result.hits) {
        if (hits.length === need - docs.length) break;
        if (!seen.has(h.doc.id)) hits.push(h.doc);
      }
      if (i < plan.keywordPasses) hits = rerankByTitle(hits, plan.keywords);
      for (const doc of hits) {
        seen.add(doc.id);
        docs.push(doc);
      }
    }
    return docs;
  }

  /** The query's embedding, asked for only when the indexed events carry embeddings. */
  private async queryVector(q: string): Promise<number[] | null> {
    const stamp = `${this.index.generation}:${this.index.revision}`;
    if (stamp !== this.embeddingsStamp) {
      this.embeddingsStamp = stamp;
      this.docsHaveEmbeddings = this.index
        .search({ limit: 1, sort: 'date' })
        .then((r) => (r.hits[0]?.doc.embedding?.length ?? 0) > 0)
        .catch(() => false);
    }
    if (!(await this.docsHaveEmbeddings)) return null;
    return this.embeddings.embed(q);
  }
}
