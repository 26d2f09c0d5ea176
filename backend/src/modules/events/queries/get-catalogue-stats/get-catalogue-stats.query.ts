import { Query } from '@nestjs/cqrs';

export interface CatalogueStats {
  /** Draft and published events: the catalogue the quality rules check. */
  totalEvents: number;
  validEvents: number;
  invalidEvents: number;
  /** 0–100 with one decimal; 100 for an empty catalogue. */
  validPercent: number;
  byProblem: Record<string, number>;
  byStatus: { draft: number; published: number; expired: number; removed: number };
}

export class GetCatalogueStatsQuery extends Query<CatalogueStats> {}

export class ListQualityRulesQuery extends Query<{ items: Array<{ code: string; label: string; description: string }> }> {}
