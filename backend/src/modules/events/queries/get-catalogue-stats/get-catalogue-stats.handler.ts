import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventReadModel } from '../../../../platform/read-model/event-read-model.port';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { inRuleOrder, QUALITY_RULES } from '../../domain/event-quality';
import { CatalogueStats, GetCatalogueStatsQuery, ListQualityRulesQuery } from './get-catalogue-stats.query';

/** The dashboard's cards, counted by the read model (never a hand-kept counter). */
@QueryHandler(GetCatalogueStatsQuery)
export class GetCatalogueStatsHandler implements IQueryHandler<GetCatalogueStatsQuery> {
  constructor(
    private readonly index: EventReadModel,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<CatalogueStats> {
    const s = await this.index.qualitySummary(todayDay(this.clock.now()));
    const valid = s.checked - s.invalid;
    return {
      totalEvents: s.checked,
      validEvents: valid,
      invalidEvents: s.invalid,
      validPercent: s.checked === 0 ? 100 : Math.round((1000 * valid) / s.checked) / 10,
      byProblem: Object.fromEntries(inRuleOrder(Object.keys(s.byProblem)).map((code) => [code, s.byProblem[code]])),
      byStatus: { draft: s.byStatus.draft ?? 0, published: s.byStatus.published ?? 0, expired: s.byStatus.expired ?? 0, removed: s.byStatus.removed ?? 0 },
    };
  }
}

@QueryHandler(ListQualityRulesQuery)
export class ListQualityRulesHandler implements IQueryHandler<ListQualityRulesQuery> {
  async execute() {
    return { items: QUALITY_RULES.map(({ code, label, description }) => ({ code, label, description })) };
  }
}
