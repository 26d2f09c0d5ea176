import { Controller, Delete, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { RemoveDiscoverySiteCommand } from './remove-discovery-site.command';
import { discoverySiteRemovedSchema } from '../../contracts/discovery.schemas';

@ApiTags('admin: discovery')
@Controller('api/admin/discovery/sites')
export class RemoveDiscoverySiteController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @ApiOperation({ summary: 'Stop crawling a staff-added site (events already imported stay)' })
  @ApiZodResponse(200, discoverySiteRemovedSchema)
  remove(
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code: 'DISCOVERY.SITE_NOT_FOUND', message: 'No discovery site has that id.' }) }),
    )
    id: string,
  ) {
    return this.commands.execute(new RemoveDiscoverySiteCommand(id));
  }
}
