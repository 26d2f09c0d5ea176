import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { BULK_ACTIONS, bulkEventActionResultSchema, BulkEventActionCommand, MAX_BULK_IDS } from './bulk-event-action.command';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';

const bulkSchema = z.object({
  action: z.enum(BULK_ACTIONS, { errorMap: () => ({ message: `action must be one of: ${BULK_ACTIONS.join(', ')}` }) }),
  ids: z
    .array(z.string().trim().min(1).max(100), { required_error: 'ids is required', invalid_type_error: 'ids must be a list of event ids' })
    .min(1, 'Select at least one event')
    .max(MAX_BULK_IDS, `At most ${MAX_BULK_IDS} events at a time`),
});

@ApiTags('admin events')
@Controller('api/admin/events')
export class BulkEventActionController {
  constructor(private readonly commands: CommandBus) {}

  @Post('bulk')
  @HttpCode(200)
  @ApiZodBody(bulkSchema)
  @ApiZodResponse(200, bulkEventActionResultSchema, 'How many succeeded; each refused event with the reason')
  bulk(@Body(new ZodValidationPipe(bulkSchema)) body: z.infer<typeof bulkSchema>) {
    return this.commands.execute(new BulkEventActionCommand(body.action, body.ids));
  }
}
