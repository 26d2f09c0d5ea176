import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { newsletterSettingsSchema } from '../../application/newsletter-settings';
import { GetNewsletterSettingsQuery } from '../../queries/get-settings/get-newsletter-settings.query';
import { UpdateNewsletterSettingsCommand } from './update-settings.command';

const changesSchema = newsletterSettingsSchema.partial().strict();

@ApiTags('newsletter management')
@Controller('api/newsletter/settings')
export class NewsletterSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiZodResponse(200, newsletterSettingsSchema)
  get() {
    return this.queries.execute(new GetNewsletterSettingsQuery());
  }

  @Put()
  @ApiZodBody(changesSchema)
  @ApiZodResponse(200, newsletterSettingsSchema)
  update(@Body(new ZodValidationPipe(changesSchema)) body: z.infer<typeof changesSchema>) {
    return this.commands.execute(new UpdateNewsletterSettingsCommand(body));
  }
}
