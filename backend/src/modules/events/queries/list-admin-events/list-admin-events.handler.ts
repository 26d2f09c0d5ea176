import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AdminEventHit, AdminEventQuery } from '../../application/ports/event-document';
import { EventReadModel } from '../../application/ports/event-read-model.port';
import { ScheduledPublications } from '../../application/ports/scheduled-publications.port';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { inRuleOrder } from '../../domain/event-quality';
import { AdminEventRow, ListAdminEventsQuery } from './list-admin-events.query';

const SORTS = { updatedAt: 'updated', startDate: 'date', title: 'title' } as const;

/** The admin catalogue table, from the read model (every status; the public queries see published only). */
@QueryHandler(ListAdminEventsQuery)
export class ListAdminEventsHandler implements IQueryHandler<ListAdminEventsQuery> {
  constructor(
    private readonly index: EventReadModel,
    private readonly clock: Clock,
    private readonly schedules: ScheduledPublications,
  ) {}

  async execute({ params: p }: ListAdminEventsQuery) {
    const query: AdminEventQuery = {
      text: p.q,
      statuses: p.status,
      categories: p.category,
      regions: p.region,
      featured: p.featured,
      today: todayDay(this.clock.now()),
      sort: p.sort ? SORTS[p.sort] : undefined,
      order: p.order,
      offset: (p.page - 1) * p.limit,
      limit: p.limit,
      ...(p.problem === 'any'
        ? { quality: 'invalid' as const }
        : p.problem === 'none'
          ? { quality: 'valid' as const }
          : p.problem
            ? { problems: [p.problem] }
            : {}),
    };
    const result = await this.index.listForAdmin(query);
    // Schedules live in the write model only (one look-up for the page's drafts).
    const drafts = result.hits.filter((h) => h.doc.status === 'draft').map((h) => h.doc.id);
    const scheduled = await this.schedules.scheduledFor(drafts);
    const items = result.hits.map((hit) => ({ ...toAdminRow(hit), publishAt: scheduled.get(hit.doc.id) ?? null }));
    return { items, total: result.total, page: p.page, limit: p.limit };
  }
}

export function toAdminRow({ doc, problems }: AdminEventHit): Omit<AdminEventRow, 'publishAt'> {
  return {
    id: doc.id,
    title: doc.title,
    status: doc.status,
    featured: doc.featured,
    category: doc.category,
    region: doc.region,
    city: doc.city,
    startDate: doc.startDate,
    endDate: doc.endDate,
    version: doc.version,
    updatedAt: doc.updatedAt,
    problems: inRuleOrder(problems),
  };
}
