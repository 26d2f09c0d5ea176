import { Controller, Get, Param, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { EventCoverQuery } from './event-cover.query';

/**
 * The generated cover of a draft, for the admin preview of its public page (the public cover answers 404 for drafts,
 * so their titles stay private). An admin route: the global guard refuses anyone signed out; never cached.
 */
@ApiTags('admin events')
@Controller('api/admin/events')
export class DraftCoverController {
  constructor(private readonly queries: QueryBus) {}

  @Get(':id/cover.svg')
  @ApiProduces('image/svg+xml')
  @ApiResponse({
    status: 200,
    description: 'The generated cover of any draft or visible event (SVG, 1200×630)',
    content: { 'image/svg+xml': { schema: { type: 'string' } } },
  })
  async svg(@Param('id') id: string, @Res() res: Response) {
    const cover = await this.queries.execute(new EventCoverQuery(id, 'svg', true));
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    res.type(cover.contentType).send(cover.body);
  }
}
