import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { EventFinder } from '../../application/event-finder';
import { StoredEventDocuments } from '../../application/ports/stored-event-documents.port';
import { eventNotFound } from '../../domain/event.errors';
import { EventPreview, PreviewEventQuery } from './preview-event.query';

/** Any event from the write model (drafts included), viewed as the public page draws a published one. */
@QueryHandler(PreviewEventQuery)
export class PreviewEventHandler implements IQueryHandler<PreviewEventQuery> {
  constructor(
    private readonly stored: StoredEventDocuments,
    private readonly finder: EventFinder,
  ) {}

  async execute({ id }: PreviewEventQuery): Promise<EventPreview> {
    const found = await this.stored.get(id);
    if (!found) throw eventNotFound(id);
    const { doc, publishAt } = found;
    // Drawn as published: the preview shows the page the event will have, not the draft's absence.
    const event = await this.finder.view({ ...doc, status: doc.status === 'expired' ? 'expired' : 'published' });
    return { event, status: doc.status, version: doc.version, publishAt };
  }
}
