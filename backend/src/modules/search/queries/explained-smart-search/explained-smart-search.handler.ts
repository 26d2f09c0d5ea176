/**
 * The explained Smart Search: the Smart Search's answer (one engine, see application/smart-search-engine.ts) with the
 * intent in the widget's shape, an explanation written from the parse, a confidence figure and
 * follow-up queries that are each checked to find events.
 */
import { Logger } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { Clock } from '../../../../platform/time/clock';
import { dayNumber, ukDateOf } from '../../../../platform/time/uk-days';
import {
  explainedSmartSearchConfidence,
  explainedSmartSearchExplanation,
  explainedSmartSearchIntent,
  FAILURE_EXPLANATION,
} from '../../application/explained-smart-search-answer';
import { CategoryVocabulary } from '../../application/category-vocabulary.port';
import { CategoryNames } from '../../application/intent-description';
import { intentRegions, suggestionCandidates } from '../../application/search-suggestions';
import { emptyIntent, SearchIntent } from '../../domain/search-intent';
import { SmartSearchEngine } from '../../application/smart-search-engine';
import { ExplainedSmartSearchAnswer } from './explained-smart-search.answer';
import { ExplainedSmartSearchQuery } from './explained-smart-search.query';

/** Suggestions shown; candidates tried at most (each is one cached Smart Search). */
export const SUGGESTION_COUNT = 3;
const MAX_CANDIDATES = 10;

@QueryHandler(ExplainedSmartSearchQuery)
export class ExplainedSmartSearchHandler implements IQueryHandler<ExplainedSmartSearchQuery, ExplainedSmartSearchAnswer> {
  private readonly logger = new Logger('ExplainedSmartSearch');

  constructor(
    private readonly search: SmartSearchEngine,
    private readonly index: EventReadModel,
    private readonly clock: Clock,
    private readonly categories: CategoryVocabulary,
  ) {}

  async execute({ params }: ExplainedSmartSearchQuery): Promise<ExplainedSmartSearchAnswer> {
    const started = performance.now();
    let names: CategoryNames = new Map();
    try {
      names = new Map((await this.categories.list()).map((c) => [c.slug, c.name]));
      const { parsed, ...result } = await this.search.search({
        q: params.query,
        page: params.page,
        limit: params.limit,
        useAI: params.useAI,
        near: params.near,
      });
      const found = { total: result.total, relaxed: result.relaxed };
      return {
        events: result.events,
        total: result.total,
        searchTime: result.searchTime,
        intent: explainedSmartSearchIntent(parsed, names, result.intent.locations),
        explanation: explainedSmartSearchExplanation(parsed, names, found),
        suggestions: await this.suggestions(params.query, parsed, names),
        confidence: explainedSmartSearchConfidence(params.query, parsed, found),
        relaxed: result.relaxed,
        notice: result.notice,
        provider: result.provider,
      };
    } catch (error) {
      // the spec's failure answer; suggestions only if the catalogue can still vouch for them
      this.logger.error(`Explained Smart Search failed for "${params.query}": ${(error as Error).message}`);
      const suggestions = await this.suggestions(params.query, emptyIntent(), names).catch(() => []);
      return {
        events: [],
        total: 0,
        searchTime: Math.round((performance.now() - started) * 100) / 100,
        intent: explainedSmartSearchIntent(emptyIntent(), names, []),
        explanation: FAILURE_EXPLANATION,
        suggestions,
        confidence: 0,
        relaxed: [],
        notice: null,
        provider: 'local',
      };
    }
  }

  /** Candidates from the facets, each run as a local Smart Search; kept when it finds events without relaxing. */
  private async suggestions(query: string, intent: SearchIntent, names: CategoryNames): Promise<string[]> {
    const today = dayNumber(ukDateOf(this.clock.now()));
    const upcoming = { fromDay: today };
    const regions = intentRegions(intent);
    const [all, forCategories, forRegions] = await Promise.all([
      this.index.facets(upcoming, ['category', 'region']),
      intent.categories.length ? this.index.facets({ ...upcoming, categories: intent.categories }, ['region']) : Promise.resolve(null),
      regions.length ? this.index.facets({ ...upcoming, regions }, ['category']) : Promise.resolve(null),
    ]);
    const out: string[] = [];
    for (const candidate of suggestionCandidates(query, intent, { all, forCategories, forRegions }, names).slice(0, MAX_CANDIDATES)) {
      const r = await this.search.search({ q: candidate, page: 1, limit: 1, useAI: false });
      if (r.total > 0 && r.relaxed.length === 0) out.push(candidate);
      if (out.length === SUGGESTION_COUNT) break;
    }
    return out;
  }
}
