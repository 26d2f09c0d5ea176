import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { yearSchema } from '../../../events/contracts/year.schema';
import { categoryListSchema, ListCategoriesQuery } from './list-categories.query';
import { ApiZodParam, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('categories')
@Controller('api/categories')
export class ListCategoriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiZodResponse(200, categoryListSchema, 'Categories with their numbers of upcoming published events')
  list() {
    return this.queries.execute(new ListCategoriesQuery());
  }

  @Get('year/:year')
  @ApiZodParam('year', yearSchema)
  @ApiZodResponse(200, categoryListSchema, 'Categories with their numbers of events in that year')
  byYear(@Param('year', new ZodValidationPipe(yearSchema)) year: number) {
    return this.queries.execute(new ListCategoriesQuery(year));
  }
}
