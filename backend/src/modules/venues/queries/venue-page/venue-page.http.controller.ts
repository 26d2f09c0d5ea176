import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { GetEventQuery } from '../../../events/queries/get-event/get-event.query';
import { ListVenuesQuery, venueListSchema, VenueOfPlaceQuery } from '../list-venues/list-venues.query';
import { eventVenueSchema, venuePageSchema, VenuePageQuery } from './venue-page.query';

@ApiTags('venues')
@Controller('api/venues')
export class VenuePageController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, venueListSchema, 'Every venue, by name')
  list() {
    return this.queries.execute(new ListVenuesQuery());
  }

  @Get('for-event/:id')
  @ApiZodParam('id', z.string())
  @ApiZodResponse(200, eventVenueSchema, 'The venue an event takes place at (null when the catalogue has none)')
  async forEvent(@Param('id') id: string) {
    const event = await this.queries.execute(new GetEventQuery(id));
    const place = { name: event.venue, town: event.city, region: event.region, latitude: event.latitude, longitude: event.longitude };
    return { venue: await this.queries.execute(new VenueOfPlaceQuery(place, event.venueId)) };
  }

  @Get(':slug')
  @ApiZodParam('slug', z.string())
  @ApiZodResponse(200, venuePageSchema, 'The venue with its upcoming events and past editions')
  page(@Param('slug') slug: string) {
    if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new DomainError('VENUE.NOT_FOUND', 'not-found', `There is no venue "${slug}".`);
    return this.queries.execute(new VenuePageQuery(slug));
  }
}
