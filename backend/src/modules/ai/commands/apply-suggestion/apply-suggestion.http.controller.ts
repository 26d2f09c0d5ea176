import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { applyRequestSchema, applyResponseSchema } from '../../contracts/ai-description.schemas';
import { ApplySuggestionCommand } from './apply-suggestion.command';

@ApiTags('ai descriptions')
@Controller('api/admin/ai/suggestions')
export class ApplySuggestionController {
  constructor(private readonly commands: CommandBus) {}

  /** 409 when the event changed since the suggestion was made, or the suggestion is flagged, applied or an analysis. */
  @Post(':id/apply')
  @HttpCode(200)
  @ApiOperation({ summary: "Apply a suggested text as the event's description (event update at the suggestion's version)" })
  @ApiZodBody(applyRequestSchema)
  @ApiZodResponse(200, applyResponseSchema)
  apply(@Param('id') id: string, @Body(new ZodValidationPipe(applyRequestSchema)) _body: unknown) {
    return this.commands.execute(new ApplySuggestionCommand(id));
  }
}
