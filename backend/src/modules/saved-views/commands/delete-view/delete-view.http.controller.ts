import { Controller, Delete, NotFoundException, Param, ParseUUIDPipe } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { DeleteViewCommand } from './delete-view.command';
import { savedViewDeletedSchema } from '../../contracts/saved-view';

@ApiTags('admin: saved views')
@Controller('api/admin/saved-views')
export class DeleteViewController {
  constructor(private readonly commands: CommandBus) {}

  @Delete(':id')
  @ApiOperation({ summary: "Delete one of the signed-in admin's saved views" })
  @ApiZodResponse(200, savedViewDeletedSchema, 'Deleted')
  remove(
    @Param(
      'id',
      new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException({ code: 'SAVED_VIEWS.NOT_FOUND', message: 'You have no saved view with that id.' }) }),
    )
    id: string,
  ) {
    return this.commands.execute(new DeleteViewCommand(id));
  }
}
