import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { ListNewsQuery } from './list-news.query';
import { newsViewSchema } from '../../application/news-view';

const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const newsFilterSchema = z.object({
  limit: z.coerce
    .number({ invalid_type_error: 'limit must be a number' })
    .int()
    .min(1, 'limit must be at least 1')
    .max(50, 'limit can be at most 50')
    .default(6),
  category: z.preprocess(blank, z.string().trim().max(40).optional()),
  festivalId: z.preprocess(blank, z.string().uuid('festivalId must be an event id').optional()),
});

@ApiTags('news')
@Controller('api/news')
export class ListNewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodQuery(newsFilterSchema)
  @ApiZodResponse(200, z.array(newsViewSchema), 'News items, newest first')
  list(@Query(new ZodValidationPipe(newsFilterSchema)) filter: z.infer<typeof newsFilterSchema>) {
    return this.queries.execute(new ListNewsQuery(filter));
  }
}
