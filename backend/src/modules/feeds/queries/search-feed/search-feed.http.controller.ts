import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { FollowedSearch, followedSearchSchema } from '../../../events/queries/followed-events/followed-events.query';
import { ApiZodQuery } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { FeedFormat } from '../../contracts/feed-links';
import { ApiFeedAnswers } from '../feed-answers.openapi';
import { sendFeed } from '../feed.response';
import { SearchFeedQuery } from './search-feed.query';

const pipe = new ZodValidationPipe(followedSearchSchema);

/** Feeds of lists and standard searches: the same filters as /api/events/search (a category alone, a region alone...). */
@ApiTags('feeds')
@Controller('api/feeds')
export class SearchFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('search.ics')
  @ApiOperation({ summary: 'Follow a list or search as a calendar (iCalendar)' })
  @ApiZodQuery(followedSearchSchema)
  @ApiFeedAnswers('ics')
  ics(@Query(pipe) search: FollowedSearch, @Req() req: Request, @Res() res: Response) {
    return this.send('ics', search, req, res);
  }

  @Get('search.atom')
  @ApiOperation({ summary: 'Follow a list or search as an Atom feed' })
  @ApiZodQuery(followedSearchSchema)
  @ApiFeedAnswers('atom')
  atom(@Query(pipe) search: FollowedSearch, @Req() req: Request, @Res() res: Response) {
    return this.send('atom', search, req, res);
  }

  @Get('search.json')
  @ApiOperation({ summary: 'Follow a list or search as a JSON Feed' })
  @ApiZodQuery(followedSearchSchema)
  @ApiFeedAnswers('json')
  json(@Query(pipe) search: FollowedSearch, @Req() req: Request, @Res() res: Response) {
    return this.send('json', search, req, res);
  }

  private async send(format: FeedFormat, search: FollowedSearch, req: Request, res: Response) {
    sendFeed(req, res, await this.queries.execute(new SearchFeedQuery(search, format)));
  }
}
