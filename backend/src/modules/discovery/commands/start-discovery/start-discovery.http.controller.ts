import { applyDecorators, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodResponse } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import {
  categoryDiscoveryRequestSchema,
  discoveryRunViewSchema,
  premiumVenuesDiscoveryRequestSchema,
  regionDiscoveryRequestSchema,
  smartDiscoveryRequestSchema,
} from '../../contracts/discovery.schemas';
import { StartDiscoveryCommand } from './start-discovery.command';
import { z } from 'zod';

const ERROR = { $ref: '#/components/schemas/Error' };

/** What every start answers: 202 with the run, or why not (these routes sit outside /api/admin, so they say so here). */
function StartsARun(summary: string, body: z.ZodTypeAny) {
  return applyDecorators(
    HttpCode(202),
    ApiOperation({ summary: `${summary} (admin; 202 with the run to poll at GET /api/ai/discovery-runs/{id}; 409 DISCOVERY.ALREADY_RUNNING)` }),
    ApiZodBody(body),
    ApiZodResponse(202, discoveryRunViewSchema, 'The run, started'),
    ApiResponse({ status: 401, description: 'Not signed in', content: { 'application/json': { schema: ERROR } } }),
    ApiResponse({ status: 403, description: 'Not allowed (CSRF token or origin)', content: { 'application/json': { schema: ERROR } } }),
    ApiResponse({ status: 409, description: 'A discovery run is already in progress', content: { 'application/json': { schema: ERROR } } }),
  );
}

@ApiTags('admin: discovery')
@Controller('api/ai')
export class StartDiscoveryController {
  constructor(private readonly commands: CommandBus) {}

  @Post('smart-discovery')
  @StartsARun('Discover events from every configured source, optionally of one category', smartDiscoveryRequestSchema)
  smart(@Body(new ZodValidationPipe(smartDiscoveryRequestSchema)) body: z.infer<typeof smartDiscoveryRequestSchema>) {
    return this.commands.execute(new StartDiscoveryCommand('smart', { category: body.category }));
  }

  @Post('discover-category-events')
  @StartsARun('Discover events of one category in one year', categoryDiscoveryRequestSchema)
  category(@Body(new ZodValidationPipe(categoryDiscoveryRequestSchema)) body: z.infer<typeof categoryDiscoveryRequestSchema>) {
    return this.commands.execute(new StartDiscoveryCommand('category', { category: body.category, year: Number(body.timeframe) }));
  }

  @Post('discover-region-events')
  @StartsARun('Discover events in one region in one year', regionDiscoveryRequestSchema)
  region(@Body(new ZodValidationPipe(regionDiscoveryRequestSchema)) body: z.infer<typeof regionDiscoveryRequestSchema>) {
    return this.commands.execute(new StartDiscoveryCommand('region', { region: body.region, year: Number(body.timeframe) }));
  }

  @Post('discover-premium-venues')
  @StartsARun('Discover events from the configured organiser and venue websites and Ticketmaster in one year', premiumVenuesDiscoveryRequestSchema)
  premium(@Body(new ZodValidationPipe(premiumVenuesDiscoveryRequestSchema)) body: z.infer<typeof premiumVenuesDiscoveryRequestSchema>) {
    return this.commands.execute(new StartDiscoveryCommand('premium-venues', { year: Number(body.timeframe) }));
  }
}
