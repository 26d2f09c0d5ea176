import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { ImportSubscribersCommand, importSubscribersAnswerSchema } from './import-subscribers.command';

const MAX_CHARS = 12_000_000;
const importSchema = z.object({
  csvData: z
    .string({ required_error: 'csvData is required: paste addresses or choose a CSV file', invalid_type_error: 'csvData must be text' })
    .max(MAX_CHARS, 'The import is too large (at most 12 MB); split the file')
    .refine((s) => s.trim().length > 0, 'Paste at least one email address or choose a CSV file'),
});

@ApiTags('newsletter management')
@Controller('api/newsletter')
export class ImportSubscribersController {
  constructor(private readonly commands: CommandBus) {}

  @Post('import-csv')
  @HttpCode(200)
  @ApiZodBody(importSchema)
  @ApiZodResponse(200, importSubscribersAnswerSchema)
  importCsv(@Body(new ZodValidationPipe(importSchema)) body: z.infer<typeof importSchema>) {
    return this.commands.execute(new ImportSubscribersCommand(body.csvData));
  }
}
