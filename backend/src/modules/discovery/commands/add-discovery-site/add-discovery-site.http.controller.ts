import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { addDiscoverySiteRequestSchema, discoverySiteSchema } from '../../contracts/discovery.schemas';
import { AddDiscoverySiteCommand } from './add-discovery-site.command';

@ApiTags('admin: discovery')
@Controller('api/admin/discovery/sites')
export class AddDiscoverySiteController {
  constructor(private readonly commands: CommandBus) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ summary: 'Add an organiser or venue website for discovery to crawl (409 DISCOVERY.SITE_EXISTS)' })
  @ApiZodBody(addDiscoverySiteRequestSchema)
  @ApiZodResponse(201, discoverySiteSchema, 'The site, added')
  add(@Body(new ZodValidationPipe(addDiscoverySiteRequestSchema)) body: z.infer<typeof addDiscoverySiteRequestSchema>) {
    return this.commands.execute(new AddDiscoverySiteCommand(body.url, body.publish));
  }
}
