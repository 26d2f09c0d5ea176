import { Controller, Get, Param } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { yearSchema } from '../../../events/contracts/year.schema';
import { ListCategoriesQuery } from './list-categories.query';
import { ApiZodParam } from '../../../../platform/http/openapi/api-zod.decorators';

@ApiTags('categories')
@Controller('api/categories')
export class ListCategoriesController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  list() {
    return this.queries.execute(new ListCategoriesQuery());
  }

  @Get('year/:year')
  @ApiZodParam('year', yearSchema)
  byYear(@Param('year', new ZodValidationPipe(yearSchema)) year: number) {
    return this.queries.execute(new ListCategoriesQuery(year));
  }
}
