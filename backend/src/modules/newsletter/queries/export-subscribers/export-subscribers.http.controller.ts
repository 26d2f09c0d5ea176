import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { z } from 'zod';
import { ApiZodQuery } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { Clock } from '../../../../platform/time/clock';
import { ExportSubscribersQuery } from './export-subscribers.query';

const exportSchema = z.object({
  filter: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.enum(['all', 'active', 'inactive'], { errorMap: () => ({ message: 'filter must be all, active or inactive' }) }).default('all'),
  ),
});
const CSV = { status: 200, description: 'CSV file (attachment; file name carries the date)', content: { 'text/csv': { schema: { type: 'string' } } } };

@ApiTags('newsletter management')
@Controller()
export class ExportSubscribersController {
  constructor(
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  @Get('api/admin/newsletter/export')
  @ApiZodQuery(exportSchema)
  @ApiResponse(CSV)
  exportForUserManagement(@Query(new ZodValidationPipe(exportSchema)) q: z.infer<typeof exportSchema>, @Res() res: Response) {
    return this.send(q.filter, res);
  }

  @Get('api/newsletter/export')
  @ApiZodQuery(exportSchema)
  @ApiResponse(CSV)
  export(@Query(new ZodValidationPipe(exportSchema)) q: z.infer<typeof exportSchema>, @Res() res: Response) {
    return this.send(q.filter, res);
  }

  private async send(filter: 'all' | 'active' | 'inactive', res: Response) {
    const lines = await this.queries.execute(new ExportSubscribersQuery(filter));
    const date = this.clock.now().toISOString().slice(0, 10);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="newsletter-subscribers-${filter}-${date}.csv"`);
    res.setHeader('Cache-Control', 'no-store');
    for await (const chunk of lines) if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
    res.end();
  }
}
