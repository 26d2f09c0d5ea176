import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { analyzeRequestSchema, analyzeResponseSchema } from '../../contracts/ai-description.schemas';
import { AnalyzeDescriptionCommand } from './analyze-description.command';

@ApiTags('ai descriptions')
@Controller('api/ai/analyze-description')
export class AnalyzeDescriptionController {
  constructor(private readonly commands: CommandBus) {}

  @Post(':id')
  @HttpCode(200)
  @ApiOperation({ summary: "Score an event's description 0-100 from measured properties (no body)" })
  @ApiZodBody(analyzeRequestSchema)
  @ApiZodResponse(200, analyzeResponseSchema)
  analyze(@Param('id') id: string, @Body(new ZodValidationPipe(analyzeRequestSchema)) _body: unknown) {
    return this.commands.execute(new AnalyzeDescriptionCommand(id));
  }
}
