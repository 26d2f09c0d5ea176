import { Query } from '@nestjs/cqrs';
import { z } from 'zod';
import { qualityCodeSchema } from '../list-admin-events/list-admin-events.query';

const count = z.number().int().min(0);

export const catalogueStatsSchema = z
  .object({
    /** Draft and published events: the catalogue the quality rules check. */
    totalEvents: count,
    validEvents: count,
    invalidEvents: count,
    /** 0–100 with one decimal; 100 for an empty catalogue. */
    validPercent: z.number().min(0).max(100),
    /** Events per problem code (domain/event-quality.ts), in rule order. */
    byProblem: z.record(z.string(), count),
    byStatus: z.object({ draft: count, published: count, expired: count, removed: count }).strict(),
  })
  .strict();
export type CatalogueStats = z.infer<typeof catalogueStatsSchema>;

export class GetCatalogueStatsQuery extends Query<CatalogueStats> {}

export const qualityRulesSchema = z
  .object({ items: z.array(z.object({ code: qualityCodeSchema, label: z.string(), description: z.string() }).strict()) })
  .strict();

export class ListQualityRulesQuery extends Query<z.infer<typeof qualityRulesSchema>> {}
