import { Controller, Get, Headers, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { z } from 'zod';
import { ApiZodQuery } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { CoverFormat, EventCoverQuery } from './event-cover.query';

const coverQuerySchema = z.object({ v: z.string().max(64).optional() }).strict();

/**
 * Covers are images served from our own origin. A URL carrying the current ETag as `?v=` (og:image does) never
 * changes, so it is cached for a year; the bare URL is cached for an hour, then revalidated with If-None-Match.
 */
@ApiTags('events')
@Controller('api/events')
export class EventCoverController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/cover.svg')
  @ApiProduces('image/svg+xml')
  @ApiZodQuery(coverQuerySchema)
  @ApiResponse({ status: 200, description: 'The generated cover (SVG, 1200×630)', content: { 'image/svg+xml': { schema: { type: 'string' } } } })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag)' })
  svg(
    @Param('id') id: string,
    @Query(new ZodValidationPipe(coverQuerySchema)) query: z.infer<typeof coverQuerySchema>,
    @Headers('if-none-match') tag: string | undefined,
    @Res() res: Response,
  ) {
    return this.send(id, 'svg', query.v, tag, res);
  }

  @Get(':id/cover.png')
  @ApiProduces('image/png')
  @ApiZodQuery(coverQuerySchema)
  @ApiResponse({
    status: 200,
    description: 'The generated cover as PNG (1200×630), for link previews',
    content: { 'image/png': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag)' })
  png(
    @Param('id') id: string,
    @Query(new ZodValidationPipe(coverQuerySchema)) query: z.infer<typeof coverQuerySchema>,
    @Headers('if-none-match') tag: string | undefined,
    @Res() res: Response,
  ) {
    return this.send(id, 'png', query.v, tag, res);
  }

  @Get(':id/cover.jpg')
  @ApiProduces('image/jpeg')
  @ApiZodQuery(coverQuerySchema)
  @ApiResponse({
    status: 200,
    description: 'The generated cover as JPEG (1200×630), for platforms that take JPEG only (Instagram publishing)',
    content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 304, description: 'Not modified (If-None-Match matched the ETag)' })
  jpg(
    @Param('id') id: string,
    @Query(new ZodValidationPipe(coverQuerySchema)) query: z.infer<typeof coverQuerySchema>,
    @Headers('if-none-match') tag: string | undefined,
    @Res() res: Response,
  ) {
    return this.send(id, 'jpg', query.v, tag, res);
  }

  private async send(id: string, format: CoverFormat, version: string | undefined, ifNoneMatch: string | undefined, res: Response) {
    const cover = await this.queries.execute(new EventCoverQuery(id, format));
    const pinned = version !== undefined && `"${format}-${version}"` === cover.etag;
    res.setHeader('ETag', cover.etag);
    res.setHeader('Cache-Control', pinned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // An SVG opened directly must not run anything: no scripts, no outside loads.
    if (format === 'svg') res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    if (ifNoneMatch?.split(',').some((t) => t.trim().replace(/^W\//, '') === cover.etag)) {
      res.status(304).end();
      return;
    }
    res.type(cover.contentType).send(cover.body);
  }
}
