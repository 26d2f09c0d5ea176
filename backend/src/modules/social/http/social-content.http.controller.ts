import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
import { promotionAnswerSchema, GenerateEventPromotionCommand } from '../commands/generate-event-promotion/generate-event-promotion.command';
import { EventPromotionRequest, eventPromotionRequestSchema } from '../commands/generate-event-promotion/generate-event-promotion.request';
import {
  ContentKind,
  funnelsAnswerSchema,
  GenerateSocialContentCommand,
  instagramAnswerSchema,
  strategyAnswerSchema,
  tiktokAnswerSchema,
} from '../commands/generate-social-content/generate-social-content.command';
import { SocialActions } from '../commands/social-actions';

const ERROR = { $ref: '#/components/schemas/Error' };
const tiktokQuerySchema = z
  .object({
    category: z
      .string({ required_error: 'choose a category first' })
      .trim()
      .min(1, 'choose a category first')
      .max(80)
      .regex(/^[a-z0-9-]+$/, 'category is a slug such as "music"'),
  })
  .strict();

/** The AI-written social content (docs/social-ai.md): answers from real catalogue events, promotion posts stored as drafts. */
@ApiTags('admin: social')
@Controller('api/social-media')
export class SocialContentController {
  constructor(private readonly actions: SocialActions) {}

  @Get('content-strategy')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'A week of posts, trending topics and engagement ideas written from the featured and upcoming events' })
  @ApiZodResponse(200, strategyAnswerSchema)
  strategy() {
    return this.generate('strategy');
  }

  @Get('instagram-content')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Instagram captions, hashtags and photo briefs for the featured and upcoming events' })
  @ApiZodResponse(200, instagramAnswerSchema)
  instagram() {
    return this.generate('instagram');
  }

  @Get('tiktok-scripts')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "TikTok video scripts for one category's upcoming events (404 unknown category)" })
  @ApiZodQuery(tiktokQuerySchema)
  @ApiResponse({ status: 404, description: 'Unknown category', schema: ERROR })
  @ApiZodResponse(200, tiktokAnswerSchema)
  tiktok(@Query(new ZodValidationPipe(tiktokQuerySchema)) q: z.infer<typeof tiktokQuerySchema>) {
    return this.generate('tiktok', q.category);
  }

  @Get('traffic-funnels')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: "Funnels from social posts to events' pages and tickets, with the catalogue's real counts" })
  @ApiZodResponse(200, funnelsAnswerSchema)
  funnels() {
    return this.generate('funnels');
  }

  @Post('event-promotion')
  @HttpCode(201)
  @ApiOperation({ summary: 'One promotion post per platform for an upcoming event, each stored as an AI draft (404 unknown or past event)' })
  @ApiZodBody(eventPromotionRequestSchema)
  @ApiResponse({ status: 404, description: 'No published upcoming event has this id', schema: ERROR })
  @ApiZodResponse(201, promotionAnswerSchema)
  promotion(@Body(new ZodValidationPipe(eventPromotionRequestSchema)) body: EventPromotionRequest) {
    return this.actions.run('event-promotion', new GenerateEventPromotionCommand(body.eventId, body.platforms), (r) => ({
      message: `Drafted ${r.posts.length} promotion posts (${r.provider})`,
      data: { eventId: r.eventId, postIds: r.posts.map((p) => p.postId), provider: r.provider, fallbackReason: r.fallbackReason },
    }));
  }

  private generate(kind: ContentKind, category: string | null = null) {
    return this.actions.run(`generate-${kind}`, new GenerateSocialContentCommand(kind, category), (r) => ({
      message: `Generated ${kind} content from ${r.eventsUsed} events (${r.provider})`,
      data: { kind, category, eventsUsed: r.eventsUsed, provider: r.provider, fallbackReason: r.fallbackReason },
    }));
  }
}
