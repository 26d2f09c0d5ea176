import { Body, Controller, Get, Header, HttpCode, Post, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiZodBody, ApiZodQuery, ApiZodResponse } from '../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../platform/http/zod-validation.pipe';
import { B2bActions } from '../commands/b2b-actions';
import { CompetitorAnalysisCommand } from '../commands/competitor-analysis/competitor-analysis.command';
import { CreateB2bCampaignCommand } from '../commands/create-campaign/create-campaign.command';
import { GenerateB2bContentCommand } from '../commands/generate-content/generate-content.command';
import { IndustryInsightsCommand } from '../commands/industry-insights/industry-insights.command';
import {
  b2bAnalyticsSchema,
  b2bCampaignListSchema,
  b2bCampaignSchema,
  b2bCompetitorSchema,
  b2bContentSchema,
  b2bInsightsSchema,
  b2bPackageListSchema,
  CreateCampaignRequest,
  createCampaignRequestSchema,
  GenerateContentRequest,
  generateContentRequestSchema,
  IndustryInsightsRequest,
  industryInsightsRequestSchema,
} from '../contracts/b2b-marketing.schemas';
import { B2bAnalyticsQuery } from '../queries/b2b-analytics/b2b-analytics.query';
import { ListB2bCampaignsQuery, ListCampaignsRequest, listCampaignsRequestSchema } from '../queries/list-campaigns/list-campaigns.query';
import { ListB2bPackagesQuery } from '../queries/list-packages/list-packages.query';

@ApiTags('admin: b2b marketing')
@Controller('api/b2b-marketing')
export class B2bMarketingController {
  constructor(
    private readonly queries: QueryBus,
    private readonly actions: B2bActions,
  ) {}

  @Post('generate-content')
  @HttpCode(200)
  @ApiOperation({ summary: "B2B copy for an audience, content type, tone and call to action, stating only the catalogue's real figures" })
  @ApiZodBody(generateContentRequestSchema)
  @ApiZodResponse(200, b2bContentSchema)
  generateContent(@Body(new ZodValidationPipe(generateContentRequestSchema)) body: GenerateContentRequest) {
    return this.actions.run('generate-content', new GenerateB2bContentCommand(body), (c) => ({
      message: `Wrote a ${body.contentType} for ${body.targetAudience}`,
      data: { provider: c.provider, model: c.model, fallbackReason: c.fallbackReason },
    }));
  }

  @Post('create-campaign')
  @HttpCode(201)
  @ApiOperation({ summary: 'Write and store a 7-day campaign: one post a day from tomorrow, UK business hours' })
  @ApiZodBody(createCampaignRequestSchema)
  @ApiZodResponse(201, b2bCampaignSchema)
  createCampaign(@Body(new ZodValidationPipe(createCampaignRequestSchema)) body: CreateCampaignRequest) {
    return this.actions.run('create-campaign', new CreateB2bCampaignCommand(body), (c) => ({
      message: `Stored campaign "${c.campaignName}" with ${c.posts.length} posts`,
      data: { campaignId: c.id, posts: c.posts.length, provider: c.provider },
    }));
  }

  @Post('industry-insights')
  @HttpCode(200)
  @ApiOperation({ summary: "An audience's pain points, our answers and examples from the catalogue" })
  @ApiZodBody(industryInsightsRequestSchema)
  @ApiZodResponse(200, b2bInsightsSchema)
  industryInsights(@Body(new ZodValidationPipe(industryInsightsRequestSchema)) body: IndustryInsightsRequest) {
    return this.actions.run('industry-insights', new IndustryInsightsCommand(body.targetAudience), (i) => ({
      message: `Insights for ${body.targetAudience}`,
      data: { provider: i.provider, model: i.model },
    }));
  }

  @Post('competitor-analysis')
  @HttpCode(200)
  @ApiOperation({ summary: 'Positioning against generic kinds of alternative, from our own product facts' })
  @ApiZodResponse(200, b2bCompetitorSchema)
  competitorAnalysis() {
    return this.actions.run('competitor-analysis', new CompetitorAnalysisCommand(), (c) => ({
      message: 'Competitor analysis written',
      data: { provider: c.provider, model: c.model },
    }));
  }

  @Get('campaigns')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Stored campaigns with their scheduled posts, newest first' })
  @ApiZodQuery(listCampaignsRequestSchema)
  @ApiZodResponse(200, b2bCampaignListSchema)
  campaigns(@Query(new ZodValidationPipe(listCampaignsRequestSchema)) r: ListCampaignsRequest) {
    return this.queries.execute(new ListB2bCampaignsQuery(r));
  }

  @Get('analytics')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Campaigns and scheduled posts counted from the stored records, by audience and platform' })
  @ApiZodResponse(200, b2bAnalyticsSchema)
  analytics() {
    return this.queries.execute(new B2bAnalyticsQuery());
  }

  @Get('packages')
  @ApiOperation({ summary: 'The listing packages and their monthly prices (GBP)' })
  @ApiZodResponse(200, b2bPackageListSchema)
  packages() {
    return this.queries.execute(new ListB2bPackagesQuery());
  }
}
