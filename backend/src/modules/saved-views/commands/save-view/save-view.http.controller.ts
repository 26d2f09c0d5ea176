import { Body, Controller, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { SavedView, savedViewSchema, SaveViewRequest, saveViewRequestSchema } from '../../contracts/saved-view';
import { SaveViewCommand } from './save-view.command';

@ApiTags('admin: saved views')
@Controller('api/admin/saved-views')
export class SaveViewController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @ApiOperation({ summary: "Save the signed-in admin's filters of a list under a name (the same name replaces them)" })
  @ApiZodBody(saveViewRequestSchema)
  @ApiZodResponse(201, savedViewSchema, 'Saved')
  save(@Body(new ZodValidationPipe(saveViewRequestSchema)) body: SaveViewRequest): Promise<SavedView> {
    return this.commands.execute(new SaveViewCommand(body));
  }
}
