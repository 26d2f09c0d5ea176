import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiProduces, ApiResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { ApiZodQuery } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { Clock } from '../../../../platform/time/clock';
import { ukDateOf } from '../../../../platform/time/uk-days';
import { operationsFilterFields, OperationsFilterRequest, operationsFilterSchema } from '../list-operations/list-operations.request';
import { EXPORT_LIMIT, ExportOperationsQuery } from './export-operations.query';

@ApiTags('admin')
@Controller('api/admin/operations/export')
export class ExportOperationsController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: `The filtered operations log as a CSV file, newest first (at most ${EXPORT_LIMIT.toLocaleString('en-GB')} rows)` })
  @ApiProduces('text/csv')
  @ApiZodQuery(operationsFilterFields)
  @ApiResponse({
    status: 200,
    description: 'CSV attachment; X-Total-Count is how many operations matched, X-Row-Count how many the file holds',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  async export(@Query(new ZodValidationPipe(operationsFilterSchema)) filter: OperationsFilterRequest, @Res() res: Response) {
    const { csv, total, rows } = await this.queries.execute(new ExportOperationsQuery(filter));
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="operations-log-${ukDateOf(this.clock.now())}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Total-Count', String(total));
    res.setHeader('X-Row-Count', String(rows));
    res.send(csv);
  }
}
