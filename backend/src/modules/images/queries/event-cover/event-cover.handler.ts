import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { loadSharp } from '../../../../platform/packages/on-demand';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventReadModel } from '../../../events/application/ports/event-read-model.port';
import { KnownCategories } from '../../../events/application/ports/known-categories.port';
import { expectedDatesLabel } from '../../../events/contracts/expected-dates';
import { formatDateRange } from '../../../events/contracts/event-view';
import { COVER_ART_REVISION, coverSvg, posterSvg } from '../../domain/cover-art';
import { EventCover, EventCoverQuery } from './event-cover.query';

/** Raster renders kept in memory by ETag: a social crawler asks for the same few covers again and again. */
const RASTER_CACHE_SIZE = 200;

@QueryHandler(EventCoverQuery)
export class EventCoverHandler implements IQueryHandler<EventCoverQuery> {
  private readonly rasters = new Map<string, Buffer>();

  constructor(
    private readonly index: EventReadModel,
    private readonly categories: KnownCategories,
  ) {}

  async execute({ id, format, draftsToo }: EventCoverQuery): Promise<EventCover> {
    const doc = await this.index.get(id);
    if (!doc || (doc.status !== 'published' && doc.status !== 'expired' && !(draftsToo && doc.status === 'draft'))) {
      throw new DomainError('EVENT.NOT_FOUND', 'not-found', 'There is no event with this id.', { id });
    }
    const datesConfirmed = doc.datesConfirmed ?? true;
    const input = {
      id: doc.id,
      title: doc.title,
      category: doc.category,
      categoryName: (await this.categories.names()).get(doc.category) ?? doc.category,
      venue: doc.venue,
      city: doc.city,
      dates: datesConfirmed ? formatDateRange(doc.startDate, doc.endDate) : expectedDatesLabel(doc.startDate),
      datesConfirmed,
    };
    // The SVG is the page's cover (no text: the card prints it); PNG and JPEG are the poster for link previews and
    // social posts. One hash of the poster for all three, so the og:image `?v=` follows every change of the event.
    const poster = posterSvg(input);
    const hash = createHash('sha1').update(`${COVER_ART_REVISION}:${poster}`).digest('base64url').slice(0, 22);
    if (format === 'svg') return { body: Buffer.from(coverSvg(input)), contentType: 'image/svg+xml; charset=utf-8', etag: `"svg-${hash}"` };
    const etag = `"${format}-${hash}"`;
    return { body: await this.raster(etag, poster, format), contentType: format === 'png' ? 'image/png' : 'image/jpeg', etag };
  }

  private async raster(etag: string, svg: string, format: 'png' | 'jpg'): Promise<Buffer> {
    const cached = this.rasters.get(etag);
    if (cached) {
      this.rasters.delete(etag);
      this.rasters.set(etag, cached);
      return cached;
    }
    const image = loadSharp()(Buffer.from(svg));
    const body = await (format === 'png' ? image.png({ compressionLevel: 8, palette: false }) : image.jpeg({ quality: 88, mozjpeg: true })).toBuffer();
    this.rasters.set(etag, body);
    if (this.rasters.size > RASTER_CACHE_SIZE) this.rasters.delete(this.rasters.keys().next().value!);
    return body;
  }
}
