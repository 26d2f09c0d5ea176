import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';
import { ZodValidationPipe } from '../../../../platform/http/zod-validation.pipe';
import { EMBED_PAGE_CSP, renderEmbedPage } from '../../application/embed-page';
import { EmbedOptions, embedOptionsSchema } from '../../contracts/embed-options';

/** The iframe embed (an HTML page, not part of the JSON API: excluded from the OpenAPI document like the website). */
@ApiExcludeController()
@Controller('embed')
export class EmbedPageController {
  @Get('events')
  page(@Query(new ZodValidationPipe(embedOptionsSchema)) options: EmbedOptions, @Res() res: Response): void {
    // This route only: any site may frame it. Every other page keeps helmet's frame-ancestors 'self' and X-Frame-Options.
    res.removeHeader('X-Frame-Options');
    res.status(200).type('html').set({ 'Content-Security-Policy': EMBED_PAGE_CSP, 'Cache-Control': 'public, max-age=300' }).send(renderEmbedPage(options));
  }
}
