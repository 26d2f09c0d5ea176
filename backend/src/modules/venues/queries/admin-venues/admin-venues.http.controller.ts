import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { readStream } from '../../../../platform/event-log/event-log.reader';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { adminVenueDetailSchema, adminVenueListSchema } from '../../contracts/venue-edit.schema';
import { completeAccessibility } from '../../../events/contracts/accessibility.schema';
import { venueNotFound } from '../../domain/venue.errors';
import { VenueEntity } from '../../infrastructure/venue.entity';
import { venueHistory } from './venue-history';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const view = ({ createdAt: _c, updatedAt: _u, ...v }: VenueEntity) => ({ ...v, accessibility: completeAccessibility(v.accessibility) });

/** The back office's venues, read from the write model (an editor must see the version it is about to change). */
@ApiTags('admin venues')
@Controller('api/admin/venues')
export class AdminVenuesController {
  constructor(private readonly db: DataSource) {}

  /** Every venue by name, or those whose name, other spellings or town contain `q`. */
  @Get()
  @ApiQuery({ name: 'q', required: false })
  @ApiZodResponse(200, adminVenueListSchema, 'Venues by name')
  async list(@Query('q') q?: string) {
    const term = `%${(typeof q === 'string' ? q : '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows = await this.db
      .getRepository(VenueEntity)
      .createQueryBuilder('v')
      .where(`(v.name ILIKE :term OR v.town ILIKE :term OR array_to_string(v.names, ' ') ILIKE :term)`, { term })
      .orderBy('v.name')
      .getMany();
    return { items: rows.map(view), total: rows.length };
  }

  /** One venue and its field history (from its event-log stream). */
  @Get(':id')
  @ApiZodResponse(200, adminVenueDetailSchema, 'The venue and its history, newest first')
  async one(@Param('id') id: string) {
    const row = UUID_RE.test(id) ? await this.db.getRepository(VenueEntity).findOne({ where: { id } }) : null;
    if (!row) throw venueNotFound(id);
    return { venue: view(row), history: venueHistory(await readStream(this.db, 'venue', id)) };
  }
}
