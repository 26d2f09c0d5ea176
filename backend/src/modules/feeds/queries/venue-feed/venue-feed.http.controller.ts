import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ApiZodQuery } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { FeedFormat } from '../../contracts/feed-links';
import { ApiFeedAnswers } from '../feed-answers.openapi';
import { sendFeed } from '../feed.response';
import { VenueFeedQuery, VenueFeedRequest, venueFeedSchema } from './venue-feed.query';

const pipe = new ZodValidationPipe(venueFeedSchema);

/** Feeds of what is on at one venue (its page: /venue/:slug). */
@ApiTags('feeds')
@Controller('api/feeds')
export class VenueFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('venue.ics')
  @ApiOperation({ summary: "Follow a venue's upcoming events as a calendar (iCalendar)" })
  @ApiZodQuery(venueFeedSchema)
  @ApiFeedAnswers('ics')
  ics(@Query(pipe) r: VenueFeedRequest, @Req() req: Request, @Res() res: Response) {
    return this.send('ics', r.venue, req, res);
  }

  @Get('venue.atom')
  @ApiOperation({ summary: "Follow a venue's upcoming events as an Atom feed" })
  @ApiZodQuery(venueFeedSchema)
  @ApiFeedAnswers('atom')
  atom(@Query(pipe) r: VenueFeedRequest, @Req() req: Request, @Res() res: Response) {
    return this.send('atom', r.venue, req, res);
  }

  @Get('venue.json')
  @ApiOperation({ summary: "Follow a venue's upcoming events as a JSON Feed" })
  @ApiZodQuery(venueFeedSchema)
  @ApiFeedAnswers('json')
  json(@Query(pipe) r: VenueFeedRequest, @Req() req: Request, @Res() res: Response) {
    return this.send('json', r.venue, req, res);
  }

  private async send(format: FeedFormat, slug: string, req: Request, res: Response) {
    sendFeed(req, res, await this.queries.execute(new VenueFeedQuery(slug, format)));
  }
}
