import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { DataSource } from 'typeorm';
import { ProjectionsService } from '../../platform/projections/projections.service';
import { EventReadModel } from '../events/application/ports/event-read-model.port';
import { healthSchema } from './health.schema';
import { ApiZodResponse } from '../../platform/http/openapi/api-zod.decorators';

/**
 * Healthy = database answers and every projection has caught up with the event log. A projector with
 * parked events still serves (200) but is reported as degraded, with the number parked.
 */
@ApiTags('health')
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly db: DataSource,
    private readonly projections: ProjectionsService,
    private readonly index: EventReadModel,
  ) {}

  @Get()
  @ApiZodResponse(200, healthSchema, 'Up; `degraded` while a projector has parked events')
  @ApiZodResponse(503, healthSchema, 'Starting (read model catching up) or database down')
  async health(@Res({ passthrough: true }) res: Response) {
    let database = 'up';
    try {
      await this.db.query('SELECT 1');
    } catch {
      database = 'down';
    }
    const caughtUp = this.projections.caughtUp;
    const ok = database === 'up' && caughtUp;
    res.status(ok ? 200 : 503);
    const degraded = this.projections.parkedCount > 0;
    return {
      status: !ok ? 'starting' : degraded ? 'degraded' : 'ok',
      database,
      readModel: {
        generation: this.index.generation,
        caughtUp,
        projections: this.projections.all().map((r) => ({
          name: r.name,
          status: !r.isCaughtUp ? 'starting' : r.parkedCount > 0 ? 'degraded' : 'ok',
          checkpoint: r.checkpoint,
          parked: r.parkedCount,
        })),
      },
    };
  }
}
