import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { EnhancementOptions, enhanceRequestSchema, enhanceResponseSchema } from '../../contracts/ai-description.schemas';
import { EnhanceDescriptionCommand } from './enhance-description.command';

@ApiTags('ai descriptions')
@Controller('api/ai/enhance-description')
export class EnhanceDescriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Write an enhanced description for an event (stored as a suggestion; the event is unchanged)' })
  @ApiZodBody(enhanceRequestSchema)
  @ApiZodResponse(200, enhanceResponseSchema)
  enhance(@Param('id') id: string, @Body(new ZodValidationPipe(enhanceRequestSchema)) body: EnhancementOptions) {
    return this.commands.execute(new EnhanceDescriptionCommand(id, body));
  }
}
