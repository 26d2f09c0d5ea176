import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { createHash } from 'node:crypto';
import { GetNewsItemQuery } from '../../../news/queries/get-news-item/get-news-item.query';
import { COVER_ART_REVISION, coverSvg } from '../../domain/cover-art';
import { NEWS_COLOURS } from '../../domain/cover-palette';
import { EventCover } from '../event-cover/event-cover.query';
import { NewsCoverQuery } from './news-cover.query';

/** Drawn like an event's cover (colours and motif of its category, varied by its id), from the news module's own query. */
@QueryHandler(NewsCoverQuery)
export class NewsCoverHandler implements IQueryHandler<NewsCoverQuery> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ id }: NewsCoverQuery): Promise<EventCover> {
    // NEWS.NOT_FOUND (404) when there is no such item
    const item = await this.queries.execute(new GetNewsItemQuery(id));
    const svg = coverSvg({ id: `news:${item.id}`, title: item.title, category: item.category, colours: NEWS_COLOURS });
    const hash = createHash('sha1').update(`${COVER_ART_REVISION}:${svg}`).digest('base64url').slice(0, 22);
    return { body: Buffer.from(svg), contentType: 'image/svg+xml; charset=utf-8', etag: `"svg-${hash}"` };
  }
}
