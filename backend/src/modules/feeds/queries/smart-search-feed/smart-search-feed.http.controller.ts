import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Request, Response } from 'express';
import { ApiZodQuery } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { FeedFormat } from '../../contracts/feed-links';
import { ApiFeedAnswers } from '../feed-answers.openapi';
import { sendFeed } from '../feed.response';
import { SmartSearchFeedQuery } from './smart-search-feed.query';
import { SmartSearchFeedRequest, smartSearchFeedSchema } from './smart-search-feed.request';

const pipe = new ZodValidationPipe(smartSearchFeedSchema);

@ApiTags('feeds')
@Controller('api/feeds')
export class SmartSearchFeedController {
  constructor(private readonly queries: QueryBus) {}

  @Get('smart-search.ics')
  @ApiOperation({ summary: 'Follow a Smart Search as a calendar (iCalendar), re-run on every request' })
  @ApiZodQuery(smartSearchFeedSchema)
  @ApiFeedAnswers('ics')
  ics(@Query(pipe) r: SmartSearchFeedRequest, @Req() req: Request, @Res() res: Response) {
    return this.send('ics', r.q, req, res);
  }

  @Get('smart-search.atom')
  @ApiOperation({ summary: 'Follow a Smart Search as an Atom feed, re-run on every request' })
  @ApiZodQuery(smartSearchFeedSchema)
  @ApiFeedAnswers('atom')
  atom(@Query(pipe) r: SmartSearchFeedRequest, @Req() req: Request, @Res() res: Response) {
    return this.send('atom', r.q, req, res);
  }

  @Get('smart-search.json')
  @ApiOperation({ summary: 'Follow a Smart Search as a JSON Feed, re-run on every request' })
  @ApiZodQuery(smartSearchFeedSchema)
  @ApiFeedAnswers('json')
  json(@Query(pipe) r: SmartSearchFeedRequest, @Req() req: Request, @Res() res: Response) {
    return this.send('json', r.q, req, res);
  }

  private async send(format: FeedFormat, q: string, req: Request, res: Response) {
    sendFeed(req, res, await this.queries.execute(new SmartSearchFeedQuery(q, format)));
  }
}
