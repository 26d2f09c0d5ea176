import { EventReadModel } from '../../events/application/ports/event-read-model.port';

export interface CatalogueEvent {
  id: string;
  title: string;
  startDate: string;
  ticketUrl: string | null;
  problems: string[];
}

const PAGE = 500;

/** Draft and published events (the catalogue the site shows or will show), from the read model. */
export async function checkedEvents(index: EventReadModel, today: number): Promise<CatalogueEvent[]> {
  const out: CatalogueEvent[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await index.listForAdmin({ statuses: ['draft', 'published'], today, sort: 'title', order: 'asc', offset, limit: PAGE });
    for (const { doc, problems } of page.hits) {
      out.push({ id: doc.id, title: doc.title, startDate: doc.startDate, ticketUrl: doc.ticketUrl, problems });
    }
    if (page.hits.length < PAGE || offset + PAGE >= page.total) return out;
  }
}
