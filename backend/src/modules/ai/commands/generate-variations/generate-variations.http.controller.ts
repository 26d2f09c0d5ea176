import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { variationsRequestSchema, variationsResponseSchema } from '../../contracts/ai-description.schemas';
import { GenerateVariationsCommand } from './generate-variations.command';

@ApiTags('ai descriptions')
@Controller('api/ai/generate-variations')
export class GenerateVariationsController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Write distinct alternative descriptions (body {count: 3}); each is stored as a suggestion' })
  @ApiZodBody(variationsRequestSchema)
  @ApiZodResponse(200, variationsResponseSchema)
  generate(@Param('id') id: string, @Body(new ZodValidationPipe(variationsRequestSchema)) body: z.infer<typeof variationsRequestSchema>) {
    return this.commands.execute(new GenerateVariationsCommand(id, body.count));
  }
}
