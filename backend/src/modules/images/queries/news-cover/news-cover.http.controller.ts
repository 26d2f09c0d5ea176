import { Controller, Get, Headers, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { NewsCoverQuery } from './news-cover.query';

/** Cached like an event's bare cover URL: an hour, then revalidated with If-None-Match. */
@ApiTags('news')
@Controller('api/news')
export class NewsCoverController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/cover.svg')
  @ApiProduces('image/svg+xml')
  @ApiResponse({
    status: 200,
    description: 'The generated cover of a news item (SVG, 1200×630, no text)',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag)' })
  async svg(@Param('id') id: string, @Headers('if-none-match') ifNoneMatch: string | undefined, @Res() res: Response) {
    const cover = await this.queries.execute(new NewsCoverQuery(id));
    res.setHeader('ETag', cover.etag);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly must not run anything: no scripts, no outside loads.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === cover.etag)) {
      res.status(304).end();
      return;
    }
    res.type(cover.contentType).send(cover.body);
  }
}
