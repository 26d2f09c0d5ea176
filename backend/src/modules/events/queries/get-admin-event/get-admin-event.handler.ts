import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventReadModel } from '../../application/ports/event-read-model.port';
import { ScheduledPublications } from '../../application/ports/scheduled-publications.port';
import { Clock } from '../../../../platform/time/clock';
import { todayDay } from '../../../../platform/time/uk-days';
import { eventNotFound } from '../../domain/event.errors';
import { inRuleOrder, qualityRule } from '../../domain/event-quality';
import { GetAdminEventQuery } from './get-admin-event.query';
import { completeAccessibility } from '../../contracts/accessibility.schema';

/** One event for the edit form (any status), with the version to send back and its problems. */
@QueryHandler(GetAdminEventQuery)
export class GetAdminEventHandler implements IQueryHandler<GetAdminEventQuery> {
  constructor(
    private readonly index: EventReadModel,
    private readonly clock: Clock,
    private readonly schedules: ScheduledPublications,
  ) {}

  async execute({ id }: GetAdminEventQuery) {
    const doc = await this.index.get(id);
    if (!doc) throw eventNotFound(id);
    const codes = (await this.index.problemsOf([id], todayDay(this.clock.now())))[id] ?? [];
    const scheduled = doc.status === 'draft' ? await this.schedules.scheduledFor([id]) : new Map<string, string>();
    return {
      event: {
        id: doc.id,
        version: doc.version,
        status: doc.status,
        featured: doc.featured,
        title: doc.title,
        description: doc.description,
        imageUrl: doc.imageUrl,
        category: doc.category,
        startDate: doc.startDate,
        endDate: doc.endDate,
        venue: doc.venue,
        city: doc.city,
        region: doc.region,
        latitude: doc.location?.lat ?? null,
        longitude: doc.location?.lon ?? null,
        priceText: doc.priceText,
        ticketUrl: doc.ticketUrl,
        source: doc.source,
        tags: doc.tags,
        datesConfirmed: doc.datesConfirmed ?? true,
        venueId: doc.venueId ?? null,
        /** The event's own facts (the form edits these); the venue's, shown beside them as what applies when not stated. */
        accessibility: completeAccessibility(doc.accessibility),
        venueAccessibility: doc.venueAccessibility ? completeAccessibility(doc.venueAccessibility) : null,
        updatedAt: doc.updatedAt,
        publishAt: scheduled.get(id) ?? null,
      },
      problems: inRuleOrder(codes).map((code) => ({ code, message: qualityRule(code)?.description ?? code })),
    };
  }
}
