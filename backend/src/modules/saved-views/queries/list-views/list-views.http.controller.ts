import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodQuery, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { listViewsRequestSchema, savedViewsSchema } from '../../contracts/saved-view';
import { ListViewsQuery } from './list-views.query';

@ApiTags('admin: saved views')
@Controller('api/admin/saved-views')
export class ListViewsController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "The signed-in admin's saved views of a list, by name" })
  @ApiZodQuery(listViewsRequestSchema)
  @ApiZodResponse(200, savedViewsSchema, 'Their views')
  list(@Query(new ZodValidationPipe(listViewsRequestSchema)) q: z.infer<typeof listViewsRequestSchema>) {
    return this.queries.execute(new ListViewsQuery(q.area));
  }
}
