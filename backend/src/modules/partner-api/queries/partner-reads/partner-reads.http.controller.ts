import { Controller, Get, Param, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ApiZodParam, ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { categoryListSchema, ListCategoriesQuery } from '../../../categories/queries/list-categories/list-categories.query';
import { EventChangesQuery, eventChangesSchema } from '../../../events/queries/event-changes/event-changes.query';
import { regionCountSchema, RegionsQuery } from '../../../events/queries/regions/regions.query';
import { ListVenuesQuery, venueListSchema } from '../../../venues/queries/list-venues/list-venues.query';
import { venuePageSchema, VenuePageQuery } from '../../../venues/queries/venue-page/venue-page.query';
import { PartnerKeyGuard } from '../../http/partner-key.guard';
import { PartnerEventsRequest, partnerEventsRequestSchema } from './partner-events.request';

/**
 * The partner API, version 1 (docs/partner-api.md): reads of the public catalogue behind an API key: events (a sync
 * feed), venues, categories, regions. ETag and 304 come from Express for every JSON answer; the OpenAPI security (partnerKey) comes from
 * the allow-list entry's `key: 'partner'`.
 */
@ApiTags('partner API v1')
@UseGuards(PartnerKeyGuard)
@Controller('api/v1')
export class PartnerReadsController {
  constructor(private readonly queries: QueryBus) {}

  @Get('events')
  @ApiOperation({
    summary: 'Events changed after a cursor (or since a time), removed ones as tombstones, in log order',
    description:
      'Start without a cursor (everything) or with changedSince, then pass each answer’s nextCursor until hasMore is false; ' +
      'keep the last nextCursor and poll with it. A page is the site’s state at nextCursor for every event it lists.',
  })
  @ApiZodQuery(partnerEventsRequestSchema)
  @ApiZodResponse(200, eventChangesSchema, 'One page of changes')
  events(@Query(new ZodValidationPipe(partnerEventsRequestSchema)) q: PartnerEventsRequest) {
    if (q.cursor !== undefined && q.changedSince !== undefined)
      throw new DomainError('PARTNER_API.CURSOR_AND_TIME', 'invalid', 'Send either cursor or changedSince, not both.');
    const from = q.changedSince !== undefined ? { since: new Date(q.changedSince) } : { after: Number(q.cursor ?? 0) };
    return this.queries.execute(new EventChangesQuery(from, q.limit));
  }

  @Get('categories')
  @ApiOperation({ summary: 'Categories with their numbers of upcoming events' })
  @ApiZodResponse(200, categoryListSchema, 'Every category')
  categories() {
    return this.queries.execute(new ListCategoriesQuery());
  }

  @Get('regions')
  @ApiOperation({ summary: 'The UK regions with their numbers of upcoming events' })
  @ApiZodResponse(200, z.array(regionCountSchema), 'Every region')
  regions() {
    return this.queries.execute(new RegionsQuery());
  }

  @Get('venues')
  @ApiOperation({ summary: 'Every venue (name, address, town, region, coordinates, website), by name' })
  @ApiZodResponse(200, venueListSchema, 'Every venue')
  venues() {
    return this.queries.execute(new ListVenuesQuery());
  }

  @Get('venues/:slug')
  @ApiOperation({ summary: 'One venue with its upcoming events and the past editions held there' })
  @ApiZodParam('slug', z.string().regex(/^[a-z0-9-]{1,80}$/))
  @ApiZodResponse(200, venuePageSchema, 'The venue and its events')
  venue(@Param('slug') slug: string) {
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new DomainError('VENUE.NOT_FOUND', 'not-found', `There is no venue "${slug}".`);
    return this.queries.execute(new VenuePageQuery(slug));
  }
}
