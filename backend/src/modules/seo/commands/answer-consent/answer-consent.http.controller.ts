import { Body, Controller, HttpCode, Ip, Post, Req, Res, UseInterceptors } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { AppConfig } from '../../../../platform/config/app-config';
import { DomainError } from '../../../../platform/domain/domain-error';
import { ApiZodBody } from '../../../../platform/http/openapi/api-zod.decorators';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { RetryAfterInterceptor } from '../../../../platform/rate-limit/retry-after.interceptor';
import { fromThisSite, originOf } from '../../application/consent-cookies';
import { AnswerConsentCommand } from './answer-consent.command';
import { AnswerConsentRequest, answerConsentRequestSchema } from './answer-consent.request';

const NOT_FROM_SITE = 'Your choice could not be saved: answer the privacy banner on the Festival Finder page itself.';

/**
 * POST /api/consent: the first paint's consent banner works before (or without) the app. The form sets the
 * visitor's own consent cookies and sends them back (303) to the page they were on. Only a post from this site
 * counts (Sec-Fetch-Site, else Origin or Referer), so another site cannot answer for a visitor.
 */
@ApiTags('consent')
@UseInterceptors(RetryAfterInterceptor)
@Controller('api')
export class AnswerConsentController {
  private readonly configuredOrigin: string | null;

  constructor(
    private readonly commands: CommandBus,
    config: AppConfig,
  ) {
    this.configuredOrigin = originOf(config.values.PUBLIC_BASE_URL);
  }

  @Post('consent')
  @HttpCode(303)
  @ApiZodBody(answerConsentRequestSchema)
  @ApiResponse({ status: 303, description: 'Saved: back to the page (Location), without the banner' })
  @ApiResponse({ status: 403, description: 'Not sent from this site (Sec-Fetch-Site, else Origin or Referer)' })
  async answer(
    @Body(new ZodValidationPipe(answerConsentRequestSchema)) body: AnswerConsentRequest,
    @Ip() ip: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const expected = this.configuredOrigin ?? `${req.protocol}://${req.get('host')}`;
    if (!fromThisSite({ secFetchSite: req.get('sec-fetch-site'), origin: req.get('origin'), referer: req.get('referer') }, expected))
      throw new DomainError('CONSENT.NOT_FROM_SITE', 'forbidden', NOT_FROM_SITE);
    const cookies = await this.commands.execute(new AnswerConsentCommand(body.choice === 'accept', ip, req.secure));
    for (const c of cookies) res.cookie(c.name, c.value, c.options);
    res
      .status(303)
      .location(body.back ?? '/')
      .end();
  }
}
